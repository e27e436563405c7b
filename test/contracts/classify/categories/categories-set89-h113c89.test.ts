/**
 * Set 89's categories (issue 18, h113c89): a firearm carried, kept or possessed, a shot fired, a firearms licence (C251,
 * Safety and Security); a quantity at a unit price (C252, Pricing & Taxes); people kept at a safe distance, a rescue
 * service notified (C253, Safety and Security). Sentences written for these tests, none taken
 * from a labelled set; each rule with near misses and hostile text read in linear time.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ACTIVITY_RULE_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-activity-rules.js';
import { QUANTITY_AT_PRICE_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-rate-rows.js';
import { anyOf, categoriesOf, expectCueListsReadLinearly } from './set-cue-helpers.js';

const HIRE = 'This Hire Contract is made between Polar Hire AS (the "Lessor") and Tom Hale, of Tromsø (the "Hirer").';

// Each rule's row found by its own words, not by its place at the end of the list (h114c89 appended C258–C259 after them).
const FIREARM_CUE = ACTIVITY_RULE_STRONG_CUES.filter(([re]) => re.source.includes('shots?'));
const DISTANCE_RESCUE_CUE = ACTIVITY_RULE_STRONG_CUES.filter(([re]) => re.source.includes('safe\\s{1,8}distance'));

describe('C251: a firearm carried, kept or possessed, a shot fired, a firearms licence', () => {
  it.each([
    'The Hirer keeps the shotgun unloaded and locked in the Owner\'s gun cabinet.',
    'Firearms may be carried only by the guards on duty.',
    'No guest may bring fireworks, firearms or drugs on board.',
    'The Contractor will not let its staff possess alcohol or firearms on the site.',
    'The Hirer must report every shot fired to the police.',
    'The guide must hold a firearms licence.',
    'Rifles must be stored in the locked cabinet.',
  ])('Safety and Security: %s', (text) => expect(anyOf(FIREARM_CUE, 'Safety and Security', text)).toBe(true));
  it('in a document of its own', () => {
    expect(categoriesOf(HIRE, 'The Hirer keeps the rifle unloaded in the cabin.')).toContain('Safety and Security');
    expect(categoriesOf(HIRE, 'The Hirer must report every shot fired to the Governor.')).toContain('Safety and Security');
  });
  it.each([
    'The Hirer keeps the spray gun clean.',
    'The Client provides a guardroom with secure storage for firearms.',
    'We accept no advertising for tobacco or firearms.',
    'The Supplier indemnifies the Client against claims arising from the use of firearms by its guards.',
    'The photographer fired the kiln twice.',
  ])('near miss: %s', (text) => expect(anyOf(FIREARM_CUE, 'Safety and Security', text)).toBe(false));
});

describe('C253: people kept at a safe distance, a rescue service notified', () => {
  it.each([
    'The Operator keeps spectators at a safe distance from the fireworks.',
    'If a walker is missing at dusk, the Guide notifies the mountain rescue service.',
    'The Tenant informs the Landlord, the neighbours and the fire and rescue service at once.',
    'The skipper calls the sea rescue team.',
  ])('Safety and Security: %s', (text) => expect(anyOf(DISTANCE_RESCUE_CUE, 'Safety and Security', text)).toBe(true));
  it('in a document of its own', () =>
    expect(categoriesOf(HIRE, 'If the Hirer is more than three hours late, the Lessor notifies the rescue service.')).toContain('Safety and Security'));
  it.each([
    'The mountain rescue service is not part of this contract.',
    'The Hirer parks at a distance from the cabin.',
    'The Supplier informs the Buyer of any delay.',
    'The rescue of the business is the Administrator\'s task.',
  ])('near miss: %s', (text) => expect(anyOf(DISTANCE_RESCUE_CUE, 'Safety and Security', text)).toBe(false));
});

describe('C252: a quantity at a unit price', () => {
  it.each([
    'Walnut stools, dark stain: 12 pieces at GBP 95, GBP 1,140 in all',
    'The Buyer orders 40 pairs at EUR 12 each.',
    'Linen shirts: 8 units at $30.00',
    'Extra guiding: 3 hours at NOK 600',
  ])('Pricing & Taxes: %s', (text) => expect(anyOf(QUANTITY_AT_PRICE_STRONG_CUES, 'Pricing & Taxes', text)).toBe(true));
  it('in a document of its own, the row is a price', () => {
    expect(categoriesOf(HIRE, 'Walnut stools, dark stain: 12 pieces at GBP 95, GBP 1,140 in all')).toContain('Pricing & Taxes');
  });
  it.each([
    'The Hirer returns the snowmobile at 18:00.',
    'Delivery of 12 pieces at the Buyer\'s warehouse.',
    'Payment of 30% at signing, EUR 400.',
    'The meeting starts 10 minutes at most after 9:00.',
  ])('near miss: %s', (text) => expect(anyOf(QUANTITY_AT_PRICE_STRONG_CUES, 'Pricing & Taxes', text)).toBe(false));
  it('a quantity at a price is read whatever the unit and the code', () =>
    fc.assert(fc.property(fc.constantFrom('pieces', 'pairs', 'sets', 'boxes', 'hours'), fc.constantFrom('EUR', 'GBP', 'RUB', 'INR'),
      fc.integer({ min: 1, max: 999 }), (unit, code, n) =>
        anyOf(QUANTITY_AT_PRICE_STRONG_CUES, 'Pricing & Taxes', `Caps, green: ${n} ${unit} at ${code} ${n * 10}`)), { numRuns: 20 }));
});

describe('the new patterns read hostile text in linear time', () => {
  const lists: (readonly (readonly [RegExp, string])[])[] = [FIREARM_CUE, DISTANCE_RESCUE_CUE, QUANTITY_AT_PRICE_STRONG_CUES];
  it.each([
    'carry a, ', 'keeps the a b c ', 'rifles must be ', 'firearms ', 'shots ', 'shot fired ', '12 pieces at ', '1 a at ',
    '12 ', '1.5 aa ', 'at GBP ', 'firearms licence ', 'notifies a, ', 'at a safe ', 'informs rescue ',
  ])('%s', (unit) => {
    expectCueListsReadLinearly(lists, unit);
  });
});
