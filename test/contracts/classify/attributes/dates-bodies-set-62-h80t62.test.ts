/**
 * Issue 18, h80t62: a period between two dates in figures is two DateTimes; a body's name holding Romanian's comma-below
 * letters is read whole. Sentences written for these tests.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { attributesOf } from '../helpers.js';

const of = (type: string, text: string) => attributesOf(text).filter((a) => a.startsWith(type));

describe('a period between two dates in figures', () => {
  it('reads "between <ISO> and <ISO>" and "from <d.m.y> to <d.m.y>" as two dates', () => {
    expect(of('DateTime', 'The season covers tours beginning between 2029-04-01 and 2029-09-30.')).toEqual(['DateTime:2029-04-01', 'DateTime:2029-09-30']);
    expect(of('DateTime', 'Deliveries run from 01.06.2029 to 31.08.2029.')).toEqual(['DateTime:01.06.2029', 'DateTime:31.08.2029']);
  });
  it('reads the period without its "from": a field row of two dates (a crash until session 55, facts set 53\'s writer)', () => {
    expect(of('DateTime', 'Period: 15/01/2038 to 14/01/2039')).toEqual(['DateTime:15/01/2038', 'DateTime:14/01/2039']);
    expect(of('DateTime', 'Season: 01.06.2029 – 31.08.2029')).toEqual(['DateTime:01.06.2029', 'DateTime:31.08.2029']);
  });
  it('never throws on a period of figures, with or without its leading word', () => {
    const figure = fc.tuple(fc.integer({ min: 1, max: 31 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1990, max: 2099 }), fc.constantFrom('/', '.', '-'))
      .map(([d, m, y, sep]) => [d, m, y].map((n) => String(n).padStart(2, '0')).join(sep));
    const lead = fc.constantFrom('', 'from ', 'between ', 'Period: ', 'Season: from ', 'Term: ');
    const join = fc.constantFrom(' to ', ' and ', ' until ', ' – ', ' - ', '—');
    fc.assert(fc.property(lead, figure, join, figure, (l, a, j, b) => {
      expect(() => attributesOf(`${l}${a}${j}${b}`)).not.toThrow();
    }), { numRuns: 150 });
  });
  it('near miss: one ISO date stays one date', () => {
    expect(of('DateTime', 'The tour begins on 2029-04-01.')).toEqual(['DateTime:2029-04-01']);
  });
});

describe('a body named with Romanian letters', () => {
  it('reads "… of Bălți Municipal Council" whole, the "ț" inside it', () => {
    expect(of('Organization', 'The Regional Directorate for Health and Social Care of Bălți Municipal Council approves the menu.'))
      .toEqual(['Organization:Regional Directorate for Health and Social Care of Bălți Municipal Council']);
    expect(of('Organization', 'The Directorate for Culture of Timișoara signs the grant.')).toEqual(['Organization:Directorate for Culture of Timișoara']);
  });
});
