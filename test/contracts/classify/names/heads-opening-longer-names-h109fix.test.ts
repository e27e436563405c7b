/**
 * A head that opens a longer name as often as it ends one ("Cultural Centre", "Insurance Fund": gazetteer.ts
 * HEADS_OPENING_LONGER_NAMES) before another capitalised word, with no tail, is a word of that longer name: no body is cut
 * at the head, and no party is added (issue 18, h109fix; the re-read's finding 8). Sentences written for this test.
 */
import { describe, expect, it } from 'vitest';
import { orgs } from '../found-names.js';
import { partyNames } from '../facts-readers.js';

describe('a cultural centre or an insurance fund opening a longer name', () => {
  it.each([
    'The premium is paid to the Kenya Motor Insurance Fund Scheme each year.',
    'The fees go to the Alliance Française Cultural Centre Hall for the evening.',
    'The dancers rehearse in the Tonga Heritage Centre Annex on Mondays.',
  ])('no cut body, no party: %s', (text) => {
    expect(orgs(text)).toEqual([]);
    expect(partyNames('AGREEMENT', text)).toEqual([]);
  });
  it('near misses: the body ends at its head before a comma, a bracket, a small word', () => {
    expect(orgs('The fees go to the Fiji Cultural Centre, Suva, each year.')).toEqual(['Fiji Cultural Centre']);
    expect(orgs('The National Health Insurance Fund (NHIF) pays the claim.')).toEqual(['National Health Insurance Fund']);
    expect(orgs('Each worker is insured with the National Health Insurance Fund from the first day.')).toEqual(['National Health Insurance Fund']);
  });
  it('near miss: the other heads keep their reading before a capitalised word', () => {
    expect(orgs('The premium is paid to the Kenya Revenue Authority Scheme each year.')).toEqual(['Kenya Revenue Authority']);
  });
});
