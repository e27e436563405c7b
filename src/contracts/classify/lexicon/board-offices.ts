import { escapeRegExp, upToUnrolledOnce } from '../../../common/regexp.js';
import { POST_TITLES } from './gazetteer.js';

/**
 * The offices held on a company's or a body's board, as an alternation for a pattern (no flags needed): "Member of the
 * Management Board", "President of the Supervisory Board", "Chair, Board of Trustees", "Ewa Lis, Management Board Member"
 * (h22f15, h37f28, h59f35). One list for the organ an office names (names/institution-names.ts) and for a person named
 * after the office (parties/preamble-names.ts).
 */
export const BOARD_OFFICE = String.raw`Member|President|Vice[- ]President|Chair(?:man|woman|person)?|Secretary`;

/**
 * The words of the post a person holds when representing a party, capitalised or not ("Executive Director", "Chairman of
 * the Board", "attorney-in-fact", "Chairman and Managing Director"): the post before a representative's name
 * (parties/representative-contacts.ts) and the "and" that joins two posts into one title, never two parties
 * (parties/slot-names.ts: "represented by its Chairman and Managing Director Mr. …", facts set 37's cause 7, h67names).
 * The post's titles (gazetteer.ts POST_TITLES) are among them.
 */
export const REPRESENTATIVE_POST_WORDS: readonly string[] = [...POST_TITLES, 'Managing', 'General', 'Chief', 'President', 'Vice', 'Chair', 'Chairman',
  'Chairwoman', 'Chairperson', 'Board', 'Management', 'Supervisory', 'Partner', 'Designated', 'Commercial', 'Financial', 'Operating',
  'Operations', 'Deputy', 'Head', 'Legal', 'Representative', 'Sole', 'Member', 'Founder', 'Owner', 'Proprietor', 'Mayor', 'Treasurer',
  'Attorney', 'Attorney-in-fact', 'Procurement', 'Sales', 'Senior', 'Acting', 'Authorised', 'Authorized', 'Signatory', 'CEO', 'CFO', 'COO',
  // A school is represented by its head ("represented by its Headmistress, Mrs. …"; facts set 45's cause 6, h80f45p).
  'Headmistress', 'Headmaster', 'Headteacher'];

/**
 * The words of {@link REPRESENTATIVE_POST_WORDS} that only qualify a post ("Legal", "General", "Managing", "Chief"): a post
 * ends in one of the others, its head ("Legal Representative", "General Manager", "Chief Executive Officer").
 */
const POST_QUALIFIERS: ReadonlySet<string> = new Set(['Managing', 'General', 'Chief', 'Vice', 'Board', 'Management', 'Supervisory', 'Designated',
  'Commercial', 'Financial', 'Operating', 'Operations', 'Deputy', 'Head', 'Legal', 'Sole', 'Procurement', 'Sales', 'Senior', 'Acting',
  'Authorised', 'Authorized']);
/** The heads of a representative's post: the words of {@link REPRESENTATIVE_POST_WORDS} a post ends in. */
export const REPRESENTATIVE_POST_HEADS: readonly string[] = REPRESENTATIVE_POST_WORDS.filter((w) => !POST_QUALIFIERS.has(w));

/** A representative's lead: "represented by", "acting through", "represented herein by", "represented in this act by". */
const REPRESENTED_BY = String.raw`(?:represented|acting)\s{1,3}(?:herein\s{1,3}|in\s{1,3}this\s{1,3}act\s{1,3})?(?:by|through)`;
/**
 * A representative's offices, then the "and" that joins another office to them ("its Chairman and", "its President and
 * Chief Executive Officer and"): one to six post words (REPRESENTATIVE_POST_WORDS, "of", "the"), after a possessive or
 * not. The "and" joins two titles of one person, never two parties.
 */
const OFFICES_THEN_AND = String.raw`(?:(?:its|his|her|their|the)\s{1,3})?(?:(?:${REPRESENTATIVE_POST_WORDS.map(escapeRegExp).join('|')}|of|the)\s{1,3}){1,6}(?:and|&)`;
/**
 * "represented by its Chairman and" closing the text before a name: the name after the "and" is the same representative's
 * (another of its titles, or the person), no party's slot. One pattern for the slot reader (parties/slot-names.ts) and
 * the alias reader (parties/contract-parties.ts), h67names and h67slot; "represented by John Smith and Beta Ltd" keeps
 * Beta's slot (a person's name is no office). Case-insensitive ("its CHAIRMAN AND"). Bounded words, anchored at the end:
 * linear.
 */
export const OFFICES_JOINED_AT_END = new RegExp(String.raw`\b${REPRESENTED_BY}\s{1,3}${OFFICES_THEN_AND}\s{0,3}$`, 'i');
/**
 * A representative's lead and post closing the text before a person's name: "represented by its Chairman ", "acting
 * through its General Manager, ", "represented by the President ". The name after it is the representative's, no body's
 * or party's (names/bodies-aliased-by-kind.ts, which asks for a post; issue 18, h120w77, facts set 77's cause 7). A
 * possessive perhaps, then up to six post words ("of", "the" between them; written once, upToUnrolledOnce), a comma
 * perhaps after each. Case-insensitive, bounded words, anchored at the end: linear.
 */
export const REPRESENTATIVE_POST_AT_END = new RegExp(String.raw`\b${REPRESENTED_BY}\s{1,3}(?:(?:its|his|her|their|the)\s{1,3})?${upToUnrolledOnce(String.raw`(?:${REPRESENTATIVE_POST_WORDS.map(escapeRegExp).join('|')}|of|the)(?:\s{0,3},)?\s{1,3}`, 6)}$`, 'i');
/** "represented by" (or "acting through") closing the text before a name, perhaps with offices joined by "and" ({@link OFFICES_JOINED_AT_END}). */
export const REPRESENTED_AT_END = new RegExp(String.raw`\b${REPRESENTED_BY}(?:\s{1,3}${OFFICES_THEN_AND})?\s*$`, 'i');
