/**
 * Category precision set 21 showed against the written conventions (issue 18, h21s21), with sentences written for the
 * test: a lead-in's consent is no Communication of the items that list the acts needing it (C2, C6), and a party
 * excused from a failure by events named as force majeure is Force Majeure only under a "Liability" heading too (C4).
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf, PREAMBLE } from '../helpers.js';

describe('a lead-in asking for consent: its items take their own words (C6)', () => {
  const lead = 'The Supplier shall not do any of the following without the prior written consent of the Customer:';
  it('the lead-in is Communication; an item with no subject of its own takes none of it', () => {
    const got = categoriesOf(PREAMBLE, lead, { text: '(a) change its name;', kind: 'listItem' }, { text: '(b) move its registered office abroad.', kind: 'listItem' });
    expect(got[1]).toContain('Communication');
    expect(got.slice(2)).toEqual([[], []]);
  });
  it('an item whose own words say a subject keeps it', () => {
    expect(categoriesOf(PREAMBLE, lead, { text: '(a) assign this Agreement to a third party;', kind: 'listItem' })[2]).toEqual(['Assignments']);
  });
});

describe('excused from a failure by force majeure events, under a "Liability" heading (C4)', () => {
  it('Force Majeure only', () => {
    expect(categoriesOf(PREAMBLE, { text: '12. LIABILITY', kind: 'title' }, 'Neither party is liable for a delay caused by a flood, a fire or an act of God.', 'The Supplier is not responsible for a failure caused by events outside its reasonable control.').slice(2))
      .toEqual([['Force Majeure'], ['Force Majeure']]);
  });
  it('a loss or damage named keeps Liability', () => {
    expect(categoriesOf(PREAMBLE, { text: '12. LIABILITY', kind: 'title' }, 'Neither party is liable for any loss caused by a flood or an act of God.').slice(2)[0]).toContain('Liability');
  });
});
