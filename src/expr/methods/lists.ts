/** Methods of the `entities` and `intents` lists and of single mentions/intents (§5.2, §5.5). */
import { intArg, javaString, stringArg } from '../coerce.js';
import { fail } from '../failure.js';
import { renderValue } from '../render.js';
import { EntityList, IntentList, IntentValue, Mention, type Value } from '../values.js';
import { arity, table } from './table.js';
import { mentionProperty } from '../access.js';

function outOfBounds(name: string, i: number, size: number): never {
  return fail(`EL1072E: Method ${name} failed: java.lang.IndexOutOfBoundsException: Index ${i} out of bounds for length ${size}`);
}

/** Methods of `entities` and `entities['x']`. */
export const entityListMethods = table<EntityList>({
  size(self, args) {
    arity('size', self, args, 0);
    return self.mentions.length;
  },
  isEmpty(self, args) {
    arity('isEmpty', self, args, 0);
    return self.mentions.length === 0;
  },
  get(self, args) {
    arity('get', self, args, 1);
    if (typeof args[0] === 'string') return self.named(args[0]);
    const i = intArg(args[0], 'get');
    const m = self.mentions[i];
    return m !== undefined && i >= 0 ? new Mention(m, self.inputText) : outOfBounds('get', i, self.mentions.length);
  },
  contains(self, args) {
    arity('contains', self, args, 1);
    const v = javaString(args[0]);
    return self.mentions.some((m) => String(m.value) === v);
  },
  containsIgnoreCase(self, args) {
    arity('containsIgnoreCase', self, args, 1);
    const v = javaString(args[0]).toLowerCase();
    return self.mentions.some((m) => String(m.value).toLowerCase() === v);
  },
  indexOf(self, args) {
    arity('indexOf', self, args, 1);
    const v = javaString(args[0]);
    return self.mentions.findIndex((m) => String(m.value) === v);
  },
  getRandomItem(self, args, s) {
    arity('getRandomItem', self, args, 0);
    if (self.mentions.length === 0) return null;
    const i = Math.min(self.mentions.length - 1, Math.floor(s.env.random() * self.mentions.length));
    return new Mention(self.mentions[i], self.inputText);
  },
  toString(self: EntityList, args: Value[]) {
    arity('toString', self, args, 0);
    return renderValue(self);
  },
});

/** Methods of `intents`. */
export const intentListMethods = table<IntentList>({
  size(self, args) {
    arity('size', self, args, 0);
    return self.intents.length;
  },
  isEmpty(self, args) {
    arity('isEmpty', self, args, 0);
    return self.intents.length === 0;
  },
  get(self, args) {
    arity('get', self, args, 1);
    const i = intArg(args[0], 'get');
    const it = self.intents[i];
    return it !== undefined && i >= 0 ? new IntentValue(it) : outOfBounds('get', i, self.intents.length);
  },
  containsIntent(self, args) {
    arity('containsIntent', self, args, 2, 3);
    const name = stringArg(args[0], 'containsIntent');
    const min = Number(args[1] === null ? 0 : (typeof args[1] === 'number' ? args[1] : intArg(args[1], 'containsIntent')));
    const top = args.length > 2 ? intArg(args[2], 'containsIntent') : -1;
    const pool = top >= 0 ? self.intents.slice(0, top) : self.intents;
    return pool.some((i) => i.intent === name && i.confidence >= min);
  },
  indexOf(self, args) {
    arity('indexOf', self, args, 1);
    const v = javaString(args[0] instanceof IntentValue ? args[0].intent.intent : args[0]);
    return self.intents.findIndex((i) => i.intent === v);
  },
  contains(self, args) {
    arity('contains', self, args, 1);
    const v = javaString(args[0]);
    return self.intents.some((i) => i.intent === v);
  },
});

/** Methods of one entity mention. */
export const mentionMethods = table<Mention>({
  get(self, args, s) {
    arity('get', self, args, 1);
    return mentionProperty(self.entity, stringArg(args[0], 'get'), s);
  },
  has(self, args) {
    arity('has', self, args, 1);
    return Object.hasOwn(self.entity, stringArg(args[0], 'has'));
  },
});

/** Methods of one intent. */
export const intentMethods = table<IntentValue>({
  get(self, args) {
    arity('get', self, args, 1);
    const key = stringArg(args[0], 'get');
    if (key === 'intent') return self.intent.intent;
    if (key === 'confidence') return self.intent.confidence;
    return null;
  },
});

