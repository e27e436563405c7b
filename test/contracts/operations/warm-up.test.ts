import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { classifyElements } from '../../../src/contracts/index.js';
import { classifyReturn } from '../../../src/contracts/operations/results.js';
import { analyzeRead } from '../../../src/contracts/operations/pipeline.js';
import { warmUpAnalysis } from '../../../src/contracts/operations/warm-up.js';
import { readText } from '../../../src/contracts/readers/text.js';

const fixture = (name: string): Buffer => readFileSync(fileURLToPath(new URL(`../../fixtures/contracts/${name}`, import.meta.url)));

// Sentences of this test's own, not the warm-up's: what a first call answers must not depend on what ran before it.
const TEXT = `SUPPLY AGREEMENT

This Supply Agreement is made on 1 June 2022 between Acme Widgets Ltd (the "Seller") and Harbour Foods plc (the "Buyer").

1. The Seller shall deliver the goods to the Buyer's warehouse within fourteen (14) days of each order.

2. The Buyer shall pay EUR 4,000 for each delivery within 30 days of its invoice.`;

const classifyText = () => classifyReturn(analyzeRead(readText(new TextEncoder().encode(TEXT)), 'hash'));

describe('the analysis warm-up (while a PDF is read in its child process)', () => {
  it('leaves answers as they are: a first classification equals one after the warm-up, and a PDF read after it too', async () => {
    const first = JSON.stringify(classifyText());
    await warmUpAnalysis();
    expect(JSON.stringify(classifyText())).toBe(first);
    const pdf = fixture('contract_A.pdf');
    const once = JSON.stringify(await classifyElements({ file: pdf, fileContentType: 'application/pdf' }));
    expect(JSON.stringify(await classifyElements({ file: pdf, fileContentType: 'application/pdf' }))).toBe(once);
  });
});
