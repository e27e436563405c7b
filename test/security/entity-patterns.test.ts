/**
 * Pattern entities (workspace authors' regexes) run on a linear-time engine (re2js), so no 2,048-character
 * input can hold the process whatever the pattern. Found by the first review: nested repetitions whose bounds
 * were both small passed the shape check and ran for minutes; by the second (issue 24, item 3):
 * `(\w+\W\w+)+$` passed it and took over 30 s on 106 characters.
 */
import { describe, expect, it } from 'vitest';
import { compileWorkspace } from '../../src/index.js';
import { within, cpuClock } from './guard.js';

function compileWithPattern(pattern: string) {
  return compileWorkspace({
    name: 'w',
    language: 'en',
    intents: [],
    entities: [{ entity: 'e', values: [{ value: 'v', type: 'patterns', patterns: [pattern] }] }],
    dialog_nodes: [],
  });
}

const hostileTexts = ['a'.repeat(2047) + '!', 'a'.repeat(2048), '0'.repeat(2047) + 'x', 'a '.repeat(1024)];

describe('issue 24 item 3: a catastrophic shape the check let through', () => {
  it('(\\w+\\W\\w+)+$ compiles and answers on aaa-×26 + !! at once (was: over 30 s)', () => {
    const engine = compileWithPattern('(\\w+\\W\\w+)+$');
    expect(engine.diagnostics).toEqual([]);
    const r = within(1000, () => engine.message({ input: { text: 'aaa-'.repeat(26) + '!!' } }));
    expect(r.entities).toEqual([]);
    expect(within(1000, () => engine.message({ input: { text: 'aaa-'.repeat(511) + 'aaaa' } })).entities).toHaveLength(1);
  });
});

describe('bounded nested repetitions', () => {
  it.each(['(a{2,64}){2,64}$', '(?:a{1,60}){1,60}b'])('rejects %s (over RE2\'s 1,000 repetitions) at compile time with its path', (pattern) => {
    const engine = compileWithPattern(pattern);
    expect(engine.diagnostics.map((d) => [d.level, d.code, d.path])).toEqual([['error', 'pattern_invalid', '.entities[0].values[0].patterns[0]']]);
    const start = cpuClock();
    for (const text of hostileTexts) expect(engine.message({ input: { text } }).entities).toEqual([]);
    expect(start()).toBeLessThan(1000);
  });

  it.each(['(\\d{1,3}){1,4}', '(a{1,3}){2}x', '(\\d{3}-){2}\\d{4}', '(a{1,8}){8}$'])('accepts bounded nesting %s and runs fast', (pattern) => {
    const engine = compileWithPattern(pattern);
    expect(engine.diagnostics).toEqual([]);
    const start = cpuClock();
    for (const text of hostileTexts) engine.message({ input: { text } });
    expect(start()).toBeLessThan(1000);
  });
});

describe('character properties named like Object.prototype members (round hred11)', () => {
  // `\p{constructor}` found Object.prototype's member in the POSIX class table: compileWorkspace threw a TypeError
  // (`ranges.map is not a function`), not a ParleyError or a diagnostic; over HTTP a workspace create was a 500.
  it.each(['\\p{constructor}', '\\p{toString}', '\\P{__proto__}', '\\p{IstoString}x', '[\\p{valueOf}]', '\\p{hasOwnProperty}', '\\p{IsisPrototypeOf}'])(
    '%s is an unknown property: a pattern_invalid diagnostic, the pattern unused',
    (pattern) => {
      const engine = compileWithPattern(pattern);
      expect(engine.diagnostics.map((d) => [d.level, d.code, d.path])).toEqual([['error', 'pattern_invalid', '.entities[0].values[0].patterns[0]']]);
      expect(engine.diagnostics[0].message).toContain('Unknown or unsupported character property');
      expect(engine.message({ input: { text: 'function Object() { [native code] } toString' } }).entities).toEqual([]);
    },
  );

  it('the real properties still match', () => {
    const engine = compileWithPattern('\\p{Alpha}+\\p{IsDigit}');
    expect(engine.diagnostics).toEqual([]);
    expect(engine.message({ input: { text: 'code abc7' } }).entities.map((e) => e.value)).toEqual(['v']);
  });
});
