/**
 * Issue 18, h122left: the last re-read's leftovers on C315 (h121revA #3, #7). "either/neither/each of them" is blocked
 * only after a count and its plural noun in the clause joined to it by "and", "but", "or", "so" or "yet" (the things just
 * named), not by a count in another phrase ("Within ten days, …"); "pays no <costs>" is the payer's bar for others'
 * people after "of" or "for" alike, and a price waived for a thing after "of".
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';
import { itClassifiesRepeatedLinearly } from '../cue-file-linearity.js';

const last = (types: string[][]) => types[types.length - 1];
const TWO = 'This agreement is made on 3 March 2041 between Agnese Rossi, of Lucca ("the Landowner"), and Bruno Conti, shepherd, of Pescia ("the Shepherd").';
const LEASE = 'This lease is made between Hill Homes Ltd (the "Landlord") and Jo Smith (the "Tenant").';
const CLUB = 'The Lakeside Bowls Club Incorporated ("we", "us" or the "Club") sets these rules for its members ("you").';

describe('"either/neither/each of them" after a count in another phrase (h121revA #3)', () => {
  it.each([
    ['Within ten days, either of them may end this agreement.', ['Right/Multiple Parties']],
    ['After two seasons either of them may end this agreement.', ['Right/Multiple Parties']],
    ['If the herd falls below 40 animals, neither of them may sell a sow.', ['Exclusion/Multiple Parties']],
  ])('the parties: %s', (text, want) => {
    expect(last(typesOf(TWO, text))).toEqual(want);
  });
  it('near misses: the things just counted, in the clause before "and" or "but"', () => {
    expect(last(typesOf(LEASE, 'The Landlord supplies two parking cards, and each of them must carry the Tenant\'s name.'))).toEqual([]);
    expect(last(typesOf(TWO, 'The Landowner keeps two dogs, but neither of them may enter the barn.'))).toEqual([]);
    expect(last(typesOf(LEASE, 'The Tenant may keep two cats, but neither of them may be left alone for more than two days.'))).toEqual(['Right/Tenant']);
  });
  itClassifiesRepeatedLinearly('two cards in ten days, and either of them may ');
});

describe('"pays no" others\' costs after "of" or "for"; a thing\'s costs waived (h121revA #7)', () => {
  it.each([
    ['The Club pays no travel costs for its players.', ['Exclusion/Club']],
    ['The Club pays no travel costs of its players.', ['Exclusion/Club']],
    ["The Club pays no travel costs for the team's players.", ['Exclusion/Club']],
    ['We pay no cash prizes.', ['Exclusion/Club']],
  ])('the payer\'s bar: %s', (text, want) => {
    expect(last(typesOf(CLUB, text))).toEqual(want);
  });
  it.each([
    'The Club pays no costs of the tournament.',
    'The Club pays no costs of return.',
    'The Club pays no compensation for fair wear and tear.',
    'The Club pays no delivery costs for its orders.',
  ])('near miss, a price waived: %s', (text) => {
    expect(last(typesOf(CLUB, text))).toEqual([]);
  });
  itClassifiesRepeatedLinearly('pays no costs for its for its ');
});
