/**
 * Facts sets 77 and 78's misses left (issue 18, h122facts), each on sentences written for it, near misses kept (none is a
 * set's own sentence):
 * - a sum "billed" is one invoiced (amount-cues.ts INVOICED);
 * - a writer asking for a sum ("I ask for €1,000 when you accept", ASKED_FOR_SUM);
 * - a buyer accepting the quotation and restating its sum in the sentence (ACCEPTED_QUOTE_SUM);
 * - a receipt titled by its kind alone, perhaps numbered ("RECEIPT No. 27", contract-types.ts PAPER_TITLE);
 * - a fields form's last "Label: value" row is no lead-in of the numbered clauses under it (lists.ts FIELD_ROW);
 * - a bank named "Bank" and a word with a capital inside it ("Bank CenterCredit", bank-names.ts BANK_OWN_WORD);
 * - a sole trader's letter in the first person singular to a company that agrees for itself under it: the writer and
 *   the addressee are the two sides (letter-parties.ts);
 * - a form's heading under a letterhead ("ORDER FORM – CAFE CLOUD SUBSCRIPTION") is no signer of the letterhead's company
 *   (details/document-words.ts).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { speaksOfMoney } from '../../../../src/contracts/classify/facts/amount-cues.js';
import { FIELD_ROW, leadIns } from '../../../../src/contracts/classify/document/lists.js';
import type { ElementInput } from '../../../../src/contracts/classify/types.js';
import { readsLinearly } from '../../../security/linear-time.js';
import { typesOf } from '../helpers.js';
import { amounts, contactNames, parties, types } from '../facts-readers.js';
import { orgs } from '../found-names.js';
import { namesADocument } from '../../../../src/contracts/classify/parties/details/document-words.js';

describe('a sum billed is one invoiced', () => {
  it('reads "billed" with a sum and no other cue', () => {
    expect(speaksOfMoney('Each extra visit asked for by the Owner is billed 120,00 $.')).toBe(true);
    expect(amounts('CONTRACT FOR SNOW CLEARING', 'Each extra clearing outside the above is billed 95,00 $.', 'The yard is at Rimouski, Québec.')).toEqual(['95 CAD']);
  });
  it('near misses: billed with no sum, a count, or a sentence with no such word', () => {
    expect(amounts('CONTRACT FOR SNOW CLEARING', 'The clearing is billed 3 times a season, at the end of each month.', 'The yard is at Rimouski, Québec.')).toEqual([]);
    expect(amounts('CONTRACT FOR SNOW CLEARING', 'Each extra clearing outside the above is done within 2 days.')).toEqual([]);
    expect(speaksOfMoney('The Club has 3 trails and 2 huts.')).toBe(false);
  });
});

describe('a writer asking for a sum', () => {
  it('"I ask for <sum>" and "we ask you for <sum>"', () => {
    expect(speaksOfMoney('I ask for €1,000 when you accept, so that I can order the slates.')).toBe(true);
    expect(speaksOfMoney('We ask you for 500 $ on signing.')).toBe(true);
    expect(amounts('Dear Ms. Byrne,', 'I ask for €1,000 when you accept, so that I can order the slates.')).toEqual(['1000 EUR']);
  });
  it('near misses: asking for a thing, or a count', () => {
    expect(speaksOfMoney('I ask for your consent before the work starts.')).toBe(false);
    expect(speaksOfMoney('We ask for 3 copies of the plan.')).toBe(false);
    expect(speaksOfMoney('You ask for €1,000 of stone to be held at the pier.')).toBe(false);
  });
});

describe('a buyer accepting the quotation and restating its sum', () => {
  it('the sum in the accepting sentence', () => {
    expect(speaksOfMoney('The club accepts your quotation for the new nets, BD$2,150.00 in all.')).toBe(true);
    expect(speaksOfMoney('We accepted the offer of 4 500 € for the roof.')).toBe(true);
  });
  it('near misses: an acceptance with no sum, or a count after it', () => {
    expect(speaksOfMoney('We accept your quotation QT-2047-12 as it stands.')).toBe(false);
    expect(speaksOfMoney('We accept your offer with 3 changes.')).toBe(false);
    expect(speaksOfMoney('The goods accepted on 3 May 2047 are stored in the shed.')).toBe(false);
  });
});

describe('a receipt titled by its kind alone', () => {
  it('"RECEIPT No. 27", "CASH RECEIPT", "Receipt" as the first line', () => {
    expect(types('RECEIPT No. 27', 'Gudauri, July 14, 2047', 'I, Levan Beridze, have received from Mountain Trails LLC the sum of 900 GEL for four horses.')).toEqual(['RECEIPT']);
    expect(types('CASH RECEIPT', 'I have received the sum of 900 GEL for four horses.')).toEqual(['CASH RECEIPT']);
    expect(types('Receipt', 'I have received the sum of 900 GEL for four horses.')).toEqual(['Receipt']);
  });
  it('near misses: a receipt named in a line of words, further down in small letters, or "Date of receipt"', () => {
    expect(types('Receipt of the goods at the warehouse', 'The Buyer checks the goods on arrival.')).toEqual([]);
    expect(types('Dear Mr. Beridze,', 'Thank you for the horses.', 'Receipt', 'I have received the sum of 900 GEL.')).toEqual([]);
    expect(types('DATE OF RECEIPT', 'I have received the sum of 900 GEL.')).toEqual([]);
  });
});

describe('a fields form\'s last row is no lead-in of the numbered clauses', () => {
  const asElements = (texts: string[]): ElementInput[] => texts.map((text) => ({ text, kind: 'sentence' }));
  const leads = (...texts: string[]): number[] => leadIns(asElements(texts), texts);
  const FORM = ['TENANCY AGREEMENT', 'Date: 1 May 2047', 'Landlord: Harbour Estates Ltd', 'Tenant: Mary Quinn', 'Rent: £900 a month'];
  const CLAUSES = ['1. The Tenant pays the rent on the first day of each month.', '2. The Landlord repairs the roof.', '3. The Tenant keeps the flat clean.'];

  it('each numbered clause binds its own subject, as under a row ended by a stop', () => {
    const rows = typesOf(...asElements([...FORM, ...CLAUSES])).slice(FORM.length);
    expect(rows).toEqual([['Obligation/Tenant'], ['Obligation/Landlord'], ['Obligation/Tenant']]);
    expect(rows).toEqual(typesOf(...asElements([...FORM.slice(0, -1), 'Rent: £900 a month.', ...CLAUSES])).slice(FORM.length));
    expect(leads(...FORM.slice(1), ...CLAUSES).slice(4)).toEqual([-1, -1, -1]);
  });
  it('near misses: a lead-in ending in a colon, a sentence stopping mid-way, an item in small letters', () => {
    expect(leads('The Supplier shall:', '1. Deliver the goods.', '2. Install them.')).toEqual([-1, 0, 0]);
    // A clause broken by the layout goes on: its next piece opens in small letters.
    expect(leads('Payment terms: the balance is paid', '(a) on delivery, or')).toEqual([-1, 0]);
    // A row whose label holds a duty's verb is a sentence, no field.
    expect(FIELD_ROW.test('The Supplier shall: deliver the goods')).toBe(false);
    expect(FIELD_ROW.test('This means: the goods')).toBe(false);
  });
  it('a row whose entry announces the items under it is their lead-in (review82 #5): each item binds the row\'s payer', () => {
    const SALE = ['SUPPLY AGREEMENT', 'Date: 1 May 2047', 'Seller: Harbour Foods Ltd', 'Buyer: Mary Quinn', 'Payment: the Buyer pays the price in these instalments', '1. On signing, 30 per cent of the price.', '2. On delivery, the balance.'];
    const elements = [{ text: SALE[0], kind: 'title' as const }, ...asElements(SALE.slice(1))];
    expect(typesOf(...elements).slice(5)).toEqual([['Obligation/Buyer'], ['Obligation/Buyer']]);
    expect(leads(...SALE.slice(1)).slice(4)).toEqual([3, 3]);
    for (const t of ['Payment: the Buyer pays the price in these instalments', 'Payment: in the following instalments', 'Payment: as follows']) expect(FIELD_ROW.test(t)).toBe(false);
    // A value that names its instalments, or "following" as "after", is still a field.
    for (const t of ['Payment: in two instalments', 'Payment: 30 days following delivery']) expect(FIELD_ROW.test(t)).toBe(true);
  });
  it('FIELD_ROW reads a label of one to four words and its entry', () => {
    for (const t of ['Rent: £900 a month', 'Tenant: Mary Quinn', 'Contact person: Noora Al-Khalifa, Marketing Manager', 'Start date: 1 May 2047']) expect(FIELD_ROW.test(t)).toBe(true);
    for (const t of ['The Landlord of the house on the hill by the sea: Mary', 'Rent:', 'rent: £900']) expect(FIELD_ROW.test(t)).toBe(false);
  });
  it('a row before a clause never takes a capital clause as its piece (any label, any entry)', () => {
    fc.assert(
      fc.property(fc.constantFrom('Rent', 'Tenant', 'Hirer', 'Start date', 'Boat'), fc.constantFrom('£900 a month', 'Mary Quinn', '1 May 2047', 'the blue one'), (label, entry) => {
        const texts = [`${label}: ${entry}`, '1. The Hirer pays the price on signing.'];
        return leads(...texts)[1] === -1;
      }),
    );
  });
});

describe('a bank named "Bank" and a word with a capital inside it', () => {
  it('beside a banking word', () => {
    expect(orgs('I send the invoice to my account at Bank CenterCredit each month.')).toEqual(['Bank CenterCredit']);
    expect(orgs('Payment by transfer to Bank KaspiGold, Almaty branch.')).toEqual(['Bank KaspiGold']);
  });
  it('near misses: no banking word, or a word of two small halves', () => {
    expect(orgs('The meeting is at Bank CenterCredit on Monday.')).toEqual([]);
    expect(orgs('Send the Bank Sortcode with the payment.')).toEqual([]);
  });
});

describe('a sole trader\'s letter in the first person singular', () => {
  const LETTER = [
    'Aigerim Sadykova',
    'Translator (Kazakh – English)',
    '3 Abay Street, Taraz, Kazakhstan',
    'Taraz, 2.05.2047',
    'To: Mr. Tom Reid, Site Manager, Karatau Wind Farms LLP, 1 Tole Bi Street, Taraz',
    'Dear Mr. Reid,',
    'This letter sets out the terms on which I translate for Karatau Wind Farms LLP during your audits.',
    '1. My fee is 40 000 ₸ per working day, and you pay my travel.',
    '2. I send an invoice each month, payable within ten days of its receipt.',
    'Yours sincerely,',
    'Aigerim Sadykova',
    'Agreed for Karatau Wind Farms LLP:',
    'Tom Reid, Site Manager',
    'Date: 4.05.2047',
  ];
  it('the writer supplies, the company written to and agreeing buys, its signer its contact', () => {
    expect(parties(...LETTER)).toEqual(['AIGERIM SADYKOVA | Supplier | Primary', 'KARATAU WIND FARMS | Buyer | Primary']);
    expect(contactNames(...LETTER)).toContain('KARATAU WIND FARMS: Tom Reid');
    // A part numbered "I" beside the writer's own "I" leaves her letter as it was.
    expect(parties(...LETTER.map((t) => t.replace('during your audits', 'during your audits listed in Annex I')))).toEqual(['AIGERIM SADYKOVA | Supplier | Primary', 'KARATAU WIND FARMS | Buyer | Primary']);
  });
  it('near misses: a letter with no first person, or one whose addressee is never named again below the salutation', () => {
    const noFirstPerson = LETTER.map((t) => t.replace('on which I translate', 'of the translation').replace('1. My fee', '1. The fee').replace('2. I send', '2. The translator sends').replace('you pay my travel', 'you pay the travel'));
    expect(parties(...noFirstPerson).filter((p) => p.endsWith('Primary'))).toEqual([]);
    // A part numbered by the Roman "I" is no writer's "I" (review82 #4).
    const annexI = noFirstPerson.map((t) => t.replace('the terms of the translation', 'the terms of the translation, listed in Annex I,'));
    expect(annexI).not.toEqual(noFirstPerson);
    expect(parties(...annexI).filter((p) => p.endsWith('Primary'))).toEqual([]);
    for (const part of ['Schedule I', 'PART I', 'Phase I']) expect(parties(...noFirstPerson.map((t) => t.replace('1. The fee is', `1. The fee, set in ${part}, is`))).filter((p) => p.endsWith('Primary'))).toEqual([]);
    const notAgain = LETTER.slice(0, 11).map((t) => t.replace(' for Karatau Wind Farms LLP', ''));
    expect(parties(...notAgain).filter((p) => p.endsWith('Primary'))).toEqual([]);
  });
});

describe('a form\'s heading is no signer', () => {
  const FORM = [
    'TASMAN CLOUD SYSTEMS LTD',
    '12 Quay Street, Nelson | www.tasmancloud.nz',
    'ORDER FORM – CAFE CLOUD SUBSCRIPTION',
    'Order date: 3 February 2047',
    'Provider: Tasman Cloud Systems Ltd, Nelson (the "Provider")',
    'Customer: Riverside Cafe Ltd, Motueka (the "Customer")',
    '1. The Provider hosts the Customer\'s booking system for 12 months.',
    '2. The Customer pays NZD 90 a month.',
  ];
  it('"ORDER FORM" and "BOOKING FORM" headings give the letterhead\'s company no contact', () => {
    expect(contactNames(...FORM)).toEqual(['TASMAN CLOUD SYSTEMS: ', 'RIVERSIDE CAFE: ']);
    expect(contactNames(...FORM.map((t) => t.replace('ORDER FORM', 'BOOKING FORM')))).toEqual(['TASMAN CLOUD SYSTEMS: ', 'RIVERSIDE CAFE: ']);
    for (const t of ['ORDER FORM', 'Booking Form', 'PURCHASE ORDER', 'QUOTATION', 'Application Form']) expect(namesADocument(t)).toBe(true);
  });
  it('near misses: persons\' names stay names', () => {
    for (const t of ['Tom Walsh', 'Ana Reid', 'Maria Ordonez', 'John Formby', 'Karma Choden']) expect(namesADocument(t)).toBe(false);
  });
});

describe('reads linearly on hostile input', () => {
  const cases: [string, string][] = [
    ['I ask for ', 'asking'],
    ['accepts your quotation ', 'accepting'],
    ['Rent: ', 'field'],
    ['RECEIPT ', 'receipt'],
    ['Bank CenterCredit ', 'bank'],
  ];
  for (const [unit, name] of cases) {
    it(name, () => {
      readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length)) + 'x';
        return () => speaksOfMoney(text) || FIELD_ROW.test(text) || types(text).length > 0 || orgs(`${text} account`).length > 0;
      });
    });
  }
});
