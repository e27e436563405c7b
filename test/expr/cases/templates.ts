import type { JsonValue } from '../../../src/model/index.js';
import type { EnvSpec } from '../env.js';

export interface TextCase {
  text: string;
  env?: EnvSpec;
  expect: string;
  /** Substrings of the expected errors, in order. */
  errors?: string[];
  source: string;
}

export interface ValueCase {
  value: JsonValue;
  env?: EnvSpec;
  expect: JsonValue;
  errors?: string[];
  source: string;
}

/** §4.3 rendering of response text. */
export const textCases: TextCase[] = [
  { text: 'Hello $name!', expect: 'Hello Ann!', source: '§5.1 shorthand in output text' },
  { text: 'Hello <? $name ?>!', expect: 'Hello Ann!', source: '§5.1 <? ?> in output text' },
  { text: 'plain text', expect: 'plain text', source: '§4.3 static text' },
  { text: 'this is my array: $list', expect: 'this is my array: ["one","two","three"]', source: '§4.3 arrays render as JSON' },
  { text: 'obj: $obj', expect: 'obj: {"a":1,"b":"x","nested":{"deep":true}}', source: '§4.3 JSON renders as JSON' },
  { text: 'All of <? entities.size() ?> entities: <? entities ?>.', expect: 'All of 6 entities: 4, Boston, New York, 2021-06-20, 19:30:00, 24.', source: '§10.9 entities render as comma-joined values' },
  { text: 'Cities (<? entities[\'city\'] ?>)', expect: 'Cities (Boston, New York)', source: '§10.9 entities[x] renders as values' },
  { text: 'You have <? @sys-currency.toDouble() + 30 ?> <? @sys-currency.unit ?>', expect: 'You have 54.0 USD', source: '§10.9 You have 54.0 USD' },
  { text: 'The result is <? $counter + $counter ?>.', expect: 'The result is 6.', source: '§10.9 The result is 32.' },
  { text: 'Price \\$name and \\@city and \\#book', expect: 'Price $name and @city and #book', source: '§4.3 \\$ \\@ \\# escapes' },
  { text: 'I am ordering a $size $dietary pizza', expect: 'I am ordering a   pizza', source: '§4.3 missing variable renders empty [I]' },
  { text: 'City: @city.', expect: 'City: Boston.', source: '§5.1 @entity in text; trailing dot is text' },
  { text: 'Lit: @city.literal!', expect: 'Lit: Boston!', source: '§5.2 @x.literal' },
  { text: 'Deep: $obj.nested.deep', expect: 'Deep: true', source: 'food-coach $user.tone.emotion.current' },
  { text: 'Missing: $user.tone.emotion.current', expect: 'Missing: ', source: 'docs/behaviour/expressions.md text references are null-safe' },
  { text: 'Ellipsis $name...', expect: 'Ellipsis Ann...', source: 'car-dashboard $location...' },
  { text: 'Hmm...@city.  How was it?', expect: 'Hmm...Boston.  How was it?', source: 'food-coach node_3_1472665334598: an @ after a dot is a reference' },
  { text: 'mail me at help@ibm.co.in', expect: 'mail me at help@ibm.co.in', source: 'online-store text: @ inside a word is text' },
  { text: 'Cost: $$24', expect: 'Cost: $$24', source: 'BankWS $$150: $ before a digit is text' },
  { text: 'Top: #book', expect: 'Top: #book', source: '§4.3 since 2019-02-28 # in output is text' },
  { text: 'Top: #book', env: { version: '2018-07-10' }, expect: 'Top: #book', source: 'docs/behaviour/expressions.md # inside longer text is text in every version' },
  { text: '#book', env: { version: '2018-07-10' }, expect: 'true', source: '§4.3 before 2019-02-28 a string starting with #x was an intent reference' },
  { text: 'Order #123 and #hashtag', expect: 'Order #123 and #hashtag', source: '§4.3 # in output is text' },
  { text: 'Top: <? #book ?>', expect: 'Top: true', source: '§4.3 <? #intent ?> forces an intent reference' },
  { text: '<? $zero ?>|<? $nothing ?>|<? $flag ?>', expect: '0||true', source: '§4.3 rendering of 0, null, booleans' },
  { text: '<? 54.0 ?> <? 32 ?>', expect: '54.0 32', source: '§4.3 doubles Java-style, integers plain' },
  { text: 'Broken <? 1 + ?> text', expect: 'Broken  text', errors: ['EL1044E'], source: '§5.6 errors are reported, text goes on' },
  { text: 'Bad <? $missing.x ?>!', expect: 'Bad !', errors: ['EL1007E'], source: '§5.6' },
  { text: '<? (returning_from_digression)? "Now, back" : "What is the order number?" ?>', env: { flags: { returning_from_digression: true } }, expect: 'Now, back', source: '§3 returning_from_digression' },
  { text: "<? $pizza_toppings.join(', ') ?> . We'll plan on <?$pizza_place == 'stay'? 'you eating here.' :  ' you taking this home'?>", env: { context: { pizza_toppings: ['ham', 'onion'], pizza_place: 'stay' } }, expect: "ham, onion . We'll plan on you eating here.", source: 'pizzeria-slots text' },
  { text: 'Clear <? clearDialogStack() ?>done', expect: 'Clear done', source: '§3 clearDialogStack()' },
  { text: 'Unclosed <? 1 + 1', expect: 'Unclosed <? 1 + 1', source: 'docs/behaviour/expressions.md unclosed block is text' },
  { text: 'a < b and $name', expect: 'a < b and Ann', source: '§4.3 < not followed by ? is text' },
  { text: "<? @ups_tracking_number.literal.replace(/ /g, '') ?>", expect: '', errors: ["Expression [ @ups_tracking_number.literal.replace(/ /g, '') ] converted to [ entities['ups_tracking_number']?.literal.replace(/ /g, '') ] at position 50: EL1070E: Problem parsing left operand"], source: '§10.5 Botkit180 message' },
  { text: '${name} and $(card-type)', expect: 'Ann and MASTER CARD', source: '§5.2 ${x} and $(x-y)' },
  { text: 'Now: <? now() ?>', expect: 'Now: 2021-06-14 10:00:00', source: '§5.5 now()' },
  { text: 'Time: <? new Date() ?>', expect: 'Time: Mon Jun 14 10:00:00 GMT 2021', source: 'java.util.Date.toString' },
];

/** §4.3 evaluation of context values. */
export const valueCases: ValueCase[] = [
  { value: '<? $list.size() ?>', expect: 3, source: '§4.3 single expression keeps the type' },
  { value: '<? $toppings_array.size() ?>', env: { context: { toppings_array: ['a', 'b'] } }, expect: 2, source: '§4.3 <? $toppings_array.size() ?> → 2' },
  { value: '@sys-number', expect: 4, source: '§4.3 exact shorthand reference keeps type' },
  { value: '@city', expect: 'Boston', source: '§4.3 "place":"@place" saves Paris' },
  { value: '@city.literal', expect: 'Boston', source: '§4.3 "@Address.literal"' },
  { value: '$list', expect: ['one', 'two', 'three'], source: '§4.3 "var2": "$var1"' },
  { value: '$obj', expect: { a: 1, b: 'x', nested: { deep: true } }, source: '§4.3 reference to an object' },
  { value: 'Count: <? $list.size() ?>', expect: 'Count: 3', source: '§4.3 mixed text is stringified' },
  { value: 'Track Order <? @city ?>', expect: 'Track Order Boston', source: '§10.5 Track Order <? … ?>' },
  { value: '<? context[\'counter\'] + 1 ?>', expect: 4, source: 'bank-intermediate counter increment' },
  { value: '<?$default_counter+1?>', env: { context: { default_counter: 1 } }, expect: 2, source: 'car-dashboard counter' },
  { value: '<? $missing ?>', expect: null, source: '§4.3 null result kept' },
  { value: ' <? true ?> ', expect: true, source: 'docs/behaviour/expressions.md surrounding blanks ignored' },
  { value: '#term_insurance', expect: '#term_insurance', source: '§4.3 since 2019-02-28 #x in context is a string' },
  { value: '#FFFFFF', env: { version: '2018-07-10' }, expect: false, source: '§4.3 before 2019-02-28 "#FFFFFF" became false' },
  { value: '<? #book ?>', expect: true, source: '§4.3 <? #intent ?> forces an intent reference' },
  { value: 'no template', expect: 'no template', source: '§4.3 plain strings' },
  { value: 42, expect: 42, source: '§4.3 non-strings unchanged' },
  { value: null, expect: null, source: '§4.3 null sets the variable to null' },
  { value: { a: '<? 1 + 1 ?>', b: ['$name', { c: '@city' }], d: true }, expect: { a: 2, b: ['Ann', { c: 'Boston' }], d: true }, source: '§4.3 nested objects and arrays' },
  { value: '<? $toppings.append(\'x\') ?>', expect: ['onion', 'olives', 'ham', 'x'], source: '§5.5 append yields the new array' },
  { value: '<? output.var2?:new JsonArray().append($name) ?>', expect: ['Ann'], source: '§4.3 copy idiom' },
  { value: '<? 1 + ?>', expect: null, errors: ['SpEL syntax error'], source: '§5.6 error in a context value' },
  { value: '<? context.clear() ?>', expect: null, source: '§4.1 context.clear()' },
  { value: "<? $card_type_selected.append('<br><b>Travel</b><br>$150 bonus') ?>", env: { context: { card_type_selected: 'Cards:' } }, expect: 'Cards:<br><b>Travel</b><br>$150 bonus', source: 'bank-intermediate append with $ inside a string literal' },
  { value: '$$150 bonus', expect: '$$150 bonus', source: 'BankWS $$150' },
  { value: JSON.parse('{"__proto__":"<? 1 ?>"}') as JsonValue, expect: JSON.parse('{"__proto__":1}') as JsonValue, source: 'docs/behaviour/expressions.md __proto__ is an ordinary key' },
];
