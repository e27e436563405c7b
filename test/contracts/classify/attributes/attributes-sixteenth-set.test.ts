/**
 * Attribute defects sets 16 and 17 showed (issue 18, h18s16p), with sentences written for them (none from the sets).
 */
import { describe, expect, it } from 'vitest';
import { attributesOf } from '../helpers.js';

describe('"GmbH & Co. KG" is one legal form', () => {
  it.each([
    ['Weserland Logistik GmbH & Co. KG shall store the pallets.', ['Organization:Weserland Logistik GmbH & Co. KG']],
    ['The order goes to Alb Druckerei GmbH & Co KG in Ulm.', ['Organization:Alb Druckerei GmbH & Co KG']],
    ['Becker GmbH and Sommer KG shall share the cost.', ['Organization:Becker GmbH', 'Organization:Sommer KG']],
  ])('%s', (text, want) => {
    expect(attributesOf(text).filter((a) => a.startsWith('Organization:'))).toEqual(want);
  });
});

describe('a heading\'s own "Art. N" is the article\'s number, no Number (as "ARTICLE 4")', () => {
  it.each([
    ['Art. 7 Governing law', []],
    ['ART. 2 Fees and 3 instalments', ['Number:3']],
    ['The fee is set out in Art. 4 of this mandate.', ['Number:4']],
  ])('%s', (text, want) => {
    expect(attributesOf(text).filter((a) => a.startsWith('Number:'))).toEqual(want);
  });
});

describe('a heading\'s own number in words ("CLAUSE FOUR.– PAYMENT") is no Number', () => {
  it.each([
    ['CLAUSE SIX.– DELIVERY', []],
    ['ARTICLE TWELVE - NOTICES', []],
    ['CLAUSE TWO shall apply to 3 rooms.', ['Number:TWO', 'Number:3']],
  ])('%s', (text, want) => {
    expect(attributesOf(text).filter((a) => a.startsWith('Number:'))).toEqual(want);
  });
});
