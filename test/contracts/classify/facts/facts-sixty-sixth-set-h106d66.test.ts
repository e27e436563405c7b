/**
 * Facts set 66's dates and amounts, causes 9–17 (issue 18, h106d66), each decided on sentences written for it, near
 * misses kept (none is the set's own sentence):
 * - 9: a work's start in the present tense, "The works start on …" (facts.ts WORKS_START);
 * - 10: "completed within <duration>, by <date>" after the start ends the work (date-kinds.ts completedBy);
 * - 11: an assembly's opening "…, on <date>, the following met to sign this act" (facts.ts MET_IN_PLACE_ON, MET_TO_SIGN_AFTER);
 * - 12: a party providing to the other party "from <date> to <date>" (facts.ts PROVIDES_TO_PARTY_FROM);
 * - 13: "Date:" after the contract's number on one header line (facts.ts NUMBER_THEN_DATE_FIELD);
 * - 14: a raw mark after an ungrouped figure, "9000 FC" (glued-letter-marks.ts addUngroupedMarksAfter);
 * - 15: "Total <sum>" with the mark after the figure (amount-cues.ts);
 * - 16: "for each <unit>" after a sum, a sum taken or deducted off the balance (contract-amount.ts, amount-cues.ts);
 * - 17: "We offer <sum>" (amount-cues.ts OFFERED_SUM).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { speaksOfMoney } from '../../../../src/contracts/classify/facts/amount-cues.js';
import { completedBy } from '../../../../src/contracts/classify/facts/date-kinds.js';
import { readsLinearly } from '../../../security/linear-time.js';
import { amounts, dates, effective } from '../facts-readers.js';

const CONGO = 'Carriage agreed between Jean Mbala of Kinshasa and Dieu Merci Ngoy of Kisangani.';

describe('a work\'s start and end in the present tense (causes 9 and 10)', () => {
  it('reads "start(s) / begin(s) on" and "is / are completed by" as the modal forms are read', () => {
    expect(dates('WELL AGREEMENT', 'The works start on 4 May 2044 and are completed by 30 June 2044.')).toEqual({ effective: ['2044-05-04'], termination: ['2044-06-30'] });
    expect(dates('ROOF REPAIR AGREEMENT', 'Work on site begins on 1 March 2044 and is completed by 15 March 2044.')).toEqual({ effective: ['2044-03-01'], termination: ['2044-03-15'] });
    expect(dates('INSTALLATION AGREEMENT', 'The installation starts on 2 August 2044.')).toEqual({ effective: ['2044-08-02'], termination: [] });
  });
  it('a time to complete in may stand between the verb and "by", in both moods', () => {
    expect(dates('WELL AGREEMENT', 'The works start on 4 May 2044 and are completed within sixty (60) days, by 3 July 2044 at the latest.')).toEqual({ effective: ['2044-05-04'], termination: ['2044-07-03'] });
    expect(dates('WELL AGREEMENT', 'The works shall start on 4 May 2044 and shall be completed within 60 days, by 3 July 2044.')).toEqual({ effective: ['2044-05-04'], termination: ['2044-07-03'] });
    expect(completedBy(' and are completed within forty-five (45) days, by ')).toBe(true);
    expect(completedBy(' and shall be completed within two (2) working days by ')).toBe(true);
  });
  it('near misses: the works after a preposition, a completion alone, a payment within days', () => {
    expect(dates('WELL AGREEMENT', 'Payment for the works starts on 4 May 2044.')).toEqual({ effective: [], termination: [] });
    expect(dates('WELL AGREEMENT', 'The works are completed within sixty (60) days, by 3 July 2044 at the latest.')).toEqual({ effective: [], termination: [] });
    expect(dates('WELL AGREEMENT', 'The works start on 4 May 2044 and the Client pays within 10 days, by 14 May 2044.').termination).toEqual([]);
    expect(completedBy(' and the Client pays within 10 days, by ')).toBe(false);
    expect(dates('SUPPLY AGREEMENT', 'Training starts on 4 May 2044.')).toEqual({ effective: [], termination: [] });
  });
});

describe('an assembly\'s opening: where and when the parties met to sign the act (cause 11)', () => {
  it('dates the act\'s making (Low)', () => {
    expect(effective('ACT OF AGREEMENT', 'In the school hall of the village of Chinchero, at 9:30 a.m. on Saturday 2 April 2044, the following met to sign this act of agreement:', 'On the one part, the Water Committee …')).toEqual(['2044-04-02']);
    expect(effective('CONTRACT', 'At Ollantaytambo, on 2 April 2044, the parties gathered to conclude the present contract:')).toEqual(['2044-04-02']);
    expect(effective('ACT', 'In Urubamba, on 2 April 2044, we, the undersigned, have met in the parish hall to sign this act:')).toEqual(['2044-04-02']);
  });
  it('near misses: a meeting for another end, another paper signed, no place opening the sentence', () => {
    expect(effective('MINUTES', 'In the site office, on 2 April 2044, the following met to inspect the works.')).toEqual([]);
    expect(effective('MINUTES', 'At Calca, on 2 April 2044, the parties met to sign the delivery note.')).toEqual([]);
    expect(effective('MINUTES', 'The committee, on 2 April 2044, met to sign this act.')).toEqual([]);
  });
});

describe('a party providing to the other party "from <date> to <date>" (cause 12)', () => {
  it('the range is the engagement\'s span', () => {
    expect(dates('SERVICE AGREEMENT', 'SECOND: THE GUIDE provides to THE LODGE two boatmen and a dugout canoe, with fuel, for each group of guests, from 1 June 2044 to 31 August 2044.')).toEqual({ effective: ['2044-06-01'], termination: ['2044-08-31'] });
    expect(dates('AGREEMENT', 'The Cooperative shall provide the Hotel with four porters from 3 May 2044 until 30 September 2044.')).toEqual({ effective: ['2044-05-03'], termination: ['2044-09-30'] });
    expect(dates('AGREEMENT', '2. MOUNTAIN MULES provides its services to THE AGENCY from 1 April 2044 to 30 November 2044.')).toEqual({ effective: ['2044-04-01'], termination: ['2044-11-30'] });
  });
  it('near misses: a lone "from <date>", goods delivered from … to …, no party opening the sentence', () => {
    expect(dates('SUPPLY AGREEMENT', '2. The Seller provides to the Buyer a cold room for the fish from 1 May 2044.')).toEqual({ effective: [], termination: [] });
    expect(dates('SUPPLY AGREEMENT', 'The Seller supplies to the Buyer 500 kg of rice from 1 May 2044 to 30 May 2044.')).toEqual({ effective: [], termination: [] });
    expect(dates('SUPPLY AGREEMENT', 'Where asked, the Seller provides to the Buyer a truck from 1 May 2044 to 30 May 2044.')).toEqual({ effective: [], termination: [] });
  });
});

describe('"Date:" after the contract\'s number on one header line (cause 13)', () => {
  it('heads the contract as the field on its own line does (Low)', () => {
    expect(effective('SALES CONTRACT FOR FINGERLINGS', 'Contract No.: FH/2044/17 Date: 12/03/2044', 'Seller: Padma Fish Farm Ltd.')).toEqual(['2044-03-12']);
    expect(effective('PURCHASE ORDER', 'Order No.: SC-17   Date: 3 May 2044', 'Buyer: Meghna Traders')).toEqual(['2044-05-03']);
  });
  it('near misses: another day\'s field after the number, the line far down the contract', () => {
    expect(effective('SALES CONTRACT', 'Contract No.: 15 Delivery Date: 3 May 2044')).toEqual([]);
    // A letterhead's reference and date date the letter, the offer its addressee accepts later (set 53's letter).
    expect(effective('PADMA FISH FARM LTD.', 'Ref: PFF/2044/12\tDate: 3 May 2044', 'To', 'Mr. Abul Hossain,', 'Dear Sir,', 'Sub: Buy-back of fingerlings')).toEqual([]);
    const far = Array.from({ length: 14 }, (_, k) => `${k + 1}. The Seller keeps the ponds clean.`);
    expect(effective('SALES CONTRACT', ...far, 'Invoice No.: 88 Date: 3 May 2044')).toEqual([]);
  });
});

describe('a raw mark after a figure written without groups (cause 14)', () => {
  it('is the currency of the country the contract names', () => {
    expect(amounts(CONGO, 'I take 8000 FC per sack of flour and 15000 FC per drum of oil.')).toEqual(['8000 CDF', '15000 CDF']);
    expect(amounts('Agreement made at Moroni, Comoros.', 'The fee is 25000 FC per trip.')).toEqual(['25000 KMF']);
    expect(amounts(CONGO, 'I take 2000 FC per sack.')).toEqual(['2000 CDF']);
  });
  it('near misses: no country named, a club, a year, a count, a grouped figure stays the recognizer\'s', () => {
    expect(amounts('Carriage agreed between Jean Mbala and Dieu Merci Ngoy.', 'I take 8000 FC per sack of flour.')).toEqual([]);
    expect(amounts(CONGO, 'The price of the tickets for the 1905 FC Barcelona match is paid by the Client.')).toEqual([]);
    expect(amounts(CONGO, 'The price covers the season 2044 FC.')).toEqual([]);
    expect(amounts(CONGO, 'The price covers 1500 FC supporters.')).toEqual([]);
    expect(amounts(CONGO, 'I take 8 000 FC per sack.')).toEqual(['8000 CDF']);
    expect(amounts(CONGO, 'I take 800 FC per sack.')).toEqual([]);
  });
});

describe('"Total" before a sum whose mark follows the figure (cause 15)', () => {
  it('is the price\'s total', () => {
    expect(amounts(CONGO, 'Total 3 250 000 FC.')).toEqual(['3250000 CDF']);
    expect(amounts('Lease of a stall, Dakar.', 'Total 450.000 FCFA.')).toEqual(['450000 XOF']);
    expect(amounts('Hire of a van.', 'Total 1,200 EUR for the week.')).toEqual(['1200 EUR']);
  });
  it('near misses: a total of things, no sum', () => {
    expect(speaksOfMoney('Total 3 250 bags.')).toBe(false);
    expect(speaksOfMoney('Total 12 days on site.')).toBe(false);
  });
});

describe('a deduction "for each <unit>", or taken off the balance (cause 16)', () => {
  it('is an amount, as a penalty "per day" is', () => {
    expect(amounts('Dear Mr Phiri,', 'We hold back MK 50,000 for each week of delay after 30 June.')).toEqual(['50000 MWK']);
    expect(amounts(CONGO, 'If the boat is late, I take 30 $ off the balance for each day of delay.')).toEqual(['30 USD']);
    expect(amounts('Repair of a pump.', 'We deduct $40 from the price for every day the pump stands idle.')).toEqual(['40 USD']);
    expect(speaksOfMoney('I knock £200 off the bill.')).toBe(true);
  });
  it('near misses: "for each of", money taken from an account, an insurance limit', () => {
    expect(amounts('Repair of a pump.', 'The Insurer covers USD 5,000 for each and every claim.')).toEqual([]);
    expect(amounts('Repair of a pump.', 'The pump runs USD 3,000 hours for each of the two shifts.')).toEqual([]);
    expect(speaksOfMoney('I take $50 from your account.')).toBe(false);
    expect(speaksOfMoney('I take 3 bags off the truck.')).toBe(false);
  });
});

describe('"We offer <sum>" in an offer letter (cause 17)', () => {
  it('prices the sentence, the total restated after "that is" too', () => {
    expect(amounts('Dear Ms Banda,', 'We offer MK 600,000 per roof, grass and labour included, that is MK 2,400,000 for the four roofs.')).toEqual(['600000 MWK', '2400000 MWK']);
    expect(amounts('Thiès, Senegal, 3 May 2044', 'Dear Sir,', 'I offer you 2 500 000 FCFA for the lot.')).toEqual(['2500000 XOF']);
    expect(speaksOfMoney('Our offer is EUR 4,000 for the whole work.')).toBe(true);
    expect(speaksOfMoney('We can offer you EUR 4,000.')).toBe(true);
  });
  it('near misses: an offer of things, an offer as follows', () => {
    expect(speaksOfMoney('We offer the following services: guiding, porters, cooks.')).toBe(false);
    expect(speaksOfMoney('We offer 3 rooms with a view.')).toBe(false);
    expect(speaksOfMoney('The offer stands until 3 May.')).toBe(false);
  });
});

describe('the new patterns read in linear time', () => {
  it('the money cues on long runs of figures and words', () => {
    for (const build of [(n: number) => `We offer ${'9'.repeat(n)}`, (n: number) => `I take ${'1 '.repeat(n)}off the`, (n: number) => `Total ${'0.'.repeat(n)}`]) {
      const found = readsLinearly((n) => {
        const text = build(n);
        return () => (speaksOfMoney(text) ? 1 : 0) + 1;
      });
      expect(found).toBeGreaterThan(0);
    }
  });
  it('the completion before a date on long runs', () => {
    const found = readsLinearly((n) => {
      const text = `completed within ${'(45) '.repeat(n)}days, by `;
      return () => (completedBy(text) ? 1 : 0) + 1;
    });
    expect(found).toBeGreaterThan(0);
  });
  it('a figure with its raw mark is read whole or not at all (any figure of four to seven digits)', () => {
    fc.assert(fc.property(fc.integer({ min: 2100, max: 9_999_999 }), (n) => {
      expect(amounts(CONGO, `I take ${n} FC per sack.`)).toEqual([`${n} CDF`]);
    }), { numRuns: 12 });
  });
});
