/**
 * Set 56's attribute misses (issue 18, h73t56), on sentences of our own: a town and its country with the article ("…,
 * the Netherlands") one Location (C27); a surname's particle inside a titled or posted name ("Mrs. Anneke de Vries");
 * towns the gazetteer lacks, carried by their position (after a German or Austrian partnership's comma, joined by "and"
 * to a listed city, after "areas in", before "in <country>"); "zero-" joined to a word no count; a heading's words of
 * common English no Organization. Each with the near misses that must not change.
 */
import { describe, expect, it } from 'vitest';
import { attributesOf, typesAndAttributesOf } from '../helpers.js';

const places = (text: string) => attributesOf(text).filter((a) => a.startsWith('Location:'));

describe('a town and its country with the article after a comma: one Location (C27, h73t56)', () => {
  it('reads "Utrecht, the Netherlands" and "Rotterdam, the Netherlands" whole', () => {
    expect(places('The Distributor is a company registered in Utrecht, the Netherlands.')).toEqual(['Location:Utrecht, the Netherlands']);
    expect(places('The goods are discharged at Rotterdam, the Netherlands, within 5 days.')).toEqual(['Location:Rotterdam, the Netherlands']);
  });

  it('near misses: countries in a row stay a list; "the" before a word no country joins nothing', () => {
    expect(places('Deliveries go to the European Union, the United Kingdom and Norway.')).toEqual(['Location:European Union', 'Location:United Kingdom', 'Location:Norway']);
    expect(places('The office is in Rotterdam, the port of the Netherlands.')).toEqual(['Location:Rotterdam', 'Location:Netherlands']);
  });
});

describe('a surname\'s particle inside a titled or posted name (person-names.ts NAME_PARTICLES, h73t56)', () => {
  it('keeps "de", "van der" and "al" inside the Person', () => {
    expect(attributesOf('The Agent is represented by its director Mrs. Anneke de Vries.')).toEqual(['Person:Anneke de Vries']);
    expect(attributesOf('The Agent is represented by its director Pieter van der Berg.')).toEqual(['Person:Pieter van der Berg']);
    expect(attributesOf('Signed by Mr. Omar al Hashimi for the Buyer.')).toEqual(['Person:Omar al Hashimi']);
  });

  it('near misses: a particle with no name after it ends the name; two titled names stay two', () => {
    expect(attributesOf('The report was written by Mr. Jansen de facto alone.')).toEqual(['Person:Jansen']);
    expect(attributesOf('The meeting was chaired by Mr Brown and Ms Green.')).toEqual(['Person:Brown', 'Person:Green']);
  });
});

describe('towns the gazetteer lacks, carried by their position (h73t56)', () => {
  it('after a partnership\'s legal form and comma, joined to a listed city, after "resorts in", before "in <country>"', () => {
    expect(places('The parties are Hafelekar Bau GmbH & Co KG, Schwaz (hereinafter "Hafelekar") and Tux Lift OG, Mayrhofen (hereinafter "Tux").')).toEqual(['Location:Schwaz', 'Location:Mayrhofen']);
    expect(places('The services cover our depots in Vilnius and Panevėžys, as listed in Annex 1.')).toEqual(['Location:Vilnius', 'Location:Panevėžys']);
    expect(places('The Partners run ski resorts in Vorarlberg and wish to cooperate.')).toEqual(['Location:Vorarlberg']);
    expect(places('We ship your plants to the auction at Naaldwijk in the Netherlands every day.')).toEqual(['Location:Naaldwijk', 'Location:Netherlands']);
  });

  it('near misses: a common word after "and", a state of things after "areas in", a business or an office before "in"', () => {
    expect(places('Goods are sold in London and Elsewhere, as agreed.')).toEqual(['Location:London']);
    // A town the lists leave out as a word (TOWNS_NAMED_AS_WORDS) is one in a list beside a place (issue 18, h105loc).
    expect(places('Goods are sold in London and Reading, as agreed.')).toEqual(['Location:London', 'Location:Reading']);
    expect(places('The growers keep their farm areas in Good Condition.')).toEqual([]);
    expect(places('The goods are collected from Acme Logistics in Germany.')).toEqual(['Location:Germany']);
    expect(places('The team works at Head Office in France.')).toEqual(['Location:France']);
  });
});

describe('"zero-" joined to a word names a kind, no count (not-quantities.ts, h73t56)', () => {
  it('"zero-rated", "zero-emission": no Number', () => {
    expect(attributesOf('Exports are zero-rated for VAT purposes.')).toEqual([]);
    expect(attributesOf('The Carrier uses zero-emission vans in the city centre.')).toEqual([]);
  });

  it('near misses: "zero" alone still counts', () => {
    expect(attributesOf('Staff work zero hours in August.')).toEqual(['Number:zero']);
    expect(attributesOf('The fee for the first month is zero.')).toEqual(['Number:zero']);
  });
});

describe('a heading\'s words of common English are no Organization (attributes.ts, h73t56)', () => {
  it('"§ 4 Clearing Office", "2.3 Collections Agency Referral": the clause\'s topic', () => {
    expect(typesAndAttributesOf({ text: '§ 4 Clearing Office', kind: 'title' }, { text: '2.3 Collections Agency Referral', kind: 'title' }).map((e) => e.attributes))
      .toEqual([[], []]);
  });

  // Since h88at a title names no body at all (no set labels a name in a title): the sentence's stays.
  it('near misses: a body with a name of its own in a heading is none either; the same words in a sentence stay', () => {
    expect(typesAndAttributesOf({ text: 'Clause 3 – Naivasha Flora Clearing Ltd', kind: 'title' }, 'Payments are made through the Clearing Office.').map((e) => e.attributes))
      .toEqual([[], ['Organization:Clearing Office']]);
  });
});
