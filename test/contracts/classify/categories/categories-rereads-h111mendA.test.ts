/**
 * The re-read's findings on categories (issue 18, h111rrA; mended by h111mendA): each probe the finding gives, and a
 * near miss where the rule was meant to fire. Sentences of our own.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf } from '../helpers.js';

const first = (text: string): string[] => categoriesOf(text)[0];

describe('finding 1: a force-majeure excuse leaves a liability or an indemnity named in another clause', () => {
  it.each([
    'The Supplier is not liable for delays caused by events beyond its reasonable control, but its total liability under this Agreement shall not exceed the fees paid in the prior twelve months.',
    'The Supplier shall not be liable for any indirect or consequential loss, whether or not such loss was beyond its reasonable control or caused by force majeure.',
  ])('keeps Liability: %s', (text) => {
    expect(first(text)).toContain('Liability');
  });
  it('keeps Indemnification where the sentence names an indemnity of its own', () => {
    expect(first('Neither party shall be liable for any failure caused by events beyond its reasonable control, and each party shall indemnify the other against all third-party claims arising from its negligence.')).toContain('Indemnification');
  });
  it('near miss: the excuse alone is still Force Majeure only', () => {
    expect(first('Neither party shall be liable for any failure of the ferry service caused by ice, gales or any other event beyond its reasonable control.')).toEqual(['Force Majeure']);
  });
});
