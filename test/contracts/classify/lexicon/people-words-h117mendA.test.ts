/**
 * The people lists (h117mendA; h117rr #2): PEOPLE_CARRIED, the carriage, delivery and physical-safety cues' people, has
 * no "groups" (goods travel in groups: pallets, products, containers); PEOPLE_BROUGHT, the natures' grant to a party's
 * people, adds it ("lets the Company's groups watch …"). Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { PEOPLE_BROUGHT, PEOPLE_CARRIED } from '../../../../src/contracts/classify/lexicon/people-words.js';
import { categoriesOf } from '../categories/set-cue-helpers.js';

const HAULAGE = 'This agreement is between Oak Foods Ltd ("the Buyer") and Fast Haulage Ltd ("the Carrier").';

describe('"groups" is the grant\'s people only (h117mendA)', () => {
  it('PEOPLE_CARRIED reads no "groups"; PEOPLE_BROUGHT does', () => {
    expect(new RegExp(String.raw`^${PEOPLE_CARRIED}$`).test('groups')).toBe(false);
    expect(new RegExp(String.raw`^${PEOPLE_BROUGHT}$`).test('groups')).toBe(true);
    expect(new RegExp(String.raw`^${PEOPLE_BROUGHT}$`).test('guests')).toBe(true);
  });
  it.each([
    'The Carrier transports groups of pallets to the warehouse within 48 hours.',
    'The Supplier delivers product groups A and B to the Buyer\'s store.',
    'The Haulier shall transport the container groups to the port.',
  ])('goods carried in groups keep Delivery: %s', (text) => expect(categoriesOf(HAULAGE, text)).toContain('Delivery'));
  it('people carried still give no Delivery', () =>
    expect(categoriesOf(HAULAGE, 'The Carrier transports the passengers to the port.')).not.toContain('Delivery'));
});
