/**
 * Asset Use for the structural or major repairs of a let building or room (issue 18, h55cat): "The Landlord is
 * responsible for structural repairs", "Structural repairs to the roof and walls shall be carried out by the Licensor",
 * "not responsible for the cost of structural repairs to the farm buildings", "if we need to carry out major repairs to
 * your room". Who keeps the structure of a let or lent building sound is the upkeep of the asset one party lets the
 * other use (spec §2–3, Asset Use; C12's lent asset). Sets 1–50 label all 5 sentences that name structural or major
 * repairs Asset Use; the learned model gave 5 of them (sets 20, 34, 40, 46, 48) Responsibilities, Communication or
 * nothing. Not repairs in general ("any repairs to the Property" of a sale, set aside; a structural repair the other
 * party carries out and deducts is the payment's), and a single "structural repair" is not read: the cue wants the
 * plural, the kind of work a lease allots. Tests: `test/contracts/classify/categories/categories-structural-repairs.test.ts`.
 * Bounded, linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';

export const STRUCTURAL_REPAIR_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  // "structural repairs", "major repairs to your room", "external repairs". Not "a structural repair" (one repair the
  // tenant does and deducts), "repairs" alone.
  [/\b(?:structural|major|external)\s+repairs\b/i, 'Asset Use'],
];
