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
  'Attorney', 'Attorney-in-fact', 'Procurement', 'Sales', 'Senior', 'Acting', 'Authorised', 'Authorized', 'Signatory', 'CEO', 'CFO', 'COO'];
