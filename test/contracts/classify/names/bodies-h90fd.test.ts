/**
 * Other parties of facts set 51 (issue 18, h90fd, cause 6): a body named without an organisation word — known by the
 * conditions it sets on a party's activity (bodies-setting-conditions.ts), or by an Australian state's full name after
 * what it does (region-ending-bodies.ts). Sentences written for the rules, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { orgs } from '../found-names.js';

describe('a body that attaches or imposes conditions', () => {
  it('one word with a second capital, words with no head, initials', () => {
    expect(orgs('The Grazier shall keep to any conditions NatureScot may attach to grazing on the moor.')).toEqual(['NatureScot']);
    expect(orgs('The works are subject to the conditions imposed by Scottish Natural Heritage.')).toEqual(['Scottish Natural Heritage']);
    expect(orgs('The Tenant observes any conditions that Historic Buildings Trustees may set for the barn.')).toEqual(['Historic Buildings Trustees']);
    expect(orgs('The Operator complies with any conditions SEPA may attach to the discharge.')).toEqual(['SEPA']);
    expect(orgs('The felling follows the conditions laid down by Coillte for the forest.')).toEqual(['Coillte']);
  });
  it('near misses: a role, an English word, a person, a month, a longer name after "by"', () => {
    expect(orgs('The Tenant observes any conditions the Landlord may impose.')).toEqual([]);
    expect(orgs('The Tenant observes any conditions Landlord may impose.')).toEqual([]);
    expect(orgs('The Buyer accepts any conditions Management may impose.')).toEqual([]);
    expect(orgs('The Lodger keeps any conditions Peter Reid may impose on the room.')).toEqual([]);
    expect(orgs('The goods are sold on the conditions set by March each year.')).toEqual([]);
    expect(orgs('The Client pays for the works on the conditions set out below.')).toEqual([]);
  });
});

describe('an Australian state\'s agency named by what it does and the state written out', () => {
  it('a common word or a word with a second capital before the state', () => {
    expect(orgs('The Seller lodges the notice of disposal with Service Tasmania within 14 days.')).toEqual(['Service Tasmania']);
    expect(orgs('The Contractor reports any injury to WorkSafe Victoria.')).toEqual(['WorkSafe Victoria']);
    expect(orgs('The track crosses land managed by Parks Victoria.')).toEqual(['Parks Victoria']);
  });
  it('near misses: a town before the state with no comma, a state after a compass word', () => {
    expect(orgs('The Grower ships the fruit from Mildura Victoria to the Buyer.')).toEqual([]);
    expect(orgs('The Carrier delivers across Western Australia.')).toEqual([]);
  });
});
