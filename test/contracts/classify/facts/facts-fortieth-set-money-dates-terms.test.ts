/**
 * Facts set 40's causes 13–19 (issue 18, h75f40d), each decided on sentences written for it, near misses kept:
 * - 13: "Made at <town> (<island>), on <date>" and "Made at <town>, <island>, on …" date the making (place-of-making.ts
 *   DONE_AT);
 * - 14: the Spanish closing "Two copies of the same tenor … are made, in <town>, on <date>" too (COPIES_MADE_AT);
 * - 15: a registry's entry of a party in the preamble dates the entry, never the contract (facts.ts REGISTRY_ENTRY_BEFORE);
 * - 16: the currencies the list lacked, and "Bs." is Venezuela's bolívar under a contract naming Venezuela
 *   (local-currency.ts), Bolivia's boliviano otherwise; money "paid" and a bonus are amounts;
 * - 17: pounds of a load, or priced in another currency, are a weight (pounds-weight.ts);
 * - 18: "paid by transfer / to the Driver within N days of …" is a payment term (facts.ts PAYMENT);
 * - 19: "every two weeks" is a frequency: no payment term and no contract term (facts.ts EVERY_BEFORE).
 */
import { describe, expect, it } from 'vitest';
import { COPIES_MADE_AT, DONE_AT } from '../../../../src/contracts/classify/document/place-of-making.js';
import { amounts, distinctCurrencies, effective, paymentTerms, terms } from '../facts-readers.js';
import { itReadsWithin4s } from '../hostile/helpers.js';
import { attributesOf } from '../helpers.js';

const GRAFTING = ['GRAFTING SERVICES CONTRACT', 'Between NACRE DE TAKAROA SARL ("the Farm") and Teiki Manutahi ("the Grafter").'];

describe('the place of making with its island or province (h75f40d, cause 13)', () => {
  it('in brackets or after a comma, "Made" or "Done"', () => {
    expect(effective(...GRAFTING, 'Made at Takaroa (Tuamotu), on 3 March 2031, in two originals.')).toEqual(['2031-03-03']);
    expect(effective(...GRAFTING, 'Made at Takaroa, Tuamotu, on 3 March 2031, in two originals.')).toEqual(['2031-03-03']);
    expect(effective(...GRAFTING, 'Done at Papeete (Tahiti), on 3 March 2031.')).toEqual(['2031-03-03']);
    expect(DONE_AT.test('Made in Nuku Hiva (Marquesas Islands), on 3 March 2031.')).toBe(true);
  });
  it('near misses: a delivery made at a place, a bracket that is no place', () => {
    expect(DONE_AT.test('Made at Takaroa (see Annex 2), on 3 March 2031.')).toBe(false);
    expect(effective(...GRAFTING, 'Deliveries are made at Takaroa (Tuamotu), on 3 March 2031 at the latest.')).toEqual([]);
  });
});

describe('the copies made in a place on a day (h75f40d, cause 14)', () => {
  const head = ['SPRAYING CONTRACT', 'Between FUMIGACIONES DEL SUR, C.A. ("THE CONTRACTOR") and HACIENDA LA CEIBA, C.A. ("THE OWNER").'];
  it('"… copies … are made, in <town>, on <date>", "originals are signed in <town> on"', () => {
    expect(effective(...head, 'Two copies of the same tenor and to a single effect are made, in Acarigua, on the fifth (5th) day of June of 2031.')).toEqual(['2031-06-05']);
    expect(effective(...head, 'Three originals of equal value are signed in Barinas on 5 June 2031.')).toEqual(['2031-06-05']);
  });
  it('near misses: copies sent, copies made of a document on a day', () => {
    expect(COPIES_MADE_AT.test('Copies of the flight reports are sent to Acarigua on 5 June 2031.')).toBe(false);
    expect(effective(...head, 'Copies of the invoices are made available to THE OWNER on 5 June 2031.')).toEqual([]);
  });
});

describe("a registry's entry in the preamble (h75f40d, cause 15)", () => {
  it('dates no contract, whatever the sentence goes on to say', () => {
    expect(effective('SPRAYING CONTRACT', 'Between AGRO LLANO, C.A., registered with the Mercantile Registry of the State of Portuguesa on 4 May 2018 under No. 12, hereinafter THE CONTRACTOR, and FINCA EL SOL, C.A., registered with the First Mercantile Registry of the State of Lara on 9 October 2015 under No. 3, hereinafter THE OWNER, have agreed to enter into this Spraying Contract.')).toEqual([]);
    expect(effective('SUPPLY AGREEMENT', 'Rivergate B.V., recorded in the trade register of the Chamber of Commerce on 2 March 2016, enters into this Agreement with Hollis Ltd.')).toEqual([]);
  });
  it('near misses: the contract entered into on a day, registered letters', () => {
    expect(effective('SPRAYING CONTRACT', 'AGRO LLANO, C.A., registered with the Mercantile Registry of the State of Portuguesa, and FINCA EL SOL, C.A. enter into this Spraying Contract on 1 June 2031.')).toEqual(['2031-06-01']);
    expect(effective('SUPPLY AGREEMENT', 'This Agreement is entered into on 1 June 2031 and is sent by registered letter to the Registrar.')).toEqual(['2031-06-01']);
  });
});

describe('the currencies of facts set 40 in a contract (h75f40d, cause 16)', () => {
  it('"Bs." is the bolívar under a contract naming Venezuela or its bolívares, the boliviano otherwise', () => {
    expect(amounts('SPRAYING CONTRACT', 'Made in Maracay, Venezuela.', 'Each ferry flight is charged at Bs. 18.400,00.')).toEqual(['18400 VES']);
    expect(amounts('SPRAYING CONTRACT', 'Each ferry flight is charged at Bs. 18.400,00 (eighteen thousand four hundred bolívares).')).toEqual(['18400 VES']);
    expect(amounts('SUPPLY CONTRACT', 'Made in Cochabamba, Bolivia.', 'The Buyer pays Bs. 12.500,00 per tonne.')).toEqual(['12500 BOB']);
    expect(amounts('SUPPLY CONTRACT', 'The Buyer pays Bs 12.500,00 per tonne.')).toEqual(['12500 BOB']);
  });
  it('"pesos" are Cuban pesos under a contract made in Havana', () => {
    expect(distinctCurrencies('TRANSPORT CONTRACT', 'Made in Havana, Cuba.', 'THE AGENCY pays 3 600 pesos per day.')).toEqual(['CUP']);
  });
  it('money "paid" and a bonus are amounts; paid-up share capital is none', () => {
    expect(amounts(...GRAFTING, 'Drilling is paid at Kz 48.500,00 (forty-eight thousand five hundred kwanzas) per metre drilled and the test at a fixed Kz 350.000,00.')).toEqual(['48500 AOA', '350000 AOA']);
    expect(amounts(...GRAFTING, 'A quality bonus of 250 F CFP is given for each pearl of grade A.')).toEqual(['250 XPF']);
    expect(amounts(...GRAFTING, 'The Farm has a paid-up share capital of 3 000 000 F CFP.')).toEqual([]);
  });
});

describe('pounds of a load are a weight (h75f40d, cause 17)', () => {
  const head = ['HAULING AGREEMENT', 'Between Valley Hulling Co. ("Processor") and Sunridge Almonds LP ("Grower").'];
  it('a load of up to N pounds, N pounds priced at another currency', () => {
    expect(distinctCurrencies(...head, 'The Carrier hauls loads of up to 20,000 pounds at $150.00 per load.')).toEqual(['USD']);
    expect(distinctCurrencies(...head, 'Processor shall haul nuts at $85.00 per load of up to 12,000 pounds.')).toEqual(['USD']);
    expect(amounts(...head, 'Grower sells 10,000 pounds at USD 0.45 each.')).toEqual(['0.45 USD']);
  });
  it('near misses: pounds paid, pounds sterling, a price in pounds', () => {
    expect(amounts(...head, 'The Buyer pays 8,000 pounds sterling for the season.')).toEqual(['8000 GBP']);
    expect(amounts(...head, 'The Buyer pays 5,000 pounds at the signing of this agreement.')).toEqual(['5000 GBP']);
    expect(amounts(...head, 'The Buyer pays a deposit of 5,000 pounds at £2 per bin.')).toEqual(['5000 GBP', '2 GBP']);
  });
});

describe('paid by a means or to a party within N days (h75f40d, cause 18)', () => {
  it('is a payment term whatever the event', () => {
    expect(paymentTerms(...GRAFTING, 'The remuneration is paid by bank transfer within eight (8) days of the end of the campaign.')).toEqual(['8 days']);
    expect(paymentTerms(...GRAFTING, 'Fees for services booked abroad are paid to the Grafter within ten (10) days of the Farm receiving the funds.')).toEqual(['10 days']);
    expect(paymentTerms(...GRAFTING, 'The balance is paid into the Grafter\'s account within 15 days of completion.')).toEqual(['15 days']);
  });
  it('near misses: delivered within, a report sent within', () => {
    expect(paymentTerms(...GRAFTING, 'The shells are delivered by boat within eight (8) days of the end of the campaign.')).toEqual([]);
  });
});

describe('a frequency is no period (h75f40d, cause 19)', () => {
  it('"every two weeks", "every fifteen (15) days": no payment term, no term', () => {
    expect(paymentTerms(...GRAFTING, 'The Farm invoices every two weeks the grafts done in those weeks.')).toEqual([]);
    expect(terms(...GRAFTING, 'The Farm invoices every two weeks the grafts done in those weeks.')).toEqual([]);
    expect(paymentTerms(...GRAFTING, 'Hire is payable every fifteen (15) days in advance.')).toEqual([]);
  });
  it('near misses: within N days beside it, a term of N weeks', () => {
    expect(paymentTerms(...GRAFTING, 'The Farm invoices every two weeks and pays within ten (10) days of each invoice.')).toEqual(['10 days']);
    expect(paymentTerms(...GRAFTING, 'Invoices are payable within two weeks.')).toEqual(['14 days']);
  });
});

describe('the new patterns on hostile input (h75f40d)', () => {
  itReadsWithin4s([
    ['Made at Avatoru ', '(Rangiroa) (Rangiroa), '],
    ['Two copies ', 'are made, in Aa Bb, Cc, '],
    ['registered with the Registry ', 'of the State on on '],
    ['Montevideo, ', 'marzo 8 de marzo 8, '],
    ['The fee is paid to ', 'the Driver the Driver within '],
  ]);
});

describe('a Spanish date written month first (h75f40d, session 39\'s leftover)', () => {
  it('"marzo 8 de 2032", "marzo 8, 2032": a date, and under a title the date of making', () => {
    expect(attributesOf('The works start on marzo 8 de 2032.')).toEqual(['DateTime:marzo 8 de 2032']);
    expect(effective('LEASE AGREEMENT', 'Montevideo, marzo 8 de 2032', 'The Lessor lets the premises to the Lessee.')).toEqual(['2032-03-08']);
    expect(effective('LEASE AGREEMENT', 'Montevideo, Marzo 8, 2032', 'The Lessor lets the premises to the Lessee.')).toEqual(['2032-03-08']);
  });
  it('near misses: no "de" nor comma before the year, a day that does not exist, a name that is no month', () => {
    expect(attributesOf('The works start on marzo 8 2032.')).not.toContain('DateTime:marzo 8 2032');
    expect(attributesOf('The works start on febrero 30 de 2032.')).toEqual(['Number:30', 'Number:2032']);
    expect(effective('LEASE AGREEMENT', 'Montevideo, Block 8, 2032', 'The Lessor lets the premises to the Lessee.')).toEqual([]);
  });
});
