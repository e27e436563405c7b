/**
 * Set 96's cause 1 (issue 18, h122e96; C320): parties named in a table at the head of the contract, a header row with a
 * name column and a last column of what each is called (`Party | Name and home | Called in this agreement`), a row for
 * each party whose last cell is its alias (`First | Batbayar Ganbold, herder of Tsagaannuur | the Camp Holder`). The
 * clauses bind each alias as a preamble's bracket does; the name is a Person (an Organization with a legal form).
 * Sentences written for the rule, none from a set.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { typesAndAttributesOf, typesOf } from '../helpers.js';
import { tablePartyRows } from '../../../../src/contracts/classify/parties/table-party-rows.js';
import { itClassifiesRunsLinearly } from '../cue-file-linearity.js';

const HEAD = 'Party | Name and home | Called in this agreement';
const FIRST = 'First | Tuya Bold, herder of Bulgan | the Well Keeper';
const SECOND = 'Second | Nomin Dash, herder of Erdenet | the Grazier';
const noTitles = (): boolean => false;

describe('a table of parties: the header names the column of what each is called (C320)', () => {
  it('each row\'s last cell is the alias of its name cell\'s party; the clauses bind it', () => {
    expect(typesOf(
      'The parties are the two herders named below.', HEAD, FIRST, SECOND,
      'The Well Keeper shall open the well at dawn.',
      'The Grazier may water 200 sheep a day.',
      'The Grazier must not fence the spring.',
    ).slice(4)).toEqual([['Obligation/Well Keeper'], ['Right/Grazier'], ['Exclusion/Grazier']]);
  });
  it('the name up to its comma is a Person; one with a legal form an Organization', () => {
    const got = typesAndAttributesOf(
      'Party | Full name | Referred to as',
      'First | Altan Ganzorig | "Lender"',
      'Second | Khangai Hay Trading LLC, Bulgan | the "Buyer"',
      'The Buyer shall pay the Lender on delivery.',
    );
    expect(got[1].attributes).toContain('Person:Altan Ganzorig');
    expect(got[2].attributes).toContain('Organization:Khangai Hay Trading LLC');
    expect(got[3].types).toEqual(['Obligation/Buyer']);
  });
  it('tablePartyRows gives each row\'s name span and alias', () => {
    const texts = [HEAD, FIRST, SECOND];
    expect(tablePartyRows(texts, noTitles).map((r) => [r.element, texts[r.element].slice(r.begin, r.end), r.alias, r.person])).toEqual([
      [1, 'Tuya Bold', 'Well Keeper', true],
      [2, 'Nomin Dash', 'Grazier', true],
    ]);
  });
});

describe('near misses: tables that name no parties', () => {
  it('a schedule of properties and their owners, with no "called" column, adds no party', () => {
    expect(tablePartyRows(['Property | Owner', 'Ballagawne Farm, Lonan | the Farm Owner'], noTitles)).toEqual([]);
    expect(typesOf('Property | Owner', 'Ballagawne Farm, Lonan | the Farm Owner', 'The Farm Owner shall clean the tank.')[2]).toEqual([]);
  });
  it('a price table whose last column is a rate, and a header without a name column, read nothing', () => {
    expect(tablePartyRows(['Item | Called | Price', 'Hay | Bale | MNT 9,000'], noTitles)).toEqual([]);
    expect(tablePartyRows(['Party | Called', 'First | the Well Keeper'], noTitles)).toEqual([]);
  });
  it('a row whose last cell is no alias (small letters, a sentence) names nothing; nor a row after a title', () => {
    expect(tablePartyRows([HEAD, 'First | Tuya Bold | a herder of the bag'], noTitles)).toEqual([]);
    expect(tablePartyRows([HEAD, '1. Terms', FIRST], (i) => i === 1)).toEqual([]);
  });
  it('a table past the contract\'s first elements is no party table', () => {
    const filler = Array.from({ length: 40 }, (_, k) => `Clause ${k + 1} applies.`);
    expect(tablePartyRows([...filler, HEAD, FIRST], noTitles)).toEqual([]);
  });
});

describe('invariants', () => {
  it('every row read names a span of its own element that holds no " | "', () => {
    const cell = fc.stringMatching(/^[A-Za-z ,"]{0,20}$/);
    fc.assert(fc.property(fc.array(fc.tuple(cell, cell, cell), { maxLength: 5 }), (rows) => {
      const texts = [HEAD, ...rows.map((r) => r.join(' | '))];
      for (const r of tablePartyRows(texts, noTitles)) {
        expect(r.element).toBeGreaterThan(0);
        expect(texts[r.element].slice(r.begin, r.end)).toBe(r.text);
        expect(r.text.includes('|')).toBe(false);
      }
    }));
  });
});

describe('hostile text: table rows', () => {
  itClassifiesRunsLinearly(
    [' | ', 'Called in this agreement ', 'the Well Keeper ', 'Tuya Bold, '],
    (unit) => `"${unit}" repeated in a party table's header and rows: linear`,
    (run) => [
      { text: `Party | Name and home | Called ${run}`, kind: 'sentence' },
      { text: `First | ${run} | the Well Keeper`, kind: 'sentence' },
      { text: `Second | Nomin Dash | the ${run}`, kind: 'sentence' },
    ],
  );
});
