/**
 * A saint's name in a body's tail is one word, its abbreviation's point and its possessive with it: "the Development
 * Authority of St. Lucia", "the Board of Governors of St Anne's School" (names/institution-grammar.ts SAINT_WORD; the tail
 * stopped at the point or the apostrophe: reviews hrev46/hrev47's Left, h62names).
 */
import { describe, expect, it } from 'vitest';
import { orgs } from '../found-names.js';

describe('a saint\'s name in a body\'s tail (h62names)', () => {
  it.each([
    ['The grant is paid by the Development Authority of St. Lucia each quarter.', 'Development Authority of St. Lucia'],
    ['The Supplier shall invoice the Board of Governors of St Anne\'s School monthly.', 'Board of Governors of St Anne\'s School'],
    ['Approval of the Board of Trustees of St Mary\'s Hospital is needed.', 'Board of Trustees of St Mary\'s Hospital'],
    ['The Port Authority of Saint John shall issue the permit.', 'Port Authority of Saint John'],
    ['Notices go to the Tourism Authority of St. Kitts.', 'Tourism Authority of St. Kitts'],
  ])('%s', (text, name) => expect(orgs(text)).toEqual([name]));

  it.each([
    // A possessive after a body's own tail word is its owner's, not the name's.
    ['The Buyer needs the Ministry of Finance\'s consent.', 'Ministry of Finance'],
    ['The Council of Europe\'s rules apply.', 'Council of Europe'],
  ])('%s: the possessive stays out', (text, name) => expect(orgs(text)).toEqual([name]));
});
