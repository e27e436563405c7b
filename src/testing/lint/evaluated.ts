/**
 * Every text of a dialog node that the engine evaluates, with the JSON path of its field: the condition, the output's
 * texts (`output.text`, the values of text responses), and every string of the values it renders (other response
 * types but iframes, custom output keys, context values, actions' parameters). Slot prompts, handlers and response
 * conditions are nodes of their own, so their texts are listed with them. The list follows what
 * `src/dialog/compiled-parts.ts` parses and `src/dialog/actions.ts` renders; test/testing/lint/expressions.test.ts
 * checks that every field the engine reports is listed here.
 */
import { isJsonObject, type JsonValue, type NormalizedDialogNode, type NormalizedOutputText } from '../../model/index.js';
import { MAX_VALUE_DEPTH } from '../../expr/index.js';
import { pathKey } from '../../dialog/compiled-parts.js';
import type { LintContext } from './types.js';

export interface EvaluatedText {
  text: string;
  path: string;
  /** A condition is one expression; every other text is a template (`<? ?>` blocks and `$x @e #i` shorthand). */
  kind: 'condition' | 'template';
  node: NormalizedDialogNode;
}

/** The evaluated texts of every node, computed once per lint (several rules read them). */
const memo = new WeakMap<LintContext, EvaluatedText[]>();

export function evaluatedTexts(ctx: LintContext): EvaluatedText[] {
  let list = memo.get(ctx);
  if (!list) {
    list = [];
    for (const n of ctx.nodes) nodeTexts(n, ctx.nodePath(n.dialog_node), list);
    memo.set(ctx, list);
  }
  return list;
}

function nodeTexts(n: NormalizedDialogNode, base: string, out: EvaluatedText[]): void {
  const add = (text: string, path: string) => out.push({ text, path, kind: 'template', node: n });
  if (n.conditions !== undefined) out.push({ text: n.conditions, path: `${base}.conditions`, kind: 'condition', node: n });
  const output = n.output;
  if (output?.text) output.text.values.forEach((v, i) => add(v, textPath(`${base}.output.text`, output.text!, i)));
  output?.generic?.forEach((g, gi) => {
    const path = `${base}.output.generic[${gi}]`;
    const type = typeof g.response_type === 'string' ? g.response_type : 'text';
    if (type === 'text') {
      if (Array.isArray(g.values)) g.values.forEach((v, vi) => typeof v?.text === 'string' && add(v.text, `${path}.values[${vi}].text`));
    } else if (type !== 'iframe') {
      valueStrings(g as unknown as JsonValue, path, add, 0);
    }
  });
  if (output) for (const [key, value] of Object.entries(output.extra)) valueStrings(value, `${base}.output${pathKey(key)}`, add, 0);
  if (isJsonObject(n.context as JsonValue)) {
    for (const [key, value] of Object.entries(n.context as Record<string, JsonValue>)) valueStrings(value, `${base}.context${pathKey(key)}`, add, 0);
  }
  (n.actions ?? []).forEach((a, i) => {
    if (isJsonObject(a.parameters as JsonValue)) valueStrings(a.parameters as JsonValue, `${base}.actions[${i}].parameters`, add, 0);
  });
}

/** The path of one text variation as the export wrote it: `output.text` a string, an array, or `{values: […]}`. */
function textPath(base: string, text: NormalizedOutputText, i: number): string {
  if (text.form === 'string') return base;
  return text.form === 'array' ? `${base}[${i}]` : `${base}.values[${i}]`;
}

/** The strings of a value the engine evaluates (`evaluateValue`: strings deeper than MAX_VALUE_DEPTH are kept as written). */
function valueStrings(v: JsonValue, path: string, add: (text: string, path: string) => void, depth: number): void {
  if (typeof v === 'string') add(v, path);
  else if (v === null || typeof v !== 'object' || depth > MAX_VALUE_DEPTH) return;
  else if (Array.isArray(v)) v.forEach((x, i) => valueStrings(x, `${path}[${i}]`, add, depth + 1));
  else for (const [k, x] of Object.entries(v)) valueStrings(x, `${path}${pathKey(k)}`, add, depth + 1);
}
