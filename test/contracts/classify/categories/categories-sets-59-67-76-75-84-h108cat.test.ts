/**
 * The weakest held-out sets' categories (59, 67, 76, 75) and set 84's left (issue 18, h108cat): a trade's licensed people
 * and a party's permit suspended, cancelled or required by law are no Intellectual Property; a signer's row under an
 * office of a body, a company with its form or a Catalan name takes no title's category; a sum revised by an index is a
 * price; money on an ending said first — the work paid for, money kept when a booking is cancelled — is Payment Terms &
 * Billing and Term & Termination (C3); a sum not refundable is Payment's; a person's details or health test results
 * sold, passed on or kept are Privacy (C174). Sentences written for these tests, none taken from a labelled set; each
 * rule with near misses that must not fire.
 */
import { describe, expect, it } from 'vitest';
import { cueReading } from '../../../../src/contracts/classify/categories/category-cue-evidence.js';
import { foldedForPrefilter } from '../../../../src/common/regex-prefilter.js';
import { isSignerRow } from '../../../../src/contracts/classify/categories/category-signer-rows.js';
import { isRegulatorLicence } from '../../../../src/contracts/classify/categories/cues/category-cues-regulator-licences.js';
import { REGULATORY_LICENCE_NOT_SAID } from '../../../../src/contracts/classify/categories/cues/category-cues-regulatory-licences.js';
import { ENDING_MONEY_TERM_STRONG_CUES, PAYMENT_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-payment.js';
import { PERSONAL_DETAILS_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-personal-details.js';
import { AMOUNT_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-amounts.js';
import { PATTERNS_ALONE_LENGTH, PATTERNS_ALONE_MS, readsLinearly } from '../../../security/linear-time.js';
import { anyCue, categoriesOf, categoriesOfAll } from './set-cue-helpers.js';

const WORKS = 'This agreement is made between Harbour Homes Ltd (the "Client") and Oak Build Ltd (the "Contractor").';
const SHOP = 'These terms are between Harbour Kayaks Ltd ("we" or "us") and the person who books a kayak ("you").';
const CLINIC = 'These terms are between Harbour Eye Care LLC ("we" or "us") and the patient named on the form ("you").';

const ipRead = (text: string): string => cueReading('Intellectual Property', text, foldedForPrefilter(text)).read;

describe('a permit of a trade is no Intellectual Property (the guide\'s Intellectual Property row, C173)', () => {
  it.each([
    'Only licensed electricians may work on the wiring of the flat.',
    'The Contractor shall send the asbestos to a licensed waste collector.',
    'All our drivers are licensed by the Transport Authority and carry a first aid kit.',
    'The Client may end this agreement at once if the Contractor\'s building contractor licence is revoked.',
    'The Agent\'s licence to trade at the fish market being cancelled is a ground for ending this agreement.',
    'The suspension of the Operator\'s ferry licence ends this charter.',
    'The Owner shall hold any licence the law requires for renting rooms to guests.',
    'The Contractor shall keep its mining licence and its pilots\' licences in force.',
  ])('%s', (text) => {
    expect(ipRead(text)).not.toMatch(/licen[cs]/i);
    expect(categoriesOf(WORKS, text)).not.toContain('Intellectual Property');
  });
  it('a council\'s licence is a public body\'s permit; a rights association\'s may be a work\'s', () => {
    expect(isRegulatorLicence('The Club uses the ground under a licence from the City Council.')).toBe(true);
    expect(isRegulatorLicence('The Studio shall obtain a licence from the Performing Rights Association for the music.')).toBe(false);
  });
  it.each([
    'The Licensor grants the Client a licence to use the Software on ten computers.',
    'The Client\'s licence to use the Software is suspended while any invoice is unpaid.',
    'The Publisher\'s licence to reproduce the photographs is cancelled if the credit line is left out.',
    'The Licensee may sell the products made by licensed manufacturers only.',
  ])('near miss, a licence of a work: %s', (text) => {
    expect(ipRead(text)).toMatch(/licen[cs]/i);
  });
  it('a defined term in capitals is no trade\'s people', () => {
    expect(anyCue(REGULATORY_LICENCE_NOT_SAID, 'The plan made by the Licensed Surveyor forms part of this deed.')).toBe(false);
  });
});

describe('a signer\'s row takes no category from the last article\'s title', () => {
  it.each([
    'For Harbour Reef Works, Inc.: Maria Tellei, President',
    'For Oak Build Ltd.: Anders Holm, Managing Director',
    'Director of Public Works: Owen Blake',
    'Head of the Legal Department: Ana Puig',
    'The Tenant: Jordi Serrat i Camps',
  ])('%s', (text) => {
    expect(isSignerRow(text)).toBe(true);
    expect(categoriesOfAll(WORKS, ['# 9. Disputes and governing law', 'Any dispute shall be referred to arbitration in London.', text])[2]).toEqual([]);
  });
  it.each([
    'Place of Delivery: Port Louis Harbour',
    'Seat of Arbitration: London',
    'Contact at the Department of Works: Mark Stevens',
    'Term of the Lease: Twelve Months',
  ])('near miss, a term\'s field or a contact: %s', (text) => {
    expect(isSignerRow(text)).toBe(false);
  });
});

describe('a sum revised or indexed by an index is a price', () => {
  it.each([
    'The monthly fee is revised each year on 1 July by the inflation rate published by the statistics office.',
    'The rent is reviewed every three years in line with the retail price index.',
    'The service charge is updated each January by the change in the consumer price index.',
  ])('%s', (text) => {
    expect(categoriesOfAll(WORKS, ['# 5. Price and payment', text])[1]).toEqual(['Pricing & Taxes']);
  });
  it.each([
    'The Contractor shall update the programme each month.',
    'The index of drawings is revised each week.',
  ])('near miss: %s', (text) => {
    expect(anyCue(AMOUNT_CUES.filter(([, c]) => c === 'Pricing & Taxes'), text)).toBe(false);
  });
});

describe('money on an ending said first is Payment Terms & Billing and Term & Termination (C3)', () => {
  it.each([
    'If you cancel less than a day before your trip, we keep half of the hire charge.',
    'If the Client cancels after signing, the Studio keeps the booking fee and refunds nothing else.',
    'The Client may terminate this agreement for its convenience, paying the Contractor for the panels already delivered.',
    'If you withdraw after the course starts, you forfeit your deposit.',
  ])('%s', (text) => {
    const got = categoriesOf(text.startsWith('The Client may') ? WORKS : SHOP, text);
    expect(got).toContain('Payment Terms & Billing');
    expect(got).toContain('Term & Termination');
  });
  it.each([
    'Each party must keep the price and the terms of this agreement confidential after it ends.',
    'If you cancel, we keep your booking on file for a month.',
    'We keep the deposit in a separate account.',
    'The Client shall pay for the work done within 30 days of each invoice.',
  ])('near miss: %s', (text) => {
    expect(anyCue(ENDING_MONEY_TERM_STRONG_CUES, text)).toBe(false);
  });
});

describe('a sum not refundable is Payment Terms & Billing beside its price', () => {
  it('a fee row', () => {
    expect(categoriesOf(SHOP, 'Booking fee: USD 25, not refundable.')).toEqual(['Payment Terms & Billing', 'Pricing & Taxes']);
  });
  it('near miss: a refund said without the word', () => {
    expect(anyCue(PAYMENT_STRONG_CUES.slice(-1), 'Booking fee: USD 25, refunded on request.')).toBe(false);
  });
});

describe('a person\'s details or health test results sold, passed on or kept are Privacy (C174)', () => {
  it.each([
    'We never sell your details to other shops.',
    'If we close the clinic, we may pass your details to another optician.',
    'We keep your eye test results for 10 years after your last visit.',
    'We use your contact details only to remind you of your next check.',
  ])('%s', (text) => {
    expect(categoriesOf(CLINIC, text)).toContain('Privacy');
  });
  it.each([
    'We share your results with the other teams in the league table.',
    'The Contractor shall keep the test results of each pile for the Engineer.',
    'We keep its details on our list of approved suppliers.',
  ])('near miss: %s', (text) => {
    expect(anyCue(PERSONAL_DETAILS_STRONG_CUES, text)).toBe(false);
  });
});

describe('the new patterns read hostile text in linear time (h108cat)', () => {
  it('each one', () => {
    const units = ['licensed licensed a ', 'technicians are are licensed ', "Agent's a b c licence to to a b c d e f ", 'suspension of the the A\'s a licence ', 'licence the the law ', 'For A B C D, Inc. of the ', 'revised each each index ', 'cancel cancel keep keep the a b ', 'terminate pay pay a for for already ', 'not not refundable ', 'sell sell your your lab test '];
    for (const unit of units) {
      const found = readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => [anyCue(REGULATORY_LICENCE_NOT_SAID, text), isSignerRow(text), anyCue(AMOUNT_CUES, text), anyCue(PAYMENT_STRONG_CUES, text), anyCue(ENDING_MONEY_TERM_STRONG_CUES, text), anyCue(PERSONAL_DETAILS_STRONG_CUES, text)];
      }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
      expect(found).toHaveLength(6);
    }
  });
});
