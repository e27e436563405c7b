/**
 * A directory bucket's objects are its files, whatever their names: the service read Cloud Object Storage keys (any
 * UTF-8 up to 1,024 bytes), and a folder of contracts holds `Contrat_été.pdf`, `合同.docx`, `O'Brien lease.pdf`.
 * Names outside an ASCII pattern were left out of a batch without a word, and a key of 251-255 bytes (or, through the
 * temporary file's name, of 210 and more) got no `KEY.json`: counted failed. Now every file is read; what the store
 * cannot read (a hidden file, a folder, a link, a name with control characters or not UTF-8) is listed in the batch's
 * status with its reason; a result name past the 255 bytes a file name may hold is shortened with a hash of the key.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CompareComplyV1 } from '../../../src/contracts/index.js';
import { DirectoryBucketStore, fileNameOfKey, MAX_FILE_NAME_BYTES } from '../../../src/contracts/service/bucket-store.js';
import { keyRefusal } from '../../../src/contracts/service/bucket-keys.js';
import { batchParams, bucketDirs, fakeOperations, rejection, sequentialIds, steppingClock } from '../service-helpers.js';
import { cpuClock } from '../../security/guard.js';

const posix = process.platform !== 'win32';

function twinOver(root: string): CompareComplyV1 {
  return new CompareComplyV1({ version: '2018-10-15', operations: fakeOperations(), buckets: root, clock: steppingClock(), newId: sequentialIds() });
}

async function runBatch(root: string) {
  const t = twinOver(root);
  const id = (await t.createBatch(batchParams('html_conversion'))).result.batch_id;
  await t.batchesIdle();
  return (await t.getBatch({ batchId: id })).result;
}

const html = (text: string) => ({ num_pages: '1', title: 'no title', html: `<html><body><p>${text}</p></body></html>` });

/** The documented short name: the key's first bytes, `~`, 16 hex digits of the SHA-256 of the whole key, `.json`. */
const shortName = (key: string, prefixChars: number) => `${[...key].slice(0, prefixChars).join('')}~${createHash('sha256').update(key, 'utf8').digest('hex').slice(0, 16)}.json`;

describe('a batch over files of any name', () => {
  it('reads names with letters outside ASCII, spaces and apostrophes; each result is KEY.json', async () => {
    const names = ['Contrat_été.pdf', '合同.docx', 'Договор.pdf', "O'Brien lease (final).pdf", 'a  b#%&;[]{}.txt', 'x.pdf'];
    const root = bucketDirs(Object.fromEntries(names.map((n) => [n, `Text of ${n}`])));
    const status = await runBatch(root);
    expect([status.status, status.document_counts]).toEqual(['completed', { total: 6, pending: 0, successful: 6, failed: 0 }]);
    expect(status).not.toHaveProperty('skipped_objects');
    expect(readdirSync(join(root, 'out')).sort()).toEqual(names.map((n) => `${n}.json`).sort());
    expect(JSON.parse(readFileSync(join(root, 'out', 'Contrat_été.pdf.json'), 'utf8'))).toEqual(html('Text of Contrat_été.pdf'));
    rmSync(root, { recursive: true });
  });

  it('keeps a name exactly as the file system gives it (NFC and NFD are two names, each read)', async () => {
    const nfc = 'Contrat_\u00e9t\u00e9.pdf';
    const nfd = 'Contrat_e\u0301te\u0301.pdf';
    const root = bucketDirs({ [nfc]: 'composed', [nfd]: 'decomposed' });
    const status = await runBatch(root);
    expect(status.document_counts).toEqual({ total: 2, pending: 0, successful: 2, failed: 0 });
    expect(JSON.parse(readFileSync(join(root, 'out', `${nfd}.json`), 'utf8'))).toEqual(html('decomposed'));
    expect(JSON.parse(readFileSync(join(root, 'out', `${nfc}.json`), 'utf8'))).toEqual(html('composed'));
    rmSync(root, { recursive: true });
  });

  it.skipIf(!posix)('lists what it cannot read in the status, with the reason, and counts only the documents', async () => {
    const root = bucketDirs({ 'a.pdf': 'Alpha.', '.DS_Store': 'x', 'line\nbreak.pdf': 'x', 'bell\u0007.pdf': 'x' });
    mkdirSync(join(root, 'in', 'drafts'));
    writeFileSync(join(root, 'secret.txt'), 'outside the bucket');
    symlinkSync(join(root, 'secret.txt'), join(root, 'in', 'link.pdf'));
    // A name that is not UTF-8 (Latin-1 "é"): it cannot be a key.
    writeFileSync(Buffer.concat([Buffer.from(join(root, 'in', 'caf')), Buffer.from([0xe9]), Buffer.from('.pdf')]), 'x');
    const status = await runBatch(root);
    expect(status.document_counts).toEqual({ total: 1, pending: 0, successful: 1, failed: 0 });
    expect(status.skipped_count).toBe(6);
    expect(status.skipped_objects).toEqual([
      { name: '.DS_Store', reason: 'a hidden file (its name starts with "."): not read, as editors\' and temporary files are not' },
      { name: 'bell\u0007.pdf', reason: 'its name holds a control character (U+0007)' },
      { name: 'caf\ufffd.pdf', reason: 'its name is not UTF-8 (bytes 63 61 66 e9 2e 70 64 66)' },
      { name: 'drafts', reason: "a folder: a directory bucket's objects are the files at its top level" },
      { name: 'line\nbreak.pdf', reason: 'its name holds a control character (U+000A)' },
      { name: 'link.pdf', reason: 'a symbolic link: not followed (it could lead out of the bucket)' },
    ]);
    expect(readdirSync(join(root, 'out'))).toEqual(['a.pdf.json']);
    rmSync(root, { recursive: true });
  });

  it('a rescan lists the skipped objects of the new listing', async () => {
    const root = bucketDirs({ 'a.pdf': 'Alpha.' });
    const t = twinOver(root);
    const id = (await t.createBatch(batchParams('html_conversion'))).result.batch_id;
    writeFileSync(join(root, 'in', '.~lock.a.pdf#'), 'x');
    const rescanned = (await t.updateBatch({ batchId: id, action: 'rescan' })).result;
    expect([rescanned.skipped_count, rescanned.skipped_objects?.map((o) => o.name)]).toEqual([1, ['.~lock.a.pdf#']]);
    await t.batchesIdle();
    expect((await t.getBatch({ batchId: id })).result.document_counts).toEqual({ total: 1, pending: 0, successful: 1, failed: 0 });
    rmSync(root, { recursive: true });
  });

  it('a result name past 255 bytes gets a short name that keeps the key\'s start and a hash of it', async () => {
    const k210 = `${'a'.repeat(206)}.pdf`; // KEY.json fits; its temporary file's name did not
    const k251 = `${'b'.repeat(247)}.pdf`;
    const cjk = `${'合'.repeat(83)}.pdf`; // 253 bytes of UTF-8
    const root = bucketDirs({ [k210]: 'one', [k251]: 'two', [cjk]: 'three' });
    const status = await runBatch(root);
    expect(status.document_counts).toEqual({ total: 3, pending: 0, successful: 3, failed: 0 });
    const expected = [`${k210}.json`, shortName(`${k251}.json`, 233), shortName(`${cjk}.json`, 77)];
    expect(readdirSync(join(root, 'out')).sort()).toEqual([...expected].sort());
    expect(expected.map((n) => Buffer.byteLength(n))).toEqual([215, 255, 253]);
    expect(JSON.parse(readFileSync(join(root, 'out', expected[1]), 'utf8'))).toEqual(html('two'));
    expect([`${k210}.json`, `${k251}.json`, `${cjk}.json`].map(fileNameOfKey)).toEqual(expected);
    rmSync(root, { recursive: true });
  });
});

describe('DirectoryBucketStore keys', () => {
  it('writes and reads back a key by its name, a long one under its short name', async () => {
    const root = bucketDirs();
    const store = new DirectoryBucketStore(root);
    const long = `${'é'.repeat(400)}.json`; // 805 bytes
    await store.writeObject('out', long, '{"a":1}');
    expect(Buffer.from(await store.readObject('out', long)).toString()).toBe('{"a":1}');
    expect(readdirSync(join(root, 'out'))).toEqual([fileNameOfKey(long)]);
    expect(Buffer.byteLength(fileNameOfKey(long))).toBeLessThanOrEqual(MAX_FILE_NAME_BYTES);
    rmSync(root, { recursive: true });
  });

  it('refuses keys that are not one safe file name, saying why', async () => {
    const root = bucketDirs();
    const store = new DirectoryBucketStore(root);
    const cases: [string, string][] = [
      ['', 'Object key "" refused: its name is empty'],
      ['..', 'Object key ".." refused: ".." names a folder, not a file'],
      ['../x.json', 'Object key "../x.json" refused: its name holds a "/" (a directory bucket has no sub-folders)'],
      ['a/b.json', 'Object key "a/b.json" refused: its name holds a "/" (a directory bucket has no sub-folders)'],
      ['a\u0000b', 'Object key "a\\u0000b" refused: its name holds a control character (U+0000)'],
      ['.hidden.json', 'Object key ".hidden.json" refused: a hidden file (its name starts with "."): not read, as editors\' and temporary files are not'],
      ['lone\ud800.json', 'Object key "lone\\ud800.json" refused: its name holds a lone surrogate (not Unicode text)'],
      [`${'x'.repeat(1020)}.json`, `Object key "${'x'.repeat(1020)}.json" refused: its name is 1025 bytes of UTF-8 (object keys hold up to 1024)`],
    ];
    for (const [key, message] of cases) {
      const e = await rejection(store.writeObject('out', key, '{}'));
      expect([key, e.status, e.message]).toEqual([key, 400, message]);
    }
    expect(readdirSync(root).sort()).toEqual(['in', 'out']);
    expect(readdirSync(join(root, 'out'))).toEqual([]);
    rmSync(root, { recursive: true });
  });
});

/** Keys as users write them: letters of any script, spaces, dots, apostrophes, emoji, control characters, long runs. */
const keyChar = fc.oneof(
  fc.constantFrom('a', 'Z', '0', ' ', '.', '..', "'", '-', '_', '(', ')', 'é', 'e\u0301', 'ß', '合', 'Д', 'ع', '😀', '\u0007', '\n', '\u00a0', '\u202e', '~', '%', '\\'),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 2 }),
);
const keyArb = fc.oneof(
  { weight: 3, arbitrary: fc.array(keyChar, { minLength: 1, maxLength: 20 }).map((parts) => parts.join('')).filter((k) => !k.includes('/') && !k.includes('\u0000')) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom('a', 'é', '合', '😀'), fc.integer({ min: 50, max: 260 }), fc.constantFrom('.pdf', '', '.')).map(([c, n, ext]) => c.repeat(n) + ext) },
);

describe('any key: a result the listing shows, or a reason in the status', () => {
  it('never silent, never outside the bucket, never a partial or temporary file', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uniqueArray(keyArb, { minLength: 1, maxLength: 4 }), async (keys) => {
        const root = bucketDirs({}, 'parley-key-property-');
        const inputs: string[] = [];
        for (const key of keys) {
          try {
            writeFileSync(join(root, 'in', key), `Text of ${key}`, { flag: 'wx' });
            inputs.push(key);
          } catch {
            // A name the file system cannot hold (too long, a "/", an existing name): it is no object of the bucket.
          }
        }
        const listed = readdirSync(join(root, 'in'));
        const status = await runBatch(root);
        const out = readdirSync(join(root, 'out'));
        const skipped = new Map((status.skipped_objects ?? []).map((o) => [o.name, o.reason]));
        expect(status.document_counts.total + (status.skipped_count ?? 0)).toBe(listed.length);
        expect(status.document_counts.failed).toBe(0);
        for (const key of listed) {
          if (skipped.has(key)) {
            expect(skipped.get(key)).toMatch(/^(a hidden file|its name holds a control character)/);
            expect(out).not.toContain(fileNameOfKey(`${key}.json`));
          } else {
            const name = fileNameOfKey(`${key}.json`);
            expect(out).toContain(name);
            expect(JSON.parse(readFileSync(join(root, 'out', name), 'utf8'))).toEqual(html(`Text of ${key}`));
          }
        }
        expect(out.length).toBe(status.document_counts.successful);
        expect(readdirSync(root).sort()).toEqual(['in', 'out']);
        expect(inputs.length).toBe(listed.length);
        rmSync(root, { recursive: true });
      }),
      { numRuns: 60, seed: 22 },
    );
  }, 60_000);
});

describe('the key rules on hostile names stay linear', () => {
  it('80,000 characters of dots, letters and extensions without an end: milliseconds', () => {
    for (const n of [20_000, 40_000, 80_000]) {
      for (const name of ['.abcdefghi'.repeat(n / 10) + '!', '.a'.repeat(n / 2) + '-', 'é'.repeat(n), '\ud800'.repeat(n)]) {
        const started = cpuClock();
        keyRefusal(name);
        const short = fileNameOfKey(name);
        expect(Buffer.byteLength(short)).toBeLessThanOrEqual(MAX_FILE_NAME_BYTES);
        expect(started()).toBeLessThan(500);
      }
    }
  });
});

describe('a name that is another key\'s short name (hred12)', () => {
  it('is skipped with its reason: the long key\'s result is not overwritten, and no result is lost silently', async () => {
    const long = `${'A'.repeat(249)}.txt`; // 253 bytes: its result's name is shortened
    const taken = fileNameOfKey(`${long}.json`).slice(0, -'.json'.length); // a file whose KEY.json is that short name
    const root = bucketDirs({ [long]: 'the long one', [taken]: 'the look-alike' });
    const status = await runBatch(root);
    expect(status.document_counts).toEqual({ total: 1, pending: 0, successful: 1, failed: 0 });
    expect(status.skipped_count).toBe(1);
    expect(status.skipped_objects?.[0].name).toBe(taken);
    expect(status.skipped_objects?.[0].reason).toMatch(/shortened/);
    expect(JSON.parse(readFileSync(join(root, 'out', fileNameOfKey(`${long}.json`)), 'utf8'))).toEqual(html('the long one'));
    rmSync(root, { recursive: true });
  });

  it('a key of the short names\' form is refused by the store itself, so no key writes over a long key\'s result', async () => {
    const long = `${'é'.repeat(400)}.pdf.json`;
    const short = fileNameOfKey(long);
    expect(keyRefusal(short)).toMatch(/shortened/);
    const root = bucketDirs();
    const store = new DirectoryBucketStore(root);
    await store.writeObject('out', long, '{"a":1}');
    await expect(store.writeObject('out', short, '{"b":2}')).rejects.toMatchObject({ status: 400 });
    expect(await store.readObject('out', long)).toEqual(Buffer.from('{"a":1}'));
    // A shorter name of that form, or a long one with a tilde and fewer digits, is any other name.
    expect([keyRefusal('minutes~0123456789abcdef.pdf'), keyRefusal(`${'x'.repeat(240)}~0123456789abcde.pdf`)]).toEqual([undefined, undefined]);
    rmSync(root, { recursive: true });
  });
});
