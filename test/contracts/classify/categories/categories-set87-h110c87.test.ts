/**
 * Set 87's categories (issue 18, h110c87): a place occupied under an authorisation and the client's thing kept (C233),
 * a part of the contract ended, its grant withdrawn, its party's heirs (C234), costs shared in halves, a loan's rate and
 * due-date rows, next season's rates agreed (C235), a party's own waste, workers declared to social security, the rules
 * of hygiene and local hiring (C236), a number to call us on, shares bought on an offer or a death (C178). Sentences
 * written for these tests, none taken from a labelled set; each rule with near misses that must not fire.
 */
import { describe, expect, it } from 'vitest';
import { USE_GIVEN_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-use-given.js';
import { SITE_USE_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-site-use.js';
import { END_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-ends.js';
import { COSTS_BORNE_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-costs-borne.js';
import { PRICE_CHANGE_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-price-changes.js';
import { KEY_FACT_ROW_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-key-fact-rows.js';
import { OWN_CONDUCT_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-own-conduct.js';
import { CONTACT_POINT_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-contact-points.js';
import { SHARE_TRANSFER_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-share-transfers.js';
import { COURTS_AND_GAPS_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-courts-and-gaps.js';
import { VISIT_AND_EXAMINATION_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-visits-and-examinations.js';
import { PATTERNS_ALONE_LENGTH, PATTERNS_ALONE_MS, readsLinearly } from '../../../security/linear-time.js';
import { anyOf, categoriesOf, expectCueListsReadLinearly } from './set-cue-helpers.js';

const TOWN = 'This agreement is made between the Town of Kelso, represented by its Provost (the "Town"), and Mr Ian Tait, fishmonger, of Kelso (the "Occupant").';
const PAWN = 'These terms are between Gold Star Pawnbrokers Ltd ("we" or "us") and the person named on this ticket ("you").';
const FARM = 'This agreement is made between Tom Hale, farmer, of Long Acre (the "Owner") and Ann Reed, farmer, of Thorpe (the "Grower").';
const SHOP = 'This Schedule forms part of the Services Agreement between Harlow Shops Ltd. (the "Customer") and Brightway Cleaning Inc. (the "Contractor").';
const CLUB = 'This agreement is made between Ann Reed (hereinafter "Reed"), Tom Hale (hereinafter "Hale") and Fenwick Ltd (hereinafter "Fenwick"), the shareholders of Dale Boats Ltd.';


describe('C233: a place occupied under an authorisation, the client\'s thing kept and given back', () => {
  it.each([
    'The Town authorises the Occupant to occupy a pitch of 20 square metres on the market square.',
    'The Harbour Board permits the Operator to occupy berth 4 for the summer season.',
    'We keep your item in our safe until you redeem it.',
    'We store your goods in our warehouse until the next sailing.',
    'We hand your pawned goods back to you as soon as you repay the loan.',
  ])('Asset Use: %s', (text) => expect(anyOf(USE_GIVEN_STRONG_CUES, 'Asset Use', text)).toBe(true));
  it('in a document of its own', () => {
    expect(categoriesOf(TOWN, 'The Town authorises the Occupant to occupy a pitch of 20 square metres on the market square.')).toContain('Asset Use');
    expect(categoriesOf(PAWN, 'We keep your item in our safe until you redeem it.')).toContain('Asset Use');
  });
  it.each([
    'The Occupant is authorised to sell fish on the square.',
    'The Town authorises the Occupant to trade on Saturdays.',
    'We keep your personal details in our records for five years.',
    'We keep a copy of your ID in our files.',
    'We give you a receipt for every payment.',
    'Please keep your ticket in a safe place.',
  ])('near miss: %s', (text) => expect(anyOf(USE_GIVEN_STRONG_CUES, 'Asset Use', text)).toBe(false));
  it.each(['The Town gives the Occupant access to the beach by the harbour road.', 'The Port grants the Operator access to the quay at all hours.'])(
    'access to a beach or a quay: %s',
    (text) => expect(anyOf(SITE_USE_STRONG_CUES, 'Asset Use', text)).toBe(true),
  );
  it.each(['The Town gives the Occupant access to the plans of the harbour.', 'Failure to give access to the quay is a delay of the Port.'])('near miss: %s', (text) =>
    expect(anyOf(SITE_USE_STRONG_CUES, 'Asset Use', text)).toBe(false));
});

describe('C234: a part of the contract ended, its grant withdrawn, a party\'s heirs', () => {
  it.each([
    'The Customer may end this Schedule for that shop by written notice.',
    'Either party may end this Annex on 30 days\' notice.',
    'You may end this order at any time before the goods are dispatched.',
    'The Town may withdraw the authorisation at any time for a reason of public interest.',
    'The Harbour Board may also revoke this permit if the Operator does not pay the dues.',
    'Withdrawal of the concession gives the Operator no right to compensation.',
    'If the Owner dies before the harvest, his heirs respect this agreement until the crop is sold.',
    'If a Partner dies, her heirs may take her place in the firm.',
  ])('Term & Termination: %s', (text) => expect(anyOf(END_STRONG_CUES, 'Term & Termination', text)).toBe(true));
  it('in a document of its own', () =>
    expect(categoriesOf(SHOP, 'The Customer may end this Schedule for that shop without cost by written notice.')).toContain('Term & Termination'));
  it.each([
    'The schedule at the end of this Annex lists the shops.',
    'The end this week is a holiday.',
    'The Parents may withdraw their consent at any time.',
    'If the Supplier loses its permit, it tells the Customer at once.',
    'The instalment for the month in which the Seller dies is due in full to her heirs.',
    'The Occupant may withdraw the application before it is decided.',
  ])('near miss: %s', (text) => expect(END_STRONG_CUES.slice(-3).some(([re]) => re.test(text))).toBe(false));
});

describe('C235: costs shared in halves, a loan\'s rate and due-date rows, next season\'s rates agreed', () => {
  it.each([
    'The cost of the vet is shared in halves.',
    'The notary\'s fees are borne in equal parts by the Buyer and the Seller.',
    'The wheat is divided into two equal parts, one for the Owner and one for the Grower.',
    'The prize is divided equally among the crew.',
    'Each party pays half of the cost of the survey.',
    'Either of them shall bear one half of the legal fees.',
  ])('Pricing & Taxes: %s', (text) => expect(anyOf(COSTS_BORNE_STRONG_CUES, 'Pricing & Taxes', text)).toBe(true));
  it('in a document of its own', () => expect(categoriesOf(FARM, 'The cost of the vet is shared in halves.')).toContain('Pricing & Taxes'));
  it.each([
    'The work is shared between the two teams.',
    'The field is divided into four plots.',
    'Each party keeps one half of the signed copies.',
    'The parties shall share the information in good faith.',
  ])('near miss: %s', (text) => expect(anyOf(COSTS_BORNE_STRONG_CUES.slice(0, 1), 'Pricing & Taxes', text)).toBe(false));
  it.each(['Interest rate: 12% a year', 'Monthly interest: 2.5% of the loan', 'APR: 29.9%', 'Rate of interest (fixed): 6.5% per annum'])(
    'a rate row, Pricing & Taxes: %s',
    (text) => expect(anyOf(KEY_FACT_ROW_STRONG_CUES, 'Pricing & Taxes', text)).toBe(true),
  );
  it.each(['Late interest: 2% a month', 'Interest: see clause 4', 'The interest rate is 12% a year.'])('near miss: %s', (text) =>
    expect(anyOf(KEY_FACT_ROW_STRONG_CUES, 'Pricing & Taxes', text)).toBe(false));
  it.each(['Maturity date: 30 June 2047', 'Due date: the 5th of each month', 'Loan repayment date: 1 March 2048'])('a due-date row, Payment: %s', (text) =>
    expect(anyOf(KEY_FACT_ROW_STRONG_CUES, 'Payment Terms & Billing', text)).toBe(true));
  it.each(['Due date: ____________', 'Start date: 1 July 2047', 'Report due: 1 March'])('near miss: %s', (text) =>
    expect(anyOf(KEY_FACT_ROW_STRONG_CUES, 'Payment Terms & Billing', text)).toBe(false));
  it.each(['The parties shall meet in May to agree the rates for 2049.', 'The Club and the Coach negotiate the fees for the following season.'])('rates agreed: %s', (text) =>
    expect(anyOf(PRICE_CHANGE_STRONG_CUES, 'Pricing & Taxes', text)).toBe(true));
  it.each(['The parties agree the dates for the next meeting.', 'The parties agree the rates of exchange.'])('near miss: %s', (text) =>
    expect(anyOf(PRICE_CHANGE_STRONG_CUES.slice(0, 1), 'Pricing & Taxes', text)).toBe(false));
});

describe('C236: a party\'s own waste, its workers declared, the rules of hygiene, its crew hired locally', () => {
  it.each([
    '(c) to sort his waste and take it to the town dump each evening;',
    'The Caterer removes its own rubbish from the hall after each event.',
    '(a) to run the stall himself, with two helpers whom he declares to the National Social Security Fund;',
    'The Contractor registers all its workers with the State Social Insurance Agency.',
    '(d) breaches the rules of hygiene of the market;',
    'The Contractor shall hire at least 40% of its crew from the local community.',
    'The Haulier shall keep its lorries in good working order.',
    'The Contractor brings its own mowers and operators and keeps each machine in good repair.',
  ])('Responsibilities: %s', (text) => expect(anyOf(OWN_CONDUCT_STRONG_CUES, 'Responsibilities', text)).toBe(true));
  it('in a document of its own', () => expect(categoriesOf(TOWN, 'The Occupant sorts his waste and takes it to the town dump each evening.')).toContain('Responsibilities'));
  it.each([
    'The Provider collects the waste from the wards twice a week.',
    'The Contractor removes its clinical waste in sealed bins.',
    'The salary is net of social security contributions.',
    'The Contractor deducts the social security contributions from the wages.',
    'The Contractor shall hire a crane from the local depot.',
    'The Tenant must leave the yard clean and remove its own rubbish at the end of the lease.',
    'The Lessor shall keep the machines in good working order.',
    'The Lessee keeps each machine in good repair.',
  ])('near miss: %s', (text) => expect(OWN_CONDUCT_STRONG_CUES.slice(0, 2).some(([re]) => re.test(text))).toBe(false));
});

describe('a number to call us on (Communication), shares bought on an offer or a death (C178)', () => {
  it.each(['You may call our head office on (041) 555 0199 from Monday to Friday.', 'If the alarm sounds, ring us on 01632 960 123.', 'Text us on +44 7700 900123.'])(
    'Communication: %s',
    (text) => expect(anyOf(CONTACT_POINT_STRONG_CUES, 'Communication', text)).toBe(true),
  );
  it.each(['Call the fire brigade on 999.', 'We call you on the day before the visit.', 'Call us on arrival at the gate.'])('near miss: %s', (text) =>
    expect(anyOf(CONTACT_POINT_STRONG_CUES.slice(0, 3), 'Communication', text)).toBe(false));
  it.each([
    'The other Shareholders may buy the shares offered within 30 days.',
    'If Hale dies, the Company may buy all the shares held by him or by his heirs.',
    'The offering Shareholder may transfer the remaining shares to a third party.',
  ])('Assignments: %s', (text) => {
    expect(anyOf(SHARE_TRANSFER_CUES, 'Assignments', text)).toBe(true);
    expect(categoriesOf(CLUB, text)).toContain('Assignments');
  });
  it.each(['The Seller shall sell the Shares to the Buyer on Completion.', 'The Buyer shall buy the Shares free from all Encumbrances.', 'The shares held by Reed carry two votes each.'])(
    'near miss: %s',
    (text) => expect(anyOf(SHARE_TRANSFER_CUES, 'Assignments', text)).toBe(false),
  );
});

describe('the new patterns read hostile text in linear time (h110c87)', () => {
  const lists: (readonly (readonly [RegExp, string])[])[] = [USE_GIVEN_STRONG_CUES, SITE_USE_STRONG_CUES, END_STRONG_CUES, COSTS_BORNE_STRONG_CUES, PRICE_CHANGE_STRONG_CUES, KEY_FACT_ROW_STRONG_CUES, OWN_CONDUCT_STRONG_CUES, CONTACT_POINT_STRONG_CUES, SHARE_TRANSFER_CUES];
  it.each(['keep your a a ', 'authorises the a to ', 'if a a dies a ', 'shared in ', 'Interest a a ', 'declares a a to the ', 'call our a on ', 'buy the shares ', 'a a a '])('%s', (unit) => {
    expectCueListsReadLinearly(lists, unit);
  });
});

describe('a disagreement settled (Dispute Resolution), the farmed land visited at any time (Audits) (h110c87)', () => {
  it.each([
    'Any disagreement between the parties is first settled by the village council.',
    'If there is a disagreement about the repairs, both of us accept the decision of an independent builder.',
    'A disagreement that the parties cannot settle goes to mediation.',
  ])('Dispute Resolution: %s', (text) => expect(anyOf(COURTS_AND_GAPS_STRONG_CUES, 'Dispute Resolution', text)).toBe(true));
  it.each(['If the Buyer does not give a notice of disagreement within ten days, the accounts are final and settled.', 'The parties record their disagreement in the minutes.'])(
    'near miss: %s',
    (text) => expect(COURTS_AND_GAPS_STRONG_CUES.slice(0, 1).some(([re]) => re.test(text))).toBe(false),
  );
  it.each(['The Owner may visit the field at any time.', 'The Buyer may visit the orchard at any time during the harvest.'])('Audits: %s', (text) =>
    expect(anyOf(VISIT_AND_EXAMINATION_STRONG_CUES, 'Audits', text)).toBe(true));
  it.each(['The monitors may visit the project site at any time.', 'Guests may visit the farm shop on Saturdays.'])('near miss: %s', (text) =>
    expect(VISIT_AND_EXAMINATION_STRONG_CUES.slice(0, 1).some(([re]) => re.test(text))).toBe(false));
  it.each(['any disagreement ', 'notice of a disagreement ', 'may visit the a '])('reads hostile text in linear time: %s', (unit) => {
    for (const cues of [COURTS_AND_GAPS_STRONG_CUES, VISIT_AND_EXAMINATION_STRONG_CUES]) {
      const found = readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => cues.map(([re]) => new RegExp(re.source, re.flags.replace('g', '')).test(text));
      }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
      expect(found).toHaveLength(cues.length);
    }
  });
});

describe('the rules of hygiene behind the hygiene cue\'s own guard (the stop\'s re-read, session 73)', () => {
  const reads = (text: string) => OWN_CONDUCT_STRONG_CUES.some(([re]) => re.test(text));
  it('a party that keeps or breaches the rules of hygiene: Responsibilities', () => {
    expect(reads('(c) the Occupant breaches the rules of hygiene or public order;')).toBe(true);
    expect(reads('The Cook observes the rules of hygiene in the kitchen.')).toBe(true);
  });
  it('near miss: a warranty or a safety subject in the sentence, as for "comply with the hygiene rules" (food safety is no such subject there either)', () => {
    expect(reads('The Supplier warrants that it observes the rules of hygiene.')).toBe(false);
    expect(reads('The Cook observes the rules of hygiene for the safe storage of meat.')).toBe(false);
  });
});

describe('a cost shared in halves, not a loss shared for a fault (the stop\'s re-read, session 73)', () => {
  const reads = (text: string) => COSTS_BORNE_STRONG_CUES.some(([re, label]) => label === 'Pricing & Taxes' && re.test(text));
  it('costs, a price or a crop shared in halves or equal parts: Pricing & Taxes', () => {
    expect(reads('The costs of spraying the vines are shared in halves.')).toBe(true);
    expect(reads('Each party pays half of the hire of the boat.')).toBe(true);
  });
  it('near miss: losses borne equally for a fault, or apportioned in general average', () => {
    expect(reads('Losses caused by their joint negligence shall be borne equally.')).toBe(false);
    expect(reads('Any contribution in general average is apportioned equally between the owners.')).toBe(false);
  });
});
