/**
 * Facts set 69's parties and contacts (issue 18, h109q69), on contracts written for the rules, none from the set:
 * - an interpreter's or a translator's heading or label closes the party's block as a witness's does: the name under
 *   it signs for no party (details/line-shapes.ts INTERPRETED_BY, INTERPRETER_TITLE, INTERPRETER_LINE, WITNESS_BELOW);
 * - a capitalised Romance article right before a body's head mid-sentence is the name's first word ("with La Banque
 *   Postale"); a small-letter one, or one at a sentence's start, is not (own-language-bodies.ts articledStart);
 * - a capital beyond ASCII after "and" inside a body's qualifiers ("Indre and Østre Finnmark District Court") keeps the
 *   name whole (institution-grammar.ts HEADED).
 */
import { describe, expect, it } from 'vitest';
import { contactLists, partyNames } from '../facts-readers.js';
import { INTERPRETED_BY, INTERPRETER_LINE, INTERPRETER_TITLE, WITNESS_BELOW } from '../../../../src/contracts/classify/parties/details/line-shapes.js';
import { readsLinearly } from '../../../security/linear-time.js';

const LOAN = (under: string[]) => [
  'HOUSING LOAN AGREEMENT',
  'Lender: Harbour Savings Cooperative Ltd., represented by its manager, John Smith',
  'Borrower: Mary Kelly, of Riohacha, weaver',
  '1. The Lender lends the Borrower COP 5.000.000, repaid in twelve monthly instalments.',
  'THE LENDER',
  'John Smith',
  'Manager',
  'THE BORROWER',
  'Mary Kelly (right thumbprint)',
  ...under,
];
const contactsOf = (text: string[], party: string): string[] => (Object.fromEntries(contactLists(...text)) as Record<string, string[]>)[party] ?? [];

describe('an interpreter under a party\'s block is no contact (cause 4)', () => {
  it.each([
    [['INTERPRETER', 'Rosa Ipuana Epinayú']],
    [['Interpreter:', 'Rosa Ipuana Epinayú']],
    [['Interpreter: Rosa Ipuana Epinayú']],
    [['Sworn translator:', 'Rosa Ipuana Epinayú']],
    [['Interpreted by:', 'Rosa Ipuana Epinayú, interpreter']],
    [['READ TO THE BORROWER IN WAYUU BY', 'Rosa Ipuana Epinayú, interpreter']],
    [['Read over and explained to the Borrower by:', 'Rosa Ipuana Epinayú']],
    [['Rosa Ipuana Epinayú, interpreter']],
  ])('%j', (under) => {
    const text = LOAN(under);
    expect(contactsOf(text, 'MARY KELLY')).not.toContain('Rosa Ipuana Epinayú');
    expect(contactsOf(text, 'HARBOUR SAVINGS COOPERATIVE')).toContain('John Smith');
  });
  it('the labels, and what they do not read', () => {
    for (const heading of ['INTERPRETER', 'The Interpreter:', 'Certified translator', 'TRANSLATORS:']) expect(INTERPRETER_TITLE.test(heading)).toBe(true);
    for (const heading of ['Interpreted by:', 'Translated and explained by', 'READ TO THE BORROWER IN WAYUU BY', 'Read over to the Seller by:']) expect(INTERPRETED_BY.test(heading)).toBe(true);
    for (const line of ['Interpreter: Rosa Ipuana', 'Translated by: Jo Bloggs']) expect(INTERPRETER_LINE.test(line)).toBe(true);
    for (const below of ['interpreter', '(translator)', 'witness']) expect(WITNESS_BELOW.test(below)).toBe(true);
    // Near misses: a title with more words, a sentence, a signature's own label.
    for (const line of ['Senior Translator', 'Interpreter services are paid by the Client.', 'Signed by:', 'By:']) {
      expect(INTERPRETER_TITLE.test(line) || INTERPRETED_BY.test(line) || WITNESS_BELOW.test(line)).toBe(false);
    }
  });
  it('near miss: a translator who is a party heads its own block and keeps its signer', () => {
    const text = [
      'TRANSLATION SERVICES AGREEMENT',
      'This agreement is made between Lumen Legal Ltd (the "Client") and Polyglot Words Ltd (the "Translator").',
      '1. The Translator translates the Client\'s contracts into Spanish and the Client pays the Translator USD 900 a month.',
      'THE CLIENT',
      'Anna Berg',
      'Director',
      'THE TRANSLATOR',
      'Tomás Ruiz',
      'Director',
    ];
    expect(contactsOf(text, 'POLYGLOT WORDS')).toContain('Tomás Ruiz');
  });
  it('near miss: a witness heading still closes the block as before', () => {
    expect(contactsOf(LOAN(['WITNESS', 'Rosa Ipuana Epinayú']), 'MARY KELLY')).not.toContain('Rosa Ipuana Epinayú');
  });
  it('the headings read linearly', () => {
    readsLinearly((n) => {
      const line = `read to ${'a '.repeat(Math.ceil(n / 2))}bx`;
      return () => { INTERPRETED_BY.test(line); INTERPRETER_LINE.test(line); INTERPRETER_TITLE.test(line); };
    });
  });
});

describe('a capitalised Romance article opening a body\'s name mid-sentence (cause 5, the lead\'s decision)', () => {
  const LEASE = (sentence: string) => [
    'GRAZING LEASE',
    'This lease is made between Jean Moreau (the "Lessor") and Paul Girard (the "Lessee").',
    `1. The Lessee pays the Lessor EUR 400 a year. ${sentence}`,
  ];
  it.each([
    ['The fee is paid by transfer to the Lessor\'s account with La Banque Postale.', 'LA BANQUE POSTALE'],
    ['The Lessee holds its account at Le Crédit Lyonnais.', 'LE CRÉDIT LYONNAIS'],
    ['The deposit is held by El Banco Pichincha for the term.', 'EL BANCO PICHINCHA'],
  ])('%s', (sentence, name) => {
    expect(partyNames(...LEASE(sentence))).toContain(name);
  });
  it('near miss: a small-letter article is no part of the name', () => {
    const names = partyNames(...LEASE('The fee is paid by transfer to the Lessor\'s account with la Banque Postale.'));
    expect(names).toContain('BANQUE POSTALE');
    expect(names).not.toContain('LA BANQUE POSTALE');
  });
  it('near miss: after "the" the article is the English one\'s name, no part of it', () => {
    const names = partyNames(...LEASE('The fee is paid by transfer to the Lessor\'s account with the Banque Postale.'));
    expect(names).toContain('BANQUE POSTALE');
  });
});

describe('a capital beyond ASCII after "and" in a body\'s qualifiers (cause 6)', () => {
  const SALE = (court: string) => [
    'SALE AGREEMENT',
    'This agreement is made between Nordlys Fisk AS (the "Seller") and Arctic Foods Ltd (the "Buyer").',
    '1. The Buyer pays the Seller NOK 90 000 within fourteen (14) days of delivery.',
    `2. Disputes go to the ${court}.`,
  ];
  it.each([
    ['Indre and Østre Finnmark District Court', 'INDRE AND ØSTRE FINNMARK DISTRICT COURT'],
    ['Vestre and Åsane District Court', 'VESTRE AND ÅSANE DISTRICT COURT'],
    ['Gdańsk and Łódź Regional Court', 'GDAŃSK AND ŁÓDŹ REGIONAL COURT'],
    ['Inner and Östra Regional Court', 'INNER AND ÖSTRA REGIONAL COURT'],
  ])('%s', (court, name) => {
    const names = partyNames(...SALE(court));
    expect(names).toContain(name);
  });
  it('near miss: a small letter after "and" still ends the qualifiers', () => {
    const names = partyNames(...SALE('Finnmark District Court and østre courts'));
    expect(names).toContain('FINNMARK DISTRICT COURT');
  });
});
