/**
 * A `--data` folder edited or damaged by hand (hred13): a record file that is not a workspace or log record, a log
 * line or a journal that is not an object, stops the store's opening with a 500 naming the file — before, some opened
 * and broke every later list with "Cannot destructure property 'created'", others were refused with the folder only.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ParleyError } from '../../src/model/index.js';
import { FileStore } from '../../src/service/store/file.js';

function folderWith(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'parley-corrupt-store-'));
  mkdirSync(join(dir, 'workspaces'));
  mkdirSync(join(dir, 'logs'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

function refusal(dir: string): ParleyError {
  try {
    new FileStore(dir);
  } catch (e) {
    if (e instanceof ParleyError) return e;
    throw e;
  }
  throw new Error('the store was opened');
}

describe('a conversation store edited by hand', () => {
  it.each([
    ['null', 'workspaces/w.json', 'null', 'not a workspace or log record (got null)'],
    ['an empty object', 'workspaces/w.json', '{}', 'not a workspace or log record (got {})'],
    ['a workspace without its content', 'workspaces/w.json', '{"workspace_id":"w","revision":1}', 'not a workspace or log record (got {"workspace_id":"w","revision":1})'],
    ['a log without its log', 'logs/l.json', '{"log":null}', 'not a workspace or log record (got {"log":null})'],
    ['a list', 'logs/l.json', '[1]', 'not a workspace or log record (got [1])'],
  ])('a record file holding %s is refused with its path', (_, name, text, message) => {
    const dir = folderWith({ [name]: text });
    const e = refusal(dir);
    expect([e.status, e.message]).toEqual([500, `Corrupt store file ${join(dir, name)}: ${message}`]);
  });

  it.each([
    ['null', 'null'],
    ['a list', '[1]'],
    ['adds that are no list', '{"add":5}'],
    ['deletions that are no list', '{"del":"x"}'],
  ])('a log line holding %s is refused with its file and line', (_, line) => {
    const dir = folderWith({ 'logs/segment-000001.jsonl': `{}\n${line}\n` });
    const e = refusal(dir);
    expect([e.status, e.message]).toEqual([500, `Corrupt store file ${join(dir, 'logs', 'segment-000001.jsonl')} (line 2): not a log line (got ${line})`]);
  });

  it.each([
    ['null', 'null'],
    ['workspaces that are no list', '{"putWorkspaces":5}'],
  ])('a journal holding %s is refused with its path', (_, text) => {
    const dir = folderWith({ 'journal.json': text });
    const e = refusal(dir);
    expect([e.status, e.message]).toEqual([500, `Corrupt store file ${join(dir, 'journal.json')}: not a store batch (got ${text})`]);
  });
});
