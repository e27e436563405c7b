/**
 * Numbers at the edges (hred25). JSON text of `1e400` parses to Infinity (and `-1e400` to -Infinity); the service
 * copied each request part through JSON.stringify, which writes them as null: a message's context counter of 1e400
 * came back `null`, and a workspace's metadata or a node's context stored `null`, without a word, where the engine
 * alone answers 400 `type` at the value's path. Now the service refuses them the same way before the copy; finite
 * extremes (1e308, 5e-324, -0, 20-digit integers) are data as before. The message names the number the user wrote
 * ("Infinity (a number past the double range, such as 1e400) is not a JSON value", h56ops: "Infinity" alone named
 * nothing the request held).
 */
import { describe, expect, it } from 'vitest';
import { createSmall, failure, service } from './helpers.js';

describe('non-finite numbers in the service\'s requests (hred25)', () => {
  it('a message whose context holds Infinity (JSON 1e400) is a 400 at its path, not a silent null', async () => {
    const a = service();
    const id = await createSmall(a);
    const e = await failure(a.message({ workspaceId: id, input: { text: 'hello' }, context: { counter: Infinity } }));
    expect(e.status).toBe(400);
    expect(e.errors).toEqual([{ code: 'type', message: 'Infinity (a number past the double range, such as 1e400) is not a JSON value', path: '.context.counter' }]);
  });

  it('a message with a NaN confidence or a -Infinity entity location: 400 at the value', async () => {
    const a = service();
    const id = await createSmall(a);
    const intents = await failure(a.message({ workspaceId: id, input: { text: 'hello' }, intents: [{ intent: 'greet', confidence: NaN }] }));
    expect(intents.errors[0]).toMatchObject({ code: 'type', path: '.intents[0].confidence' });
    const entities = await failure(
      a.message({ workspaceId: id, input: { text: 'hello' }, entities: [{ entity: 'city', value: 'Paris', location: [-Infinity, 2] }] }),
    );
    expect(entities.errors[0]).toEqual({ code: 'type', message: '-Infinity (a number past the double range, such as -1e400) is not a JSON value', path: '.entities[0].location[0]' });
  });

  it('a workspace\'s metadata and a node\'s context holding -Infinity: 400 at their paths, nothing stored', async () => {
    const a = service();
    const created = await failure(a.createWorkspace({ name: 'n', metadata: { m: -Infinity } }));
    expect(created.status).toBe(400);
    expect(created.errors[0]).toMatchObject({ code: 'type', path: '.metadata.m' });
    const id = await createSmall(a);
    const node = await failure(a.createDialogNode({ workspaceId: id, dialogNode: 'n9', conditions: '#greet', context: { c: Infinity } }));
    expect(node.errors[0]).toMatchObject({ code: 'type', path: '.context.c' });
    const { result } = await a.listDialogNodes({ workspaceId: id });
    expect((result as { dialog_nodes: { dialog_node: string }[] }).dialog_nodes.map((n) => n.dialog_node)).not.toContain('n9');
  });

  it('finite extremes are data: 1e308, 5e-324, -0 and a 20-digit integer come back as JSON reads them', async () => {
    const a = service();
    const id = await createSmall(a);
    const context = { big: 1e308, tiny: 5e-324, zero: -0, digits: 12345678901234567890 };
    const { result } = await a.message({ workspaceId: id, input: { text: 'hello' }, context });
    const back = (result as { context: Record<string, number> }).context;
    expect([back.big, back.tiny, back.zero, back.digits]).toEqual([1e308, 5e-324, 0, 12345678901234567000]);
  });
});
