/**
 * Set 51's attributes (issue 18, h55n51), with sentences written for these tests (none of the set's): an article's
 * heading with a colon after its number bare (not-quantities.ts, PART_TITLE_BEFORE); a company's signing row with its
 * signer after the colon or after "by" and the post last (names/company-signer-rows.ts); a Malaysian or an Indian town
 * and its state one Location (C48), a compass word and a country one region, a town after "registered in <country>, of",
 * "European Union" a Location (names/place-names.ts, place-positions.ts, institution-names.ts).
 */
import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { attributesOf } from '../helpers.js';

const titleAttributes = (text: string) => classifyContract([{ text, kind: 'title' }]).elements[0].attributes;
const numbers = (text: string) => attributesOf(text).filter((a) => a.startsWith('Number'));

describe('"Article 4: Prices", a heading with a colon after its number (not-quantities.ts, PART_TITLE_BEFORE)', () => {
  it('leaves the heading\'s number bare, as "ARTICLE 4 PRICES" is', () => {
    expect(titleAttributes('Article 4: Prices')).toEqual([]);
    expect(titleAttributes('Article 12: Governing Law and Disputes')).toEqual([]);
    expect(titleAttributes('Art. 3: Term')).toEqual([]);
    expect(titleAttributes('ARTICLE 7: FORCE MAJEURE')).toEqual([]);
    expect(titleAttributes('Clause 7 - Term')).toEqual([]);
    expect(titleAttributes('Section 2: Definitions')).toEqual([]);
  });
  it('still reads an article cited in a sentence, and a count after the heading word, as Numbers', () => {
    expect(numbers('Article 4 of the Regulation applies to the Supplier.')).toEqual(['Number:4']);
    expect(numbers('The Supplier complies with Article 28: it processes data on instructions only.')).toEqual(['Number:28']);
    expect(numbers('The Buyer orders 40 articles a week.')).toEqual(['Number:40']);
  });
});

const persons = (text: string) => attributesOf(text).filter((a) => a.startsWith('Person'));

describe('a company\'s signing row, the signer after its colon or "by" and the post last (names/company-signer-rows.ts)', () => {
  it('gives the signer as a Person, a surname\'s particle inside the name', () => {
    expect(persons('For Acme Trading B.V.: Pieter van Dijk, managing director.')).toEqual(['Person:Pieter van Dijk']);
    expect(persons('For Hollander Metaal B.V.: Anna van der Berg, director')).toEqual(['Person:Anna van der Berg']);
    expect(persons('Northwind Mills Inc., by Ellen Moss, President.')).toEqual(['Person:Ellen Moss']);
    expect(persons('Harbour Credit Union Limited, by Duncan MacKay, Chair of the Board.')).toEqual(['Person:Duncan MacKay']);
    expect(persons('Harbour Tools Ltd: Ellen Moss, Director.')).toEqual(['Person:Ellen Moss']);
  });
  it('gives none for a company or a post after the colon, or a row that ends on no post', () => {
    expect(persons('For Acme Trading B.V.: Northern Logistics Ltd, carrier.')).toEqual([]);
    expect(persons('Northwind Mills Inc., by Managing Director, Sales.')).toEqual([]);
    expect(persons('Harbour Tools Ltd: Sales Director, Operations.')).toEqual([]);
    expect(persons('Northwind Mills Inc., by Bright Horizons, its delivery service.')).toEqual([]);
    expect(persons('Acme Trading B.V.: Payment Terms, General Conditions.')).toEqual([]);
  });
});

const places = (text: string) => attributesOf(text).filter((a) => /^(?:Location|Organization)/.test(a));

describe('a company\'s signing row whose name place holds a place or a unit (names/company-signer-rows.ts; issue 18, hrev40)', () => {
  it('gives no Person for a town, a branch or a team before the post', () => {
    expect(persons('Acme Ltd: New York, Regional Director.')).toEqual([]);
    expect(persons('Acme GmbH: Berlin Branch, Branch Manager.')).toEqual([]);
    expect(persons('Harbour Tools Ltd: Export Office, Director.')).toEqual([]);
  });
  it('still gives a signer whose first name is a town\'s', () => {
    expect(persons('Acme Ltd: Florence Moss, Regional Director.')).toEqual(['Person:Florence Moss']);
  });
});

describe('places of set 51\'s kinds (place-names.ts, place-positions.ts, institution-names.ts; C48, C27)', () => {
  it('joins a Malaysian or an Indian town and its state after a comma into one Location', () => {
    expect(places('The warehouse is in Shah Alam, Selangor and opens at 8 am.')).toEqual(['Location:Shah Alam, Selangor']);
    expect(places('The Supplier has its plant at Batu Pahat, Johor.')).toEqual(['Location:Batu Pahat, Johor']);
    expect(places('The Tenant is a firm of Nashik, Maharashtra.')).toEqual(['Location:Nashik, Maharashtra']);
  });
  it('reads a compass or extent word before a country as one region, and leaves a small-letter one out', () => {
    expect(places('The Partner may open outlets in Peninsular Malaysia and East Malaysia.')).toEqual(['Location:Peninsular Malaysia', 'Location:East Malaysia']);
    expect(places('The Distributor sells in Central Europe only.')).toEqual(['Location:Central Europe']);
    expect(places('The Licensee may sell in mainland China.')).toEqual(['Location:China']);
    expect(places('The courts of Northern Ireland have jurisdiction.')).toEqual(['Location:Northern Ireland']);
  });
  it('reads the town after "registered in <country>, of" in a preamble', () => {
    expect(places('This Agreement is made between Havblik ApS, a company registered in Denmark, of Odense ("Havblik"), and Sonnenhof GmbH, a company registered in Germany, of Heidelberg ("Sonnenhof").'))
      .toEqual(['Organization:Havblik ApS', 'Location:Denmark', 'Location:Odense', 'Organization:Sonnenhof GmbH', 'Location:Germany', 'Location:Heidelberg']);
  });
  it('gives no town for a company\'s name after "of", nor words that run on past the town', () => {
    expect(places('Havblik ApS, a company registered in Denmark, of Havblik Holdings (its parent), sells.').filter((a) => a.startsWith('Location:H'))).toEqual([]);
  });
  it('reads "the European Union" as a Location, and its bodies as Organizations', () => {
    expect(places('The Territory means the member states of the European Union and Norway.')).toEqual(['Location:European Union', 'Location:Norway']);
    expect(places('The guidance of the Council of the European Union applies.')).toEqual(['Organization:Council of the European Union']);
  });
});

describe('a street where the town would stand before a state (place-names.ts STREET_FOR_TOWN; issue 18, hrev40)', () => {
  // The street is no town of a "Town, State" pair; since session 55 (C48) it is read with the place after it, whole.
  it('reads no street as the town of a state: the street and the state whole, as an address', () => {
    expect(places('The Seller is a company of Harbour Road, Penang.')).toEqual(['Location:Harbour Road, Penang']);
    expect(places('The goods are shipped from Main Street, Ohio.')).toEqual(['Location:Main Street, Ohio']);
    expect(places('The Seller is a company of Jalan Ampang, Selangor.').filter((a) => a.includes('Jalan'))).toEqual(['Location:Jalan Ampang, Selangor']);
  });
  it('still joins a town whose last word is also a street\'s', () => {
    expect(places('The Buyer\'s office is in Menlo Park, California.')).toEqual(['Location:Menlo Park, California']);
    expect(places('The Supplier\'s factory is in Georgetown, Penang.')).toEqual(['Location:Georgetown, Penang']);
  });
});

const currencies = (text: string) => attributesOf(text).filter((a) => a.startsWith('Currency'));

describe('a "from … to" range of two sums each with its mark (amount-bounds.ts, boundEnd; C26)', () => {
  it('is two Currencies, each on its own words', () => {
    expect(currencies('Seats with a list price from £10.01 to £30: £1.50 per seat.')).toEqual(['Currency:£10.01', 'Currency:£30', 'Currency:£1.50']);
    expect(currencies('Orders from EUR 500 to EUR 1,000 earn a 2% discount.')).toEqual(['Currency:EUR 500', 'Currency:EUR 1,000']);
  });
  it('stays one span with one mark, and a currency named without an amount stays none (C64)', () => {
    expect(currencies('Prices range from 10 to 20 dollars.')).toEqual(['Currency:from 10 to 20 dollars']);
    expect(currencies('All prices are in euros and exclude VAT.')).toEqual([]);
    expect(currencies('All amounts are stated in Canadian dollars.')).toEqual([]);
  });
});
