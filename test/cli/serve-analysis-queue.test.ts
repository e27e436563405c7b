/**
 * `parley serve --analysis-queue N`: the uploads that may wait for a document-analysis thread (admission.ts); it
 * reaches the contract routes as `threads.queue` (test/server/contract-queue-bound.test.ts shows what a full queue
 * answers), beside `--no-contract-prestart`'s `prestart: false`.
 */
import { describe, expect, it } from 'vitest';
import { contractOptions, serveCommand, serveHelp } from '../../src/cli/commands/serve.js';

describe('parley serve --analysis-queue', () => {
  it('reaches the contract threads as their queue, beside the prestart', () => {
    expect(contractOptions(undefined, undefined, true, 3)).toEqual({ threads: { queue: 3 } });
    expect(contractOptions(undefined, undefined, false, 0)).toEqual({ threads: { prestart: false, queue: 0 } });
    expect(contractOptions(undefined, undefined, true)).toEqual({});
  });

  it.each(['-1', '1.5', 'x', '', '10001', '0x10'])('refuses %j as a usage error', async (text) => {
    const io = { stdout: { write: () => true }, stderr: { write: () => true } } as unknown as Parameters<typeof serveCommand>[1];
    await expect(serveCommand(['--analysis-queue', text], io)).rejects.toThrow(`invalid --analysis-queue ${/^\S+$/.test(text) ? text : JSON.stringify(text)} (0 to 10000)`);
  });

  it('is in the help, with its default', () => {
    expect(serveHelp).toContain('[--analysis-queue N]');
    expect(serveHelp).toContain('(default 8 per thread, one thread per core)');
  });
});
