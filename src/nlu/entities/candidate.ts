/**
 * A possible mention found by one recognizer, before the per-entity overlap rules pick the winners.
 */
import type { CaptureGroup } from '../../model/index.js';

/** Recognizer kinds, strongest first: within one entity a stronger kind beats a weaker one. */
export const MatchKind = {
  /** Dictionary match (case-insensitive, possibly accent-insensitive) or pattern match. */
  Exact: 0,
  /** Contextual (learned) recognition. */
  Context: 1,
  /** Fuzzy: stemming or misspelling of every token of a synonym. */
  Fuzzy: 2,
  /** Fuzzy: a part of a multi-word synonym. */
  Partial: 3,
} as const;
export type MatchKind = (typeof MatchKind)[keyof typeof MatchKind];

export interface Candidate {
  /** Index of the entity in the workspace's `entities` array (workspace order). */
  readonly entityIndex: number;
  /** Index of the value inside the entity; values found only by context get CONTEXT_VALUE_INDEX. */
  readonly valueIndex: number;
  readonly value: string;
  readonly start: number;
  readonly end: number;
  readonly confidence: number;
  readonly kind: MatchKind;
  readonly groups?: CaptureGroup[];
}

/** Value index of a contextual mention whose text is not a listed value: sorts after every value. */
export const CONTEXT_VALUE_INDEX = 1_000_000_000;
