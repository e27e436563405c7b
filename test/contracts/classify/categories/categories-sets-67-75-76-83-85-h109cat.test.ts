/**
 * The weakest held-out sets' categories (67, 75, 76, 83) and set 85's left (issue 18, h109cat): a stamp duty borne or
 * priced with cents and a customs duty named are Pricing & Taxes; waste or a key collected is no Delivery; a complaint
 * referred to an outside body in more of its forms is Dispute Resolution; a router returned at the end is Asset Use; a
 * party's workers paid the minimum wage, and a named law or a named body's rules followed, are Responsibilities (C63); a
 * thing free for a first period is a price; a copy sent to each party is Communication (C8); a thing answered for once
 * lost or damaged, and compensation owed, are Liability (C114); a booking cancelled with money after it is Term &
 * Termination beside the payment (C215). Sentences written for these tests, none taken from a labelled set; each rule
 * with near misses that must not fire.
 */
import { describe, expect, it } from 'vitest';
import { CUSTOMS_DUTY_STRONG_CUES, STAMP_DUTY_PAID_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-costs-borne.js';
import { DELIVERY_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-delivery.js';
import { COMPLAINT_APPEALED_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-complaints-appealed.js';
import { ENTRUSTED_RETURN_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-entrusted-returns.js';
import { MINIMUM_WAGE_PAID_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-own-duties.js';
import { COMPLIANCE_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-compliance.js';
import { FREE_FIRST_PERIOD_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-prices-stated.js';
import { PAPERS_SENT_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-papers-sent.js';
import { LOSS_COMPENSATED_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-losses-compensated.js';
import { ENDING_MONEY_TERM_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-payment.js';
import { PATTERNS_ALONE_LENGTH, PATTERNS_ALONE_MS, readsLinearly } from '../../../security/linear-time.js';
import { anyCue, anyOf, categoriesOf } from './set-cue-helpers.js';

const DEED = 'This deed is made between Mary Lane (the "Seller") and John Hill (the "Buyer").';
const HIRE = 'These terms are between Bay Bikes Ltd ("we" or "us") and the person who hires a bike ("you").';
const WORKS = 'This agreement is made between Harbour Town Council (the "Council") and Clean Coast Ltd (the "Contractor").';


describe('a stamp duty borne actively or priced with cents, and a customs duty named, are Pricing & Taxes', () => {
  it.each([
    'The Buyer bears the stamp duty on this transfer.',
    'Stamp duty of $12.75 paid on this Deed.',
    'The Seller shall bear all stamp duty chargeable on the conveyance.',
  ])('a stamp duty: %s', (text) => {
    expect(anyCue(STAMP_DUTY_PAID_STRONG_CUES, text)).toBe(true);
    expect(categoriesOf(DEED, text)).toContain('Pricing & Taxes');
  });
  it.each([
    'The Buyer bears the risk of the goods, and the Seller keeps the stamp duty receipts.',
    'The Buyer shall bear the registration fees.',
    'Stamp duty certificates of $12.75 each are kept with the deeds.',
  ])('near miss: %s', (text) => {
    expect(anyCue(STAMP_DUTY_PAID_STRONG_CUES, text)).toBe(false);
  });
  it.each([
    'Customs duty on the engines is waived under the Ministry\'s exemption.',
    'The Buyer is responsible for the loading permit and all export duties.',
    'Excise duties on the spirits are included in the price.',
  ])('a customs duty: %s', (text) => {
    expect(anyCue(CUSTOMS_DUTY_STRONG_CUES, text)).toBe(true);
    expect(categoriesOf(DEED, text)).toContain('Pricing & Taxes');
  });
  it.each([
    'The Buyer shall appoint a customs broker to clear the goods.',
    'The Seller shall file the export declaration with the port.',
    'The guard on duty shall check every truck.',
  ])('near miss: %s', (text) => {
    expect(anyCue(CUSTOMS_DUTY_STRONG_CUES, text)).toBe(false);
  });
});

describe('waste or a key collected from a place is no Delivery; goods collected still are', () => {
  it.each([
    'The Contractor shall collect the rubbish from the school bins every Monday.',
    '(c) collect the garden waste from each allotment at least once a month;',
    'You will collect the keys from the caretaker and return them after the event.',
  ])('%s', (text) => {
    expect(anyOf(DELIVERY_CUES, 'Delivery', text)).toBe(false);
  });
  it.each([
    'The Carrier shall collect the empty crates from each shop every Friday.',
    'The Mill shall collect the husk from the store twice a week.',
  ])('near miss, goods collected: %s', (text) => {
    expect(anyOf(DELIVERY_CUES, 'Delivery', text)).toBe(true);
  });
});

describe('a complaint taken to an outside body in more of its forms is Dispute Resolution', () => {
  it.each([
    'If your complaint is not settled within 30 days, you may refer it to the Energy Regulatory Commission.',
    'You can take your complaint to the Housing and Property Ombudsman.',
    'A small business may refer an unresolved complaint about us to the Financial Services and Credit Ombudsman.',
    'You may complain to us and then to the Telecommunications Ombudsman.',
    'You can also complain to the Department of Fair Trading.',
  ])('%s', (text) => {
    expect(anyCue(COMPLAINT_APPEALED_STRONG_CUES, text)).toBe(true);
    expect(categoriesOf(HIRE, text)).toContain('Dispute Resolution');
  });
  it.each([
    'If you have a complaint, you may refer it to our shop manager.',
    'You can complain to the Bank of the Islands about a card payment.',
    'Please refer any question about your bill to our accounts team.',
    'We refer every claim to our Insurance Department.',
  ])('near miss: %s', (text) => {
    expect(anyCue(COMPLAINT_APPEALED_STRONG_CUES, text)).toBe(false);
  });
});

describe('a router, modem or decoder returned at the end is Asset Use (C12)', () => {
  it.each([
    'When the contract ends, you must return the modem to our shop within 10 days.',
    'On termination the Customer shall hand back the decoder and its remote control.',
  ])('%s', (text) => {
    expect(anyCue(ENTRUSTED_RETURN_STRONG_CUES, text)).toBe(true);
  });
  it.each([
    'You may return the router within 14 days for a full refund.',
    'The router is yours to keep when the contract ends.',
  ])('near miss: %s', (text) => {
    expect(anyCue(ENTRUSTED_RETURN_STRONG_CUES, text)).toBe(false);
  });
});

describe('own workers paid at least the minimum wage, and a named law or a named body\'s rules followed, are Responsibilities (C63)', () => {
  it.each([
    'The Contractor pays its cleaners not less than the national minimum wage.',
    'The Operator shall pay its drivers at least the living wage.',
    'The Farmer pays them at least the minimum wage set by law.',
  ])('minimum wage: %s', (text) => {
    expect(anyCue(MINIMUM_WAGE_PAID_STRONG_CUES, text)).toBe(true);
    expect(categoriesOf(WORKS, text)).toContain('Responsibilities');
  });
  it.each([
    'The Council pays the Contractor at least the minimum fee in Schedule 2.',
    'The fee rises each year with the minimum wage.',
    'The Contractor pays its suppliers within 30 days.',
  ])('near miss: %s', (text) => {
    expect(anyCue(MINIMUM_WAGE_PAID_STRONG_CUES, text)).toBe(false);
  });
  it.each([
    'You must follow the rules of the Marine Parks Authority while diving.',
    '• follow the Road Traffic (Guernsey) Law and the Highway Code;',
    'The Guide shall observe the by-laws of the National Trust on every walk.',
  ])('followed: %s', (text) => {
    expect(anyOf(COMPLIANCE_CUES, 'Responsibilities', text)).toBe(true);
  });
  it.each([
    'A party must follow the procedure in Part 4 of the Franchising Code before going to court.',
    'The Renter agrees to follow the sanitation rules of the Cosmetology Code.',
    '(b) follow the instructions of the coach and the team rules issued by the Club;',
    'You must follow the safety rules of the Marine Parks Authority.',
  ])('near miss: %s', (text) => {
    expect(anyOf(COMPLIANCE_CUES, 'Responsibilities', text)).toBe(false);
  });
});

describe('a thing free for a first period is Pricing & Taxes', () => {
  it.each([
    'Parking is free for the first two hours.',
    'The software licence is royalty-free for the first three years.',
    'Storage remains free of charge during the first week.',
  ])('%s', (text) => {
    expect(anyCue(FREE_FIRST_PERIOD_STRONG_CUES, text)).toBe(true);
    expect(categoriesOf(HIRE, text)).toContain('Pricing & Taxes');
  });
  it.each([
    'The goods are free from defects for the first year.',
    'You are free for the first week to choose another bike.',
    'The land is free of any mortgage.',
  ])('near miss: %s', (text) => {
    expect(anyCue(FREE_FIRST_PERIOD_STRONG_CUES, text)).toBe(false);
  });
});

describe('a copy sent to each party or every member is Communication (C8)', () => {
  it.each([
    'The Secretary sends a copy of the minutes to each member within seven days.',
    'The Agent shall send a copy of each survey certificate to every Owner.',
  ])('%s', (text) => {
    expect(anyCue(PAPERS_SENT_STRONG_CUES, text)).toBe(true);
    expect(categoriesOf(WORKS, text)).toContain('Communication');
  });
  it.each([
    'The Secretary keeps a copy of the minutes for each member.',
    'The Agent sends each crate to every shop.',
  ])('near miss: %s', (text) => {
    expect(anyCue(PAPERS_SENT_STRONG_CUES, text)).toBe(false);
  });
});

describe('a thing answered for once lost or damaged, and compensation owed, are Liability (C114)', () => {
  it.each([
    'The Repairer is responsible for any watch lost or damaged in its workshop.',
    'The Carrier is liable for every parcel lost or stolen in transit.',
    'For each missing bag, the Warehouse owes the Owner compensation of 40 euros.',
  ])('%s', (text) => {
    expect(anyOf(LOSS_COMPENSATED_STRONG_CUES, 'Liability', text)).toBe(true);
    expect(categoriesOf(WORKS, text)).toContain('Liability');
  });
  it.each([
    'The Repairer is responsible for any staff it sends to the shop.',
    'The Carrier is responsible for finding the lost parcels.',
    'The Warehouse owes the Owner the balance of the price.',
  ])('near miss: %s', (text) => {
    expect(anyOf(LOSS_COMPENSATED_STRONG_CUES, 'Liability', text)).toBe(false);
  });
});

describe('a booking cancelled with money after it is Term & Termination beside the payment (C215)', () => {
  it.each([
    'If you cancel the hire at least 14 days before it starts, we refund the whole charge.',
    'If you cancel at least 48 hours before the trip, we refund your deposit.',
    '4.1 If the Hirer cancels the booking later, it must pay the full hire charge.',
    'If you cancel, you lose the deposit.',
  ])('%s', (text) => {
    expect(anyOf(ENDING_MONEY_TERM_STRONG_CUES, 'Term & Termination', text)).toBe(true);
    expect(categoriesOf(HIRE, text)).toEqual(expect.arrayContaining(['Payment Terms & Billing', 'Term & Termination']));
  });
  it('the cue reads a named event cancelled, though the ranking may keep two other subjects (two categories at most)', () => {
    expect(anyOf(ENDING_MONEY_TERM_STRONG_CUES, 'Term & Termination', 'If the Promoter cancels the concert for any other reason, it shall pay the Band the full fee.')).toBe(true);
  });
  it.each([
    'If you cancel a lesson with less than 24 hours\' notice, you must pay for it.',
    'If we cancel a dive, we refund what you paid for it.',
    'If you cancel later or do not show up, we deduct the hours from your plan.',
    'You will tell us if you cancel the booking, and we will refund the deposit.',
  ])('near miss: %s', (text) => {
    expect(anyOf(ENDING_MONEY_TERM_STRONG_CUES, 'Term & Termination', text)).toBe(false);
  });
});

describe('the new patterns read hostile text in linear time (h109cat)', () => {
  it('each one', () => {
    const units = ['stamp duty 1.2.3.4 ', 'bear bear the a stamp ', 'customs customs duty ', 'collect the the waste keys ', 'complaint refer refer it to the A B and C ', 'complain to us and then to the A of B ', 'return the the router end ', 'pays its a workers not less than the the ', 'follow the A B (C) D E F G ', 'is free free for the ', 'send a copy of to each every A ', 'responsible for any a b c lost ', 'owes owes a b compensation ', 'If you cancel the a hire later later refund '];
    for (const unit of units) {
      const found = readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => [anyCue(STAMP_DUTY_PAID_STRONG_CUES, text), anyCue(CUSTOMS_DUTY_STRONG_CUES, text), anyCue(DELIVERY_CUES, text), anyCue(COMPLAINT_APPEALED_STRONG_CUES, text), anyCue(ENTRUSTED_RETURN_STRONG_CUES, text), anyCue(MINIMUM_WAGE_PAID_STRONG_CUES, text), anyCue(COMPLIANCE_CUES, text), anyCue(FREE_FIRST_PERIOD_STRONG_CUES, text), anyCue(PAPERS_SENT_STRONG_CUES, text), anyCue(LOSS_COMPENSATED_STRONG_CUES, text), anyCue(ENDING_MONEY_TERM_STRONG_CUES, text)];
      }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
      expect(found).toHaveLength(11);
    }
  });
});
