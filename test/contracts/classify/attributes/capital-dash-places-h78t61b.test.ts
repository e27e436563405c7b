/** Issue 18, h78t61b: "<City> Capital" in an address or a signing line; a person-named country after a town and a dash. */
import { describe, expect, it } from 'vitest';
import { attributesOf } from '../helpers.js';

const of = (type: string, text: string) => attributesOf(text).filter((a) => a.startsWith(type));

describe('a capital city\'s administrative name, "<City> Capital"', () => {
  it('after a district\'s line and a comma, or where the contract is made or signed, is one place', () => {
    expect(of('Location', 'ACME CO., LTD., located in Xaythany District, Vientiane Capital, represented by its Director.')).toEqual(['Location:Xaythany District, Vientiane Capital']);
    expect(of('Location', 'This contract is made on 15/02/2028 at Vientiane Capital between:')).toEqual(['Location:Vientiane Capital']);
    expect(of('Location', 'This lease was signed in Phnom Penh Capital on 3 May 2027.')).toEqual(['Location:Phnom Penh Capital']);
  });

  it('near misses: a company named after a city, a capital before another capitalised word', () => {
    expect(of('Location', 'We bank with Barclays, London Capital and HSBC.')).toEqual(['Location:London']);
    expect(of('Location', 'The fund is managed by London Capital, a firm in Leeds.')).toEqual(['Location:London', 'Location:Leeds']);
    expect(of('Location', 'This agreement is signed at Dubai Capital Tower.')).toEqual(['Location:Dubai']);
    // "Region" after the words names a region by its kind (place-names.ts PROVINCE_KINDS; h89at): the whole is one place.
    expect(of('Location', 'This lease was signed in Hanoi Capital Region.')).toEqual(['Location:Hanoi Capital Region']);
    expect(of('Location', 'This lease was signed in Hanoi Capital Mall.')).toEqual(['Location:Hanoi']);
  });
});

describe('a country whose bare name is a person\'s, after its town and a dash', () => {
  it('"Amman – Jordan", "Niamey - Niger": the town and the country, two places', () => {
    expect(of('Location', 'Petra Care Company, a limited liability company, Amman – Jordan, represented by its signatory.')).toEqual(['Location:Amman', 'Location:Jordan']);
    expect(of('Location', 'The buyer, a company of Conakry - Guinea, agrees.')).toEqual(['Location:Conakry', 'Location:Guinea']);
  });

  it('near misses: a person\'s full name after the dash, the name alone', () => {
    expect(of('Location', 'Offices in Leeds – Jordan Smith will attend.')).toEqual(['Location:Leeds']);
    expect(of('Location', 'Jordan – the project lead – signs for the Supplier.')).toEqual([]);
  });
});
