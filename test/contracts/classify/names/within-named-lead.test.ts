/**
 * "the within-named" / "THE ABOVE-NAMED" before a company points back at its name and is no word of it (name-grammar.ts
 * LEADING; issue 18, h66names). Sentences written for this change.
 */
import { describe, expect, it } from 'vitest';
import { orgs } from '../found-names.js';

describe('"within-named" and "above-named" before a company (h66names)', () => {
  it.each([
    ['SIGNED BY THE WITHIN-NAMED HILLTOP TEA TRADERS (PRIVATE) LIMITED by its Director, Chamari Silva, in the presence of:', 'HILLTOP TEA TRADERS (PRIVATE) LIMITED'],
    ['Signed by the within-named HILLTOP TEA TRADERS (PRIVATE) LIMITED by its Director', 'HILLTOP TEA TRADERS (PRIVATE) LIMITED'],
    ['THE ABOVE-NAMED ACME LIMITED shall pay the fee.', 'ACME LIMITED'],
  ])('%s', (text, company) => {
    expect(orgs(text)).toEqual([company]);
  });
});
