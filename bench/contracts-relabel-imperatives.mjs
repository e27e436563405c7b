#!/usr/bin/env node
// contracts-relabel-imperatives.mjs list|apply [--sets 1-94]
// Issue 18 (h120t94): an imperative addressed to the reader — a clause that opens on a bare verb with no subject, after
// "Please", "Always", "Never", "Do", "Do not" or "Don't" too ("Return the car at the agreed time …", "✘ Don't bring
// alcohol on the walk.", "If you have an accident, tell the police …", "…; ask for them when you book.") — binds no
// party (docs/contract-labels.md, "No type": an order to the reader). Sets 1–93 hold 30 such sentences in 23 sets
// labelled none (12 rules in sets 26, 30, 32, 62, 81, 83, 90; 18 complaint or grievance routes, "If you have a
// complaint, please write to …", in sets 12, 20, 22, 25, 33, 34, 61–66, 74, 75, 77, 81, 84, 85); set 82 types its 11,
// set 94 its 16 Obligation/You or Exclusion/You. This drops the "you" party's Obligation and Exclusion — the party the document labels
// for its sentences opening on "You", else You — from an element with such a clause, unless "you" is also the subject
// of a main clause of it ("You pay …", "…, and you must …"). `list` prints each change, `apply` writes the set files
// (types only). Idempotent.
import { pathToFileURL } from 'node:url';
import { printRelabels, relabelSets, retyped } from './data/generalization-sets.mjs';

/** The bare verbs an order to the reader opens on in the sets (a relabel's list, not parley's). */
const VERBS = [
  'ask', 'bring', 'call', 'carry', 'check', 'cut', 'drive', 'fly', 'follow', 'get', 'give', 'keep', 'leave', 'let', 'look',
  'pay', 'phone', 'raise', 'return', 'ring', 'send', 'slow', 'smoke', 'speak', 'stop', 'swim', 'take', 'tell',
  'treat', 'walk', 'wear', 'write',
].join('|');
/** A list's mark before the clause: a tick or a cross, a bullet or a dash, a number or a letter. Bounded: linear. */
const MARK = /^\s{0,3}(?:[✔✘✓✗•*·–—-]\s{0,3}|\(?[a-z0-9]{1,3}[.)]\s{1,3}|\d{1,2}(?:\.\d{1,2}){0,2}\.?\s{1,3}){0,2}/;
/** The clause's opening: an optional softener or negation, then the bare verb and a blank or a comma ("Call-outs" is none). */
const ORDER = new RegExp(String.raw`^(?:(?:please|always|never|do\s{1,3}not|don['’]t|do)\s{1,3})?(?:${VERBS})(?=[\s,])`, 'i');
/** Where a clause opens inside the element: after a semicolon or a colon, or after an opening condition's comma. */
const CLAUSE_OPENS = /[;:]\s{1,3}|^(?:if|when|in\s{1,3}an\s{1,3}emergency)\b[^,;:]{0,120},\s{1,3}/gi;
/** "you" as the subject of a main clause: at the start, after a semicolon or a colon, or after ", and" / ", but". */
const YOU_MAIN = /(?:^|[;:]\s{1,3}|,\s{0,3}(?:and|but|so)\s{1,3})you\s{1,3}(?!(?:and|or)\b)[a-z]/i;

/**
 * Whether the element holds an order to the reader. Not an item of a lead-in, which opens in small letters ("You must:"
 * / "(a) keep your room clean and tidy;"): it completes the lead-in's own modal, and is its party's (sets 20–78 label
 * their 33 such items so).
 */
export function ordersReader(text) {
  const body = text.replace(MARK, '');
  if (/^\p{Ll}/u.test(body)) return false;
  if (ORDER.test(body)) return true;
  return [...body.matchAll(CLAUSE_OPENS)].some((m) => ORDER.test(body.slice(m.index + m[0].length)));
}

/** The party a document labels for its sentences opening on "You" (a "you" document's own name for "you"), else You. */
function youParty(doc) {
  const counts = new Map();
  for (const e of doc.elements) {
    if (!/^You\s/.test(e.text)) continue;
    for (const t of e.types ?? []) if (t.nature === 'Obligation') counts.set(t.party, (counts.get(t.party) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'You';
}

/** The element's types without the "you" party's Obligation and Exclusion of an order to the reader, or undefined. */
export function orderUnbound(e, doc) {
  if (e.kind === 'title' || !e.types?.length || !ordersReader(e.text) || YOU_MAIN.test(e.text.replace(MARK, ''))) return undefined;
  const you = youParty(doc);
  const after = e.types.filter((t) => !((t.nature === 'Obligation' || t.nature === 'Exclusion') && t.party === you));
  return after.length === e.types.length ? undefined : after;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { mode, changes } = relabelSets('1-94', (e, set, doc, k) => {
    const after = orderUnbound(e, doc);
    return after === undefined ? undefined : retyped(e, set, doc, k, after);
  });
  printRelabels({ mode, changes });
}
