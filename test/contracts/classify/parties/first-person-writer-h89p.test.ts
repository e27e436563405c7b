/**
 * A first-person declaration that opens "I, <name>, … (the "<alias>")," names its writer, never the pronoun "I"; the
 * other party's bracket after its own name is that party's, and two aliases that say no side take them from the payer
 * (preamble-words.ts FIRST_PERSON_NAMED, preamble-names.ts; facts set 50's cause 3, issue 18, h89p). Sentences written
 * for the rule, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { primary } from '../facts-readers.js';

const RECEIPT = (opening: string, payment = 'The Charterer will pay the Owner EUR 600.00 for each further month within seven (7) days of the first day of that month.') => primary(
  'RECEIPT AND AGREEMENT FOR A BOAT MOORING',
  opening,
  payment,
  'Signed at Horta on 2 May 2039.',
  'Tiago Furtado',
);
const OPENING = 'I, Mr. Tiago Furtado, of 12 Rua do Mar, Horta (the "Owner"), acknowledge that I have received from Atlantic Charter Yachts Ltd, of 3 Avenida Marginal, Horta (the "Charterer"), the sum of EUR 600.00 for the first month\'s use of my mooring.';

describe('"I, <name>, … (the alias)," names the writer (h89p)', () => {
  it('the writer and the other party, sides from the aliases and the payer', () => {
    expect(RECEIPT(OPENING)).toEqual(['TIAGO FURTADO Supplier', 'ATLANTIC CHARTER YACHTS Buyer']);
  });
  it('"I, the undersigned, <name>" alike', () => {
    expect(RECEIPT(OPENING.replace('I, Mr.', 'I, the undersigned,'))).toEqual(['TIAGO FURTADO Supplier', 'ATLANTIC CHARTER YACHTS Buyer']);
  });
  it('two aliases that say no side ("Host", "Company"): the one the contract makes pay the other is the Buyer', () => {
    const opening = OPENING.replace('"Owner"', '"Host"').replace('"Charterer"', '"Company"');
    expect(RECEIPT(opening, 'The Company will pay the Host EUR 600.00 for each further month within seven (7) days of the first day of that month.')).toEqual(['TIAGO FURTADO Supplier', 'ATLANTIC CHARTER YACHTS Buyer']);
  });
  it('near miss: the bracket after the other party\'s name is never the writer\'s', () => {
    expect(RECEIPT('I, Tiago Furtado, of 12 Rua do Mar, Horta, hereby sell to Atlantic Charter Yachts Ltd (the "Buyer") my sailing boat for EUR 9,500.00.', 'Paid in full.')).toEqual(['ATLANTIC CHARTER YACHTS Buyer']);
  });
  it('near miss: "I, however," names no party "I"', () => {
    expect(RECEIPT('I, however, do not accept the offer of Atlantic Charter Yachts Ltd (the "Buyer") made on 2 May 2039.', 'Paid in full.')).toEqual(['ATLANTIC CHARTER YACHTS Buyer']);
  });
});
