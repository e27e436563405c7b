/**
 * A licence a regulator issues for an activity is a permit, no intellectual property (issue 18, h67c54): "a loan
 * licence", "a drugs licence", "manufacturing licences under the Drugs Rules", "an operating licence", "a food service
 * license", "a wholesale licence", "our licensed commercial kitchen". The guide's Intellectual Property row sends a permit
 * to Responsibilities; sets 14, 27, 35 and 53 label their five such sentences (a food business licence, a spa business
 * licence, a business licence cancelled, a trade licence) without Intellectual Property, and set 54's loan and
 * manufacturing licences likewise. The licence is named by the activity it permits, or the thing licensed is a place
 * where food or medicine is made or sold. Not where the sentence names a right in a work ("a manufacturing licence under
 * the Patents", "know-how", "technology", "royalties"): a licence of a right, which the owner grants. Bounded: linear.
 * (issue 18, h89c) Also a trade, business, hawker's, vendor's, liquor, taxi, driving or guide's licence ("holder of trade
 * licence No. …", "renew her trade licence every year", "a valid tour guide licence"): a permit held, as the guide's
 * Intellectual Property row sends "hold the licence required to operate" to Responsibilities.
 */
import type { CategoryLabel } from '../../../wire.js';

/**
 * The rights in a work a licence's own kind names, "a software licence" as "the Software" (issue 18, h109dup: one list
 * for RIGHT_IN_A_WORK here and category-cues-regulatory-licences.ts' WORK_LICENCE_KIND, which adds its own kinds).
 */
export const WORK_RIGHT_KINDS = String.raw`copyright|patents?|trade[\s-]?marks?|software|technology`;
/**
 * What a licence of a work's use lets the licensee do with it, "to use", "to reproduce": a regulator licenses an
 * activity, never these (category-cues-regulatory-licences.ts' WORK_ACT spreads them with a work's other acts).
 */
export const WORK_USES = String.raw`use|reproduce|copy|exploit`;

/**
 * What a right in a work is called, which keeps a licence's Intellectual Property whatever the licence's name. (hrev59)
 * With the marks, logos, designs, artwork, recipes and trade dress a licensor's licence covers, and a licence "to use",
 * "to reproduce" or "to copy" (a right granted, "a manufacturing licence under the Licensed Marks", "display the
 * Licensor's logo at each licensed bakery"): a regulator licenses an activity, never a work's use.
 */
export const RIGHT_IN_A_WORK = String.raw`intellectual|${WORK_RIGHT_KINDS}|marks|logos?|designs?|artwork|recipes|trade\s+dress|know-how|royalt\w*|brand\s+names?|licen[cs]e\s+to\s+(?:${WORK_USES})`;
const RIGHT_IN_A_WORK_RE = new RegExp(String.raw`\b(?:${RIGHT_IN_A_WORK})\b`, 'i');

/** A licence named by the regulated activity it permits, or a place of food or medicine licensed by a regulator. */
/**
 * (h78c61) Also a licence issued by or held from a public body ("the Second Party's licence from the Ministry of Tourism
 * and Antiquities", "a licence issued by the Atomic Energy Regulatory Board", "licensed by the Department of
 * Agriculture"): a permit, whatever activity it is named by (set 60's me 3.3 and set 61's jo 45 read it as Intellectual
 * Property). (hrev80) The body's name between "by/from the" and its head word takes no other preposition: "the licence
 * granted by the Licensor to the Ministry of Education" is the Licensor's licence, held by a ministry. (h108cat) A
 * federation and a council license too ("under a licence from the City Council": set 34, no Intellectual Property; not an
 * association, which may be a society collecting a music licence's fees).
 */
const PUBLIC_BODY_LICENCE = String.raw`\blicen[cs](?:e|es|ed)\s{1,3}(?:(?:issued|granted|given)\s{1,3})?(?:by|from)\s{1,3}(?:the\s{1,3})?(?:(?!(?:to|for|with|by|from|under|on|in|at)\s)[\w&'’-]{1,30}\s{1,3}){0,5}?(?:Ministry|Department|Authority|Board|Commission|Agency|Regulator|Government|Bureau|Council|Federation)\b`;
/** A licence named by the regulated activity it permits ("a trade licence", "her driving licence"; h106c67: one home, the renewed papers read it too). */
export const ACTIVITY_LICENCE = String.raw`\b(?:loan|drugs?|manufacturing|operating|wholesale|pharmacy|factory|trade|trading|business|hawker['’]?s?|vendor['’]?s?|liquor|taxi|driving|(?:tour\s+)?guide['’]?s?|food(?:\s+(?:service|business|establishment|premises|handlers?['’]?))?)\s+licen[cs](?:es?|ing)\b`;
const REGULATOR_LICENCE = String.raw`${PUBLIC_BODY_LICENCE}|${ACTIVITY_LICENCE}|\blicen[cs]ed\s+(?:commercial\s+|food\s+)?(?:kitchens?|baker(?:y|ies)|abattoirs?|slaughterhouses?|pharmac(?:y|ies)|dispensar(?:y|ies))\b`;

const REGULATOR_LICENCE_RE = new RegExp(String.raw`^(?![^]{0,800}\b(?:${RIGHT_IN_A_WORK})\b)[^]{0,400}?(?:${REGULATOR_LICENCE})`, 'i');

/** Whether the text names a right in a work (a licence's subject), whatever licence it names. */
export function namesRightInAWork(text: string): boolean {
  return RIGHT_IN_A_WORK_RE.test(text);
}

/** Whether the text (a sentence or the heading above it) names a regulator's licence and no right in a work. */
export function isRegulatorLicence(text: string): boolean {
  return REGULATOR_LICENCE_RE.test(text);
}

/**
 * Whether a heading's regulator licence silences the heading's Intellectual Property over this sentence: the heading
 * names one and the sentence names no right in a work ("Manufacturing Licence" over "The Licensee shall pay a royalty
 * of 5% of net sales" is a licence of a right; hrev59).
 */
export function isUnderRegulatorLicenceHeading(text: string, heading: string | undefined): boolean {
  return heading !== undefined && isRegulatorLicence(heading) && !RIGHT_IN_A_WORK_RE.test(text);
}

/** Intellectual Property's cue word and the learned model's silenced where the licence is a regulator's permit. */
export const REGULATOR_LICENCE_VETOES: readonly [RegExp, CategoryLabel][] = [[REGULATOR_LICENCE_RE, 'Intellectual Property']];
