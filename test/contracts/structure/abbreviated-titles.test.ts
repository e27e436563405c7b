/**
 * Academic and professional titles written with a stop before a person's name (common/lexicon/abbreviated-titles.ts,
 * facts set 39's cause 2, h73f39n): their stop ends no sentence before the name, so a party's entry with its
 * representative stays one sentence. Before a word that opens a sentence the stop still ends it. Sentences written for
 * the rule, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { splitSentences } from '../../../src/contracts/structure/sentences.js';
import { readsLinearly } from '../../security/linear-time.js';

const split = (text: string): string[] => splitSentences(text, { start: 0, end: text.length }).map((r) => text.slice(r.start, r.end));

describe('abbreviated titles before a name end no sentence (h73f39n)', () => {
  it.each([
    'ON ONE SIDE: TRANSPORTES DEL NORTE S.A., represented by its director Ing. Agr. Martín Suárez, hereinafter "the Carrier"; and',
    'represented by its president Lic. Ana Pereyra Sosa, hereinafter "the Buyer";',
    'represented by its accountant Cr. Pablo Ríos, and by its architect Arq. Lucía Méndez.',
    'represented by Dra. Inés Cabrera and Sra. Marta Gil, attorneys-in-fact.',
    'represented by its managing director Dipl. Ing. Karl Brandt, hereinafter "the Supplier".',
    'signed by the notary Esc. Jorge Benítez at Montevideo.',
  ])('%s', (text) => {
    expect(split(text)).toEqual([text]);
  });
  it('near misses: the same letters before a sentence\'s opening word, or in small letters, end it', () => {
    expect(split('The balance is 500 Cr. The Buyer shall pay it.')).toEqual(['The balance is 500 Cr.', 'The Buyer shall pay it.']);
    expect(split('The price is set under Agr. Each party signs.')).toEqual(['The price is set under Agr.', 'Each party signs.']);
    expect(split('The account shows lic. Payment follows.')).toEqual(['The account shows lic.', 'Payment follows.']);
  });
});

describe('abbreviated titles, repeated (h73f39n)', () => {
  it('a run of titles before names and sentence openers splits in linear time', () => {
    readsLinearly((n) => {
      const unit = 'Lic. Agr. Inés Cr. The Dra. Ana ';
      const text = unit.repeat(Math.ceil(n / unit.length));
      return () => split(text);
    });
  });
});
