/** createServer's options argument: null or absent means the defaults, as `{}` does (never a TypeError). */
import { describe, expect, it } from 'vitest';
import { createServer } from '../../src/server/index.js';

describe('createServer options', () => {
  it.each([undefined, null])('createServer(%j) serves with the defaults', async (options) => {
    const server = createServer(options as never);
    const { url } = await server.listen(0, '127.0.0.1');
    try {
      const res = await fetch(`${url}/v1/workspaces`);
      expect(res.status).toBe(400); // the defaults are live: `version` is required
      expect(await res.json()).toMatchObject({ code: 400 });
    } finally {
      await server.close();
    }
  });
});
