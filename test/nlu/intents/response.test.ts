import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileWorkspace, IRRELEVANCE_THRESHOLD } from '../../../src/index.js';
import { selectResponseIntents } from '../../../src/engine/intents.js';
import { TRAVEL_COUNTEREXAMPLES, TRAVEL_INTENTS, workspaceOf } from './fixtures.js';

const NOW = { now: '2024-01-01T12:00:00Z' };
const engine = compileWorkspace(workspaceOf(TRAVEL_INTENTS, { counterexamples: TRAVEL_COUNTEREXAMPLES }));

describe('response intents (engine.message)', () => {
  it('lists only the top intent by default', () => {
    const r = engine.message({ input: { text: 'will it rain in paris tomorrow' } }, NOW);
    expect(r.intents).toHaveLength(1);
    expect(r.intents[0].intent).toBe('weather');
    expect(r.intents[0].confidence).toBeGreaterThanOrEqual(IRRELEVANCE_THRESHOLD);
    expect(r.output.text).toEqual(['Sunny.']);
    expect(r).not.toHaveProperty('alternate_intents');
  });

  it('lists no intent and runs the irrelevant node when the top intent is below 0.2', () => {
    const r = engine.message({ input: { text: 'the mitochondria is the powerhouse of the cell' } }, NOW);
    expect(r.intents).toEqual([]);
    expect(r.output.text).toEqual(['Sorry, I did not get that.']);
    expect(r.output.nodes_visited).toEqual(['irrelevant']);
  });

  it('treats a counterexample as irrelevant', () => {
    const r = engine.message({ input: { text: 'Tell me a joke about flying pigs' } }, NOW);
    expect(r.intents).toEqual([]);
    expect(r.output.nodes_visited).toEqual(['irrelevant']);
  });

  it('lists the top 10 intents, sorted, below-threshold ones included, with alternate_intents', () => {
    const many = compileWorkspace(
      workspaceOf(
        Array.from({ length: 12 }, (_, i) => ({ intent: `topic_${i}`, examples: [`question number ${i} about topic ${i}`, `tell me about subject ${i}`] })),
      ),
    );
    const r = many.message({ input: { text: 'tell me about subject 3' }, alternate_intents: true }, NOW);
    expect(r.alternate_intents).toBe(true);
    expect(r.intents).toHaveLength(10);
    expect(r.intents[0]).toEqual({ intent: 'topic_3', confidence: 1 });
    for (let i = 1; i < r.intents.length; i++) expect(r.intents[i - 1].confidence).toBeGreaterThanOrEqual(r.intents[i].confidence);
    expect(r.intents[9].confidence).toBeLessThan(IRRELEVANCE_THRESHOLD);
    expect(many.classify('tell me about subject 3').intents.slice(0, 10)).toEqual(r.intents);
  });

  it('still lists intents with alternate_intents when the input is irrelevant', () => {
    const r = engine.message({ input: { text: 'quantum chromodynamics lecture notes' }, alternate_intents: true }, NOW);
    expect(r.intents).toHaveLength(TRAVEL_INTENTS.length);
    expect(r.intents[0].confidence).toBeLessThan(IRRELEVANCE_THRESHOLD);
    expect(r.output.nodes_visited).toEqual(['irrelevant']);
  });

  it('uses intents supplied in the request unchanged, with confidence 1 when missing', () => {
    const r = engine.message(
      { input: { text: 'book a flight' }, intents: [{ intent: 'greetings' } as never, { intent: 'weather', confidence: 0.3 }] },
      NOW,
    );
    expect(r.intents).toEqual([
      { intent: 'greetings', confidence: 1 },
      { intent: 'weather', confidence: 0.3 },
    ]);
    const supplied = engine.message({ input: { text: 'will it rain' }, intents: [{ intent: 'weather', confidence: 0.9 }] }, NOW);
    expect(supplied.output.text).toEqual(['Sunny.']);
    const none = engine.message({ input: { text: 'will it rain' }, intents: [] }, NOW);
    expect(none.intents).toEqual([]);
    expect(none.output.nodes_visited).toEqual(['irrelevant']);
  });

  it('gives no intent for an empty input', () => {
    expect(engine.message({}, NOW).intents).toEqual([]);
    expect(engine.message({ input: { text: '' } }, NOW).intents).toEqual([]);
  });
});

describe('engine.classify', () => {
  it('returns every intent sorted by descending confidence, the same as message with alternate_intents', () => {
    const { intents } = engine.classify('cancel my ticket');
    expect(intents).toHaveLength(TRAVEL_INTENTS.length);
    expect(intents[0].intent).toBe('cancel_booking');
    for (let i = 1; i < intents.length; i++) expect(intents[i - 1].confidence).toBeGreaterThanOrEqual(intents[i].confidence);
    const r = engine.message({ input: { text: 'cancel my ticket' }, alternate_intents: true }, NOW);
    expect(r.intents).toEqual(intents);
  });
});

describe('selectResponseIntents', () => {
  const sorted = [
    { intent: 'a', confidence: 0.5 },
    { intent: 'b', confidence: 0.1 },
  ];
  it('keeps the top intent at or above the threshold, nothing below it', () => {
    expect(selectResponseIntents(sorted, false)).toEqual([{ intent: 'a', confidence: 0.5 }]);
    expect(selectResponseIntents([{ intent: 'a', confidence: 0.2 }], false)).toEqual([{ intent: 'a', confidence: 0.2 }]);
    expect(selectResponseIntents([{ intent: 'a', confidence: 0.19999 }], false)).toEqual([]);
    expect(selectResponseIntents([], false)).toEqual([]);
    expect(selectResponseIntents([], true)).toEqual([]);
  });
});

describe('car dashboard sample (real log utterances)', () => {
  const file = path.resolve(__dirname, '../../fixtures/workspaces/car-dashboard-sample.json');
  const car = compileWorkspace(JSON.parse(fs.readFileSync(file, 'utf8')));
  it.each([
    ['hi', 'greetings'],
    ['stop the ac', 'turn_off'],
    ['turn on wipers?', 'turn_on'],
    ['where is the closest restroom', 'locate_amenity'],
    ['how is weather now?', 'weather'],
    ['i want to listen to some songs', 'turn_on'],
    ['get me a beer', 'locate_amenity'],
  ])('"%s" → %s, as the service answered', (text, intent) => {
    const best = car.classify(text).intents[0];
    expect(best.intent).toBe(intent);
    expect(best.confidence).toBeGreaterThanOrEqual(IRRELEVANCE_THRESHOLD);
  });

  it('gives training examples confidence 1, as the service did for "hi" and "stop the ac"', () => {
    expect(car.classify('hi').intents[0]).toEqual({ intent: 'greetings', confidence: 1 });
    expect(car.classify('stop the ac').intents[0]).toEqual({ intent: 'turn_off', confidence: 1 });
  });

  it('answers the workspace counterexamples as irrelevant', () => {
    for (const text of ['asdasdasda', 'cats are my favorite animal', 'which color is best for wedding']) {
      expect(car.classify(text).intents[0].confidence).toBeLessThan(IRRELEVANCE_THRESHOLD);
    }
  });
});
