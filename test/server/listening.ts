/** Servers a test file starts on a free loopback port, each closed after its test. */
import { afterEach, type TestContext } from 'vitest';
import { createServer, type ParleyServer, type ServerOptions } from '../../src/server/index.js';

export type Listening = (options: ServerOptions, build?: (o: ServerOptions) => ParleyServer) => Promise<number>;

/**
 * Call at a test file's top level: registers the closing and gives `listening` (resolves with the port) and
 * `closeAfter` for what a test starts otherwise (a cluster).
 */
export function serversClosedAfterEach(): { listening: Listening; closeAfter: (close: () => Promise<void>) => void } {
  const closing: (() => Promise<void>)[] = [];
  afterEach(async () => {
    await Promise.all(closing.splice(0).map((close) => close()));
  });
  const closeAfter = (close: () => Promise<void>): void => {
    closing.push(close);
  };
  const listening: Listening = async (options, build = createServer) => {
    const server = build({ log: false, ...options });
    const { port } = await server.listen(0, '127.0.0.1');
    closeAfter(() => server.close());
    return port;
  };
  return { listening, closeAfter };
}

/**
 * A server for one case that runs concurrently with others (`it.concurrent`: cases that wait out a pace, idle), closed
 * when that case ends: `serversClosedAfterEach` closes every server of the file after each test, the running cases' too.
 */
export async function listeningUntilFinished(options: ServerOptions, onTestFinished: TestContext['onTestFinished']): Promise<number> {
  const server = createServer({ log: false, ...options });
  const { port } = await server.listen(0, '127.0.0.1');
  onTestFinished(() => server.close());
  return port;
}
