/**
 * Set 90's categories, round 2 (issue 18, h117c90): an occurrence called off by any event that stops performance gives
 * its cancelling word no Term & Termination, so a "Term" heading's category does not pass to the Force Majeure sentence
 * under it (C273); people kept by the one in charge of them at a distance in figures from a hazard (C274); a party that
 * "does not answer for" a thing is not liable for it (C275); a holder licensed to carry on a trade holds a permit, no
 * Intellectual Property (C276). Sentences written for these tests, none taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { CANCELLED_OCCURRENCE_VETOES } from '../../../../src/contracts/classify/categories/cues/category-cues-cancelled-occurrences.js';
import { ACTIVITY_RULE_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-activity-rules.js';
import { TITLE_COVENANT_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-title-covenants.js';
import { REGULATORY_LICENCE_NOT_SAID } from '../../../../src/contracts/classify/categories/cues/category-cues-regulatory-licences.js';
import { anyOf, categoriesOf, documentCategories, expectCueListsReadLinearly } from './set-cue-helpers.js';

const TOURS = 'This agreement is between Hill Herding Co-operative ("the Co-operative") and Oak Tours Oy ("the Company").';

describe('C273: an occurrence called off by an event that stops performance is no ending (h117c90)', () => {
  it.each([
    'If the round-ups are cancelled because of an animal disease, neither party is liable to the other.',
    'If the boat trips are cancelled because of heavy snow, neither party owes the other anything.',
    'A ride cancelled due to high winds is not charged.',
    'If the tastings are cancelled owing to hail, the Company pays nothing for them.',
    'If the visits are cancelled because of an earthquake, the fee is refunded.',
  ])('the cancelling word gives no Term & Termination: %s', (text) => {
    expect(anyOf(CANCELLED_OCCURRENCE_VETOES, 'Term & Termination', text)).toBe(true);
  });
  it.each([
    'Either party may cancel this agreement if an animal disease stops the round-ups for 30 days.',
    'If the round-ups are cancelled because of an animal disease, this agreement ends.',
    'If heavy snow stops the rides for a month, either party may terminate the agreement.',
    'The Company may cancel a visit because of a breach of the rules, whatever the weather.',
    'The Company may cancel the booking at any time before the visit.',
  ])('near miss, the ending stays: %s', (text) => {
    expect(anyOf(CANCELLED_OCCURRENCE_VETOES, 'Term & Termination', text)).toBe(false);
  });
  it('under a "Term" heading, the Force Majeure sentence takes no Term & Termination; the term and the ending keep theirs', () => {
    const got = documentCategories([
      TOURS,
      '# 7 Term',
      '7.1 This agreement is in force from signing until 31 January 2048.',
      '7.2 If the round-ups are cancelled because of an animal disease, neither party is liable to the other.',
      '7.3 If heavy snow stops the rides for a month, either party may terminate the agreement.',
    ]);
    expect(got[2]).toEqual(['Term & Termination']);
    expect(got[3]).toEqual(['Force Majeure']);
    expect(got[4]).toContain('Term & Termination');
    expect(got[4]).toContain('Force Majeure');
  });
  it.each(['cancelled because of ', 'cancel due to snow ', 'cancelled for the wind ', 'cancel the a b c d e disease ', 'winds up '])('reads hostile text in linear time: %s', (unit) => {
    expectCueListsReadLinearly([CANCELLED_OCCURRENCE_VETOES], unit);
  });
});

describe('C274: people kept at a distance in figures from a hazard (h117c90)', () => {
  it.each([
    'The Club keeps the spectators at least 50 metres from the launch site.',
    'The guide keeps the visitors outside the pen and at least 20 metres from the bulls.',
    'The Contractor keeps the public 30 m away from the crane at all times.',
    'Marshals keep the crowd more than 100 feet clear of the track.',
    'The Company keeps its guests at least 10 metres from the edge of the quarry.',
  ])('Safety and Security: %s', (text) => {
    expect(anyOf(ACTIVITY_RULE_STRONG_CUES, 'Safety and Security', text)).toBe(true);
    expect(categoriesOf(TOURS, text)).toEqual(['Safety and Security']);
  });
  it.each([
    'The Operator keeps the guests\' cars at least 5 metres from the barn.',
    'The Operator may keep up to 90 dogs in a kennel yard at least 100 metres from any watercourse.',
    'The Grower keeps an isolation distance of at least 200 metres from any other crop.',
    'The Company keeps its boats 10 metres from the slipway.',
    'The Operator keeps its guests on the far side of the street, at least two metres from the monks.',
    'The Company keeps the visitors informed of the programme. The hut is 20 metres from the pen.',
    // (h117mendA; h117rr #12) People kept told of news that names a distance.
    'The Operator keeps the guests updated on road closures up to 20 km from the lodge.',
    'The Club keeps the spectators informed of any fire within 5 km of the course.',
  ])('near miss: %s', (text) => expect(anyOf(ACTIVITY_RULE_STRONG_CUES, 'Safety and Security', text)).toBe(false));
  it('near miss in a document of its own: people kept updated (h117mendA)', () =>
    expect(categoriesOf(TOURS, 'The Operator keeps the guests updated on road closures up to 20 km from the lodge.')).not.toContain('Safety and Security'));
  it.each(['keeps the public 1 m from ', 'keep you ', 'keeps the visitors 12345 ', 'keeps guests 5 metres away ', 'keep the crowd a b c 9 feet clear ', 'keeps the guests updated 20 km from '])('reads hostile text in linear time: %s', (unit) => {
    expectCueListsReadLinearly([ACTIVITY_RULE_STRONG_CUES], unit);
  });
});

describe('C275: "does not answer for" a thing is "is not liable for" it (h117c90)', () => {
  it.each([
    'The Club does not answer for valuables left in the changing rooms.',
    'The Carrier will not answer for parcels packed by the Sender.',
    'We do not answer to the Guest for items left in the room.',
    'The Landlord shall not answer for the tenants\' bicycles kept in the yard.',
  ])('Liability: %s', (text) => {
    expect(anyOf(TITLE_COVENANT_STRONG_CUES, 'Liability', text)).toBe(true);
    expect(categoriesOf(TOURS, text)).toEqual(['Liability']);
  });
  it.each([
    'The Secretary does not answer questions about the accounts.',
    'If the Buyer does not answer within 10 days, the offer lapses.',
    'The Operator answers for its guides as for its own staff.',
    'The Company does not answer, for the time being, any request by telephone.',
  ])('near miss: %s', (text) => expect(anyOf(TITLE_COVENANT_STRONG_CUES, 'Liability', text)).toBe(false));
  // (h117mendA; h117rr #4) A party silent for a while is a lapse clause's, no liability.
  it.each([
    'If the Buyer does not answer for 10 days, the offer lapses.',
    'If the Guest does not answer for more than 48 hours, the booking is released.',
    'If the Seller does not answer for a week, the Buyer may buy elsewhere.',
    'If the Tenant does not answer for long, the Landlord writes again.',
  ])('near miss, silent for a while: %s', (text) => {
    expect(anyOf(TITLE_COVENANT_STRONG_CUES, 'Liability', text)).toBe(false);
    expect(categoriesOf(TOURS, text)).not.toContain('Liability');
  });
  it('a delay\'s days answered for stay Liability', () =>
    expect(anyOf(TITLE_COVENANT_STRONG_CUES, 'Liability', 'The Carrier does not answer for 3 days\' delay at the border.')).toBe(true));
  it.each(['not answer ', 'not answer to the a ', 'not be answerable for ', 'not  answer  to  any  x  for ', 'not answer for a b c ', 'not answer for 9 9 9 days '])('reads hostile text in linear time: %s', (unit) => {
    expectCueListsReadLinearly([TITLE_COVENANT_STRONG_CUES], unit);
  });
});

describe('C276: a holder licensed to carry on a trade holds a permit, no Intellectual Property (h117c90)', () => {
  it.each([
    'Oak Fireworks Ltd, of Leeds, licensed to make and fire fireworks, represented by its director Ann Lee ("the Factory").',
    'The Boatman is licensed to carry passengers on the lake.',
    'The Dealer is licensed to buy, store and sell explosives.',
    'The Broker is licensed to sell wool at the public auctions.',
    'Only the Factory\'s licensed shotfirers may fire the charges.',
    'The Contractor uses licensed pyrotechnicians for the display.',
  ])('no Intellectual Property: %s', (text) => {
    expect(anyOf(REGULATORY_LICENCE_NOT_SAID, 'Intellectual Property', text)).toBe(true);
    expect(categoriesOf(TOURS, text)).not.toContain('Intellectual Property');
  });
  it.each([
    'The Licensee is licensed to make and sell the Licensed Products in the Territory.',
    'The Customer is licensed to make copies of the Software for backup.',
    'The Distributor is licensed to make use of the Marks in the Territory.',
    'The Publisher is licensed to reproduce images from the Archive.',
    'The Software is licensed to end users under the standard terms.',
    'The Studio is licensed to distribute films in the region.',
    // (h117mendA; h117rr #13) A reseller's licence of a work.
    'The Distributor is licensed to sell software of the Licensor to end users in Kenya.',
    'The Reseller is licensed to sell merchandise bearing the Marks at its stores.',
  ])('near miss, a work\'s licence: %s', (text) => {
    expect(anyOf(REGULATORY_LICENCE_NOT_SAID, 'Intellectual Property', text)).toBe(false);
    expect(categoriesOf(TOURS, text)).toContain('Intellectual Property');
  });
  it.each(['licensed to make ', 'licensed to make and ', 'licensed to sell, buy, fire ', 'Licensed to  carry  a ', 'licensed firers ', 'licensed to sell wool a b c ', 'licensed to sell goods of the '])('reads hostile text in linear time: %s', (unit) => {
    expectCueListsReadLinearly([REGULATORY_LICENCE_NOT_SAID], unit);
  });
});
