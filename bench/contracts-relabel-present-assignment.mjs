#!/usr/bin/env node
// contracts-relabel-present-assignment.mjs list|apply [--sets 1-24]
// Issue 18 (h23conv): C20 reads a present assignment — "Developer assigns to Client all right, title and interest in
// …", "The Author hereby assigns to the Publisher …", "You assign to us any rights …" — as no promise: the sentence
// transfers the rights as it is signed, binding no one to a future act, so it takes no type (its categories stay).
// The real response's visible half leaves its own present assignment untyped (15.4, "the Supplier hereby assigns
// absolutely … to Customer"); the sets labelled the kind three ways (nothing in sets 11, 12, 21, 22; the assignee's
// Right in 6 and 15; the assignor's Obligation in 12 and 24). This clears the types of every labelled element the rule
// names: a present "assign(s) to" or "hereby assign(s)" with no modal before it in the sentence ("shall", "will", "must",
// "may", "agrees to" …: "shall assign to" is a promise to assign, read as usual; "any rights you may have" after it is
// the object's own clause). `list` prints each change, `apply` writes
// the set files (types only). Idempotent: a second run finds nothing.
import { printRelabels, relabelSets, retyped } from './data/generalization-sets.mjs';

const PRESENT_ASSIGNMENT = /\b(?:hereby\s+(?:irrevocably\s+|absolutely\s+|unconditionally\s+)?assigns?\b|(?<!\b(?:to|not|and|or|if|when|where|unless|shall|will|must|may|can|cannot)\s)assigns?\s+(?:absolutely\s+)?to\s+(?:us|you|him|her|them|the\s+[A-Z]|[A-Z]))/;
const MODAL = /\b(?:shall|will|must|may|might|can|cannot|could|should|would|agrees?\s+to|undertakes?\s+to|is\s+to|are\s+to)\b/i;

/** A present assignment with no modal before it: the sentence's act is the transfer itself. */
export function isPresentAssignment(text) {
  const m = PRESENT_ASSIGNMENT.exec(text);
  return m !== null && !MODAL.test(text.slice(0, m.index));
}

const { mode, changes } = relabelSets('1-24', (e, set, doc, k) => {
  if (e.kind === 'title' || !e.types?.length || !isPresentAssignment(e.text)) return undefined;
  return retyped(e, set, doc, k, []);
});
printRelabels({ mode, changes });
