/**
 * A one-line note on stderr while a long step runs (a 58-page PDF takes seconds), only when a person is watching
 * (the stream is a terminal): `classifying a.pdf…`, then replaced by `classified a.pdf in 2512 ms`. No ticking
 * counter: the analysis holds the event loop (pdfjs resolves its pages in microtasks), so a timer would show a frozen
 * 0.0 s. Pipes and CI logs get nothing, so stdout and stderr stay clean for scripts.
 */
export interface ProgressStream {
  isTTY?: boolean;
  write(s: string): unknown;
}

export async function withProgress<T>(stream: ProgressStream, doing: string, done: string, work: () => Promise<T>): Promise<T> {
  if (stream.isTTY !== true) return work();
  const started = Date.now();
  stream.write(`${doing}…`);
  try {
    const result = await work();
    stream.write(`\r\u001b[K${done} in ${Date.now() - started} ms\n`);
    return result;
  } catch (e) {
    stream.write('\r\u001b[K');
    throw e;
  }
}
