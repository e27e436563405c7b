/** The progress line of long CLI work: only on a terminal, not with --quiet, redrawn per event, fitted to the width. */
import { describe, expect, it } from 'vitest';
import { describeProgress, shorten, withProgress } from '../../src/cli/progress.js';
import type { OnProgress } from '../../src/contracts/index.js';

function terminal(columns?: number) {
  let text = '';
  return { isTTY: true, ...(columns ? { columns } : {}), write: (s: string) => (text += s), text: () => text };
}

describe('withProgress', () => {
  it('on a terminal: the doing line, one redraw per progress event, then the done line', async () => {
    const tty = terminal();
    const result = await withProgress(tty, 'classifying a.pdf', 'classified a.pdf', async (onProgress) => {
      onProgress?.({ stage: 'pages', done: 1, total: 2 });
      onProgress?.({ stage: 'pages', done: 2, total: 2 });
      onProgress?.({ stage: 'elements', done: 0, total: 7 });
      return 42;
    });
    expect(result).toBe(42);
    const frames = tty.text().split('\r\u001b[K');
    expect(frames[0]).toBe('classifying a.pdf…');
    expect(frames.slice(1, 4).map((f) => f.replace(/ · \d+\.\d s$/, ''))).toEqual([
      '⠋ classifying a.pdf… page 1/2',
      '⠙ classifying a.pdf… page 2/2',
      '⠹ classifying a.pdf… classifying 7 elements',
    ]);
    expect(frames[4]).toMatch(/^classified a\.pdf in \d+ ms\n$/);
  });

  it('ticks while the work waits (the elapsed time moves without any event)', async () => {
    const tty = terminal();
    await withProgress(tty, 'reading', 'read', () => new Promise((r) => setTimeout(r, 350)));
    expect(tty.text().match(/⠋|⠙|⠹/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
  });

  it('not a terminal, or --quiet: nothing written, and the work gets no callback (it costs nothing)', async () => {
    for (const [stream, quiet] of [[{ isTTY: false }, false], [{ isTTY: true }, true]] as const) {
      let text = '';
      let given: OnProgress | undefined = () => undefined;
      await withProgress({ ...stream, write: (s: string) => (text += s) }, 'x', 'y', async (onProgress) => {
        given = onProgress;
      }, { quiet });
      expect([text, given]).toEqual(['', undefined]);
    }
  });

  it('clears its line when the work fails, and rethrows', async () => {
    const tty = terminal();
    await expect(withProgress(tty, 'reading', 'read', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(tty.text().endsWith('\r\u001b[K')).toBe(true);
  });

  it('a line never wider than the terminal: the name gives way in its middle', async () => {
    const tty = terminal(60);
    const long = `classifying ${'a/'.repeat(30)}contract.pdf`;
    await withProgress(tty, long, 'classified', async (onProgress) => onProgress?.({ stage: 'pages', done: 3, total: 58 }));
    for (const frame of tty.text().split('\r\u001b[K').slice(0, -1)) expect([...frame].length).toBeLessThan(60);
    expect(tty.text()).toMatch(/⠋ classifying a…[a/]+\/contract\.pdf… page 3\/58 · \d\.\d s/);
  });

  it('a terminal that reports 0 columns (a bare pseudo-terminal) is of unknown width: nothing is cut', async () => {
    const tty = terminal();
    await withProgress({ ...tty, columns: 0 }, 'comparing a.pdf and b.pdf', 'compared', async (onProgress) => onProgress?.({ stage: 'pages', done: 1, total: 4 }));
    expect(tty.text()).toContain('⠋ comparing a.pdf and b.pdf… page 1/4');
  });
});

describe('describeProgress and shorten', () => {
  it('reads each stage', () => {
    expect(describeProgress({ stage: 'pages', done: 12, total: 58 })).toBe('page 12/58');
    expect(describeProgress({ stage: 'ocr', done: 0, total: 2 })).toBe('OCR of page 1/2');
    expect(describeProgress({ stage: 'ocr', done: 1, total: 2 })).toBe('OCR of page 2/2');
    expect(describeProgress({ stage: 'ocr', done: 2, total: 2 })).toBe('OCR of 2 pages done');
    expect(describeProgress({ stage: 'ocr', done: 1, total: 1 })).toBe('OCR of 1 page done');
    expect(describeProgress({ stage: 'elements', done: 0, total: 987 })).toBe('classifying 987 elements');
    expect(describeProgress({ stage: 'elements', done: 987, total: 987 })).toBe('987 elements classified');
    expect(describeProgress({ stage: 'elements', done: 0, total: 1 })).toBe('classifying 1 element');
  });

  it('keeps short text, cuts the middle of long text to the room', () => {
    expect(shorten('abc', 10)).toBe('abc');
    expect(shorten('0123456789abcdefghij', 10)).toBe('012…efghij');
    expect(shorten('0123456789', 3)).toBe('');
  });
});
