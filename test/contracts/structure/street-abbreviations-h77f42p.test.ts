/**
 * Albanian and Spanish street abbreviations (common/lexicon/street-kinds.ts) and a road's kilometre point (sentences.ts
 * BEFORE_HOUSE_NUMBER) end no sentence inside a party's entry (facts set 42's causes 1 and 5, h77f42p): "Rr." (rruga),
 * "Carr." (carretera), "Urb." (urbanización), "Bo." (barrio), "Km." before a figure. Before a word that opens a sentence,
 * or "km." before a word, the stop still ends it. Sentences written for the rule, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { splitSentences } from '../../../src/contracts/structure/sentences.js';

const split = (text: string): string[] => splitSentences(text, { start: 0, end: text.length }).map((r) => text.slice(r.start, r.end));

describe('street abbreviations end no sentence in an entry (h77f42p)', () => {
  it.each([
    '1. Ndërtimi Shkodra SH.P.K., with its seat at Rr. Skënderbeg nr. 7, Shkodër, represented by its director (hereinafter: the Builder), and',
    'A. FINCA LA ESPERANZA, INC., with postal address at Carr. 172 Km. 13.1, Cidra, Puerto Rico 00739 ("Stable Owner"); and',
    'MR. PEDRO ORTIZ, residing at Calle Luna No. 4, Urb. Villa del Carmen, Ponce, Puerto Rico ("Horse Owner").',
    'MS. ANA VEGA, a resident of Bo. Jagüeyes, Aibonito, Puerto Rico ("Owner").',
  ])('%s', (text) => {
    expect(split(text)).toEqual([text]);
  });
  it('near misses: before a sentence\'s opening word, or a distance before a word, the stop ends the sentence', () => {
    expect(split('The road ends at the Carr. The Lessee shall repair it.')).toEqual(['The road ends at the Carr.', 'The Lessee shall repair it.']);
    expect(split('The horses are kept 12 km. Feed is delivered weekly.')).toEqual(['The horses are kept 12 km.', 'Feed is delivered weekly.']);
  });
});
