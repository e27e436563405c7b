#!/usr/bin/env node
// contracts-relabel-loan-lender.mjs list|apply [--sets 1-92]
// Issue 18 (h119t92, the lead's call on h118e92's cause 4): a present loan, "X lends Y a thing" ("The Council lends
// the Owner its ropes …", "We also lend you our spare warp beam …"), is the lender's Obligation — C285's written example
// (docs/contract-labels.md: `The Customer lends the Supplier its scaffolding for the works.` → Obligation/Customer),
// as sets 17, 24, 32, 61, 69, 79, 80 and 90's "The Company lends its visitors warm overalls" read every loan. Sets 90
// and 92 labelled three such sentences the borrower's Right. This gives each element the rule names — a sentence that
// opens on its subject ("We", "The X" or a capitalised name), then "lend(s)" (no modal, no negation: the sentence's
// own act is the loan) and the borrower (you, us or a capitalised name) — that is labelled the borrower's Right the
// lender's Obligation in its place. The lender's party is the one the document labels for sentences opening on the same
// subject (a "we" document's own name for "we"), else the subject's noun. `list` prints each change, `apply` writes
// the set files (types only). Idempotent: a second run finds nothing.
import { pathToFileURL } from 'node:url';
import { printRelabels, relabelSets, retyped } from './data/generalization-sets.mjs';

const LOAN = /^(?<lender>We|(?:The\s+)?[A-Z][\p{L}-]*)\s+(?:also\s+)?lends?\s+(?<borrower>you|us|(?:the\s+)?[A-Z][\p{L}-]*)\s+\S/u;

/** The lender and borrower of a present loan "X lends Y a thing", or undefined. */
export function presentLoan(text) {
  const m = LOAN.exec(text);
  return m === null ? undefined : { lender: m.groups.lender, borrower: m.groups.borrower.replace(/^the\s+/, '') };
}

/** The party the document labels for its other sentences opening on `subject` ("We pay …" → "we"), else the noun. */
function lenderParty(doc, subject) {
  const counts = new Map();
  for (const e of doc.elements) {
    if (!e.text.startsWith(`${subject} `) || LOAN.test(e.text)) continue;
    for (const t of e.types ?? []) if (t.nature === 'Obligation') counts.set(t.party, (counts.get(t.party) ?? 0) + 1);
  }
  const best = [...counts].sort((a, b) => b[1] - a[1])[0];
  return best?.[0] ?? subject.replace(/^The\s+/, '');
}

/** The element's types with the borrower's Right of a present loan read as the lender's Obligation, or undefined. */
export function lenderBound(e, doc) {
  if (e.kind === 'title' || !e.types?.length) return undefined;
  const loan = presentLoan(e.text);
  if (loan === undefined) return undefined;
  const borrowerRight = (t) => t.nature === 'Right' && t.party.toLowerCase() === loan.borrower.toLowerCase();
  if (!e.types.some(borrowerRight)) return undefined;
  const obligation = { nature: 'Obligation', party: lenderParty(doc, loan.lender) };
  return e.types.map((t) => (borrowerRight(t) ? obligation : t))
    .filter((t, i, all) => all.findIndex((u) => u.nature === t.nature && u.party === t.party) === i);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { mode, changes } = relabelSets('1-92', (e, set, doc, k) => {
    const after = lenderBound(e, doc);
    return after === undefined ? undefined : retyped(e, set, doc, k, after);
  });
  printRelabels({ mode, changes });
}
