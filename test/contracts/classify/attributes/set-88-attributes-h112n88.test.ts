/**
 * Set 88's attribute causes 16, 18 and 19 (issue 18, h112n88; bench/log.md "An eighty-eighth, blind set"): towns the
 * gazetteer lacked (Belarus's, Djibouti's, Mauritania's, Eritrea's regions) and a given-name town on a route's dash;
 * identifiers after "No." and a registration plate, a heading's own number and a season's two years; a letter's signer
 * under its closing, a name with "Mint", initials before a surname. Sentences written for this test.
 */
import { describe, expect, it } from 'vitest';
import { attributesOf, elements } from '../helpers.js';
import { classifyContract } from '../../../../src/contracts/classify/index.js';

const title = (text: string) => ({ text, kind: 'title' as const });
const of = (type: string, list: string[]) => list.filter((a) => a.startsWith(`${type}:`));
/** The attributes of each element of a document, as `Type:text`. */
const documentAttributes = (...items: (string | { text: string; kind: 'title' })[]): string[][] => {
  const inputs = elements(...items);
  return classifyContract(inputs).elements.map((e, i) => e.attributes.map((a) => `${a.type}:${inputs[a.element ?? i].text.slice(a.begin, a.end)}`));
};

describe('cause 16: places', () => {
  it("Belarus's, Djibouti's and Mauritania's towns, a gulf, Eritrea's regions", () => {
    expect(of('Location', attributesOf('The Sanatorium meets the Guest at the Hrodna railway station.'))).toEqual(['Location:Hrodna']);
    expect(of('Location', attributesOf('The boat sails in the Gulf of Tadjourah every morning.'))).toEqual(['Location:Gulf of Tadjourah']);
    expect(of('Location', attributesOf('The goods are delivered to the shop in Kiffa.'))).toEqual(['Location:Kiffa']);
    expect(of('Location', attributesOf('The Land Transport Branch, Anseba Region, issues the permits.'))).toEqual(['Location:Anseba Region']);
  });
  it('a given-name town on a route beside a place', () => {
    expect(of('Location', attributesOf('The minibus runs on the Asmara – Keren route.'))).toEqual(['Location:Asmara', 'Location:Keren']);
    expect(of('Location', attributesOf('Asmara – Elabered, or Keren – Hagaz: ERN 25'))).toEqual(['Location:Asmara', 'Location:Elabered', 'Location:Keren', 'Location:Hagaz']);
  });
  it('a given-name town read as a place once is one alone after a preposition elsewhere', () => {
    const rows = documentAttributes('The minibus runs on the Asmara – Keren route.', "Each fee is paid at the Branch's cashier in Keren before the tenth day.",
      'From Keren: 06:00 and 11:30', 'The form was signed by Keren Tesfay.');
    expect(rows.map((r) => of('Location', r))).toEqual([['Location:Asmara', 'Location:Keren'], ['Location:Keren'], ['Location:Keren'], []]);
  });
  // Since session 81 (C314, h121loc) a capitalised word after "in" that no list holds as a person's given name is a place
  // by its shape: "the cashier in Keren" names the town without another reading in the contract.
  it('"in Keren" alone is a place by its shape (C314)', () => {
    expect(of('Location', documentAttributes("Each fee is paid at the Branch's cashier in Keren before the tenth day.")[0])).toEqual(['Location:Keren']);
  });
  it('near misses: the given name alone or beside a surname is no place', () => {
    expect(of('Location', attributesOf('The form was signed by Keren Tesfay.'))).toEqual([]);
    expect(of('Location', attributesOf('Asmara – Keren Tesfay, driver'))).toEqual(['Location:Asmara']);
  });
});

describe("cause 18: identifiers and a heading's numbers", () => {
  it('a zero-led number after "No." and a registration plate are identifiers', () => {
    expect(of('Number', attributesOf('Mr Yonas Habte, holder of identity card No. 0412-77, signs.'))).toEqual([]);
    expect(of('Number', attributesOf('The Guest holds voucher No. 004711 for 14 days.'))).toEqual([]);
    expect(of('Number', attributesOf('The Operator runs one minibus, registration plate 3-A 21453, on the route.'))).toEqual(['Number:one']);
  });
  it('near misses: "No. 10", a short zero-led number and a plate of metal stay counts', () => {
    expect(of('Number', attributesOf('The Client may order No. 10 boxes.'))).toEqual(['Number:10']);
    expect(of('Number', attributesOf('Verde S.r.l., VAT no. 0412, signs.'))).toEqual(['Number:0412']);
    expect(of('Number', attributesOf('The Supplier delivers a steel plate 3 metres long.'))).toContain('Number:3');
  });
  it("a heading's own number and a season's two years carry no Number; a sentence's do", () => {
    const [heading, season, sentence] = documentAttributes(title('CONTRACT No. 2318 FOR THE PROVISION OF SANATORIUM SERVICES'),
      title('Subject: Whale shark boat trips for your guests, season 2047–2048'), 'The Client orders 2318 boxes.');
    expect(of('Number', heading)).toEqual([]);
    expect(of('Number', season)).toEqual([]);
    expect(of('Number', sentence)).toEqual(['Number:2318']);
  });
});

describe('cause 19: persons', () => {
  const PREAMBLE = 'This letter is between Blue Diving SARL ("we" or "us") and Sables Hotel SA ("you").';
  it("a letter's signer alone under its closing", () => {
    const rows = documentAttributes(PREAMBLE, '1. We run the trips.', 'Yours sincerely,', 'Kadra Daher Robleh', 'Manager, Blue Diving SARL');
    expect(rows[3]).toEqual(['Person:Kadra Daher Robleh']);
  });
  it('near miss: a team under the closing is no person', () => {
    const rows = documentAttributes(PREAMBLE, '1. We run the trips.', 'Yours sincerely,', 'Customer Services Team');
    expect(of('Person', rows[3])).toEqual([]);
  });
  it('"Mint" inside a name named again on a signing row', () => {
    const rows = documentAttributes('On 20 May 2046 the following persons appeared:', '1. Mrs Mariem Mint Ahmed, shopkeeper, hereinafter "the Shopkeeper";',
      title('Signatures'), 'The Shopkeeper: Mariem Mint Ahmed');
    expect(rows[3]).toEqual(['Person:Mariem Mint Ahmed']);
  });
  it('initials before a surname are the name', () => {
    expect(of('Person', documentAttributes('The Guest: U. Sidarovich')[0])).toEqual(['Person:U. Sidarovich']);
    expect(of('Person', documentAttributes('The Clients: J. Amanowa, B. Amanow')[0])).toEqual(['Person:J. Amanowa', 'Person:B. Amanow']);
  });
  it('near miss: a grade after an initial is no person', () => {
    expect(of('Person', documentAttributes('The Goods: A. Grade')[0])).toEqual([]);
  });
});
