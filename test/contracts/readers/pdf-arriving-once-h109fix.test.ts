/**
 * `loadPdfBounded` gathers a child's pages in one `ArrivingPages`, built when the child takes the read (`onStart`, again
 * on a retry's fresh child), not also before it (issue 18, h109fix: a second, unused one was built up front). Read from
 * the source: the child's path runs only from the built package (its pages in order there:
 * test/contracts/operations/warm-up-pages-h107perf.test.ts; out of place: pdf-page-order-h107mendP.test.ts).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const source = readFileSync(new URL('../../../src/contracts/readers/pdf/threaded.ts', import.meta.url), 'utf8');

describe('a PDF read gathers its pages once a try', () => {
  it('one construction of ArrivingPages, inside onStart', () => {
    expect(source.match(/new ArrivingPages\(/g)).toHaveLength(1);
    const onStart = source.slice(source.indexOf('onStart: () => {'), source.indexOf('onSent:'));
    expect(onStart).toContain('arriving = new ArrivingPages(hear);');
  });
});
