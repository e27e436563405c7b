/**
 * Facts set 41's causes 13–18 and its type note (issue 18, h76f41d), each decided on sentences written for it, near
 * misses kept:
 * - 13: a place-and-date line with no comma, the town left and the date right (place-date-lines.ts);
 * - 14: the date of a paper a party acts on, cited by its number, is no contract date (facts.ts REGISTRY_ENTRY_BEFORE);
 * - 15: "counting from <date>" starts the contract as "counted from" does (date-kinds.ts CUE);
 * - 16: the marks left: "Cg", "Db", "UM" and a bare "manat" (currency-units.ts, local-currency.ts);
 * - 17: a cover "of not less than" a sum is no amount, whatever the insurer is called (facts.ts INSURANCE_COVER);
 * - 18: a billing period ("paid per period of ten days, within five (5) days after …") is no term (facts.ts PAYMENT,
 *   EVERY_BEFORE);
 * - types: a numbered title with its object is named without the number (contract-types.ts).
 */
import { describe, expect, it } from 'vitest';
import { contractType } from '../../../../src/contracts/classify/document/contract-types.js';
import { isPlaceAndDateLine } from '../../../../src/contracts/classify/signatures/place-date-lines.js';
import { amounts, distinctCurrencies, effective, facts, paymentTerms, terms, types } from '../facts-readers.js';
import { itReadsWithin4s } from '../hostile/helpers.js';

const BODY = 'Dokmacy LLC, hereinafter the "Contractor", and Altyn Yüp LLC, hereinafter the "Customer", have concluded this Contract as follows:';

describe('a place-and-date line with no comma (h76f41d, cause 13)', () => {
  it('"<town> city" then the date, or the town and the date set apart by a wide gap', () => {
    for (const line of ['Mary city 12.04.2031', 'Ashgabat city 12 April 2031', 'Ashgabat city                       14.03.2036', 'Balkanabat          2 May 2031', 'Türkmenabat\t12.04.2031', 'Dashoguz town   12.04.2031'])
      expect(isPlaceAndDateLine(line), line).toBe(true);
  });
  it('under the title it dates the making', () => {
    expect(effective('CONTRACT No. 4/2031', 'Mary city                    12.04.2031', BODY)).toEqual(['2031-04-12']);
    expect(effective('WOOL SUPPLY CONTRACT', 'Ashgabat city 3 May 2031', BODY)).toEqual(['2031-05-03']);
  });
  it('near misses: one blank and no "city", a number before the date, a date\'s name, a clause', () => {
    for (const line of ['Version 12.04.2031', 'Updated 12 April 2031', 'Room 12 12.04.2031', 'Delivery Date        12.04.2031', 'Start Day     1 May 2031', 'The Customer pays    12.04.2031 onwards', 'London SW1A 1AA      12.04.2031'])
      expect(isPlaceAndDateLine(line), line).toBe(false);
    expect(effective('WOOL SUPPLY CONTRACT', 'Revised 12.04.2031', BODY)).toEqual([]);
  });
});

describe('the date of a paper a party acts on (h76f41d, cause 14)', () => {
  it('a certificate, a power of attorney or a licence cited by its number dates that paper, even where the contract is concluded', () => {
    expect(effective('CARPET WEAVING CONTRACT', 'The economic society «Altyn Yüp», hereinafter the "Customer", represented by its director, and the individual entrepreneur Aýna Saparova, acting on the basis of the certificate of state registration No. 0041872 of 11.06.2029, hereinafter the "Contractor", have concluded this Contract as follows:')).toEqual([]);
    expect(effective('SUPPLY CONTRACT', 'Dokmacy LLC, represented by Mr. Amanov acting under power of attorney No. 15 dated 10 January 2031, hereinafter the "Buyer", and Altyn Yüp LLC, hereinafter the "Seller", have concluded this Contract.')).toEqual([]);
    expect(effective('TRANSPORT CONTRACT', 'Ak Yol LLC, holding licence No. AB-112 issued on 3 May 2030, hereinafter the "Carrier", and Dokmacy LLC, hereinafter the "Shipper", have concluded this Contract.')).toEqual([]);
  });
  it('near misses: the contract concluded on a date, a contract cited by number, the paper with no number', () => {
    expect(effective('SUPPLY CONTRACT', 'Dokmacy LLC and Altyn Yüp LLC have concluded this Contract on 11.06.2031.')).toEqual(['2031-06-11']);
    expect(effective('SUPPLY CONTRACT No. 12 dated 1 May 2031', BODY)).toEqual(['2031-05-01']);
    expect(effective('SUPPLY CONTRACT', 'This Contract, concluded on 2 June 2031 on the basis of the certificate held by the Seller, binds the parties.')).toEqual(['2031-06-02']);
  });
});

describe('"counting from <date>" (h76f41d, cause 15)', () => {
  it('starts the contract as "counted from" does', () => {
    expect(effective('ICE SUPPLY CONTRACT', 'The present contract is valid for one (1) year, counting from 1 July 2031.')).toEqual(['2031-07-01']);
    expect(effective('ICE SUPPLY CONTRACT', 'This contract remains in force for two (2) years calculated from 1 August 2031.')).toEqual(['2031-08-01']);
    expect(terms('ICE SUPPLY CONTRACT', 'The present contract is valid for one (1) year, counting from 1 July 2031.')).toEqual(['365 days']);
  });
  it('near miss: counting from a date that is no start of the contract is still read by the sentence, not the cue alone', () => {
    expect(effective('ICE SUPPLY CONTRACT', 'The Buyer keeps a register of deliveries, counting from 1 July 2031 the blocks received.')).toEqual([]);
  });
});

describe('the marks left of set 41 (h76f41d, cause 16)', () => {
  it('"Cg" is the Caribbean guilder and "Db" the dobra, before a figure in money\'s form', () => {
    expect(amounts('WATER DELIVERY AGREEMENT', 'Deliveries on Sundays carry a surcharge of Cg 175,00 per trip.')).toEqual(['175 XCG']);
    expect(amounts('ICE SUPPLY CONTRACT', 'Small orders bear a delivery charge of Db 250,00 per delivery.')).toEqual(['250 STN']);
  });
  it('"UM" is the ouguiya only where the contract names Mauritania or writes MRU', () => {
    expect(amounts('MILK COLLECTION CONTRACT', 'Done at Nouakchott.', 'The Cooperative pays a rent of UM 2 500 per month for each tank.')).toEqual(['2500 MRU']);
    expect(amounts('MILK COLLECTION CONTRACT', 'The price is 42 MRU per litre.', 'The Cooperative pays a rent of UM 2 500 per month.')).toEqual(['42 MRU', '2500 MRU']);
    expect(amounts('MILK COLLECTION CONTRACT', 'The Cooperative pays a rent of UM 2 500 per month.')).toEqual([]);
  });
  it('a bare "manat" is the manat of the country named, or of the code written', () => {
    expect(amounts('CARPET WEAVING CONTRACT', 'Ashgabat city, 14.03.2036', 'Wool lost is charged to the Contractor at 95 manat per kilogram.')).toEqual(['95 TMT']);
    expect(amounts('CARPET WEAVING CONTRACT', 'The price is TMT 1 850,00 per square metre.', 'Wool lost is charged at 95 manat per kilogram.')).toEqual(['1850 TMT', '95 TMT']);
    expect(amounts('SUPPLY CONTRACT', 'Made in Baku on 2 May 2031.', 'Wool lost is charged at 95 manat per kilogram.')).toEqual(['95 AZN']);
  });
  it('near misses: no country, the marks in small letters or as labels, "UM" after capitals, "manat" before a figure', () => {
    expect(amounts('SUPPLY CONTRACT', 'Wool lost is charged at 95 manat per kilogram.')).toEqual([]);
    expect(distinctCurrencies('SUPPLY CONTRACT', 'Wool lost is charged at 95 manat per kilogram.')).toEqual([]);
    expect(amounts('SUPPLY CONTRACT', 'Each sample weighs 175 cg and the noise stays under 40 dB 12.')).toEqual([]);
    expect(amounts('MILK COLLECTION CONTRACT', 'Done at Nouakchott.', 'The TANK UM 2 500 is lent to the Cooperative for the season.')).toEqual([]);
    expect(amounts('CARPET WEAVING CONTRACT', 'Ashgabat city, 14.03.2036', 'The Customer pays manat 95 on signing.')).toEqual([]);
  });
});

describe('an insured cover of not less than a sum (h76f41d, cause 17)', () => {
  it('is no amount whatever the insurer is called', () => {
    for (const insurer of ['Great Eastern Limited', 'Seaboard Mutual Limited', 'Takaful Brunei Am Sendirian Berhad', 'Seaboard Insurance Limited'])
      expect(amounts('WATER TAXI SERVICES AGREEMENT', `The Operator shall insure its boats and passengers with ${insurer} for a passenger liability cover of not less than USD 500,000.00 per boat.`), insurer).toEqual([]);
    expect(amounts('HAULAGE AGREEMENT', 'The Carrier keeps goods-in-transit cover of at least GBP 250,000 per load.')).toEqual([]);
  });
  it('near misses: a premium for the cover, a fee of not less than a sum', () => {
    expect(amounts('HAULAGE AGREEMENT', 'The Customer pays the Carrier a premium of GBP 40.00 per load for the cover.')).toEqual(['40 GBP']);
    expect(amounts('HAULAGE AGREEMENT', 'The Customer pays a monthly fee of not less than GBP 4,000.00.')).toEqual(['4000 GBP']);
  });
});

describe('a billing period is no term (h76f41d, cause 18)', () => {
  const MILK = 'MILK COLLECTION CONTRACT';
  it('"paid per period of ten days, within five (5) days after the end of each period": 5 days to pay, no term of ten days', () => {
    const s = 'The milk received is paid per period of ten days, within five (5) days after the end of each period, by transfer to the Cooperative\'s account.';
    expect(paymentTerms(MILK, s)).toEqual(['5 days']);
    expect(terms(MILK, s)).toEqual(['5 days']);
    expect(paymentTerms(MILK, 'The Buyer is invoiced for each billing period of 14 days and pays within seven (7) days of the invoice.')).toEqual(['7 days']);
  });
  it('near misses: a period of the contract, a time to pay alone', () => {
    expect(terms(MILK, 'This contract is concluded for a period of two years.')).toEqual(['730 days']);
    expect(paymentTerms(MILK, 'The milk is paid within five (5) days after the end of each month.')).toEqual(['5 days']);
    expect(paymentTerms(MILK, 'The milk is paid per litre, at the price of Annex 1.')).toEqual([]);
  });
});

describe('a numbered title with its object (h76f41d, the type note)', () => {
  it('is named by its kind and object, the number left out', () => {
    const got = facts('CONTRACT No. 27/2036 FOR THE WEAVING OF HAND-KNOTTED CARPETS', BODY).contract_types;
    expect(got.map((t) => t.text_normalized)).toEqual(['Contract for the Weaving of Hand-Knotted Carpets']);
    expect(types('CONTRACT No. 27/2036 FOR THE WEAVING OF HAND-KNOTTED CARPETS', BODY)).toEqual(['CONTRACT No. 27/2036 FOR THE WEAVING OF HAND-KNOTTED CARPETS']);
    expect(facts('Contract No. 5/2031 for the Repair of Fishing Boats', BODY).contract_types.map((t) => t.text_normalized)).toEqual(['Contract for the Repair of Fishing Boats']);
  });
  it('near misses: a number alone, no number, "This … Agreement"', () => {
    expect(facts('IT SERVICES CONTRACT No. 14/25', BODY).contract_types.map((t) => t.text_normalized)).toEqual([undefined]);
    expect(types('IT SERVICES CONTRACT No. 14/25', BODY)).toEqual(['IT SERVICES CONTRACT']);
    expect(types('CONTRACT OF SALE', BODY)).toEqual(['CONTRACT OF SALE']);
    expect(facts('CONTRACT OF SALE', BODY).contract_types.map((t) => t.text_normalized)).toEqual([undefined]);
  });
});

describe('a title whose object runs on past the kind (h76f41d)', () => {
  const named = (title: string) => facts(title, BODY).contract_types.map((t) => t.text_normalized);
  it('is named by the whole line; the kind the readers test is the noun', () => {
    expect(named('CONTRACT FOR THE WEAVING OF HAND-KNOTTED CARPETS')).toEqual(['Contract for the Weaving of Hand-Knotted Carpets']);
    expect(named('FRAMEWORK AGREEMENT ON CLEANING SERVICES')).toEqual(['Framework Agreement on Cleaning Services']);
    expect(named('Lease of Business Premises at Dock Road')).toEqual(['Lease of Business Premises at Dock Road']);
    expect(types('CONTRACT FOR THE WEAVING OF HAND-KNOTTED CARPETS', BODY)).toEqual(['CONTRACT FOR THE WEAVING OF HAND-KNOTTED CARPETS']);
  });
  it('an object naming a change, a guarantee or an order makes the contract none of them', () => {
    const kind = (title: string) => { const t = contractType([{ text: title }, { text: BODY }]); return t && title.slice(t.begin, t.end); };
    expect(kind('CONTRACT FOR THE EXTENSION OF THE SCHOOL BUILDING')).toBe('CONTRACT');
    expect(kind('CONTRACT No. 4 FOR THE SUPPLY OF WORK ORDER FORMS')).toBe('CONTRACT');
    expect(kind('FRAMEWORK AGREEMENT ON GUARANTEE AND BONDING SERVICES')).toBe('FRAMEWORK AGREEMENT');
    expect(named('CONTRACT FOR THE EXTENSION OF THE SCHOOL BUILDING')).toEqual(['Contract for the Extension of the School Building']);
  });
  it('near misses: the short kinds stay as they were, a sentence is no title', () => {
    expect(named('CONTRACT OF SALE')).toEqual([undefined]);
    expect(named('Contract for Works')).toEqual([undefined]);
    expect(types('AGREEMENT ON TERMINATION OF THE SERVICES AGREEMENT', BODY)).toEqual(['AGREEMENT ON TERMINATION']);
    expect(facts('The parties agree on the following terms of this contract.', BODY).contract_types).toEqual([]);
    expect(facts('We refer to the supply agreement for the season and confirm the new prices', BODY).contract_types).toEqual([]);
  });
});

describe('the new patterns on hostile input (h76f41d)', () => {
  itReadsWithin4s([
    ['certificate of registration ', 'No. 12 No. 12 of '],
    ['paid per ', 'period of ten, '],
    ['liability cover of ', 'not less than at least '],
  ]);
  it('a place then a long gap, and a run of place words, on a line', () => {
    const t0 = performance.now();
    for (let n = 1; n <= 120; n++) isPlaceAndDateLine(`Aa${' '.repeat(n)}Bb${' '.repeat(n)}Cc city${' '.repeat(n)}x`);
    expect(isPlaceAndDateLine(`Ashgabat${' '.repeat(60)}14.03.2036`)).toBe(true);
    expect(performance.now() - t0).toBeLessThan(500);
  });
});
