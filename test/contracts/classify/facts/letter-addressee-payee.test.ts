/**
 * A letter whose countersigning addressee is the payee, not the payer (issue 18, hrev34): the writer ("we") pays the
 * band it books, so the writer is the Buyer and the addressee of the address block, whom the letter calls "you", the
 * Supplier. Before, the writer's "we" took the Supplier's side by default and the addressee the other.
 */
import { describe, expect, it } from 'vitest';
import { contactLists, primary } from '../facts-readers.js';

const letter = (payment: string) => [
  'Harbour Festivals Ltd',
  '5 Quay Road, Whitby YO21 1AB',
  '4 March 2031',
  'Ms. Ruth Akers',
  'Leader',
  'Northgate Folk Ensemble',
  '9 Abbey Lane, York YO1 7HH',
  'Re: Concert at the harbour festival',
  'Dear Ms. Akers,',
  'This letter sets out the terms on which Northgate Folk Ensemble (the "Ensemble") will play for Harbour Festivals Ltd ("we") at the harbour festival.',
  'The concert will take place on 12 July 2031 from 6 pm to 8 pm.',
  payment,
  'We will provide the stage, the lighting and a sound engineer.',
  'Either party may cancel on 30 days\' written notice.',
  'Please sign and return a copy of this letter to confirm your agreement.',
  'Yours sincerely,',
  'Harbour Festivals Ltd',
  'By: Tom Wray, Director',
  'Agreed and accepted:',
  'Northgate Folk Ensemble',
  'By: Ruth Akers, Leader',
];

describe('a letter\'s countersigning addressee that the writer pays (hrev34)', () => {
  it('"We will pay you a fee …": the writer is the Buyer, the addressee the Supplier, each with its signer', () => {
    const text = letter('We will pay you a fee of £1,800 within 14 days after the concert.');
    expect(primary(...text)).toEqual(['HARBOUR FESTIVALS Buyer', 'NORTHGATE FOLK ENSEMBLE Supplier']);
    expect(contactLists(...text)).toEqual([['HARBOUR FESTIVALS', ['Tom Wray']], ['NORTHGATE FOLK ENSEMBLE', ['Ruth Akers']]]);
  });
  it('"You will pay us …" (the near miss): the addressee pays, so it stays the Buyer', () => {
    expect(primary(...letter('You will pay us a hire fee of £300 for the stage, within 14 days after the concert.')))
      .toEqual(['HARBOUR FESTIVALS Supplier', 'NORTHGATE FOLK ENSEMBLE Buyer']);
  });
  it('no payer named: the writer\'s "we" stays the Supplier, as before', () => {
    expect(primary(...letter('The fee is £1,800, due within 14 days after the concert.')))
      .toEqual(['HARBOUR FESTIVALS Supplier', 'NORTHGATE FOLK ENSEMBLE Buyer']);
  });
});
