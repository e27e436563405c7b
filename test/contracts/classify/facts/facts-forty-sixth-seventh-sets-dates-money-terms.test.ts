/**
 * Facts sets 46 and 47's dates, money and terms (issue 18, h86d), each decided on sentences written for it, near misses
 * kept:
 * - an apprenticeship is the relation its contract creates, and a compound of an agreement's kind ("lease-management",
 *   "hire-purchase") names the agreement: their length and dates are the contract's (agreement-terms.ts);
 * - a form's "Period:" / "Duration:" field at its line's head with its length in brackets after the dates is the term (agreement-terms.ts);
 * - a sum unpaid "within 21 days after it is due" counts a grace period, no time to pay (agreement-terms.ts GRACE);
 * - an (estimated) total as a sentence's subject is the contract's money (facts.ts AMOUNT);
 * - the floor of a right to end early ("but not with effect before <date>") is no termination date (facts.ts);
 * - the time to carry out the whole works bounded by its own start and end dates is the term, and an article headed
 *   "Duration" is about the agreement's (agreement-terms.ts completionPeriod, RENEWAL_HEADING);
 * - the lettered items under "shall pay the price as follows:" give their days to pay (facts.ts paymentItems);
 * - a head lease "from" its grantor "dated" a day is another document (date-kinds.ts BETWEEN_DATED);
 * - a reply letter's place-and-date line over the addressee's block and a salutation is the letter's date, no signing
 *   line of the company named under it (facts.ts letterHeadDate).
 */
import { describe, expect, it } from 'vitest';
import { amounts, dates, effective, paymentTerms, terms, termination } from '../facts-readers.js';

describe('an apprenticeship and a compound kind name the agreement (h86d)', () => {
  it('the apprenticeship lasts, from one date to another, under an article heading', () => {
    const text = ['APPRENTICESHIP CONTRACT', 'Article 2 – Duration. The apprenticeship lasts two (2) years, from 1 September 2031 to 31 August 2033.'];
    expect(terms(...text)).toEqual(['730 days']);
    expect(dates(...text)).toEqual({ effective: ['2031-09-01'], termination: ['2033-08-31'] });
    expect(terms('APPRENTICESHIP CONTRACT', 'The apprenticeship shall last eighteen (18) months from the signing of this contract.')).toEqual(['540 days']);
  });
  it('a lease-management or a hire-purchase granted or made for a time', () => {
    expect(terms('LEASE-MANAGEMENT CONTRACT', 'The lease-management is granted for three (3) years, from 1 January 2032 to 31 December 2034.')).toEqual(['1095 days']);
    expect(terms('HIRE-PURCHASE AGREEMENT', 'The hire-purchase is made for thirty-six (36) months.')).toEqual(['1080 days']);
  });
  it('near misses: a training session, a management fee, no relation', () => {
    expect(terms('SERVICES AGREEMENT', 'Each training session lasts two (2) days.')).toEqual([]);
    expect(terms('SERVICES AGREEMENT', 'The management fee is for three (3) months of work.')).toEqual([]);
  });
});

describe('a "Period:" field with its length in brackets (h86d)', () => {
  it('the dates, then the length', () => {
    const form = ['GRAZING AGREEMENT', 'Owner: Mr John Kelly', 'Period: from 1 April 2032 to 28 February 2033 (eleven months)'];
    expect(terms(...form)).toEqual(['330 days']);
    expect(dates(...form)).toEqual({ effective: ['2032-04-01'], termination: ['2033-02-28'] });
    expect(terms('HIRE FORM', 'Duration: six (6) weeks from 3 May 2032')).toEqual(['42 days']);
  });
  it('near misses: a notice period field, a field inside a sentence', () => {
    expect(terms('HIRE FORM', 'Notice period: one (1) month')).toEqual([]);
    expect(terms('HIRE FORM', 'The warranty period: two (2) years from delivery.')).toEqual([]);
  });
});

describe('a sum unpaid some days after it is due is a grace period (h86d)', () => {
  it('"after it is due", "after it falls due"', () => {
    const text = ['LICENCE', 'The Licensor may end this licence at once if the Licensee fails to pay any sum within 21 days after it is due.'];
    expect(paymentTerms(...text)).toEqual([]);
    expect(paymentTerms('LEASE', 'If the rent is unpaid 14 days after it falls due, the Landlord may re-enter.')).toEqual([]);
  });
  it('near miss: a time counted from the invoice stays a time to pay', () => {
    expect(paymentTerms('SERVICES AGREEMENT', 'The Client shall pay each invoice within 30 days after it is received.')).toEqual(['30 days']);
  });
});

describe('an estimated total as a sentence\'s subject (h86d)', () => {
  it('the total for a number of days, the total that comes to a sum', () => {
    expect(amounts('GUIDING AGREEMENT', 'The estimated total for twenty (20) field days is NOK 410 000.')).toEqual(['410000 NOK']);
    expect(amounts('CATERING ORDER', 'The total for both dinners comes to EUR 3,400.00.')).toEqual(['3400 EUR']);
  });
  it('near misses: a total count, a total of insurance', () => {
    expect(amounts('SERVICES AGREEMENT', 'A total of 12 sites is covered.')).toEqual([]);
    expect(amounts('SERVICES AGREEMENT', 'The total number of guards is 4.')).toEqual([]);
  });
});

describe('the floor of a right to end early is no termination date (h86d)', () => {
  it('"but not with effect before", "though not earlier than"', () => {
    const lease = ['FARM LEASE', 'The lease runs for six (6) years, from 1 March 2032 to 28 February 2038.', 'Either party may end the lease early by registered letter with three (3) months\' notice, but not with effect before 1 March 2035.'];
    expect(termination(...lease)).toEqual(['2038-02-28']);
    expect(termination('SERVICES AGREEMENT', 'The Client may terminate this Agreement for convenience, though not earlier than 1 June 2033.')).toEqual([]);
  });
  it('near misses: an end date stated, beside a right to end and after one', () => {
    expect(termination('SERVICES AGREEMENT', 'This Agreement ends on 31 May 2034.')).toEqual(['2034-05-31']);
    expect(termination('SERVICES AGREEMENT', 'The Client may end this Agreement by notice; it expires in any case on 31 May 2034.')).toEqual(['2034-05-31']);
  });
});

describe('the works\' time bounded by its own dates, under an article headed "Duration" (h86d)', () => {
  it('within a length, starting on one date and ending on another', () => {
    const text = ['RENOVATION CONTRACT', 'Article (4) Duration: The works shall be carried out within ninety (90) days, starting on 2 March 2032 and ending on 31 May 2032.'];
    expect(terms(...text)).toEqual(['90 days']);
    expect(dates(...text)).toEqual({ effective: ['2032-03-02'], termination: ['2032-05-31'] });
    expect(terms('RENOVATION CONTRACT', 'The Contractor shall complete the works within sixty (60) days, commencing on 1 June 2032 and ending on 30 July 2032.')).toEqual(['60 days']);
  });
  it('near misses: a repair\'s deadline, a duration heading over another thing\'s time', () => {
    expect(terms('RENOVATION CONTRACT', 'The Contractor shall repair any defect within ten (10) days of notice.')).toEqual([]);
    expect(terms('RENOVATION CONTRACT', 'The works shall be carried out within ninety (90) days of the permit.')).toEqual([]);
    expect(terms('SERVICES AGREEMENT', 'Article 5 – Training. Each training session lasts two (2) days.')).toEqual([]);
  });
});

describe('the items of a list a payment sentence announces (h86d)', () => {
  it('each item\'s days after an event are a time to pay', () => {
    expect(paymentTerms('BUILDING CONTRACT', 'The Employer shall pay the price as follows:', '(a) 20% on signing, that is EUR 8,000;', '(b) 50%, that is EUR 20,000, within ten (10) days of the roof inspection;', '(c) the rest, EUR 12,000, within thirty (30) days of handover.')).toEqual(['10 days', '30 days']);
  });
  it('near misses: a list of duties under a sentence about other things, an item with no sum', () => {
    expect(paymentTerms('BUILDING CONTRACT', 'The Contractor shall do the following:', '(a) clear the site within ten (10) days of the order, at its own cost of EUR 2,000;', '(b) fence it.')).toEqual([]);
    expect(paymentTerms('BUILDING CONTRACT', 'The Employer shall pay the price as follows:', '(a) the whole on handover;', '(b) the tools are removed within five (5) days of handover.')).toEqual([]);
    expect(paymentTerms('STORAGE CONTRACT', 'The Client pays:', '(a) a handling fee of USD 3.00 per bale;', '(b) storage beyond sixty days at USD 1.50 per bale per week.')).toEqual([]);
  });
});

describe('a lease granted from or to another party, dated, is another document (h86d)', () => {
  it('"under a lease from the Council dated …", "a lease to the Bank dated …"', () => {
    expect(effective('DEED OF LICENCE', '(A) The Licensor holds the shop under a lease from the Borough Council dated 3 June 2029.', '1. The licence starts on 1 July 2033.')).toEqual(['2033-07-01']);
    expect(effective('LICENCE', 'The Owner granted a lease to the Bank dated 1 May 2030.', 'This licence starts on 1 July 2033.')).toEqual(['2033-07-01']);
  });
  it('near miss: this lease itself dated', () => {
    expect(effective('LEASE', 'This lease from the Owner to the Tenant starts on 1 July 2033.')).toEqual(['2033-07-01']);
  });
});

describe('a reply letter\'s date line over its addressee is no signing line (h86d)', () => {
  const offer = ['HARBOUR MARINE LTD.', 'Castries, 3 May 2033', 'Dear Mr. Joseph,', 'We offer you a berth licence. This licence runs from 1 June 2033 to 31 May 2034.', 'Yours sincerely,', 'Anna Pierre'];
  it('the reply\'s date line, the addressee\'s name and "Attn." under it', () => {
    expect(effective(...offer, 'BLUE WATER CHARTERS LTD.', 'Rodney Bay, 8 May 2033', 'Harbour Marine Ltd.', 'Attn. Ms. Anna Pierre', 'Dear Ms. Pierre,', 'We accept your offer.', 'Yours faithfully,', 'Paul Joseph')).toEqual(['2033-06-01']);
  });
  it('near miss: a place-and-date line over a signing company, no salutation after', () => {
    expect(effective('SUPPLY AGREEMENT', 'This Agreement starts on 1 June 2033.', 'Castries, 8 May 2033', 'Harbour Marine Ltd.', 'Anna Pierre, Director')).toEqual(['2033-06-01', '2033-05-08']);
  });
});
