/**
 * A broken install (hred8): the word list missing, cut short, edited out of order, grown huge or replaced by a
 * directory. Lookups trusted the file's order, so such a file made real words unknown without a word said, and a
 * missing file threw a bare Error out of classifyElements; each is now a ParleyError (500) naming the file.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, mkdtempSync, mkdirSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findDataFile } from '../../../src/common/data-file.js';
import { ParleyError } from '../../../src/common/errors.js';
import { readWordList } from '../../../src/common/lexicon/english.js';
import { firstBrokenLine } from '../../../src/common/lexicon/sorted-lines.js';
import { thrownBy as thrown } from '../../security/guard.js';

const dir = mkdtempSync(join(tmpdir(), 'parley-words-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const fileOf = (name: string, text: string): string => {
  const file = join(dir, name);
  writeFileSync(file, Buffer.from(text, 'latin1'));
  return file;
};
const isTier = (v: string): boolean => ['10', '20', '35', '40', '50', '55', '60', '70'].includes(v);

describe('a word list file that is missing or damaged', () => {
  it('a data file missing from the install is a ParleyError 500 naming it', () => {
    const e = thrown(() => findDataFile('no-such-list.txt'));
    expect(e).toBeInstanceOf(ParleyError);
    expect((e as ParleyError).status).toBe(500);
    expect((e as ParleyError).message).toMatch(/^data file data[\\/]no-such-list\.txt not found above .*: reinstall parley/);
  });

  it.each([
    ['cut short inside a line (no tier)', 'a 10\nab 20\nabc', 3],
    ['cut short inside a tier', 'a 10\nab 20\nabc 7', 3],
    ['sorted otherwise (by tier)', 'zoo 10\na 20\nab 35', 2],
    ['a key twice', 'a 10\nab 20\nab 35', 3],
    ['an empty file', '', 1],
    ['a blank line', 'a 10\n\nab 20', 2],
    ['a trailing line break', 'a 10\nab 20\n', 3],
    ['Windows line ends', 'a 10\r\nab 20', 1],
    ['a line without a space', 'a 10\nab\nabc 20', 2],
  ])('%s: refused at the line it breaks', (_, text, line) => {
    expect(firstBrokenLine(text, isTier)).toBe(line);
    const file = fileOf(`list-${line}-${text.length}.txt`, text);
    const e = thrown(() => readWordList(file));
    expect(e).toBeInstanceOf(ParleyError);
    expect((e as ParleyError).status).toBe(500);
    expect((e as ParleyError).message).toBe(`data file ${file} is damaged at line ${line}: reinstall parley, or run \`npm run build\` in its repository`);
  });

  it('the build\'s own list, and any sorted list, passes whole', () => {
    const real = readFileSync(findDataFile('english-words.txt'), 'latin1');
    expect(firstBrokenLine(real, isTier)).toBeUndefined();
    expect(readWordList(findDataFile('english-words.txt'))).toBe(real);
    expect(firstBrokenLine('a 10\naah 55\nab 20\nétude 70', isTier)).toBeUndefined();
  });

  it('the real list cut anywhere is refused, or still a valid list of whole lines', () => {
    const real = readFileSync(findDataFile('english-words.txt'), 'latin1');
    for (const cut of [1, 2, 1000, 700_001, real.length - 1]) {
      const text = real.slice(0, cut);
      const wholeLines = real[cut] === '\n';
      expect(firstBrokenLine(text, isTier) === undefined).toBe(wholeLines);
    }
  });

  it('the build wrote the real list\'s mark: its length and SHA-256', () => {
    const real = readFileSync(findDataFile('english-words.txt'));
    expect(readFileSync(`${findDataFile('english-words.txt')}.sum`, 'latin1'))
      .toBe(`${real.length} ${createHash('sha256').update(real).digest('hex')}\n`);
  });

  it('bytes that match their mark are the build\'s checked list: not checked line by line again', () => {
    // A list the line check refuses (line 2 before line 1), with a mark of exactly these bytes: the mark is trusted.
    const text = 'zoo 10\na 20';
    const file = fileOf('marked.txt', text);
    writeFileSync(`${file}.sum`, `${text.length} ${createHash('sha256').update(Buffer.from(text, 'latin1')).digest('hex')}\n`);
    expect(readWordList(file)).toBe(text);
  });

  it('bytes that differ from their mark are checked line by line: a damaged real list is refused, an edited valid one read', () => {
    const realFile = findDataFile('english-words.txt');
    const real = readFileSync(realFile, 'latin1');
    const beside = (name: string, text: string): string => {
      const file = fileOf(name, text);
      copyFileSync(`${realFile}.sum`, `${file}.sum`);
      return file;
    };
    // Two words swapped (same length: only the hash tells), then the list cut short.
    const at = real.indexOf('\naah 55\n');
    const swapped = beside('swapped.txt', `${real.slice(0, at)}\naalii 70\naah 55${real.slice(at + '\naah 55\naalii 70'.length)}`);
    expect((thrown(() => readWordList(swapped)) as ParleyError).message).toBe(`data file ${swapped} is damaged at line 3: reinstall parley, or run \`npm run build\` in its repository`);
    const cut = beside('cut.txt', real.slice(0, 1000));
    expect(thrown(() => readWordList(cut))).toBeInstanceOf(ParleyError);
    // A tier changed (same length): still a valid list, so read, as a list without a mark is.
    const edited = beside('edited.txt', real.replace('\naah 55\n', '\naah 50\n'));
    expect(readWordList(edited)).toBe(real.replace('\naah 55\n', '\naah 50\n'));
    const unmarked = fileOf('unmarked.txt', 'a 10\nab 20');
    writeFileSync(`${unmarked}.sum`, 'not a mark');
    expect(readWordList(unmarked)).toBe('a 10\nab 20');
  });

  it('a file far larger than a word list, or a directory, is a ParleyError, not a read of it all', () => {
    const huge = join(dir, 'huge.txt');
    writeFileSync(huge, 'a 10');
    truncateSync(huge, 65 * 1024 * 1024);
    const big = thrown(() => readWordList(huge));
    expect(big).toBeInstanceOf(ParleyError);
    expect((big as ParleyError).message).toBe(`data file ${huge} is over 67108864 bytes: reinstall parley, or run \`npm run build\` in its repository`);
    const folder = join(dir, 'folder.txt');
    mkdirSync(folder);
    const e = thrown(() => readWordList(folder));
    expect(e).toBeInstanceOf(ParleyError);
    expect((e as ParleyError).message).toBe(`data file ${folder} cannot be read (EISDIR): reinstall parley, or run \`npm run build\` in its repository`);
  });
});
