/**
 * `parley serve --upload-timeout S --upload-rate KIB`: the pace an admitted document upload must keep
 * (src/server/contracts/upload-deadline.ts; test/server/upload-deadline.test.ts shows what a late one is answered). They
 * reach the contract routes as `upload` (milliseconds, bytes a second).
 */
import { describe, expect, it } from 'vitest';
import { contractOptions, parseUploadPace, serveCommand, serveHelp } from '../../src/cli/commands/serve.js';

const io = { stdout: { write: () => true }, stderr: { write: () => true } } as unknown as Parameters<typeof serveCommand>[1];

describe('parley serve --upload-timeout, --upload-rate', () => {
  it('reach the contract routes as their upload pace, in milliseconds and bytes', () => {
    expect(parseUploadPace('20', '16')).toEqual({ timeoutMs: 20_000, bytesPerSecond: 16_384 });
    expect(parseUploadPace('0', undefined)).toEqual({ timeoutMs: 0 });
    expect(parseUploadPace(undefined, '0')).toEqual({ bytesPerSecond: 0 });
    expect(contractOptions(undefined, undefined, true, undefined, parseUploadPace('5', undefined))).toEqual({ upload: { timeoutMs: 5_000 } });
    expect(contractOptions(undefined, undefined, true, 2, parseUploadPace(undefined, undefined))).toEqual({ threads: { queue: 2 } });
  });

  it.each(['-1', '1.5', 'x', '', '3601', '0x10', ' 5'])('--upload-timeout %j: a usage error', async (text) => {
    await expect(serveCommand(['--upload-timeout', text], io)).rejects.toThrow(`invalid --upload-timeout ${/^\S+$/.test(text) ? text : JSON.stringify(text)} (0 to 3600)`);
  });

  it.each(['-1', '2.5', 'k', '1048577'])('--upload-rate %j: a usage error', async (text) => {
    await expect(serveCommand(['--upload-rate', text], io)).rejects.toThrow(`invalid --upload-rate ${text} (0 to 1048576)`);
  });

  it('are in the help, with their defaults, and the per-process bound of --workers is said', () => {
    expect(serveHelp).toMatch(/\[--upload-timeout S\]\s+\[--upload-rate KIB\]/);
    expect(serveHelp).toContain('(default 10; 0: only the 30 s request timeout)');
    expect(serveHelp).toContain('one second more per KIB KiB received (default 64; 0: none)');
    expect(serveHelp).toContain('With --workers N, each worker has its own threads and\n                    queue: the machine holds N times as many uploads');
  });
});

describe('serve --help: the answer pace (h53user)', () => {
  it('says that an answer its client does not read at the upload pace loses its connection, and that --upload-timeout 0 lifts it', () => {
    expect(serveHelp).toContain(
      "An\n                    answer gets the same allowance to be read by its client\n                    (none with --upload-timeout 0): one not taken by then has\n                    its connection closed",
    );
    for (const line of serveHelp.split('\n')) expect(line.length).toBeLessThanOrEqual(80);
  });
});
