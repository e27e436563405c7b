/**
 * Twenty-second adversarial round (hred21): `DELETE /v1/feedback/{id}` on a server that keeps its records on disk
 * (`--data`) built the record's file name before asking whether the record existed: an id no record can have (`/`,
 * `..`, `a/b`, a NUL, U+202E) was a 500 "Unsafe storage id", where `GET` of the same id is a 404. An id the store does
 * not hold is now a 404 without the file system being asked.
 */
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CompareComplyV1, DirectoryRecordStore } from '../../src/contracts/index.js';
import { rejection } from '../contracts/service-helpers.js';

describe('deleting feedback by an id no record can have (hred21)', () => {
  it.each(['/', '..', 'a/b', '\u0000', '\u202e', '.hidden', 'x'.repeat(300)])('%j: 404 naming .feedback_id, as GET answers', async (id) => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-feedback-ids-'));
    const t = new CompareComplyV1({ version: '2018-10-15', store: new DirectoryRecordStore(dir) });
    const got = await rejection(t.getFeedback({ feedbackId: id }));
    const deleted = await rejection(t.deleteFeedback({ feedbackId: id }));
    expect([deleted.status, deleted.errors[0]?.path]).toEqual([404, '.feedback_id']);
    expect(deleted.status).toBe(got.status);
    // Nothing written: at most the empty collection folder.
    expect(readdirSync(dir, { recursive: true }).filter((n) => String(n).endsWith('.json'))).toEqual([]);
    rmSync(dir, { recursive: true });
  });
});
