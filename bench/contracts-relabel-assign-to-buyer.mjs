#!/usr/bin/env node
// contracts-relabel-assign-to-buyer.mjs list|apply [--sets 1-53]
// Issue 18 (h64conv): C79 reads an assignment or transfer of the contract to the buyer of the party's
// business, property or an asset ("may assign it to a purchaser of the Software", "except to a buyer of its composting
// business", "If the Grower sells its greenhouse, it shall transfer this agreement to the buyer") as Assignments beside
// Business Continuity: the assignment is the party's act on the contract (Assignments), the buyer taking it over the
// sale's effect (Business Continuity, "sells the business/property", the row's cue; C76's closing sentence). Sets 1–53:
// 22 such assignments carry both, 7 Assignments alone (sets 5, 10, 13, 16 twice, 17, 18; h64conv's count in
// bench/log.md). This adds Business Continuity where the element already carries Assignments and names a buyer,
// purchaser or acquirer in small letters (a defined "the Purchaser" is a party, not a buyer of the business) as the one
// the contract goes to — a rule over the element's own words, never parley's output. `list` prints each change, `apply`
// writes the set files (categories only). Idempotent. Never set 54 (blind).
import { pathToFileURL } from 'node:url';
import { printRelabels, recategorised, relabelSets } from './data/generalization-sets.mjs';

const ASSIGNMENTS = 'Assignments';
const CONTINUITY = 'Business Continuity';
/** The contract assigned, transferred or novated: "assign this Agreement", "transfer these terms", "novate it". */
const ASSIGNS = /\b(?:assign|transfer|novate)(?:s|ed|ing)?\b/i;
/**
 * Its receiver a buyer of what the party sells, in small letters: "to a purchaser of the tower", "to the buyer",
 * "to anyone who buys the Compositions", "to any person other than such a purchaser".
 */
const TO_BUYER = /\bto\s+(?:(?:a|an|any|the|its|such\s+a)\s+)?(?:buyer|purchaser|acquirer)s?\b|\bto\s+(?:anyone|any\s+person|a\s+person)\s+who\s+(?:buys|acquires|purchases)\b|\bother\s+than\s+(?:such\s+a|a|the)\s+(?:buyer|purchaser|acquirer)\b/;

/** Whether C79 adds Business Continuity to a labelled element. */
export function wantsContinuity(e) {
  if (e.kind === 'title' || !e.categories.includes(ASSIGNMENTS) || e.categories.includes(CONTINUITY)) return false;
  return ASSIGNS.test(e.text) && TO_BUYER.test(e.text);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { mode, changes } = relabelSets('1-53', (e, set, doc, k) => {
    if (set > 53 || !wantsContinuity(e)) return undefined;
    return recategorised(e, set, doc, k, [...e.categories, CONTINUITY]);
  });
  printRelabels({ mode, changes });
}
