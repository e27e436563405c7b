/**
 * Parties and signers left by facts set 55 (issue 18, h94fp), documents written for the rules, none from a set:
 * - "Cía. Ltda." (compañía limitada) is one legal form: its first period ends no sentence and the name keeps its words
 *   (lexicon/gazetteer.ts COMPANY_SUFFIXES, structure/sentences.ts BEFORE_LTDA; cause 4);
 * - a name right under "p.p. <company>" signs for the company with no title line (details/block-openers.ts; cause 3);
 * - two posts joined by a slash after a signer's name ("Owner/Operator") are one title (details/line-shapes.ts
 *   NAME_COMMA_TITLE; cause 7).
 */
import { describe, expect, it } from 'vitest';
import { classifyElements } from '../../../../src/contracts/index.js';
import { splitSentences } from '../../../../src/contracts/structure/sentences.js';
import { NAME_COMMA_TITLE } from '../../../../src/contracts/classify/parties/details/line-shapes.js';

/** Each Primary party with its role and contacts, of a plain-text document of one paragraph a line. */
const plain = async (...lines: string[]) => {
  const r = await classifyElements({ file: Buffer.from(`${lines.join('\n\n')}\n`), fileContentType: 'text/plain' });
  return r.parties.filter((p) => p.importance === 'Primary').map((p) => `${p.party} ${p.role}: ${p.contacts.map((c) => `${c.name} (${c.role})`).join(', ')}`);
};
const split = (text: string): string[] => splitSentences(text, { start: 0, end: text.length }).map((r) => text.slice(r.start, r.end));

describe('"Cía. Ltda." as one legal form (gazetteer.ts, sentences.ts)', () => {
  it('its first period ends no sentence; before another word the period of "Cía" or "CIA" still does', () => {
    const entry = 'the company Manglar Alto Cía. Ltda., with RUC No. 0991234567001, hereinafter "THE CARRIER".';
    expect(split(entry)).toEqual([entry]);
    expect(split('The samples went to the CIA. The Carrier keeps a copy.')).toEqual(['The samples went to the CIA.', 'The Carrier keeps a copy.']);
  });
  it('the party is named without its form, with or without the periods', async () => {
    const contract = (form: string) => [
      'CONTRACT FOR THE TRANSPORT OF BANANAS',
      `This contract is made between Manglar Alto ${form}, with RUC No. 0991234567001, (the "Carrier") and Rosa Elvira Mora Quiñónez, farmer, (the "Grower").`,
      'The Grower shall pay the Carrier USD 0,40 for each box carried, within fifteen (15) days of the delivery.',
    ];
    expect(await plain(...contract('Cía. Ltda.'))).toEqual(['MANGLAR ALTO Supplier: ', 'ROSA ELVIRA MORA QUIÑÓNEZ Buyer: ']);
    expect(await plain(...contract('Cia Ltda'))).toEqual(['MANGLAR ALTO Supplier: ', 'ROSA ELVIRA MORA QUIÑÓNEZ Buyer: ']);
  });
});

describe('a procuration\'s "p.p. <company>" over its signer (block-openers.ts)', () => {
  it('the name under it signs for the company though no title line follows', async () => {
    expect(await plain(
      'CONTRACT FOR THE SUPPLY OF WALNUTS',
      'Between Mr. Peio Arrieta Zabala, farmer (hereinafter, the "GROWER") and the company ZUMETA JAKIAK, S.L. (hereinafter, the "BUYER").',
      'The BUYER shall pay the GROWER 2,10 EUR per kilogram within thirty (30) days of each delivery.',
      'THE GROWER',
      'Peio Arrieta Zabala',
      'THE BUYER',
      'p.p. ZUMETA JAKIAK, S.L.',
      'Maite Uranga Ezeiza',
    )).toEqual(['PEIO ARRIETA ZABALA Supplier: ', 'ZUMETA JAKIAK Buyer: Maite Uranga Ezeiza (signatory)']);
  });
});

describe('two posts joined by a slash (line-shapes.ts NAME_COMMA_TITLE)', () => {
  it.each([
    ['Travis Lee Ochsner, Owner/Operator', 'Travis Lee Ochsner', 'Owner/Operator'],
    ['Ngaire Wells, Director/Secretary', 'Ngaire Wells', 'Director/Secretary'],
    ['Ngaire Wells, Director', 'Ngaire Wells', 'Director'],
  ])('%s', (line, name, title) => {
    const m = NAME_COMMA_TITLE.exec(line);
    expect([m?.[1], m?.[2]]).toEqual([name, title]);
  });
  it('near misses: no letters on one side of the slash, or figures', () => {
    expect(NAME_COMMA_TITLE.exec('Ngaire Wells, N/A')).toBeNull();
    expect(NAME_COMMA_TITLE.exec('Ngaire Wells, Unit 3/4')).toBeNull();
  });
  it('the owner-operator signing under "By:" is the company\'s contact', async () => {
    expect(await plain(
      'CUSTOM BALING AGREEMENT',
      'This agreement is between Ruth Ann Vogel, of Ogallala, Nebraska ("Farmer"), and PLATTE VALLEY BALING, LLC, a Nebraska limited liability company ("Baler").',
      '1. Baler shall bale the hay of Farmer\'s fields at $14.00 per bale.',
      '2. Farmer shall pay within 10 days after the last field is baled.',
      'Farmer: ______________________   Date: 7-02-2038',
      'Ruth Ann Vogel',
      'PLATTE VALLEY BALING, LLC',
      'By: ______________________   Date: 7-03-2038',
      'Cody James Riedel, Owner/Operator',
    )).toEqual(['RUTH ANN VOGEL Buyer: ', 'PLATTE VALLEY BALING Supplier: Cody James Riedel (Owner/Operator)']);
  });
});

describe('a first-person grantor whose bracket names the land (preamble-names.ts writerNamed)', () => {
  const deed = (writer: string) => [
    'DEED OF SERVITUDE',
    `I, ELSPETH MARY GOODLAD, farmer, residing at Upper Toft, Sandness, Shetland ZE2 9PL, ${writer}, IN CONSIDERATION of the sum of ONE THOUSAND POUNDS (£1,000) STERLING paid to me by WEST MAINLAND TELECOM LIMITED, incorporated under the Companies Acts (Registered Number SC700123) (the "Grantee"), of which sum I acknowledge receipt, HEREBY GRANT in favour of the Grantee a servitude right to lay and maintain a cable under the Burdened Property.`,
    '(One) The Grantee shall reinstate the ground at its own expense.',
    '(Two) The Grantee shall pay me TEN POUNDS (£10) for each day on which its works keep my cattle off the field.',
    'IN WITNESS WHEREOF these presents are subscribed by me at Walls on the second day of March Two thousand and thirty-eight before this witness, Ruth Anne Tait, Teacher, Walls.',
    'Elspeth Mary Goodlad',
    'SUBSCRIBED for and on behalf of WEST MAINLAND TELECOM LIMITED at Lerwick on the ninth day of March Two thousand and thirty-eight by Lowrie James Williamson, Director, before this witness, Ann Clark, Secretary, Lerwick.',
  ];
  it('the grantor is the party paid (Supplier), the company paying the Buyer; its subscription names its director', async () => {
    expect(await plain(...deed('heritable proprietor of the farm of Upper Toft, registered in the Land Register of Scotland under Title Number ZET9031 (the "Burdened Property")')))
      .toEqual(['ELSPETH MARY GOODLAD Supplier: ', 'WEST MAINLAND TELECOM Buyer: Lowrie James Williamson (Director)']);
  });
  it('a bracket naming the writer gives its alias to the writer, as before', async () => {
    expect(await plain(...deed('(the "Grantor")')))
      .toEqual(['ELSPETH MARY GOODLAD Supplier: ', 'WEST MAINLAND TELECOM Buyer: Lowrie James Williamson (Director)']);
  });
});

describe('numbered key-terms rows, their labels acting in the present tense (schedule-items.ts ROW_NUMBER, field-labels.ts)', () => {
  const terms = (duty: string) => [
    'MUSSEL SUPPLY AGREEMENT',
    'Key Terms',
    'Item | Detail',
    '1. Farmer | Kangaroo Island Shellfish Pty Ltd ATF the Dunn Family Trust (ABN 12 345 678 901), American River SA 5221',
    '2. Customer | Fleurieu Seafood Bar Pty Ltd (ACN 600 111 222), 3 Esplanade, Victor Harbor SA 5211',
    '3. Price | $9.80 per kilogram',
    '4. Payment terms | 21 days from the end of the month of delivery',
    'Terms',
    `1. The Farmer ${duty} only mussels grown on its own leases.`,
    '2. The Customer pays each invoice within the time in Item 4.',
    'Executed by Kangaroo Island Shellfish Pty Ltd ATF the Dunn Family Trust by its sole director: ______________________',
    'Name: Bronwyn Dunn',
    'Signed for Fleurieu Seafood Bar Pty Ltd by: ______________________',
    'Name: Marco Ricci',
    'Position: Director',
  ];
  it('the numbered rows name the parties, and their signers sign for them', async () => {
    expect(await plain(...terms('supplies'))).toEqual(['KANGAROO ISLAND SHELLFISH Supplier: Bronwyn Dunn (signatory)', 'FLEURIEU SEAFOOD BAR Buyer: Marco Ricci (Director)']);
  });
  it('near miss: a label that only "is" in the clauses names no party of its own', async () => {
    expect(await plain(...terms('is a member of the growers\' association and sells'))).toEqual(['FLEURIEU SEAFOOD BAR Buyer: Marco Ricci (Director)']);
  });
});

describe('signature blocks closed by their role line (block-openers.ts readNameOverParty, cooperative-names.ts)', () => {
  it('each name signs for the party of its own block; a title in capitals signs for none', async () => {
    const r = await classifyElements({ file: Buffer.from(`${[
      'CONTRACT FOR THE PURCHASE OF SHRIMP',
      'FIRST: PARTIES.– On the one part, the Cooperativa de Pescadores Artesanales Bahía Negra, legally represented by its president, Mr. Segundo Efraín Quimí Tomalá, hereinafter "THE SELLER"; and, on the other part, the company Frío Austral Cía. Ltda., legally represented by its general manager, Mrs. Gloria Patricia Intriago Loor, hereinafter "THE BUYER".',
      'SECOND: PRICE.– THE BUYER shall pay THE SELLER USD 4,10 per pound within eight (8) days of receiving each invoice.',
      'In witness whereof, the parties sign this contract in two copies, in Machala, on the tenth day of the month of June of the year two thousand thirty-eight.',
      'Segundo Efraín Quimí Tomalá',
      'PRESIDENT',
      'COOPERATIVA DE PESCADORES ARTESANALES BAHÍA NEGRA',
      'THE SELLER',
      'Gloria Patricia Intriago Loor',
      'GENERAL MANAGER',
      'FRÍO AUSTRAL CÍA. LTDA.',
      'THE BUYER',
    ].join('\n\n')}\n`), fileContentType: 'text/plain' });
    expect(r.parties.map((p) => `${p.importance} ${p.party} ${p.role}: ${p.contacts.map((c) => c.name).join(', ')}`)).toEqual([
      'Primary COOPERATIVA DE PESCADORES ARTESANALES BAHÍA NEGRA Supplier: Segundo Efraín Quimí Tomalá',
      'Primary FRÍO AUSTRAL Buyer: Gloria Patricia Intriago Loor',
    ]);
  });
});
