/**
 * Review hrev69 of session 41's party, signer and body rules on ordinary contract language: three misfires, each
 * narrowed by its shape, the rule's own case still read. Sentences written for the review, none from a set.
 * - "Nei" (Kiribati's courtesy title) is also a Brazilian given name: a title only before two more words of a name.
 * - A second initials line under a resolved one signs for the same party, unless the contract already gives that person
 *   to the other party (a two-column block come apart) or the line below names a witness.
 * - A US state after "Bank" ends the bank's name, not when the state's branch or office follows.
 */
import { describe, expect, it } from 'vitest';
import { contactLists, partyNames } from '../facts-readers.js';

const contactsOf = (...items: string[]): Record<string, string[]> => Object.fromEntries(contactLists(...items)) as Record<string, string[]>;

const LOAN = [
  'EQUIPMENT LOAN AGREEMENT',
  'This agreement is made between Kenai Fishing Co. ("the Borrower") and Northern Lights Equipment Finance LLC ("the Lender").',
  '1. The Lender lends the Borrower USD 220,000 to buy a gillnetter.',
];

describe('"Nei" as a given name (review hrev69)', () => {
  it('near miss: "Signed by Nei Lopes for the Borrower and by …" keeps the whole name, for the Borrower', () => {
    const c = contactsOf(...LOAN, 'Signed by Nei Lopes for the Borrower and by Carla Stevens for the Lender.');
    expect(c['KENAI FISHING']).toEqual(['Nei Lopes']);
    expect(c['NORTHERN LIGHTS EQUIPMENT FINANCE'] ?? []).not.toContain('Lopes for the Borrower');
  });
  it('near miss: "represented by its president Nei Lopes" is the Borrower\'s contact, whole', () => {
    const c = contactsOf('EQUIPMENT LOAN AGREEMENT', 'This agreement is made between Kenai Fishing Co. ("the Borrower"), represented by its president Nei Lopes, and Northern Lights Equipment Finance LLC ("the Lender").',
      '1. The Lender lends the Borrower USD 220,000 to buy a gillnetter.');
    expect(c['KENAI FISHING']).toContain('Nei Lopes');
    expect(c['KENAI FISHING']).not.toContain('Lopes');
  });
  it('the title before a woman\'s given name and surname is still dropped', () => {
    const c = contactsOf(...LOAN, 'Signed for the Borrower by its Chairman, Ioane Teiwaki, and its Secretary, Nei Tabita Kaiea.');
    expect(c['KENAI FISHING']).toEqual(['Ioane Teiwaki', 'Tabita Kaiea']);
  });
});

const SUPPLY = (block: string[]) => [
  'SUPPLY AGREEMENT',
  'This agreement is made between Olympia Bakeries Ltd of Nicosia, represented by its director Maria Olympiou (the "Buyer"), and Troodos Mills Ltd of Limassol, represented by its directors Andreas Kyprianou and Eleni Kyprianou (the "Seller").',
  '1. The Seller supplies flour to the Buyer at EUR 410 per tonne.',
  ...block,
];

describe('a second initials line under a resolved one (review hrev69)', () => {
  it('the same party\'s second director signs under the first', () => {
    const c = contactsOf(...SUPPLY(['The Seller:', 'A. Kyprianou', 'E. Kyprianou', 'The Buyer:', 'M. Olympiou']));
    expect([...(c['TROODOS MILLS'] ?? [])].sort()).toEqual(['Andreas Kyprianou', 'Eleni Kyprianou']);
    expect(c['OLYMPIA BAKERIES']).toEqual(['Maria Olympiou']);
  });
  it('near miss: the other party\'s director under the first signer is no signer of this party', () => {
    const c = contactsOf(...SUPPLY(['The Seller:', 'A. Kyprianou', 'M. Olympiou', 'Nicosia, 3 May 2031']));
    expect(c['TROODOS MILLS']).toContain('Andreas Kyprianou');
    expect(c['TROODOS MILLS']).not.toContain('Maria Olympiou');
    expect(c['OLYMPIA BAKERIES']).toEqual(['Maria Olympiou']);
  });
  it('near miss: an initials line with "(witness)" under it signs for no party', () => {
    const c = contactsOf(...SUPPLY(['The Seller:', 'A. Kyprianou', 'M. Olympiou', '(witness)', 'The Buyer:', 'M. Olympiou']));
    expect(c['TROODOS MILLS']).toContain('Andreas Kyprianou');
    expect(c['TROODOS MILLS']).not.toContain('Maria Olympiou');
    expect(c['OLYMPIA BAKERIES']).toEqual(['Maria Olympiou']);
  });
  it('near miss: a witness the contract names, "(witness)" under the initials, signs for no party', () => {
    const c = contactsOf(...SUPPLY(['2. The signatures are witnessed by Costas Ioannou, advocate of Limassol.', 'The Seller:', 'A. Kyprianou', 'C. Ioannou', '(witness)']));
    expect(c['TROODOS MILLS']).toContain('Andreas Kyprianou');
    expect(c['TROODOS MILLS']).not.toContain('Costas Ioannou');
  });
});

const HEAD = ['LOAN AGREEMENT', 'This agreement is made between Sagebrush Ranch LLC ("the Borrower") and Basin Farm Credit LLC ("the Lender").'];
const others = (...lines: string[]) => partyNames(...HEAD, ...lines).filter((n) => n !== 'SAGEBRUSH RANCH' && n !== 'BASIN FARM CREDIT').sort();

describe('a US state after "Bank" (review hrev69)', () => {
  it('ends the bank\'s name', () => {
    expect(others('1. The Borrower repays the loan into the Lender\'s account at First Frontier Bank Montana.')).toEqual(['FIRST FRONTIER BANK MONTANA']);
  });
  it('near miss: the state of the bank\'s branch or office is no part of the name', () => {
    expect(others('1. The Borrower keeps its account with Wells Fargo Bank Nevada branch in Reno.')).toEqual(['WELLS FARGO BANK']);
    expect(others('1. Notices go to Sierra Savings Bank Nevada office.')).toEqual(['SIERRA SAVINGS BANK']);
  });
});
