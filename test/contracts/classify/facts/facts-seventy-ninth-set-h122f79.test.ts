/**
 * Facts set 79's general causes (issue 18, h122f79), each decided on sentences written for it, near misses kept (none is
 * the set's own line):
 * - 3: a contract mark in small letters in a header's brackets or after its comma ("Value (lei)", "Amount, zł"):
 *   table-money.ts SMALL_MARK;
 * - 4: an invoice's and a consignment note's title line, and a number written as a series and its figures ("INVOICE
 *   No. TRM 0419"): contract-types.ts PAPER_KINDS, SERIES_FIGURES.
 */
import { describe, expect, it } from 'vitest';
import { tableMoneyCells } from '../../../../src/contracts/classify/facts/table-money.js';
import { contractTitle } from '../../../../src/contracts/classify/document/contract-types.js';
import { amounts, contactLists, distinctCurrencies, primary, types } from '../facts-readers.js';
import { readsLinearly } from '../../../security/linear-time.js';

describe('a mark in small letters over a table\'s column (cause 3)', () => {
  it('"(lei)" in brackets and "zł" after a comma name the currency, so the bare figures are its sums, the total row\'s too', () => {
    const rows = ['| No. | Item | Qty | Unit price (lei) | Value (lei) |', '| 1 | Pine shelf | 2 | 1.250,00 | 2.500,00 |', '| | Total to pay | | | 2.500,00 |'];
    expect(amounts('DELIVERY CONTRACT', 'The Seller has its works in Brașov, Romania.', ...rows)).toEqual(['1250 RON', '2500 RON', '2500 RON']);
    expect(distinctCurrencies('DELIVERY CONTRACT', 'The Seller has its works in Brașov, Romania.', ...rows)).toEqual(['RON']);
    expect(tableMoneyCells(['Item | Amount, zł', 'Boat hire | 1 200']).get(1)?.[0]?.unit).toEqual({ code: 'PLN', written: 'zł' });
    expect(tableMoneyCells(['Item | Price (грн)', 'Hay | 900']).get(1)?.[0]?.unit).toEqual({ code: 'UAH', written: 'грн' });
  });
  it('Moldova\'s lei stay Moldova\'s: the header\'s mark is resolved by the country as a figure\'s is', () => {
    expect(amounts('SUPPLY CONTRACT', 'The Buyer has its office in Chișinău, Moldova.', 'Item | Value (lei)', 'Wine barrels | 4.800,00')).toEqual(['4800 MDL']);
  });
  it('near misses: a word of the header in small letters, a unit, a mark read only after a figure, are no currency', () => {
    expect(tableMoneyCells(['Item | Value (net)', 'Door | 90']).get(1)?.[0]?.unit).toBeUndefined();
    expect(tableMoneyCells(['Item | Weight (kg)', 'Sand | 90']).get(1)).toBeUndefined();
    expect(tableMoneyCells(['Item | Length, cm', 'Pipe | 120']).get(1)).toBeUndefined();
    expect(tableMoneyCells(['Item | Count (som)', 'Sheep | 12']).get(1)).toBeUndefined();
    expect(amounts('SUPPLY CONTRACT', 'Item | Value (net)', 'Door | 90')).toEqual([]);
  });
  it('reads a long header cell of small letters in linear time', () => {
    const found = readsLinearly((n) => {
      const rows = [`Item | Value (${'l'.repeat(n)})`, 'Door | 90'];
      return () => tableMoneyCells(rows).get(1)?.[0]?.unit?.code ?? 'none';
    });
    expect(found).toBe('none');
  });
});

describe('an invoice\'s and a consignment note\'s title (cause 4)', () => {
  const body = 'Payment by bank transfer within 30 days of the date of issue.';
  it('"INVOICE No. TRM 0419", "TAX INVOICE" and "CONSIGNMENT NOTE (ROAD) No. MH-7" are the titles', () => {
    expect(types('S.C. LEMNUL VERDE S.R.L.', 'INVOICE No. TRM 0419', body)).toEqual(['INVOICE']);
    expect(types('Kauri Joinery Limited', 'TAX INVOICE', body)).toEqual(['TAX INVOICE']);
    expect(types('CONSIGNMENT NOTE (ROAD) No. MH-7', 'The carriage is subject to the conditions overleaf.')).toEqual(['CONSIGNMENT NOTE (ROAD)']);
    // The series' figures belong to any title's number as to an invoice's.
    expect(types('PURCHASE ORDER No. AB 1207', 'Deliver the goods by 3 May.')).toEqual(['PURCHASE ORDER']);
  });
  it('near misses: an invoice a clause cites, a heading of invoicing, a note of another kind, are no title', () => {
    expect(contractTitle([{ text: 'The Buyer pays each invoice within 30 days.' }])).toBeUndefined();
    expect(contractTitle([{ text: 'Invoicing' }])).toBeUndefined();
    expect(contractTitle([{ text: 'Invoices and payment' }])).toBeUndefined();
    expect(contractTitle([{ text: 'DELIVERY NOTE No. 18' }])).toBeUndefined();
    expect(contractTitle([{ text: 'INVOICE No. TRM 0419 was paid late' }])).toBeUndefined();
  });
  it('near misses: a dunning letter\'s subject line names the invoice it chases, no contract (review82 #11)', () => {
    const DUNNING = ['Harbour Foods Ltd, 4 Dock Road, Hull', 'Subject: Overdue invoice No. 4471', 'Dear Ms Quinn,', 'Our invoice No. 4471 of 3 March for GBP 1,200 is still unpaid.', 'Please pay it within seven days.', 'Yours sincerely,', 'Harbour Foods Ltd'];
    expect(types(...DUNNING)).toEqual([]);
    for (const text of ['Subject: Invoice No. 4471', 'Re: Tax invoice No. 12', 'Unpaid invoice No. 4471', 'Your consignment note No. 7']) expect(contractTitle([{ text: 'Harbour Foods Ltd' }, { text }])).toBeUndefined();
    // A title in small letters is read on the first line only; in capitals on any of the first lines.
    expect(types('Tax Invoice No. 12', body)).toEqual(['Tax Invoice']);
    expect(types('Kauri Joinery Limited', 'Tax Invoice No. 12', body)).toEqual([]);
  });
  it('reads a long number after the title in linear time', () => {
    const found = readsLinearly((n) => {
      const text = `INVOICE No. ${'A1 '.repeat(n / 3)}`;
      return () => contractTitle([{ text }]) === undefined ? 0 : 1;
    });
    expect(found).toBe(0);
  });
});

describe('a person\'s letter in the first person to a company that signs it back (cause 1)', () => {
  const letter = (opening: string, closing: string[]) => [
    'Marta Kowalczyk',
    '7 Rynek Street, Sandomierz, Poland',
    '3 March 2047',
    'Vistula River Cruises Sp. z o.o.',
    'Attn: Mr Piotr Nowak, Manager',
    'Dear Mr Nowak,',
    opening,
    'My fee is PLN 2 400 a month, which you pay into my account by the 10th.',
    'Yours sincerely,',
    'Marta Kowalczyk',
    ...closing,
  ];
  const signedBack = ['Agreed for Vistula River Cruises Sp. z o.o.:', 'Piotr Nowak, Manager', 'Sandomierz, 6 March 2047'];
  it('the writer heading and closing the letter is one side, the company it writes to and that signs back the Buyer, its signer the contact', () => {
    const items = letter('I will guide your passengers through the old town on each of your Saturday cruises from 1 April 2047.', signedBack);
    expect(primary(...items)).toEqual(['MARTA KOWALCZYK Supplier', 'VISTULA RIVER CRUISES Buyer']);
    // The company's signer its contact; the writer signs for herself, no contact of her own nor of the company's.
    expect(contactLists(...items)).toEqual([['MARTA KOWALCZYK', []], ['VISTULA RIVER CRUISES', ['Piotr Nowak']]]);
  });
  it('near misses: a letter whose first line is a firm, or that speaks of no "you", or whose writer never closes it, makes no party so', () => {
    const items = letter('I will guide your passengers through the old town on each Saturday.', signedBack);
    expect(primary('Kowalczyk Guiding', ...items.slice(1))).toEqual([]);
    expect(primary(...letter('I will guide the passengers through the old town on each Saturday.', signedBack).map((t) => t.replace(/\byou(r)?\b/g, 'the company$1').replace('the companyr', "the company's")))).toEqual([]);
    expect(primary(...items.slice(0, 9), 'Anna Wiśniewska', ...signedBack)).toEqual([]);
  });
  it('reads a long first-person body in linear time', () => {
    const found = readsLinearly((n) => {
      const items = letter(`I will guide ${'my '.repeat(n / 3)}your passengers.`, signedBack);
      return () => primary(...items).length;
    }, 8000);
    expect(found).toBe(2);
  });
});
