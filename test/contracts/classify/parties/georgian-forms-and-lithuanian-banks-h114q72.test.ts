/**
 * Facts set 72's cause 16 (issue 18, h114q72), on a contract written for it: Georgia's "LEPL" (a legal entity of public
 * law) and "NNLE" (a non-entrepreneurial non-commercial legal entity) before a name are legal forms, as "UAB" and "SIA"
 * are (gazetteer.ts FORMS_BEFORE_NAME): the Organization keeps the form, the party's name leaves it out. Near miss: the
 * letters in small letters are no form. And facts set 72's cause 20: Lithuanian "bankas" after a bank's name is its head
 * word, as "banka" and "banki" are (gazetteer.ts SMALL_LETTER_BANK_WORDS); alone it names none.
 */
import { describe, expect, it } from 'vitest';
import { partiesByImportance } from '../facts-readers.js';
import { findNames } from '../../../../src/contracts/classify/names/names.js';

const organisations = (text: string) => findNames(text).filter((n) => n.type === 'Organization').map((n) => text.slice(n.begin, n.end));

describe('Georgian legal forms before the name (cause 16)', () => {
  it('"NNLE" before a seller, "LEPL" before a testing body', () => {
    expect(partiesByImportance('CONTRACT No. 9 OF SALE OF TEA LEAVES', 'c. Ozurgeti, 3 May 2047', 'LLC "Guria Tea", hereinafter the Buyer, and NNLE Askana Growers\' Association, hereinafter the Seller, conclude this contract.', '1. The moisture of the leaves is determined by LEPL National Food Agency before the payment.', '2. The price is GEL 2.10 per kilogram.'))
      .toEqual(['GURIA TEA Primary Buyer', 'ASKANA GROWERS\' ASSOCIATION Primary Supplier', 'NATIONAL FOOD AGENCY Unknown Unknown']);
  });
  it('the Organization keeps the form; in small letters "lepl" is no form', () => {
    expect(organisations('The samples go to LEPL National Food Agency.')).toEqual(['LEPL National Food Agency']);
    expect(organisations('The samples go to lepl Aa.')).toEqual([]);
  });
});

describe('Lithuanian "bankas" after a bank\'s name (cause 20)', () => {
  it('"SEB bankas" and "Šiaulių bankas" are banks; "bankas" alone none', () => {
    expect(organisations('The Owner pays to the account at Šiaulių bankas within ten days.')).toEqual(['Šiaulių bankas']);
    expect(organisations('The fee goes to its account with SEB bankas.')).toEqual(['SEB bankas']);
    expect(organisations('The fee goes to the bankas account.')).toEqual([]);
  });
});
