/**
 * Hostile text for the money marks h120m77 added for facts set 77 (issue 18): "kip" and "Br" (CONTRACT_PREFIXES, token
 * rules) and the patterns of local-currency.ts that name them (Laos's, Ethiopia's and Belarus's names, the marks'
 * `written`, a "$" after the figure): whole classifications of long runs stay linear, and the country reader alone too.
 */
import { describe, it } from 'vitest';
import { contractLocalCurrencies, localUnit } from '../../../../src/contracts/classify/facts/local-currency.js';
import { readsLinearly } from '../../../security/linear-time.js';
import { itClassifiesRunsWithin1s, run } from './helpers.js';

describe('runs of kip, Br and "$" after the figure (h120m77)', () => {
  itClassifiesRunsWithin1s('h120m77', [
    ['Price: ', '6.500.000 kip '],
    ['Price: ', '6.500.000 kipkip '],
    ['Made at Vientiane. Price: ', '1 kips 1 '],
    ['Fee: ', 'Br 1,200.00 '],
    ['Fee: ', 'BrBr1,2 '],
    ['Made at Minsk, Belarus. Fee: ', 'Br 1,200.00 $ '],
    ['Made at Percé (Québec). Price: ', '1 850,00 $ '],
    ['Price: ', '$$$ 1 '],
  ]);
  it.each([
    ['Luang ', 'Luang '],
    ['Addis ', 'Addis '],
    ['Lao ', 'LaoLAK '],
    ['Minsk ', 'Belarusian '],
    // h121mendQ (h121rr #10): the lexicon's towns in the birr's and the ruble's names.
    ['Debre ', 'Debre  '],
    ['Arba ', 'Adamaa '],
    ['Bahir ', 'Debre Markos Debre '],
    ['Homel ', 'Brestt '],
  ])('"%s" then "%s" repeated, on the country reader: linear', (head, unit) => {
    readsLinearly((n) => {
      const text = run(head, unit, n);
      return () => contractLocalCurrencies([text]);
    });
  });
  it.each([
    ['1 ', '$ '],
    ['1', ' kip'],
    ['Br', '1 '],
  ])('"%s" then "%s" repeated, as a mention\'s text: linear', (head, unit) => {
    const local = new Map([['USD', 'CAD'], ['kip', 'LAK'], ['ETB', 'BYN']]);
    readsLinearly((n) => {
      const text = run(head, unit, n);
      return () => ['USD', 'kip', 'ETB'].map((u) => localUnit(u, text, local));
    });
  });
});
