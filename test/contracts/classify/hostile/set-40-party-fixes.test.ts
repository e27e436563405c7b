/**
 * Issue 18, h75f40p: facts set 40's party and body readers on hostile input, each unit a run of its near misses repeated
 * as one element, classified whole, in about linear time: the alias cues "hereafter" and "hereinafter to be called:"
 * (alias-forms.ts HEREINAFTER, CALLED), the Faroese forms before a name (marked-company-names.ts), the side words that
 * open a slot (preamble-words.ts SIDE_SLOT, slot-names.ts SLOT), the Romance and Dutch joins and heads
 * (own-language-bodies.ts ROMANCE_JOIN), the Nordic insurers' compounds (nordic-and-french-bodies.ts), the ʻokina in a
 * body's qualifiers (lexicon/name-letters.ts), a form before a number (name-grammar.ts ONE_SUFFIX) and a register named
 * before its keeper (party-registers.ts REGISTER_OF_BEFORE).
 */
import { describe } from 'vitest';
import { itClassifiesRepeatedLinearly } from '../cue-file-linearity.js';

describe('set 40\'s party and body readers on hostile input (h75f40p)', () => {
  itClassifiesRepeatedLinearly('Aa Bb ApS, hereafter hereinafter to be called: to be "the ');
  itClassifiesRepeatedLinearly('P/F Sp/f the P/F Aa á Bb í Cc P/F Sp/f Dd á ');
  itClassifiesRepeatedLinearly('On one side, Of the other part, on the one side Aa Bb, ');
  itClassifiesRepeatedLinearly('Fundo de Apoio ao Aa à Bb al Cc van het Dd voor Stichting voor ');
  itClassifiesRepeatedLinearly('Tryggingarfelagið Aa Forsikringsselskabet Bb Sparikassi Banki ');
  itClassifiesRepeatedLinearly('Kauaʻi Kuʻikahi Aaʻa Mediation Hawaiʻi ʻʻ Credit ');
  itClassifiesRepeatedLinearly('Aa KG 12 Bb AG 3, d.d. 4 Cc d.d. 5 May KG ');
  itClassifiesRepeatedLinearly('registered in the trade register of the Aa Chamber under number registered in the ');
});
