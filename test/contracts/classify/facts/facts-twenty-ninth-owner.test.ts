/**
 * An owner that lets its place or goods in a location, hire or rental agreement provides (h39f29's cause 5, fixed by
 * h40f29); a construction employer called "the Owner" still pays. Sentences written for the rule (none from the set).
 */
import { describe, expect, it } from 'vitest';
import { primary } from '../facts-readers.js';

describe('the owner of a location or of hired goods provides (h40f29)', () => {
  const contract = (title: string, first: string, second: string, work: string) => [
    title,
    `This ${title.toLowerCase().replace(/\b\w/g, (c) => c.toUpperCase())} is made on 2 April 2029 between Ljusbild Produktion AB, reg. no. 556222-3333, Göteborg ("the ${first}"), and Kustgården AB, reg. no. 556111-2222, Kalmar ("the ${second}").`,
    work,
  ];
  it('a location agreement: the owner Supplier, the production company Buyer', () => {
    expect(primary(...contract('LOCATION AGREEMENT', 'Production Company', 'Owner', '1. The Production Company shall pay the Owner SEK 30 000 per shooting day.')))
      .toEqual(['LJUSBILD PRODUKTION Buyer', 'KUSTGÅRDEN Supplier']);
  });
  it('a hire agreement: the owner Supplier, the hirer Buyer', () => {
    expect(primary(...contract('EQUIPMENT HIRE AGREEMENT', 'Hirer', 'Owner', '1. The Hirer shall pay the Owner SEK 5 000 per week.')))
      .toEqual(['LJUSBILD PRODUKTION Buyer', 'KUSTGÅRDEN Supplier']);
  });
  it('a building contract\'s owner still pays', () => {
    expect(primary(...contract('BUILDING CONTRACT', 'Contractor', 'Owner', '1. The Owner shall pay the Contractor SEK 900 000 for the works.')))
      .toEqual(['LJUSBILD PRODUKTION Supplier', 'KUSTGÅRDEN Buyer']);
  });
});
