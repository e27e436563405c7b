/**
 * One home for rules session 73's re-read found written twice (issue 18, h111dup): each joined helper answers as the
 * spellings it replaced did (the old spelling written here as the oracle where an invariant holds), on sentences written
 * for these tests, none from a set.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SALUTATION, SALUTATION_WITHIN, salutationAt } from '../../../src/contracts/classify/parties/letter-parties.js';
import { addBodiesInTheirOwnLanguage } from '../../../src/contracts/classify/names/own-language-bodies.js';
import { lastsBetweenItsDates } from '../../../src/contracts/classify/facts/agreement-terms.js';
import { tableMoneyCells } from '../../../src/contracts/classify/facts/table-money.js';
import { VISIT_AND_EXAMINATION_STRONG_CUES } from '../../../src/contracts/classify/categories/cues/category-cues-visits-and-examinations.js';
import { END_CUES, END_STRONG_CUES } from '../../../src/contracts/classify/categories/cues/category-cues-ends.js';
import { letThingUse } from '../../../src/contracts/classify/categories/category-let-things.js';

describe('salutationAt: a letter\'s salutation among its first lines', () => {
  it('finds "Dear …" in the first twelve lines, or -1', () => {
    expect(salutationAt(['KORU TIMBER LTD', '14 Wharf Road', 'Dear Ms Tane,', 'We write to confirm …'])).toBe(2);
    expect(salutationAt(['ACME', '  dear Sir,'])).toBe(1);
    expect(salutationAt(['ACME', 'Dearborn Street 4', 'Yours faithfully,'])).toBe(-1);
    expect(salutationAt([...Array<string>(12).fill('line'), 'Dear Aroha,'])).toBe(-1);
  });
  it('answers as the lookup its seven readers wrote', () => {
    const line = fc.constantFrom('Dear Aroha,', 'dear sir', 'Dearest', 'ACME LTD', '', '  Dear Ms Shah:', 'Yours sincerely,');
    fc.assert(fc.property(fc.array(line, { maxLength: 20 }), (texts) => {
      expect(salutationAt(texts)).toBe(texts.slice(0, SALUTATION_WITHIN).findIndex((t) => SALUTATION.test(t)));
    }));
  });
});

describe('streetOrNamedAgain: the Romance body\'s and the court\'s loops skip a street and a name given again', () => {
  const found = (text: string): string[] => {
    const out: string[] = [];
    addBodiesInTheirOwnLanguage(text, (_kind, begin, end) => out.push(text.slice(begin, end)));
    return out;
  };
  it('a body and a court are read where they stand alone', () => {
    expect(found('The deposit is held by the Caja Rural de Teruel.')).toEqual(['Caja Rural de Teruel']);
    expect(found('Any dispute goes to the Juzgado Público Mixto Civil de Riberalta.')).toEqual(['Juzgado Público Mixto Civil de Riberalta']);
  });
  it('near misses: a street named after either, and either named again in brackets after its English name', () => {
    expect(found('The office is at 4 Calle de la Caja Rural de Teruel, Spain.')).toEqual([]);
    expect(found('Its office faces 9 Avenida del Juzgado Público Mixto Civil de Riberalta.')).toEqual([]);
    expect(found('the Rural Savings Bank (Caja Rural de Teruel) holds it')).toEqual([]);
    expect(found('the Mixed Court (Juzgado Público Mixto Civil de Riberalta) hears it')).toEqual([]);
  });
});

describe('datesRightAfter: a length bounded by its two dates right after it', () => {
  const lasts = (lead: string, length: string, after: string): boolean => lastsBetweenItsDates(lead + length + after, lead, lead.length + length.length);
  it('"commencing … and ending …" after a length "for" (BOUNDED_BY_ITS_DATES)', () => {
    expect(lasts('The Owner gives the boat to the Charterer for a period of ', 'eleven (11) months', ' commencing from 1 October 2038 and ending on 31 August 2039.')).toBe(true);
    expect(lasts('The Owner gives the boat to the Charterer for a period of ', 'eleven (11) months', ', starting on 01.10.2038 until 31.08.2039.')).toBe(true);
  });
  it('"from … to …" after a length, in a party\'s own clause doing the service (RANGE_RIGHT_AFTER)', () => {
    expect(lasts('1. We clean your offices every weekday for ', 'six (6) months', ', from 1 March 2047 to 31 August 2047.')).toBe(true);
    expect(lasts('The Buyer\'s store is closed for ', 'two weeks', ', from 1 March 2047 to 14 March 2047.')).toBe(false);
  });
  it('near misses: no date after the start\'s word, the end in the next sentence, a warranty\'s period', () => {
    expect(lasts('The Owner gives the boat to the Charterer for ', 'eleven months', ' commencing from the handover and ending on 31 August 2039.')).toBe(false);
    expect(lasts('The Owner gives the boat to the Charterer for ', 'eleven months', ' commencing on 1 October 2038. It ends on 31 August 2039.')).toBe(false);
    expect(lasts('The warranty runs for ', 'twelve months', ' commencing on 1 October 2038 and ending on 30 September 2039.')).toBe(false);
  });
});

describe('headerRow blanks a header\'s measures once', () => {
  it('a header with a measure in a cell still gives its currency column', () => {
    expect([...tableMoneyCells(['Bale (40 kg) | Price (USD)', 'Grade A | 12.50']).values()].flat().map((c) => c.unit?.code)).toEqual(['USD']);
    expect([...tableMoneyCells(['Crate | Weight 20 kg | Price (EUR)', 'Apples | Fuji | 9.00']).values()].flat().map((c) => c.unit?.code)).toEqual(['EUR']);
  });
  it('near misses: a cell that is a measure alone, a figure beside a measure', () => {
    expect(tableMoneyCells(['20 kg | Price (EUR)', 'Apples | 9.00']).size).toBe(0);
    expect(tableMoneyCells(['Crate 3 (20 kg) | Price (EUR)', 'Apples | 9.00']).size).toBe(0);
  });
});

describe('behavioural joins: the wider one home reads its stale copy\'s gap', () => {
  type Cues = readonly (readonly [RegExp, string])[];
  const reads = (cues: Cues, text: string): boolean => cues.some(([re]) => { re.lastIndex = 0; return re.test(text); });
  it('FARM_VISITED is MAY_VISIT\'s right: "can visit", "is entitled to visit its fields" at any time', () => {
    expect(reads(VISIT_AND_EXAMINATION_STRONG_CUES, 'The Buyer may visit the tea fields at any time.')).toBe(true);
    expect(reads(VISIT_AND_EXAMINATION_STRONG_CUES, 'The Buyer can visit the plots at any time.')).toBe(true);
    expect(reads(VISIT_AND_EXAMINATION_STRONG_CUES, 'The Miller is entitled to visit its fields at any time.')).toBe(true);
  });
  it('near misses: a site that is no land farmed, a field visited with no right', () => {
    expect(reads(VISIT_AND_EXAMINATION_STRONG_CUES, 'The monitors may visit the project site at any time.')).toBe(false);
    expect(reads(VISIT_AND_EXAMINATION_STRONG_CUES, 'Tourists visit the fields at any time of year.')).toBe(false);
  });
  it('let-things\' list item opens with any of BULLET\'s glyphs before "use"', () => {
    const use = letThingUse(['kayak']);
    for (const bullet of ['•', '▪', '◦', '●', '-']) expect(use?.test(`${bullet} use the kayak after dark`)).toBe(true);
    expect(use?.test('The use of the kayak after dark is at your own risk.')).toBe(false);
  });
  it('endAct: the contract\'s end and a part\'s, one shape', () => {
    expect(reads(END_CUES, 'Either party may end this licence early.')).toBe(true);
    expect(reads(END_CUES, 'The Owner may end the hire at once.')).toBe(true);
    expect(reads(END_STRONG_CUES, 'The Customer may end this Schedule for that site by written notice.')).toBe(true);
    expect(reads(END_STRONG_CUES, 'The Client may end this statement of work at any time.')).toBe(true);
  });
  it('near misses: links ended, the end of a Schedule, a schedule ended by "the"', () => {
    expect(reads(END_CUES, 'We may end any links to your site.')).toBe(false);
    expect(reads(END_STRONG_CUES, 'The prices listed at the end of this Schedule apply.')).toBe(false);
    expect(reads(END_STRONG_CUES, 'The Customer may end the Schedule by notice.')).toBe(false);
  });
});
