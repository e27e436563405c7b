/**
 * What the fourteenth facts set left, for parties and dates (h21f14b, issue 18): a charter party's roles written after
 * the parties' addresses without "as", and its laydays, which date no start of the charter. Sentences written for the test.
 */
import { describe, expect, it } from 'vitest';
import { effective, facts, partiesByImportance as parties } from '../facts-readers.js';

describe('a role word closing a party\'s slot after its address, without "as" (h21f14b)', () => {
  it('charter party: "…, Owners of the vessel …, and …, Charterers, as follows"', () => {
    expect(parties('TIME CHARTER PARTY', 'It is this day mutually agreed between TASMAN BULK CARRIERS PTE LIMITED of 12 Marine Parade, Nelson, New Zealand, Owners of the good motor vessel "KEA STAR", and PACIFIC CLINKER TRADING LIMITED of 40 Quay Street, Auckland, Charterers, as follows:'))
      .toEqual(['TASMAN BULK CARRIERS Primary Supplier', 'PACIFIC CLINKER TRADING Primary Buyer']);
  });
  it('the first party never takes the role that closes the second\'s slot', () => {
    expect(parties('This Agreement is made between HILLTOP DAIRY LIMITED of 3 Farm Road, Hamilton, and KIWI CHEESE LIMITED of 9 Mill Lane, Hamilton, Buyer, as follows:'))
      // Both open a slot of the preamble, so both are Primary since h64bind (unaliased slot parties); the role stays Kiwi's.
      .toEqual(['HILLTOP DAIRY Primary Unknown', 'KIWI CHEESE Primary Buyer']);
  });
  it('a role word in small letters or starting another phrase is none', () => {
    expect(parties('This Agreement is made between HILLTOP DAIRY LIMITED of 3 Farm Road, Hamilton, owners of the herd, and KIWI CHEESE LIMITED of 9 Mill Lane, Hamilton, as follows:'))
      // No role for either; each is Primary by its preamble slot (h64bind).
      .toEqual(['HILLTOP DAIRY Primary Unknown', 'KIWI CHEESE Primary Unknown']);
  });
});

describe('a charter party\'s laydays are no effective date (h21f14b)', () => {
  const head = ['VOYAGE CHARTER PARTY', 'Nelson, 2 May 2025', 'It is this day agreed between TASMAN BULK CARRIERS PTE LIMITED of Nelson, Owners, and PACIFIC CLINKER TRADING LIMITED of Auckland, Charterers, as follows:'];
  it('"Laytime shall not commence before …", "Laydays / Cancelling …"', () => {
    expect(effective(...head, 'Laytime shall not commence before 20 May 2025, and the Charterers may cancel if the vessel is not ready by 27 May 2025.', 'Laydays 20 May 2025, cancelling date 27 May 2025.'))
      .toEqual(['2025-05-02']);
  });
  it('the charter\'s own start still is one', () => {
    expect(effective(...head, 'This Charter Party commences on 15 May 2025.')).toEqual(['2025-05-15', '2025-05-02']);
  });
});

describe('a letter\'s period "from D to D" gives its start and end (h21f14b)', () => {
  const letter = ['Gdańsk, 3 February 2025', 'Dear Ms Nowak,', 'We refer to the Warehousing Contract between Baltic Stores Sp. z o.o. ("Baltic") and Amber Foods Sp. z o.o. ("Amber").'];
  const dates = (...items: string[]) => {
    const f = facts(...letter, ...items);
    return { effective: f.effective_dates.map((d) => d.text_normalized), termination: f.termination_dates.map((d) => d.text_normalized) };
  };
  it('"For the period from …", "runs from …"', () => {
    expect(dates('1. For the period from 1 March 2025 to 31 August 2025, Baltic will store up to 400 pallets at a rate of EUR 6 per pallet.'))
      .toEqual({ effective: ['2025-03-01'], termination: ['2025-08-31'] });
    expect(dates('2. The additional storage runs from 1 March 2025 to 31 August 2025.'))
      .toEqual({ effective: ['2025-03-01'], termination: ['2025-08-31'] });
  });
  it('"from" alone is no start', () => {
    expect(dates('2. Amber will deliver the pallets from 1 March 2025.')).toEqual({ effective: [], termination: [] });
  });
});

describe('an order\'s acknowledgement line dates its acceptance (h21f14b)', () => {
  const order = ['HARBOUR FOODS LIMITED', 'PURCHASE ORDER No. 2291', 'Wellington, 4 June 2025', 'Supplier: KAURI PACKAGING LIMITED, 8 Dock Road, Napier', 'Item 1: 4,000 cartons at NZD 1.20 each: NZD 4,800'];
  it('"Order acknowledged by the Supplier: <name>, <title>, <date>"', () => {
    expect(facts(...order, 'Order acknowledged by the Supplier: Aroha Ngata, Sales Manager, 6 June 2025').effective_dates.map((d) => d.text_normalized))
      .toEqual(['2025-06-04', '2025-06-06']);
  });
  it('a delivery date in the same order is none', () => {
    expect(facts(...order, 'The Supplier shall deliver the cartons by 20 June 2025.').effective_dates.map((d) => d.text_normalized))
      .toEqual(['2025-06-04']);
  });
});
