import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ParleyError } from '../../../src/common/errors.js';
import { thrownBy as thrown } from '../../security/guard.js';
import { parseWordClusters } from '../../../src/nlu/vectors/word-clusters.js';
import { parseWordProjection } from '../../../src/nlu/vectors/word-projection.js';
import { englishWordVectors, parseWordVectors } from '../../../src/nlu/vectors/word-vectors.js';

const table = englishWordVectors();
const parsers: Array<[string, string, (bytes: Uint8Array) => unknown]> = [
  ['word vectors', 'PWV1', parseWordVectors],
  ['word clusters', 'PWC1', (bytes) => parseWordClusters(bytes, table)],
  ['word projection', 'PWP1', parseWordProjection],
];

describe('the shipped binary tables', () => {
  it.each(parsers)('%s: a damaged file is a damaged install (ParleyError 500 naming the table)', (name, magic, parse) => {
    const error = thrown(() => parse(new Uint8Array(3)));
    expect(error).toBeInstanceOf(ParleyError);
    expect((error as ParleyError).status).toBe(500);
    expect((error as ParleyError).message).toBe(`${name}: not a ${magic} file: reinstall parley, or run \`npm run build\` in its repository`);
  });

  it.each(parsers)('%s: any bytes after the right magic parse or fail as a damaged install, never otherwise', (_name, magic, parse) => {
    const head = [...magic].map((c) => c.charCodeAt(0));
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 96 }), (tail) => {
        const error = thrown(() => parse(Uint8Array.from([...head, ...tail])));
        if (error !== undefined) {
          expect(error).toBeInstanceOf(ParleyError);
          expect((error as ParleyError).status).toBe(500);
        }
      }),
      { numRuns: 300 },
    );
  });
});
