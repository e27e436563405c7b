/**
 * Issue 18, hred19 (the twentieth adversarial round): what session 29 added, attacked. Each input is built here; each
 * case states the bound or the behaviour that must hold. Timing cases of whole classifications are at the end of
 * hostile-text.test.ts; these are the behaviours found wrong, and the bounds of the shared helpers.
 */
import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../src/contracts/classify/index.js';
import { within } from '../../security/guard.js';
import { readsLinearly } from '../../security/linear-time.js';
import { typesOf } from './helpers.js';
import { contactNames } from './facts-readers.js';

/** `k` in base 26 written in small letters (0 → "a", 26 → "ba"): distinct names for distinct numbers. */
const letters = (k: number) => k.toString(26).replace(/./g, (c) => 'abcdefghijklmnopqrstuvwxyz'[parseInt(c, 26)]);

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

describe('the trade-mark terms read through their definitions (defined-trademarks.ts, h30c39)', () => {
  // One pattern of every term was tried at every place of every element: terms × characters. 2,000 definitions and
  // 2,000 uses (254k characters) took 11.8 s; the pattern now holds the first MAX_TERMS terms.
  const mark = (k: number) => `Mark${letters(k)}`;
  it('the first MAX_TERMS terms a document defines are read, no more', async () => {
    const { MAX_TERMS, trademarkTerms } = await import('../../../src/contracts/classify/defined-trademarks.js');
    expect(MAX_TERMS).toBeGreaterThan(0);
    const texts = Array.from({ length: 3 * MAX_TERMS }, (_, k) => `"${mark(k)}s" means the trade marks of the Licensor.`);
    const definitions = texts.map((t) => ({ terms: [{ begin: 1, end: t.indexOf('"', 1) }], explicit: true }));
    expect(trademarkTerms(texts, definitions)).toEqual(Array.from({ length: MAX_TERMS }, (_, k) => `${mark(k)}s`));
  });
  it('one term is still read: "the Brands" where "Brands" means the trade marks', async () => {
    const { trademarkTermsRead } = await import('../../../src/contracts/classify/defined-trademarks.js');
    expect(trademarkTermsRead(['Brands'])('The Licensee shall not alter any Brand or the Brands.')).toBe('The Licensee shall not alter any trademarks or the trademarks.');
  });
  it('thousands of trade-mark definitions and their uses, classified whole: linear', () => {
    const result = readsLinearly((n) => {
      const count = Math.ceil(n / 125);
      const items = [
        ...Array.from({ length: count }, (_, k) => `"${mark(k)}s" means the trade marks of the Licensor.`),
        ...Array.from({ length: count }, (_, k) => `The Licensee shall not use any ${mark(k)} in a misleading way.`),
      ];
      return () => classifyContract(items.map((text) => ({ text, kind: 'sentence' as const })));
    }, 4000, 64_000, 32_000);
    expect(result.elements.length).toBeGreaterThan(0);
  });
});

describe('a group defined as parties (role-definitions.ts, h30n39)', () => {
  // Each step of the meaning's walk read every party name: definitions × names. Now the names of its first word only.
  const alias = (k: number) => `Q${letters(k).padStart(3, 'a')}`;
  it('still reads a group of names joined by commas and "and", first words shared or not', async () => {
    const { roleDefinitions } = await import('../../../src/contracts/classify/role-definitions.js');
    const names = ['Alder Ltd', 'Alder', 'Alder Holdings Ltd', 'Birch Ltd', 'A.B. Trading Ltd', 'Sellers'];
    expect([...roleDefinitions(['"Guarantors" means Alder Holdings Ltd, A.B. Trading Ltd and Birch Ltd.'], names).keys()]).toEqual(['Guarantors']);
    expect([...roleDefinitions(['"Covenantors" means the Sellers listed in Part 3.'], names).keys()]).toEqual(['Covenantors']);
    expect([...roleDefinitions(['"Guarantors" means Alder Holdingsx Ltd and Birch Ltd.'], names).keys()]).toEqual([]);
    expect([...roleDefinitions(['"Affiliates" means Alder and its subsidiaries.'], names).keys()]).toEqual([]);
  });
  it('thousands of names and thousands of group definitions of them: linear in their count', async () => {
    const { roleDefinitions } = await import('../../../src/contracts/classify/role-definitions.js');
    const found = readsLinearly((n) => {
      const count = Math.ceil(n / 100);
      const names = Array.from({ length: count }, (_, k) => alias(k));
      const texts = Array.from({ length: count }, () => `"Sellers" means ${names.slice(-30).join(', ')}.`);
      return () => roleDefinitions(texts, names).size;
    }, 200, 80_000, 20_000);
    expect(found).toBe(1);
  });
});

describe('matchesOf beside matchAll: the flags and states session 29\'s callers could hand it (regex-matches.ts)', () => {
  it('a v pattern steps past a whole astral character after an empty match, as matchAll does', async () => {
    const { matchesOf } = await import('../../../src/common/regex-matches.js');
    const pattern = new RegExp('(?:)', 'gv');
    expect(matchesOf(pattern, '😀a😀').map((m) => m.index)).toEqual([...'😀a😀'.matchAll(pattern)].map((m) => m.index));
  });
  it('a lastIndex given as text, negative or past the end starts where matchAll starts, and is left as it was', async () => {
    const { matchesOf } = await import('../../../src/common/regex-matches.js');
    for (const start of ['1', -5, 2 ** 53, Number.NaN] as unknown as number[]) {
      const pattern = /a/g;
      pattern.lastIndex = start;
      const expected = [...'aaa'.matchAll(pattern)].map((m) => m.index);
      expect(matchesOf(pattern, 'aaa').map((m) => m.index)).toEqual(expected);
      expect(Object.is(pattern.lastIndex, start)).toBe(true);
    }
  });
  it('a throw inside the search leaves lastIndex as it was', async () => {
    const { matchesOf } = await import('../../../src/common/regex-matches.js');
    const pattern = /a/g;
    pattern.lastIndex = 3;
    const hostile = { toString: () => { throw new Error('no text'); } } as unknown as string;
    expect(() => matchesOf(pattern, hostile)).toThrow('no text');
    expect(pattern.lastIndex).toBe(3);
  });
  it('a frozen pattern is refused (its lastIndex cannot move), where matchAll runs a copy: no module pattern is frozen', async () => {
    const { matchesOf } = await import('../../../src/common/regex-matches.js');
    expect(() => matchesOf(Object.freeze(/a/g), 'aa')).toThrow(TypeError);
  });
  it('80k empty matches: found in linear time, each one object (no copy of the text per match)', async () => {
    const { matchesOf } = await import('../../../src/common/regex-matches.js');
    for (const n of [20_000, 40_000, 80_000]) {
      const text = 'x'.repeat(n);
      const found = within(100, () => matchesOf(/y*/g, text));
      expect(found.length).toBe(n + 1);
      expect(found[n].input).toBe(text);
    }
  });
});
