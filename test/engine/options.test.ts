/**
 * The options of compileWorkspace / message / classify: any value a caller can pass (a symbol, an object
 * without a prototype, a number seed) ends as an answer or a 400 naming the option, never a TypeError.
 */
import { describe, expect, it } from 'vitest';
import { compileWorkspace } from '../../src/index.js';
import { parleyStatusAndErrors as errorOf } from '../security/guard.js';

const workspace = {
  name: 'w',
  language: 'en',
  dialog_nodes: [
    {
      dialog_node: 'welcome',
      conditions: 'welcome',
      output: { text: { values: ['a', 'b', 'c', 'd', 'e', 'f'], selection_policy: 'random' } },
    },
  ],
};

const odd: [string, unknown][] = [
  ['a symbol', Symbol('s')],
  ['an object without a prototype', Object.create(null)],
  ['a function', () => 1],
  ['a bigint', 5n],
];

describe('engine options', () => {
  const engine = compileWorkspace(workspace, { version: '2021-06-14' });

  it.each(odd)('now as %s is a 400 naming .now', (_, now) => {
    expect(errorOf(() => engine.message({}, { now: now as string }))).toEqual({
      status: 400,
      errors: [{ code: 'format', message: expect.stringMatching(/^Invalid option now: .* \(expected an ISO string, epoch ms or a Date\)$/), path: '.now' }],
    });
  });

  it.each(odd)('version as %s is a 400 naming .version, at compile and per message', (_, version) => {
    const expected = { status: 400, errors: [{ code: 'format', message: expect.stringMatching(/^Invalid version .*: expected YYYY-MM-DD$/), path: '.version' }] };
    expect(errorOf(() => compileWorkspace(workspace, { version: version as string }))).toEqual(expected);
    expect(errorOf(() => engine.message({}, { now: 0, version: version as string }))).toEqual(expected);
  });

  it('a version on a day the calendar lacks is a 400 naming .version, as a day filter on such a day is', () => {
    const expected = { status: 400, errors: [{ code: 'format', message: 'Invalid version "2018-02-30": expected YYYY-MM-DD', path: '.version' }] };
    expect(errorOf(() => compileWorkspace(workspace, { version: '2018-02-30' }))).toEqual(expected);
    expect(errorOf(() => engine.message({}, { now: 0, version: '2018-02-30' }))).toEqual(expected);
  });

  it.each([...odd, ['an object', {}], ['NaN', NaN], ['true', true]] as [string, unknown][])('seed as %s is a 400 naming .seed', (_, seed) => {
    expect(errorOf(() => engine.message({}, { now: 0, seed: seed as string }))).toEqual({
      status: 400,
      errors: [{ code: 'type', message: expect.stringMatching(/^Invalid option seed: .* \(expected a string\)$/), path: '.seed' }],
    });
  });

  it('a number seed gives the answers of its decimal string (not those of every other number)', () => {
    const say = (seed: string | number) => engine.message({}, { now: 0, seed }).output.text;
    expect(say(42)).toEqual(say('42'));
    expect(say(7)).toEqual(say('7'));
    const bySeed = new Set(Array.from({ length: 20 }, (_, i) => JSON.stringify(say(i))));
    expect(bySeed.size).toBeGreaterThan(1);
  });
});

describe('now outside the range of a Date (round hred11)', () => {
  // A finite number past ±8.64e15 ms is no instant: it was taken, and `now()`, `today()` and every system date of the
  // turn came out empty. It is the 400 of any other unreadable `now`.
  const engine = compileWorkspace(
    { name: 'w', language: 'en', dialog_nodes: [{ dialog_node: 'n', conditions: 'true', output: { text: '<? now() ?>' } }] },
    { version: '2017-05-26' },
  );

  it.each([8.64e15 + 1, -8.64e15 - 1, 1e300, Number.MAX_VALUE, -Number.MAX_SAFE_INTEGER])('now = %d is a 400 naming .now (message and classify)', (now) => {
    const expected = { status: 400, errors: [{ code: 'format', message: expect.stringMatching(/^Invalid option now: .* \(expected an ISO string, epoch ms or a Date\)$/), path: '.now' }] };
    expect(errorOf(() => engine.message({}, { now }))).toEqual(expected);
    expect(errorOf(() => engine.classify('tomorrow', { now }))).toEqual(expected);
  });

  it('the first and last instants a Date holds are read', () => {
    expect(engine.message({}, { now: 8.64e15 }).output.text).toEqual(['275760-09-13 00:00:00']);
    // Java's `yyyy` counts years of the era: -271821 is 271,822 BC.
    expect(engine.message({}, { now: -8.64e15 }).output.text).toEqual(['271822-04-20 00:00:00']);
  });
});
