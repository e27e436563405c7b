/** HTTP written by hand on a TCP socket, for what a well-behaved client cannot send (raw paths, bad framing). */
import net from 'node:net';

export interface RawExchangeOptions {
  /** True once the answer read so far is whole: the client then ends the connection itself. */
  until?: (read: string) => boolean;
  /** Reject when the socket is idle this long (none: wait for the server). */
  idleMs?: number;
}

/** Writes `data` on a new connection to 127.0.0.1:`port` and resolves with all the server wrote before it closed. */
export function rawExchange(port: number, data: string | Buffer, { until, idleMs }: RawExchangeOptions = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let out = '';
    if (idleMs !== undefined) {
      socket.setTimeout(idleMs, () => {
        socket.destroy();
        reject(new Error('timeout'));
      });
    }
    socket.on('data', (d) => {
      out += d.toString('utf8');
      if (until?.(out)) socket.end();
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(out));
    socket.write(data);
  });
}

/**
 * Resolves when `socket` drains or closes, and takes both listeners off again: a flooding client waits on it after each
 * write the kernel refused; a 'close' listener left behind per drain piled up past node's 10 (the
 * MaxListenersExceededWarning every CI log printed).
 */
export function drainedOrClosed(socket: net.Socket): Promise<void> {
  return new Promise((resolve) => {
    const done = (): void => {
      socket.off('drain', done).off('close', done);
      resolve();
    };
    socket.once('drain', done).once('close', done);
  });
}
