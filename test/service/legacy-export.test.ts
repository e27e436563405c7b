/** Issue 21, item 1: the authoring calls keep rejecting the early-2018 generic shapes that compileWorkspace accepts. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileWorkspace } from '../../src/index.js';
import { failure, service } from './helpers.js';

const legacy = (): Record<string, unknown> =>
  JSON.parse(readFileSync(path.resolve(__dirname, '../fixtures/legacy/early-2018-generic.json'), 'utf8'));

describe('an early-2018 export through the service twin', () => {
  it('createWorkspace answers 400 naming the legacy generic paths, though compileWorkspace runs it', async () => {
    const e = await failure(service().createWorkspace(legacy() as never));
    expect(e.status).toBe(400);
    expect((e.result.errors ?? []).map((x) => x.path)).toContain('.dialog_nodes[1].output.generic[1].options[0].value');
    expect(compileWorkspace(legacy()).diagnostics.length).toBe(5);
  });
});
