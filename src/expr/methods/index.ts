/**
 * Method dispatch by receiver kind, global functions and constructors. Only names in the tables
 * are callable; everything else fails with EL1004E (no reflection, no `getClass`, no prototypes).
 */
import type { State } from '../env.js';
import { fail, noMethod } from '../failure.js';
import { toJson, DateValue, EntityList, IntentList, IntentValue, JDouble, Mention, RandomValue, TypeValue, type Value } from '../values.js';
import { arrayMethods } from './arrays.js';
import { commonMethods } from './common.js';
import { dateMethods, now, today } from './dates.js';
import { entityListMethods, intentListMethods, intentMethods, mentionMethods } from './lists.js';
import { numberMethods } from './numbers.js';
import { objectMethods } from './objects.js';
import { callRandom, callStatic } from './statics.js';
import { stringMethods } from './strings.js';
import type { MethodTable } from './table.js';
import type { JsonObject } from '../../model/index.js';
import { renderDate, renderValue } from '../render.js';
import { formatSimpleDate, msToWall } from '../datetime.js';

export { typeRef } from './statics.js';

function from<T>(tableOf: MethodTable<T>, name: string, self: T, args: Value[], s: State): Value | undefined {
  const m = tableOf.get(name);
  return m === undefined ? undefined : m(self, args, s);
}

/** Calls `self.name(args)`. */
export function callMethod(self: Value, name: string, args: Value[], s: State): Value {
  let r: Value | undefined;
  if (typeof self === 'string') {
    r = from(stringMethods, name, self, args, s) ?? from(dateMethods, name, self, args, s);
  } else if (typeof self === 'number' || self instanceof JDouble) {
    r = from(numberMethods, name, self, args, s);
  } else if (Array.isArray(self)) {
    r = from(arrayMethods, name, self, args, s);
  } else if (self instanceof EntityList) {
    r = from(entityListMethods, name, self, args, s) ?? from(arrayMethods, name, self.items(), args, s);
  } else if (self instanceof IntentList) {
    r = from(intentListMethods, name, self, args, s) ?? from(arrayMethods, name, self.intents.map((i) => new IntentValue(i)), args, s);
  } else if (self instanceof Mention) {
    r = from(mentionMethods, name, self, args, s);
  } else if (self instanceof IntentValue) {
    r = from(intentMethods, name, self, args, s);
  } else if (self instanceof TypeValue) {
    return callStatic(self, name, args, s);
  } else if (self instanceof RandomValue) {
    return callRandom(name, args, s, self);
  } else if (self instanceof DateValue) {
    r = dateValueMethod(self, name, args);
  } else if (self !== null && typeof self === 'object') {
    r = from(objectMethods, name, self as JsonObject, args, s);
  }
  if (r !== undefined) return r;
  if (name === 'find' && self !== null && typeof self === 'object') {
    // §5.5: find also works on arrays and objects, through their text.
    return from(stringMethods, name, renderValue(self), args, s) ?? null;
  }
  r = from(commonMethods, name, self, args, s);
  if (r !== undefined) return r;
  return noMethod(name, self, args);
}

/** The methods of a `new Date()` (dateValueMethod answers these names only). */
const DATE_VALUE_METHODS: ReadonlySet<string> = new Set(['getTime', 'toString', 'format', 'before', 'after']);

/** The tables of every receiver kind, by which a method name is known. */
const INSTANCE_TABLES: readonly MethodTable<never>[] = [
  stringMethods, dateMethods, numberMethods, arrayMethods, entityListMethods, intentListMethods, mentionMethods, intentMethods, objectMethods,
  commonMethods,
];

/**
 * True when some value answers a method of this name (a table's, a Date's, `find`). A call by any other name fails
 * with EL1004E on every value but a type (`T(Math).abs`) or a `new Random()`, whose methods are their own (statics.ts).
 */
export function isMethodName(name: string): boolean {
  return name === 'find' || DATE_VALUE_METHODS.has(name) || INSTANCE_TABLES.some((t) => t.has(name));
}

function dateValueMethod(self: DateValue, name: string, args: Value[]): Value | undefined {
  if (!DATE_VALUE_METHODS.has(name)) return undefined;
  if (name === 'getTime' && args.length === 0) return self.epochMs;
  if (name === 'toString' && args.length === 0) return renderDate(self.epochMs);
  if (name === 'format' && args.length === 1 && typeof args[0] === 'string') {
    return formatSimpleDate(msToWall(self.epochMs, 'datetime'), args[0]);
  }
  if ((name === 'before' || name === 'after') && args.length === 1 && args[0] instanceof DateValue) {
    return name === 'before' ? self.epochMs < args[0].epochMs : self.epochMs > args[0].epochMs;
  }
  return undefined;
}

/** Global functions: `now()`, `today()`, `clearDialogStack()`; undefined for a call with the wrong arguments. */
const GLOBAL_FUNCTIONS = new Map<string, (args: Value[], s: State) => Value | undefined>([
  ['now', (args, s) => (args.length > 1 ? undefined : now(args, s))],
  ['today', (args, s) => (args.length > 0 ? undefined : today(s))],
  [
    'clearDialogStack',
    (args, s) => {
      if (args.length > 0) return undefined;
      s.env.effects.clearDialogStack = true;
      return null;
    },
  ],
]);

/** True for the names of the global functions (a call by any other name without a receiver fails, EL1004E). */
export function isGlobalFunctionName(name: string): boolean {
  return GLOBAL_FUNCTIONS.has(name);
}

/** Calls a global function. */
export function callGlobal(name: string, args: Value[], s: State): Value {
  const r = GLOBAL_FUNCTIONS.get(name)?.(args, s);
  if (r !== undefined) return r;
  return fail(`EL1004E: Method call: Method ${name}(${args.map(() => '?').join(',')}) cannot be found on type com.ibm.watson.dialog.EvaluationContext`);
}

const CONSTRUCTORS = new Map<string, (args: Value[], s: State) => Value>([
  ['JsonArray', (args) => (args.length === 0 ? [] : undefinedCtor('JsonArray', args))],
  ['JsonObject', (args) => (args.length === 0 ? {} : undefinedCtor('JsonObject', args))],
  ['Random', (args) => (args.length <= 1 ? new RandomValue() : undefinedCtor('Random', args))],
  ['Date', (args, s) => (args.length === 0 ? new DateValue(s.env.now) : undefinedCtor('Date', args))],
  ['String', (args) => (args.length === 0 ? '' : args.length === 1 && typeof args[0] === 'string' ? args[0] : undefinedCtor('String', args))],
  ['ArrayList', (args) => (args.length === 0 ? [] : undefinedCtor('ArrayList', args))],
  ['HashMap', (args) => (args.length === 0 ? {} : undefinedCtor('HashMap', args))],
]);

const QUALIFIED: Record<string, string> = {
  'com.google.gson.JsonArray': 'JsonArray', 'com.google.gson.JsonObject': 'JsonObject', 'java.util.Random': 'Random',
  'java.util.Date': 'Date', 'java.lang.String': 'String', 'java.util.ArrayList': 'ArrayList', 'java.util.HashMap': 'HashMap',
};

function constructorKey(name: string): string {
  return QUALIFIED[name.replace(/\s+/g, '')] ?? name;
}

/** True when `new name(…)` names a type that can be built (anything else fails, EL1005E). */
export function isConstructorName(name: string): boolean {
  return CONSTRUCTORS.has(constructorKey(name));
}

function undefinedCtor(name: string, args: Value[]): never {
  return fail(`EL1002E: Constructor call: No suitable constructor found on type ${name} for arguments ${args.map((a) => JSON.stringify(toJson(a))).join(',')}`);
}

/** `new Name(args)` for the whitelisted types. */
export function construct(name: string, args: Value[], s: State): Value {
  const ctor = CONSTRUCTORS.get(constructorKey(name));
  if (!ctor) return fail(`EL1005E: Type cannot be found '${name}'`);
  return ctor(args, s);
}
