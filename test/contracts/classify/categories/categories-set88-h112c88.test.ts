/**
 * Set 88's categories, second part (issue 18, h112c88): a vehicle not overloaded and wild animals not handled (C244,
 * Safety and Security); liable jointly and severally (C245, Liability); a grant personal to its holder (C246,
 * Assignments); a place let to be used or kept open to the other, a guest's room (C247, Asset Use); a licence to drive,
 * sail or fly held, people trained in first aid (C248, Responsibilities); a carrier's passenger insurance (C249,
 * Insurance). Sentences written for these tests, none taken from a labelled set; each rule with near misses.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { ACTIVITY_RULE_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-activity-rules.js';
import { LIABLE_FOR_ANY_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-liability-heads.js';
import { PERSONAL_GRANT_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-personal-grants.js';
import { SITE_USE_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-site-use.js';
import { QUALIFICATION_HELD_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-qualifications-held.js';
import { anyOf, categoriesOf, expectCueListsReadLinearly } from './set-cue-helpers.js';

const ROUTE = 'This agreement is made in Leeds on 3 May 2040 between Leeds City Council (the "Council") and Tom Hale, of Leeds (the "Operator").';
const HOTEL = 'This contract is made between Harrogate Spa Ltd (the "Hotel") and Ann Reed, of York (the "Guest").';

describe('C244: a vehicle not overloaded, wild animals not handled', () => {
  it.each([
    'The Operator must not carry more passengers than the van has seats.',
    'No coach may take more pupils than it is licensed for.',
    'You must not carry more people than the boat has seat belts.',
    'The Driver shall not load more than 75 kg of luggage on the roof.',
    'Never put more than 2 tonnes of stone onto the trailer.',
    'No one may touch, feed or chase a dolphin.',
    'Guests must not touch or disturb the turtles.',
  ])('Safety and Security: %s', (text) => expect(anyOf(ACTIVITY_RULE_STRONG_CUES, 'Safety and Security', text)).toBe(true));
  it('in a document of its own', () => {
    expect(categoriesOf(ROUTE, 'The Operator must not carry more passengers than the van has seats.')).toContain('Safety and Security');
    expect(categoriesOf(ROUTE, 'No one may touch, feed or ride a turtle.')).toContain('Safety and Security');
  });
  it.each([
    'If more guests come than the number booked, the Client pays for each.',
    'Each parcel must weigh no more than 30 kg.',
    'We feed your horse twice a day.',
    'The Keeper may touch and feed the goats.',
    'The Operator carries more passengers than last year.',
  ])('near miss: %s', (text) => expect(anyOf(ACTIVITY_RULE_STRONG_CUES, 'Safety and Security', text)).toBe(false));
  it.each([
    'The Customer may not grant access to more persons than the number of seats purchased.',
    'The Agency shall not deploy more persons than are permitted under the Purchase Order.',
    'The Customer shall not allow more people than are permitted by its subscription plan to access the Platform.',
    'The Tenant shall not touch or disturb the meter seals.',
  ])('near miss (session 75\'s re-read #3, #6): %s', (text) => expect(anyOf(ACTIVITY_RULE_STRONG_CUES, 'Safety and Security', text)).toBe(false));
  it('a sea word before seals or rays keeps them animals', () => {
    expect(anyOf(ACTIVITY_RULE_STRONG_CUES, 'Safety and Security', 'Guests must not touch or feed the fur seals.')).toBe(true);
    expect(anyOf(ACTIVITY_RULE_STRONG_CUES, 'Safety and Security', 'Divers must not touch or chase a manta ray.')).toBe(true);
    expect(anyOf(ACTIVITY_RULE_STRONG_CUES, 'Safety and Security', 'You must not touch or disturb the seals.')).toBe(true);
  });
  it('in a document of its own, a seat licence is no safety rule', () =>
    expect(categoriesOf(ROUTE, 'The Agency shall not deploy more persons than are permitted under the Purchase Order.')).not.toContain('Safety and Security'));
});

describe('C245: liable jointly and severally', () => {
  it.each([
    'The Guarantors are jointly and severally liable for the rent.',
    'The Partners shall be jointly and severally liable to the Bank.',
    'Each Tenant accepts joint and several liability for the Tenants\' duties.',
  ])('Liability: %s', (text) => expect(anyOf(LIABLE_FOR_ANY_STRONG_CUES, 'Liability', text)).toBe(true));
  it('in a document of its own', () =>
    expect(categoriesOf(ROUTE, 'The Operator is jointly and severally liable with his partner.')).toEqual(['Liability']));
  it.each([
    'The directors give a joint and several guarantee to the Bank.',
    'The Sellers jointly and severally warrant that the title is good.',
  ])('near miss: %s', (text) => expect(anyOf(LIABLE_FOR_ANY_STRONG_CUES, 'Liability', text)).toBe(false));
});

describe('C246: a grant personal to its holder', () => {
  it.each([
    'The licence is personal to the Stallholder.',
    'This permit is personal to him and may not be lent.',
    'The booking remains personal to the Member.',
  ])('Assignments: %s', (text) => expect(anyOf(PERSONAL_GRANT_STRONG_CUES, 'Assignments', text)).toBe(true));
  it('in a document of its own', () =>
    expect(categoriesOf(ROUTE, 'The permit is personal to the Operator and may not be sold.')).toContain('Assignments'));
  it.each([
    'The Council keeps the personal data of the Operator.',
    'The Operator keeps his personal property in the kiosk.',
    'The reasons are personal to the role, not the holder.',
  ])('near miss: %s', (text) => expect(anyOf(PERSONAL_GRANT_STRONG_CUES, 'Assignments', text)).toBe(false));
  it.each([
    'Your password is personal to you and must not be disclosed to anyone.',
    'The login details are personal to the User and must be kept secret.',
    'The discount is personal to the Member and cannot be combined with other offers.',
  ])('near miss (session 75\'s re-read #5): %s', (text) => expect(anyOf(PERSONAL_GRANT_STRONG_CUES, 'Assignments', text)).toBe(false));
  it.each([
    'The Nomination is personal to the Mare Owner and shall not be transferred.',
    'Choreographer may not assign this Agreement, since it is personal to her.',
    'This licence shall be personal to the Licensee.',
  ])('the granted thing as subject: %s', (text) => expect(anyOf(PERSONAL_GRANT_STRONG_CUES, 'Assignments', text)).toBe(true));
});

describe('C247: a place let to be used or kept open to the other, a guest\'s room', () => {
  it.each([
    'The Hotel lets the Operator\'s crew use its pier for boarding.',
    'The Council allows the Club to use the slipway on Sundays.',
    'The Council keeps the coach station open to the Operator\'s buses.',
    'The Hotel accommodates the Guest in a double room with a bath.',
    'The Guest may not receive visitors in her room after midnight.',
    'The Guest vacates the room by 11:00 on the last day.',
    'The Tenant shall allow the Landlord\'s builders to enter the flat to mend the roof.',
    'The Lessee allows the Owner to show the farm to buyers.',
  ])('Asset Use: %s', (text) => expect(anyOf(SITE_USE_STRONG_CUES, 'Asset Use', text)).toBe(true));
  it('in a document of its own', () => {
    expect(categoriesOf(HOTEL, 'The Guest leaves the room by 10:00 on the day of departure.')).toContain('Asset Use');
    expect(categoriesOf(ROUTE, 'The Council lets the Operator\'s drivers use the depot at night.')).toContain('Asset Use');
  });
  it.each([
    'You may not let anyone else use your kitchen hours.',
    'The Operator keeps the kiosk open every day from 8:00.',
    'The Council keeps the park open to the public.',
    'The Cleaner cleans the rooms checked out by 10:00.',
    'The Guest leaves the room key at the desk.',
    'The Artist allows the Gallery\'s advisers to visit the studio.',
  ])('near miss: %s', (text) => expect(anyOf(SITE_USE_STRONG_CUES, 'Asset Use', text)).toBe(false));
  it.each([
    'The portal allows the Customer to enter its shop details and opening hours.',
    'The Service lets you enter your site address to receive quotes.',
    'The Seller keeps its offer open to the Buyer for thirty days.',
    'The Employer keeps the position open to the Employee during parental leave.',
  ])('near miss (session 75\'s re-read #4): %s', (text) => expect(anyOf(SITE_USE_STRONG_CUES, 'Asset Use', text)).toBe(false));
  it('a place kept open with its own words after it', () =>
    expect(anyOf(SITE_USE_STRONG_CUES, 'Asset Use', 'The Branch keeps the bus stations of Asmara and Keren open to the Operator\'s minibus.')).toBe(true));
});

describe('C248: a licence to drive, sail or fly held, first aid trained', () => {
  it.each([
    'Every driver must hold a valid driving licence.',
    'The Operator drives only with a current professional driving licence.',
    'Our captain holds a master\'s licence.',
    'The Pilot must hold a pilot\'s licence with an instrument rating.',
    'All instructors are trained in first aid.',
    'Ms Lee, who holds a climbing instructor licence, leads each climb.',
    'Each launch is skippered by a licensed boatmaster.',
  ])('Responsibilities: %s', (text) => expect(anyOf(QUALIFICATION_HELD_STRONG_CUES, 'Responsibilities', text)).toBe(true));
  it('in a document of its own, no Intellectual Property', () => {
    const got = categoriesOf(ROUTE, 'Our skipper holds a master\'s licence from the Harbour Board.');
    expect(got).toContain('Responsibilities');
    expect(got).not.toContain('Intellectual Property');
  });
  it.each([
    'The Council may check the registration plate of the van.',
    'Unless he holds a driving licence, the Operator employs a driver.',
    'The Licensee may use the master licence to sublicense the Software.',
    'Each boat is crewed by a skipper and a deckhand.',
    'Mr Tom Hale, taxi driver, residing in Leeds and holding a category B driving licence, hereinafter called "the Rider";',
  ])('near miss: %s', (text) => expect(anyOf(QUALIFICATION_HELD_STRONG_CUES, 'Responsibilities', text)).toBe(false));
});

describe('C249: a carrier\'s passenger insurance', () => {
  it('is Insurance', () =>
    expect(categoriesOf(ROUTE, 'The Operator must take out compulsory passenger insurance for the van.')).toContain('Insurance'));
  it('near miss: a passenger\'s travel insurance checked is not', () =>
    expect(categoriesOf(ROUTE, 'The Operator checks each passenger\'s travel insurance at the door.')).not.toContain('Insurance'));
});

describe('a ministry of transport and communications is a name, no Communication', () => {
  const rows = (body: string) => classifyContract([
    { kind: 'sentence', text: 'This agreement is made in York on 3 May 2040 between:' },
    { kind: 'sentence', text: `the Roads Branch of the ${body}, represented by its head, Mr Tom Hale, hereinafter called "the Branch";` },
    { kind: 'sentence', text: 'and Mr Sam Ward, van owner, residing in York, hereinafter called "the Operator".' },
  ]).elements.slice(1).map((e) => e.categories.map((c) => c.label));
  it('in a party row', () => expect(rows('Ministry of Transport and Communications')).toEqual([[], []]));
  it('nor with a third thing named', () => expect(rows('Ministry of Transport, Posts and Communications')).toEqual([[], []]));
  it('near miss: communications sent to a ministry stay Communication', () =>
    expect(categoriesOf(ROUTE, 'The Operator sends all communications about the route to the Ministry in writing.')).toContain('Communication'));
});

describe('the new patterns read hostile text in linear time', () => {
  const lists: (readonly (readonly [RegExp, string])[])[] = [
    ACTIVITY_RULE_STRONG_CUES.slice(-2), LIABLE_FOR_ANY_STRONG_CUES.slice(-1), PERSONAL_GRANT_STRONG_CUES,
    SITE_USE_STRONG_CUES.slice(-3), QUALIFICATION_HELD_STRONG_CUES.slice(-1),
  ];
  it.each([
    'more passengers than ', 'load more than 5 kg of a ', 'touch, feed, ', 'touch or ', 'jointly and severally ',
    'is personal to ', 'let a use the ', 'keeps the a open to ', 'accommodate a in a single ', 'leaves the room ',
    'unless a hold a valid driving ', 'with a with a ', 'trained in first ', 'allow a to enter the ', 'crewed by a licensed ',
    'holds a a a instructor ',
  ])('%s', (unit) => {
    expectCueListsReadLinearly(lists, unit);
  });
  it('a vehicle overloaded is read whatever the vehicle is called', () =>
    fc.assert(fc.property(fc.constantFrom('van', 'minibus', 'boat', 'coach', 'taxi'), (what) =>
      anyOf(ACTIVITY_RULE_STRONG_CUES, 'Safety and Security', `The Operator must not carry more passengers than the ${what} has seats.`)), { numRuns: 5 }));
});
