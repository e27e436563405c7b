/**
 * "we" bound by a bracket of its own after a name with no legal form (pronouns.ts WE_BRACKETED; issue 18, h113n89, set
 * 89's cause 2): `the Harbour Choir ("we") orders from Tom Hale ("you")` makes "we" (and "us") the party "we", as
 * `Harbour Choir Ltd ("we")` does, inside a "between" opening or outside it. Sentences written for the rule, none from a
 * set.
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';
import { pronounAliases } from '../../../../src/contracts/classify/parties/pronouns.js';
import { readsLinearly } from '../../../security/linear-time.js';

describe('a bracket of "we" after a name with no legal form (WE_BRACKETED)', () => {
  it('binds "we" outside a "between" opening, whatever the opening\'s verb', () => {
    const order = 'Following our call on 2 May, the Harbour Choir ("we") orders from Tom Hale ("you") the gowns below.';
    expect(typesOf(order, 'We pay the price within ten days of delivery.', 'If you deliver late, we may deduct 1% of the price for each day.').slice(1))
      .toEqual([['Obligation/we'], ['Right/we']]);
  });
  it('binds "we" inside a "between" opening, and "us" beside it', () => {
    expect(typesOf('This agreement is made between Harbour Choir ("we", "us") and Tom Hale ("you").', 'We pay the price within ten days of delivery.')[1])
      .toEqual(['Obligation/we']);
    expect(pronounAliases(['This agreement is made between the Hill Walkers ("we" or "us") and you.']).get('us')).toBe('we');
  });
  it('the map: "we" to the party "we", "us" only where the bracket quotes it; a legal form keeps its reading', () => {
    const got = pronounAliases(['The State Ensemble of Song and Dance ("we") orders from you ("the Maker") the items below.']);
    expect([got.get('we'), got.get('us'), got.get('you')]).toEqual(['we', undefined, 'Maker']);
    expect(typesOf('Following our call, Harbour Choir Ltd ("we") orders from Tom Hale ("you") the gowns below.', 'We pay the price within ten days.')[1])
      .toEqual(['Obligation/we']);
  });
  it('near misses: a bracket with an alias, a quoted "we" after no name, and no bracket leave the older readings', () => {
    expect(pronounAliases(['Harbour Choir ("Choir", "we") orders from you the gowns below.']).get('we')).toBe('Choir');
    expect(pronounAliases(['In these terms the words ("we") and ("you") are used.']).has('we')).toBe(false);
    expect(pronounAliases(['the word "we" (as in ("we")) means nothing here.']).has('we')).toBe(false);
    expect(typesOf('These terms apply between you and the Harbour Choir.', 'We pay the price within ten days of delivery.')[1])
      .toEqual([]);
  });
  it('reads hostile runs linearly', () => {
    for (const unit of ['Aa (', 'Aa ("we', 'Aa ("we" ', 'A', 'Aa  ( "we", "us" or ']) {
      readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => pronounAliases([text]);
      });
    }
  });
});
