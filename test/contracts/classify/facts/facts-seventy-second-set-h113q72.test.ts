/**
 * Facts set 72's cause 6 (issue 18, h113q72), decided on sentences written for it, near misses kept (none is the set's
 * own sentence): a tilde joins a range as "to" does (date-kinds.ts RANGE_JOINERS), and a numbered form's period field
 * keeps its number before the label (period-fields.ts FIELD_NUMBER).
 */
import { describe, expect, it } from 'vitest';
import { dates } from '../facts-readers.js';

const preamble = 'Gangneung Bakery (hereinafter "Employer") and Kim Min-ji (hereinafter "Employee") conclude the following labour contract.';

describe('a range joined by a tilde, in a numbered period field (cause 6)', () => {
  it('"~" and "～" join the start and the end, dotted or written dates, numbered field or not', () => {
    for (const line of ['3. Contract period: 2046. 3. 2. ~ 2046. 12. 31.', 'Contract period: 2046. 3. 2. ～ 2046. 12. 31.', '3) Period of employment: 2 March 2046 ~ 31 December 2046', 'Contract period: 2046-03-02 ~ 2046-12-31']) {
      expect(dates('LABOUR CONTRACT', preamble, line)).toEqual({ effective: ['2046-03-02'], termination: ['2046-12-31'] });
    }
  });
  it('a numbered period field with "to" gives its start as the unnumbered one does', () => {
    expect(dates('LABOUR CONTRACT', preamble, '1. Contract period: 2 March 2046 to 31 December 2046')).toEqual({ effective: ['2046-03-02'], termination: ['2046-12-31'] });
  });
  it('near misses: a numbered field of another period, and a tilde before no date', () => {
    expect(dates('LABOUR CONTRACT', preamble, '4. Notice period: 2046. 3. 2. ~ 2046. 4. 1.').effective).toEqual([]);
    expect(dates('LABOUR CONTRACT', preamble, '12. Working hours: 2 March 2046 ~ about six hours a day').effective).toEqual([]);
  });
});
