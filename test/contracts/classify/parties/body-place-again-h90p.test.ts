/**
 * A body named with its place and again without it is one party (parties/body-place-again.ts; facts set 51's cause 6),
 * and a first-person deed in capitals ("I, <NAME>, … hereinafter called the VENDOR,") names its writer, never "I" (set
 * 51's cause 2, read since h89p; pinned here). Issue 18, h90p. Sentences written for the rules, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { partiesByImportance } from '../facts-readers.js';
import { foldBodiesNamedWithoutPlace } from '../../../../src/contracts/classify/parties/body-place-again.js';
import type { PartyRecord } from '../../../../src/contracts/classify/parties/party-record.js';

const DEED = (registry: string) => partiesByImportance(
  'DEED OF ABSOLUTE SALE OF A MOTORCYCLE',
  'KNOW ALL MEN BY THESE PRESENTS:',
  'I, MARLON T. ESCOBAR, of legal age, Filipino, single, and a resident of Barangay Poblacion, Valencia City, Bukidnon, hereinafter called the VENDOR,',
  'for and in consideration of the sum of THIRTY THOUSAND PESOS (₱30,000.00) paid to me by JOCELYN R. AMPARO, of legal age, Filipino, hereinafter called the VENDEE, do hereby SELL unto the said VENDEE the motorcycle described below.',
  'The motorcycle is registered with the Land Transportation Office of Valencia City under Certificate of Registration No. 0045-2281.',
  `The VENDEE shall have the transfer recorded with ${registry} within thirty (30) days.`,
);

describe('a body named again without its place (h90p)', () => {
  it('"the Land Transportation Office of Valencia City", later "the Land Transportation Office": one party', () => {
    expect(DEED('the Land Transportation Office')).toEqual([
      'MARLON T. ESCOBAR Primary Supplier', 'JOCELYN R. AMPARO Primary Buyer', 'LAND TRANSPORTATION OFFICE OF VALENCIA CITY Unknown Unknown',
    ]);
  });
  it('near miss: another office of that kind named in full stays a party of its own', () => {
    expect(DEED('the Land Transportation Office of Malaybalay City')).toEqual([
      'MARLON T. ESCOBAR Primary Supplier', 'JOCELYN R. AMPARO Primary Buyer',
      'LAND TRANSPORTATION OFFICE OF MALAYBALAY CITY Unknown Unknown', 'LAND TRANSPORTATION OFFICE OF VALENCIA CITY Unknown Unknown',
    ]);
  });
});

describe('foldBodiesNamedWithoutPlace', () => {
  const record = (party: string, element: number, importance: PartyRecord['importance'] = 'Unknown'): PartyRecord =>
    ({ party, role: 'Unknown', importance, mentions: [{ element, begin: 0, end: party.length, text: party }] });
  it('folds the short name into the one fuller name that adds "of" and a place, its mentions in order', () => {
    const kept = foldBodiesNamedWithoutPlace([record('REGISTRY OF DEEDS OF BUKIDNON', 2), record('REGISTRY OF DEEDS', 5), record('DEPARTMENT OF AGRICULTURE', 1)]);
    expect(kept.map((p) => [p.party, p.mentions.map((m) => m.element)])).toEqual([['REGISTRY OF DEEDS OF BUKIDNON', [2, 5]], ['DEPARTMENT OF AGRICULTURE', [1]]]);
  });
  it('near misses: two fuller names, a name that goes on without "of", a one-word name, a Primary short name', () => {
    const two = [record('CITY TREASURER OF CEBU', 1), record('CITY TREASURER OF DAVAO', 2), record('CITY TREASURER', 3)];
    expect(foldBodiesNamedWithoutPlace(two)).toHaveLength(3);
    const onward = [record('UNIVERSITY OF VERMONT EXTENSION', 1), record('UNIVERSITY OF VERMONT', 2)];
    expect(foldBodiesNamedWithoutPlace(onward)).toHaveLength(2);
    expect(foldBodiesNamedWithoutPlace([record('GOVERNMENT OF FIJI', 1), record('GOVERNMENT', 2)])).toHaveLength(2);
    expect(foldBodiesNamedWithoutPlace([record('HARBOUR BOARD OF NELSON', 1), record('HARBOUR BOARD', 2, 'Primary')])).toHaveLength(2);
  });
});
