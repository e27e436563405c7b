/**
 * Facts set 76's ends and payment periods, causes 7 and 8 (issue 18, h119w76), each decided on sentences written for it,
 * near misses kept (none is the set's own sentence):
 * - 7: a range from the signing, said in words, to a date ends there ("valid from the date of signing to …",
 *   facts/date-kinds.ts FROM_SIGNING_TO); a "Completion and handover of the work:" or "Handover of the work:" field under
 *   a start field ends the work (facts.ts END_OF_WORK_FIELD);
 * - 8: a deposit asked for within a time (facts/asked-deposit.ts); the rest of the sum as a list item of its own under a
 *   lead-in that pays, "(c) the balance within 15 days of …" (facts/remainder-within.ts restItemDueWithin);
 * - 9: the Swedish "3 000:-" after a figure grouped by spaces is whole kronor, the raw mark "kr" the country names
 *   (nlu currency.ts wholeKronorAfter), contracts only;
 * - 10: "Approved for <party>:" over the acceptor's "<name>, <office>, <date>" dates the acceptance as "Accepted for
 *   <party>:" does (facts/acceptance-lines.ts APPROVED_FOR_HEADING).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { asksDepositWithin } from '../../../../src/contracts/classify/facts/asked-deposit.js';
import { dateKind } from '../../../../src/contracts/classify/facts/date-kinds.js';
import { restItemDueWithin } from '../../../../src/contracts/classify/facts/remainder-within.js';
import { recognizeNumeric } from '../../../../src/nlu/sysent/number/index.js';
import { amounts, dates, effective, facts, paymentTerms, termination } from '../facts-readers.js';

describe('a range from the signing to a date (cause 7)', () => {
  it('the date after "to", "until" or "through" ends the agreement, whatever start cue opens the range', () => {
    expect(dates('MEMORANDUM OF AGREEMENT', 'This memorandum is valid from the date of signing to 31 August 2047.')).toEqual({ effective: [], termination: ['2047-08-31'] });
    expect(dates('LICENCE AGREEMENT', 'This Agreement is in force from the date of its signature until 30 June 2046.')).toEqual({ effective: [], termination: ['2046-06-30'] });
    expect(dates('SERVICE AGREEMENT', 'This Agreement is effective from the date hereof to 31 December 2045.')).toEqual({ effective: [], termination: ['2045-12-31'] });
    expect(dates('LEASE', 'The lease runs from the date of execution of this lease by both parties through 30 April 2048.')).toEqual({ effective: [], termination: ['2048-04-30'] });
    expect(dateKind('valid from the date of signing to ')).toBe('termination');
  });
  it('near misses: a start date given as a date, a range of other things, "to" not right before the date', () => {
    expect(dates('MEMORANDUM OF AGREEMENT', 'This memorandum is valid from 1 June 2047 to 31 August 2047.')).toEqual({ effective: ['2047-06-01'], termination: ['2047-08-31'] });
    expect(dateKind('effective from the date of signing, and the first report is due on ')).toBe('effective');
    expect(dateKind('from the date of signing to the handover of the keys on ')).toBeUndefined();
    expect(dateKind('from the date of delivery to ')).toBeUndefined();
  });
  it('property: any agreement word and end date', () => {
    fc.assert(fc.property(fc.constantFrom('memorandum', 'agreement', 'contract'), fc.constantFrom('valid', 'in force', 'effective'),
      fc.integer({ min: 1, max: 28 }), fc.constantFrom('to', 'until', 'till'), (noun, cue, day, join) => {
        const end = `2047-03-${String(day).padStart(2, '0')}`;
        expect(termination('AGREEMENT', `This ${noun} is ${cue} from the date of signing ${join} ${day} March 2047.`)).toEqual([end]);
      }), { numRuns: 20 });
  });
});

describe('"Completion and handover of the work:" under a start field (cause 7)', () => {
  it('ends the work, as "Completion of the work:" does; "by" before the date', () => {
    expect(dates('CONTRACT FOR WORK', 'Start of the work: 4 May 2047.', 'Completion and handover of the work: by 30 September 2047.')).toEqual({ effective: ['2047-05-04'], termination: ['2047-09-30'] });
    expect(dates('CONTRACT FOR WORK', 'Start of the work: 4 May 2047.', 'Handover of the work: 30 September 2047.')).toEqual({ effective: ['2047-05-04'], termination: ['2047-09-30'] });
    expect(dates('CONTRACT FOR WORK', 'Start of works: 4 May 2047', 'Completion and acceptance of works: 30 September 2047')).toEqual({ effective: ['2047-05-04'], termination: ['2047-09-30'] });
  });
  it('near misses: alone, or under another field; a handover of the keys', () => {
    expect(termination('CONTRACT FOR WORK', 'Contractor: Hodiny Novák s.r.o.', 'Completion and handover of the work: by 30 September 2047.')).toEqual([]);
    expect(termination('CONTRACT FOR WORK', 'Start of the work: 4 May 2047.', 'Site visit: 10 May 2047', 'Handover of the work: 30 September 2047.')).toEqual([]);
    expect(termination('CONTRACT FOR WORK', 'Start of the work: 4 May 2047.', 'Handover of the keys: 30 September 2047.')).toEqual([]);
  });
});

describe('a deposit asked for within a time (cause 8)', () => {
  it('the period is the time to pay it', () => {
    expect(paymentTerms('BOOKING', 'We ask for a deposit of 3 000 kr within 10 days of your confirmation.')).toEqual(['10 days']);
    expect(paymentTerms('BOOKING', 'We require a deposit of 30% within 7 days of booking.')).toEqual(['7 days']);
    expect(paymentTerms('BOOKING', 'The Hotel requests an advance of EUR 500 within fourteen (14) days of this letter.')).toEqual(['14 days']);
    expect(asksDepositWithin('We ask you for a non-refundable deposit within 5 days.')).toBe(true);
  });
  it('near misses: a deposit handed back, no time, a deposit of goods asked for later, another sentence', () => {
    // (The whole classifier reads this sentence's 14 days as a payment term by an older rule, before h119w76 too.)
    expect(asksDepositWithin('We ask for a deposit of EUR 300, which we return within 14 days of the trip.')).toBe(false);
    expect(asksDepositWithin('We ask for a deposit of EUR 300 on booking.')).toBe(false);
    expect(asksDepositWithin('We ask for your samples within 10 days.')).toBe(false);
    expect(asksDepositWithin('We ask for a deposit. The boat is ready within 10 days.')).toBe(false);
    expect(asksDepositWithin('We ask for the return of the deposit within 10 days.')).toBe(false);
  });
});

describe('the rest of the sum as a list item under a lead-in that pays (cause 8)', () => {
  const lead = 'The total contract amount is ₹1,85,000/-, payable by the Owner as follows:';
  it('"(c) the balance within 15 days of …" gives the time to pay the rest', () => {
    expect(paymentTerms('AGREEMENT', lead, '(a) ₹50,000/- on signing this Agreement;', '(b) ₹85,000/- when the deck is laid;', '(c) the balance within 15 days of the completion of the bridge.')).toEqual(['15 days']);
    expect(restItemDueWithin('(b) the remainder within thirty (30) days after delivery.')).toBe(true);
  });
  it('near misses: under a lead-in that pays nothing; the rest "of" goods; an item with no "within"', () => {
    expect(paymentTerms('AGREEMENT', 'The Builder shall do the following:', '(a) lay the deck;', '(b) the balance within 15 days of the completion.')).toEqual([]);
    expect(paymentTerms('AGREEMENT', lead, '(a) ₹50,000/- on signing this Agreement;', '(b) the rest of the bamboo within 15 days of signing.')).toEqual([]);
    expect(restItemDueWithin('(b) the balance on completion.')).toBe(false);
  });
});

describe('"Approved for <party>:" over the acceptor\'s dated line (cause 10)', () => {
  const offer = ['QUOTATION', 'We are pleased to quote EUR 2,400 for the field trip of 40 students.', 'Omar Haddad', 'Manager, Desert Trails'];
  it('dates the acceptance (Low), as "Accepted for …:" does', () => {
    expect(effective(...offer, 'Approved for Riverside Secondary School:', 'Maria Lopez, Head of Geography, 20/02/2047')).toEqual(['2047-02-20']);
    expect(effective(...offer, 'Approved on behalf of the School:', 'Maria Lopez, Head of Geography', 'Madaba, 20 February 2047')).toEqual(['2047-02-20']);
    expect(facts(...offer, 'Approved for the School:', 'Maria Lopez, Head of Geography, 20/02/2047').effective_dates.map((d) => d.confidence_level)).toEqual(['Low']);
  });
  it('near misses: a third party\'s approval, another act approved, no office', () => {
    expect(effective(...offer, 'Approved by the Board:', 'Maria Lopez, Head of Geography, 20/02/2047')).toEqual([]);
    expect(effective(...offer, 'Approved for Payment:', 'Maria Lopez, Head of Geography, 20/02/2047')).toEqual([]);
    expect(effective(...offer, 'Approved for payment:', 'Maria Lopez, Head of Geography, 20/02/2047')).toEqual([]);
    expect(effective(...offer, 'Approved for Riverside Secondary School:', 'The trip runs to 20/02/2047')).toEqual([]);
  });
});

describe('the Swedish "3 000:-" (cause 9)', () => {
  const read = (text: string, moneyNotations = true) =>
    recognizeNumeric(text, { numbers: true, percentages: true, currencies: true, newSystemEntities: true, moneyNotations })
      .filter((m) => m.entity.endsWith('currency'))
      .map((m) => `${text.slice(m.start, m.end)}=${m.value} ${m.unit}`);
  it('is whole kronor, the raw mark the contract\'s country names', () => {
    expect(read('We ask for a deposit of 3 000:- within 10 days.')).toEqual(['3 000:-=3000 kr']);
    expect(read('The price is 14 800:-, including VAT.')).toEqual(['14 800:-=14800 kr']);
    expect(amounts('BOOKING', 'The boat leaves from the church landing in Leksand, Sweden.', 'The price is 14 800:- including VAT.')).toEqual(['14800 SEK']);
  });
  it('near misses: a chat, a heading\'s number, a figure with no space groups, a smiley, no Nordic country', () => {
    expect(read('We ask for a deposit of 3 000:- within 10 days.', false)).toEqual([]);
    expect(read('Clause 5:- Payment')).toEqual([]);
    expect(read('Article 1250:- Payment')).toEqual([]);
    expect(read('Total 1.250:-')).toEqual([]);
    expect(read('only 3 000:-)')).toEqual([]);
    expect(amounts('BOOKING', 'The boat leaves from the landing in Puno, Peru.', 'The price is 14 800:- including VAT.')).toEqual([]);
  });
});
