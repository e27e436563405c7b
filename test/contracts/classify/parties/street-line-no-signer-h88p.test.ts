/**
 * An addressee's street line under its name ("Harbour View Road, Castries") is no signer with a title: a name whose last
 * word is a street word no surname is ("Road", "Avenue", "Terrace", names/addresses.ts STREET_WORDS_NO_SURNAME) is no
 * person (party-details.ts isSignerName; facts set 49's cause 2, issue 18, h88p). Sentences written for the rule.
 */
import { describe, expect, it } from 'vitest';
import { contactLists } from '../facts-readers.js';

const LETTER = (street: string) => [
  'PITON COACH TOURS LTD.',
  '2 Jeremie Street, Castries · Tel. +1 758 555 0101',
  'Castries, 4 May 2039',
  'Ms. Janelle Auguste',
  'General Manager',
  'Anse Chastanet Dive Centre Inc.',
  street,
  'Dear Ms. Auguste,',
  'Re: Dive Excursions Agreement – 2039 season',
  'This letter records the agreement between Piton Coach Tours Ltd. ("we" or "us") and Anse Chastanet Dive Centre Inc. ("you") for the dive trips we sell.',
  '1. We will pay you US$65.00 for each diver.',
  'Yours sincerely,',
  'Kervin Joseph',
  'Operations Manager',
  'for and on behalf of Piton Coach Tours Ltd.',
  'Agreed and accepted for and on behalf of Anse Chastanet Dive Centre Inc.:',
  'Name: Janelle Auguste',
  'Title: General Manager',
];

describe('a street line under the addressee\'s name is no contact (h88p)', () => {
  it('"… Road, Soufrière", "… Avenue, …", "… Terrace, …"', () => {
    for (const street of ['Anse Chastanet Road, Soufrière', 'Bay Gardens Avenue, Gros Islet', 'Morne Fortune Terrace, Castries']) {
      expect(contactLists(...LETTER(street))).toEqual([['PITON COACH TOURS', ['Kervin Joseph']], ['ANSE CHASTANET DIVE CENTRE', ['Janelle Auguste']]]);
    }
  });
  it('near miss: a surname that is also a street word ("Hill") still names a signer', () => {
    expect(contactLists('SUPPLY AGREEMENT', 'This agreement is made between Cedar Foods Ltd ("the Buyer") and Orchard Farms Ltd ("the Supplier").', '1. The Buyer shall pay the Supplier GBP 900 a month.', 'For Cedar Foods Ltd', 'Dana Hill, Director'))
      .toEqual([['CEDAR FOODS', ['Dana Hill']], ['ORCHARD FARMS', []]]);
  });
});
