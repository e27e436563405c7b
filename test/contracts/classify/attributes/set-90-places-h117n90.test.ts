/**
 * Set 90's places (issue 18, h117n90; h116n90's Left): a republic's full name after its people's adjective with no "the"
 * (place-names.ts ADJECTIVE_REPUBLIC), a language named in a place's position (place-positions.ts, lexicon/languages.ts),
 * a district after a comma (place-names.ts PLACE_BY_KIND) and the place after an e-mail header's person
 * (email-correspondents.ts HEADER_PLACE). Sentences written for the rules, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { attributesOf, typesAndAttributesOf } from '../helpers.js';
import { itClassifiesRepeatedLinearly, itClassifiesRunsLinearly } from '../cue-file-linearity.js';
import { LANGUAGE_NAMES } from '../../../../src/contracts/classify/lexicon/languages.js';

const locations = (text: string): string[] => attributesOf(text).filter((a) => a.startsWith('Location:'));

describe('a republic\'s full name (ADJECTIVE_REPUBLIC)', () => {
  it('"<Adj> People\'s Democratic Republic" with or without "the", and the short adjective forms as before', () => {
    expect(locations('Lao People\'s Democratic Republic – Peace Independence Democracy Unity Prosperity')).toEqual(['Location:Lao People\'s Democratic Republic']);
    expect(locations('The rice is grown in the Lao People\'s Democratic Republic.')).toEqual(['Location:Lao People\'s Democratic Republic']);
    expect(locations('The goods are carried within the Slovak Republic.')).toEqual(['Location:Slovak Republic']);
    expect(locations('The Democratic Socialist Republic of Sri Lanka is the seat.')).toEqual(['Location:Democratic Socialist Republic of Sri Lanka']);
  });
  it('near misses: no adjective before the qualifiers, "The" is none, a republic "of" a country is the polity reader\'s', () => {
    expect(locations('The Democratic Republic will be discussed at the meeting.')).toEqual([]);
    expect(locations('Banana Republic shirts are sold in the shop.')).toEqual([]);
    expect(locations('The People\'s Democratic Republic of Algeria is the seat.')).toEqual(['Location:People\'s Democratic Republic of Algeria']);
  });
  // Review h117rr's finding 11 (h117mendB): with no "the", a determiner or a possessive is no adjective.
  it('near misses: a determiner or a possessive before the qualifiers names no republic', () => {
    expect(locations('This Federal Republic grants the Investor the rights below.')).toEqual([]);
    expect(locations('Our Democratic Republic is bound by the treaty.')).toEqual([]);
    expect(locations('Each Federal Republic keeps its own register.')).toEqual([]);
  });
});

describe('a language in a place\'s position is no place (LANGUAGE_NAMES)', () => {
  it('"Done in Lao", "made in Khmer and English": no Location; the town of making stays one', () => {
    expect(locations('Done in Lao in two originals.')).toEqual([]);
    expect(locations('This contract is made in Khmer and English.')).toEqual([]);
    expect(locations('Done in Vientiane in two originals, in Lao and English.')).toEqual(['Location:Vientiane']);
  });
  it('near miss: a language\'s name the gazetteer lists as a place stays the place', () => {
    expect(locations('Done in Tonga in two originals.')).toEqual(['Location:Tonga']);
  });
  it('the list is ISO 639-1\'s English names: one entry each, none a common English word in small letters', () => {
    expect(new Set(LANGUAGE_NAMES).size).toBe(LANGUAGE_NAMES.length);
    expect(LANGUAGE_NAMES).toEqual(expect.arrayContaining(['Lao', 'Khmer', 'Aymara', 'Northern Sami', 'Swahili']));
  });
});

describe('a district after a comma (PLACE_BY_KIND)', () => {
  it('after a body\'s or a village\'s name, before its alias or its representative', () => {
    expect(locations('This memorandum is agreed between the Committee of Nong Khiaw Village, Phonxay District ("the Village"), and Mekong Walks Ltd ("the Operator").'))
      .toEqual(['Location:Phonxay District']);
    expect(locations('The Farmers Group of Lingmoo, Dorkhang District, represented by its chair, agrees.')).toEqual(['Location:Dorkhang District']);
  });
  it('near misses: after a town and its comma the region is the town\'s, read whole; a council named by its district; common words', () => {
    expect(locations('The Shipper is Reef Copra Growers Association, Tulagi, Ngella Province (the "Shipper").')).toEqual(['Location:Tulagi, Ngella Province']);
    expect(attributesOf('Acme Ltd, Kent District Council and the Supplier agree.')).not.toContain('Location:Kent District');
    expect(locations('The fees of the Customer, Central Business District (the "Area") are due.')).toEqual([]);
  });
});

describe('the place after an e-mail header\'s person (HEADER_PLACE)', () => {
  const headers = (to: string): string[][] => typesAndAttributesOf('From: Ewan Gillies, Loch Mill Ltd', to, 'Sent: 3 May 2047', 'Subject: Rugs', 'Hi Calum,').map((e) => e.attributes);
  it('"To: Calum Macrae, Shieldaig": the person and the place', () => {
    expect(headers('To: Calum Macrae, Shieldaig')[1]).toEqual(['Person:Calum Macrae', 'Location:Shieldaig']);
    expect(headers('To: Calum Macrae, Leeds')[1]).toEqual(['Person:Calum Macrae', 'Location:Leeds']);
  });
  it('near misses: a company, a post or a department after the comma is no place', () => {
    expect(headers('To: Calum Macrae, Loch Mill Ltd')[1]).toEqual(['Person:Calum Macrae', 'Organization:Loch Mill Ltd']);
    expect(headers('To: Calum Macrae, Sales Manager')[1]).toEqual(['Person:Calum Macrae']);
    expect(headers('To: Calum Macrae, Weaving Cooperative')[1]).toEqual(['Person:Calum Macrae']);
  });
  // Review h117rr's finding 10 (h117mendB): one common word is enough to make it a department ("Accounts Payable").
  it('near misses: a department with one rare word is no place; a compass point stays in a place\'s name', () => {
    expect(headers('To: Iain Morrison, Accounts Payable')[1]).toEqual(['Person:Iain Morrison']);
    expect(headers('To: Iain Morrison, Finance Shawbost')[1]).toEqual(['Person:Iain Morrison']);
    expect(headers('To: Iain Morrison, North Tolsta')[1]).toEqual(['Person:Iain Morrison', 'Location:North Tolsta']);
    expect(headers('To: Iain Morrison, Shawbost')[1]).toEqual(['Person:Iain Morrison', 'Location:Shawbost']);
  });
  it('near miss: no e-mail, no header place', () => {
    expect(attributesOf('To: Calum Macrae, Shieldaig')).not.toContain('Location:Shieldaig');
  });
});

describe('hostile runs of set 90\'s places (h117n90)', () => {
  itClassifiesRepeatedLinearly('Lao People\'s Democratic ');
  itClassifiesRepeatedLinearly('the Aa Democratic Socialist ');
  itClassifiesRepeatedLinearly('Aa Bb, Cc District, ');
  itClassifiesRepeatedLinearly('Done in Lao ');
  // Review h117rr's findings 10–11 (h117mendB): REPUBLIC_DETERMINERS, a header place's common words.
  itClassifiesRepeatedLinearly('This Federal ');
  itClassifiesRepeatedLinearly('Our Democratic Republic ');
  itClassifiesRunsLinearly(
    ['Aa Bb, ', 'Shieldaig ', ', ', 'Accounts Payable ', 'North '],
    (unit) => `"${unit}" repeated after an e-mail header's person: linear`,
    (run) => [
      { text: 'From: Ewan Gillies', kind: 'sentence' },
      { text: `To: Calum Macrae, ${run}`, kind: 'sentence' },
      { text: 'Subject: Rugs', kind: 'sentence' },
    ],
  );
});
