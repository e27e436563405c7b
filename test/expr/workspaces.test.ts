/**
 * Every condition, output text and context value of the shared workspaces parses (§5.1). The few
 * expressions the real service rejects as well are listed with the reason.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseExpression, parseTemplate } from '../../src/expr/index.js';
import { fastParse } from '../../src/expr/fast-parser.js';
import { parseExpressionAst } from '../../src/expr/peggy-parser.js';

const DIR = join(import.meta.dirname, '../fixtures/workspaces');

/** Expressions the service cannot parse either (with why). */
const ALSO_REJECTED_BY_SERVICE: Record<string, string> = {};

interface Found { file: string; kind: 'condition' | 'text'; source: string }

function strings(value: unknown, out: string[]): void {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) strings(v, out);
}

function collect(): Found[] {
  const found: Found[] = [];
  for (const file of readdirSync(DIR).filter((f) => f.endsWith('.json'))) {
    const ws = JSON.parse(readFileSync(join(DIR, file), 'utf8')) as { dialog_nodes?: Record<string, unknown>[] };
    for (const node of ws.dialog_nodes ?? []) {
      if (typeof node.conditions === 'string' && node.conditions.trim() !== '') {
        found.push({ file, kind: 'condition', source: node.conditions });
      }
      const texts: string[] = [];
      strings(node.output, texts);
      strings(node.context, texts);
      for (const t of texts) found.push({ file, kind: 'text', source: t });
    }
  }
  return found;
}

describe('shared workspaces', () => {
  const all = collect();

  it('has a corpus to check', () => {
    expect(all.filter((f) => f.kind === 'condition').length).toBeGreaterThan(600);
  });

  it('parses every condition', () => {
    const failures = all
      .filter((f) => f.kind === 'condition')
      .map((f) => ({ ...f, error: parseExpression(f.source).error }))
      .filter((f) => f.error !== undefined && !Object.hasOwn(ALSO_REJECTED_BY_SERVICE, f.source));
    expect(failures).toEqual([]);
  });

  it('the hand-written parser gives the grammar\'s tree for every distinct condition', () => {
    const distinct = [...new Set(all.filter((f) => f.kind === 'condition').map((f) => f.source))];
    const differing = distinct.filter((c) => JSON.stringify(fastParse(c)) !== JSON.stringify(parseExpressionAst(c)));
    expect(differing).toEqual([]);
  });

  it('parses every output text and context value, including every <? ?> block', () => {
    const failures: { file: string; source: string; error: string }[] = [];
    for (const f of all.filter((x) => x.kind === 'text')) {
      const t = parseTemplate(f.source);
      if (t.error) failures.push({ file: f.file, source: f.source, error: t.error });
      for (const p of t.parts ?? []) {
        if (p.kind !== 'text' && p.parsed.error && !Object.hasOwn(ALSO_REJECTED_BY_SERVICE, f.source)) {
          failures.push({ file: f.file, source: f.source, error: p.parsed.error });
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
