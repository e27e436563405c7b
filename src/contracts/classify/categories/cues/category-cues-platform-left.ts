/**
 * Term & Termination of a user leaving a platform or its account closing (issue 18, h92cat): an app's or a scheme's
 * terms end the relationship by the user leaving it ("You may leave the app at any time by giving us seven days'
 * notice", "We will not use your logo after you leave the app") or by the account closing ("After your account closes,
 * we will pay you any amounts still owed", "When your account closes, all unpaid charges become due"). Sets 1–70: all 4
 * such sentences Term & Termination, 3 read without it (set 70's). Leaving the thing the terms are for, not a place
 * ("leave the site clean", "leave the premises": no app, platform or scheme). Strong: the sentence model gives such
 * sentences to the notice or the payment beside the ending. Stated with sentences of my own
 * (`categories-carriage-and-care-h92cat.test.ts`). Bounded: linear.
 */
import type { CategoryLabel } from '../../../wire.js';

export const PLATFORM_LEFT_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [/\b(?:leave|leaves|leaving|quit|quits|quitting|exit|exits|exiting)\s{1,8}(?:the|our|this)\s{1,8}(?:[\w-]{1,30}\s{1,8})?(?:app|application|platform|marketplace|scheme|programme|program|network)\b|\b(?:your|the|an?|its|their)\s{1,8}(?:[\w-]{1,30}\s{1,8})?account\s{1,8}(?:closes|is\s{1,8}closed|has\s{1,8}been\s{1,8}closed)\b/i, 'Term & Termination'],
];
