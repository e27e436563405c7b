/**
 * Pattern entities (workspace authors' regexes): a pattern that can backtrack for long is rejected at
 * compile time, so no 2,048-character input can hold the process. Found by this review: nested
 * repetitions whose bounds are both below LARGE_REPEAT passed the check and ran for minutes.
 */
import { describe, expect, it } from 'vitest';
import { compileWorkspace } from '../../src/index.js';

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

describe('bounded nested repetitions', () => {
  it.each(['(a{2,64}){2,64}$', '(?:a{1,60}){1,60}b', '(a{1,8}){8}$'])('rejects %s at compile time with its path', (pattern) => {
    const engine = compileWithPattern(pattern);
    expect(engine.diagnostics.map((d) => [d.level, d.code, d.path])).toEqual([['error', 'pattern_unsafe', '.entities[0].values[0].patterns[0]']]);
    const start = performance.now();
    for (const text of hostileTexts) expect(engine.message({ input: { text } }).entities).toEqual([]);
    expect(performance.now() - start).toBeLessThan(1000);
  });

  it.each(['(\\d{1,3}){1,4}', '(a{1,3}){2}x', '(\\d{3}-){2}\\d{4}'])('still accepts small bounded nesting %s and runs fast', (pattern) => {
    const engine = compileWithPattern(pattern);
    expect(engine.diagnostics).toEqual([]);
    const start = performance.now();
    for (const text of hostileTexts) engine.message({ input: { text } });
    expect(performance.now() - start).toBeLessThan(1000);
  });
});
