/**
 * A form's label "Name of Bank" then the bank's name is the field and its value, no body "Bank Barclays"
 * (names/bank-names.ts BANK_OWN_WORD; review hrev47's Left, h62names).
 */
import { describe, expect, it } from 'vitest';
import { orgs } from '../found-names.js';

describe('"Name of Bank" then a bank\'s name (h62names)', () => {
  it.each([
    'Name of Bank Barclays. Sort code 20-00-00.',
    'Address of Bank Lloyds, 25 Gresham Street.',
  ])('%s: no body "Bank …"', (text) => expect(orgs(text)).not.toContain(text.slice(text.indexOf('Bank'), text.search(/[.,]/))));

  it.each([
    // The bank's own name after the label's colon, in running text, or after "the name of" in small letters: kept.
    ['Name of Bank: Bank Rakyat', ['Bank Rakyat']],
    ['Pay to Bank Rakyat by the due date.', ['Bank Rakyat']],
    ['The name of Bank Mandiri appears on the card.', ['Bank Mandiri']],
  ])('near miss: %s', (text, names) => expect(orgs(text)).toEqual(names));
});
