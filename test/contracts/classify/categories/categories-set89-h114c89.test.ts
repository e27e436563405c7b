/**
 * Set 89's categories, what h113c89 left (issue 18, h114c89): a thing hired by plain "hires" (C256, Asset Use); a hired
 * vehicle driven, where it is driven, what it comes with, fetched when it breaks down, and a thing whose use is granted
 * (C257, Asset Use); a person's fitness for the activity declared (C258, Safety and Security); a trip plan left with
 * someone (C259, Communication and Safety and Security); and "refunds" read as the refund cue's verb. Sentences written
 * for these tests, none taken from a labelled set; each rule with near misses and hostile text read in linear time.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { letThingNouns, letThingUse } from '../../../../src/contracts/classify/categories/category-let-things.js';
import { ACTIVITY_RULE_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-activity-rules.js';
import { LEASED_THING_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-leased-things.js';
import { PAYMENT_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-payment.js';
import { PATTERNS_ALONE_LENGTH, PATTERNS_ALONE_MS, readsLinearly } from '../../../security/linear-time.js';
import { anyOf, categoriesOf, expectCueListsReadLinearly } from './set-cue-helpers.js';

const HIRE = 'This Hire Contract is made between Fjord Vans AS (the "Owner") and Tom Hale, of Bergen (the "Hirer").';

// Each rule's row found by its own words, not by its place in the list. (h115c: the weight row now reads "under", "over",
// "at most" … beside "between", C266, so it is found by the words that open its alternation.)
const HIRES_CUE = LEASED_THING_STRONG_CUES.filter(([re]) => re.source.includes('hired|rented|leased'));
// (Session 76's re-read #7) The drink a person has taken is now row C100's "has been drinking" row, with INTOXICANT.
const FITNESS_CUE = ACTIVITY_RULE_STRONG_CUES.filter(([re]) => re.source.includes('pregnant') || re.source.includes('(?:between|under') || re.source.includes('been\\s{1,8}drinking'));
const TRIP_PLAN_CUE = ACTIVITY_RULE_STRONG_CUES.filter(([re]) => re.source.includes('float'));
const REFUND_CUE = PAYMENT_STRONG_CUES.filter(([re]) => re.source.includes('|refunds(?='));

/** The categories of `text`, a document of one sentence (session 76's re-read: the whole classifier on its probes). */
const alone = (text: string): string[] => classifyContract([{ kind: 'sentence', text }]).elements[0].categories.map((c) => c.label);

/** The categories of `text` in a document whose title names the thing hired. */
const inHireOf = (title: string, text: string): string[] =>
  classifyContract([{ kind: 'title', text: title }, { kind: 'sentence', text: HIRE }, { kind: 'sentence', text }])
    .elements[2].categories.map((c) => c.label);

describe('C256: a thing hired by plain "hires", to a party or a party hired it, a row of a thing hired from one', () => {
  it('each row is found once', () => expect([HIRES_CUE.length, FITNESS_CUE.length, TRIP_PLAN_CUE.length, REFUND_CUE.length]).toEqual([1, 3, 2, 1]));
  it.each([
    'The Owner hires the camper van described in the schedule to the Hirer for two weeks.',
    'The Club hires the two rowing boats to the School for the season.',
    'The Owner hires the Hirer a trailer and a tow bar.',
    'Trailer: hired from the Owner, with two straps',
  ])('Asset Use: %s', (text) => expect(anyOf(HIRES_CUE, 'Asset Use', text)).toBe(true));
  it('in a document of its own', () => expect(categoriesOf(HIRE, 'The Owner hires the Hirer a trailer and a tow bar.')).toContain('Asset Use'));
  it.each([
    'The Contractor hires its own workers and pays their wages.',
    'If the Client hires a Candidate within six months, it pays the fee.',
    'The Hotel hires two extra staff to the kitchen for the summer.',
    'Staff: hired from the local village',
    'Hire period: from 1 May to 14 May',
    // Session 76's re-read #2: one person hired out, a party hired again, a row of staff or guards hired from a firm.
    'The Agency hires a qualified nurse to the Hospital for each night shift.',
    'The Agency hires one interpreter to the Client for each hearing.',
    'The Contractor hires an experienced crane operator to the Employer for the lifting works.',
    'If the Client hires the Consultant a second time, the daily rate is reduced by 10%.',
    'If the Customer hires the Agency a third time within the year, no set-up fee is charged.',
    'Temporary staff: hired from the Agency, at the Client\'s cost.',
    'Site security: hired from SecureCo Ltd under a separate contract.',
  ])('near miss: %s', (text) => expect(anyOf(HIRES_CUE, 'Asset Use', text)).toBe(false));
  it.each([
    ['The Agency hires a qualified nurse to the Hospital for each night shift.', []],
    ['If the Customer hires the Agency a third time within the year, no set-up fee is charged.', ['Pricing & Taxes']],
    ['Site security: hired from SecureCo Ltd under a separate contract.', ['Safety and Security']],
  ])('whole classifier, no Asset Use: %s', (text, labels) => expect(alone(text)).toEqual(labels));
});

describe('C257: a hired vehicle driven, where, what it comes with, fetched when broken down; a thing whose use is granted', () => {
  const van = letThingUse(['van'])!;
  it.each([
    'The Hirer may let only the drivers named in the booking drive the van.',
    'Do not drive the van on the beach.',
    '(a) to drive only on sealed roads;',
    '(b) not to drive off the public roads;',
    'The van comes with a spare wheel, a jack and a first-aid kit.',
    'If the van breaks down, the Owner tows it to the nearest garage.',
  ])('Asset Use of the van: %s', (text) => expect(van.test(text)).toBe(true));
  it.each([
    '(c) not to drive the van under the influence of alcohol;',
    'You must not drive after drinking alcohol.',
    'When you drive the van, everyone wears a seat belt.',
    'If the van breaks down through no fault of yours, the hire charges stop until we repair it.',
    'The Hirer drives carefully.',
    'The price comes with a discount for members.',
    // Session 76's re-read #3: driving with no place named, money recovered or collected after a breakdown.
    'The Hirer must not drive off without paying the fuel charge.',
    'The Hirer shall not drive on any day on which the Hirer has worked more than ten hours.',
    'The Hirer shall not drive in a manner that endangers others.',
    'Staff of the Owner must not drive on the client\'s premises without a pass.',
    'The Lessee shall drive only in accordance with the printer\'s manual.',
    'The Club must not drive on the grass outside the hall.',
    'If the van breaks down through the Hirer\'s fault, the Owner recovers the cost of repair from the deposit.',
    'If the van breaks down, the Owner collects no hire for the days it is off the road.',
  ])('near miss: %s', (text) => expect(van.test(text)).toBe(false));
  it.each([
    '(b) not to drive in the national parks;',
    'The Hirer shall not drive off-road.',
    'If the van breaks down, the Owner collects it from the roadside.',
  ])('still Asset Use of the van: %s', (text) => expect(van.test(text)).toBe(true));
  it('a driving rule with no place keeps the price its own (whole classifier)', () =>
    expect(inHireOf('VAN HIRE CONTRACT', 'The Hirer must not drive off without paying the fuel charge.')).toEqual(['Payment Terms & Billing']));
  it('in a document whose title names the van', () => {
    expect(inHireOf('VAN HIRE CONTRACT', 'The van comes with a spare wheel and a jack.')).toContain('Asset Use');
    expect(inHireOf('VAN HIRE CONTRACT', '(b) not to drive off the public roads;')).toContain('Asset Use');
  });
  it('the use of a thing granted names the thing; the use of marks names none', () => {
    expect(letThingNouns(['The Farm grants the Contractor the use of its tractor and trailer for the harvest.'], [false])).toEqual(['tractor']);
    expect(letThingNouns(['The Licensor grants the Licensee the use of the Marks in the Territory.'], [false])).toEqual([]);
  });
});

describe('C258: a person\'s fitness for the activity declared or asked', () => {
  it.each([
    '– I weigh between 40 and 110 kg;',
    '– I am not pregnant;',
    'You must tell the instructor if anyone in your party is pregnant.',
    '– I have not drunk alcohol in the last 12 hours;',
    'The skipper may refuse a passenger who has drunk alcohol.',
    'I have told the instructor about every medication I take.',
  ])('Safety and Security: %s', (text) => expect(anyOf(FITNESS_CUE, 'Safety and Security', text)).toBe(true));
  it('in a document of its own', () =>
    expect(categoriesOf(HIRE, '– I am not pregnant and have not taken alcohol or drugs in the last 12 hours;')).toContain('Safety and Security'));
  it.each([
    'If the Mare is not pregnant by 1 October, the fee is refunded.',
    'Each parcel must weigh between 1 and 30 kg.',
    'You must tell us if your dog weighs more than 40 kg.',
    'The Clinic keeps the medicines in a locked cabinet.',
    'The Hotel does not serve alcohol after midnight.',
    // Session 76's re-read #7: no person taking part, a maternity notice, a condition of another consequence.
    'Once the Wholesaler has taken drugs into its stock, risk in them passes to the Wholesaler.',
    'The Pharmacy delivers the medicines you take to your home each month.',
    'I am pregnant and my expected week of childbirth begins on 12 May 2027.',
    'If you are pregnant when the policy starts, maternity costs are excluded from cover.',
    'If a visitor is pregnant, the Park shall offer a refund of the ticket price.',
    'If a visitor has drunk alcohol, the Park shall offer a refund of the ticket price.',
    'The Contractor shall remove from the Site any worker who has consumed alcohol or drugs.',
  ])('near miss: %s', (text) => expect(anyOf(FITNESS_CUE, 'Safety and Security', text)).toBe(false));
  it.each([
    'If you are pregnant, you must not take part in the dive.',
    'Pregnant women may not ride the zip line.',
    'You may not dive if you are pregnant.',
    'You must tell us of any medicines you take.',
  ])('a bar or a telling: %s', (text) => expect(anyOf(FITNESS_CUE, 'Safety and Security', text)).toBe(true));
  it('a condition keeps the refund its own (whole classifier)', () =>
    expect(alone('If a visitor is pregnant, the Park shall offer a refund of the ticket price.')).toEqual(['Payment Terms & Billing', 'Pricing & Taxes']));
});

describe('C259: a trip plan left with someone', () => {
  it.each([
    'The skipper files a float plan with the harbour master.',
    'Each group leaves a route plan with the hut warden before setting out.',
  ])('Communication and Safety and Security: %s', (text) => {
    expect(anyOf(TRIP_PLAN_CUE, 'Communication', text)).toBe(true);
    expect(anyOf(TRIP_PLAN_CUE, 'Safety and Security', text)).toBe(true);
  });
  it('in a document of its own', () =>
    expect(categoriesOf(HIRE, 'The Hirer leaves a trip plan with the Owner, stating the route.')).toEqual(expect.arrayContaining(['Communication', 'Safety and Security'])));
  it.each([
    'The Contractor submits a project plan to the Client.',
    'The Council approved the travel budget.',
    'The Hirer leaves the van at the station.',
    // Session 76's re-read #8: a planning Travel Plan, an employee's travel plan (no "with", no trip told).
    'The Developer shall submit a Travel Plan to the Council for approval before first occupation.',
    'The Employee submits a travel plan to the line manager before booking any flight.',
  ])('near miss: %s', (text) => {
    expect(anyOf(TRIP_PLAN_CUE, 'Communication', text)).toBe(false);
    expect(anyOf(TRIP_PLAN_CUE, 'Safety and Security', text)).toBe(false);
  });
});

describe('"refunds", the verb, read as "refund" is', () => {
  it.each([
    'If the Club cancels the course, it refunds the whole fee.',
    'The Seller repairs the chair or refunds its price.',
  ])('Payment Terms & Billing: %s', (text) => expect(anyOf(REFUND_CUE, 'Payment Terms & Billing', text)).toBe(true));
  it('in a document of its own', () =>
    expect(categoriesOf(HIRE, 'The Owner may cancel the hire in a storm, and then refunds the price in full.')).toContain('Payment Terms & Billing'));
  it.each([
    'Net revenue means gross sales less refunds and any amounts credited.',
    'The Hotel keeps a register of refunds and deposits.',
    // Session 76's re-read #12: the noun with a participle, whatever comes before it.
    'Net Sales means gross receipts minus customer refunds paid in the quarter.',
    'Royalties are calculated on revenue after refunds paid to customers.',
    'Net revenue means gross sales less  refunds and amounts credited.',
  ])('near miss: %s', (text) => expect(anyOf(REFUND_CUE, 'Payment Terms & Billing', text)).toBe(false));
  it.each([
    'The Seller refunds 50% of the price.',
    'The Seller refunds to the Buyer the price paid.',
  ])('the verb by its object: %s', (text) => expect(anyOf(REFUND_CUE, 'Payment Terms & Billing', text)).toBe(true));
  it('a refund of any money word is read whatever the party', () =>
    fc.assert(fc.property(fc.constantFrom('the Club', 'the Owner', 'it', 'the School'), fc.constantFrom('fee', 'price', 'deposit', 'amount paid'),
      (who, money) => anyOf(REFUND_CUE, 'Payment Terms & Billing', `If the trip is cancelled, ${who} refunds the ${money}.`)), { numRuns: 16 }));
});

describe('the new patterns read hostile text in linear time', () => {
  const van = letThingUse(['van'])!;
  const lists: (readonly (readonly [RegExp, string])[])[] = [HIRES_CUE, FITNESS_CUE, TRIP_PLAN_CUE, REFUND_CUE, [[van, 'Asset Use']]];
  it.each([
    'hires the a ', 'hires the A a ', 'A: hired from ', 'drive the van ', 'not to drive ', 'drive only ', 'the van comes ',
    'the van breaks down ', 'alcohol ', 'I weigh ', 'guests is ', 'has not taken ', 'heart ', 'medicines I ', 'leaves a trip ',
    'refunds the a ', 'less refunds ', 'grants the A the use of ', 'not to drive on the a ', 'drive only in a a ',
    'the van breaks down collects ', 'I am not pregnant ', 'tell if pregnant ', 'pregnant, a must ', 'passenger who has taken ',
    'I have ', 'refunds paid ', 'refunds to ', 'leaves a trip plan ', 'Site security: ',
  ])('%s', (unit) => {
    expectCueListsReadLinearly(lists, unit);
  });
  // Session 76's re-read #13: the grant of use is read by letThingNouns (GRANTS), so its unit is run there too.
  it.each(['grants the A the use of ', 'grants the A the use of the a '])('letThingNouns: %s', (unit) => {
    const found = readsLinearly((n) => {
      const text = unit.repeat(Math.ceil(n / unit.length));
      return () => letThingNouns([text], [false]);
    }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
    expect(found).toBeDefined();
  });
});
