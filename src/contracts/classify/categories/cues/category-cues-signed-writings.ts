/**
 * A written amendment, change order or instrument signed (issue 18, h61c52b; h56cat's Left): "may be changed only by a
 * written amendment signed by both parties", "set out in a written change order signed by both parties", "unless the
 * Customer issues a written modification signed by its manager". The writing is the form the change takes, signed by
 * the parties (C31: Amendments), no message one party sends the other: sets 1–52 give none of the 22 such sentences
 * Communication, and the passing cue "written" read three of them so (sets 5, 21 and 35). Read out of the sentence
 * before the Communication cues read it (category-not-said.ts' NOT_SAID), so the rest keeps its own cues ("by written
 * amendment signed by both parties, or on 30 days' written notice" still gives notice). Not a written notice, report or
 * consent (no "signed" after the paper's name). Nor (hrev49) a signed paper one party sends, delivers or gives the other
 * ("shall send the Customer a written agreement signed by its director", "a written instrument signed by the waiving
 * party and delivered to the other party"): a paper passed between the parties, as a signed report sent is. Global, bounded windows: linear on hostile text. Tests:
 * `categories-set-52-part-2.test.ts`.
 */
import type { CategoryLabel } from '../../../wire.js';

export const SIGNED_WRITING_NOT_SAID: readonly [RegExp, CategoryLabel][] = [
  [/(?<!\b(?:send|sends|deliver|delivers|provide|provides|give|gives|serve|serves|return|returns)\s{1,8}(?:[\w'’-]{1,30}\s{1,8}){0,4})\bwritten\s{1,8}(?:[\w-]{1,30}\s{1,8}){0,2}?(?:amendments?|variations?|change\s{1,8}orders?|instruments?|agreements?|modifications?|supplements?)\s{1,8}signed\b(?![^.;]{0,80}\b(?:delivered|sent|given|served)\s{1,8}to\b)/gi, 'Communication'],
];
