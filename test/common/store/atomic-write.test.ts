/** The asynchronous crash-safe write (a batch's results): whole content, string or bytes, no temporary file left. */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { atomicWriteAsync } from '../../../src/common/store/atomic-write.js';
import { EncodedJson, jsonOutput } from '../../../src/common/encoded-json.js';

describe('atomicWriteAsync', () => {
  it('writes a string or UTF-8 bytes whole over the old content, leaving no temporary file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-atomic-'));
    const path = join(dir, 'a.json');
    writeFileSync(path, 'old content, longer than the new');
    await atomicWriteAsync(path, '{"é":1}');
    expect(readFileSync(path, 'utf8')).toBe('{"é":1}');
    await atomicWriteAsync(path, Buffer.from('{"ü":[2]}', 'utf8'));
    expect(readFileSync(path, 'utf8')).toBe('{"ü":[2]}');
    expect(readdirSync(dir)).toEqual(['a.json']);
  });

  it('leaves no temporary file behind when the write fails (the target is a folder: the rename is refused)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-atomic-'));
    mkdirSync(join(dir, 'a.json'));
    await expect(atomicWriteAsync(join(dir, 'a.json'), '{}')).rejects.toThrow(/EISDIR|EPERM|EEXIST|ENOTEMPTY/);
    expect(readdirSync(dir)).toEqual(['a.json']);
  });
});

describe('jsonOutput', () => {
  it("is JSON.stringify's text of a value, and an EncodedJson's own bytes (whose toJSON gives the value back)", () => {
    const value = { a: [1, 'ü'], b: null };
    expect(jsonOutput(value)).toBe(JSON.stringify(value));
    const bytes = new Uint8Array(Buffer.from(JSON.stringify(value), 'utf8'));
    const encoded = new EncodedJson(bytes);
    expect(jsonOutput(encoded)).toBe(bytes);
    expect(JSON.stringify(encoded)).toBe(JSON.stringify(value));
  });
});
