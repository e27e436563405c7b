/**
 * `parley serve --no-contract-prestart`: a server for conversations only starts no document-analysis thread and no
 * PDF child at boot (hcold's standby, threaded-twin.ts); the flag reaches the contract routes as
 * `threads: { prestart: false }`, which `test/contracts/readers/pdf-prestart.test.ts` ("without contracts, or with prestart off, a server starts none") shows starts nothing.
 */
import { describe, expect, it } from 'vitest';
import { contractOptions, serveHelp } from '../../src/cli/commands/serve.js';
import { CliError } from '../../src/cli/exit.js';

describe('parley serve --no-contract-prestart', () => {
  it('keeps the prestart by default and turns it off on request, with the storage options unchanged', () => {
    expect(contractOptions(undefined, undefined)).toEqual({});
    expect(contractOptions(undefined, undefined, false)).toEqual({ threads: { prestart: false } });
    const withData = contractOptions('/tmp/parley-data', undefined, false);
    expect(Object.keys(withData).sort()).toEqual(['store', 'threads']);
    expect(withData.threads).toEqual({ prestart: false });
  });

  it('checks --buckets first, whatever the prestart', () => {
    expect(() => contractOptions(undefined, '/nonexistent/buckets', false)).toThrow(CliError);
    expect(() => contractOptions(undefined, '/nonexistent/buckets', false)).toThrow('--buckets /nonexistent/buckets: not a directory');
  });

  it('is in the help', () => {
    expect(serveHelp).toContain('[--no-contract-prestart]');
    expect(serveHelp).toContain('start no document-analysis thread and PDF reader at boot');
  });
});
