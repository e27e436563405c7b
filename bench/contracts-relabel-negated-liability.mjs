#!/usr/bin/env node
// contracts-relabel-negated-liability.mjs list|apply [--sets 1-34]
// Issue 18 (h28n34, session 27): a negated modal before "be liable" or "be (held) responsible" is an Exclusion of its
// subject, however the negation is written: "The Supplier shall not be liable for …", "Neither party shall be liable
// for …", "In no event shall either party be liable …" (docs/contract-labels.md, the Exclusion row; docs/contracts.md
// › Types). The real response labels "The Supplier shall not be liable for any failure by Non e-Library Personnel …"
// Exclusion/Supplier, and "shall not be obliged to accept" Disclaimer/Supplier: a modal negated before a duty's verb
// ("shall not be obliged/required to") frees, one negated before "liable" bars. Most sets already so (33 Exclusions);
// fifteen elements of sets 1, 9, 11, 12, 13, 23 and 34 were labelled Disclaimer. This turns each Disclaimer of such an
// element into the Exclusion of the same party, when the element states no disclaimer of another form ("is not liable",
// "makes no warranty", "is not obliged to", "has no obligation", …). `list` prints each change, `apply` writes the set
// files (types only). Idempotent: a second run finds nothing.
import { printRelabels, relabelSets, retyped } from './data/generalization-sets.mjs';

/** A modal negated before "be liable/responsible": "shall not be", "neither party shall be", "in no event shall X be". */
const NEGATED_LIABLE = /\b(?:(?:shall|will)\s+not\s+be\s+(?:held\s+)?(?:liable|responsible)\b|(?:neither|no)\s+(?:\w+\s+){0,2}?(?:shall|will)\s+be\s+(?:held\s+)?(?:liable|responsible)\b|(?:in\s+no\s+(?:event|case)|under\s+no\s+circumstances?)\s+(?:shall|will)\s+(?:\w+\s+){1,3}?be\s+(?:held\s+)?(?:liable|responsible)\b)/i;
/** A disclaimer of another form in the same element: its Disclaimer stays. */
const OTHER_DISCLAIMER = /\b(?:is|are|am|does|do)\s+not\s+(?:liable|responsible|guarantee|warrant|promise)|\bno\s+(?:\w+\s+){0,3}?(?:warrant\w*|representations?|guarantees?|liability|responsibility|obligations?)\b|\bnot\s+(?:be\s+)?(?:obliged|obligated|required|bound)\s+to\b|\bdisclaims?\b|\bneed\s+not\b|\bunder\s+(?:no|any)\s+obligation\b/i;

const { mode, changes } = relabelSets('1-34', (e, set, doc, k) => {
  if (e.kind === 'title' || !NEGATED_LIABLE.test(e.text) || OTHER_DISCLAIMER.test(e.text) || !e.types?.some((t) => t.nature === 'Disclaimer')) return undefined;
  const seen = new Set();
  const after = e.types.map((t) => (t.nature === 'Disclaimer' ? { ...t, nature: 'Exclusion' } : t)).filter((t) => !seen.has(`${t.nature}/${t.party}`) && seen.add(`${t.nature}/${t.party}`));
  return retyped(e, set, doc, k, after);
});
printRelabels({ mode, changes });
