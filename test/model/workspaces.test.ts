/** Every real export in the shared folder validates with zero errors, compiles, and normalizes idempotently. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileWorkspace, normalizeWorkspace, validateWorkspace } from '../../src/index.js';

const DIR = path.resolve(__dirname, '../fixtures/workspaces');
const FILES = fs.readdirSync(DIR).filter((f) => f.endsWith('.json')).sort();
const load = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(DIR, file), 'utf8'));

describe('shared workspaces', () => {
  it('the folder holds the 26 real exports', () => {
    expect(FILES.length).toBe(26);
  });

  describe.each(FILES)('%s', (file) => {
    it('validates with zero errors', () => {
      expect(validateWorkspace(load(file))).toEqual([]);
    });

    it('compiles', () => {
      const engine = compileWorkspace(load(file));
      expect(engine.workspace.dialog_nodes.length).toBe((load(file) as { dialog_nodes: unknown[] }).dialog_nodes.length);
    });

    it('normalizes idempotently', () => {
      const once = normalizeWorkspace(load(file) as never);
      expect(normalizeWorkspace(once)).toEqual(once);
      expect(normalizeWorkspace(JSON.parse(JSON.stringify(once)))).toEqual(once);
    });
  });
});
