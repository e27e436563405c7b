/**
 * Provenance ids (provenance.ts, reviewed after 123cb7f hashed each element's text once): one id per distinct label
 * of a kind within an element, the same id on every run, and another id on another text.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { provenanceIds, type ProvenanceKind } from '../../../src/contracts/classify/provenance.js';

const kind = fc.constantFrom<ProvenanceKind>('N', 'P', 'C', 'M');
// Labels as the classifier writes them, and any string (a NUL or a label that is another's prefix cannot collide:
// the text's digest after the label has a fixed length).
const label = fc.oneof(fc.constantFrom('Obligation', 'Buyer', 'Payment Terms & Billing', 'effective:0:10', 'term:3:12'), fc.string({ maxLength: 12 }));

describe('provenance ids', () => {
  it('are unique per (kind, label) within an element and the same when computed again', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.array(fc.tuple(kind, label), { maxLength: 20 }), (text, labels) => {
        const idOf = provenanceIds(text);
        const again = provenanceIds(text);
        const ids = new Map<string, string>();
        for (const [k, l] of labels) {
          const id = idOf(k, l);
          expect(id).toBe(again(k, l));
          expect(id[0]).toBe(k);
          ids.set(`${k}\u0000${l}`, id);
        }
        expect(new Set(ids.values()).size).toBe(ids.size);
      }),
      { numRuns: 200 },
    );
  });

  it('differ between texts for the same label', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 100 }), fc.string({ maxLength: 100 }), kind, label, (a, b, k, l) => {
        fc.pre(a !== b);
        expect(provenanceIds(a)(k, l)).not.toBe(provenanceIds(b)(k, l));
      }),
      { numRuns: 200 },
    );
  });

  it('keep their value from run to run (a change of the id scheme shows here)', () => {
    expect(provenanceIds('The Supplier shall deliver the goods.')('N', 'Obligation')).toBe('NzT29BHjHBHVjL23FQVdXuFnxHIHNrFRbeedQsvABafd2QvC1bQ5hSetP2Ol/R7t1');
  });
});
