/**
 * What the services or the works leave out is Scope of Work, a strong cue: a thing of another subject named among the
 * things left out (insurance, a price) does not take the sentence (issue 18, h47s49; docs/contract-labels.md table 2.3's
 * own example). Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf } from '../helpers.js';

const cats = (text: string) => categoriesOf(text)[0];

describe('things left out of the services (h47s49)', () => {
  it('"… are not part of the services unless …": Scope of Work, a thing of insurance among them too', () => {
    expect(cats('Haulage, warehousing and transit insurance are not part of the services unless the parties agree otherwise.')).toEqual(['Scope of Work']);
    expect(cats('Installation is not part of the Services unless an order says so.')).toEqual(['Scope of Work']);
  });

  it('a cover or a price that leaves something out stays its own subject', () => {
    expect(cats('The Contractor shall insure the works against fire and flood for their full value.')).toEqual(['Insurance']);
    expect(cats('VAT is not included in the price.')).not.toContain('Scope of Work');
  });
});
