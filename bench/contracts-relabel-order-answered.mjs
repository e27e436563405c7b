#!/usr/bin/env node
// contracts-relabel-order-answered.mjs list|apply [--sets 1-56]
// Issue 18 (h73left), C82 (docs/contract-labels.md): a party's duty to answer each order within a
// time ("shall confirm each work order within two working days", "must accept or decline a Task Order within five
// Working Days") is Communication. Sets 1–56: 10 of the 11 such duties carry it (sets 15, 16, 27, 32, 33, 37, 38, 51,
// 53, 54); this adds it to the others, keeping every category they have (whether the answer is also Scope of Work is
// not decided). A rule over the element's own words, never parley's output. `list` prints each change, `apply` writes
// the set files (categories only). Idempotent. Never a blind set.
import { categoryAdded, printRelabels, relabelSets } from './data/generalization-sets.mjs';

const COMMUNICATION = 'Communication';
/** The answer, its order and the time to give it in: "confirm or reject each purchase order … within 2 days". */
const ORDER_ANSWERED = /\b(?:confirm|acknowledge|accept)s?(?:\s+or\s+(?:reject|decline|refuse)s?)?\s+(?:each|every|any|all|the|a)\s+(?:[\w-]+\s+){0,2}?orders?\b[^.;]{0,40}?\bwithin\s+(?:[\w-]+\s+)?(?:\(\d{1,3}\)\s+)?(?:business\s+|working\s+|calendar\s+|clear\s+)?(?:days?|hours?|weeks?)\b/i;

const { mode, changes } = relabelSets('1-56', (e, set, doc, k) => {
  if (e.kind === 'title' || e.categories.includes(COMMUNICATION) || !ORDER_ANSWERED.test(e.text)) return undefined;
  return categoryAdded(e, set, doc, k, COMMUNICATION);
});
printRelabels({ mode, changes });
