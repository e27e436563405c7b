/**
 * Twenty-fifth adversarial round (hred24): a line of many separate text items (150,000 characters of a tiny font on
 * one baseline, each further from the next than a segment gap) spread its segments' ends into `Math.max(...)`, which
 * overflows the stack past some 120,000 arguments: the PDF was answered "Internal error: Maximum call stack size
 * exceeded" (a 500 over HTTP). The placed-text steps now take their extremes by loops.
 */
import { describe, expect, it } from 'vitest';
import { linesOf, runsOfItems, type PlacedItem } from '../../../src/contracts/readers/placed/lines.js';
import { cpuClock } from '../../security/guard.js';
import { readDocument } from '../../../src/contracts/readers/index.js';
import { onePagePdf } from './pdf-writer.js';

const item = (x: number): PlacedItem => ({ text: 'x', x, y: 400, width: 0.0005, size: 0.001, style: {} });

/** A one-page PDF: a line of text, and `n` one-letter items of a 0.001-point font 0.004 points apart on one baseline. */
function pdfWithWideLine(n: number): Uint8Array {
  return onePagePdf(`BT /F1 0.001 Tf 1 0 0 1 5 400 Tm ${Array.from({ length: n }, () => '(x) Tj 0.004 0 Td').join(' ')} ET\n`, { deflate: true });
}

/** A one-page PDF: a line of text, and `n` lines of one letter of a 0.002-point font, 0.004 points apart. */
function pdfWithManyLines(n: number): Uint8Array {
  return onePagePdf(`BT /F1 0.002 Tf 1 0 0 1 5 700 Tm ${Array.from({ length: n }, () => '(x) Tj 0 -0.004 Td').join(' ')} ET\n`, { deflate: true });
}

describe('a line of very many segments (hred24)', () => {
  it('linesOf: 150,000 segments on one baseline make one line spanning them', () => {
    const lines = linesOf(Array.from({ length: 150_000 }, (_, i) => item(5 + i * 0.004)), 1);
    expect(lines).toHaveLength(1);
    expect(lines[0].segments).toHaveLength(150_000);
    expect(lines[0].x0).toBe(5);
    expect(lines[0].x1).toBeCloseTo(5 + 149_999 * 0.004 + 0.0005, 6);
  });

  it('the PDF is read (or refused with a ParleyError), never an internal error', async () => {
    let outcome: unknown;
    try {
      outcome = await readDocument(pdfWithWideLine(150_000), 'application/pdf');
    } catch (err) {
      outcome = err;
    }
    expect(outcome instanceof RangeError, String(outcome)).toBe(false);
    if (outcome instanceof Error) expect(outcome.name).toBe('ParleyError');
    else expect(JSON.stringify((outcome as { blocks: unknown }).blocks)).toContain('The Supplier shall deliver the goods.');
  }, 60_000);

  it('a page of 150,000 lines is read (or refused with a ParleyError), never an internal error', async () => {
    let outcome: unknown;
    try {
      outcome = await readDocument(pdfWithManyLines(150_000), 'application/pdf');
    } catch (err) {
      outcome = err;
    }
    expect(outcome instanceof RangeError, String(outcome)).toBe(false);
    if (outcome instanceof Error) expect(outcome.name).toBe('ParleyError');
  }, 60_000);
});

describe('the runs of a line of very many items (hred24)', () => {
  // Each item asked whether the run it joins ends with a space: endsWith on a string grown by += flattens it every
  // time, O(n²): the 150,000-item line above took 41 s of CPU in runsOfItems.
  it('100,000 one-letter items apart make one run in linear time', () => {
    const items = Array.from({ length: 100_000 }, (_, i) => item(5 + i * 0.004));
    runsOfItems(items.slice(0, 100));
    const elapsed = cpuClock();
    const runs = runsOfItems(items);
    expect(elapsed()).toBeLessThan(500);
    expect(runs).toHaveLength(1);
    expect(runs[0].text).toBe(Array(100_000).fill('x').join(' '));
  });

  it('a space is added between items apart unless one side has it, as before', () => {
    const at = (text: string, x: number): PlacedItem => ({ text, x, y: 0, width: text.length, size: 1, style: {} });
    expect(runsOfItems([at('a ', 0), at('b', 5), at('', 8), at('c', 9), at(' d', 12), at('e', 14.1)]).map((r) => r.text)).toEqual(['a b c de']);
    expect(runsOfItems([at('a', 0), at('b', 1.1)]).map((r) => r.text)).toEqual(['ab']);
  });
});
