/**
 * The default in-memory store keeps the newest logs only, so a long-running server's memory stays flat. Its own
 * module so that `parley serve --help` can state it without loading the server.
 */
export const DEFAULT_MAX_LOGS = 10_000;
