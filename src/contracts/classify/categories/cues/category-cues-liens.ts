/**
 * Payment Terms & Billing for a lien a party holds over the other's goods for what it is owed (issue 18, h55cat): "The
 * Warehouse shall have a general lien on the Goods for all unpaid charges", "The Workshop has a right of retention over
 * the watch until it is paid", "a hypothec over the movable property … as security for the Rental". The lien secures
 * payment: it is how the unpaid sum is collected (spec §2–3, Payment Terms & Billing's overdue payments). Sets 1–50 label
 * all 17 sentences where a party has or is granted a lien, a hypothec or a right of retention on or over something
 * Payment Terms & Billing; the learned model gave 5 held-out ones (sets 38, 43, 47, 48, 49) nothing, Asset Use or Pricing
 * & Taxes. Not a thing free of liens, kept free of them, or "no lien" (a title's warranty, Warranties, or the owner's
 * asset, Asset Use): the cue wants the lien held ("has", "have", "holds", "grants") with "a" or "an" before it, and a
 * heading ("Lien") has neither. Nor a lien denied ("does not have a lien over", "Neither party shall have a lien on":
 * issue 18, hrev40): no "not", "never", "neither …", "nor …" or "no party …" just before the verb. Tests: `test/contracts/classify/categories/categories-liens.test.ts`. Bounded, linear on
 * hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';

export const LIEN_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  // "shall have a general lien on", "has a maritime lien over", "grants Winery a warehouse lien on", "will have a right
  // of retention over", "shall have a hypothec over". Not "free of any lien", "keep it free of all liens", "shall have
  // no lien over it", nor a lien denied: "does not have a lien over", "shall not have", "Neither party shall have a
  // lien on" (issue 18, hrev40: the negation before the verb, within the clause).
  [/(?<!\b(?:not|never|neither\s[^.;,]{1,40}?|no\s(?:party|one)\s[^.;,]{0,20}?|nor\s[^.;,]{1,40}?)\s{1,3})\b(?:has|have|hold|holds|grant|grants|granted|retain|retains|exercise|exercises)\b[^.;]{0,40}?\b(?:a|an)\s+(?:[\w'’-]+\s+){0,2}?(?:lien|hypothec|right\s+of\s+retention)\s+(?:on|over|upon)\b/i, 'Payment Terms & Billing'],
];
