/**
 * fast-check arbitraries built from a workspace's own vocabulary: what its users would plausibly type
 * (examples with light perturbations, entity values and synonyms, system-entity formats), plus noise.
 */
import type * as fc from 'fast-check';
import { fastCheck } from '../peers.js';
import { normalizeWorkspace, type NormalizedWorkspace, type RecognizedSystemEntity, type WorkspaceInput } from '../../model/index.js';
import { checkObject, isEngine } from '../args.js';
import type { Engine } from '../../engine/index.js';

/** What the arbitraries read a vocabulary from: a workspace's raw JSON, its normalized form, or an engine. */
export type WorkspaceSource = WorkspaceInput | NormalizedWorkspace | Engine;

function vocabularyOf(source: WorkspaceSource): NormalizedWorkspace {
  checkObject('arbitraries', source, 'workspace', false);
  // normalizeWorkspace is idempotent, so a normalized workspace passes through unchanged; bad input is a ParleyError.
  return isEngine(source) ? source.workspace : normalizeWorkspace(source as WorkspaceInput);
}

export interface UtteranceOptions {
  /** Weight of arbitrary Unicode noise among the utterances (default 1 in 10). */
  noise?: number;
}

const SYSTEM_ENTITY_SAMPLES: Record<RecognizedSystemEntity, string[]> = {
  'sys-number': ['3', 'twenty one', '1,250.5', '-4', 'a dozen'],
  'sys-percentage': ['15%', 'fifty percent'],
  'sys-currency': ['$20', '15 euros', '3.50 USD'],
  'sys-date': ['tomorrow', 'next friday', 'March 15', '2026-12-24', 'in 3 days'],
  'sys-time': ['5pm', 'at noon', '17:30', 'in an hour'],
};

/** One plausible user input for the workspace. */
export function utterance(source: WorkspaceSource, options: UtteranceOptions = {}): fc.Arbitrary<string> {
  const ws = vocabularyOf(source);
  const examples = ws.intents.flatMap((i) => (i.examples ?? []).map((e) => e.text));
  const synonyms = ws.entities.filter((e) => !e.entity.startsWith('sys-')).flatMap((e) => (e.values ?? []).flatMap((v) => [v.value, ...(v.synonyms ?? [])]));
  const sys = ws.system_entities.flatMap((name) => SYSTEM_ENTITY_SAMPLES[name as RecognizedSystemEntity] ?? []);
  const fc = fastCheck();
  const options_: fc.WeightedArbitrary<string>[] = [
    { weight: 1, arbitrary: fc.constant('') },
    { weight: Math.max(1, options.noise ?? 1), arbitrary: fc.string({ maxLength: 40, unit: 'grapheme' }) },
  ];
  if (examples.length > 0) {
    options_.push({ weight: 5, arbitrary: fc.constantFrom(...examples) });
    options_.push({ weight: 3, arbitrary: fc.tuple(fc.constantFrom(...examples), fc.nat()).map(([t, n]) => perturb(t, n)) });
  }
  if (synonyms.length > 0) {
    options_.push({ weight: 2, arbitrary: fc.constantFrom(...synonyms) });
    if (examples.length > 0) options_.push({ weight: 2, arbitrary: fc.tuple(fc.constantFrom(...examples), fc.constantFrom(...synonyms)).map(([e, s]) => `${e} ${s}`) });
  }
  if (sys.length > 0) options_.push({ weight: 2, arbitrary: fc.constantFrom(...sys) });
  return fc.oneof(...options_);
}

/** A sequence of user turns (the first is often the empty opening turn). */
export function conversation(source: WorkspaceSource, options: UtteranceOptions & { maxTurns?: number } = {}): fc.Arbitrary<string[]> {
  return fastCheck().array(utterance(vocabularyOf(source), options), { minLength: 1, maxLength: options.maxTurns ?? 8 });
}

/** Light, deterministic perturbations: drop a word, swap two neighbours, change case, a typo. */
export function perturb(text: string, n: number): string {
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length === 0) return text;
  const i = n % words.length;
  switch (n % 4) {
    case 0:
      return words.length > 1 ? words.filter((_, k) => k !== i).join(' ') : text;
    case 1:
      if (words.length > 1) {
        const j = (i + 1) % words.length;
        [words[i], words[j]] = [words[j], words[i]];
      }
      return words.join(' ');
    case 2:
      return n % 8 < 4 ? text.toUpperCase() : text.toLowerCase();
    default: {
      const w = words[i];
      if (w.length > 3) words[i] = w.slice(0, 1) + w.slice(2, 3) + w.slice(1, 2) + w.slice(3);
      return words.join(' ');
    }
  }
}
