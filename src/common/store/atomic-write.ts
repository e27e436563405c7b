/**
 * The one crash-safe write both services' file stores use: a temporary file, fsynced, renamed over the
 * target, then the folder fsynced. A reader sees the old or the new content, never a torn one.
 */
import { randomUUID } from 'node:crypto';
import { dirname } from 'node:path';
import type { FsLayer } from './fs-layer.js';

/** Marks the temporary files a crash may leave behind; stores delete them when they open. */
export const TEMP_MARK = '.tmp-';

export function atomicWrite(fs: FsLayer, path: string, content: string): void {
  const temp = `${path}${TEMP_MARK}${randomUUID()}`;
  fs.writeFileSync(temp, content);
  const fd = fs.openSync(temp, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(temp, path);
  // The rename is the commit point; syncing the folder only hardens it against power loss.
  try {
    const dirFd = fs.openSync(dirname(path), 'r');
    try {
      fs.fsyncSync(dirFd);
    } finally {
      fs.closeSync(dirFd);
    }
  } catch {
    // Some file systems refuse to fsync a directory; the data file itself is already synced.
  }
}
