/**
 * Lint parses every expression the engine evaluates (h52lint): conditions, response texts, the strings of generic
 * responses, custom output keys, context values, actions' parameters; slot prompts, handlers and response conditions
 * are nodes of their own. Each finding names the field's JSON path and the offset in its text.
 */
import { describe, expect, it } from 'vitest';
import { lint, type LintFinding } from '../../../src/testing/index.js';
import { compileWorkspace, type WorkspaceInput } from '../../../src/index.js';

const examples = (intent: string) => ({ intent, examples: Array.from({ length: 5 }, (_, i) => ({ text: `${intent} example ${i}` })) });

function ws(parts: Partial<WorkspaceInput>): WorkspaceInput {
  return { name: 'lint', language: 'en', intents: [examples('order'), examples('help')], entities: [], dialog_nodes: [], ...parts };
}

const only = (findings: LintFinding[], ...codes: string[]) =>
  findings.filter((f) => codes.includes(f.code)).map((f) => ({ code: f.code, path: f.path, offset: f.offset, message: f.message }));

describe('expression-syntax: every evaluated text is parsed as the engine parses it (h52lint)', () => {
  it('names the field and the offset where the parser stopped, in each kind of field', () => {
    const findings = lint(
      ws({
        dialog_nodes: [
          { dialog_node: 'text', conditions: '#order', output: { text: 'Total: <? $a + ?> euros' } },
          { dialog_node: 'array', previous_sibling: 'text', conditions: '#help', output: { text: ['fine', 'Hi <? $name.( ?>'] } as never },
          {
            dialog_node: 'generic',
            previous_sibling: 'array',
            conditions: 'true',
            output: {
              generic: [
                { response_type: 'text', values: [{ text: 'ok' }, { text: '<? ) ?>' }] },
                { response_type: 'option', title: 'Pick', options: [{ label: 'A', value: { input: { text: '<? $x[ ?>' } } }] },
              ],
              action: { name: '<? 1 + ?>' },
            } as never,
            context: { cart: { items: ['<? $items.append( ?>'] } },
            actions: [{ name: 'lookup', type: 'client', parameters: { query: '<? @city. ?>' }, result_variable: 'found' }],
          },
        ],
      }),
    );
    expect(only(findings, 'expression-syntax').map((f) => [f.path, f.offset])).toEqual([
      ['.dialog_nodes[0].output.text', 15], // the end of ` $a + `, whose body starts at 9
      ['.dialog_nodes[1].output.text[1]', 12], // the `(` after `$name.`
      ['.dialog_nodes[2].actions[0].parameters.query', 9], // after `@city.`
      ['.dialog_nodes[2].context.cart.items[0]', 18],
      ['.dialog_nodes[2].output.action.name', 7],
      ['.dialog_nodes[2].output.generic[0].values[1].text', 3],
      ['.dialog_nodes[2].output.generic[1].options[0].value.input.text', 7],
    ]);
    expect(only(findings, 'expression-syntax').find((f) => f.path === '.dialog_nodes[0].output.text')).toEqual({
      code: 'expression-syntax',
      path: '.dialog_nodes[0].output.text',
      offset: 15,
      message: "An expression in 'text' does not parse (offset 15): SpEL syntax error: Expression [ $a + ] converted to [ context['a'] + ] at position 16: EL1044E: Unexpectedly ran out of input",
    });
  });

  it('a condition names its offset too; each failing block of one text is its own finding', () => {
    const findings = lint(ws({ dialog_nodes: [{ dialog_node: 'a', conditions: '#order && (', output: { text: '<? $a.b( ?> and <? ?> and <? $c ?>' } }] }));
    expect(only(findings, 'condition-syntax', 'expression-syntax').map((f) => [f.code, f.path, f.offset])).toEqual([
      ['condition-syntax', '.dialog_nodes[0].conditions', 11],
      ['expression-syntax', '.dialog_nodes[0].output.text', 9],
      ['expression-syntax', '.dialog_nodes[0].output.text', 18],
    ]);
  });

  it('slot prompts and handlers, response conditions: nodes of their own, each with its path', () => {
    const findings = lint(
      ws({
        entities: [{ entity: 'size', values: [{ value: 'large' }] }],
        dialog_nodes: [
          { dialog_node: 'f', type: 'frame', conditions: '#order', output: {} },
          { dialog_node: 's', type: 'slot', parent: 'f', variable: '$size' },
          { dialog_node: 'p', type: 'event_handler', event_name: 'focus', parent: 's', output: { text: 'Which size, <? $name.toUpperCase( ?>?' } },
          { dialog_node: 'i', type: 'event_handler', event_name: 'input', parent: 's', previous_sibling: 'p', conditions: '@size', context: { size: '<? @size + ?>' } },
          { dialog_node: 'r', type: 'response_condition', parent: 'f', previous_sibling: 's', conditions: 'true', output: { text: 'A <? $size == ?> pizza' } },
        ],
      }),
    );
    expect(only(findings, 'expression-syntax').map((f) => f.path)).toEqual(['.dialog_nodes[2].output.text', '.dialog_nodes[3].context.size', '.dialog_nodes[4].output.text']);
  });

  it('the engine limits apply: a block nested deeper than 100 levels is refused at offset 0 of its body', () => {
    const deep = `<? ${'('.repeat(101)}1${')'.repeat(101)} ?>`;
    const findings = lint(ws({ dialog_nodes: [{ dialog_node: 'a', conditions: '#order', context: { x: deep } }] }));
    expect(only(findings, 'expression-syntax').map((f) => [f.path, f.offset, /nested deeper than 100 levels/.test(f.message)])).toEqual([['.dialog_nodes[0].context.x', 2, true]]);
  });

  it('what parses is not reported: shorthand, escapes, a `<?` without `?>`, iframes, `<?` inside a string literal', () => {
    const findings = lint(
      ws({
        dialog_nodes: [
          {
            dialog_node: 'a',
            conditions: "#order && $x != '<? ('",
            context: { x: 'a', total: '<? $x.length() + 2 ?>' },
            output: {
              text: 'Price \\$5, @sys-number and <? "?" ?> and a lone <? here',
              generic: [{ response_type: 'iframe', source: 'https://example.com/<? ( ?>' }],
            } as never,
          },
        ],
      }),
    );
    expect(only(findings, 'condition-syntax', 'expression-syntax', 'unknown-method', 'unknown-type')).toEqual([]);
  });

  it('covers every field the engine reports at compile time (its diagnostics name a subset of lint\'s paths)', () => {
    const workspace = ws({
      dialog_nodes: [
        {
          dialog_node: 'a',
          conditions: '#order && (',
          output: { text: { values: ['<? ( ?>'] }, generic: [{ response_type: 'text', values: [{ text: '<? ) ?>' }] }, { response_type: 'option', title: '<? [ ?>', options: [] }], extra: '<? { ?>' } as never,
          context: { a: '<? + ?>', nested: { b: ['<? ! ?>'] } },
        },
      ],
    });
    const engine = compileWorkspace(workspace);
    const reported = engine.diagnostics.filter((d) => d.code === 'expression_syntax').map((d) => d.path);
    expect(reported.length).toBe(7);
    const linted = lint(workspace).filter((f) => f.code.endsWith('-syntax')).map((f) => f.path);
    for (const path of reported) expect(linted).toContain(path);
  });
});

describe('unknown-method and unknown-type: calls that fail every time they run (h52lint)', () => {
  it('a method no value has, a function that is not global, a type or constructor off the list, a filter that does not parse', () => {
    const findings = lint(
      ws({
        dialog_nodes: [
          {
            dialog_node: 'a',
            conditions: '$items.sizee() > 0',
            output: { text: 'Now <? now2() ?>, max <? T(Runtime).getRuntime() ?>, <? new Foo() ?>, <? $items.filter("x", "x >") ?>' },
            context: { items: [] },
          },
        ],
      }),
    );
    expect(only(findings, 'unknown-method', 'unknown-type', 'expression-syntax')).toEqual([
      { code: 'unknown-method', path: '.dialog_nodes[0].conditions', offset: 6, message: ".sizee() is a method of no value (in 'a', offset 6)" },
      {
        code: 'expression-syntax',
        path: '.dialog_nodes[0].output.text',
        offset: 79,
        message: "The expression of .filter() does not parse: EL1072E: Method filter failed: invalid expression 'x >' (in 'a', offset 79)",
      },
      { code: 'unknown-method', path: '.dialog_nodes[0].output.text', offset: 7, message: "now2() is no function (the functions are now(), today() and clearDialogStack()) (in 'a', offset 7)" },
      { code: 'unknown-type', path: '.dialog_nodes[0].output.text', offset: 25, message: "T(Runtime) names no type (Math, String, Integer, Long, Double, Boolean, Float, Short, Byte) (in 'a', offset 25)" },
      { code: 'unknown-type', path: '.dialog_nodes[0].output.text', offset: 56, message: "new Foo() names no type that can be built (in 'a', offset 56)" },
    ]);
  });

  it('the runtime fails on them as lint says', () => {
    const engine = compileWorkspace(ws({ dialog_nodes: [{ dialog_node: 'a', conditions: 'true', output: { text: '<? "ab".sizee() ?>' } }] }));
    expect(engine.message({ input: { text: 'hi' } }).output.error).toMatch(/EL1004E: Method call: Method sizee\(\) cannot be found/);
  });

  it('known calls are not reported: methods of any value, statics of a type, Random, the global functions, names in strings', () => {
    const findings = lint(
      ws({
        dialog_nodes: [
          {
            dialog_node: 'a',
            conditions: "$items.size() > 0 && T(Math).abs(-1) == 1 && new Random().nextInt(3) >= 0 && now() != null && 'sizee()' != ''",
            output: { text: '<? $items.filter("x", "x > 1").size() ?> <? T(String).format("%d", 1) ?> <? new Date().getTime() ?> <? @size.literal.toUpperCase() ?>' },
            context: { items: [] },
          },
        ],
      }),
    );
    expect(only(findings, 'unknown-method', 'unknown-type', 'expression-syntax', 'condition-syntax')).toEqual([]);
  });
});

describe('webhook-missing and webhook-without-url (h52lint)', () => {
  const call = (name: string) => ({ dialog_node: 'a', conditions: '#order', actions: [{ name, type: 'webhook' as const, parameters: {}, result_variable: 'r' }] });
  it('a webhook action with no webhook to call is an error; an empty URL a warning; main_webhook serves any name', () => {
    expect(only(lint(ws({ dialog_nodes: [call('main_webhook')] })), 'webhook-missing', 'webhook-without-url')).toEqual([
      { code: 'webhook-missing', path: '.dialog_nodes[0].actions[0]', offset: undefined, message: "'a' calls webhook 'main_webhook', and the workspace defines neither it nor main_webhook" },
    ]);
    expect(only(lint(ws({ dialog_nodes: [call('main_webhook')], webhooks: [{ name: 'main_webhook', url: '', headers: [] }] })), 'webhook-missing', 'webhook-without-url')).toEqual([
      { code: 'webhook-without-url', path: '.dialog_nodes[0].actions[0]', offset: undefined, message: "'a' calls webhook 'main_webhook', whose URL is empty in the workspace (set it where the workspace is deployed)" },
    ]);
    expect(only(lint(ws({ dialog_nodes: [call('other')], webhooks: [{ name: 'main_webhook', url: 'https://example.com/hook', headers: [] }] })), 'webhook-missing', 'webhook-without-url')).toEqual([]);
    const client = { dialog_node: 'a', conditions: '#order', actions: [{ name: 'f', type: 'client' as const, result_variable: 'r' }] };
    expect(only(lint(ws({ dialog_nodes: [client] })), 'webhook-missing', 'webhook-without-url')).toEqual([]);
  });
});

describe('pattern-ignored (h52lint)', () => {
  it('a pattern the engine cannot compile is dropped at compile time: an error at its path, with the engine\'s words', () => {
    const findings = lint(
      ws({
        entities: [{ entity: 'code', values: [{ value: 'v', type: 'patterns', patterns: ['[A-Z]{2}\\d+', '(?=a)b', 'a{2,1}'] }] }],
      }),
    );
    expect(findings.filter((f) => f.code === 'pattern-ignored').map((f) => [f.severity, f.path, f.message])).toEqual([
      ['error', '.entities[0].values[0].patterns[1]', '@code:v: Invalid pattern "(?=a)b": Lookahead and lookbehind are not supported (patterns run in linear time, as on the service) near index 0; it is ignored.'],
      ['error', '.entities[0].values[0].patterns[2]', '@code:v: Invalid pattern "a{2,1}": Illegal repetition range near index 1; it is ignored.'],
    ]);
    expect(compileWorkspace(ws({ entities: [{ entity: 'code', values: [{ value: 'v', type: 'patterns', patterns: ['(?=a)b'] }] }] })).diagnostics.map((d) => d.code)).toEqual(['pattern_invalid']);
  });
});

describe('hostile expressions lint in bounded time (h52lint)', () => {
  it('a 19,600-character call chain (one receiver check per tree, not per call) and 9,000 failing blocks in one text', () => {
    const chain = `$a${'.size()'.repeat(2800)}`;
    const typed = `T(Math).abs($a${'.size()'.repeat(2700)})`;
    const blocks = Array.from({ length: 9000 }, () => '<? $a.b( ?>').join(' ');
    const t = performance.now();
    const findings = lint(
      ws({
        dialog_nodes: [
          { dialog_node: 'a', conditions: chain, context: { a: [] } },
          { dialog_node: 'b', previous_sibling: 'a', conditions: typed },
          { dialog_node: 'c', previous_sibling: 'b', conditions: '#order', output: { text: blocks } },
        ],
      }),
    );
    // 0.05 s, 0.05 s and 0.9 s of CPU on a quiet core (the chain took 0.7 s with a receiver walk per call).
    expect(performance.now() - t).toBeLessThan(15_000);
    expect(findings.filter((f) => f.code === 'expression-syntax')).toHaveLength(9000);
    expect(findings.filter((f) => f.code === 'unknown-method')).toEqual([]);
  }, 30_000);
});

describe('pattern-ignored names the value whose pattern it is (h53user)', () => {
  it('the entity and value before the engine\'s words, a value with spaces in brackets as a condition writes it', () => {
    const findings = lint(
      ws({
        entities: [
          { entity: 'ok', values: [{ value: 'fine', type: 'patterns', patterns: ['\\d+'] }] },
          { entity: 'size', values: [{ value: 'extra large', type: 'patterns', patterns: ['', 'x{3,2}'] }] },
        ],
      }),
    );
    expect(findings.filter((f) => f.code === 'pattern-ignored').map((f) => [f.path, f.message])).toEqual([
      ['.entities[1].values[0].patterns[0]', '@size:(extra large): The pattern is empty; it is ignored.'],
      ['.entities[1].values[0].patterns[1]', '@size:(extra large): Invalid pattern "x{3,2}": Illegal repetition range near index 1; it is ignored.'],
    ]);
  });
});
