/**
 * Why a file could not be read or written, in words: the errno code alone ("ENOENT") means nothing to most readers.
 * One table for the command line's messages (cli/files.ts) and the transcript loader's (testing/transcript/load.ts),
 * which both name a file the user gave.
 */

const FILE_FAILURES: Readonly<Record<string, string>> = {
  ENOENT: 'no such file',
  EISDIR: 'it is a directory, not a file',
  EACCES: 'permission denied',
  ENOTDIR: 'a part of the path is not a directory',
  ELOOP: 'too many symbolic links on the way (a link that loops)',
  ENAMETOOLONG: 'its name is too long for the file system',
};

/** The words for the failure `code`, or undefined for a code the table has none for. */
export function fileFailureWords(code: string | undefined): string | undefined {
  return code !== undefined && Object.hasOwn(FILE_FAILURES, code) ? FILE_FAILURES[code] : undefined;
}

/** Why a file operation failed: the words for its errno code, else the error's own message. */
export function fileFailure(e: unknown): string {
  return fileFailureWords((e as NodeJS.ErrnoException).code) ?? (e as Error).message;
}
