/**
 * Runs random conversations from the workspace's vocabulary and checks invariants; on failure fast-check
 * shrinks the conversation, and the result carries it as a transcript to paste into a regression file.
 */
import { fastCheck, yaml } from '../peers.js';
import type { Engine, MessageOptions } from '../../engine/index.js';
import type { MessageResponse } from '../../model/index.js';
import { conversation, type UtteranceOptions } from './arbitraries.js';
import { DEFAULT_INVARIANTS, type Invariant } from './invariants.js';
import { checkObject, engineOrWorkspace } from '../args.js';

export interface PropertyOptions extends UtteranceOptions {
  invariants?: Readonly<Record<string, Invariant>>;
  numRuns?: number;
  maxTurns?: number;
  /** fast-check seed (reproducible runs). */
  seed?: number;
  now?: string;
  /** Path to put in the transcript's `workspace` field. */
  workspacePath?: string;
}

export type PropertyResult =
  | { ok: true; runs: number }
  | { ok: false; invariant: string; message: string; turns: string[]; transcript: string; seed: number; error?: string };

/** Never throws on a broken invariant: returns it (with a shrunk conversation as a transcript). `engine` may be a workspace's JSON. */
export function checkProperties(engineOrJson: Engine | object, options: PropertyOptions = {}): PropertyResult {
  const engine = engineOrWorkspace('checkProperties', engineOrJson);
  checkObject('checkProperties', options, 'options');
  const invariants = options.invariants ?? DEFAULT_INVARIANTS;
  const now = options.now ?? '2026-01-01T12:00:00Z';
  const run = (turns: readonly string[]): MessageResponse[] => {
    let context: MessageResponse['context'] | undefined;
    return turns.map((text, i) => {
      const opts: MessageOptions = { now, seed: `property:${i}` };
      const r = engine.message({ input: { text }, ...(context ? { context } : {}) }, opts);
      context = r.context;
      return r;
    });
  };
  /** The first broken invariant of one conversation, or undefined. */
  const violation = (turns: readonly string[]): { invariant: string; message: string } | undefined => {
    let responses: MessageResponse[];
    try {
      responses = run(turns);
    } catch (e) {
      return { invariant: 'noThrow', message: `message threw: ${(e as Error).message}` };
    }
    for (const [name, invariant] of Object.entries(invariants)) {
      const message = invariant({ engine, turns, responses, replay: () => run(turns) });
      if (message !== undefined) return { invariant: name, message };
    }
    return undefined;
  };
  const seed = options.seed ?? 42;
  const fc = fastCheck();
  const details = fc.check(
    fc.property(conversation(engine.workspace, options), (turns) => violation(turns) === undefined),
    { numRuns: options.numRuns ?? 100, seed },
  );
  if (!details.failed) return { ok: true, runs: details.numRuns };
  const turns = minimize((details.counterexample?.[0] ?? []) as string[], (t) => violation(t) !== undefined);
  const failure = violation(turns) ?? { invariant: 'unknown', message: String(details.errorInstance ?? 'property failed') };
  const { invariant, message } = failure;
  return {
    ok: false,
    invariant,
    message,
    turns,
    seed,
    transcript: toTranscript(turns, options.workspacePath ?? 'workspace.json', `${invariant}: ${message}`, now),
  };
}

/** fast-check shrinks turns towards simpler values; removing whole turns that do not matter is done here. */
function minimize(turns: string[], fails: (turns: string[]) => boolean): string[] {
  let current = turns;
  for (let i = current.length - 1; i >= 0 && current.length > 1; i--) {
    const without = [...current.slice(0, i), ...current.slice(i + 1)];
    if (fails(without)) current = without;
  }
  return current;
}

function toTranscript(turns: string[], workspace: string, name: string, now: string): string {
  return yaml().stringify({
    workspace,
    options: { now },
    conversations: [{ name, turns: turns.map((say) => ({ say, expect: { no_errors: true } })) }],
  });
}

export type PropertyFailure = Extract<PropertyResult, { ok: false }>;

/** What assertProperties throws: like fast-check's error (seed, counterexample), plus the transcript to keep. */
export class PropertyError extends Error {
  constructor(readonly failure: PropertyFailure) {
    super(
      [
        `Property failed: invariant ${failure.invariant}: ${failure.message}`,
        `{ seed: ${failure.seed} }`,
        `Counterexample: ${JSON.stringify(failure.turns)}`,
        'As a transcript (paste it into a regression file):',
        failure.transcript.trimEnd(),
      ].join('\n'),
    );
    this.name = 'PropertyError';
  }
}

/** checkProperties that throws like `fc.assert` (a PropertyError) when an invariant breaks; for test bodies. */
export function assertProperties(engineOrJson: Engine | object, options: PropertyOptions = {}): void {
  const result = checkProperties(engineOrJson, options);
  if (!result.ok) throw new PropertyError(result);
}
