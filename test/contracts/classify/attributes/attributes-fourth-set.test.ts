/** Attributes the fourth blind set showed (issue 18, h18y); sentences written for these tests. */
import { describe, expect, it } from 'vitest';
import { expectReads } from '../cue-tables.js';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { attributesOf } from '../helpers.js';

describe('attributes: institutions', () => {
  it('a legal-form word inside an institution\'s name does not split it ("National Company Law Tribunal")', () => {
    expect(attributesOf('Either party may apply to the National Company Law Tribunal at Chennai.')).toEqual(['Organization:National Company Law Tribunal', 'Location:Chennai']);
    expect(attributesOf('Marlow Shipping Company Limited shall notify the Bank of England.')).toEqual(['Organization:Marlow Shipping Company Limited', 'Organization:Bank of England']);
  });
});

describe('attributes: durations in words', () => {
  it('"one hundred and twenty (120) days" is one duration; "thirty and sixty days" stays two numbers', () => {
    expectReads(attributesOf, [
      ['The Hirer may end the hire on one hundred and twenty (120) days\' notice.', ['Duration:one hundred and twenty (120) days']],
      ['Rent is reviewed within three hundred and sixty-five days.', ['Duration:within three hundred and sixty-five days']],
      ['Reports are due after thirty and sixty days.', ['Number:thirty', 'Duration:sixty days']],
    ]);
  });
});

describe('attributes: names and addresses of other drafting', () => {
  it('a hyphenated given name, an apostrophe or an inner capital is part of a Person', () => {
    expect(attributesOf('The lead is Prof. Anne-Claire Dubois.')).toEqual(['Person:Anne-Claire Dubois']);
    expect(attributesOf('Signed by Niamh O\'Connor in the presence of: Witness name: Calum McLeod')).toEqual(["Person:Niamh O'Connor", 'Person:Calum McLeod']);
  });

  it('a North American street with its direction ("Bloor Street East,") is one address', () => {
    expect(attributesOf('Notices go to 40 Bloor Street East, Toronto, Ontario M4W 1A1.')).toEqual(['Location:40 Bloor Street East, Toronto, Ontario M4W 1A1']);
  });
});

describe('attributes: calendar periods', () => {
  it('"each calendar month/quarter/year" is a Duration without a count, as "monthly" is; a counted one keeps its count', () => {
    expectReads(attributesOf, [
      ['Uptime is measured over each calendar month.', ['Duration:calendar month']],
      ['The Reseller reports sales every calendar quarter.', ['Duration:calendar quarter']],
      ['The fee is fixed for one (1) calendar year.', ['Duration:one (1) calendar year']],
    ]);
  });
});

describe('attributes: a person who is a party', () => {
  const kinds = (text: string) => classifyContract([{ text: 'CONTRACT FOR SERVICES', kind: 'title' }, { text, kind: 'sentence' }]);
  it('a person named in a preamble\'s party slot is a Person; a firm or body named there is not', () => {
    const text = 'This Contract is made between Ardmore Ferries Limited ("Company") and Ruairi MacNeil of 3 Pier Road, Oban PA34 4LW (the "Skipper").';
    const labels = kinds(text);
    expect(labels.elements[1].attributes.map((a) => `${a.type}:${text.slice(a.begin, a.end)}`)).toContain('Person:Ruairi MacNeil');
    expect(labels.parties.map((p) => p.party)).toEqual(['ARDMORE FERRIES', 'RUAIRI MACNEIL']);
    const firm = 'This Contract is made between Ardmore Ferries Limited ("Company") and Kestrel Marine Services ("Contractor").';
    expect(kinds(firm).elements[1].attributes.map((a) => a.type)).not.toContain('Person');
  });
});
