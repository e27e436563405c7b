/**
 * A regulator's licence is a permit, no Intellectual Property (category-cues-regulator-licences.ts), and know-how or
 * recipes a party owns are (category-cues-intellectual-property.ts); issue 18, h67c54. Sentences written for these
 * tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf } from '../helpers.js';

const PARTIES = 'This Manufacturing Agreement is made between Acme Pharma Ltd ("Maker") and Bolt Brands Ltd ("Owner").';
const ip = (got: string[][]) => got.map((c) => c.includes('Intellectual Property'));

describe('categories: a regulator\'s licence (no Intellectual Property)', () => {
  it('a loan licence, a drugs or manufacturing licence, an operating licence, a licensed kitchen', () => {
    const got = categoriesOf(
      PARTIES,
      'The Maker holds a drugs manufacturing licence for its plant at Pune.',
      'The Maker shall not make any product until its loan licence has been granted by the regulator.',
      'If the Owner\'s loan licence is suspended, the Maker may stop production.',
      'The Owner appoints the Maker to make the products on a loan licence basis, and the Maker accepts.',
      'WHEREAS the Maker holds manufacturing licences under the Drugs Rules for its plant.',
      'The Maker may terminate if the manufacturing licence is revoked.',
      'It lets you use our licensed commercial bakery to prepare food for sale.',
      'You must keep a food service license from the county before you sell any meal.',
    );
    expect(ip(got.slice(1))).toEqual([false, false, false, false, false, false, false, false]);
    expect(got[6]).toEqual(['Term & Termination']);
  });

  it('a heading naming the permit passes no Intellectual Property to its clauses', () => {
    const got = categoriesOf(
      PARTIES,
      { text: '2. APPOINTMENT AND LOAN LICENCE', kind: 'title' },
      'The Owner shall obtain a loan licence from the state drugs regulator for each product before any order.',
      'Nothing in this Agreement obliges the Owner to place any order.',
    );
    expect(got[2]).toEqual(['Responsibilities']);
    expect(ip(got.slice(3))).toEqual([false]);
  });
});

describe('categories: licences that stay Intellectual Property (near misses)', () => {
  it('a licence of marks, of software, a manufacturing licence under patents, a licence heading over a grant', () => {
    const got = categoriesOf(
      PARTIES,
      'The Owner grants the Maker a licence to use its trade marks on the labels.',
      'The Owner licenses its software to the Maker for the term.',
      'The Owner grants the Maker a manufacturing licence under its patents for the territory.',
      { text: '3. LICENCE', kind: 'title' },
      'The Owner grants the Maker a non-exclusive licence to reproduce the artwork.',
    );
    expect(ip(got.slice(1))).toEqual([true, true, true, false, true]);
  });
});

describe('categories: know-how and recipes a party owns (Intellectual Property)', () => {
  it('owned, retained, or said to remain the party\'s', () => {
    const got = categoriesOf(
      'The Maker owns its base recipes and its production know-how, and nothing in this agreement transfers them to the Owner.',
      'The Consultant retains its general know-how.',
      'The recipes developed for the Bakery remain the property of the Bakery.',
    );
    expect(ip(got)).toEqual([true, true, true]);
  });

  it('not recipes kept confidential, made to, or only named; not a plant owned', () => {
    const got = categoriesOf(
      'The Dyer shall keep the Client\'s colour recipes confidential.',
      'Each batch will be made to the recipe agreed in writing by both parties.',
      'The Mill owns the processing plant and nothing in this agreement transfers it to the Grower.',
    );
    expect(ip(got)).toEqual([false, false, false]);
    expect(got[0]).toContain('Confidentiality');
  });
});
