/**
 * tidyRuns (readers/joins.ts): whitespace collapsed across run boundaries, not run by run. "word " + " word" of one
 * style made "word  word" (collapsed one run at a time, then merged), and a run emptied between two kept the double
 * space around it. The tidied runs' text is the runs' text collapsed and trimmed, and every location of a document
 * read from them slices back to its text in the HTML.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeRead } from '../../../src/contracts/operations/pipeline.js';
import { classifyReturn } from '../../../src/contracts/operations/results.js';
import { sameStyle, textOfRuns, tidyRuns } from '../../../src/contracts/readers/joins.js';
import type { ReadDocument, TextRun } from '../../../src/contracts/readers/types.js';
import { sliceText } from '../helpers.js';

const plain = { font: 'Arial', size: 10 };
const bold = { font: 'Arial', size: 10, bold: true };

const pieces = ['word', 'a', ' ', '  ', '\t', '\n', '\u00a0', '.', ', ', 'Fees', '(a) ', ' the '];
const runArb: fc.Arbitrary<TextRun> = fc.record({
  text: fc.array(fc.constantFrom(...pieces), { maxLength: 5 }).map((p) => p.join('')),
  style: fc.constantFrom(plain, bold, { font: 'Times', size: 12 }),
});

describe('tidyRuns', () => {
  it('joins two runs of one style meeting at spaces with one space', () => {
    expect(tidyRuns([{ text: 'word ', style: plain }, { text: ' word', style: plain }])).toEqual([{ text: 'word word', style: plain }]);
  });

  it('keeps one space across a run that collapses to nothing between two others', () => {
    const runs = tidyRuns([{ text: 'Fees ', style: plain }, { text: ' ', style: bold }, { text: ' due', style: plain }]);
    expect(textOfRuns(runs)).toBe('Fees due');
  });

  it('merges two runs of one style that a run emptied by the collapse stood between (hrev10)', () => {
    expect(tidyRuns([{ text: 'Fees ', style: plain }, { text: ' ', style: bold }, { text: 'due', style: plain }])).toEqual([{ text: 'Fees due', style: plain }]);
  });

  it('never leaves two adjacent runs of one style (hrev10)', () => {
    fc.assert(
      fc.property(fc.array(runArb, { maxLength: 8 }), (runs) => {
        const tidy = tidyRuns(runs.map((r) => ({ ...r })));
        for (let i = 1; i < tidy.length; i++) expect(sameStyle(tidy[i - 1].style, tidy[i].style)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it('gives the runs\' text collapsed and trimmed, never two spaces in a row, no empty run', () => {
    fc.assert(
      fc.property(fc.array(runArb, { maxLength: 8 }), (runs) => {
        const joined = textOfRuns(runs).replace(/\s+/g, ' ').trim();
        const tidy = tidyRuns(runs.map((r) => ({ ...r })));
        expect(textOfRuns(tidy)).toBe(joined);
        expect(textOfRuns(tidy)).not.toMatch(/ {2}/);
        for (const run of tidy) expect(run.text).not.toBe('');
      }),
      { numRuns: 500 },
    );
  });

  it('gives paragraphs whose every element location slices back to its text', () => {
    fc.assert(
      fc.property(fc.array(fc.array(runArb, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 5 }), (paragraphs) => {
        const blocks = paragraphs.map((runs) => tidyRuns(runs)).filter((runs) => runs.length > 0).map((runs) => ({ kind: 'paragraph' as const, page: 1, runs }));
        const read: ReadDocument = { format: 'pdf', numPages: 1, blocks };
        const result = classifyReturn(analyzeRead(read, '00000000000000000000000000000000'));
        for (const element of result.elements) {
          expect(sliceText(result.document.html, element.location)).toBe(element.text.replace(/\s+/g, ' ').trim());
          expect(element.text).not.toMatch(/ {2}/);
        }
      }),
      { numRuns: 150 },
    );
  });
});
