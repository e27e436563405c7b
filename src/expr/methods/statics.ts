/** Type references `T(Math)`, `T(String)`, boxes (§5.5) and their static members. */
import { comparableNumber, intArg, javaString, stringArg } from '../coerce.js';
import { LIMITS, type State } from '../env.js';
import { fail, limit, noMethod } from '../failure.js';
import { renderValue } from '../render.js';
import { EntityList, TypeValue, double, isDouble, numberOf, type Value } from '../values.js';
import { arity } from './table.js';

const TYPES = new Map<string, TypeValue['name']>([
  ['Math', 'Math'], ['java.lang.Math', 'Math'], ['String', 'String'], ['java.lang.String', 'String'],
  ['Integer', 'Integer'], ['java.lang.Integer', 'Integer'], ['Long', 'Long'], ['java.lang.Long', 'Long'],
  ['Double', 'Double'], ['java.lang.Double', 'Double'], ['Boolean', 'Boolean'], ['java.lang.Boolean', 'Boolean'],
  ['Float', 'Float'], ['java.lang.Float', 'Float'], ['Short', 'Short'], ['java.lang.Short', 'Short'],
  ['Byte', 'Byte'], ['java.lang.Byte', 'Byte'],
]);

/** True when `T(name)` names a whitelisted type (anything else fails, EL1005E). */
export function isTypeName(name: string): boolean {
  return TYPES.has(name.replace(/\s+/g, ''));
}

/** `T(name)`; anything off the whitelist is "not found" (no reflection, no Runtime). */
export function typeRef(name: string): TypeValue {
  const t = TYPES.get(name.replace(/\s+/g, ''));
  if (!t) return fail(`EL1005E: Type cannot be found '${name}'`);
  return new TypeValue(t);
}

const LIMIT_VALUES: Record<string, [number, number]> = {
  Integer: [2147483647, -2147483648], Long: [9223372036854775807, -9223372036854775808],
  Short: [32767, -32768], Byte: [127, -128],
};

/** Static fields: `T(Integer).MAX_VALUE`, `T(Math).PI`. */
export function staticField(type: TypeValue, name: string): Value {
  if (type.name === 'Math' && name === 'PI') return Math.PI;
  if (type.name === 'Math' && name === 'E') return Math.E;
  const lim = LIMIT_VALUES[type.name];
  if (lim && name === 'MAX_VALUE') return lim[0];
  if (lim && name === 'MIN_VALUE') return lim[1];
  if (type.name === 'Double' && name === 'MAX_VALUE') return Number.MAX_VALUE;
  return fail(`EL1008E: Property or field '${name}' cannot be found on object of type 'java.lang.Class'`);
}

function num(v: Value, method: string): number {
  const n = numberOf(v);
  if (n === undefined) return fail(`EL1004E: Method call: Method ${method}(${v === null ? 'null' : typeof v}) cannot be found on type java.lang.Math`);
  return n;
}

function mathCall(name: string, args: Value[], s: State, self: TypeValue): Value {
  const one = (f: (x: number) => number, keepInt = false): Value => {
    arity(name, self, args, 1);
    const r = f(num(args[0], name));
    return keepInt && !isDouble(args[0]) ? r : double(r);
  };
  const two = (f: (a: number, b: number) => number, keepInt = false): Value => {
    arity(name, self, args, 2);
    const r = f(num(args[0], name), num(args[1], name));
    return keepInt && !isDouble(args[0]) && !isDouble(args[1]) ? r : double(r);
  };
  switch (name) {
    case 'abs': return one(Math.abs, true);
    case 'max': return two(Math.max, true);
    case 'min': return two(Math.min, true);
    case 'pow': return two(Math.pow);
    case 'sqrt': return one(Math.sqrt);
    case 'cbrt': return one(Math.cbrt);
    case 'floor': return one(Math.floor);
    case 'ceil': return one(Math.ceil);
    case 'round': arity(name, self, args, 1); return Math.floor(num(args[0], name) + 0.5);
    case 'rint': return one((x) => { const r = Math.round(x); return Math.abs(x % 1) === 0.5 && r % 2 !== 0 ? r - 1 : r; });
    case 'signum': return one(Math.sign);
    case 'exp': return one(Math.exp);
    case 'log': return one(Math.log);
    case 'log10': return one(Math.log10);
    case 'sin': return one(Math.sin);
    case 'cos': return one(Math.cos);
    case 'tan': return one(Math.tan);
    case 'random': arity(name, self, args, 0); return double(s.env.random());
    case 'floorDiv': return two((a, b) => { if (b === 0) fail('EL1072E: java.lang.ArithmeticException: / by zero'); return Math.floor(a / b); }, true);
    case 'floorMod': return two((a, b) => { if (b === 0) fail('EL1072E: java.lang.ArithmeticException: / by zero'); return ((a % b) + b) % b; }, true);
  }
  return noMethod(name, self, args);
}

/** Java `String.format` for the common conversions: `%s %d %f %.Nf %,d %x %b %n %%`. */
export function javaFormat(format: string, args: readonly Value[]): string {
  let next = 0;
  const out = format.replace(/%(\d+\$)?([-#+ 0,(]*)(\d+)?(?:\.(\d+))?([a-zA-Z%])/g, (whole, pos: string | undefined, flags: string, width: string | undefined, precision: string | undefined, conv: string) => {
    if (conv === '%') return '%';
    if (conv === 'n') return '\n';
    const arg = pos ? args[Number(pos.slice(0, -1)) - 1] : args[next++];
    if (arg === undefined) return fail(`EL1072E: Method format failed: java.util.MissingFormatArgumentException: Format specifier '${whole}'`);
    let text: string;
    switch (conv) {
      case 's': case 'S': text = arg === null ? 'null' : renderValue(arg); if (precision) text = text.slice(0, Number(precision)); if (conv === 'S') text = text.toUpperCase(); break;
      case 'b': case 'B': text = String(arg !== null && arg !== false); break;
      case 'd': {
        const n = comparableNumber(arg);
        if (n === undefined || isDouble(arg)) return fail(`EL1072E: Method format failed: java.util.IllegalFormatConversionException: d != ${arg === null ? 'null' : typeof arg}`);
        text = flags.includes(',') ? Math.trunc(n).toLocaleString('en-US') : Math.trunc(n).toFixed(0);
        if (flags.includes('+') && n >= 0) text = '+' + text;
        break;
      }
      case 'f': case 'e': case 'g': {
        const n = comparableNumber(arg);
        if (n === undefined) return fail(`EL1072E: Method format failed: java.util.IllegalFormatConversionException: ${conv} != ${typeof arg}`);
        const p = precision === undefined ? 6 : Number(precision);
        text = conv === 'e' ? n.toExponential(p).replace(/e([+-])(\d)$/, 'e$10$2') : n.toFixed(p);
        if (flags.includes(',')) {
          const [i, f] = text.split('.');
          text = Number(i).toLocaleString('en-US') + (f !== undefined ? '.' + f : '');
        }
        if (flags.includes('+') && n >= 0) text = '+' + text;
        break;
      }
      case 'x': case 'X': {
        const n = comparableNumber(arg) ?? 0;
        text = (n >>> 0).toString(16);
        if (conv === 'X') text = text.toUpperCase();
        break;
      }
      case 'c': text = typeof arg === 'number' ? String.fromCharCode(arg) : javaString(arg).slice(0, 1); break;
      default: return fail(`EL1072E: Method format failed: java.util.UnknownFormatConversionException: Conversion = '${conv}'`);
    }
    if (width && text.length < Number(width)) {
      const w = Number(width);
      if (w > LIMITS.stringLength) limit('string length');
      text = flags.includes('-') ? text.padEnd(w) : flags.includes('0') && /[dfex]/.test(conv) ? text.padStart(w, '0') : text.padStart(w);
    }
    return text;
  });
  if (out.length > LIMITS.stringLength) limit('string length');
  return out;
}

function stringCall(name: string, args: Value[], self: TypeValue): Value {
  switch (name) {
    case 'format':
      if (args.length < 1) return noMethod(name, self, args);
      return javaFormat(stringArg(args[0], 'format'), args.slice(1));
    case 'join': {
      if (args.length < 2) return noMethod(name, self, args);
      const delim = stringArg(args[0], 'join');
      const rest = args.slice(1);
      const items = rest.length === 1 && Array.isArray(rest[0]) ? rest[0] : rest.length === 1 && rest[0] instanceof EntityList ? rest[0].items() : rest;
      const text = items.map((x) => javaString(x)).join(delim);
      if (text.length > LIMITS.stringLength) limit('string length');
      return text;
    }
    case 'valueOf':
      arity(name, self, args, 1);
      return javaString(args[0]);
  }
  return noMethod(name, self, args);
}

function boxCall(type: TypeValue['name'], name: string, args: Value[], self: TypeValue): Value {
  arity(name, self, args, 1);
  const arg = args[0];
  if (type === 'Boolean' && (name === 'parseBoolean' || name === 'valueOf')) return javaString(arg).toLowerCase() === 'true';
  if (name === 'toString') return javaString(arg);
  const text = typeof arg === 'string' ? arg.trim() : arg;
  const n = comparableNumber(text);
  const integral = type !== 'Double' && type !== 'Float';
  const parse = ['parseInt', 'parseLong', 'parseShort', 'parseByte', 'parseDouble', 'parseFloat', 'valueOf'];
  if (!parse.includes(name)) return noMethod(name, self, args);
  if (n === undefined || (integral && (typeof text === 'string' ? !/^[+-]?\d+$/.test(text) : !Number.isInteger(n)))) {
    return fail(`EL1072E: Method ${name} failed: java.lang.NumberFormatException: For input string: "${javaString(arg)}"`);
  }
  return integral ? n : double(n);
}

/** Calls a static method of a whitelisted type. */
export function callStatic(self: TypeValue, name: string, args: Value[], s: State): Value {
  switch (self.name) {
    case 'Math': return mathCall(name, args, s, self);
    case 'String': return stringCall(name, args, self);
    default: return boxCall(self.name, name, args, self);
  }
}

/** `new Random().nextInt(n)` etc. from the seeded generator. */
export function callRandom(name: string, args: Value[], s: State, self: Value): Value {
  const r = s.env.random();
  switch (name) {
    case 'nextInt': {
      arity(name, self, args, 0, 1);
      if (args.length === 0) return Math.floor(r * 4294967296) - 2147483648;
      const bound = intArg(args[0], name);
      if (bound <= 0) return fail('EL1072E: Method nextInt failed: java.lang.IllegalArgumentException: bound must be positive');
      return Math.floor(r * bound);
    }
    case 'nextDouble': arity(name, self, args, 0); return double(r);
    case 'nextBoolean': arity(name, self, args, 0); return r < 0.5;
    case 'nextLong': arity(name, self, args, 0); return Math.floor(r * Number.MAX_SAFE_INTEGER);
  }
  return noMethod(name, self, args);
}

