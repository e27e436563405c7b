/**
 * The PDF child's pages arrive in their place or the read is refused (review h107rev 8; readers/pdf/threaded.ts
 * `ArrivingPages`, which `loadPdfBounded` feeds each announcement's page). The child sends each page with its
 * announcement and the parent appends them as they arrive: a child that sent a page twice, out of order or past the
 * document's count passed the one check there was (the count) when the count still matched. Here a fake child's
 * messages, as the test writes them (a `vi.mock` of the pool leaks into the files a loaded fork runs after this one);
 * a real child's pages in order: the built-package test of test/contracts/operations/warm-up-pages-h107perf.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { ParleyError } from '../../../src/common/errors.js';
import type { PdfPage } from '../../../src/contracts/readers/pdf/load.js';
import { ArrivingPages } from '../../../src/contracts/readers/pdf/threaded.js';

/**
 * A fake child's announcements ([the announcement's page number, the page's own number], of `count` pages) and its
 * reply counting `count`: the read's page numbers and those heard, or the refusal's status and message.
 */
function read(sent: [number, number][], count: number) {
  const heard: number[] = [];
  const arriving = new ArrivingPages((page) => heard.push(page.number));
  for (const [announced, own] of sent) {
    const content: PdfPage = { number: own, width: 600, height: 800, rules: [], items: [] };
    arriving.add(announced, count, content);
  }
  try {
    return { pages: arriving.complete(count).map((p) => p.number), heard };
  } catch (err) {
    expect(err).toBeInstanceOf(ParleyError);
    const e = err as ParleyError;
    return { refused: e.status, message: JSON.stringify(e.result), heard };
  }
}

describe('a PDF child’s pages out of their place refuse the read', () => {
  it('near miss: pages 1 to 4 in order are the read, each heard once', () => {
    expect(read([[1, 1], [2, 2], [3, 3], [4, 4]], 4)).toEqual({ pages: [1, 2, 3, 4], heard: [1, 2, 3, 4] });
    expect(read([[1, 1]], 1)).toEqual({ pages: [1], heard: [1] });
  });

  it('page 3 sent twice and page 4 never (the count still 4): refused as corrupt, nothing heard after the repeat', () => {
    const got = read([[1, 1], [2, 2], [3, 3], [3, 3]], 4);
    expect(got).toMatchObject({ refused: 400, heard: [1, 2, 3] });
    expect(got.message).toMatch(/corrupt or truncated/);
  });

  it('pages out of order (1, 3, 2, 4): refused', () => {
    expect(read([[1, 1], [3, 3], [2, 2], [4, 4]], 4)).toMatchObject({ refused: 400, heard: [1] });
  });

  it('a page past the count (page 9 of 4, page 5 of 4) or before the first (page 0): refused', () => {
    expect(read([[1, 1], [2, 2], [3, 3], [9, 9]], 4)).toMatchObject({ refused: 400, heard: [1, 2, 3] });
    expect(read([[1, 1], [2, 2], [3, 3], [4, 4], [5, 5]], 4)).toMatchObject({ refused: 400, heard: [1, 2, 3, 4] });
    expect(read([[0, 0], [1, 1], [2, 2], [3, 3]], 4)).toMatchObject({ refused: 400, heard: [] });
  });

  it('a page whose own number disagrees with its announcement: refused', () => {
    expect(read([[1, 1], [2, 3], [3, 2], [4, 4]], 4)).toMatchObject({ refused: 400, heard: [1] });
    expect(read([[1, 1], [2, 2], [4, 3], [4, 4]], 4)).toMatchObject({ refused: 400, heard: [1, 2] });
  });

  it('fewer pages than the reply counts (a truncated read): refused, as before', () => {
    expect(read([[1, 1], [2, 2], [3, 3]], 4)).toMatchObject({ refused: 400, heard: [1, 2, 3] });
  });
});
