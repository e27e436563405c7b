// Fuzzes the expression language: random token soup and grammar-shaped random expressions (deep nesting, method
// calls on every type, T(...) types, constructor / __proto__ / prototype, huge regexes in matches() / extract()),
// parsed and evaluated directly and as `<? ?>` templates. Evaluation never throws: any exception is a finding.
// node bench/fuzz/expr.mjs --seconds 60 [--seed 1]
import { parseExpression, evaluateExpression, evaluateCondition, createEffects, createTurnBudget, parseTemplate, renderTemplate } from '../../dist/expr/index.js';
import { createRandom } from '../../dist/model/random.js';
import { fuzz, parseArgs } from './lib.mjs';

const METHODS = ['add', 'addAll', 'addProperty', 'append', 'charAt', 'clear', 'compareTo', 'concat', 'contains', 'containsIgnoreCase',
  'containsIntent', 'deepCopy', 'endsWith', 'equals', 'extract', 'filter', 'find', 'get', 'getMatch', 'getRandomItem', 'has', 'hashCode',
  'indexOf', 'intValue', 'isEmpty', 'join', 'joinToArray', 'keySet', 'lastIndexOf', 'length', 'matches', 'reformatDateTime', 'remove',
  'removeValue', 'replace', 'replaceAll', 'replaceFirst', 'set', 'size', 'split', 'startsWith', 'substring', 'toDouble', 'toInt', 'toJson',
  'toLong', 'toLowerCase', 'toString', 'toUpperCase', 'trim', 'getClass', 'constructor', '__proto__', 'valueOf', 'hasOwnProperty',
  'format', 'repeat', 'plusDays', 'getTime', 'append', 'sqrt', 'max', 'min', 'abs', 'random', 'exec', 'forName', 'getRuntime'];
const TYPES = ['java.lang.Runtime', 'java.lang.Math', 'java.lang.String', 'java.lang.System', 'Math', 'String', 'Integer',
  'java.util.Date', 'Object', 'Function', 'process', '__proto__', 'constructor', 'java.lang.Class'];
const REGEXES = ["'(a+)+$'", "'(\\\\w+\\\\W\\\\w+)+$'", "'((a|a)*)*b'", "'['", "'(?<=a)b'", "'(a)\\\\1'", "'" + 'a*'.repeat(900) + "'",
  "'" + '('.repeat(300) + 'a' + ')'.repeat(300) + "'", "'.{1,1000}{1,1000}'", "'\\\\p{L}+'", "'[\\\\s\\\\S]*x'"];
const ATOMS = ['1', '0', '-1', '2147483648', '1e308', '1.5', 'null', 'true', "'a'", "''", "'x'.repeat(1000)", '$x', '$m', '$l', '$s',
  '$__proto__', '$constructor', '$toString', 'context', 'input', 'input.text', 'output', 'intents', 'entities', '@e', '#i', 'now()',
  'today()', '#this', '#root', 'new Random()', '{1,2,3}', "{'a':1}", "{'__proto__':{'polluted':1}}", '[1,2]', "['x','y']", '{}', '[]',
  "'" + 'x'.repeat(100000) + "'", 'event', 'anything_else', 'welcome'];
const BINARY = ['+', '-', '*', '/', '%', '^', '==', '!=', '<', '>', '<=', '>=', '&&', '||', 'and', 'or', 'matches', 'instanceof', '?:', 'eq'];
const TOKENS = [...ATOMS, ...BINARY, '(', ')', '[', ']', '{', '}', '.', ',', ':', '?', '!', '#', '$', '@', '?.', '.![', '.?[', '.^[', '.$[',
  'T(', 'new ', "'", '"', '\\', '<?', '?>', ' ', '\u0000', '\ud800', '😀', '${', '#{'];

function gen(r, depth) {
  if (depth <= 0) return r.pick(ATOMS);
  switch (r.int(13)) {
    case 0: return `(${gen(r, depth - 1)})`;
    case 1: return `${gen(r, depth - 1)} ${r.pick(BINARY)} ${gen(r, depth - 1)}`;
    case 2: return `${gen(r, depth - 1)}.${r.pick(METHODS)}(${Array.from({ length: r.int(3) }, () => gen(r, depth - 2)).join(', ')})`;
    case 3: return `T(${r.pick(TYPES)}).${r.pick(METHODS)}(${gen(r, depth - 2)})`;
    case 4: return `${gen(r, depth - 1)}[${gen(r, depth - 1)}]`;
    case 5: return `${gen(r, depth - 1)} ? ${gen(r, depth - 1)} : ${gen(r, depth - 1)}`;
    case 6: return `${gen(r, depth - 1)}.${r.pick(['![', '?[', '^[', '$['])}${gen(r, depth - 1)}]`;
    case 7: return `${r.pick(["'" + 'a'.repeat(r.pick([10, 10000, 1000000])) + "'", 'input.text', '$s'])}.${r.pick(['matches', 'extract', 'find', 'replaceAll', 'split', 'getMatch'])}(${r.pick(REGEXES)}${r.chance(0.5) ? `, ${r.pick(['0', '1', "'$1'", '-1', '99'])}` : ''})`;
    case 8: return `${r.pick(['!', '-', ''])}${gen(r, depth - 1)}`;
    case 9: return `$${r.pick(['x', 'm', 'l', '__proto__', 'constructor'])} = ${gen(r, depth - 1)}`;
    case 10: return `{${gen(r, depth - 2)}: ${gen(r, depth - 2)}}`;
    case 11: return `${gen(r, depth - 1)}.${r.pick(['constructor', '__proto__', 'prototype', 'length', 'class', 'x', 'toString'])}`;
    default: return `${r.pick(['(', '[', '!', '-'])}`.repeat(r.pick([50, 99, 101, 160, 5000])) + gen(r, 0) + (r.chance(0.5) ? ')'.repeat(50) : '');
  }
}

function soup(r) {
  return Array.from({ length: 1 + r.int(30) }, () => r.pick(TOKENS)).join(r.chance(0.5) ? ' ' : '');
}

function env() {
  return {
    context: { x: 'abc', m: { a: 1, b: [1, 2], toString: 'data' }, l: [3, 1, 2, null, 'z'], s: 'a'.repeat(5000) + '!', constructor: 7 },
    input: { text: 'book a flight to Paris tomorrow 42' },
    intents: [{ intent: 'book', confidence: 0.9 }],
    entities: [{ entity: 'e', location: [0, 4], value: 'book', confidence: 1 }],
    output: { text: ['hi'] },
    now: Date.parse('2021-06-14T10:00:00Z'),
    timezone: 'UTC',
    random: createRandom('fuzz'),
    version: '2021-06-14',
    flags: {},
    effects: createEffects(),
    budget: createTurnBudget(),
  };
}

const opts = parseArgs();
await fuzz('expr', (r) => {
  const source = r.chance(0.3) ? soup(r) : gen(r, 1 + r.int(5));
  const mode = r.int(3);
  return {
    input: source,
    describe: () => `mode ${mode}: ${source.length > 400 ? `${source.slice(0, 400)}…(${source.length} chars)` : source}`,
    run: () => {
      if (mode === 0) {
        const e = env();
        const res = evaluateExpression(parseExpression(source), e);
        JSON.stringify(res);
        if (!res || typeof res.ok !== 'boolean') throw new Error('no result');
      } else if (mode === 1) evaluateCondition(parseExpression(source), env());
      else JSON.stringify(renderTemplate(parseTemplate(`a <? ${source} ?> b`), env()));
      if (Object.getPrototypeOf(Object.prototype) !== null) throw new Error('Object.prototype changed');
    },
  };
}, opts);
