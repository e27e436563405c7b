/**
 * Bodies a contract names by a coined short name alone (issue 18, h60attr; lexicon/gazetteer.ts, KNOWN_BODIES): an
 * inspectorate or a utility regulator, the air transport bodies, a securities exchange, the music
 * performing rights societies. Sentences written for these tests, not taken from a labelled set
 * or the real response.
 */
import { describe, expect, it } from 'vitest';
import { expectReads } from '../cue-tables.js';
import { attributesOf } from '../helpers.js';

describe('attributes: a body named by its short name alone (h60attr)', () => {
  it('each short name is an Organization', () => {
    expectReads(attributesOf, [
      ['The nursery will be inspected by Ofsted and must display its latest report.', ['Organization:Ofsted']],
      ['The Station shall comply with the licence conditions set by Ofcom.', ['Organization:Ofcom']],
      ['Lithium batteries shall be packed as the IATA Dangerous Goods Regulations require.', ['Organization:IATA']],
      ['Each party may disclose the results where the ASX Listing Rules require it.', ['Organization:ASX']],
      ['The Broadcaster holds licences from ASCAP and SESAC for the music it plays.', ['Organization:ASCAP', 'Organization:SESAC']],
    ]);
  });

  it('a body-mass index and a word inside another word are no body', () => {
    expect(attributesOf('Each rider must have a BMI below 30.')).toEqual(['Number:30']);
    expect(attributesOf('The Ofstedian report format is not required.')).toEqual([]);
  });
});
