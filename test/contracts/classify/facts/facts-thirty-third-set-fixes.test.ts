/**
 * Facts set 33's causes (issue 18, h50f33), each on short contracts written for these tests: a preamble's sides in
 * title case, payment by remittance, an order valid until a date, qualified years, a tenancy naming the agreement,
 * a shift's length and a deposit's refund in a payment sentence, an appointment's period, a buyer who buys from the
 * other side, a title with "for" in it, organisations of other languages, and a job work order's time for completion.
 */
import { describe, expect, it } from 'vitest';
import { primary, contactLists } from '../facts-readers.js';

describe('"of the One Part and" in title case (cause 1)', () => {
  const preamble = (one: string, other: string) => [
    `This Agreement is made at Matara on this 5th day of April 2031 between SOUTHERN LINEN SERVICES (PRIVATE) LIMITED, a company incorporated in Sri Lanka (hereinafter referred to as "the Contractor") of the ${one} and LAGOON VIEW RESORTS PLC, a company incorporated in Sri Lanka (hereinafter referred to as "the Resort") of the ${other}.`,
    'The Contractor shall wash the linen and the Resort shall pay LKR 60 per kilogram.',
    'Signed for LAGOON VIEW RESORTS PLC',
    'Name: Chamari Fernando',
  ];
  it('is the side\'s words, as the lower-case form is, not the start of the next party\'s name', () => {
    expect(contactLists(...preamble('One Part', 'Other Part'))).toEqual([['SOUTHERN LINEN SERVICES', []], ['LAGOON VIEW RESORTS', ['Chamari Fernando']]]);
    expect(contactLists(...preamble('First Part', 'Second Part'))).toEqual([['SOUTHERN LINEN SERVICES', []], ['LAGOON VIEW RESORTS', ['Chamari Fernando']]]);
  });
  it('the lower-case form is read as before', () => {
    expect(primary(...preamble('one part', 'other part'))).toEqual(['SOUTHERN LINEN SERVICES Supplier', 'LAGOON VIEW RESORTS Buyer']);
  });
  it('a name with "Part" in it after another word keeps it ("Spare Part Traders")', () => {
    expect(primary(
      'This agreement is made on 5 April 2031 between Spare Part Traders Ltd (the "Supplier") and Delta Motors Ltd (the "Buyer").',
      'The Buyer shall pay the Supplier $500.',
    )).toEqual(['SPARE PART TRADERS Supplier', 'DELTA MOTORS Buyer']);
  });
});
