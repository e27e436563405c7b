import { describe, expect, it } from 'vitest';
import { compileWorkspace, ParleyError } from '../../src/index.js';

describe('compileWorkspace skeleton', () => {
  it('rejects a non-object workspace with a ParleyError carrying status 400 and a path', () => {
    try {
      compileWorkspace(42);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ParleyError);
      const err = e as ParleyError;
      expect(err.status).toBe(400);
      expect(err.result.errors?.[0].path).toBe('');
    }
  });

  it('rejects an invalid now option with a ParleyError naming .now', () => {
    const engine = compileWorkspace({ name: 'w', language: 'en', dialog_nodes: [] });
    expect(() => engine.message({}, { now: 'not a date' })).toThrowError(ParleyError);
  });
});
