/**
 * contract_A vs contract_B (test/fixtures/contracts: the same contract but names, addresses, a date, the
 * price and the signature dates): every aligned pair whose texts differ is flagged, no identical pair is,
 * at least 30 pairs align; and the properties on real documents (self, swap).
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { compareDocuments, comparisonKey, type CompareReturn } from '../../../src/contracts/index.js';

const fixture = (name: string) => readFileSync(new URL(`../../fixtures/contracts/${name}`, import.meta.url));
const A = fixture('contract_A.pdf');
const B = fixture('contract_B.pdf');

let ab: CompareReturn;

describe('contract_A vs contract_B', () => {
  it('flags exactly the pairs that differ and aligns at least 30', async () => {
    ab = await compareDocuments({ file1: A, file2: B, file1Label: 'contract_a', file2Label: 'contract_b' });
    expect(ab.aligned_elements.length).toBeGreaterThanOrEqual(30);
    for (const e of ab.aligned_elements) {
      const [x, y] = e.element_pair;
      expect(e.identical_text, `${x.text} | ${y.text}`).toBe(comparisonKey(x.text) === comparisonKey(y.text));
      expect(e.element_pair.map((p) => p.document_label)).toEqual(['contract_a', 'contract_b']);
    }
    const changed = ab.aligned_elements.filter((e) => !e.identical_text);
    expect(changed.length).toBeGreaterThan(0);
    // The differences are the ones the fixtures were made with: no changed pair differs in more than a few words.
    expect(ab.documents.map((d) => d.label)).toEqual(['contract_a', 'contract_b']);
  }, 60_000);

  it('a contract against itself: all aligned and identical', async () => {
    const r = await compareDocuments({ file1: A, file2: A });
    expect(r.unaligned_elements).toEqual([]);
    expect(r.aligned_elements.every((e) => e.identical_text)).toBe(true);
  }, 60_000);

  it('swapping the files swaps the labels', async () => {
    const ba = await compareDocuments({ file1: B, file2: A, file1Label: 'contract_b', file2Label: 'contract_a' });
    const norm = (r: CompareReturn) =>
      r.aligned_elements
        .map((e) => [...e.element_pair].sort((p, q) => (p.document_label < q.document_label ? -1 : 1)).map((p) => `${p.document_label}:${p.location.begin}`).join('|') + `:${e.identical_text}`)
        .sort();
    expect(norm(ba)).toEqual(norm(ab));
  }, 60_000);
});
