/**
 * "<Town>, <Name> Municipality" in an address is the territory the town lies in, a place; a municipality that acts
 * stays a body (institution-guards.ts guard "a town's municipality"; facts set 38's cause 6, h70roles). Sentences
 * written for this change.
 */
import { describe, expect, it } from 'vitest';
import { orgs } from '../found-names.js';

describe('a municipality after a town in an address (h70roles)', () => {
  it.each([
    'Kvareli Wines, registered in the village of Shilda, Kvareli Municipality, represented by its Director.',
    'The farm lies in Napareuli, Telavi Municipality, on the left bank.',
  ])('%s: no body', (text) => {
    expect(orgs(text).filter((o) => o.includes('Municipality'))).toEqual([]);
  });
  it.each([
    ['In the village of Shilda, Kvareli Municipality shall issue the permit.', ['Kvareli Municipality']],
    ['The permit is issued by Kvareli Municipality within 30 days.', ['Kvareli Municipality']],
  ])('%s: a body that acts or is named alone', (text, bodies) => {
    expect(orgs(text).filter((o) => o.includes('Municipality'))).toEqual(bodies);
  });
});
