/**
 * The testing kit as a vitest user meets it: matchers registered by one import (failures carry expected and
 * actual, so vitest shows its diff), assertProperties that throws like fc.assert, arbitraries from a raw
 * workspace JSON, and a ParleyError naming the function and parameter for every bad argument.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import '../../src/testing/vitest/index.js';
import { loopWorkspace } from './loop-workspace.js';
import { compileWorkspace, type WorkspaceInput } from '../../src/index.js';
import { ParleyError } from '../../src/common/errors.js';
import {
  arbitraries,
  assertProperties,
  checkProperties,
  checkTurn,
  conversation,
  CoverageCollector,
  coverageHtml,
  describeTranscript,
  evaluateIntents,
  evaluationHtml,
  formatOutcome,
  fromReplayFile,
  jsonReport,
  junitReport,
  lint,
  loadTranscript,
  loadTranscriptFile,
  parleyMatchers,
  parseLabelledCsv,
  parseTranscriptText,
  PropertyError,
  runTranscript,
} from '../../src/testing/index.js';

const coffeeJson = JSON.parse(readFileSync(new URL('../../examples/coffee-shop.json', import.meta.url), 'utf8')) as WorkspaceInput;
const engine = compileWorkspace(coffeeJson, { version: '2021-06-14' });
const now = '2026-11-22T09:00:00Z';

describe('vitest matchers (import "parley/testing/vitest")', () => {
  it('pass on a conversation turn and on a bare MessageResponse', () => {
    const bot = conversation(engine, { now });
    const welcome = bot.say('');
    expect(welcome).toSayText('Welcome to the coffee shop! What can I get you?');
    expect(welcome).toSayText(/coffee shop/);
    expect(welcome).toSayTextContaining('Welcome', 'get you');
    expect(welcome).toVisit('Welcome');
    expect(welcome).toLogNoErrors();
    const order = bot.say('a large latte please');
    expect(order).toHaveIntent('order_drink', 0.5);
    expect(order).toHaveEntity('drink', 'latte');
    expect(order).toHaveContext({ drink: 'latte' });
    expect(engine.message({ input: { text: '' } })).not.toSayText('Goodbye');
  });

  it('fail with the expected and actual values vitest diffs, and a readable message', () => {
    const welcome = conversation(engine, { now }).say('');
    let error: unknown;
    try {
      expect(welcome).toSayText('Goodbye');
    } catch (e) {
      error = e;
    }
    const e = error as { message: string; expected: unknown; actual: unknown };
    expect(e.message).toBe('expected the reply to say Goodbye\ntext: output text differs\n  expected "Goodbye"\n  actual   "Welcome to the coffee shop! What can I get you?"');
    expect(e.expected).toBe('Goodbye');
    expect(e.actual).toBe('Welcome to the coffee shop! What can I get you?');
  });

  it('text_contains shows each line once when the generic text is mirrored in output.text (2018-07-10 on; it showed every line twice)', () => {
    const chat = conversation(engine, { now });
    chat.say('');
    let error: unknown;
    try {
      expect(chat.say('hi')).toSayTextContaining('Welcome');
    } catch (e) {
      error = e;
    }
    expect((error as { actual: unknown }).actual).toBe('Hello! What would you like to drink?');
    // A generic text that output.text lacks still counts (and shows), after the lines.
    const response = { output: { text: ['a'], generic: [{ response_type: 'text', text: 'a' }, { response_type: 'text', text: 'b' }] } } as never;
    expect(checkTurn({ text_contains: 'z' }, response)).toEqual([{ expectation: 'text_contains', message: 'output text does not contain "z"', expected: 'z', actual: 'a\nb' }]);
    expect(checkTurn({ text_contains: 'b' }, response)).toEqual([]);
  });

  it('refuse what is not a reply, as a ParleyError', () => {
    expect(() => parleyMatchers.toSayText(42, 'x')).toThrow(new ParleyError(400, 'Invalid Request Body', [{ code: 'type', message: 'toSayText: expected a message response (or a conversation turn), got number', path: 'toSayText(received)' }]));
    expect(() => expect(engine.message({ input: { text: '' } })).toVisit(3 as never)).toThrow('toVisit: nodes must be a node id or title, or an array of them');
  });
});

describe('property suites', () => {
  const loop = loopWorkspace;

  it('assertProperties passes quietly and throws like fc.assert (seed, counterexample, transcript) when an invariant breaks', () => {
    expect(() => assertProperties(engine, { numRuns: 20, seed: 1 })).not.toThrow();
    let error: unknown;
    try {
      assertProperties(compileWorkspace(loop, { version: '2021-06-14' }), { numRuns: 100, seed: 3, workspacePath: 'loop.json' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(PropertyError);
    const failure = (error as PropertyError).failure;
    expect(failure.invariant).toBe('noRuntimeErrors');
    expect((error as Error).message.split('\n').slice(0, 4)).toEqual([
      `Property failed: invariant noRuntimeErrors: ${failure.message}`,
      '{ seed: 3 }',
      `Counterexample: ${JSON.stringify(failure.turns)}`,
      'As a transcript (paste it into a regression file):',
    ]);
  });

  it('checkProperties and the arbitraries take a workspace JSON as well as an engine', () => {
    expect(checkProperties(coffeeJson, { numRuns: 10, seed: 2 })).toEqual(checkProperties(compileWorkspace(coffeeJson), { numRuns: 10, seed: 2 }));
    const fromJson = fc.sample(arbitraries.utterance(coffeeJson), { seed: 7, numRuns: 20 });
    const fromEngine = fc.sample(arbitraries.utterance(engine), { seed: 7, numRuns: 20 });
    const fromNormalized = fc.sample(arbitraries.utterance(engine.workspace), { seed: 7, numRuns: 20 });
    expect(fromJson).toEqual(fromEngine);
    expect(fromNormalized).toEqual(fromEngine);
    expect(fc.sample(arbitraries.conversation(coffeeJson, { maxTurns: 3 }), { seed: 7, numRuns: 5 }).every((t) => t.length >= 1 && t.length <= 3)).toBe(true);
  });
});

describe('every public function of parley/testing checks its arguments', () => {
  const cases: [string, () => unknown, string, string][] = [
    ['conversation', () => conversation({} as never), 'conversation(engine)', 'conversation: engine must be an engine (compileWorkspace(json)) (got object)'],
    ['conversation options', () => conversation(engine, 3 as never), 'conversation(options)', 'conversation: options must be an object when given (got number)'],
    ['say', () => conversation(engine).say(5 as never), 'say(text)', 'say: text must be a string (got number)'],
    ['send', () => conversation(engine).send(null as never), 'send(request)', 'send: request must be an object (got null)'],
    ['expect', () => conversation(engine).say('').expect('x' as never), 'expect(expectations)', 'expect: expectations must be an object (got string)'],
    ['runTranscript', () => runTranscript(undefined as never), 'runTranscript(loaded)', 'runTranscript: loaded must be an object (got undefined)'],
    ['runTranscript engine', () => runTranscript({ transcript: {} } as never, { engine: 1 as never }), 'runTranscript(options.engine)', 'runTranscript: options.engine must be an engine (compileWorkspace(json)) (got number)'],
    ['loadTranscriptFile', () => loadTranscriptFile(1 as never), 'loadTranscriptFile(path)', 'loadTranscriptFile: path must be a string (got number)'],
    ['parseTranscriptText', () => parseTranscriptText(null as never), 'parseTranscriptText(text)', 'parseTranscriptText: text must be a string (got null)'],
    ['loadTranscript', () => loadTranscript({}, 'x' as never), 'loadTranscript(opts)', 'loadTranscript: opts must be an object when given (got string)'],
    ['checkTurn', () => checkTurn({}, {} as never), 'checkTurn(response.output)', 'checkTurn: response.output must be an object (got undefined)'],
    ['formatOutcome', () => formatOutcome([] as never), 'formatOutcome(outcome)', 'formatOutcome: outcome must be an object (got an array)'],
    ['junitReport', () => junitReport({} as never), 'junitReport(outcomes)', 'junitReport: outcomes must be an array (got object)'],
    ['jsonReport', () => jsonReport([1] as never), 'jsonReport(outcomes[0])', 'jsonReport: outcomes[0] must be an object (got number)'],
    ['lint', () => lint('ws' as never), 'lint(workspace)', 'lint: workspace must be an object (got string)'],
    ['CoverageCollector', () => new CoverageCollector({} as never), 'CoverageCollector(workspace.dialog_nodes)', 'CoverageCollector: workspace.dialog_nodes must be an array (got undefined)'],
    ['coverageHtml', () => coverageHtml({} as never), 'coverageHtml(collector)', 'coverageHtml: collector must be a CoverageCollector (got object)'],
    ['describeTranscript', () => describeTranscript('x.yaml', { describe: 1 } as never), 'describeTranscript(api.describe)', 'describeTranscript: api.describe must be a function (got number)'],
    ['fromReplayFile', () => fromReplayFile({} as never, { workspace: {} } as never), 'fromReplayFile(file.conversations)', 'fromReplayFile: file.conversations must be an array (got undefined)'],
    ['checkProperties', () => checkProperties('ws' as never), 'checkProperties(engine)', 'checkProperties: engine must be an engine or a workspace object (got string)'],
    ['arbitraries', () => arbitraries.utterance(null as never), 'arbitraries(workspace)', 'arbitraries: workspace must be an object (got null)'],
    ['evaluateIntents', () => evaluateIntents(coffeeJson, 2 as never), 'evaluateIntents(options)', 'evaluateIntents: options must be an object when given (got number)'],
    ['evaluationHtml', () => evaluationHtml({} as never), 'evaluationHtml(evaluation.intents (from evaluateIntents))', 'evaluationHtml: evaluation.intents (from evaluateIntents) must be an array (got undefined)'],
    ['parseLabelledCsv', () => parseLabelledCsv(Buffer.from('a,b') as never), 'parseLabelledCsv(source)', 'parseLabelledCsv: source must be a string (got object)'],
  ];
  it.each(cases)('%s', (_name, call, path, message) => {
    let error: unknown;
    try {
      call();
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ParleyError);
    expect((error as ParleyError).status).toBe(400);
    expect((error as ParleyError).errors).toEqual([{ code: 'type', message, path }]);
  });
});

describe('evaluateIntents: the best threshold', () => {
  it('can decline everything: on out-of-scope utterances only, it lies above every confidence (it answered them all, net -n)', () => {
    const ev = evaluateIntents(coffeeJson, { test: parseLabelledCsv('text,intent\nfly me to the moon,\nwhat is the capital of peru,\n') });
    expect(ev.bestThreshold.score).toBe(2);
    expect(ev.bestThreshold.coverage).toBe(0);
    const highest = Math.max(...ev.predictions.map((p) => p.confidence));
    expect(ev.bestThreshold.threshold).toBeGreaterThan(highest);
    expect(ev.curve.at(-1)).toEqual(ev.bestThreshold);
  });
});

describe('evaluateIntents: progress', () => {
  it('reports 0/K then each fold trained, and the result is the same with or without the callback', () => {
    const steps: string[] = [];
    const ev = evaluateIntents(coffeeJson, { folds: 3, onProgress: (done, total) => steps.push(`${done}/${total}`) });
    expect(steps).toEqual(['0/3', '1/3', '2/3', '3/3']);
    expect(ev).toEqual(evaluateIntents(coffeeJson, { folds: 3 }));
    const held: string[] = [];
    evaluateIntents(coffeeJson, { test: parseLabelledCsv('text,intent\na latte please,order_drink\n'), onProgress: (done, total) => held.push(`${done}/${total}`) });
    expect(held).toEqual(['0/1', '1/1']);
  });

  it('an invalid workspace is refused with the path at fault before any fold (it said "0 examples cannot be split in 5 folds" at .folds)', () => {
    let error: unknown;
    try {
      evaluateIntents({ intents: [{ intent: 5 }] });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ParleyError);
    expect((error as ParleyError).errors).toEqual([{ code: 'type', message: 'intent must be a string, not number', path: '.intents[0].intent' }]);
  });

  it('refuses an onProgress that is not a function, naming it', () => {
    expect(() => evaluateIntents(coffeeJson, { onProgress: 'yes' as never })).toThrow('evaluateIntents: options.onProgress must be a function (got string)');
  });
});

describe('evaluationHtml: F1 bars', () => {
  const evaluation = (names: string[]) =>
    ({
      ...evaluateIntents(coffeeJson, { folds: 2 }),
      intents: names.map((intent) => ({ intent, support: 1, predicted: 1, precision: 1, recall: 1, f1: 1 })),
    }) as ReturnType<typeof evaluateIntents>;

  it('widens the label column to the longest intent name, so no name is cut off at the left edge', () => {
    const long = 'General_Conversation-Anaphora_Why_Needed';
    const html = evaluationHtml(evaluation(['hi', long]));
    const x = Math.ceil(long.length * 6.6) + 12;
    expect(html).toContain(`<text x="${x - 6}" y="31" text-anchor="end"><title>hi</title>hi</text><rect x="${x}"`);
    expect(html).toContain(`<title>${long}</title>${long}</text>`);
  });

  it('reads on a phone (seen at 390 px in Chromium): a viewport; each chart scales down to 85 % of its size, then scrolls sideways (its bars and legend ran off the screen)', () => {
    const html = evaluationHtml(evaluation(['hi']));
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    const label = 120;
    const width = label + 560 + 80;
    expect(html).toContain(`<div class="scroll"><svg class="chart" viewBox="0 0 ${width} 22" style="max-width:${width}px;min-width:${Math.round(width * 0.85)}px" role="img" aria-label="F1 per intent">`);
    expect(html.match(/<div class="scroll"><svg class="chart" /g)).toHaveLength(3);
    expect(html).not.toMatch(/<svg width=/);
    expect(html).toContain('h1{font-size:22px;margin:0 0 4px;overflow-wrap:anywhere}');
  });

  it('says what the colours of the F1 bars mean', () => {
    expect(evaluationHtml(evaluation(['hi']))).toContain(
      '<div class="muted"><span class="key" style="background:#3a7"></span>0.8 or more<span class="key" style="background:#e93"></span>0.5 to 0.8<span class="key" style="background:#d54"></span>below 0.5 · (support) = utterances of the intent</div>',
    );
  });

  it('the "right, of answered" line stops where nothing is answered (it fell to 0 there, as if every answer turned wrong)', () => {
    const ev = evaluateIntents(coffeeJson, { folds: 3 });
    const paths = [...evaluationHtml(ev).matchAll(/<path d="([^"]*)" fill="none" stroke="(#37c|#3a7)"/g)];
    const points = (i: number) => paths[i][1].split(' ').length;
    expect(paths.map((p) => p[2])).toEqual(['#37c', '#3a7']);
    expect(ev.curve.some((p) => p.coverage === 0)).toBe(true);
    expect(points(0)).toBe(ev.curve.length);
    expect(points(1)).toBe(ev.curve.filter((p) => p.coverage > 0).length);
  });

  it('shortens a name beyond the widest column with … and keeps the full name as its tooltip', () => {
    const huge = 'x'.repeat(80);
    const html = evaluationHtml(evaluation([huge]));
    expect(html).toContain(`<title>${huge}</title>${'x'.repeat(47)}…</text><rect x="330"`);
  });
});
