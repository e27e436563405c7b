#!/usr/bin/env node
// contracts-relabel-one-pronoun.mjs list|apply [--sets 1-93]
// Issue 18 (h120conv): "one" that counts no thing is no Number (docs/contract-labels.md, 2.4, Number, "not taken"):
//   party-idiom  "on (the) one side/part/hand", the idiom that opens a party's row ("On one side: the tabanca of …",
//                "By this private instrument, on one side, CONDOMÍNIO …"): sets 1–93 leave it bare in 24 of 25 rows (all
//                23 "on the one part/hand/side" in 21 sets, and set 93's "On one side:"), set 24 labels its "on one
//                side," a Number.
//   pronoun      "one" as the subject of its verb after a word that opens a clause ("if one is hired", "if one drowns")
//                stands for a noun named before it, as "when a guest asks for one" does (the row's sets 30, 59, 71):
//                set 93 leaves its two bare, set 87 labels its one.
// Where the shape's "one" is labelled a Number (and every "one" of the text is), its label is dropped. `list` prints
// each change, `apply` writes the set files (attributes only). Idempotent.
import { pathToFileURL } from 'node:url';
import { printRelabels, relabelLine, relabelSets } from './data/generalization-sets.mjs';

// The idiom only before its comma or colon, the text's end or a capitalised name, as the classifier reads it
// (numbers/not-quantities.ts PARTY_IDIOM_AFTER, h120rr #7; case spelt out, as there, for the capital): "on one part of
// the site" and "on one side only" count.
const PARTY_IDIOM = /\b(?:[Oo]n|ON)\s{1,3}(?:(?:[Tt]he|THE)\s{1,3})?([Oo]ne|ONE)\s{1,3}(?:[Pp]art|PART|[Hh]and|HAND|[Ss]ide|SIDE)(?:\s{0,2}(?:[,:]|$)|\s{1,3}(?:the\s{1,3})?\p{Lu})/gu;
const PRONOUN_SUBJECT = /\b(?:if|when|whenever|where|unless|once|until|because|while|whether)\s{1,3}(one)\s{1,3}(?:(?:is|was|are|has|had|does|did|can|cannot|could|may|might|must|should|will|would|shall)\b|[a-z]{2,15}(?<!ss|us|is|as)s\b)/gi;

/** Whether the "one" at `index` of `text` is one of the shapes above, which count nothing (the attribute conventions' count-words reads it). */
export function oneCountsNothingAt(text, index) {
  return [...text.matchAll(PARTY_IDIOM), ...text.matchAll(PRONOUN_SUBJECT)].some((m) => m.index + m[0].indexOf(m[1], m[0].search(/\s/)) === index);
}

/** The element's Number labels of a "one" that counts nothing dropped, with the change's line, or undefined. */
export function oneUncounted(e, set, doc, k) {
  const ones = (e.attributes ?? []).filter((a) => a.type === 'Number' && /^one$/i.test(a.text));
  const shapes = [...e.text.matchAll(PARTY_IDIOM), ...e.text.matchAll(PRONOUN_SUBJECT)];
  if (ones.length === 0 || shapes.length === 0) return undefined;
  // Every "one" of the text labelled, so the shape's own is among them.
  if ((e.text.match(/\bone\b/gi) ?? []).length !== ones.length) return undefined;
  let drop = shapes.length;
  e.attributes = e.attributes.filter((a) => !(a.type === 'Number' && /^one$/i.test(a.text) && drop-- > 0));
  return relabelLine(set, doc, k, `- Number "one" ×${shapes.length}`, e.text);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  printRelabels(relabelSets('1-93', (e, set, doc, k) => oneUncounted(e, set, doc, k)));
}
