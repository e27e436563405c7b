/**
 * Set 50's natures (issue 18, h50n50), with sentences written for these tests (none of the set's): a "Section N.N" /
 * "Clause N.N" label opening a sentence is skipped as a bare "1.2" is (text.ts, CLAUSE_NUMBER), so the definition after
 * it is read.
 */
import { describe, expect, it } from 'vitest';
import { PREAMBLE, typesAndAttributesOf, typesOf } from '../helpers.js';

const after = (preamble: readonly string[], ...items: string[]) => typesOf(...preamble, ...items).slice(preamble.length);

describe('a "Section N.N" label before a quoted defined term (text.ts, CLAUSE_NUMBER)', () => {
  it('is skipped: the definition and its DefinedTerm are read as after "1.2"', () => {
    const got = typesAndAttributesOf(
      'Section 1.1 "Goods" means the hand tools in Exhibit A.',
      'Clause 4.2 "Working Day" means a day other than a Saturday or a Sunday.',
      'Article 2.3 "Term" means the period in Section 5.',
    );
    expect(got.map((e) => e.types)).toEqual([['Definition/None'], ['Definition/None'], ['Definition/None']]);
    expect(got.map((e) => e.attributes.filter((a) => a.startsWith('DefinedTerm')))).toEqual([
      ['DefinedTerm:Goods'], ['DefinedTerm:Working Day'], ['DefinedTerm:Term'],
    ]);
  });
  it('still reads a clause after the label, and a reference to a section as no label', () => {
    expect(after([PREAMBLE],
      'Section 1.3 The Supplier shall deliver the Goods.',
      'Clause 6 continues to apply after this agreement ends.',
      'Section 5 of this Agreement survives termination.'))
      .toEqual([['Obligation/Supplier'], [], []]);
  });
});
