/**
 * The files a command reads and writes (workspaces, reports), with one clear exit-2 line when they fail. Apart from
 * the engine (load.ts) so that a command can check its input before it loads the engine.
 */
import { randomUUID } from 'node:crypto';
import { chmodSync, lstatSync, readlinkSync, realpathSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { CliError, EXIT } from './exit.js';
import { jsonSyntaxMessage, withoutByteOrderMark } from '../common/json-syntax.js';
import { fileFailure, fileFailureWords } from '../common/file-failures.js';
import { readTextAtMost } from '../common/read-at-most.js';
import { isObject } from '../common/is-object.js';

/** A text file the user named (UTF-8), at most MAX_TEXT_FILE_BYTES; one exit-2 line naming it otherwise. */
export function readTextFile(path: string): string {
  try {
    return readTextAtMost(path);
  } catch (e) {
    throw cannotRead(path, e);
  }
}

/** Reads a JSON file, with one clear error line (exit 2: unreadable input) when it is missing or malformed. */
export function readJsonFile(path: string): unknown {
  const text = withoutByteOrderMark(readTextFile(path));
  // "Unexpected end of JSON input" would send the user looking for a missing brace.
  if (text.trim() === '') throw new CliError(`cannot read ${path}: the file is empty`, EXIT.usage);
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new CliError(`${path} is not valid JSON: ${jsonSyntaxMessage(text, e)}`, EXIT.usage);
  }
}

/** Why a file could not be read, in words (not only the errno code), as an exit-2 error naming the path. */
export function cannotRead(path: string, e: unknown): CliError {
  return new CliError(`cannot read ${path}: ${fileFailure(e)}`, EXIT.usage);
}

/**
 * Writes a report (--html, --coverage-html); a path that cannot be written is one exit-2 line naming it. A file is
 * written beside its target and renamed over it: a write that fails half-way (a full disk, a file-size limit) keeps
 * the old report whole instead of leaving a torn one (hred24), and its temporary file is removed. A link is written
 * through (its target replaced); a device or a pipe (`--output /dev/stdout`) is written to as it is.
 */
export function writeOutputFile(path: string, text: string): void {
  try {
    const existing = statSync(path, { throwIfNoEntry: false });
    if (existing !== undefined && !existing.isFile()) writeFileSync(path, text);
    else replaceFile(linkTarget(path), text);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    // For a file being created, ENOENT means its folder is missing.
    const reason = code === 'ENOENT' ? 'its folder does not exist' : fileFailure(e);
    throw new CliError(`cannot write ${path}: ${reason}`, EXIT.usage);
  }
}

/** The file a path names, through its links (a dangling link's own target, which writeFileSync would create). */
function linkTarget(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return lstatSync(path, { throwIfNoEntry: false })?.isSymbolicLink() ? resolve(dirname(path), readlinkSync(path)) : path;
  }
}

/**
 * `text` written to a hidden file in `path`'s folder, then renamed over `path`; the hidden file removed on failure. The
 * report keeps the permissions it had (a report kept at 0600 stays so). A folder the user may not write to, holding a
 * report the user may, gets the report written in place as before the rename (no torn-write guard there, but no
 * refusal of what used to work).
 */
function replaceFile(path: string, text: string): void {
  // Short, whatever the target's name: a name near the folder's 255-byte limit leaves no room for a suffix.
  const temp = join(dirname(path), `.${basename(path).slice(0, 16)}.${randomUUID()}.tmp`);
  const existing = statSync(path, { throwIfNoEntry: false });
  try {
    writeFileSync(temp, text);
  } catch (e) {
    rmSync(temp, { force: true });
    const code = (e as NodeJS.ErrnoException).code;
    if (existing !== undefined && (code === 'EACCES' || code === 'EPERM' || code === 'EROFS')) return writeFileSync(path, text);
    throw e;
  }
  try {
    if (existing !== undefined) chmodSync(temp, existing.mode & 0o7777);
    renameSync(temp, path);
  } catch (e) {
    rmSync(temp, { force: true });
    throw e;
  }
}

/**
 * Checks, before the work, that a report can be written at `path` (its folder exists; it is not a folder itself):
 * a 58-page contract converted, or a workspace cross-validated, for 16 s and then "cannot write" is time lost.
 * The same one exit-2 line as writeOutputFile, also when a look itself fails: `throwIfNoEntry` spares ENOENT only,
 * and a link that loops (ELOOP) or a name past the file system's limit (ENAMETOOLONG) was an "unexpected error",
 * exit 1 (hred26).
 */
export function checkOutputPath(path: string): void {
  let folder;
  let target;
  try {
    folder = statSync(dirname(path), { throwIfNoEntry: false });
    target = folder?.isDirectory() ? statSync(path, { throwIfNoEntry: false }) : undefined;
  } catch (e) {
    throw new CliError(`cannot write ${path}: ${fileFailure(e)}`, EXIT.usage);
  }
  if (folder === undefined) throw new CliError(`cannot write ${path}: its folder does not exist`, EXIT.usage);
  if (!folder.isDirectory()) throw new CliError(`cannot write ${path}: ${fileFailureWords('ENOTDIR')}`, EXIT.usage);
  if (target?.isDirectory()) throw new CliError(`cannot write ${path}: ${fileFailureWords('EISDIR')}`, EXIT.usage);
}

/** The keys a workspace export always has at least one of; an object with none (a package.json, a transcript) is not one. */
const WORKSPACE_KEYS = ['intents', 'entities', 'dialog_nodes', 'counterexamples'] as const;

/** Reads a workspace file: exit 2 when it is unreadable, not JSON, or not a workspace at all. */
export function readWorkspaceFile(path: string): unknown {
  const json = readJsonFile(path);
  if (!isObject(json) || !WORKSPACE_KEYS.some((k) => Object.hasOwn(json, k))) {
    throw new CliError(`${path} is not a workspace: a workspace export has at least one of ${WORKSPACE_KEYS.join(', ')}`, EXIT.usage);
  }
  return json;
}
