/**
 * Places the gazetteer lacks, listed after a position in the plural ("the counties of", "warehouses in") or before a
 * region's word in the plural ("the Aa and Bb districts"), hyphenated names with a capital after the hyphen among them
 * (src/contracts/classify/names/place-positions.ts; issue 18, h105loc). Sentences written for the rules.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { places } from '../found-names.js';
import { readsLinearly } from '../../../security/linear-time.js';

describe('a list after a division or a town word in the plural', () => {
  it('each place of the list, however it goes on', () => {
    expect(places('The Agent may sell in the counties of Hordaland and Sogndal for the first year.')).toEqual(['Hordaland', 'Sogndal']);
    expect(places('Farmers of the cantons of Pujilí, Saquisilí and Latacunga deliver the milk.')).toEqual(['Pujilí', 'Saquisilí', 'Latacunga']);
    expect(places('The Contractor serves the municipalities of Zenica, Kakanj or Novi Šeher.')).toEqual(['Zenica', 'Kakanj', 'Novi Šeher']);
    expect(places('The Buyer collects from the villages of Ambo and Bikati, each week.')).toEqual(['Ambo', 'Bikati']);
  });
  it('a business\'s sites in the plural', () => {
    expect(places('The Supplier keeps warehouses in Tromsø, Bodø and Narvik for the Products.')).toEqual(['Tromsø', 'Bodø', 'Narvik']);
    expect(places('The Lessee runs depots at Kasese and Fort Portal.')).toEqual(['Kasese', 'Fort Portal']);
  });
  it('people\'s full names running on after the list are no towns; listed towns of two words are (h105fixL)', () => {
    expect(places('Our branches in Kisumu, Peter Otieno and Grace Wanjiru will countersign the order.')).toEqual(['Kisumu']);
    expect(places('The depots at Eldoret, Mary Achieng and Tom Mboya shall be audited.')).toEqual(['Eldoret']);
    expect(places('The Seller keeps warehouses in Mombasa, Cape Town and Port Louis for the season.')).toEqual(['Mombasa', 'Cape Town', 'Port Louis']);
    expect(places('The Agent sells in the districts of Gulu, Lira and Arua during the harvest.')).toEqual(['Gulu', 'Lira', 'Arua']);
  });
  it('common words after the position name no place', () => {
    expect(places('The Contractor reports to the departments of Finance and Legal for the audit.')).toEqual([]);
    expect(places('The Seller stores in Bulk and Cases.')).toEqual([]);
    expect(places('The towns of Origin and Destination are named in the order.')).toEqual([]);
  });
});

describe('regions joined before their word in the plural', () => {
  it('two or more, hyphenated names among them', () => {
    expect(places('Permits for the border areas of the Alay-Kuu and Chatkal regions are included.')).toEqual(['Alay-Kuu', 'Chatkal']);
    expect(places('The Broker visits sheds in the Qacha and Thaba-Putsoa districts.')).toEqual(['Qacha', 'Thaba-Putsoa']);
    expect(places('The Licence covers sales in the Aragatsotn, Kotayk and Shirak provinces.')).toEqual(['Aragatsotn', 'Kotayk', 'Shirak']);
  });
  it('common words before the plural name no region, nor do a town\'s areas', () => {
    expect(places('The Contractor works in the Northern and Southern districts.')).toEqual([]);
    expect(places('The Contractor empties tanks in the Ombre, Tessel and Varn areas of Leeds.')).toEqual(['Leeds']);
  });
  it('any number of made-up regions, each read once', () => {
    const name = fc.constantFrom('Aratu', 'Bel-Kora', 'Cimbe', 'Dosso-Tahoua', 'Erongi', 'Fulaka');
    fc.assert(
      fc.property(fc.uniqueArray(name, { minLength: 2, maxLength: 5 }), (names) => {
        const text = `The Distributor sells in the ${names.slice(0, -1).join(', ')} and ${names[names.length - 1]} regions.`;
        expect(places(text)).toEqual(names);
      }),
      { numRuns: 100 },
    );
  });
});

describe('linear', () => {
  it('reads a long list after a plural position in linear time', () => {
    readsLinearly((n) => {
      const text = `The Seller keeps warehouses in ${'Aa-Bb, '.repeat(Math.ceil(n / 7))}and Cc for the goods.`;
      return () => places(text).length;
    });
  });
  it('reads a long run of joined regions in linear time', () => {
    readsLinearly((n) => {
      const text = `in the ${'Aa-Bb, '.repeat(Math.ceil(n / 7))}and Cc regions`;
      return () => places(text).length;
    });
  });
});
