/**
 * Places set 67 left unread or cut (issue 18, h89at): a parish called so in small letters, a region named by its kind
 * after its name, the capitals of small states (the longer place wins over the country inside it), the Seychelles'
 * islands, and an address line's town before a listed place. Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { attributesOf } from '../helpers.js';

describe('a division called by its kind', () => {
  it('reads the parish after "the parish of"', () => {
    expect(attributesOf('The yard lies in the parish of Saint Andrew in this Island.')).toEqual(['Location:Saint Andrew']);
  });
  it('reads a region named before "Region"', () => {
    expect(attributesOf('This lease is governed by the laws of the Amhara Region.')).toEqual(['Location:Amhara Region']);
  });
  it('reads no region of common words', () => {
    expect(attributesOf('Sales are reported for the Northern Sales Region each month.')).toEqual([]);
  });
});

describe('a small state\'s capital', () => {
  it('is one place, not its country', () => {
    expect(attributesOf('The kiosk stands on a square in Andorra la Vella.')).toEqual(['Location:Andorra la Vella']);
    expect(attributesOf('The buyer is a shop in Vaduz.')).toEqual(['Location:Vaduz']);
  });
  it('leaves a country holding a capital\'s name whole', () => {
    expect(attributesOf('The buyer is a shop in Guinea-Bissau.')).toEqual(['Location:Guinea-Bissau']);
  });
  it('reads the Seychelles\' islands', () => {
    expect(attributesOf('The walks go along the coast of Praslin.')).toEqual(['Location:Praslin']);
  });
});

describe('an address line\'s town before a listed place', () => {
  it('joins the town to the island or country that ends the line', () => {
    expect(attributesOf('Ms. Lise Morel, Baie Lazare, Mahé')).toEqual(['Person:Lise Morel', 'Location:Baie Lazare, Mahé']);
  });
  it('leaves a building before the town out', () => {
    expect(attributesOf('Acme Ltd, Harbour House, London')).toEqual(['Organization:Acme Ltd', 'Location:London']);
  });
  it('reads nothing more where words follow the listed place', () => {
    expect(attributesOf('Ms. Lise Morel, Baie Lazare, Mahé, a guide')).not.toContain('Location:Baie Lazare, Mahé');
  });
});
