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
