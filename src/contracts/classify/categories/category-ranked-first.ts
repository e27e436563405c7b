/**
 * C287 (issue 18, h118cat): the contract's ending, named by a strong cue of Term & Termination (a party's right to end,
 * cancel, stop or withdraw what the contract grants — category-cues-ending-rights.ts and its kin in STRONG_CUES), ranks
 * before the money the sentence names with it: the unpaid sum it is used for ("If the Restaurant does not pay the fee
 * for a month …, the Council may withdraw the licence by written notice", "We may stop your treatment if you do not pay
 * for 60 days …") or the money refunded or owed on it ("If we cancel the Festival …, we will refund everything you have
 * paid us", "If you cancel later, you will pay a cancellation fee …"). C3: money on an ending is Payment Terms & Billing
 * beside Term & Termination, never in its place. A sentence keeps two subjects at most (category-limits.ts), and the
 * ranking by evidence alone put the payment and a notice's Communication above the ending, which then fell off. Sets
 * 1–91: 711 of the 718 sentences a strong cue of Term & Termination reads carry it; the ranking had dropped it from 7,
 * each with two other subjects (sets 11, 28, 48, 83, 84, 85, 89), 6 of them with a cue of Payment Terms & Billing.
 * Only beside such a cue: an ending offered as the way out of a change of terms ("We may change these terms …, and if
 * you do not agree, you may close your account") is the change's Amendments and its notice (set 78), no money's. The
 * rank only: the category still needs its strong cue, which clears the bar as any strong cue does (categories.ts).
 */
import { type CategoryLabel } from '../../wire.js';

/** Whether `category`, read by a cue of strength `cue` in a sentence whose cue words name `cued`, ranks before the sentence's other subjects (C287). */
export function ranksFirst(category: CategoryLabel, cue: boolean | 'strong', cued: ReadonlySet<CategoryLabel>): boolean {
  return cue === 'strong' && category === 'Term & Termination' && cued.has('Payment Terms & Billing');
}
