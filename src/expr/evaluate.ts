/**
 * The tree-walking evaluator. Reads only the environment's JSON values; dispatches methods through
 * whitelisted tables (src/expr/methods/); counts steps and depth so any expression terminates quickly.
 */
import { FUZZY_ENTITY_THRESHOLD, IRRELEVANCE_THRESHOLD, type JsonObject, type RuntimeEntity } from '../model/index.js';
import type { Expr } from './ast.js';
import { boundedString, compare, equals, javaString, truthy } from './coerce.js';
import { LIMITS, inputText, type State } from './env.js';
import { badOperands, fail, limit, methodOnNull } from './failure.js';
import { callGlobal, callMethod, construct, typeRef } from './methods/index.js';
import { compileRegex, regexInput } from './regex.js';
import { renderValue } from './render.js';
import { getIndex, getProperty, mentionProperty } from './access.js';
import { defineKeyOn } from './methods/define.js';
import { checkValueSize } from './size.js';
import { allocate, bytesOf, regexWork, spend } from './budget.js';
import { chargeCall, chargeResult } from './charges.js';
import { countStep } from './steps.js';
import {
  EntityList, IntentList, IntentValue, TypeValue, autoConvert, double, isDouble, numberOf, toJson, typeName, type Value,
} from './values.js';


/** Evaluates a node. Throws ExprFailure (caught at the public boundary). */
export function evaluate(node: Expr, s: State): Value {
  countStep(s);
  switch (node.type) {
    case 'Literal':
      return node.kind === 'double' ? double(node.value as number) : node.value;
    case 'Group':
      return evaluate(node.expression, s);
    case 'Context': {
      const ctx = s.env.context;
      return Object.hasOwn(ctx, node.name) ? ctx[node.name] : null;
    }
    case 'ContextMatch': {
      const ctx = s.env.context;
      const v = Object.hasOwn(ctx, node.name) ? ctx[node.name] : null;
      return equals(v, node.value) || (v !== null && typeof v !== 'object' && renderValue(v) === node.value);
    }
    case 'Entity':
      return entityRef(node.name, node.property, s);
    case 'EntityMatch':
      return s.env.entities.some((e) => e.entity === node.name && String(e.value) === node.value);
    case 'Intent': {
      const top = s.env.intents[0];
      return top !== undefined && top.intent === node.name && top.confidence >= IRRELEVANCE_THRESHOLD;
    }
    case 'Identifier':
      return identifier(node.name, s);
    case 'Variable':
      return node.name === 'this' ? (s.thisValue ?? null) : s.env.context;
    case 'Member': {
      const obj = evaluate(node.object, s);
      if (obj === null) {
        if (node.safe) return null;
        return fail(`EL1007E: Property or field '${node.property}' cannot be found on null`);
      }
      return getProperty(obj, node.property, s);
    }
    case 'Index': {
      const obj = evaluate(node.object, s);
      const index = evaluate(node.index, s);
      return getIndex(obj, index, s);
    }
    case 'Call':
      return call(node.object, node.name, node.args, node.safe, s);
    case 'Projection':
    case 'Selection':
      return collection(node, s);
    case 'Unary': {
      const v = evaluate(node.operand, s);
      if (node.op === '!') return !truthy(v);
      const n = numberOf(v);
      if (n === undefined) return badOperands(node.op === '-' ? 'SUBTRACT' : 'ADD', v, null);
      if (node.op === '+') return v;
      return isDouble(v) ? double(-n) : -n;
    }
    case 'Binary':
      return binary(node.op, evaluate(node.left, s), node.right, s);
    case 'Logical': {
      const left = truthy(evaluate(node.left, s));
      if (node.op === '&&') return left && truthy(evaluate(node.right, s));
      return left || truthy(evaluate(node.right, s));
    }
    case 'Conditional':
      return truthy(evaluate(node.test, s)) ? evaluate(node.consequent, s) : evaluate(node.alternate, s);
    case 'Elvis': {
      const left = evaluate(node.left, s);
      return left === null || left === '' ? evaluate(node.right, s) : left;
    }
    case 'Assign':
      return fail(`EL1034E: A problem occurred whilst attempting to set the property '${describeTarget(node.target)}': assignment is not supported`);
    case 'TypeRef':
      return typeRef(node.name);
    case 'New':
      return construct(node.name, node.args.map((a) => evaluate(a, s)), s);
    case 'InlineList': {
      if (node.elements.length > LIMITS.arrayLength) limit('array size');
      const items = node.elements.map((e) => evaluate(e, s));
      checkValueSize(items);
      allocate(s.budget, 16 + items.length * 8);
      return items.map((v) => toJson(v));
    }
    case 'InlineMap': {
      const values = node.entries.map(({ value }) => evaluate(value, s));
      checkValueSize(values);
      const out: JsonObject = {};
      node.entries.forEach(({ key }, i) => defineKeyOn(out, key, toJson(values[i])));
      return out;
    }
  }
}

function describeTarget(node: Expr): string {
  if (node.type === 'Identifier') return node.name;
  if (node.type === 'Member') return node.property;
  if (node.type === 'Context') return node.name;
  return '?';
}

function entityRef(name: string, property: string | null, s: State): Value {
  const mentions: RuntimeEntity[] = [];
  for (const e of s.env.entities) if (e.entity === name) mentions.push(e);
  if (mentions.length === 0) return null;
  if (property === null) {
    // A bare `@x` is false for a mention at or below the fuzzy-match threshold; its properties stay readable.
    if (typeof mentions[0].confidence === 'number' && mentions[0].confidence <= FUZZY_ENTITY_THRESHOLD) return null;
    return autoConvert(String(mentions[0].value), s.env.version);
  }
  if (property === 'values') return mentions.map((m) => toJson(autoConvert(String(m.value), s.env.version)));
  return mentionProperty(mentions[0], property, s);
}

const FLAG_NAMES = new Set([
  'welcome', 'conversation_start', 'slot_in_focus', 'all_slots_filled', 'has_skipped_slots', 'returning_from_digression',
]);

function identifier(name: string, s: State): Value {
  if (s.locals?.has(name)) return s.locals.get(name) ?? null;
  const env = s.env;
  switch (name) {
    case 'context': return env.context;
    case 'input': return env.input;
    case 'output': return env.output;
    case 'intents': return new IntentList(env.intents);
    case 'entities': return new EntityList(env.entities, inputText(env), true);
    case 'intent': return env.intents.length > 0 ? new IntentValue(env.intents[0]) : null;
    case 'anything_else': return true;
    case 'irrelevant':
      return env.flags.irrelevant === true || !env.intents.some((i) => i.confidence >= IRRELEVANCE_THRESHOLD);
    case 'event': return env.event ?? null;
    // The user's text, as `input.text` (null without one). Not in the expression docs, but three IBM exports rely
    // on it: car-dashboard-2016 (`input_text.contains('rain')`), banking-chatbot-full (`input_text=='1234'` for
    // the passcode) and online-store (`"cart_item": "<?input_text?>"`); docs/behaviour/expressions.md.
    case 'input_text': return typeof env.input?.text === 'string' ? env.input.text : null;
  }
  if (FLAG_NAMES.has(name)) return Object.hasOwn(env.flags, name) ? env.flags[name] === true : false;
  if (s.thisValue !== undefined && s.thisValue !== null) return getProperty(s.thisValue, name, s);
  return fail(`EL1008E: Property or field '${name}' cannot be found on object of type 'com.ibm.watson.dialog.EvaluationContext' - maybe not public or not valid?`);
}

/**
 * `@x.method()` with no mention of @x: the service rewrites the shorthand to `entities['x']?.method()` (§5.2, the
 * Botkit capture's "converted to" text), whose safe navigation yields null instead of EL1011E. Only the first step
 * after the shorthand is safe (`@x.literal.replace(…)` still fails on null, as captured), and only when there is no
 * mention at all: a mention below the fuzzy threshold still exists (docs/behaviour/expressions.md).
 */
function absentEntityShorthand(node: Expr, s: State): boolean {
  if (node.type !== 'Entity' || node.property !== null) return false;
  const name = node.name;
  return !s.env.entities.some((e) => e.entity === name);
}

function call(objectNode: Expr | null, name: string, argNodes: Expr[], safe: boolean, s: State): Value {
  if (++s.depth > LIMITS.depth) limit('nesting');
  try {
    if (objectNode === null) return callGlobal(name, argNodes.map((a) => evaluate(a, s)), s);
    const self = evaluate(objectNode, s);
    if (self === null && (safe || absentEntityShorthand(objectNode, s))) return null;
    const args = argNodes.map((a) => evaluate(a, s));
    if (self === null) return methodOnNull(name, args);
    chargeCall(self, name, args, s);
    return chargeResult(callMethod(self, name, args, s), self, args, s);
  } finally {
    s.depth--;
  }
}

function collection(node: Extract<Expr, { type: 'Projection' | 'Selection' }>, s: State): Value {
  const obj = evaluate(node.object, s);
  if (obj === null) {
    if (node.safe) return null;
    return fail(`EL1007E: Property or field '${node.type === 'Projection' ? '!' : '?'}' cannot be found on null`);
  }
  let items: Value[];
  if (Array.isArray(obj)) items = obj;
  else if (obj instanceof EntityList) items = obj.items();
  else if (obj instanceof IntentList) items = obj.intents.map((i) => new IntentValue(i));
  else return fail(`EL1036E: Projection and selection are only supported on lists, not on type '${typeName(obj)}'`);
  const saved = s.thisValue;
  allocate(s.budget, 16 + items.length * 8);
  try {
    if (node.type === 'Projection') {
      return items.map((item) => {
        s.thisValue = item;
        return toJson(evaluate(node.expression, s));
      });
    }
    const picked: Value[] = [];
    for (const item of items) {
      s.thisValue = item;
      if (truthy(evaluate(node.expression, s))) {
        picked.push(item);
        if (node.which === 'first') break;
      }
    }
    if (node.which === 'first') return picked.length ? toJson(picked[0]) : null;
    if (node.which === 'last') return picked.length ? toJson(picked[picked.length - 1]) : null;
    return picked.map((p) => toJson(p));
  } finally {
    s.thisValue = saved;
  }
}

/** `x instanceof T(String)` for the whitelisted types. */
function instanceOf(v: Value, type: TypeValue): boolean {
  switch (type.name) {
    case 'String': return typeof v === 'string';
    case 'Boolean': return typeof v === 'boolean';
    case 'Double': case 'Float': return isDouble(v);
    case 'Integer': case 'Long': case 'Short': case 'Byte': return typeof v === 'number' && Number.isInteger(v);
    default: return false;
  }
}

const OP_WORDS: Record<string, string> = { '+': 'ADD', '-': 'SUBTRACT', '*': 'MULTIPLY', '/': 'DIVIDE', '%': 'MODULUS', '^': 'POWER' };

function binary(op: Extract<Expr, { type: 'Binary' }>['op'], left: Value, rightNode: Expr, s: State): Value {
  const right = evaluate(rightNode, s);
  switch (op) {
    case '==': return equals(left, right);
    case '!=': return !equals(left, right);
    case '<': case '>': case '<=': case '>=': return compare(op, left, right);
    case 'instanceof':
      if (!(right instanceof TypeValue)) return fail("EL1016E: Right operand for the 'instanceof' operator is not a valid Class");
      return instanceOf(left, right);
    case 'between': {
      const range = Array.isArray(right) && right.length === 2 ? right : null;
      if (!range) return fail("EL1040E: Right operand for the 'between' operator has to be a two-element list");
      return compare('>=', left, range[0]) && compare('<=', left, range[1]);
    }
    case 'matches': {
      if (left === null) return fail("EL1072E: Operator 'matches' applied to null");
      const pattern = javaString(right);
      const re = compileRegex(pattern, { whole: true });
      const text = regexInput(javaString(left));
      spend(s.budget, s.steps, regexWork(text.length, pattern.length));
      return re.test(text);
    }
  }
  if (op === '+' && (typeof left === 'string' || typeof right === 'string')) {
    const l = javaString(left);
    const r = javaString(right);
    if (l.length + r.length > LIMITS.stringLength) limit('string length');
    allocate(s.budget, bytesOf(l) + bytesOf(r));
    return l + r;
  }
  if (op === '*' && typeof left === 'string' && Number.isInteger(right)) {
    const n = right as number;
    if (n < 0) return badOperands('MULTIPLY', left, right);
    if (left.length * n > LIMITS.stringLength) limit('string length');
    allocate(s.budget, left.length * n * 2);
    return boundedString(left.repeat(n));
  }
  const ln = left === null ? 0 : numberOf(left);
  const rn = right === null ? 0 : numberOf(right);
  if (ln === undefined || rn === undefined || (left === null && right === null)) return badOperands(OP_WORDS[op], left, right);
  const dbl = isDouble(left) || isDouble(right);
  switch (op) {
    case '+': return dbl ? double(ln + rn) : ln + rn;
    case '-': return dbl ? double(ln - rn) : ln - rn;
    case '*': return dbl ? double(ln * rn) : ln * rn;
    case '/':
      if (dbl) return double(ln / rn);
      if (rn === 0) return fail('EL1072E: An exception occurred whilst evaluating: java.lang.ArithmeticException: / by zero');
      return Math.trunc(ln / rn);
    case '%':
      if (dbl) return double(ln % rn);
      if (rn === 0) return fail('EL1072E: An exception occurred whilst evaluating: java.lang.ArithmeticException: / by zero');
      return ln % rn;
    case '^': {
      const p = Math.pow(ln, rn);
      return dbl || rn < 0 || !Number.isSafeInteger(p) ? double(p) : p;
    }
  }
  return badOperands(OP_WORDS[op], left, right);
}

