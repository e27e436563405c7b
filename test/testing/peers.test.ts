/** fast-check and yaml are optional for parley/testing: a missing one is named, with the command that installs it. */
import { describe, expect, it } from 'vitest';
import { ParleyError } from '../../src/common/errors.js';
import { fastCheck, peer, yaml } from '../../src/testing/peers.js';

describe('peer dependencies of parley/testing', () => {
  it('loads the installed ones once', () => {
    expect(typeof fastCheck().assert).toBe('function');
    expect(fastCheck()).toBe(fastCheck());
    expect(yaml().parse('a: 1')).toEqual({ a: 1 });
  });

  it('names a missing package and how to install it, as a ParleyError', () => {
    let error: unknown;
    try {
      peer('parley-no-such-package', 'this test');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ParleyError);
    const message = "parley/testing needs the package 'parley-no-such-package' for this test: install it beside parley (npm install --save-dev parley-no-such-package)";
    expect((error as ParleyError).result).toEqual({ error: message, code: 500, errors: [{ code: 'missing_peer_dependency', message, path: 'parley-no-such-package' }] });
  });
});
