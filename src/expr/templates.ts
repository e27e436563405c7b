/**
 * Templates: response text and context string values with `<? ?>` blocks and `$var`/`@entity`/`#intent`
 * shorthand (dialog-runtime.md §4.3). Parsed once and cached by source text; rendered per turn.
 */
import type { JsonObject, JsonValue } from '../model/index.js';
import { behaviour } from '../model/versions.js';
import type { EvalEnv } from './env.js';
import { defineKeyOn } from './methods/define.js';
import { renderValue } from './render.js';
import { evaluateGuarded } from './run.js';
import { compileTemplate, type CompiledPart } from './template.js';
import { toJson } from './values.js';

export interface ParsedTemplate {
  readonly source: string;
  readonly error?: string;
  /** True when the text has no `<? ?>` and no shorthand: render returns `source` unchanged. */
  readonly isStatic: boolean;
  /** The compiled pieces (text, blocks, references). */
  readonly parts?: readonly CompiledPart[];
}

/** Parsed templates by source text (cleared when it reaches 10,000 entries: workspaces repeat their texts). */
const templateCache = new Map<string, ParsedTemplate>();

/** Parses response text or a context string value: `<? ?>` blocks and `$var`/`@entity`/`#intent` shorthand. */
export function parseTemplate(source: string): ParsedTemplate {
  const cached = templateCache.get(source);
  if (cached) return cached;
  let parsed: ParsedTemplate;
  if (!/[<$@#\\]/.test(source)) parsed = { source, isStatic: true };
  else {
    const { parts, error } = compileTemplate(source);
    const isStatic = parts.every((p) => p.kind === 'text') && !source.includes('\\');
    parsed = error ? { source, error, isStatic, parts } : { source, isStatic, parts };
    if (!error && isStatic && parts.length === 1 && parts[0].kind === 'text' && parts[0].text === source) parsed = { source, isStatic: true };
  }
  if (templateCache.size >= 10_000) templateCache.clear();
  templateCache.set(source, parsed);
  return parsed;
}

function hashIsText(env: EvalEnv): boolean {
  return !env.version || behaviour('hashIsText', env.version);
}

/**
 * Renders one part. `#name` is text, except (without `behaviour('hashIsText')`) when it is the whole string: §4.3 speaks of
 * strings starting with `#` ("#FFFFFF" became false), so a `#` inside longer text stays text in every version.
 */
function renderPart(part: CompiledPart, env: EvalEnv, errors: string[], whole: boolean): string {
  if (part.kind === 'text') return part.text;
  if (part.kind === 'ref' && part.hash && (!whole || hashIsText(env))) return part.raw;
  const source = part.kind === 'block' ? part.source : part.raw;
  if (!part.parsed.ast) {
    errors.push(part.parsed.error);
    return '';
  }
  const r = evaluateGuarded(source, part.parsed.ast, env, renderValue);
  if (!r.ok) {
    errors.push(r.error);
    return '';
  }
  return r.value;
}

/** Renders response text to a string (§4.3 rendering rules). Errors are reported, the text goes on. */
export function renderTemplate(template: ParsedTemplate, env: EvalEnv): { text: string; errors: string[] } {
  if (template.isStatic || !template.parts) return { text: template.source, errors: template.error ? [template.error] : [] };
  const errors: string[] = [];
  let text = '';
  const whole = template.parts.length === 1;
  for (const part of template.parts) text += renderPart(part, env, errors, whole);
  return { text, errors };
}

/** The single expression a context string consists of (one block, or one reference), if any. */
function soleExpression(t: ParsedTemplate): CompiledPart | undefined {
  const parts = t.parts;
  if (!parts) return undefined;
  const live = parts.filter((p) => p.kind !== 'text' || p.text.trim() !== '');
  if (live.length !== 1 || live[0].kind === 'text') return undefined;
  if (live[0].kind === 'ref' && parts.length !== 1) return undefined;
  return live[0];
}

function evaluateString(source: string, env: EvalEnv, errors: string[]): JsonValue {
  const t = parseTemplate(source);
  if (t.isStatic) return source;
  const sole = soleExpression(t);
  if (sole && sole.kind !== 'text' && !(sole.kind === 'ref' && sole.hash && hashIsText(env))) {
    if (!sole.parsed.ast) {
      errors.push(sole.parsed.error);
      return null;
    }
    const r = evaluateGuarded(sole.kind === 'block' ? sole.source : sole.raw, sole.parsed.ast, env, toJson);
    if (!r.ok) {
      errors.push(r.error);
      return null;
    }
    return r.value;
  }
  const rendered = renderTemplate(t, env);
  errors.push(...rendered.errors);
  return rendered.text;
}

/** Strings nested deeper than this in a context value are kept as written, not evaluated. */
export const MAX_VALUE_DEPTH = 100;

function evaluateNested(value: JsonValue, env: EvalEnv, errors: string[], depth: number): JsonValue {
  if (typeof value === 'string') return evaluateString(value, env, errors);
  if (value === null || typeof value !== 'object' || depth > MAX_VALUE_DEPTH) return value;
  if (Array.isArray(value)) return value.map((v) => evaluateNested(v, env, errors, depth + 1));
  const out: JsonObject = {};
  for (const key of Object.keys(value)) defineKeyOn(out, key, evaluateNested(value[key], env, errors, depth + 1));
  return out;
}

/**
 * Evaluates a context value (any JSON, strings possibly templated, nested in objects and arrays).
 * A string that is exactly one `<? ?>` block (or one shorthand reference) keeps the result's type.
 */
export function evaluateValue(value: JsonValue, env: EvalEnv): { value: JsonValue; errors: string[] } {
  const errors: string[] = [];
  return { value: evaluateNested(value, env, errors, 0), errors };
}

