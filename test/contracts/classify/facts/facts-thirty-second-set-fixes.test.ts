/**
 * Facts set 32's misses (issue 18, h47f32), each on short contracts written for these tests: Quebec's legal forms in
 * small letters, a street abbreviation inside a party's entry, signature lines written on one line, a passive time for
 * completion, a renewal whose subject is "it", and a payment period after a passive "is paid".
 */
import { describe, expect, it } from 'vitest';
import { primary, contactLists, effective, terms, paymentTerms } from '../facts-readers.js';

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

describe('a signature block written on one line: "<party> By: <name>, <title>" (and "Per:"), its "Date:" after', () => {
  const PREAMBLE = [
    'This agreement is made on 3 June 2031 between Sukhum Milling Co., Ltd. (the "Miller") and Nong Bua Farmers Co-operative Limited (the "Co-operative").',
    'The Miller shall mill the paddy and the Co-operative shall pay the Miller THB 450 per tonne.',
  ];
  it('gives the signer as the party\'s contact', () => {
    expect(contactLists(...PREAMBLE,
      'Sukhum Milling Co., Ltd. By: Somchai Wongsa, Managing Director',
      'Nong Bua Farmers Co-operative Limited Per: Prasert Kaew, Chairman',
    )).toEqual([['SUKHUM MILLING', ['Somchai Wongsa']], ['NONG BUA FARMERS CO-OPERATIVE', ['Prasert Kaew']]]);
  });
  it('a small "by:" in a sentence is no signer\'s label', () => {
    expect(contactLists(...PREAMBLE,
      'Sukhum Milling Co., Ltd. is paid by: Somchai Wongsa, Managing Director',
    )).toEqual([['SUKHUM MILLING', []], ['NONG BUA FARMERS CO-OPERATIVE', []]]);
  });
  it('a letter\'s acceptance dated on the signer\'s line is its effective date; undated, the letter has none', () => {
    const letter = (acceptance: string) => [
      'Dayton Organ Care LLC', 'March 2, 2031', 'Westview Community Church Inc.', 'Re: Organ Tuning Service Agreement',
      'This letter sets out the terms on which Dayton Organ Care LLC ("we") will tune the organ of Westview Community Church Inc. (the "Church"). The Church will pay us $300 per visit.',
      'Sincerely,', 'Dayton Organ Care LLC', 'By: Karen Bell, Owner', 'Agreed and accepted:', acceptance,
    ];
    expect(effective(...letter('Westview Community Church Inc. By: Tom Hale, Pastor Date: March 9, 2031'))).toEqual(['2031-03-09']);
    expect(contactLists(...letter('Westview Community Church Inc. By: Tom Hale, Pastor Date: March 9, 2031'))).toEqual([
      ['DAYTON ORGAN CARE', ['Karen Bell']], ['WESTVIEW COMMUNITY CHURCH', ['Tom Hale']]]);
    expect(effective(...letter('Westview Community Church Inc. By: Tom Hale, Pastor'))).toEqual([]);
  });
});

describe('a Dutch block: particles inside a representative\'s name, "<company>, <name>" signature lines', () => {
  const PREAMBLE = [
    'LEASE AGREEMENT',
    'THE UNDERSIGNED:',
    '1. Fietsen Delft B.V., having its registered office in Delft, represented by Jan van der Berg, director, hereinafter: "the Lessor";',
    '2. Zorg Gouda B.V., having its registered office in Gouda, represented by Samira el Idrissi, managing director, hereinafter: "the Lessee";',
    'The Lessee shall pay the Lessor EUR 500 per month.',
  ];
  it('the preamble\'s representative with "van der" or "el" in the name is the contact', () => {
    expect(contactLists(...PREAMBLE)).toEqual([['FIETSEN DELFT', ['Jan van der Berg']], ['ZORG GOUDA', ['Samira el Idrissi']]]);
  });
  it('"<company with its legal form>, <name>" signs for the company; a town after the comma is no signer', () => {
    const CONTRACT = [
      'This agreement is made on 3 June 2031 between Fietsen Delft B.V. (the "Lessor") and Zorg Gouda B.V. (the "Lessee").',
      'The Lessee shall pay the Lessor EUR 500 per month.',
      'Thus agreed and signed at Delft on 3 June 2031.',
    ];
    expect(contactLists(...CONTRACT, 'Fietsen Delft B.V., Pieter de Vries', 'Zorg Gouda B.V., Anouk Jansen'))
      .toEqual([['FIETSEN DELFT', ['Pieter de Vries']], ['ZORG GOUDA', ['Anouk Jansen']]]);
    expect(contactLists(...CONTRACT, 'Fietsen Delft B.V., Delft', 'Zorg Gouda B.V., Gouda'))
      .toEqual([['FIETSEN DELFT', []], ['ZORG GOUDA', []]]);
  });
});

describe('terms said with a passive or a pronoun', () => {
  const PREAMBLE = 'This contract is made on 3 May 2031 between Atlas Batiment S.A.R.L. (the "Contractor") and Dar Yasmine S.A.R.L. (the "Owner").';
  it('works that start on a date "and shall be completed within" a time "of that date": the time for completion', () => {
    expect(terms(PREAMBLE, 'The works shall start on 2 June 2031 and shall be completed within ten (10) weeks of that date.')).toEqual(['70 days']);
    // A repair's deadline from "that date", with no works started before it, is no term.
    expect(terms(PREAMBLE, 'Any defect notified shall be remedied within ten (10) days of that date.')).toEqual([]);
  });
  it('"it renews for successive … periods" after the agreement\'s sentence: the renewal term', () => {
    expect(terms(
      'This agreement is made on 3 May 2031 between Ohio Organ Care LLC (the "Tuner") and Westview Church Inc. (the "Church").',
      'After that it renews for successive two-year periods unless either party gives notice.',
    )).toEqual(['730 days']);
    expect(terms(
      'This agreement is made on 3 May 2031 between Ohio Organ Care LLC (the "Tuner") and Westview Church Inc. (the "Church").',
      'The Tuner keeps a spare blower; it is serviced every two years.',
    )).toEqual([]);
  });
  it('instalments "paid …, each within" a time: a payment term', () => {
    expect(paymentTerms(PREAMBLE, 'The price is paid in monthly instalments against approved statements, each within fifteen (15) days of the statement\'s approval.')).toEqual(['15 days']);
    expect(paymentTerms(PREAMBLE, 'The tiles are laid in rows, each within two (2) days of delivery.')).toEqual([]);
  });
});

describe('two people under one collective alias, a name with accents among them', () => {
  const contract = (pair: string) => [
    `This agreement is made on 4 March 2031 between Garderie Soleil inc. (the "Daycare") and ${pair}, 3 rue des Pins, Laval (together, the "Parents").`,
    'The Parents shall pay the Daycare $200 per week.',
  ];
  it('both are parties whatever their letters, and the pair is one side: the payer\'s', () => {
    expect(primary(...contract('Jérôme Martin and Émilie Roy'))).toEqual(['GARDERIE SOLEIL Supplier', 'JÉRÔME MARTIN Buyer', 'ÉMILIE ROY Buyer']);
    expect(primary(...contract('Jerome Martin and Emilie Roy'))).toEqual(['GARDERIE SOLEIL Supplier', 'JEROME MARTIN Buyer', 'EMILIE ROY Buyer']);
  });
  it('three parties under three aliases keep no side from the payer alone', () => {
    expect(primary(
      'This agreement is made on 4 March 2031 between Garderie Soleil inc. (the "Daycare"), Jerome Martin (the "Father") and Emilie Roy (the "Mother").',
      'The Father shall pay the Daycare $200 per week.',
    )).toEqual(['GARDERIE SOLEIL Unknown', 'JEROME MARTIN Unknown', 'EMILIE ROY Unknown']);
  });
});
