/**
 * The date a contract was made, written in three openings that gave none (issue 18, h73f39d; facts set 39's causes 9–11):
 * a subtitle between the title and the place-and-date line, "In <town>, <province>, <country>, on the Nth day of …" and
 * "made at <town> this Nth day of …". Sentences written for the rules, with the near misses that must stay as they were.
 */
import { describe, expect, it } from 'vitest';
import { effective } from '../facts-readers.js';
import { isPlaceAndDateLine } from '../../../../src/contracts/classify/signatures/place-date-lines.js';
import { MADE_AT } from '../../../../src/contracts/classify/document/place-of-making.js';

const body = 'Grain Trade LLP, hereinafter the "Supplier", and Mühle Nord GmbH, hereinafter the "Buyer", have concluded this contract as follows.';

describe('a subtitle between the title and the place-and-date line (h73f39d)', () => {
  it('the line under the subtitle dates the making, Low', () => {
    expect(effective('SUPPLY CONTRACT No. 12/2031', 'for the supply of flour', 'Almaty city "9" March 2031', body)).toEqual(['2031-03-09']);
    expect(effective('SUPPLY CONTRACT No. 12/2031', 'for the supply of flour', 'Almaty city, 9 March 2031', body)).toEqual(['2031-03-09']);
    expect(effective('PURCHASE CONTRACT', 'No. 7/31', 'on the sale and purchase of grain', 'Kostanay, 4 May 2031', body)).toEqual(['2031-05-04']);
    expect(effective('SERVICES AGREEMENT', 'ON THE PROVISION OF CLEANING SERVICES', 'Tashkent, 12.06.2031', body)).toEqual(['2031-06-12']);
    expect(effective('LEASE CONTRACT', 'for the lease of a warehouse in Osh', 'Osh city «2» April 2031', body)).toEqual(['2031-04-02']);
  });
  it('near misses: a line that is no subtitle, or a place line too far below the title', () => {
    expect(effective('SUPPLY CONTRACT', "for the Supplier's account", 'Almaty, 9 March 2031', body)).toEqual([]);
    expect(effective('SUPPLY CONTRACT', 'for the supply of flour the Buyer shall pay in advance', 'Almaty, 9 March 2031', body)).toEqual([]);
    expect(effective('SUPPLY CONTRACT', 'No. 12/2031', 'for the supply of flour', 'Annex 1', 'Almaty, 9 March 2031', body)).toEqual([]);
  });
  it('the quoted day is a place-and-date line for every reader; a quoted word or a company is not', () => {
    for (const line of ['Bishkek city "14" February 2034', 'Dushanbe «16» March 2026', 'Almaty city, «9» March 2031', 'In Tandil, on the 7th day of June 2031.', 'In Pilar, Province of Buenos Aires, Argentine Republic, on 2 April 2034.'])
      expect(isPlaceAndDateLine(line), line).toBe(true);
    for (const line of ['Bishkek "Ala-Too" LLC 2034', 'Osh Trading "14" Ltd', 'In Tandil, the Owner pays on the 7th day of June 2031.'])
      expect(isPlaceAndDateLine(line), line).toBe(false);
  });
});

describe('"In <town>, <province>, <country>, on the Nth day of …" opening the parties (h73f39d)', () => {
  const parties = 'between CAMPO VERDE S.A. (the "Owner"), on the one part, and HILLSIDE POLO LTD (the "Grazier"), on the other part, the following agreement is made:';
  it('the town may carry its province and its country, the day written as the preamble writes it', () => {
    expect(effective('GRAZING AGREEMENT', `In Tandil, Province of Buenos Aires, Argentine Republic, on the 7th day of June 2031, ${parties}`)).toEqual(['2031-06-07']);
    expect(effective('GRAZING AGREEMENT', `In Tandil, Province of Buenos Aires, on 7 June 2031, ${parties}`)).toEqual(['2031-06-07']);
    expect(effective('GRAZING AGREEMENT', 'In Tandil, on the 7th day of June 2031.', 'CAMPO VERDE S.A. (the "Owner") and HILLSIDE POLO LTD (the "Grazier") agree as follows.')).toEqual(['2031-06-07']);
  });
  it('near misses: a route or an earlier contract between the parties dates nothing', () => {
    expect(effective('CARRIAGE AGREEMENT', 'In Tandil, Province of Buenos Aires, Argentine Republic, on the 7th day of June 2031, between Tandil and Azul, the Carrier shall run two refrigerated trucks a day and shall report each load to the Owner\'s dispatch office before noon.')).toEqual([]);
    expect(effective('SIDE LETTER', 'In Tandil, Province of Buenos Aires, on 7 June 2031, between the Parties a grazing agreement was concluded (the "Grazing Agreement"), under which the Grazier keeps up to forty ponies on the Owner\'s paddocks at Tandil.')).toEqual([]);
  });
});

describe('"made at <town> this Nth day of …" (h73f39d)', () => {
  it('dates the contract made there, Low', () => {
    expect(effective('SOIL TESTING CONTRACT', 'THIS CONTRACT is made at Huye this 14th day of March 2031', 'BETWEEN', 'AGRITEST LAB LTD (the "Laboratory")')).toEqual(['2031-03-14']);
    expect(effective('CLEANING SERVICES AGREEMENT', 'This Agreement is made at Kigali, Rwanda this 3rd day of May 2031 between Safi Ltd and Umurage Ltd.')).toEqual(['2031-05-03']);
  });
  it('near misses: "this" before no day, a payment made at a place, no agreement named', () => {
    expect(MADE_AT.test('The first delivery is made at Huye this year, on the Buyer\'s call.')).toBe(false);
    expect(MADE_AT.test('THIS CONTRACT is made at Huye this 14th day of March 2031')).toBe(true);
    expect(effective('SOIL TESTING CONTRACT', 'The first sampling visit is made at Huye this 14th day of March 2031 by the Laboratory.')).toEqual([]);
  });
});
