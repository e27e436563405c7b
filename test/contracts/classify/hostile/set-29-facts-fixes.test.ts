/**
 * Issue 18, h40f29: the patterns added for facts set 29's causes, on hostile input. Each classification is timed
 * by `readsLinearly` at its sizes (test/security/linear-time.ts; 20,000 and 80,000 characters until session 56); each
 * must grow linearly. Every look of these patterns is bounded or anchored.
 */
import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { readsLinearly } from '../../../security/linear-time.js';

const sentence = (text: string) => ({ text, kind: 'sentence' as const });
const classify = (...texts: string[]) => classifyContract([{ text: 'BOARDING AGREEMENT', kind: 'title' }, ...texts.map(sentence)]);
const repeated = (unit: string, n: number) => unit.repeat(Math.ceil(n / unit.length));

describe('terms and payment terms (agreement-terms.ts START_THEN_LENGTH, MEASURED_BY_DURATION, UNPAID_FOR, OPENS_OTHER_ACT)', () => {
  it('runs of "starts on 1 May 2029 and lasts" and of "and continues, with a minimum period of" before a duration', () => {
    for (const unit of ['starts on 1 May 2029 and ', 'begins on 1 and shall last ', 'and continues with a minimum period of ', 'on 1 '.repeat(3)]) {
      const labels = readsLinearly((n) => () => classify(`The boarding ${repeated(unit, n)}sixty (60) days.`));
      expect(labels.elements).toHaveLength(2);
    }
  });
  it('runs of possessive durations, of "unpaid for", and of clause openings before "shall deliver" in a payment sentence', () => {
    for (const unit of ["two months' ", 'unpaid for more than ', 'within 5 days after the end A B C ', 'after X Y Z, The Aa Bb shall deliver ']) {
      const labels = readsLinearly((n) => () => classify(`The Owner shall pay ${repeated(unit, n)}within ten (10) days of the invoice date.`));
      expect(labels.elements).toHaveLength(2);
    }
  });
});

describe('dates and an extended "it" (facts.ts PERIOD_HEADING, THERE_APPEAR_AFTER, EXTENDS_IT)', () => {
  it('a run of "Start and " before a heading, of "there appear" after a place and date, and of "extend it"', () => {
    const cases: ((n: number) => string[])[] = [
      (n) => [`2. ${repeated('Start and ', n)}duration. The boarding starts on 1 April 2029.`],
      (n) => [`In Valdivia, Chile, on 5 June 2029, there appear: ${repeated('on the one side, AA BB SpA, ', n)}hereinafter the "Owner".`],
      (n) => ['The rental term is twelve (12) months.', `The Lessee may ${repeated('extend it ', n)}for a further three (3) months.`],
    ];
    for (const texts of cases) {
      const labels = readsLinearly((n) => () => classify(...texts(n)));
      expect(labels.elements.length).toBeGreaterThan(1);
    }
  });
});

describe('parties and contacts (alias-forms.ts ALIAS_AFTER, party-details.ts TWO_NAMES_COMMA_TITLES and TITLE_BEFORE, signer-lines.ts FOR_PARTY_NAME, party-registers.ts NUMBER_LABEL_AFTER, slot-names.ts "of No.")', () => {
  const preamble = (entry: string) => classifyContract([
    { text: 'SERVICES AGREEMENT', kind: 'title' },
    sentence('THIS AGREEMENT is made on 2 June 2029'),
    sentence('BETWEEN'),
    sentence(entry),
    sentence('1. The Contractor shall clean the offices.'),
  ]);
  it('runs of brackets holding brackets, of "of No." and of "SEC Registration No." in an entry before its alias', () => {
    for (const unit of ['(No. 1 (2-K)) ', '((((( ', 'AA of No. 3 ', 'SEC Registration No. 1 ', '(A (B) (C) (D)) ']) {
      const labels = readsLinearly((n) => () => preamble(`KILAT CLEANING SDN. BHD. ${repeated(unit, n)}(hereinafter referred to as "the Contractor").`));
      expect(labels.elements).toHaveLength(5);
    }
  });
  it('runs of signers joined by "and", of titles before a name and of "p.p." on a signature line', () => {
    for (const unit of ['Olof Berg, Chief Executive Officer, and ', 'Dr. Mr. Mag. ', 'p.p. P.P. ', 'Aa Bb, Cc Dd Ee Ff Gg '] ) {
      const labels = readsLinearly((n) => () => classifyContract([
        { text: 'SUPPLY AGREEMENT', kind: 'title' },
        sentence('This Supply Agreement is made on 5 June 2029 between Pesquera Azul SpA (the "Supplier") and Conservas del Pacifico S.A. (the "Buyer").'),
        sentence('Pesquera Azul SpA'),
        sentence(`${repeated(unit, n)}Maja Berg, Board Member`),
        sentence(`p.p. PESQUERA AZUL SpA: ${repeated(unit, n)}Tomás Rojas Vidal`),
      ]));
      expect(labels.elements).toHaveLength(5);
    }
  });
});
