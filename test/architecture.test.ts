/**
 * The layering docs/architecture.md promises, checked on the source: no import cycle between files of src/,
 * the shared floor imports neither wing, and the contract wing reaches the conversation wing only through
 * its one adapter (src/contracts/classify/numbers/recognizers.ts).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Relative imports and re-exports of each file (type-only ones included: they tie modules together too). */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    const targets: string[] = [];
    for (const m of text.matchAll(/(?:^|\n)\s*(?:import|export)\s[^'";]*?from\s+'(\.[^']+)'/g)) {
      let target = resolve(dirname(file), m[1]).replace(/\.js$/, '.ts');
      try {
        if (statSync(target).isDirectory()) target = join(target, 'index.ts');
      } catch {
        // a generated .js module: not part of the TypeScript graph
      }
      targets.push(relative(SRC, target));
    }
    graph.set(relative(SRC, file), targets);
  }
  return graph;
}

function cycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

const CONVERSATION = /^(model|expr|nlu|dialog|engine|service)\//;
/** The contract pipeline's stages, lowest first (docs/architecture.md): a stage imports none after it. */
const PIPELINE = ['readers', 'layout', 'html', 'structure', 'tables', 'classify', 'operations'];
const stageOf = (file: string): number => PIPELINE.indexOf(/^contracts\/([a-z-]+)\//.exec(file)?.[1] ?? '');

describe('architecture', () => {
  const graph = importGraph();

  it('should have no import cycle between files of src/', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('should keep the shared floor free of both wings', () => {
    const upward = [...graph].flatMap(([file, targets]) =>
      file.startsWith('common/') ? targets.filter((t) => !t.startsWith('common/')).map((t) => `${file} -> ${t}`) : [],
    );
    expect(upward).toEqual([]);
  });

  it('should let the contract wing reach the conversation wing only through its recognizer adapter', () => {
    const crossings = [...graph].flatMap(([file, targets]) =>
      file.startsWith('contracts/') ? targets.filter((t) => CONVERSATION.test(t)).map((t) => `${file} -> ${t}`) : [],
    );
    expect(crossings.filter((c) => !c.startsWith('contracts/classify/numbers/recognizers.ts -> nlu/sysent/'))).toEqual([]);
  });

  it('should keep each stage of the contract pipeline free of the stages after it', () => {
    const upward = [...graph].flatMap(([file, targets]) =>
      stageOf(file) >= 0 ? targets.filter((t) => stageOf(t) > stageOf(file)).map((t) => `${file} -> ${t}`) : [],
    );
    expect(upward).toEqual([]);
  });

  // The `parley` command is a user of parley/contracts like any other: it reads the wing through its public interface
  // (contracts/index.ts), never a stage's private module (review hrev4: cli/contracts-input.ts imported
  // contracts/readers). The service wire's refusal text and batch-function test (contracts/service-wire.ts, a leaf
  // of names and constants) were imported before this rule and stay allowed.
  it('should let the CLI reach the contract wing only through its public interface', () => {
    const PUBLIC = new Set(['contracts/index.ts', 'contracts/service-wire.ts']);
    const private_ = [...graph].flatMap(([file, targets]) =>
      file.startsWith('cli/') ? targets.filter((t) => t.startsWith('contracts/') && !PUBLIC.has(t)).map((t) => `${file} -> ${t}`) : [],
    );
    expect(private_).toEqual([]);
  });

  it('should keep the conversation wing free of the contract wing', () => {
    const crossings = [...graph].flatMap(([file, targets]) =>
      CONVERSATION.test(file) ? targets.filter((t) => t.startsWith('contracts/')).map((t) => `${file} -> ${t}`) : [],
    );
    expect(crossings).toEqual([]);
  });
});

describe('source text', () => {
  // A control character typed into a pattern reads as itself, not as the escape it was meant to be: a backspace (0x08)
  // where `\b` was meant left category-cues-physical-safety.ts' insurance veto without its safety-measure exception
  // from session 49 to 56 (found by h92cat).
  it('should hold no control character but the tab and the line breaks', () => {
    const found = sourceFiles(SRC).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (/[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]/.test(line) ? [`${relative(SRC, file)}:${i + 1}`] : [])),
    );
    expect(found).toEqual([]);
  });
});
