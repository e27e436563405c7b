/**
 * A purpose clause promises nothing, a party named on the other's insurance owes nothing by it, a mutual grant
 * gives each party the right, and a role word before a plural noun names no party (issue 18, h18s15b). Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { PREAMBLE, typesOf } from '../helpers.js';

const types = (text: string) => typesOf(PREAMBLE, text)[1];

describe('a purpose clause ("so that", "in order that") gives no right and no duty', () => {
  it('the modal after "so that" with a pronoun or a party is no promise; the main clause still is', () => {
    expect(types('After expiry, Supplier will keep the portal open for thirty days so that they can download their files.')).toEqual(['Obligation/Supplier']);
    expect(types('Customer shall give at least a week\'s notice so that the Supplier can plan its staff.')).toEqual(['Obligation/Customer']);
    expect(types('Supplier shall send the plan early in order that Customer may comment on it.')).toEqual(['Obligation/Supplier']);
  });

  it('without a purpose the pronoun still takes the subject', () => {
    expect(types('Supplier will migrate the data and it may charge for the migration.')).toEqual(['Obligation/Supplier', 'Right/Supplier']);
  });
});

describe('a party named on the other\'s insurance', () => {
  it('"shall be named as additional insured" is no duty of the party named', () => {
    expect(types('The Customer shall be named as additional insured on the Supplier\'s liability policy.')).toEqual([]);
    expect(types('Customer shall be noted on each policy as loss payee.')).toEqual([]);
  });

  it('a duty of the party named stays one', () => {
    expect(types('The Customer shall be responsible for insuring its own equipment.')).toEqual(['Obligation/Customer']);
  });
});

describe('a mutual grant', () => {
  it('"Each party grants the other a licence" gives each party the right', () => {
    expect(types('Each party grants the other a non-exclusive licence to use its trade marks during the Term.')).toEqual(['Right/Multiple Parties']);
    expect(types('Either party hereby grants the other a royalty-free right to reproduce its logo.')).toEqual(['Right/Multiple Parties']);
  });

  it('a grant to "the other" denied, or of no right, gives none', () => {
    expect(types('Neither party grants the other any licence under this Agreement.')).not.toContain('Right/Multiple Parties');
  });
});

describe('a role word that modifies a plural noun names no party', () => {
  it('"Customer sites must", "Supplier engineers shall": the noun is the subject, no type', () => {
    expect(types('Customer sites must be open to the engineers from 8 a.m.')).toEqual([]);
    expect(types('Supplier engineers shall wear the Customer\'s visitor badge.')).toEqual([]);
  });

  it('the party itself, or a verb after it, still is', () => {
    expect(types('Customer agrees to keep the site open.')).toEqual(['Obligation/Customer']);
    expect(types('Supplier shall wear badges.')).toEqual(['Obligation/Supplier']);
  });
});

describe('an adverb ending in -s after the party is no plural noun (hrev10)', () => {
  it('"the Supplier nevertheless shall", "the Customer nonetheless must", "the Supplier regardless will" keep their subject', () => {
    expect([
      'If the Customer disputes an invoice, the Customer nevertheless shall pay the undisputed part.',
      'Supplier nonetheless must keep the Customer Data confidential.',
      'Customer regardless will remain liable for the fees already due.',
    ].map(types)).toEqual([['Obligation/Customer'], ['Obligation/Supplier'], ['Obligation/Customer']]);
  });
});
