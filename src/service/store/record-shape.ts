/**
 * What the FileStore reads back from its folder, checked before it is trusted: an operator may edit, restore in part
 * or damage `--data` by hand. A record file that is neither a workspace nor a log record, a log line or a journal that
 * is no object, stops the opening with a 500 naming the file (hred13): before, `{}` opened as a workspace and broke
 * every later list with a TypeError, and `null` was refused with the folder only. Only what the store itself reads is
 * checked (ids, the shapes it walks); a workspace's content is the service's to read as it was stored.
 */
import { isObject } from '../../common/is-object.js';
import { ParleyError } from '../../model/index.js';
import type { LogRecord, StoreBatch, WorkspaceRecord } from './types.js';

/** A log segment's line (`log-segments.ts`'s `LogLine`, written here so that the two files import one way). */
interface LogLine {
  add?: LogRecord[];
  del?: string[];
}

const isListOr = (v: unknown, each: (x: unknown) => boolean): boolean => v === undefined || (Array.isArray(v) && v.every(each));
const isString = (v: unknown): boolean => typeof v === 'string';

export const isLogRecord = (v: unknown): v is LogRecord => isObject(v) && isObject(v.log) && isString(v.log.log_id);

export const isWorkspaceRecord = (v: unknown): v is WorkspaceRecord => isObject(v) && isString(v.workspace_id) && isObject(v.workspace);

const isLogLine = (v: unknown): v is LogLine => isObject(v) && isListOr(v.add, isLogRecord) && isListOr(v.del, isString);

const isStoreBatch = (v: unknown): v is StoreBatch =>
  isObject(v) && isListOr(v.putWorkspaces, isWorkspaceRecord) && isListOr(v.deleteWorkspaces, isString) && isListOr(v.addLogs, isLogRecord) && isListOr(v.deleteLogs, isString);

/** A value as a message shows it: short, a damaged file may be large. */
function shown(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}

function checked<T>(ok: (v: unknown) => v is T, what: string, where: string): (value: unknown) => T {
  return (value) => {
    if (!ok(value)) throw new ParleyError(500, `Corrupt store file ${where}: not ${what} (got ${shown(value)})`);
    return value;
  };
}

/** A workspace or log record file. */
export const storedRecord = (path: string, value: unknown): WorkspaceRecord | LogRecord =>
  checked((v): v is WorkspaceRecord | LogRecord => isLogRecord(v) || isWorkspaceRecord(v), 'a workspace or log record', path)(value);

/** One line of a log segment. */
export const storedLogLine = (path: string, lineNo: number, value: unknown): LogLine => checked(isLogLine, 'a log line', `${path} (line ${lineNo})`)(value);

/** The journal of a batch in flight. */
export const storedBatch = (path: string, value: unknown): StoreBatch => checked(isStoreBatch, 'a store batch', path)(value);
