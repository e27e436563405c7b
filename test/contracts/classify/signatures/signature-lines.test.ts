/**
 * Closing lines (signature-lines.ts): where and when the contract was made, a signer and a role, a body in capitals
 * (rounds 5, 8, 10 of the category cues; regrouped by h28cues, issue 18: same sentences, same assertions). Sentences
 * written for these tests, not taken from a labelled set or the real response.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf } from '../../../../src/contracts/classify/categories/categories.js';
import { isClosingLine, isSignatureLine } from '../../../../src/contracts/classify/signatures/signature-lines.js';
import { expectEach } from '../cue-tables.js';

// Round 5 (h25cat5).
describe('closing lines: where and when the contract was made, a role and a name', () => {
  it('where and when the contract was made, a role and a name: no category', () => {
    expect([
      'Done at Lyon on 3 June 2027, in two copies.',
      'Signed in Cape Town on March 4, 2027.',
      'The Tenant – Anna Rossi',
      'The Club — the Chair, Jo Hale',
      'Any dispute goes to the courts of Turin.',
    ].map(isClosingLine)).toEqual([true, true, true, true, false]);
    expect(categoriesOf('Done at Lyon on 3 June 2027, in two copies.', 'Article 12 – Disputes', false)).toEqual([]);
  });
});

describe('closing lines: a schedule\'s row in title case', () => {
  it('a schedule\'s row in title case is no signature row', () => {
    expect(['Payment Terms – Net Thirty Days', 'Insurance – Public Liability Cover', 'The Tenant – Anna Rossi'].map(isClosingLine)).toEqual([false, false, true]);
  });
});

// Round 8 (h26cat8).
describe('closing lines take no section title\'s category', () => {
  it('reads a place and a date, a signer after a company, a company alone in capitals', () => {
    expectEach(isClosingLine, ['In Tampere, 2 March 2028',
      'At Lyon on 3 June 2027',
      'Lehto Oy, Aino Virta, Managing Director',
      'Bergkraut AG: Urs Meier, Chairman of the Board',
      'HARBOUR FOODS, INC.',
      'GRANITE PEAK HOLDINGS LLC',
    ], true);
  });
  it('not a sentence that opens on a place or names a company', () => {
    expectEach(isClosingLine, ['In Tampere, the Supplier shall keep a spare heater.',
      'Lehto Oy shall pay the fee within 14 days.',
      'THE SUPPLIER SHALL NOT BE LIABLE FOR ANY INDIRECT LOSS.',
    ], false);
  });
  it('a closing line under a disputes article takes no Dispute Resolution', () => {
    expect(categoriesOf('In Tampere, 2 March 2028', 'Article 12 Disputes', false)).toEqual([]);
    expect(categoriesOf('Lehto Oy, Aino Virta, Managing Director', 'Article 12 Disputes', false)).toEqual([]);
    expect(categoriesOf('HARBOUR FOODS, INC.', '9. TERM', false)).toEqual([]);
  });
});

// Round 10 (h27cat10).
describe('closing lines: signed by proxy, a signer and job title, a body and place in capitals', () => {
  it('reads a "p.p." or "per pro." line as a signature', () => {
    expectEach(isSignatureLine, ['p.p. NORDVIK FISHERIES AS', 'P.P. Alder & Finch LLP', 'per pro. Lindqvist Shipping AB'], true);
    expectEach(isSignatureLine, ['pp. 12-14 of the Manual apply.', 'The parties shall pay pro rata.'], false);
  });
  it('reads a signer\'s name and job title, and a body\'s name and place in capitals, as closing lines', () => {
    expectEach(isClosingLine, [
      'Ingrid Solberg, Managing Director',
      'José Manuel Ortiz Pérez, Legal Representative',
      'Tomas Berg, Attorney-in-fact',
      'Amelia Hart, Chief Executive Officer',
      'COUNTY OF ELMWOOD, IOWA',
      'TOWN OF BRIDGEWATER, VERMONT',
    ], true);
  });
  it('not a sentence, a schedule\'s row or a heading with a verb', () => {
    expectEach(isClosingLine, [
      'Payment Terms, Net Thirty Days',
      'The Manager, who shall report to the Director',
      'Insurance, Public Liability Cover',
      'TERM AND TERMINATION',
      'COUNTY OF ELMWOOD, IOWA shall pay the fee.',
      'Ingrid Solberg, Managing Director, shall sign every order.',
    ], false);
  });
  it('gives them no category under the last article\'s title', () => {
    for (const line of ['p.p. NORDVIK FISHERIES AS', 'Ingrid Solberg, Managing Director', 'COUNTY OF ELMWOOD, IOWA']) {
      expect(categoriesOf(line, 'ARTICLE 14. ARBITRATION AND GOVERNING LAW', false)).toEqual([]);
    }
  });
});
