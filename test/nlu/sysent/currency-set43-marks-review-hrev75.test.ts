/**
 * Round 1's local money marks of session 43 (h77f43d) reviewed on ordinary language (issue 18, hrev75): a mark that is
 * also a word or an abbreviation, written after its figure, then a noun labels what the figure counts ("a 1,000 YR
 * inspection", "18.000 FC supporters"); a singular CFA franc before a noun qualifies it ("the 14 CFA franc countries",
 * "row 12 F CFA column"). Each near miss beside the rule's own case, still read. Sentences written for this test.
 */
import { describe, expect, it } from 'vitest';
import { currencySpans } from './helpers.js';

const contract = (text: string) => currencySpans(text, true);
const chat = (text: string) => currencySpans(text, false);

describe('"YR" and "FC" after a figure, then a noun', () => {
  it('near misses: the figure and the mark count or qualify the noun', () => {
    expect(contract('The Contractor shall carry out the 1,000 YR inspection of the dam.')).toEqual([]);
    expect(contract('The model covers the 10,000 YR flood and the 2,500 YR storm surge.')).toEqual([]);
    expect(contract('The Club expects 18.000 FC supporters at each home match.')).toEqual([]);
  });
  it('the rule\'s own cases still read: a word that goes on a sum, a function word, punctuation, the end', () => {
    expect(contract('The price is 45,000 YR per load.')).toEqual(['45,000 YR=45000 YER']);
    expect(contract('The Buyer pays 38,500 YR for each consignment.')).toEqual(['38,500 YR=38500 YER']);
    expect(contract('An urgent load costs 52,000.00 YR payable on delivery.')).toEqual(['52,000.00 YR=52000 YER']);
    expect(contract('The deposit (150,000 YR) is due on signing.')).toEqual(['150,000 YR=150000 YER']);
    expect(contract('The total price is 1,450,000 YR.')).toEqual(['1,450,000 YR=1450000 YER']);
    expect(contract('The fee is 2 500,00 FC net of tax.')).toEqual(['2 500,00 FC=2500 FC']);
    expect(contract('A refund of 12.500 FC deposit is made.')).toEqual(['12.500 FC=12500 FC']);
  });
});

describe('the CFA franc in two words before a noun', () => {
  it('near misses: a singular franc qualifies the noun after it', () => {
    expect(contract('The study covers the 14 CFA franc countries of Africa.')).toEqual([]);
    expect(contract('The Consultant compares the 8 CFA franc economies of the union.')).toEqual([]);
    expect(contract('Row 12 F CFA column shows the local price.')).toEqual([]);
  });
  it('the rule\'s own cases still read, and the plural before a word', () => {
    expect(contract('The fee is 350 000 F CFA per pupil.')).toEqual(['350 000 F CFA=350000 FCFA']);
    expect(contract('The fee is 275 000 F CFA hors taxes.')).toEqual(['275 000 F CFA=275000 FCFA']);
    expect(contract('The price is 1 CFA franc per litre.')).toEqual(['1 CFA franc=1 FCFA']);
    expect(contract('The rent is 90 000 francs CFA monthly.')).toEqual(['90 000 francs CFA=90000 FCFA']);
    expect(contract('The rent is 90 000 CFA francs, payable monthly.')).toEqual(['90 000 CFA francs=90000 FCFA']);
  });
  it('a chat reads none of these marks, before and after', () => {
    expect(chat('I paid 500 YR')).toEqual([]);
    expect(chat('I paid 5000 CFA francs')).toEqual([]);
    expect(chat('case closed NFA 1,200')).toEqual([]);
  });
});
