/**
 * Issue 18, h42f30: the patterns added or changed for facts set 30's causes, on hostile input. Each classification is timed
 * by `readsLinearly` at its sizes (test/security/linear-time.ts; 20,000 and 80,000 characters until session 56); each
 * must grow linearly. Every look of these patterns is bounded or anchored.
 */
import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { readsLinearly } from '../../../security/linear-time.js';

const sentence = (text: string) => ({ text, kind: 'sentence' as const });
const repeated = (unit: string, n: number) => unit.repeat(Math.ceil(n / unit.length));

describe('clause headings end the list under "Between:" (preamble-words.ts CLAUSE_HEADING in AFTER_PARTIES)', () => {
  it('runs of ordinal-like words, of "Clause" and of hyphens after "Between:"', () => {
    for (const unit of ['Twenty-fifth ', 'Clause Article ', 'aaaaaaaa-aaaaaaaaath ', 'First Clause (Object). ']) {
      const labels = readsLinearly((n) => () => classifyContract([
        { text: 'HARVEST CONTRACT', kind: 'title' },
        sentence('Between:'),
        sentence(`${repeated(unit, n)}(the "Estate").`),
        sentence('The Estate shall pay.'),
      ]));
      expect(labels.elements.length).toBeGreaterThan(1);
    }
  });
});

describe('"PARTY A (THE BUYER):" fields and "Represented by:" lines (alias-forms.ts FIELD, representative-contacts.ts REPRESENTED_BY and REPRESENTATIVE_END)', () => {
  it('runs of "PARTY A (THE", of "Represented by:" and of field labels after it', () => {
    const cases: ((n: number) => string[])[] = [
      (n) => [`${repeated('PARTY A (THE ', n)}BUYER): AA BB PTY LTD`, 'Represented by: Mr. Cc Dd Position: Director'],
      (n) => ['PARTY A (THE BUYER): AA BB PTY LTD', repeated('Represented by: ', n)],
      (n) => ['PARTY A (THE BUYER): AA BB PTY LTD', `Represented by: Mr. Cc Dd ${repeated('Position: ', n)}`],
      (n) => ['PARTY A (THE BUYER): AA BB PTY LTD', repeated('Represented by:     Mr. Cc Dd Position: Director ', n)],
    ];
    for (const texts of cases) {
      const labels = readsLinearly((n) => () => classifyContract([{ text: 'CMT CONTRACT', kind: 'title' }, ...texts(n).map(sentence)]));
      expect(labels.elements.length).toBeGreaterThan(1);
    }
  });
});

describe('a long register bracket before an alias (alias-forms.ts ALIAS_AFTER, its bracket up to 240)', () => {
  it('runs of unclosed and of long closed brackets before "hereinafter"', () => {
    for (const unit of ['Aa Kft. (registered office: 1 Bb; ', 'Aa Kft. (' + 'x'.repeat(230) + ') ', '(((( ', 'Aa (Bb (Cc) Dd; ']) {
      const labels = readsLinearly((n) => () => classifyContract([
        { text: 'SERVICES AGREEMENT', kind: 'title' },
        sentence('This Agreement was concluded in Pécs on 1 May 2032 between'),
        sentence(`${repeated(unit, n)}, hereinafter the "Provider", and`),
        sentence('The Provider shall work.'),
      ]));
      expect(labels.elements.length).toBeGreaterThan(1);
    }
  });
});

describe('a postal code before a town (postcode-towns.ts POSTCODE_THEN_WORD, NAME_GOES_ON)', () => {
  it('runs of postal codes before "Peso" and of "Peso da"', () => {
    for (const unit of ['5050-200 Peso da ', '5050-200 Peso ', '1-1 Pesos Pesos ']) {
      const labels = readsLinearly((n) => () => classifyContract([
        { text: 'OLIVE CONTRACT', kind: 'title' },
        sentence(`The Grower shall pay ${repeated(unit, n)}Régua.`),
      ]));
      expect(labels.elements.length).toBeGreaterThan(0);
    }
  });
});

describe('representatives joined by "and" (preamble-names.ts REPRESENTATIVES_JOINED, representative-contacts.ts JOINED_REPRESENTATIVES)', () => {
  it('runs of "represented by", of "and" and of names joined by "and" in an entry', () => {
    for (const unit of ['represented by ', ', and ', 'Aa Bb, director, and ', 'represented by: Aa Bb and ']) {
      const labels = readsLinearly((n) => () => classifyContract([
        { text: 'SERVICES AGREEMENT', kind: 'title' },
        sentence('This Agreement was concluded in Pécs on 1 May 2032 between'),
        sentence(`Aa Kft. (represented by: ${repeated(unit, n)}Cc Dd, director), hereinafter the "Provider", and`),
        sentence('The Provider shall work.'),
      ]));
      expect(labels.elements.length).toBeGreaterThan(1);
    }
  });
});

describe('an insurance cover before money (facts.ts INSURANCE_COVER)', () => {
  it('runs of "cover of up to" and of "coverage" before an amount', () => {
    for (const unit of ['cover of up to ', 'coverage ', 'cover up to up to ']) {
      const labels = readsLinearly((n) => () => classifyContract([
        { text: 'STORAGE LICENCE', kind: 'title' },
        sentence(`You shall pay ${repeated(unit, n)}£1,000 for £1.50 per week.`),
      ]));
      expect(labels.elements.length).toBeGreaterThan(0);
    }
  });
});

describe('a place with particles after "Done in" and "In" (place-of-making.ts PLACE_NAME in DONE_AT, facts.ts IN_PLACE_ON)', () => {
  it('runs of capitalised words and particles before ", on"', () => {
    for (const unit of ['Aa da ', 'Aa da Bb da ', 'A-da ', 'da da ']) {
      for (const head of ['Done in ', 'In ']) {
        const labels = readsLinearly((n) => () => classifyContract([
          { text: 'OLIVE CONTRACT', kind: 'title' },
          sentence('The Grower shall pay the Mill €80.00.'),
          sentence(`${head}${repeated(unit, n)}Régua, on 15 September 2032.`),
        ]));
        expect(labels.elements.length).toBeGreaterThan(1);
      }
    }
  });
});
