/**
 * The headers every answer of the server carries, whatever wrote it (the conversation routes, the contract routes,
 * node:http's own refusals answered by hand): `X-Content-Type-Options: nosniff`, so that a browser takes an answer
 * for the type it is sent as and never sniffs it for another. A JSON error quotes what the request sent (an id in a
 * 404, a path); sent as JSON it is not rendered, and nosniff keeps a browser from guessing it HTML (hred25's Left).
 * One home: each writer spreads `ANSWER_HEADERS` into its `writeHead` list, or writes `ANSWER_HEADER_LINES` raw.
 */
export const ANSWER_HEADERS: readonly string[] = ['x-content-type-options', 'nosniff'];

/** The same headers as raw HTTP lines, for the answers written on the socket itself (client-error.ts, CONNECT). */
export const ANSWER_HEADER_LINES = headerLines(ANSWER_HEADERS);

function headerLines(flat: readonly string[]): string {
  let lines = '';
  for (let i = 0; i < flat.length; i += 2) lines += `${flat[i]}: ${flat[i + 1]}\r\n`;
  return lines;
}
