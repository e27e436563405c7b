/**
 * A licence "to use" an intangible thing (issue 18, h52conv, C68): "grants the Distributor a
 * non-exclusive licence to use the Trade Marks", "a licence to use the Software", "the right to use the Player's name
 * and likeness". Sets 1–50 label every such licence of software, data, marks or materials Intellectual Property (29 of
 * 29; the guide's row: licence); a land or room licence ("a licence to use the Licensed Area") is Asset Use, not this.
 * Asset Use beside it follows the thing: the other party's software used as a thing is Asset Use too (the guide's
 * example; sets 1–50: 4 of 5), marks, logos, names and likeness are not (12 of 16 Intellectual Property alone): the
 * learned model's Asset Use is vetoed there; software is read Asset Use too (h56cat). Data and materials are split
 * (3 : 4), left to the model.
 * Strong (category-cue-lists.ts' STRONG_CUES): the licence is the subject whatever the licensed thing's words lean to. Bounded
 * steps, no nested unbounded quantifiers: linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';

/** Marks, logos, names and likeness: a brand or a person's identity, no asset used. */
/** A name on a thing ("the name plate at the entrance", "name badges") is the thing, used as premises' fittings are (hrev38). */
const MARKS = String.raw`(?:(?:trade\s?|service\s)?marks?|Marks|logos?|names?(?!\s+(?:plates?|boards?|badges?|tags?|signs?)\b)|likeness|gamertags?|image\s+rights|brand(?:s|ing)?)`;
/** What a licence to use names when it is intellectual property. */
/**
 * A place or goods named by an intangible word are no intangible (hrev38): "the data centre", "the data room", "the
 * materials delivered to the Site", "materials stored on Site" are used as things.
 */
const PLACE_AFTER_DATA = String.raw`(?!\s+(?:centres?|centers?|rooms?|halls?|cabinets?)\b)`;
const GOODS_AFTER_MATERIALS = String.raw`(?!\s+(?:delivered|supplied|stored|left|brought|on\s+(?:the\s+)?site)\b)`;
const INTANGIBLE = String.raw`(?:${MARKS}|software|Software|data${PLACE_AFTER_DATA}|Data${PLACE_AFTER_DATA}|database|materials?${GOODS_AFTER_MATERIALS}|Materials${GOODS_AFTER_MATERIALS}|content|Content|know-how|documentation|images?|Image|photographs?|footage|recipes?)`;

export const LICENCE_TO_USE_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  // "licence to use the Licensed Marks", "right to use your name, voice, likeness", "licence to use Vendor's trade marks",
  // "license to use the print management software": up to four words between "use" and the thing.
  [new RegExp(String.raw`\b(?:licen[cs]e|right)\s+(?:[\w-]+\s+){0,3}?to\s+use\s+(?:[\w'’,-]+\s+){0,4}?${INTANGIBLE}\b`, 'i'), 'Intellectual Property'],
  // (h56cat) C68's Asset Use beside it, for software: "a licence to use the print management software", "a royalty-free
  // licence to use the Supplier's software and documentation", "a license to use the Software", "to use the SDK". The
  // other party's software is used as a thing (sets 1, 9, 38, 42 and 45 label all five such sentences Asset Use beside
  // Intellectual Property; sets 38 and 45 missed it, the model reading the licence alone). Not marks, data or
  // materials (C68: no Asset Use, or split), nor tools licensed by a pronoun ("a licence to use them").
  [/\b(?:licen[cs]e|right)\s+(?:[\w-]+\s+){0,3}?to\s+(?:copy\s+and\s+)?use\s+(?:[\w'’,-]+\s+){0,4}?(?:software|SDK)\b/i, 'Asset Use'],
];

export const LICENSED_MARKS_VETOES: readonly [RegExp, CategoryLabel][] = [
  // The learned model's Asset Use for a licence to use marks, logos, names or likeness: nothing of the other's is used.
  [new RegExp(String.raw`\b(?:licen[cs]e|right)\s+(?:[\w-]+\s+){0,3}?to\s+use\s+(?:[\w'’-]+\s+){0,3}?${MARKS}\b(?![^.;]{0,60}\b(?:premises|site|equipment|vehicles?|software|Software)\b)`, 'i'), 'Asset Use'],
];
