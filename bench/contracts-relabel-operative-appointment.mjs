#!/usr/bin/env node
// contracts-relabel-operative-appointment.mjs list|apply [--sets 1-87]
// Issue 18 (h111att): C36 and C78 read an operative appointment — "X (hereby) appoints Y as its …", in the present and
// with no modal — as Y's Right: the appointment confers the position (docs/contract-labels.md; sets 1–87 label 28 such
// sentences Right of the appointee, 6 none, all in sets 9–20: those six relabelled). The appointee is the document's
// own labelled party of that name ("the Agent" → Agent), or for "us" the party its "We …" sentences are labelled with.
// A rule over the element's own words and the set's own labels, never parley's output. Idempotent.
import { printRelabels, relabelSets, retyped } from './data/generalization-sets.mjs';

/** "The Owner hereby appoints the Manager as", "You appoint us as": the appointee, then "as". No modal or wish before it. */
const OPERATIVE_APPOINTMENT = /^(?:[\w.§]+\s+){0,3}?(?:the\s+)?(?:[A-Z][\w ]{0,40}?|You|We)\s+(?:hereby\s+)?appoints?\s+(?:the\s+)?([A-Z]\w*(?: [A-Z]\w*)?|us|you)\s+as\b/;
const NOT_OPERATIVE = /\b(?:may|shall|will|must|wish(?:es)?|intends?|agrees?\s+to|desires?)\s+(?:[\w-]+\s+)?appoint/i;

/** The party the document's labels give its sentences opening with "We": its first person. */
function firstPersonParty(doc) {
  const count = new Map();
  for (const e of doc.elements) if (/^(?:[\d.]+\s+)?We\b/.test(e.text)) for (const t of e.types ?? []) count.set(t.party, (count.get(t.party) ?? 0) + 1);
  return [...count].sort((a, b) => b[1] - a[1])[0]?.[0];
}

const { mode, changes } = relabelSets('1-87', (e, set, doc, k) => {
  if (e.kind === 'title' || (e.types ?? []).length > 0) return undefined;
  const m = OPERATIVE_APPOINTMENT.exec(e.text);
  if (!m || NOT_OPERATIVE.test(e.text.slice(0, m.index + m[0].length))) return undefined;
  const parties = new Set(doc.elements.flatMap((x) => (x.types ?? []).map((t) => t.party)));
  const party = m[1] === 'us' ? firstPersonParty(doc) : [...parties].find((p) => p.toLowerCase() === m[1].toLowerCase());
  if (!party) return undefined;
  return retyped(e, set, doc, k, [{ nature: 'Right', party }]);
});
printRelabels({ mode, changes });
