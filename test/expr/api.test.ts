/**
 * The public contract used by the dialog layer: conditions, effects, static templates, printing.
 */
import { describe, expect, it } from 'vitest';
import {
  createEffects, evaluateCondition, evaluateExpression, evaluateValue, parseExpression, parseTemplate, printExpression, renderTemplate,
} from '../../src/expr/index.js';
import { makeEnv } from './env.js';

describe('conditions (§5.4 truthiness, §5.6 errors)', () => {
  it('0, null, false and errors are false; other values true', () => {
    const env = makeEnv({ context: { zero: 0, one: 1, s: 'x', list: [] } });
    const cond = (s: string) => evaluateCondition(parseExpression(s), env);
    expect(cond('$zero')).toEqual({ value: false });
    expect(cond('$missing')).toEqual({ value: false });
    expect(cond('$one')).toEqual({ value: true });
    expect(cond('$s')).toEqual({ value: true });
    expect(cond('$list')).toEqual({ value: true });
    const broken = cond('$missing.x');
    expect(broken.value).toBe(false);
    expect(broken.error).toBe("SpEL evaluation error: Expression [$missing.x] converted to [context['missing'].x] at position 0: EL1007E: Property or field 'x' cannot be found on null");
    const syntax = cond('#a &&');
    expect(syntax.value).toBe(false);
    expect(syntax.error).toBe("SpEL syntax error: Expression [#a &&] converted to [intent == 'a' &&] at position 16: EL1044E: Unexpectedly ran out of input");
  });

  it('a hand-made {source} is parsed on the spot', () => {
    expect(evaluateCondition({ source: '1 < 2' }, makeEnv())).toEqual({ value: true });
    expect(evaluateExpression({ source: "'a' + 1" }, makeEnv())).toEqual({ ok: true, value: 'a1' });
  });

  it('a parse error is kept on the parsed expression and returned by every evaluation', () => {
    const p = parseExpression('1 2');
    expect(p.ast).toBeUndefined();
    expect(p.error).toBe("SpEL syntax error: Expression [1 2] converted to [1 2] at position 2: EL1041E: After parsing a valid expression, there is still more data in the expression: '2'");
    expect(evaluateExpression(p, makeEnv())).toEqual({ ok: false, error: p.error });
  });
});

describe('effects (§3 clearDialogStack, §4.1 context.clear)', () => {
  it('records clearDialogStack(), context.clear() and output.clear()', () => {
    const env = makeEnv({ context: { a: 1 }, output: { text: ['x'] } });
    expect(env.effects).toEqual(createEffects());
    renderTemplate(parseTemplate('<? clearDialogStack() ?>'), env);
    expect(env.effects).toEqual({ clearDialogStack: true, clearContext: false, clearOutput: false });
    evaluateValue({ x: '<? context.clear() ?>' }, env);
    evaluateExpression(parseExpression('output.clear()'), env);
    expect(env.effects).toEqual({ clearDialogStack: true, clearContext: true, clearOutput: true });
    expect(env.context).toEqual({ a: 1 });
  });

  it('records context.remove(key) (§4.3: removes the key entirely)', () => {
    const env = makeEnv({ context: { a: 1, b: 2 } });
    renderTemplate(parseTemplate("<? context.remove('a') ?><? context.remove('zz') ?>"), env);
    expect(env.effects.removedContextKeys).toEqual(['a', 'zz']);
    expect(env.context).toEqual({ a: 1, b: 2 });
  });

  it('clear() on other objects is not an effect', () => {
    const env = makeEnv({ context: { o: { a: 1 } } });
    expect(evaluateExpression(parseExpression('$o.clear()'), env)).toEqual({ ok: true, value: null });
    expect(env.effects).toEqual(createEffects());
  });
});

describe('templates', () => {
  it('static text is returned unchanged without evaluation', () => {
    const t = parseTemplate('Just text.');
    expect(t.isStatic).toBe(true);
    expect(renderTemplate(t, makeEnv()).text).toBe('Just text.');
    expect(parseTemplate('Hi $name').isStatic).toBe(false);
    expect(parseTemplate('Mail a@b.c').isStatic).toBe(true);
  });

  it('frozen contexts are read, never written', () => {
    const context = Object.freeze({ list: Object.freeze(['a']) as unknown as string[], o: Object.freeze({ k: 1 }) });
    const env = makeEnv({ context });
    expect(evaluateValue('<? $list.append("b") ?>', env).value).toEqual(['a', 'b']);
    expect(evaluateValue('<? $o.add("j", 2) ?>', env).value).toEqual({ k: 1, j: 2 });
    expect(context).toEqual({ list: ['a'], o: { k: 1 } });
  });
});

describe('§10.9 documented outputs (Vars)', () => {
  it('context set from $myproperties and @sys-number, then read back in text: "The result is 32."', () => {
    const input = 'nested 8';
    const entities = [{ entity: 'sys-number', value: '8', location: [7, 8] as [number, number], confidence: 1 }];
    const first = makeEnv({ input, entities, context: { myproperties: { one: 'one', two: 2 } } });
    const set = evaluateValue({ access: "<? $myproperties['one'] ?>", result: "<? $myproperties['two'] * @sys-number ?>" }, first);
    expect(set).toEqual({ value: { access: 'one', result: 16 }, errors: [] });
    const second = makeEnv({ input, entities, context: { myproperties: { one: 'one', two: 2 }, ...(set.value as object) } });
    const text = "This is my nested response: <? context['access'] ?>. The result is <? context['result'] + context['result'] ?>.";
    expect(renderTemplate(parseTemplate(text), second).text).toBe('This is my nested response: one. The result is 32.');
  });

  it('"All of 5 entities: San Francisco, Germany, Henrik, 2017-06-19, 20."', () => {
    const input = 'How is the weather today in San Francisco and in Germany. Will it be over 20? Henrik and family want to go outside';
    const at = (s: string): [number, number] => [input.indexOf(s), input.indexOf(s) + s.length];
    const entities = [
      { entity: 'sys-location', value: 'San Francisco', location: at('San Francisco') },
      { entity: 'sys-location', value: 'Germany', location: at('Germany') },
      { entity: 'sys-person', value: 'Henrik', location: at('Henrik') },
      { entity: 'sys-date', value: '2017-06-19', location: at('today') },
      { entity: 'sys-number', value: '20', location: at('20') },
    ];
    const text = 'All of <? entities.size() ?> entities: <? entities ?>. They include "sys-location" (<? entities[\'sys-location\'] ?>), "sys-date" (<? entities[\'sys-date\'] ?>), "sys-number" (<? entities[\'sys-number\'] ?>), "sys-person" (<? entities[\'sys-person\'] ?>) and more';
    expect(renderTemplate(parseTemplate(text), makeEnv({ input, entities })).text).toBe(
      'All of 5 entities: San Francisco, Germany, Henrik, 2017-06-19, 20. They include "sys-location" (San Francisco, Germany), "sys-date" (2017-06-19), "sys-number" (20), "sys-person" (Henrik) and more',
    );
  });

  // The README quotes input "I have 20 USD and $24" with "54.0": 20 + 24 is 44, so one figure there is off;
  // the rendering (a double sum printed as "54.0") is what this pins, with $34.
  it('"You have 54.0 USD"', () => {
    const input = 'I have 20 USD and $34';
    const entities = [
      { entity: 'sys-currency', value: '20', location: [7, 13] as [number, number], metadata: { unit: 'USD' } },
      { entity: 'sys-currency', value: '34', location: [18, 21] as [number, number], metadata: { unit: 'USD' } },
    ];
    const env = makeEnv({ input, entities });
    const condition = "entities['sys-currency'] && entities['sys-currency'].size()==2 && entities['sys-currency'][0].unit==entities['sys-currency'][1].unit";
    expect(evaluateCondition(parseExpression(condition), env)).toEqual({ value: true });
    const text = "You have <? entities['sys-currency'][0].value.toDouble() + entities['sys-currency'][1].value.toDouble() ?> <? @sys-currency.unit ?>";
    expect(renderTemplate(parseTemplate(text), env).text).toBe('You have 54.0 USD');
  });
});

describe('randomness comes from env.random only', () => {
  it.each([
    [0, "$list.getRandomItem()", 'a'],
    [0.99, "$list.getRandomItem()", 'c'],
    [0.5, 'new Random().nextInt(10)', 5],
    [0.25, 'new Random(42).nextDouble()', 0.25],
    [0.75, 'new Random().nextBoolean()', false],
    [0.125, 'T(java.lang.Math).random()', 0.125],
  ])('random() = %s: %s → %j', (r, expr, expected) => {
    const env = { ...makeEnv({ context: { list: ['a', 'b', 'c'] } }), random: () => r };
    expect(evaluateExpression(parseExpression(expr), env)).toEqual({ ok: true, value: expected });
  });
});

describe('printExpression', () => {
  it.each([
    ['#help or #i_am_lost', "#help || #i_am_lost"],
    ['$card_type:VISA', '$card_type:(VISA)'],
    ["@city:(New York) AND NOT $x", '@city:(New York) && !$x'],
    ['(1 + 2) * 3', '(1 + 2) * 3'],
    ['a ? b : c ?: d', 'a ? b : c ?: d'],
    ["$users.?[age > 18].![name]", '$users.?[age > 18].![name]'],
    ["T(java.lang.Math).max(1, 2L)", 'T(java.lang.Math).max(1, 2L)'],
    ['5.0', '5.0'],
  ])('%s prints as %s', (source, printed) => {
    expect(printExpression(parseExpression(source).ast!)).toBe(printed);
  });
});
