import { describe, expect, it, vi } from 'vitest';
import { classifyReturn } from '../../../src/contracts/operations/results.js';
import { analyzeRead } from '../../../src/contracts/operations/pipeline.js';
import { TYPESET_SAMPLE } from '../../../src/contracts/operations/warm-up.js';
import { readText } from '../../../src/contracts/readers/text.js';

// A text of this test's own, typeset (two-byte strings): what a first call answers must not depend on what ran before it.
const TEXT = `LICENCE AGREEMENT

This Licence Agreement is made on 2 May 2023 between Kestrel Analytics Ltd (the “Licensor”) and Orchard Lane Bakeries plc (the “Licensee”).

1. The Licensor grants the Licensee a non-exclusive licence to use the Licensor’s software at the Licensee’s premises.

2. The Licensee shall pay GBP 1,200 each quarter within 30 days of the Licensor’s invoice.`;

const classifyText = () => classifyReturn(analyzeRead(readText(new TextEncoder().encode(TEXT)), 'hash'));

describe('the warm-up’s typeset sample (two-byte strings compile their own regex code)', () => {
  it('pairs every straight quote as “ ” and turns every apostrophe into ’', () => {
    expect(TYPESET_SAMPLE).not.toMatch(/["']/);
    const quotes = TYPESET_SAMPLE.replace(/[^“”]/g, '');
    expect(quotes).toBe('“”'.repeat(quotes.length / 2));
    expect(quotes.length).toBeGreaterThan(0);
    expect(TYPESET_SAMPLE).toContain('(the “Customer”)');
  });

  it('leaves answers as they are, for a typeset text, whether the read was over or not', async () => {
    const first = JSON.stringify(classifyText());
    // A module of its own: the warm-up runs once per thread, and a file run before this one in the fork may have warmed it.
    vi.resetModules();
    const { warmUpAnalysis } = await import('../../../src/contracts/operations/warm-up.js');
    let asked = 0;
    await warmUpAnalysis(() => {
      asked += 1;
      return true;
    });
    expect(asked).toBe(1);
    expect(JSON.stringify(classifyText())).toBe(first);
    // Once per thread: a second warm-up asks nothing and does nothing.
    await warmUpAnalysis(() => {
      asked += 1;
      return true;
    });
    expect(asked).toBe(1);
  });
});
