/**
 * The local-currency loop asks the prefilter once per text which vetoes and countries may match, and runs each pattern
 * once even where two marks share it (issue 18, h90perf): the answers of a place, a veto and an outlying territory,
 * in any order of the texts. src/contracts/classify/facts/local-currency.ts.
 */
import { describe, expect, it } from 'vitest';
import { contractLocalCurrencies, localCurrencyPatterns } from '../../../../src/contracts/classify/facts/local-currency.js';
import { prefilterKey } from '../../../../src/common/regex-prefilter.js';

const local = (...texts: string[]) => Object.fromEntries(contractLocalCurrencies(texts));

describe('contractLocalCurrencies, one prefilter question per text', () => {
  it('a place names its currency for every mark that shares the country', () => {
    // Uruguay's Unidad Indexada too ("UI", h108d68: a unit of account a Uruguayan contract prices in).
    expect(local('The tasting room is at 4 Calle Sarandí, Montevideo.', 'A fee of 1,200 pesos per visit.')).toEqual({ USD: 'UYU', MXN: 'UYU', UI: 'UYI' });
    expect(local('The roaster delivers from Cebu to the cafés of the island.')).toEqual({ P: 'PHP', MXN: 'PHP' });
    expect(local('Rent is payable in Douala on the first day of the month.')).toEqual({ FCFA: 'XAF', CHF: 'XAF' });
  });

  it('a US place vetoes the dollar in whichever text it comes, and leaves the other marks their countries', () => {
    const texts = ['The bakery trades from Halifax, Nova Scotia.', 'Orders are shipped from a warehouse in Portland, Oregon.', 'Samples go to Nairobi.'];
    expect(local(...texts)).toEqual({ Shs: 'KES' });
    expect(local(...[...texts].reverse())).toEqual({ Shs: 'KES' });
    expect(local(texts[0], texts[2])).toEqual({ USD: 'CAD', Shs: 'KES' });
  });

  it('an outlying territory decides the krone only where no krona country is named', () => {
    expect(local('The guesthouse in Tórshavn is let for the summer season.')).toEqual({ kr: 'DKK' });
    expect(local('The trawler sails from Bergen to the Faroe Islands.')).toEqual({ kr: 'NOK' });
    expect(local('The trawler sails from Bergen.', 'Catches are landed at Tórshavn.')).toEqual({ kr: 'NOK' });
  });

  it('lists each pattern once, none global or sticky (so the order they run in changes nothing)', () => {
    const patterns = localCurrencyPatterns();
    expect(new Set(patterns.map(prefilterKey)).size).toBe(patterns.length);
    expect(patterns.filter((re) => re.global || re.sticky)).toEqual([]);
  });
});
