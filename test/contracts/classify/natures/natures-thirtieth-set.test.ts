/**
 * Natures and parties set 30 and the lowest sets showed wrong (issue 18, h26s30n), each rule with sentences written for
 * it (none from the sets): two people named together under one alias, quoted or not, are the "they" of the terms; "does
 * not need to" frees the party; "warrants its … against" reads past a longer object; "is personally responsible for"
 * binds; two passive agents joined by "and" are both bound.
 */
import { describe, expect, it } from 'vitest';
import { PREAMBLE, typesOf } from '../helpers.js';

const title = (text: string) => ({ text, kind: 'title' as const });

describe('"they" for two people named together under one alias', () => {
  const PAIR = 'This agreement is made on 3 May 2028 between Kestrel Farms Pty Ltd of Dubbo NSW 2830 (Owner) and Sam Ward and Lily Ward, trading as Ward Fencing, of Wellington NSW 2820 (together, Fencer).';
  it('an unquoted "(together, Fencer)" makes the pair the party of several people', () => {
    const types = typesOf(PAIR, title('2. The work'), 'They must build 3 km of ringlock fence along the north boundary.', 'They are to remove the old posts.');
    expect(types.slice(2)).toEqual([['Obligation/Fencer'], ['Obligation/Fencer']]);
  });
  it('a quoted alias with its article reads the same', () => {
    const types = typesOf(PAIR.replace('(together, Fencer)', '(together, the "Fencers")'), title('2. The work'), 'They must supply their own tools.');
    expect(types[2]).toEqual(['Obligation/Fencers']);
  });
  it('without "together" the people are no party of several: "they" stays unbound', () => {
    const types = typesOf(PAIR.replace('(together, Fencer)', '(Fencer)'), title('2. The work'), 'They must supply their own tools.');
    expect(types[2]).toEqual([]);
  });
  it('a party named first in its own sentence keeps the sentence', () => {
    expect(typesOf(PAIR, 'Owner must pay the invoice within 14 days.')[1]).toEqual(['Obligation/Owner']);
  });
  it('an alias of things, or of companies named together, is no party of several people (review hrev19)', () => {
    const WORKS = 'This agreement is made between Kestrel Farms Pty Ltd (Owner) and Dubbo Fencing Pty Ltd (Fencer) for fences, gates and grids (collectively, Works).';
    expect(typesOf(WORKS, title('2. The work'), 'They must be finished by June.')[2]).toEqual([]);
    const FIRMS = 'This agreement is made between Kestrel Farms Pty Ltd and Dubbo Holdings Pty Ltd (together, Owners) and Sam Ward (Fencer).';
    expect(typesOf(FIRMS, title('2. The work'), 'They must supply the posts.')[2]).toEqual([]);
  });
});

describe('"does not need to" asks nothing of the party', () => {
  it('"does not need to" and "do not need your own" are the party\'s Disclaimer', () => {
    expect(typesOf(PREAMBLE, 'The Customer does not need to provide parking for the Supplier\'s staff.')[1]).toEqual(['Disclaimer/Customer']);
    expect(typesOf('These terms are between Fernhill Hall Ltd ("we", "us") and the hirer ("you").', 'We insure the building, so you do not need your own buildings cover.')[1]).toEqual(['Disclaimer/You']);
  });
  it('a need stated without "to" or "own" is no disclaimer', () => {
    expect(typesOf(PREAMBLE, 'The Customer does not need the old servers.')[1]).toEqual([]);
  });
});

describe('promises read past their adverbs and longer objects', () => {
  it('"warrants its … against" over an object of up to six words is a warranty of a thing', () => {
    expect(typesOf(PREAMBLE, 'The Supplier warrants its hand-built oak and walnut cabinets against warping for ten years.')[1]).toEqual(['Obligation/Supplier']);
  });
  it('"is personally responsible for" binds as "is responsible for" does', () => {
    expect(typesOf(PREAMBLE, 'If the Customer orders for a group, the Customer is personally responsible for the whole order.')[1]).toEqual(['Obligation/Customer']);
    expect(typesOf(PREAMBLE, 'The Supplier is wholly responsible for its subcontractors.')[1]).toEqual(['Obligation/Supplier']);
  });
});

describe('two passive agents joined by "and"', () => {
  it('"be borne by the Customer and the Supplier" binds both', () => {
    expect(typesOf(PREAMBLE, 'Any registration fee shall be borne by the Customer and the Supplier in equal shares.')[1]).toEqual(['Obligation/Customer', 'Obligation/Supplier']);
  });
  it('a second party that opens a clause of its own takes that clause\'s nature', () => {
    expect(typesOf(PREAMBLE, 'The freight shall be paid by the Customer and the Supplier may choose the carrier.')[1]).toEqual(['Obligation/Customer', 'Right/Supplier']);
  });
});
