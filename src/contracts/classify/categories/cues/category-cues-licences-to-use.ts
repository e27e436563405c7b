/**
 * A licence "to use" an intangible thing (issue 18, h52conv, C68): "grants the Distributor a
 * non-exclusive licence to use the Trade Marks", "a licence to use the Software", "the right to use the Player's name
 * and likeness". Sets 1–50 label every such licence of software, data, marks or materials Intellectual Property (29 of
 * 29; the guide's row: licence); a land or room licence ("a licence to use the Licensed Area") is Asset Use, not this.
 * Asset Use beside it follows the thing: the other party's software used as a thing is Asset Use too (the guide's
 * example; sets 1–50: 4 of 5), marks, logos, names and likeness are not (12 of 16 Intellectual Property alone): the
 * learned model's Asset Use is vetoed there. Data and materials are split (3 : 4), left to the model.
 * Strong (categories.ts' STRONG_CUES): the licence is the subject whatever the licensed thing's words lean to. Bounded
 * steps, no nested unbounded quantifiers: linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';

/** Marks, logos, names and likeness: a brand or a person's identity, no asset used. */
const MARKS = String.raw`(?:(?:trade\s?|service\s)?marks?|Marks|logos?|names?|likeness|gamertags?|image\s+rights|brand(?:s|ing)?)`;
/** What a licence to use names when it is intellectual property. */
const INTANGIBLE = String.raw`(?:${MARKS}|software|Software|data|Data|database|materials?|Materials|content|Content|know-how|documentation|images?|Image|photographs?|footage|recipes?)`;

export const LICENCE_TO_USE_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  // "licence to use the Licensed Marks", "right to use your name, voice, likeness", "licence to use Vendor's trade marks",
  // "license to use the print management software": up to four words between "use" and the thing.
  [new RegExp(String.raw`\b(?:licen[cs]e|right)\s+(?:[\w-]+\s+){0,3}?to\s+use\s+(?:[\w'’,-]+\s+){0,4}?${INTANGIBLE}\b`, 'i'), 'Intellectual Property'],
];

export const LICENSED_MARKS_VETOES: readonly [RegExp, CategoryLabel][] = [
  // The learned model's Asset Use for a licence to use marks, logos, names or likeness: nothing of the other's is used.
  [new RegExp(String.raw`\b(?:licen[cs]e|right)\s+(?:[\w-]+\s+){0,3}?to\s+use\s+(?:[\w'’-]+\s+){0,3}?${MARKS}\b(?![^.;]{0,60}\b(?:premises|site|equipment|vehicles?|software|Software)\b)`, 'i'), 'Asset Use'],
];
