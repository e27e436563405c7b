import type { Case } from './world.js';

/** §5.5 object (JSONObject) methods and context/output clearing. */
export const objectCases: Case[] = [
  { expr: '$obj.clear()', expect: null, source: '§5.5 clear returns null' },
  { expr: "$obj.get('b')", expect: 'x', source: 'Gson JsonObject.get' },
  { expr: "$obj.get('zz')", expect: null, source: 'Gson JsonObject.get' },
  { expr: "$obj.has('a')", expect: true, source: '§5.5 has' },
  { expr: "$obj.has('zz')", expect: false, source: '§5.5 has' },
  { expr: "{first_name: 'John', last_name: 'Doe'}.remove('last_name')", expect: { first_name: 'John' }, source: '§5.5 remove doc example' },
  { expr: "$obj.remove('a').size()", expect: 2, source: '§5.5 remove' },
  { expr: '$obj.keySet()', expect: ['a', 'b', 'nested'], source: 'Gson JsonObject.keySet' },
  { expr: '$obj.size()', expect: 3, source: 'Gson JsonObject.size' },
  { expr: '$obj.isEmpty()', expect: false, source: 'Gson JsonObject' },
  { expr: "$obj.add('c', 3).c", expect: 3, source: 'docs/behaviour/expressions.md add returns the new object' },
  { expr: '$obj.toJson()', expect: { a: 1, b: 'x', nested: { deep: true } }, source: '§5.2 ${json_var}.toJson()' },
  { expr: '$obj.toString()', expect: '{"a":1,"b":"x","nested":{"deep":true}}', source: '§4.3 objects render as JSON' },
  { expr: "context.has('name')", expect: true, source: '§5.5 has' },
  { expr: "context.get('name')", expect: 'Ann', source: 'Gson get' },
  { expr: "context.remove('name').has('name')", expect: false, source: '§4.3 context.remove(x)' },
  { expr: '$obj.nosuch()', error: 'EL1004E', source: 'SpEL EL1004E' },
  { expr: '$obj.constructor', expect: null, source: 'docs/behaviour/expressions.md sandbox: ordinary missing key' },
  { expr: "$obj['__proto__']", expect: null, source: 'docs/behaviour/expressions.md sandbox' },
  { expr: '$obj.hasOwnProperty', expect: null, source: 'docs/behaviour/expressions.md sandbox' },
  { expr: "$obj.hasOwnProperty('a')", error: 'EL1004E', source: 'docs/behaviour/expressions.md sandbox: whitelist' },
  { expr: '$obj.valueOf()', error: 'EL1004E', source: 'docs/behaviour/expressions.md sandbox: whitelist' },
  { expr: "$(weird key):x", env: { context: { 'weird key': 'x' } }, expect: true, source: '§4.1 $(var-name)' },
];
