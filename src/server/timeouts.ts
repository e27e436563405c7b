/**
 * How long a client gets to send its headers, and its whole request (slow clients cannot hold sockets: docs/security.md
 * S3). Their own module: `parley serve --help` states the request timeout without loading the server.
 */
export const HEADERS_TIMEOUT_MS = 10_000;
export const REQUEST_TIMEOUT_MS = 30_000;
