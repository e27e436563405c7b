/**
 * Issue 18, h101t77 (set 77's cause; sentences and names written for this test): C118 — a body's own name, a dash, then
 * the kind of body it is with its legal form ("Moshav Ein Shalva – Agricultural Cooperative Society Ltd.", Israeli
 * registration translated) is one name (names/dashed-names.ts), and the party its row aliases is bound by its clauses
 * (parties/slot-names.ts counts no dash as a word). A dash before a name of its own ("Annex A – Acme Ltd"), after a
 * role ("Supplier – General Trading Ltd.") or after common words only stays a cut.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orgs } from '../found-names.js';
import { typesOf } from '../helpers.js';

describe('a name, a dash and the kind of body (C118)', () => {
  it('reads the whole name at an entry\'s start, after "(1)" and after a slot word', () => {
    expect(orgs('Moshav Ein Shalva – Agricultural Cooperative Society Ltd., of Mobile Post Galil')).toEqual(['Moshav Ein Shalva – Agricultural Cooperative Society Ltd.']);
    expect(orgs('(1) Kibbutz Nir Oren – Cooperative Society Ltd., of Haifa;')).toEqual(['Kibbutz Nir Oren – Cooperative Society Ltd.']);
    expect(orgs('This agreement is made between Gilboa Yarden – Orchards Ltd. and Dekel Lifts Ltd.')).toEqual(['Gilboa Yarden – Orchards Ltd.', 'Dekel Lifts Ltd.']);
  });
  it('keeps the dash a cut before a name of its own, after a role, a document\'s part or common words', () => {
    expect(orgs('Annex A – Meridor Ltd, of Haifa')).toEqual(['Meridor Ltd']);
    expect(orgs('Supplier – General Trading Ltd., of Haifa')).toEqual(['General Trading Ltd.']);
    expect(orgs('Green Valley – Agricultural Society Ltd., of Haifa')).toEqual(['Agricultural Society Ltd.']);
    expect(orgs('Kibbutz Nir Oren – Shalev Lifts Ltd., of Haifa')).toEqual(['Shalev Lifts Ltd.']);
  });
  it('binds the party the dashed row aliases, with "of the first part"', () => {
    const got = typesOf(
      'Between:',
      'Moshav Ein Shalva Gilboa – Agricultural Cooperative Society Ltd., of Mobile Post Galil (hereinafter: "the Moshav") of the first part;',
      'And:',
      'Shalev Picking Services Ltd., of 9 HaTzabar Street, Haifa (hereinafter: "the Contractor") of the second part;',
      'The Moshav shall pay the Contractor within 30 days of each invoice.',
      'The Moshav may set off any sum the Contractor owes it.',
    ).slice(4);
    expect(got).toEqual([['Obligation/Moshav'], ['Right/Moshav']]);
  });
  it('property: one to three proper names before the dash join the cooperative\'s kind', () => {
    const word = fc.constantFrom('Ein', 'Shalva', 'Gvanim', 'Nir', 'Oren', 'Yarden', 'Tzofar');
    fc.assert(fc.property(fc.array(word, { minLength: 1, maxLength: 3 }), (words) => {
      const name = `Moshav ${words.join(' ')} – Agricultural Cooperative Society Ltd.`;
      expect(orgs(`${name}, of Haifa`)).toEqual([name]);
    }), { numRuns: 30 });
  });
});
