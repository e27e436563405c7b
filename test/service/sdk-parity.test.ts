/**
 * Parity with the official SDK, read from its own source (ibm-watson/assistant/v1.js): every method
 * exists here, and calling it without parameters rejects with the SDK's message for the same
 * required parameters.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { AssistantV1 } from '../../src/service/index.js';
import { failure, service } from './helpers.js';

const require = createRequire(import.meta.url);
const source = readFileSync(require.resolve('ibm-watson/assistant/v1.js'), 'utf8');
const METHODS = [...source.matchAll(/AssistantV1\.prototype\.(\w+) = function \(params\) \{\s*var _params = __assign\(\{\}, params\);\s*var _requiredParams = \[([^\]]*)\];/g)].map(
  (m) => ({ name: m[1], required: [...m[2].matchAll(/'(\w+)'/g)].map((r) => r[1]) }),
);

describe('SDK parity', () => {
  it('reads the SDK methods', () => {
    const names = METHODS.map((m) => m.name);
    expect(names.length).toBeGreaterThanOrEqual(49);
    for (const known of ['message', 'listWorkspaces', 'createWorkspaceAsync', 'exportWorkspaceAsync', 'listMentions', 'listAllLogs', 'deleteUserData']) {
      expect(names).toContain(known);
    }
  });

  for (const { name, required } of METHODS) {
    it(`${name}(${required.join(', ')})`, async () => {
      const a = service();
      const method = (a as unknown as Record<string, unknown>)[name];
      expect(typeof method, `AssistantV1.${name}`).toBe('function');
      if (required.length === 0) return;
      const e = await failure((method as (p: unknown) => Promise<unknown>).call(a, {}));
      expect(e.status).toBe(400);
      expect(e.message).toBe(`Parameter validation errors:\n  Missing required parameters: ${required.join(', ')}`);
    });
  }

  it('has the SDK static names', () => {
    expect(AssistantV1.DEFAULT_SERVICE_NAME).toBe('assistant');
  });
});
