/**
 * The service reports errors with the expression "converted to" plain SpEL (dialog-runtime.md §5.2, §5.6):
 * `@x` → `entities['x']?.value`, `$x` → `context['x']`, `#x` → `intent == 'x'`, `@x:v` →
 * `entities['x']?.contains('v')`, `$x:v` → `context['x'] == 'v'`. The rewrite is textual (like the
 * service's), keeps everything else byte for byte, and maps source offsets to converted offsets.
 */

export interface Rewritten {
  text: string;
  /** Offset in `text` of a source offset. */
  map(sourceOffset: number): number;
}

const CONTEXT_NAME = /^\$(?:\(([^)]+)\)|\{([^}]+)\}|([A-Za-z_][A-Za-z0-9_]*))/;
const ENTITY_NAME = /^@([A-Za-z0-9_](?:[A-Za-z0-9_]|-(?=[A-Za-z0-9_]))*)/;
const INTENT_NAME = /^#([A-Za-z0-9_](?:[A-Za-z0-9_]|[-.](?=[A-Za-z0-9_]))*)/;
const MATCH_VALUE = /^:(?:\(([^)]*)\)|([^ \t\r\n()&|]+))/;
const PROPERTY = /^\.([A-Za-z_][A-Za-z0-9_]*)(?!\s*\()/;

function quote(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

/** Rewrites the shorthand of `source` into SpEL. */
export function rewriteShorthand(source: string): Rewritten {
  let out = '';
  const anchors: [number, number][] = [];
  let i = 0;
  while (i < source.length) {
    const ch = source[i];
    if (ch === "'" || ch === '"') {
      let j = i + 1;
      while (j < source.length && source[j] !== ch) j++;
      out += source.slice(i, j + 1);
      i = j + 1;
      continue;
    }
    const rest = source.slice(i);
    let replaced: string | null = null;
    let consumed = 0;
    let m: RegExpExecArray | null;
    if (ch === '$' && (m = CONTEXT_NAME.exec(rest))) {
      const name = m[1] ?? m[2] ?? m[3];
      const v = MATCH_VALUE.exec(rest.slice(m[0].length));
      replaced = `context[${quote(name)}]` + (v ? ` == ${quote(v[1] ?? v[2])}` : '');
      consumed = m[0].length + (v ? v[0].length : 0);
    } else if (ch === '@' && (m = ENTITY_NAME.exec(rest))) {
      const after = rest.slice(m[0].length);
      const v = MATCH_VALUE.exec(after);
      const p = PROPERTY.exec(after);
      if (v) {
        replaced = `entities[${quote(m[1])}]?.contains(${quote(v[1] ?? v[2])})`;
        consumed = m[0].length + v[0].length;
      } else if (p) {
        replaced = `entities[${quote(m[1])}]?.${p[1]}`;
        consumed = m[0].length + p[0].length;
      } else {
        replaced = `entities[${quote(m[1])}]?.value`;
        consumed = m[0].length;
      }
    } else if (ch === '#' && (m = INTENT_NAME.exec(rest)) && m[1] !== 'this' && m[1] !== 'root') {
      replaced = `intent == ${quote(m[1])}`;
      consumed = m[0].length;
    }
    if (replaced === null) {
      out += ch;
      i++;
      continue;
    }
    anchors.push([i, out.length]);
    out += replaced;
    i += consumed;
    anchors.push([i, out.length]);
  }
  return {
    text: out,
    map(offset: number): number {
      let best: [number, number] = [0, 0];
      for (const a of anchors) if (a[0] <= offset) best = a;
      return best[1] + (offset - best[0]);
    },
  };
}
