/**
 * Facts set 55's causes 9–15 and its numbered key-terms rows (issue 18, h94fd), each decided on sentences written for it,
 * near misses kept:
 * - 9: a Scots testing clause "subscribed by me at <place> on <date>" dates the signing (facts.ts EFFECTIVE_LOW);
 * - 10: a bracketed province in the place-and-date line under the title (signatures/place-date-lines.ts);
 * - 11: a role's label over its blank with "Date:" beside it (facts.ts SIGNER_LINE_DATED);
 * - 12: "valid up to" / "in force up to" a date is the end (facts/date-kinds.ts CUE);
 * - 13: money received from the other party (facts/amount-cues.ts RECEIVED_SUM);
 * - 14: "$" sums named pesos in words, Argentina by its CUIT, thousands said in words (facts/local-currency.ts, facts.ts);
 * - 15: a "-cum-" title (document/contract-types.ts);
 * - a numbered key-terms row's date (parties/schedule-items.ts withItemNumberBlanked, which the facts' field readers call).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withItemNumberBlanked } from '../../../../src/contracts/classify/parties/schedule-items.js';
import { speaksOfMoney } from '../../../../src/contracts/classify/facts/amount-cues.js';
import { isPlaceAndDateLine } from '../../../../src/contracts/classify/signatures/place-date-lines.js';
import { amounts, currencies, effective, termination, types } from '../facts-readers.js';

describe('a Scots deed "subscribed" (cause 9)', () => {
  const grant = 'I, ANGUS MACLEOD, shepherd, grant to HARRIS WOOL LIMITED a servitude right of access over my croft for the sum of FIVE HUNDRED POUNDS (£500).';
  it('by the granter, or for a company, at a place on a date in words or figures', () => {
    expect(effective('DEED OF SERVITUDE', grant, 'IN WITNESS WHEREOF these presents are subscribed by me at Tarbert on the ninth day of May Two thousand and forty-one before this witness, Mairi Morrison, Solicitor, Stornoway.')).toEqual(['2041-05-09']);
    expect(effective('DEED OF SERVITUDE', grant, 'SUBSCRIBED for and on behalf of HARRIS WOOL LIMITED at Leverburgh on 12 May 2041 by Donald Ferguson, Director.')).toEqual(['2041-05-12']);
  });
  it('near miss: shares subscribed by an investor date no signing', () => {
    expect(effective('SHAREHOLDERS NOTE', 'The shares subscribed by the Investor on 3 March 2041 are fully paid.')).toEqual([]);
  });
  it('property: any day of the testing clause is the signing', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 28 }), fc.integer({ min: 2030, max: 2060 }), (day, year) => {
      expect(effective('DEED OF SERVITUDE', grant, `IN WITNESS WHEREOF these presents are subscribed by us at Portree on ${day} June ${year}.`)).toEqual([`${year}-06-${String(day).padStart(2, '0')}`]);
    }), { numRuns: 5 });
  });
});

describe('a bracketed province in the place-and-date line (cause 10)', () => {
  it('"In <town> (<province>), on <date>." under the title dates the making', () => {
    expect(effective('CONTRACT FOR THE PURCHASE OF GRAPES', 'In Haro (La Rioja), on 14 October 2041.', 'On the one hand, Mr. Iñigo Sáenz, acting in his own name (hereinafter, the "GROWER").')).toEqual(['2041-10-14']);
    expect(isPlaceAndDateLine('At Getxo (Bizkaia), on 3 May 2041.')).toBe(true);
  });
  it('near miss: a company\'s bracket with no "In" or "At" names no place', () => {
    expect(isPlaceAndDateLine('Bodegas Ramírez (Holdings), 3 May 2041.')).toBe(false);
  });
});

describe('a role\'s signing blank with its date (cause 11)', () => {
  const body = 'The Contractor bales the straw of the Owner\'s fields at $2.50 a bale.';
  it('"<Role>: ____   Date: <date>" dates the signature', () => {
    expect(effective('STRAW BALING AGREEMENT', body, 'Owner: ________________   Date: 8-02-2041')).toEqual(['2041-08-02']);
    expect(effective('STRAW BALING AGREEMENT', body, 'Contractor: ..........   Date: 08/03/2041')).toEqual(['2041-08-03']);
  });
  it("near misses: a blank before another day's date, a filled value", () => {
    expect(effective('STRAW BALING AGREEMENT', body, 'Second payment: ________   Due Date: 8-02-2041')).toEqual([]);
    expect(effective('STRAW BALING AGREEMENT', body, 'Fields: north and south meadows   Delivery Date: 8-02-2041')).toEqual([]);
  });
});

describe('"valid up to" a date (cause 12)', () => {
  it('ends the agreement, as "valid until" does', () => {
    expect(termination('AGREEMENT FOR SALE OF GINGER', 'This agreement shall remain valid up to 30.06.2042.')).toEqual(['2042-06-30']);
    expect(termination('AGREEMENT FOR SALE OF GINGER', 'This agreement is in force up to 30 June 2042.')).toEqual(['2042-06-30']);
  });
  it('near miss: "up to" a quantity before a date', () => {
    expect(termination('AGREEMENT FOR SALE OF GINGER', 'The Seller may deliver up to 400 kg on 30 June 2042.')).toEqual([]);
  });
});

describe('money received from the other party (cause 13)', () => {
  it('a receipt of earnest money or an advance is an amount', () => {
    expect(amounts('AGREEMENT FOR SALE OF GINGER', 'I do hereby acknowledge the receipt of Rs. 20,000/- (Rupees Twenty Thousand only) in cash from M/s. Kalimpong Agro Traders, through its partner Shri Ravi Gupta, as earnest money towards the sale of my ginger crop.')).toEqual(['20000 INR']);
    expect(amounts('AGREEMENT FOR SALE OF GINGER', 'I have received Rs. 5,000/- from Kalimpong Agro Traders as an advance.')).toEqual(['5000 INR']);
  });
  it('near misses: copies, bags and a numbered document received', () => {
    expect(speaksOfMoney('The Seller acknowledges receipt of 3 copies of the plan.')).toBe(false);
    expect(speaksOfMoney('The Buyer has received 12 bags of seed.')).toBe(false);
    expect(speaksOfMoney('The Buyer acknowledges receipt of No. 4 of the delivery notes.')).toBe(false);
  });
});

describe('"$" sums named pesos in words (cause 14)', () => {
  const parties = 'Between ASERRADERO DEL VALLE S.R.L., CUIT 30-70011223-4, of Ruta 3 km 2950, Tolhuin, hereinafter "THE BUYER", and Mr. Lucas Ibáñez, DNI 31.222.333, hereinafter "THE SUPPLIER".';
  it('under a CUIT, "$ 52.000 (pesos fifty-two thousand)" is 52,000 Argentine pesos', () => {
    expect(amounts('TIMBER SUPPLY CONTRACT', parties, 'The price is $ 52.000 (pesos fifty-two thousand) per cubic metre.')).toEqual(['52000 ARS']);
    expect(currencies('TIMBER SUPPLY CONTRACT', parties, 'The price is $ 52.000 (pesos fifty-two thousand) per cubic metre.')).toEqual(['ARS']);
  });
  it('the pesos in words set aside a US place\'s veto', () => {
    const inFlorida = 'Between ASERRADERO DEL VALLE S.R.L., of Calle Florida 120, Ushuaia, hereinafter "THE BUYER", and Mr. Lucas Ibáñez, hereinafter "THE SUPPLIER". The Buyer buys the timber for his sawmill in Miami, Florida.';
    expect(amounts('TIMBER SUPPLY CONTRACT', inFlorida, 'The price is $ 52.000 (fifty-two thousand pesos) per cubic metre.')).toEqual(['52000 ARS']);
  });
  it('thousands said in words decide the grouping whatever the dollar', () => {
    expect(amounts('SUPPLY CONTRACT', 'Between Wattle Timber Pty Ltd of Hobart, Australia and Beta SRL.', 'The price is $ 45.000 (forty-five thousand) per load.')).toEqual(['45000 AUD']);
  });
  it('near misses: "$" with no pesos and no Argentine mark, decimals in words', () => {
    expect(amounts('SUPPLY CONTRACT', 'Between Alpha LLC of Denver, Colorado and Beta Inc.', 'The fuel surcharge is $ 3.459 (three dollars and forty-six cents) per gallon.')).toEqual(['3.459 USD']);
  });
});

describe('a "-cum-" title (cause 15)', () => {
  it('is the contract\'s type', () => {
    expect(types('RECEIPT-CUM-AGREEMENT FOR SALE OF GINGER', 'I, Pema Lepcha, acknowledge the receipt of Rs. 20,000/-.')).toEqual(['RECEIPT-CUM-AGREEMENT FOR SALE OF GINGER']);
    expect(types('Leave-cum-Licence Agreement', 'The Licensor permits the Licensee to use the flat.')).toEqual(['Leave-cum-Licence Agreement']);
  });
  it('near miss: a receipt alone is no agreement', () => {
    expect(types('RECEIPT-CUM-VOUCHER', 'Received with thanks.')).toEqual([]);
  });
});

describe('a numbered key-terms row\'s date', () => {
  it('"7. Start Date | <date>" starts the agreement, as the row unnumbered does', () => {
    expect(effective('ABALONE SUPPLY AGREEMENT', 'Item | Detail', '6. Price | $42.00 per kg', '7. Start Date | 1 August 2041', '8. Term | 12 months from the Start Date')).toEqual(['2041-08-01']);
  });
  it('the row number blanked in place; a numbered clause keeps it', () => {
    expect(withItemNumberBlanked('7. Start Date | 1 August 2041')).toBe('   Start Date | 1 August 2041');
    expect(withItemNumberBlanked('7. The Buyer pays by 1 August 2041.')).toBe('7. The Buyer pays by 1 August 2041.');
  });
  it('property: the line keeps its length', () => {
    fc.assert(fc.property(fc.string({ maxLength: 60 }), (line) => {
      expect(withItemNumberBlanked(line).length).toBe(line.length);
    }));
  });
});
