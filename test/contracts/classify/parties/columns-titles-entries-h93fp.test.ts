/**
 * Executions, titles and entries left by facts set 54 (issue 18, h93fp), documents written for the rules, none from a set:
 * - an execution in a bracket column ("SIGNED by <name>, Director, )" / "for and on behalf of )" / "<COMPANY> ) ____")
 *   signs as its one line would (details/one-line-signers.ts readBracketColumn; cause 4);
 * - "don" / "doña" before a slot's names are titles, no part of them (lexicon/courtesy-titles.ts; cause 8);
 * - numbered "Name :" entries closed by "Hereinafter called the FIRST PARTY (the Lessor)." name their parties, a Balinese
 *   "I" opening a name among its words (parties/name-field-entries.ts, names/person-names.ts; cause 10).
 */
import { describe, expect, it } from 'vitest';
import { classifyElements } from '../../../../src/contracts/index.js';
import { isPersonName } from '../../../../src/contracts/classify/names/person-names.js';

/** Each Primary party with its role and contacts, of a plain-text document of one paragraph a line. */
const plain = async (...lines: string[]) => {
  const r = await classifyElements({ file: Buffer.from(`${lines.join('\n\n')}\n`), fileContentType: 'text/plain' });
  return r.parties.filter((p) => p.importance === 'Primary').map((p) => `${p.party} ${p.role}: ${p.contacts.map((c) => `${c.name} (${c.role})`).join(', ')}`);
};

const COCOA = [
  'COCOA PURCHASE AGREEMENT',
  'THIS AGREEMENT is made on the 9th day of June 2038',
  'BETWEEN',
  'KOKO RIMBA TRADING SDN. BHD. (Company No. 201801022345), a company incorporated in Malaysia with its place of business at No. 7, Jalan Pasar, 89000 Keningau, Sabah (hereinafter referred to as "the Buyer") of the one part;',
  'AND',
  'LINUS GINDUNG (NRIC No. 690412-12-5301), of Kampung Bingkor, 89008 Keningau, Sabah (hereinafter referred to as "the Grower") of the other part.',
  '1. The Grower shall sell to the Buyer all the dried cocoa beans of his smallholding, and the Buyer shall pay RM 9.20 per kilogram within seven (7) days after each delivery.',
  'IN WITNESS WHEREOF the parties have hereunto set their hands the day and year first above written.',
  'SIGNED by Chong Mei Ling, Director, )',
  'for and on behalf of )',
  'KOKO RIMBA TRADING SDN. BHD. ) ______________________',
  'in the presence of: )',
  'Tan Ah Seng, clerk',
  'SIGNED by the said )',
  'LINUS GINDUNG ) ______________________',
  'in the presence of: )',
  'Joseph Majanil'
];

describe('an execution in a bracket column (one-line-signers.ts readBracketColumn)', () => {
  it('the director signing for the company in the column is its contact; the grower signs for himself', async () => {
    expect(await plain(...COCOA)).toEqual(['KOKO RIMBA TRADING Buyer: Chong Mei Ling (Director)', 'LINUS GINDUNG Supplier: ']);
  });
});

const DRIVING = (company: string, driver: string) => [
  'CONTRACT FOR THE PROVISION OF DRIVING SERVICES',
  `In Puerto Natales, on March 3, 2038, between TORRES AUSTRAL TOURS SpA, Tax ID No. 76.554.120-K, represented by ${company} Andrade Soto, national identity card No. 12.443.901-2, both domiciled at Calle Bulnes 120, Puerto Natales, hereinafter "the Company", and ${driver} Barría Oyarzo, Chilean, married, driver, national identity card No. 15.221.876-4, domiciled at Pasaje Los Coigües 45, Puerto Natales, hereinafter "the Driver", the following contract has been agreed:`,
  'FIRST: The Driver shall drive the Company\'s minibus on its tours to the national park.',
  'SECOND: The Company shall pay the Driver $60.000 for each full day of driving, within five business days after receiving his fee receipt.',
  'Camila Andrade Soto',
  'p.p. TORRES AUSTRAL TOURS SpA',
  'Ignacio Barría Oyarzo',
  'THE DRIVER'
];

describe('"don" and "doña" before a slot\'s names (courtesy-titles.ts)', () => {
  it('the representative after "doña" is the company\'s contact, the driver after "don" the other party', async () => {
    expect(await plain(...DRIVING('doña Camila', 'don Ignacio')))
      .toEqual(['TORRES AUSTRAL TOURS Buyer: Camila Andrade Soto (representative)', 'IGNACIO BARRÍA OYARZO Supplier: ']);
  });
  it('the same without the titles reads alike', async () => {
    expect(await plain(...DRIVING('Camila', 'Ignacio')))
      .toEqual(['TORRES AUSTRAL TOURS Buyer: Camila Andrade Soto (representative)', 'IGNACIO BARRÍA OYARZO Supplier: ']);
  });
});

const PLOT = (closing: string) => [
  'GARDEN PLOT LEASE AGREEMENT',
  'On this day, Monday, the third of May, two thousand and thirty-eight (03-05-2038), we the undersigned:',
  '1. Name : I Ketut Arsana',
  'Age : 62 years',
  'Occupation : Farmer',
  'Address : Banjar Tegal, Sidemen Village, Karangasem Regency, Bali',
  closing,
  '2. Name : Made Sri Wahyuni',
  'Age : 37 years',
  'Occupation : Trader',
  'Address : Banjar Kawan, Sidemen Village, Karangasem Regency, Bali',
  'Hereinafter called the SECOND PARTY (the Lessee).',
  'The FIRST PARTY and the SECOND PARTY have agreed to a lease of a garden plot on the following terms:',
  'Article 1',
  'The FIRST PARTY leases to the SECOND PARTY a garden plot of 10 are for three (3) years, and the SECOND PARTY pays the rent of Rp 9.000.000,- in full on signing.'
];

describe('numbered "Name :" entries closed by their alias line (name-field-entries.ts)', () => {
  it('each entry\'s person is the party its closing line\'s bracket names', async () => {
    expect(await plain(...PLOT('Hereinafter called the FIRST PARTY (the Lessor).')))
      .toEqual(['I KETUT ARSANA Supplier: ', 'MADE SRI WAHYUNI Buyer: ']);
  });
  it('near miss: an entry no alias line closes names no party of its own', async () => {
    expect(await plain(...PLOT('Land certificate No. 2210.')))
      .toEqual(['MADE SRI WAHYUNI Buyer: ']);
  });
});

describe('a Balinese "I" opening a name (person-names.ts)', () => {
  it('"I" before a birth-order name is a name word', () => {
    expect(['I Wayan Sukadana', 'I Made Darma', 'I Gusti Ngurah Rai', 'Ni Luh Putu Ariani'].map((n) => isPersonName(n))).toEqual([true, true, true, true]);
  });
  it('near miss: "I" before any other word, or before one word alone, is no name\'s', () => {
    expect(['I Robert Smith', 'I Wayan', 'I Will Sign'].map((n) => isPersonName(n))).toEqual([false, false, false]);
  });
});
