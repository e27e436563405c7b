/**
 * A date a translated contract leaves in its own language (recognizers.ts `otherLanguageDates`, h29f22): its day checked
 * against the calendar's month lengths, leap years included (review hrev22: one home for them, nlu's calendar).
 */
import { describe, expect, it } from 'vitest';
import { recognizeNumericFacts } from '../../../../src/contracts/classify/numbers/recognizers.js';

const dates = (text: string) => recognizeNumericFacts(text).filter((f) => f.type === 'DateTime').map((f) => f.value);

describe('a date in another language on the calendar (review hrev22)', () => {
  it('the 29th of February in a leap year only; the 31st only of a long month', () => {
    expect(dates('Signé à Lyon le 29 février 2028.')).toEqual(['2028-02-29']);
    expect(dates('Signé à Lyon le 29 février 2027.')).toEqual([]);
    expect(dates('Firmado el 31 de abril de 2026.')).toEqual([]);
    expect(dates('Firmado el 31 de mayo de 2026.')).toEqual(['2026-05-31']);
    expect(dates('Unterzeichnet am 29. Februar 2100.')).toEqual([]);
    expect(dates('Unterzeichnet am 29. Februar 2000.')).toEqual(['2000-02-29']);
  });
});
