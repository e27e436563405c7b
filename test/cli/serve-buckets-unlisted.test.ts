/**
 * `parley serve --buckets DIR` names the buckets at start (src/cli/serve-buckets.ts, h46user) by listing DIR. A folder
 * the server's user may enter but not list (mode 711: DIR/in and DIR/out reachable by name, as batches reach them)
 * made that listing throw EACCES, and serve, which started before the line existed, stopped with "unexpected error"
 * (hred23). The listing is a courtesy: the line says it could not be made, and serve goes on. The test stands in for
 * the permission (tests run as root here, which lists any folder) by making the listing fail.
 */
import { describe, expect, it } from 'vitest';
import { bucketsLine } from '../../src/cli/serve-buckets.js';

// A module mock of node:fs did not reach the module in every pool (the fresh-clone CI read the real, missing folder:
// ENOENT), so the listing is given.
const unlistable = (): never => {
  throw Object.assign(new Error("EACCES: permission denied, scandir '/srv/buckets'"), { code: 'EACCES' });
};

describe('a buckets folder that cannot be listed (hred23)', () => {
  it('the start line says so, with the reason; no throw', () => {
    expect(bucketsLine('/srv/buckets', unlistable)).toBe('buckets not listed ← /srv/buckets (EACCES: it cannot be listed; a batch names its bucket, a sub-folder of it)');
  });
});
