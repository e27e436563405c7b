/**
 * A Statement of Work ended is its termination, not the contract's extent (issue 18, h30c40, set 40's misses): "Client
 * may terminate a Statement of Work:", "either party may cancel any SOW on notice", "on expiry of the relevant
 * Statement of Work". The document's name says only which engagement ends (docs/contract-labels.md table 2.3: Scope of
 * Work is what is and is not in the work; termination and its consequences are Term & Termination), as the fees "set
 * forth in a Statement of Work" name no scope (category-cues-scope.ts' SCOPE_VETOES, whose line this file leaves
 * alone). Scope stays where the same sentence says what falls inside or outside the work. Anchored at the start, one
 * bounded window: linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';

export const STATEMENT_ENDED_VETOES: readonly [RegExp, CategoryLabel][] = [
  [/^(?![^]{0,400}\b(?:scope|outside|exclu\w*|includ\w*|not\s+part|describes?|specif\w*)\b)[^]{0,400}?\b(?:terminat(?:e|es|ed|ing|ion\s+of)|cancel(?:s|led|ling|lation\s+of)?|suspend(?:s|ed|ing)?|expiry\s+of|expiration\s+of|end)\s+(?:(?:any|a|an|the|each|this|that|such)\s+)?(?:(?:applicable|relevant|affected)\s+)?(?:statements?\s+of\s+work|SOWs?)\b/i, 'Scope of Work'],
];
