/**
 * Aliases quoted in capitals with their article (`hereinafter "THE COOPERATIVE"`, Spanish drafting in English) are
 * read as the same aliases in title case: an alias's case does not decide whether it is one (facts set 37's cause 5,
 * h67roles). An abbreviation in capitals without the article stays what it was. Sentences written for this change.
 */
import { describe, expect, it } from 'vitest';
import { nounInCapitals } from '../../../../src/contracts/classify/parties/alias-forms.js';
import { contactLists, primary } from '../facts-readers.js';

const slots = (one: string, two: string): string[] => [
  'SUPPLY CONTRACT',
  `On the one part, the COOPERATIVA GANADERA SAN PEDRO LIMITADA, represented by its President, Mr. Juan Benítez, hereinafter ${one};`,
  `and on the other part, LÁCTEOS DEL SUR S.A., represented by its Manager, Mrs. Ana Ruiz, hereinafter ${two}.`,
];

describe('aliases quoted in capitals (h67roles)', () => {
  it('"THE COOPERATIVE" and "THE DAIRY" read as "the Cooperative" and "the Dairy"', () => {
    const caps = [...slots('"THE COOPERATIVE"', '"THE DAIRY"'), 'SECOND: THE DAIRY shall pay THE COOPERATIVE Gs. 3.000.000 per month.'];
    const title = [...slots('"the Cooperative"', '"the Dairy"'), 'SECOND: The Dairy shall pay the Cooperative Gs. 3.000.000 per month.'];
    expect(primary(...caps)).toEqual(['COOPERATIVA GANADERA SAN PEDRO Supplier', 'LÁCTEOS DEL SUR Buyer']);
    expect(primary(...caps)).toEqual(primary(...title));
    expect(contactLists(...caps)).toEqual([['COOPERATIVA GANADERA SAN PEDRO', ['Juan Benítez']], ['LÁCTEOS DEL SUR', ['Ana Ruiz']]]);
  });
  it('"hereinafter referred to as" and a two-word alias in capitals', () => {
    expect(primary(...slots('referred to as "THE COOPERATIVE"', 'referred to as "THE BUYING DAIRY"'), 'THE BUYING DAIRY shall pay THE COOPERATIVE monthly.'))
      .toEqual(['COOPERATIVA GANADERA SAN PEDRO Supplier', 'LÁCTEOS DEL SUR Buyer']);
  });
  it('near misses: an abbreviation in capitals, with the article or not, is no noun in capitals', () => {
    expect(nounInCapitals('hereinafter "THE MILL"', 'MILL')).toBe(true);
    expect(nounInCapitals('hereinafter referred to as "THE TOUR OPERATOR"', 'TOUR OPERATOR')).toBe(true);
    expect(nounInCapitals('("FDG")', 'FDG')).toBe(false);
    expect(nounInCapitals('hereinafter referred to as "FHT"', 'FHT')).toBe(false);
    expect(nounInCapitals('("THE NMC")', 'NMC')).toBe(false);
    expect(nounInCapitals('("SFRL")', 'SFRL')).toBe(false);
  });
});
