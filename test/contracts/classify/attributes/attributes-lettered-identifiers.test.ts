/**
 * Numbers inside references written with letters or a label (issue 18, h22s23): a file reference of capitals joined by
 * slashes, a document's number with a slash after "No.", an IBAN-style account's digit groups. Each is an identifier,
 * as a long run of digits is: none of its groups is a quantity. Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { expectReads } from '../cue-tables.js';
import { attributesOf } from '../helpers.js';

const numbers = (text: string) => attributesOf(text).filter((a) => a.startsWith('Number:'));

describe('a number inside a lettered or labelled identifier is no Number', () => {
  it('a file reference of capitals and digits joined by slashes', () => {
    expect(numbers('Please quote our reference PLS/CONV/2291 and your reference JT/RM/17 in every reply.')).toEqual([]);
  });

  it('a document\'s number with a slash after "No."', () => {
    expect(numbers('SUPPLY ORDER No. 12/2026 for the delivery of office furniture')).toEqual([]);
  });

  it('the digit groups of an IBAN-style account', () => {
    expect(numbers('Payments go to account GB29 NWBK 6016 1331 9268 19 at the Lender\'s bank.')).toEqual([]);
    expect(numbers('IBAN DE89 3704 0044 0532 0130 00, BIC COBADEFFXXX.')).toEqual([]);
  });

  it('a ratio, a rate and a count stay Numbers', () => {
    expectReads(numbers, [
      ['The parties will share the surplus 60/40 and deliver 12 pallets.', ['Number:60/40', 'Number:12']],
      ['Clause 4 applies to 3 vehicles.', ['Number:4', 'Number:3']],
    ]);
  });

  it('an instrument\'s slashed number before its series letters is an identifier (C28; the lead, session 30, h31a42)', () => {
    // It was a Number here before ("Directive 2000/35/EC" → "2000/35"); the lead settled it as set 42 labels it.
    expect(numbers('Interest is due at the rate laid down in Directive 2000/35/EC.')).toEqual([]);
  });
});
