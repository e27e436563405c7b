/**
 * Issue 18, h87na (set 65's attribute causes, sentences written for this test): signers in a signature row's cells —
 * a post before the name ("Director Aa Bb | Mayor Cc Dd"), a thumbprint marking the signing as a seal does, a second
 * "For the Company:" cell, a name after the line signed over — are each a Person, and so is a representative after "its
 * Manager"; a town after a day of making written in figures ("concluded on
 * 1.02.2031 in Aa between …") is a Location.
 */
import { describe, expect, it } from 'vitest';
import { attributesOf } from '../helpers.js';

describe('signers in a signature row\'s cells', () => {
  it('a post before each name', () => {
    expect(attributesOf('Director Ivana Marić | Mayor Tomislav Jurić')).toEqual(['Person:Ivana Marić', 'Person:Tomislav Jurić']);
  });
  it('a thumbprint after the name, a seal after the other', () => {
    expect(attributesOf('Vuthy Keo (signature and thumbprint) | Sok Dara, Director (signature and seal)')).toEqual(['Person:Vuthy Keo', 'Person:Sok Dara']);
  });
  it('a second "For the Company:" cell', () => {
    expect(attributesOf('For the Customer: Omar Saleh | For the Company: Yusuf Khalil, Sales Manager')).toEqual(['Person:Omar Saleh', 'Person:Yusuf Khalil']);
  });
  it('a name after the line signed over, the post before it', () => {
    expect(attributesOf('General Director ________ R. Həsənov | Director ________ L. Quliyeva')).toEqual(['Person:R. Həsənov', 'Person:L. Quliyeva']);
    expect(attributesOf('Chief Executive ________ Tom Harris | Director ________ Ann Price')).toEqual(['Person:Tom Harris', 'Person:Ann Price']);
  });
  it('a representative after "its Manager"', () => {
    expect(attributesOf('Tiskara Sava DOOEL, with its seat in Bitola, represented by its Manager Marko Ilievski (hereinafter: the Supplier).'))
      .toEqual(['Organization:Tiskara Sava DOOEL', 'Location:Bitola', 'Person:Marko Ilievski']);
  });
  it('near misses: a table header of posts, a cell of services, a "for" inside a cell', () => {
    expect(attributesOf('Director | Mayor')).toEqual([]);
    expect(attributesOf('Director Services | Payment Terms')).toEqual([]);
    expect(attributesOf('Item | Tent hire for the Company: Hosting Services')).toEqual([]);
    expect(attributesOf('Director ________ Date ________')).toEqual([]);
    expect(attributesOf('Manager: Site Services')).toEqual([]);
  });
});

describe('the place of making after a day written in figures', () => {
  it('is a Location', () => {
    expect(attributesOf('This contract is concluded on 1.02.2031 in Bugojno between the following parties:')).toEqual(['DateTime:1.02.2031', 'Location:Bugojno']);
    expect(attributesOf('Signed on 3/5/2031 in Kalesija by both parties.')).toEqual(['DateTime:3/5/2031', 'Location:Kalesija']);
  });
  it('near miss: a payment made in a currency', () => {
    expect(attributesOf('The payment is made on 1.02.2031 in Euros.')).toEqual(['DateTime:1.02.2031']);
  });
});
