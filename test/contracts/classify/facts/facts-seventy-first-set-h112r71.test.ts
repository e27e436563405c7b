/**
 * Facts set 71's causes 11, 16–18 (issue 18, h112r71), on sentences written for the rules, none from the set:
 * - 11: "Received and accepted: <name>, <date>" dates the acceptor's signing (acceptance-lines.ts ACCEPTANCE_FORMULA);
 * - 16: a refund of the payee's outlay is a payment, its "within" period a payment term (refunded-outlay.ts);
 * - 17: the engaged party's work "for <length>, from <date> to <date>" said to him ("You work for us …") or of him ("The
 *   Employee works …") is the engagement's term (agreement-terms.ts PARTY_SERVES);
 * - 18: "CONTRACT No. …" over "for the charter of a helicopter" is one title (contract-types.ts SUBTITLE_LINE).
 */
import { describe, expect, it } from 'vitest';
import { acceptanceFormulaLine } from '../../../../src/contracts/classify/facts/acceptance-lines.js';
import { refundsOutlay } from '../../../../src/contracts/classify/facts/refunded-outlay.js';
import { servesForRange } from '../../../../src/contracts/classify/facts/agreement-terms.js';
import { isSubtitleLine } from '../../../../src/contracts/classify/document/contract-types.js';
import { readsLinearly } from '../../../security/linear-time.js';
import { dates, effective, facts, paymentTerms, terms, types } from '../facts-readers.js';

const ORDER = (closing: string) => [
  'MUNICIPALITY OF SAN MIGUEL',
  'WORKS ORDER No. OT-2046-118',
  'Date: 2046-05-02',
  'Contracting entity: Municipality of San Miguel',
  'Supplier: Rufino Aguilar Mena, carpenter, of San Miguel',
  'Work: repair of the roof of the communal hall, materials included, for a total of US$ 1,450.00.',
  'Issued by: Marta Rivas, Mayor',
  closing,
];

describe('"Received and accepted: <name>, <date>" (cause 11)', () => {
  it.each([
    'Received and accepted: Rufino Aguilar Mena, 6 May 2046',
    'Received and agreed: Rufino Aguilar Mena, 6 May 2046',
    'Seen and accepted, San Miguel, 6 May 2046',
    'Read and accepted: Rufino Aguilar Mena, 6 May 2046',
  ])('%s dates the acceptor\'s signing', (closing) => {
    expect(effective(...ORDER(closing))).toEqual(['2046-05-02', '2046-05-06']);
  });
  it('the formula\'s shapes', () => {
    expect(acceptanceFormulaLine('Received and accepted: Rufino Aguilar Mena, 6 May 2046')).toBe(true);
    expect(acceptanceFormulaLine('RECEIVED AND ACCEPTED, 6 May 2046')).toBe(true);
    expect(acceptanceFormulaLine('"Received and accepted"')).toBe(true);
  });
  it('near misses: goods received, another party\'s act, a sentence', () => {
    expect(acceptanceFormulaLine('Received and accepted in good condition by the carrier on 6 May 2046')).toBe(false);
    expect(acceptanceFormulaLine('Received and accepted by the Buyer on 6 May 2046')).toBe(false);
    expect(acceptanceFormulaLine('Received and accepted goods are paid within 30 days of 6 May 2046.')).toBe(false);
    expect(acceptanceFormulaLine('Goods received and accepted: 6 May 2046')).toBe(false);
    expect(effective(...ORDER('The timber received and accepted by the Supplier on 6 May 2046 is paid at cost.'))).toEqual(['2046-05-02']);
  });
  it('reads linearly', () => {
    readsLinearly((n) => {
      const text = `Received and ${'received and '.repeat(Math.ceil(n / 13))}accepted`;
      return () => acceptanceFormulaLine(text);
    });
  });
});

const LETTER = (clause: string) => [
  'ASOCIACIÓN RÍO LIMPIO',
  'Puerto Ayora, 2 June 2046',
  'Ms. Carla Yépez',
  'Re: Letter of Engagement – Beach Cleaner',
  'Dear Ms. Yépez,',
  'We are pleased to engage you on the following terms:',
  '1. Period. You work for us for three (3) months, from 1 July 2046 to 30 September 2046.',
  '2. Pay. We pay you USD 600 per month on the last working day of the month.',
  clause,
  'Yours sincerely,',
  'Rosa Andrade',
];

describe('a refund of the payee\'s outlay (cause 16)', () => {
  it.each([
    ['3. Costs. Bags and gloves you buy for the beach on our instruction are refunded within ten (10) days of your receipts.', '10 days'],
    ['3. Costs. We refund your travel expenses within fourteen (14) days of your claim.', '14 days'],
    ['3. Costs. The Association refunds the costs reasonably incurred by you within 10 days of each claim.', '10 days'],
  ])('%s', (clause, days) => {
    expect(paymentTerms(...LETTER(clause))).toEqual([days]);
  });
  it('the refund\'s shapes', () => {
    expect(refundsOutlay('Fuel you buy for the boat on our instruction is refunded within ten (10) days of your receipts.')).toBe(true);
    expect(refundsOutlay('The Owner refunds the Manager\'s outlays within 30 days of his statement.')).toBe(true);
    expect(refundsOutlay('Materials bought on the Client\'s behalf are refunded at cost within 7 days.')).toBe(true);
  });
  it('near misses: the payer\'s own money handed back, a refund with no outlay, an outlay never refunded', () => {
    expect(refundsOutlay('The deposit is refunded within 14 days of the return of the keys, less any costs incurred for repairs.')).toBe(false);
    expect(refundsOutlay('The price of goods you buy from us is refunded within 14 days of their return.')).toBe(false);
    expect(refundsOutlay('The fee is refunded within 7 days of a cancellation, less expenses.')).toBe(false);
    expect(refundsOutlay('Any overpayment is refunded within 30 days.')).toBe(false);
    expect(refundsOutlay('Tickets cancelled are refunded within 14 days.')).toBe(false);
    expect(refundsOutlay('You keep your receipts for 30 days.')).toBe(false);
    // h112mendA (re-read finding 7): a consumer's booking or goods' full cost handed back, expenses named beside it.
    expect(refundsOutlay('We refund the cost of your booking within 14 days of the cancellation, less the expenses we have incurred.')).toBe(false);
    expect(refundsOutlay('If you return the goods, we refund the full cost within 14 days of receipt, but return shipping expenses are yours.')).toBe(false);
    expect(paymentTerms(...LETTER('3. Cancellation. We refund the cost of your booking within 14 days of the cancellation, less the expenses we have incurred.'))).toEqual([]);
    expect(paymentTerms(...LETTER('3. Deposit. Your deposit for the equipment is refunded within fourteen (14) days of the end of the engagement.'))).toEqual([]);
  });
  it('reads linearly', () => {
    readsLinearly((n) => {
      const text = `refunded ${'you buy '.repeat(Math.ceil(n / 8))}`;
      return () => refundsOutlay(text);
    });
  });
});

describe('the engaged party\'s work for a length, from a date to a date (cause 17)', () => {
  it('said to him in a letter: the start, the end and the term', () => {
    const text = LETTER('3. Rules. You respect the rules of the national park.');
    expect(dates(...text)).toEqual({ effective: ['2046-07-01'], termination: ['2046-09-30'] });
    expect(terms(...text)).toEqual(['90 days']);
  });
  it('the clause shapes, with or without its run-in heading', () => {
    expect(servesForRange('1. Period. You work for us for six (6) months, from 1 August 2047 to 31 January 2048, in shifts.')).toBe(true);
    expect(servesForRange('You work for us for six (6) months, from 1 August 2047 to 31 January 2048.')).toBe(true);
    expect(servesForRange('2. Term of service. You will serve as our warden for two (2) months, from 1 May 2046 to 30 June 2046.')).toBe(true);
    expect(servesForRange('The Employee works for the Employer for six (6) months, from 1 March 2046 to 31 August 2046.')).toBe(true);
    expect(servesForRange('1. Period. We guide your guests for two (2) months, from 1 April 2045 to 31 May 2045.')).toBe(true);
  });
  it('near misses: no work, a part of the relation, a state', () => {
    expect(servesForRange('You pay us for six (6) months, from 1 August 2047 to 31 January 2048.')).toBe(false);
    expect(servesForRange('You are on leave for two (2) weeks, from 1 August 2047 to 14 August 2047.')).toBe(false);
    expect(servesForRange('The Employee works on probation for three (3) months, from 1 March 2046 to 31 May 2046.')).toBe(false);
    expect(servesForRange("The Employer's office is closed for two weeks, from 20 December 2046 to 3 January 2047.")).toBe(false);
    expect(servesForRange('1. Period. You are with us for six (6) months, from 1 August 2047 to 31 January 2048.')).toBe(false);
  });
  it('reads linearly', () => {
    readsLinearly((n) => {
      const text = `1. Period${' period'.repeat(Math.ceil(n / 7))}. You work for us for two months, from`;
      return () => servesForRange(text);
    });
    readsLinearly((n) => {
      const text = `The Employee works ${'for two months, '.repeat(Math.ceil(n / 16))}`;
      return () => servesForRange(text);
    });
  });
});

const REST = [
  '(translated from Russian)',
  'Yakutsk | 3 March 2046',
  'Limited Liability Company "Sever Tur", hereinafter the "Customer", and Joint-Stock Company "Lena Avia", hereinafter the "Carrier", have concluded this Contract as follows:',
  '1.1. The Carrier provides the Customer with a helicopter and its crew for tourist flights.',
];

describe('a numbered title over its object on the next line (cause 18)', () => {
  const typeNames = (...items: string[]) => facts(...items).contract_types.map((t) => t.text_normalized);
  it.each([
    ['CONTRACT No. 21-VC/46', 'for the charter of a helicopter', 'Contract for the Charter of a Helicopter'],
    ['CONTRACT No. 4/46', 'ON THE EXCHANGE OF LAND PLOTS', 'Contract on the Exchange of Land Plots'],
    ['AGREEMENT', 'on the pledge of a motor vehicle', 'Agreement on the Pledge of a Motor Vehicle'],
    ['CONTRACT No. 7', 'on the trust management of securities', 'Contract on the Trust Management of Securities'],
  ])('%s / %s', (title, object, name) => {
    expect(typeNames(title, object, ...REST)).toEqual([name]);
  });
  it('the subtitle\'s shapes', () => {
    expect(isSubtitleLine('for the chartering of a vessel')).toBe(true);
    expect(isSubtitleLine('on the donation of an apartment')).toBe(true);
    expect(isSubtitleLine('on the assignment of a claim')).toBe(true);
    expect(isSubtitleLine('on the insurance of cargo')).toBe(true);
  });
  it('near misses: a sentence under the title, a subtitle with no act\'s noun', () => {
    expect(isSubtitleLine('For the charter of the helicopter the Customer pays RUB 395,000.')).toBe(false);
    expect(isSubtitleLine('on the management of the Carrier is no part of this Contract')).toBe(false);
    expect(isSubtitleLine('for the helicopter of the Carrier')).toBe(false);
    expect(types('CONTRACT No. 21-VC/46', 'For the charter of the helicopter the Customer pays RUB 395,000.', ...REST)).toEqual(['CONTRACT']);
    expect(typeNames('CONTRACT No. 21-VC/46', 'For the charter of the helicopter the Customer pays RUB 395,000.', ...REST)).not.toContain('Contract for the Charter of the Helicopter the Customer Pays RUB 395,000.');
  });
  it('reads linearly', () => {
    readsLinearly((n) => {
      const text = `for the charter ${'charter '.repeat(Math.ceil(n / 8))}`;
      return () => isSubtitleLine(text);
    });
  });
});
