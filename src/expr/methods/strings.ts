/** `java.lang.String` methods and the service's string extensions (§5.5). Regexes go through regex.ts. */
import type { JsonValue } from '../../model/index.js';
import type { Value } from '../values.js';
import { boundedString, intArg, javaString, stringArg } from '../coerce.js';
import { LIMITS } from '../env.js';
import { fail, limit } from '../failure.js';
import { compileRegex, regexInput } from '../regex.js';

import { arity, methodError, table } from './table.js';

/** Java `replaceAll` replacement: `$n` groups, `\x` escapes. */
function javaReplacement(replacement: string): string {
  let out = '';
  for (let i = 0; i < replacement.length; i++) {
    const ch = replacement[i];
    if (ch === '\\' && i + 1 < replacement.length) {
      const next = replacement[++i];
      out += next === '$' ? '$$' : next;
    } else if (ch === '$') {
      if (!/[0-9]/.test(replacement[i + 1] ?? '')) return methodError('replaceAll', 'Illegal group reference');
      out += '$';
    } else out += ch;
  }
  return out;
}

function checkRange(name: string, length: number, begin: number, end: number): void {
  if (begin < 0 || end > length || begin > end) methodError(name, `java.lang.StringIndexOutOfBoundsException: begin ${begin}, end ${end}, length ${length}`);
}

/** Java `String.split`: regex, trailing empty strings removed. */
export function javaSplit(text: string, pattern: string): string[] {
  // Split no further than one part past the limit: 1,000,000 characters split by '' built all their parts (3.4 s)
  // before the limit refused them (hred12). Parts are counted before trailing empty ones are removed, as before.
  const parts = text === '' ? [''] : regexInput(text).split(compileRegex(pattern, { global: true }), LIMITS.arrayLength + 1);
  if (parts.length > LIMITS.arrayLength) limit('array size');
  while (parts.length > 1 && parts[parts.length - 1] === '') parts.pop();
  if (parts.length > 1 && parts[0] === '' && text.length > 0) {
    const m = compileRegex(pattern).exec(text);
    if (m && m.index === 0 && m[0].length === 0) parts.shift();
  }
  return parts;
}

/** java.lang.String methods and the service's string extensions. */
export const stringMethods = table<string>({
  append(self, args) {
    arity('append', self, args, 1);
    return boundedString(self + javaString(args[0]));
  },
  concat(self, args) {
    arity('concat', self, args, 1);
    return boundedString(self + stringArg(args[0], 'concat'));
  },
  charAt(self, args) {
    arity('charAt', self, args, 1);
    const i = intArg(args[0], 'charAt');
    if (i < 0 || i >= self.length) methodError('charAt', `java.lang.StringIndexOutOfBoundsException: index ${i}, length ${self.length}`);
    return self[i];
  },
  contains(self, args) {
    arity('contains', self, args, 1);
    return self.includes(stringArg(args[0], 'contains'));
  },
  endsWith(self, args) {
    arity('endsWith', self, args, 1);
    return self.endsWith(stringArg(args[0], 'endsWith'));
  },
  startsWith(self, args) {
    arity('startsWith', self, args, 1, 2);
    return self.startsWith(stringArg(args[0], 'startsWith'), args.length > 1 ? intArg(args[1], 'startsWith') : 0);
  },
  equalsIgnoreCase(self, args) {
    arity('equalsIgnoreCase', self, args, 1);
    return typeof args[0] === 'string' && self.toLowerCase() === args[0].toLowerCase();
  },
  compareTo(self, args) {
    arity('compareTo', self, args, 1);
    const o = stringArg(args[0], 'compareTo');
    return self < o ? -1 : self > o ? 1 : 0;
  },
  compareToIgnoreCase(self, args) {
    arity('compareToIgnoreCase', self, args, 1);
    const a = self.toLowerCase();
    const b = stringArg(args[0], 'compareToIgnoreCase').toLowerCase();
    return a < b ? -1 : a > b ? 1 : 0;
  },
  extract(self, args) {
    arity('extract', self, args, 2);
    const m = compileRegex(stringArg(args[0], 'extract')).exec(regexInput(self));
    if (!m) return '';
    const g = intArg(args[1], 'extract');
    if (g < 0 || g >= m.length) methodError('extract', `java.lang.IndexOutOfBoundsException: No group ${g}`);
    return m[g] ?? '';
  },
  find(self, args) {
    arity('find', self, args, 1);
    return compileRegex(stringArg(args[0], 'find')).test(regexInput(self));
  },
  getMatch(self, args) {
    arity('getMatch', self, args, 2);
    const n = intArg(args[1], 'getMatch');
    const re = compileRegex(stringArg(args[0], 'getMatch'), { global: true });
    let count = 0;
    for (const m of regexInput(self).matchAll(re)) {
      if (count++ === n) return m[0];
      if (count > LIMITS.arrayLength) break;
    }
    return '';
  },
  matches(self, args) {
    arity('matches', self, args, 1);
    return compileRegex(stringArg(args[0], 'matches'), { whole: true }).test(regexInput(self));
  },
  indexOf(self, args) {
    arity('indexOf', self, args, 1, 2);
    return self.indexOf(stringArg(args[0], 'indexOf'), args.length > 1 ? intArg(args[1], 'indexOf') : 0);
  },
  lastIndexOf(self, args) {
    arity('lastIndexOf', self, args, 1);
    return self.lastIndexOf(stringArg(args[0], 'lastIndexOf'));
  },
  isEmpty(self, args) {
    arity('isEmpty', self, args, 0);
    return self.length === 0;
  },
  length(self, args) {
    arity('length', self, args, 0);
    return self.length;
  },
  replace(self, args) {
    arity('replace', self, args, 2);
    const from = stringArg(args[0], 'replace');
    const to = stringArg(args[1], 'replace');
    if (from === '') {
      if ((self.length + 1) * to.length + self.length > LIMITS.stringLength) limit('string length');
      return Array.from(self, (c) => to + c).join('') + to;
    }
    // The occurrences counted before any part is built, and no further than the limit allows (hred12: 0.7-0.9 s).
    const room = to.length > from.length ? Math.floor((LIMITS.stringLength - self.length) / (to.length - from.length)) : Infinity;
    let count = 0;
    for (let at = self.indexOf(from); at !== -1 && count <= room; at = self.indexOf(from, at + from.length)) count++;
    if (count > room) limit('string length');
    return self.split(from).join(to);
  },
  replaceAll(self, args) {
    arity('replaceAll', self, args, 2);
    const re = compileRegex(stringArg(args[0], 'replaceAll'), { global: true });
    return boundedString(regexInput(self).replace(re, javaReplacement(stringArg(args[1], 'replaceAll'))));
  },
  replaceFirst(self, args) {
    arity('replaceFirst', self, args, 2);
    const re = compileRegex(stringArg(args[0], 'replaceFirst'));
    return boundedString(regexInput(self).replace(re, javaReplacement(stringArg(args[1], 'replaceFirst'))));
  },
  split(self, args) {
    arity('split', self, args, 1);
    return javaSplit(self, stringArg(args[0], 'split'));
  },
  substring(self, args) {
    arity('substring', self, args, 1, 2);
    const begin = intArg(args[0], 'substring');
    const end = args.length > 1 ? intArg(args[1], 'substring') : self.length;
    checkRange('substring', self.length, begin, end);
    return self.slice(begin, end);
  },
  toLowerCase(self, args) {
    arity('toLowerCase', self, args, 0);
    return self.toLowerCase();
  },
  toUpperCase(self, args) {
    arity('toUpperCase', self, args, 0);
    return self.toUpperCase();
  },
  trim(self, args) {
    arity('trim', self, args, 0);
    return self.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  },
  toJson(self, args) {
    arity('toJson', self, args, 0);
    if (self.length > LIMITS.stringLength) limit('string length');
    try {
      return JSON.parse(self) as JsonValue;
    } catch {
      return fail(`EL1072E: Method toJson failed: com.google.gson.JsonSyntaxException: malformed JSON: ${self}`);
    }
  },
  toString(self: string, args: Value[]) {
    arity('toString', self, args, 0);
    return self;
  },
  hashCode(self, args) {
    arity('hashCode', self, args, 0);
    let h = 0;
    for (let i = 0; i < self.length; i++) h = (Math.imul(31, h) + self.charCodeAt(i)) | 0;
    return h;
  },
});
