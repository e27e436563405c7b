/**
 * Facts set 32's misses (issue 18, h47f32), each on short contracts written for these tests: Quebec's legal forms in
 * small letters, a street abbreviation inside a party's entry, signature lines written on one line, a passive time for
 * completion, a renewal whose subject is "it", and a payment period after a passive "is paid".
 */
import { describe, expect, it } from 'vitest';
import { primary, contactLists } from './facts-readers.js';

describe('Quebec\'s legal forms written in small letters ("inc.", "ltée")', () => {
  it('end a company\'s name, as "Inc." and "Ltée" do', () => {
    expect(primary(
      'This agreement is made on 4 March 2031 between Entretien Boreal inc., 88 rue Principale, Sherbrooke (the "Contractor"), and Marc Tremblay, 14 rue des Erables, Sherbrooke (the "Client").',
      'The Client shall pay the Contractor $150 per visit.',
    )).toEqual(['ENTRETIEN BOREAL Supplier', 'MARC TREMBLAY Buyer']);
    expect(primary(
      'This agreement is made on 4 March 2031 between Toitures Saguenay ltée (the "Supplier") and Marc Tremblay (the "Client").',
      'The Client shall pay the Supplier $2,000.',
    )).toEqual(['TOITURES SAGUENAY Supplier', 'MARC TREMBLAY Buyer']);
  });
  it('after a numbered company\'s number and province, with its "Per:" signer as contact', () => {
    expect(contactLists(
      'This agreement is made on 4 March 2031 between 9120-4455 Québec inc., 5 rue du Lac, Gatineau (the "Contractor"), and Luc Pelletier (the "Owner").',
      'The Owner shall pay the Contractor $900 for the season.',
      '9120-4455 Québec inc.',
      'Per: André Roy, President',
    )).toEqual([['9120-4455 QUÉBEC', ['André Roy']], ['LUC PELLETIER', []]]);
  });
});

describe('a street abbreviated before its name inside a party\'s entry ("Str.", "Bd.", and "nr." before the number)', () => {
  it('ends no sentence: the entry keeps its alias and its representative', () => {
    expect(contactLists(
      'FREIGHT CONTRACT',
      'Concluded in Brasov on 2 May 2031 between:',
      '1. CARPATI TRANS S.R.L., with its registered office at Str. Florilor nr. 12, Brasov, represented by Mr. Ion Stan, Administrator, hereinafter the "Carrier", and',
      '2. LACTA BRASOV S.A., with its registered office at Bd. Eroilor nr. 3, Brasov, represented by Ms. Ana Pop, Director, hereinafter the "Client".',
      'The Carrier shall carry the goods and the Client shall pay the freight.',
    )).toEqual([['CARPATI TRANS', ['Ion Stan']], ['LACTA BRASOV', ['Ana Pop']]]);
  });
});
