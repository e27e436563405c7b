/**
 * Issue 21, item 3 (h84fb): the `""` before the fallback text of car-dashboard-real-logs cases 029 and 087.
 *
 * The shared export gives `node_1_1467743415843` (`#out_of_scope || #off_topic`) `text: {values: []}`, which adds
 * nothing; case 091 shows the same shape on `node_2_1487280430136` (`anything_else`) adding nothing in the same
 * recording. Every export of that node dated before the recording (car-dashboard-2016, -2016-11, -2018-03) has the
 * legacy `text: ""`, and the shared export's record of the node was rewritten after the recording (its
 * `previous_sibling` is a node created 30 minutes after the last recorded turn). With the node as it stood, the
 * engine answers all three recorded turns exactly; with the export as shared it answers 091 and not 029/087. No
 * rule read from the shape alone gives both, so the engine keeps `values: []` silent (docs/behaviour/dialog.md).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compileWorkspace, type Engine, type MessageRequest, type MessageResponse } from '../../src/index.js';
import { loadWorkspace, workspace, type NodeSpec } from './helpers.js';

interface RecordedTurn {
  request: MessageRequest & { context?: Record<string, unknown> };
  now: string;
  expect: Record<string, unknown>;
}
interface Recorded {
  conversations: { id: string; turns: RecordedTurn[] }[];
}

const recorded = JSON.parse(
  readFileSync(new URL('../fixtures/transcripts/car-dashboard-real-logs.json', import.meta.url), 'utf8'),
) as Recorded;

function recordedTurn(caseNumber: string): RecordedTurn {
  const c = recorded.conversations.find((x) => x.id.startsWith(`case-${caseNumber}:`));
  if (!c) throw new Error(`no case ${caseNumber}`);
  return c.turns[0];
}

const OUT_OF_SCOPE = 'node_1_1467743415843';

interface DialogNodeJson {
  dialog_node: string;
  output?: unknown;
}

/** car-dashboard-sample as shared, or with the out-of-scope node's output as every earlier export has it. */
function carDashboard(outOfScopeOutput?: unknown): Record<string, unknown> {
  const ws = structuredClone(loadWorkspace('car-dashboard-sample')) as { dialog_nodes: DialogNodeJson[] };
  if (outOfScopeOutput !== undefined) {
    const node = ws.dialog_nodes.find((n) => n.dialog_node === OUT_OF_SCOPE)!;
    node.output = outOfScopeOutput;
  }
  return ws as unknown as Record<string, unknown>;
}

/**
 * The workspace as it stood (text "") and as shared, each compiled once for the file: a compile reads no version (it is
 * the default of `message`, which takes one per call) and an engine keeps no state between messages, so the twenty
 * compiles of car-dashboard-sample the cases made (a second or so each) gave the same engines.
 */
const engines = new Map<string, Engine>();
function engineOf(variant: 'as recorded' | 'shared'): Engine {
  let engine = engines.get(variant);
  if (!engine) engines.set(variant, (engine = compileWorkspace(variant === 'shared' ? carDashboard() : carDashboard({ text: '' }))));
  return engine;
}

/** The turn replayed as recorded: the request with the logged NLU, its clock, UTC, the default version unless given. */
function replay(variant: 'as recorded' | 'shared', turn: RecordedTurn, version?: string): MessageResponse {
  return engineOf(variant).message(turn.request, { now: turn.now, timezone: 'UTC', seed: 'h84fb', ...(version ? { version } : {}) });
}

/** Every recorded key of the turn, compared exactly. */
function expectRecorded(r: MessageResponse, turn: RecordedTurn): void {
  const e = turn.expect;
  expect(r.output.text).toEqual(e['output.text']);
  expect(r.output.nodes_visited).toEqual(e['output.nodes_visited']);
  expect(r.output.log_messages).toEqual(e['output.log_messages']);
  expect((r.output as Record<string, unknown>).action).toEqual(e['output.action']);
  expect(r.intents).toEqual(e.intents);
  expect(r.entities).toEqual(e.entities);
  expect(r.input).toEqual(e.input);
  expect(r.context).toEqual(e.context);
}

describe('the "" before the fallback text: real-logs cases 029, 087, 091 (h84fb)', () => {
  it('every export of the out-of-scope node dated before the recording has text "", the shared one (later) values []', () => {
    for (const name of ['car-dashboard-2016', 'car-dashboard-2016-11', 'car-dashboard-2018-03']) {
      const ws = loadWorkspace(name) as { dialog_nodes: DialogNodeJson[] };
      expect(ws.dialog_nodes.find((n) => n.dialog_node === OUT_OF_SCOPE)?.output).toEqual({ text: '' });
    }
    const shared = carDashboard() as unknown as { dialog_nodes: (DialogNodeJson & { previous_sibling?: string })[] };
    const node = shared.dialog_nodes.find((n) => n.dialog_node === OUT_OF_SCOPE)!;
    expect(node.output).toEqual({ text: { selection_policy: 'sequential', values: [] } });
    // node ids end in their creation time (ms): 1537212368188 is 2018-09-17T19:26:08Z, the last recorded turn 18:56:31Z
    expect(node.previous_sibling).toBe('node_2_1537212368188');
    expect(new Date(1537212368188).toISOString()).toBe('2018-09-17T19:26:08.188Z');
  });

  it('with the node as it stood (text ""), the three recorded turns are answered exactly', () => {
    for (const n of ['029', '087', '091']) expectRecorded(replay('as recorded', recordedTurn(n)), recordedTurn(n));
  });

  it('with the export as shared, 091 is answered exactly and 029/087 lack only the "" (values [] adds nothing)', () => {
    expectRecorded(replay('shared', recordedTurn('091')), recordedTurn('091'));
    for (const n of ['029', '087']) {
      const turn = recordedTurn(n);
      const r = replay('shared', turn);
      expect(r.output.text).toEqual((turn.expect['output.text'] as string[]).slice(1));
      expect(r.output.nodes_visited).toEqual(turn.expect['output.nodes_visited']);
      expect(r.context).toEqual(turn.expect.context);
    }
  });

  it('text "" is an entry in every version (a text item of generic since 2018-07-10); values [] is none in any', () => {
    const turn = recordedTurn('029');
    const fallback = "Sorry I haven't learned answers to questions like this.";
    for (const version of ['2016-09-20', '2017-02-03', '2017-05-26', '2018-02-16', '2018-07-10', '2020-04-01', '2021-06-14']) {
      const kept = replay('as recorded', turn, version);
      const silent = replay('shared', turn, version);
      expect(kept.output.text).toEqual(['', fallback]);
      expect(silent.output.text).toEqual([fallback]);
      if (version >= '2018-07-10') {
        expect(kept.output.generic).toEqual([
          { response_type: 'text', text: '' },
          { response_type: 'text', text: fallback },
        ]);
        expect(silent.output.generic).toEqual([{ response_type: 'text', text: fallback }]);
      } else expect(kept.output.generic).toBeUndefined();
      // neither form writes a _node_output_map entry for the node (a legacy string has no variations to rotate)
      expect(Object.keys(kept.context.system?._node_output_map ?? {})).not.toContain(OUT_OF_SCOPE);
      expect(Object.keys(silent.context.system?._node_output_map ?? {})).not.toContain(OUT_OF_SCOPE);
    }
  });
});

/** The output shapes of the recordings: the ones that choose a value (possibly empty) and the ones that choose none. */
const SHAPES: { output: unknown; says: string | undefined }[] = [
  { output: { text: '' }, says: '' },
  { output: { text: [''] }, says: '' },
  { output: { text: { values: [''] } }, says: '' },
  { output: { text: { selection_policy: 'sequential', values: [''] } }, says: '' },
  { output: { text: { values: ['a'] } }, says: 'a' },
  { output: { text: 'b' }, says: 'b' },
  { output: { text: { selection_policy: 'sequential', values: [] } }, says: undefined },
  { output: { text: [] }, says: undefined },
  { output: {}, says: undefined },
];

describe('a chain of jumps keeps one entry per chosen value, empty or not (h84fb, fast-check)', () => {
  it('for any chain of body jumps and any version with output.text, the entries are the chosen values in order', () => {
    const versions = fc.constantFrom('2017-02-03', '2017-05-26', '2018-02-16', '2018-07-10', '2021-06-14');
    fc.assert(
      fc.property(fc.array(fc.nat({ max: SHAPES.length - 1 }), { minLength: 1, maxLength: 6 }), versions, (picks, version) => {
        const nodes: NodeSpec[] = picks.map((p, i) => ({
          dialog_node: `n${i}`,
          conditions: i === 0 ? 'true' : `$never_${i}`,
          output: SHAPES[p].output,
          ...(i + 1 < picks.length ? { next_step: { behavior: 'jump_to', selector: 'body', dialog_node: `n${i + 1}` } } : {}),
        }));
        const r = compileWorkspace(workspace(nodes), { version }).message({ input: { text: 'x' } }, { now: '2026-01-01T00:00:00Z', seed: 's' });
        const said = picks.map((p) => SHAPES[p].says).filter((s): s is string => s !== undefined);
        expect(r.output.text).toEqual(said);
        expect(r.output.nodes_visited).toEqual(nodes.map((n) => n.dialog_node));
        if (version >= '2018-07-10') expect(r.output.generic).toEqual(said.map((text) => ({ response_type: 'text', text })));
      }),
      { numRuns: 150 },
    );
  });
});
