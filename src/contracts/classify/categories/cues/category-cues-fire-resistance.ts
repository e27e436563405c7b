/**
 * Materials that will not catch or spread fire, and things that will (issue 18, h38c): "decorating materials must be
 * flame retardant", "a certificate of flame retardancy", "fire-resistant curtains", "kept in a fire-proof vault",
 * "no flammable liquids", "non-combustible cladding". The spec's Safety and Security covers hazards and fire; every
 * labelled set with such a word labels it so (sets 5, 13, 22, 41 and 44: five of five). A strong cue: the sentence
 * model reads materials, booths and vaults as no subject, so a plain cue was outweighed (an exhibitor's flame-retardant
 * rule, a fire-proof vault got no category). Not fire named as damage or its insurance ("fire damage", "fire insurance"):
 * only the resistance words and the flammable thing read so.
 * Bounded patterns, linear on hostile text. Tests: `categories-insured-liability-and-permits.test.ts`.
 */
import type { CategoryLabel } from '../../../wire.js';

export const FIRE_RESISTANCE_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [/\b(?:flame|fire)[-\s]?(?:retardan(?:t|cy|ce)|resistan(?:t|ce)|proof(?:ed|ing)?)\b|\b(?:in|non-?)?flammable\b|\bnon-?combustible\b/i, 'Safety and Security'],
];
