/**
 * Compile-time parsing of one node's condition, output and context: every template and expression
 * is parsed once here; parse errors become diagnostics with the JSON path of the offending text.
 */
import type {
  Diagnostic,
  DialogNodeOutputGeneric,
  JsonValue,
  NormalizedDialogNode,
  NormalizedOutput,
} from '../model/index.js';
import { isJsonObject } from '../model/index.js';
import { parseExpression, parseTemplate, type ParsedExpression, type ParsedTemplate } from '../expr/index.js';
import type { CompiledGeneric, CompiledOutput, CompiledVariations, NodeParts, Policy } from './tree-types.js';

export type { CompiledContext, CompiledGeneric, CompiledOutput, CompiledVariations, Policy } from './tree-types.js';

/**
 * Parses one node. Findings go to `diagnostics`. `parsedConditions` shares one parse among nodes with the same
 * condition text (`true`, `anything_else`, `@sys-number > 5` recur thousands of times in large dialogs); parsed
 * expressions are immutable, so sharing them is safe.
 *
 * The JSON paths of findings are built only for a node that has one: the node is parsed once without paths (a
 * 100,000-node dialog built ~500,000 path strings that no diagnostic used), and again with them when that first
 * pass found a problem. Parsing is pure and the parses are cached, so the second pass gives the same parts and its
 * findings in the order a single pass would.
 */
export function compileNodeParts(
  node: NormalizedDialogNode,
  index: number,
  diagnostics: Diagnostic[],
  parsedConditions: Map<string, ParsedExpression> = new Map(),
): NodeParts {
  const quiet: Findings = { diagnostics: undefined, found: false };
  const parts = nodeParts(node, undefined, quiet, parsedConditions);
  if (!quiet.found) return parts;
  return nodeParts(node, `.dialog_nodes[${index}]`, { diagnostics, found: false }, parsedConditions);
}

/**
 * Where findings go: `diagnostics`, or, when undefined (the pass without paths), only the fact that there is one.
 * Paths are undefined exactly when `diagnostics` is.
 */
interface Findings {
  readonly diagnostics: Diagnostic[] | undefined;
  found: boolean;
}

/** A finding's JSON path; undefined in the pass without paths (then no part of it is built). */
type Path = string | undefined;

function nodeParts(node: NormalizedDialogNode, base: Path, findings: Findings, parsedConditions: Map<string, ParsedExpression>): NodeParts {
  const parts: { -readonly [K in keyof NodeParts]: NodeParts[K] } = {};
  if (node.conditions !== undefined) {
    let expr = parsedConditions.get(node.conditions);
    if (expr === undefined) {
      expr = parseExpression(node.conditions);
      parsedConditions.set(node.conditions, expr);
    }
    if (expr.error) report(findings, base === undefined ? undefined : `${base}.conditions`, node.dialog_node, expr.error);
    parts.condition = expr;
  }
  if (node.output) parts.output = compileOutput(node.output, base === undefined ? undefined : `${base}.output`, node.dialog_node, findings);
  if (isJsonObject(node.context as JsonValue)) {
    const ctx = node.context as Record<string, JsonValue>;
    parts.context = {
      source: ctx,
      entries: Object.entries(ctx).map(([key, value]) => ({
        key,
        value,
        isStatic: checkValue(value, base === undefined ? undefined : base + `.context${pathKey(key)}`, node.dialog_node, findings),
      })),
    };
  }
  return parts;
}

function compileOutput(output: NormalizedOutput, path: Path, nodeId: string, findings: Findings): CompiledOutput {
  let text: CompiledVariations | undefined;
  if (output.text) {
    const policy: Policy =
      output.text.form === 'string'
        ? 'single'
        : output.text.form === 'array'
          ? 'all'
          : (output.text.selection_policy ?? 'random');
    text = {
      values: output.text.values.map((v, i) => template(v, path === undefined ? undefined : path + `.text.values[${i}]`, nodeId, findings)),
      policy,
      delimiter: output.text.delimiter ?? '\n',
    };
  }
  const generic = output.generic?.map((g, i) => compileGeneric(g, path === undefined ? undefined : path + `.generic[${i}]`, nodeId, findings));
  return {
    text,
    textOverwrites: output.text?.append === false,
    generic,
    overwrite: output.modifiers?.overwrite === true,
    extra: compileExtra(output.extra, path, nodeId, findings),
    source: output,
  };
}

/** An output without extra keys (most outputs) shares one frozen empty list instead of an entries array and a map. */
const NO_EXTRA: CompiledOutput['extra'] = Object.freeze([]);

function compileExtra(extra: Record<string, JsonValue>, path: Path, nodeId: string, findings: Findings): CompiledOutput['extra'] {
  // Whether there is any key first: `Object.entries` of every empty `extra` was ~30 ms on a 100,000-node dialog.
  if (!hasOwnKey(extra)) return NO_EXTRA;
  return Object.entries(extra).map(([key, value]) => ({
    key,
    value,
    isStatic: checkValue(value, path === undefined ? undefined : path + pathKey(key), nodeId, findings),
  }));
}

function hasOwnKey(record: object): boolean {
  for (const key in record) if (Object.hasOwn(record, key)) return true;
  return false;
}

function compileGeneric(g: DialogNodeOutputGeneric, path: Path, nodeId: string, findings: Findings): CompiledGeneric {
  const type = typeof g.response_type === 'string' ? g.response_type : 'text';
  if (type === 'text') {
    const values = Array.isArray(g.values) ? g.values : [];
    return {
      type,
      raw: g,
      isStatic: false,
      variations: {
        values: values.map((v, i) =>
          template(typeof v?.text === 'string' ? v.text : '', path === undefined ? undefined : path + `.values[${i}].text`, nodeId, findings),
        ),
        policy: g.selection_policy ?? 'sequential',
        delimiter: typeof g.delimiter === 'string' ? g.delimiter : '\n',
      },
    };
  }
  // An iframe is passed on as written: "References to variables are not supported" (D-overview, spec §1.12).
  if (type === 'iframe') return { type, raw: g, isStatic: true };
  return { type, raw: g, isStatic: checkValue(g as unknown as JsonValue, path, nodeId, findings) };
}

function template(source: string, path: Path, nodeId: string, findings: Findings): ParsedTemplate {
  const t = parseTemplate(source);
  const error = t.error ?? blockError(t);
  if (error) report(findings, path, nodeId, error);
  return t;
}

/** The first `<? ?>` block of a template that does not parse. */
function blockError(t: ParsedTemplate): string | undefined {
  for (const part of t.parts ?? []) {
    const parsed = (part as { parsed?: { error?: unknown } }).parsed;
    if (typeof parsed?.error === 'string') return parsed.error;
  }
  return undefined;
}

/** Parses every string of a JSON value; true when none needs evaluation. */
function checkValue(value: JsonValue, path: Path, nodeId: string, findings: Findings, depth = 0): boolean {
  if (typeof value === 'string') {
    const t = template(value, path, nodeId, findings);
    return t.isStatic && !t.error && !blockError(t);
  }
  if (depth > 64 || value === null || typeof value !== 'object') return true;
  let isStatic = true;
  if (Array.isArray(value)) {
    value.forEach((v, i) => {
      if (!checkValue(v, path === undefined ? undefined : path + `[${i}]`, nodeId, findings, depth + 1)) isStatic = false;
    });
  } else {
    for (const [k, v] of Object.entries(value)) {
      if (!checkValue(v, path === undefined ? undefined : path + pathKey(k), nodeId, findings, depth + 1)) isStatic = false;
    }
  }
  return isStatic;
}

/** A key's step in a JSON path: `.name`, or `["odd key"]` (lint names the same paths). */
export function pathKey(key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`;
}

function report(findings: Findings, path: Path, nodeId: string, error: string): void {
  findings.found = true;
  if (findings.diagnostics !== undefined && path !== undefined) findings.diagnostics.push(syntax(path, nodeId, error));
}

function syntax(path: string, nodeId: string, error: string): Diagnostic {
  return { level: 'warning', code: 'expression_syntax', message: `Dialog node ${nodeId}: ${error}`, path };
}

/** True when a compiled output would say something (a text variation or a generic entry). */
export function saysAnything(out: CompiledOutput | undefined): boolean {
  if (!out) return false;
  if (out.generic && out.generic.length > 0) return true;
  return out.text !== undefined && out.text.values.length > 0;
}
