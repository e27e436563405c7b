/**
 * Set 86's categories (issue 18, h109c86): a member of a circle or a club leaving, excluded or dying (C222), what a
 * provider's trade verb leaves out and what the Services are (C223), a right to live in a place and a room provided
 * (C224), a service credit's share of a price Payment Terms & Billing alone (C225), a fine's own sum on a sum paid late
 * (C17), a deed's registration or transfer duty paid (a tax), the major repairs "for" any party (C212). Sentences written
 * for these tests, none taken from a labelled set; each rule with near misses that must not fire.
 */
import { describe, expect, it } from 'vitest';
import { PERIOD_RUN_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-periods-run.js';
import { SERVICE_DESCRIBED_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-service-described.js';
import { USE_GIVEN_STRONG_CUES, USE_GIVEN_VETOES } from '../../../../src/contracts/classify/categories/cues/category-cues-use-given.js';
import { PRICE_IN_KIND_VETOES } from '../../../../src/contracts/classify/categories/cues/category-cues-price-in-kind.js';
import { STAMP_DUTY_PAID_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-costs-borne.js';
import { STRUCTURAL_REPAIR_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-structural-repairs.js';
import { RECITAL_WISH_VETOES } from '../../../../src/contracts/classify/categories/cues/category-cues-recital-wishes.js';
import { isLatePaymentCharge } from '../../../../src/contracts/classify/categories/category-late-payment.js';
import { PATTERNS_ALONE_LENGTH, PATTERNS_ALONE_MS, readsLinearly } from '../../../security/linear-time.js';
import { anyOf, categoriesOf, categoriesOfAll, expectCueListsReadLinearly } from './set-cue-helpers.js';

const CLUB = 'We, the eight neighbours whose names appear below (each a "Member" and together the "Members"), set up a savings club in Hull and agree to these rules.';
const BUS = 'This agreement is made between Sun Hotel Ltd (the "Hotel") and Blue Bus Ltd (the "Carrier").';
const MOVERS = 'These terms are between Swift Removals LLC ("we", "us" or "our") and the customer named above ("you").';
const HOUSE = 'This deed is made between Mrs Ann Hale of Leeds (the "Seller") and Mr Tom Reed of York (the "Buyer").';


describe('C222: a member of a circle or a club leaving, excluded or dying', () => {
  it.each([
    'No Member may leave the club before she has received the pot.',
    'A Member who has not yet received the pot may leave at the end of a cycle by telling the Chair.',
    'If a Member dies before receiving the pot, her heir may take her place.',
    'The Members may exclude a Member who does not pay for two months in a row.',
    'The committee may expel any Member who sells club property.',
    'Any Member may withdraw from the fund by giving one month\'s notice.',
  ])('Term & Termination: %s', (text) => {
    expect(anyOf(PERIOD_RUN_STRONG_CUES, 'Term & Termination', text)).toBe(true);
    expect(categoriesOf(CLUB, text)).toContain('Term & Termination');
  });
  it.each([
    'The Members may leave their coats in the hall.',
    'No Member may leave the meeting before the pot is counted.',
    'If a member dies during the term of the loan, the insurer pays the balance.',
    'If a Team Member resigns, the Provider shall tell the Client within two days.',
    'A Member may leave the group by selling her share to a new member.',
    'Each Member pays GBP 20 a month to the Treasurer.',
  ])('near miss: %s', (text) => expect(anyOf(PERIOD_RUN_STRONG_CUES, 'Term & Termination', text)).toBe(false));
});

describe('C223: what a provider leaves out in its trade\'s verb, and what the Services are', () => {
  it.each([
    'We do not move pianos, safes or aquariums.',
    'We pack your books and china, but we do not unpack them at the new house.',
    'We do not connect or disconnect washing machines.',
  ])('Scope of Work: %s', (text) => {
    expect(anyOf(SERVICE_DESCRIBED_STRONG_CUES, 'Scope of Work', text)).toBe(true);
    expect(categoriesOf(MOVERS, text)).toContain('Scope of Work');
  });
  it.each([
    'If we do not move your goods on the agreed day, you may cancel the move.',
    'We do not accept payment by cheque.',
    'The Contractor does not move the fences of the neighbours.',
    'We do not carry insurance for your pets.',
  ])('near miss: %s', (text) => {
    expect(anyOf(SERVICE_DESCRIBED_STRONG_CUES.slice(2, 3), 'Scope of Work', text)).toBe(false);
  });

  it('the Services defined as the act they are, with their lead-in\'s items', () => {
    const got = categoriesOfAll(BUS, ['1.1 The Services are the carriage of the Hotel\'s guests by minibus between the following points:', '(a) the railway station and the Hotel;', '(b) the harbour and the Hotel.']);
    for (const row of got) expect(row).toContain('Scope of Work');
    expect(anyOf(SERVICE_DESCRIBED_STRONG_CUES, 'Scope of Work', 'The Works are the renovation of the chapel roof.')).toBe(true);
    expect(anyOf(SERVICE_DESCRIBED_STRONG_CUES, 'Scope of Work', '2. The Service is the cleaning of the offices every weekday.')).toBe(true);
  });
  it.each(['The Works are the property of the Lender.', 'The Services are the responsibility of the Carrier.', 'The Works are the subject of a separate licence.', 'The services are described in Annex 2.'])('near miss: %s', (text) =>
    expect(anyOf(SERVICE_DESCRIBED_STRONG_CUES.slice(3, 4), 'Scope of Work', text)).toBe(false));
});

describe('C224: a right to live in a place, and a room provided', () => {
  it('a right to live in or occupy a place reserved or granted: Asset Use, no Intellectual Property', () => {
    const text = 'The Seller reserves for herself, for the rest of her life, the right to use and live in the house.';
    expect(anyOf(USE_GIVEN_STRONG_CUES, 'Asset Use', text)).toBe(true);
    expect(anyOf(USE_GIVEN_VETOES, 'Intellectual Property', text)).toBe(true);
    expect(categoriesOf(HOUSE, text)).toEqual(['Asset Use']);
    expect(anyOf(USE_GIVEN_STRONG_CUES, 'Asset Use', 'The Buyer grants the Seller a right of habitation in the cottage.')).toBe(true);
  });
  it.each(['The Licensee has the right to use the software on two computers.', 'The Buyer has the right to live with the consequences.', 'The right to use the name "Sunflower" stays with the Seller.'])('near miss: %s', (text) => {
    expect(anyOf(USE_GIVEN_VETOES, 'Intellectual Property', text)).toBe(false);
  });
  it('a recital\'s wish to sell while keeping the right is no grant', () => {
    expect(anyOf(RECITAL_WISH_VETOES, 'Asset Use', 'The Seller wishes to sell the house for an annuity while keeping the right to live in it.')).toBe(true);
    expect(anyOf(RECITAL_WISH_VETOES, 'Asset Use', 'The Seller reserves the right to live in the house for her life.')).toBe(false);
  });

  it('a room, an office or a shed provided among other things: Asset Use', () => {
    const text = 'The Hotel provides the Carrier with the timetables, the drivers\' badges and a lockable office at the airport.';
    expect(anyOf(USE_GIVEN_STRONG_CUES, 'Asset Use', text)).toBe(true);
    expect(categoriesOf(BUS, text)).toContain('Asset Use');
  });
  it.each(['The Hotel provides the Carrier with the timetables of the flights.', 'The Carrier provides the Hotel with a report of each trip.', 'The Hotel books a room for the driver.'])('near miss: %s', (text) =>
    expect(anyOf(USE_GIVEN_STRONG_CUES, 'Asset Use', text)).toBe(false));
});

describe('C225: a service credit\'s share of a price, Payment Terms & Billing alone', () => {
  it('credits the other with a share: no Pricing & Taxes', () => {
    const text = 'If a bus is more than 20 minutes late, the Carrier credits the Hotel with 50% of the price of that trip.';
    expect(anyOf(PRICE_IN_KIND_VETOES, 'Pricing & Taxes', text)).toBe(true);
    expect(categoriesOf(BUS, text)).toEqual(['Payment Terms & Billing']);
  });
  it.each([
    'The Hotel pays the Carrier GBP 40 per trip, and the Carrier credits the Hotel with 10% of the price of any late trip.',
    'The Carrier credits the Hotel with GBP 10 for each late trip.',
    'A service credit of 5% of the monthly fee applies for each hour of downtime.',
  ])('near miss (a sum stated, or no party credited): %s', (text) => expect(anyOf(PRICE_IN_KIND_VETOES, 'Pricing & Taxes', text)).toBe(false));
});

describe('C17: a fine\'s own sum on a sum paid late', () => {
  it('Payment Terms & Billing alone', () => {
    expect(isLatePaymentCharge('A Member who pays late pays a fine of GBP 5 for each week of delay.')).toBe(true);
    expect(isLatePaymentCharge('If the rent is paid late, the Tenant pays a penalty of $20.')).toBe(true);
    expect(categoriesOf(CLUB, 'A Member who pays late pays a fine of GBP 5 for each week of delay.')).toEqual(['Payment Terms & Billing']);
  });
  it.each([
    'A Member who misses a meeting pays a fine of GBP 5.',
    'If the Contractor finishes late, it pays a penalty of $500 for each day.',
    'A Member who pays late pays a fine of GBP 5, and the monthly contribution is GBP 20.',
  ])('near miss: %s', (text) => expect(isLatePaymentCharge(text)).toBe(false));
});

describe('a deed\'s registration or transfer duty paid: a tax, Pricing & Taxes', () => {
  it.each(['The Buyer pays the costs of this deed, the registration duties and the notary\'s fees.', 'The transfer tax payable on the sale is paid by the Buyer.'])('%s', (text) => {
    expect(anyOf(STAMP_DUTY_PAID_STRONG_CUES, 'Pricing & Taxes', text)).toBe(true);
    expect(categoriesOf(HOUSE, text)).toContain('Pricing & Taxes');
  });
  it.each(['The Buyer pays the costs of the registration of the vehicle.', 'The registration duties of the Agent are listed in Annex 1.'])('near miss: %s', (text) =>
    expect(anyOf(STAMP_DUTY_PAID_STRONG_CUES, 'Pricing & Taxes', text)).toBe(false));
});

describe('C212: the major repairs "for" any party the deed names', () => {
  it('after a code\'s article and a list of parts', () => {
    const text = 'The major repairs within the meaning of Article 606 of the Civil Code, including those to the roof and the main walls, are for the Buyer.';
    expect(anyOf(STRUCTURAL_REPAIR_STRONG_CUES, 'Asset Use', text)).toBe(true);
    expect(categoriesOf(HOUSE, text)).toContain('Asset Use');
  });
  it.each(['The major repairs are for the Contractor to carry out under Schedule 2.', 'Major repairs are for the Buyer\'s account.', 'The repairs are for the Buyer.'])('near miss: %s', (text) =>
    expect(STRUCTURAL_REPAIR_STRONG_CUES.slice(1, 2).some(([re]) => re.test(text))).toBe(false));
});

describe('the new patterns read hostile text in linear time (h109c86)', () => {
  const lists: (readonly (readonly [RegExp, string])[])[] = [PERIOD_RUN_STRONG_CUES, SERVICE_DESCRIBED_STRONG_CUES, USE_GIVEN_STRONG_CUES, USE_GIVEN_VETOES, PRICE_IN_KIND_VETOES, STAMP_DUTY_PAID_STRONG_CUES, STRUCTURAL_REPAIR_STRONG_CUES, RECITAL_WISH_VETOES];
  it.each(['No Member who ', 'A Member who a b c ', 'we do not ', 'provides the A with a, ', 'credits the A with 5% of ', 'major repairs a, ', 'pays the registration ', 'wishes to sell a ', 'a a a '])('%s', (unit) => {
    expectCueListsReadLinearly(lists, unit);
  });
  it.each(['pays late a fine of ', 'pays late pays a fine of GBP 5 '])('the late charge: %s', (unit) => {
    const found = readsLinearly((n) => {
      const text = unit.repeat(Math.ceil(n / unit.length));
      return () => isLatePaymentCharge(text);
    }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
    expect(found).toBeDefined();
  });
});
