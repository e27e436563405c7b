/**
 * Issue 18, hred19 (the twentieth adversarial round): what session 29 added, attacked. Each input is built here; each
 * case states the bound or the behaviour that must hold. Timing cases of whole classifications are at the end of
 * hostile-text.test.ts; these are the behaviours found wrong, and the bounds of the shared helpers.
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from './helpers.js';
import { contactNames } from './facts-readers.js';

describe('a pronoun\'s definition names a capitalised role only (pronouns.ts, h30n40\'s "we" and the older "you")', () => {
  // The definition's pattern reads its words in any case ("We", "MEANS"), which let its `[A-Z]` take a small letter:
  // `(the "agency")` bound "we" to a party "agency", `(the "toString")` to "toString".
  const WORK = ['We will vet every worker before the first shift.', 'You must pay us the fee within 30 days.'];
  it('a capitalised bracket binds the pronoun, as before', () => {
    expect(typesOf('In these terms, "we", "us" and "our" mean Pellworth Staffing Ltd (the "Agency").', ...WORK).slice(1))
      .toEqual([['Obligation/Agency'], ['Obligation/You']]);
    expect(typesOf('In these terms "you" means the business that books a worker (the "Hirer").', ...WORK).slice(1))
      .toEqual([[], ['Obligation/Hirer']]);
  });
  it('a bracket in small letters binds nothing: "we" stays unbound, "you" stays You', () => {
    for (const word of ['agency', 'toString', 'constructor', 'hasOwnProperty', 'valueOf']) {
      expect(typesOf(`In these terms, "we", "us" and "our" mean Pellworth Staffing Ltd (the "${word}").`, ...WORK).slice(1))
        .toEqual([[], ['Obligation/You']]);
      expect(typesOf(`In these terms "you" means the business that books a worker (the "${word}").`, ...WORK).slice(1))
        .toEqual([[], ['Obligation/You']]);
    }
  });
  it('a role word opening the meaning still binds when the bracket is in small letters', () => {
    expect(typesOf('"We" and "us" mean the Supplier named in the Order Form (the "supplier side").', 'We will deliver the goods to your site.')[1])
      .toEqual(['Obligation/Supplier']);
  });
});

describe('"Attention:" names a person only before a capital (notice-contacts.ts ATTENTION_NAMED, h30f24)', () => {
  // Its lookahead for a capital was read in any case (the `i` flag folds \p{Lu}), so the first "attention" of an entry
  // was taken whatever followed it, and a person named after a second one was lost.
  const PARTIES = [
    'SERVICES AGREEMENT',
    'THIS AGREEMENT is made on 2 March 2026 between Harrow Mills Limited (the "Customer") and Quayside Data Ltd (the "Supplier").',
    'The Supplier shall provide the services and the Customer shall pay for them.',
  ];
  it('the person after the second "Attention:" when the first names a department in small letters', () => {
    expect(contactNames(...PARTIES,
      'Notices to the Supplier shall be sent to 7 Canal Street, Leeds, marked for the attention of accounts, or by hand, Attention: Tobias Renshaw, Finance Director.',
    )).toEqual(['HARROW MILLS: ', 'QUAYSIDE DATA: Tobias Renshaw']);
  });
  it('lower-case words after the only "attention" name nobody', () => {
    expect(contactNames(...PARTIES,
      'Notices to the Supplier shall be sent to 7 Canal Street, Leeds, for the attention of the finance team, Tobias Renshaw.',
    )).toEqual(['HARROW MILLS: ', 'QUAYSIDE DATA: ']);
  });
});
