import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileFailure, fileFailureWords } from '../../src/common/file-failures.js';

const failureOf = (read: () => unknown): string => {
  try {
    read();
  } catch (e) {
    return fileFailure(e);
  }
  throw new Error('the read did not fail');
};

describe('why a file could not be read, in words', () => {
  const dir = mkdtempSync(join(tmpdir(), 'parley-file-failures-'));
  it('a missing file, a folder and a path through a file say so; other errors keep their message', () => {
    expect(failureOf(() => readFileSync(join(dir, 'missing.json')))).toBe('no such file');
    expect(failureOf(() => readFileSync(dir))).toBe('it is a directory, not a file');
    expect(fileFailure(Object.assign(new Error('EMFILE: too many open files'), { code: 'EMFILE' }))).toBe('EMFILE: too many open files');
  });
  it('the words for a code, none for an unknown or absent one', () => {
    expect(fileFailureWords('ENOTDIR')).toBe('a part of the path is not a directory');
    expect(fileFailureWords('EMFILE')).toBeUndefined();
    expect(fileFailureWords(undefined)).toBeUndefined();
  });
});
