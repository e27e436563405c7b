/**
 * Where a contract tells how to reach its parties. Addresses come from the preamble ("whose registered office is
 * at ...", "with offices at ...", "located at ...") and from the notice clause ("The Owner at: 100 Metal Lane" and
 * the address lines under it); contacts come from the signature blocks ("OWNER:" ... "Jon Bon Jovi, President name
 * and title", "Name: ..." / "Title: ...") and notice lines ("Attention: Jane Doe"). Each is attributed to the party
 * whose alias or name heads it; text that names no party is left out rather than guessed.
 */
import { introducedAddresses, looksLikeAddress, STREET_WORDS_NO_SURNAME } from '../names/addresses.js';
import { CASED_LEGAL_FORMS, COMPANY_SUFFIXES, FORMS_BEFORE_NAME, LEADING_LEGAL_FORMS, PERSON_TITLES } from '../lexicon/gazetteer.js';
import { JOINED_PARTICLE, isPersonName } from '../names/person-names.js';
import { COURTESY_BEFORE_NAME } from '../lexicon/courtesy-titles.js';
import { endsInLegalForm } from './party-key.js';
import { isCommonEnglishWord } from '../../../common/lexicon/english.js';
import type { PartyLexicon } from './party-lexicon.js';
import { fullNameOf, initialsLine, lettersOfInitials, titledInitialsLine } from '../signatures/signer-initials.js';
import { actingByTitle, forPartyName, isParticledPersonName, nameForParty, partyCommaName, withoutCommaDate, withoutDatedTail, withoutSigningDate } from '../signatures/signer-lines.js';
import type { Span } from '../text/text.js';
import type { TextSpan } from '../types.js';
import { COPY_IN, noticeContacts } from './notice-contacts.js';
import { matchesOf } from '../../../common/regex-matches.js';
import { PLACE_SET } from './preamble-words.js';
import { longestFirstAlternation, upToUnrolledOnce } from '../../../common/regexp.js';
import { REPRESENTATIVE_POST_HEADS, REPRESENTATIVE_POST_WORDS } from '../lexicon/board-offices.js';
import { withoutItemNumber } from './schedule-items.js';
import { representativesIn } from './representative-contacts.js';
import { SIGNER_LABEL, SIGNER_NAME, SIGNER_NAME_BEFORE_AND, twoForPartyNames, twoLabelledSigners, twoTitledSigners } from '../signatures/signer-pairs.js';

export interface PartyDetails {
  addresses: TextSpan[];
  contacts: { name: string; role: string }[];
}

/**
 * A notice heading: "The Owner at:", "If to Buyer:", "To the Supplier:"; its words name the party (or another
 * addressee). No optional whitespace before the first word: from every blank of a long run of blanks it would
 * rescan the run (quadratic; 40,000 blanks took 3 s).
 */
const NOTICE_HEAD = /(?<![A-Za-z])(?:(?:if\s+to|to)\s+)?(?:the\s+)?([A-Z][A-Za-z/&-]*(?:\s+[A-Z][A-Za-z/&-]*){0,2})\s+at\s*:|\b[Ii]f\s+to\s+(?:the\s+)?([A-Z][A-Za-z/&-]*(?:\s+[A-Z][A-Za-z/&-]*){0,2})\s*:/g;
/** Blanks of a form and runs of spaces. */
const BLANKS = /_{2,}|\s{2,}/g;
/** The label a form prints under a signature line. */
const NAME_AND_TITLE = /\bname\s+and\s+title\b/gi;
// A surname may follow lower-case particles ("Pieter van der Merwe", "Ana da Silva"): lower-case words, so a name word
// (capitalised) and a particle never compete for the same letters.
// Letters of any script: "Name: Marisol Treviño" (ASCII letters cut it to "Marisol Trevi").
// A later word may open with a joined particle ("Name: Nerine deBrum", JOINED_PARTICLE).
const NAME_FIELD = new RegExp(String.raw`\b(?:Name|Printed\s+Name|Print\s+Name)\s*:\s*(\p{Lu}[\p{L}.'’-]+(?:(?:\s+(?:van|von|der|den|de|del|della|da|di|du|dos|das|la|le|bin|binti|ter|ten)){0,3}\s+${JOINED_PARTICLE}?\p{Lu}[\p{L}.'’-]+){1,3})`, 'u');
/**
 * A courtesy title or degree before a signer's name, no part of it: "Dr", "Professor", "Ing." (Czech, German
 * signers), "Eng." (Arabic drafting), Myanmar's "U" and "Daw" (h26f19); courtesy-titles.ts holds the one list.
 */
const COURTESY = COURTESY_BEFORE_NAME;
/**
 * The signer's name on a signature label of its own line, as US, Canadian, Australian and plain-English blocks write it:
 * "By: Daniel Okafor", "Per: Andrew Campbell, Managing Partner", "Signed: Olivia Grant, Director", "Director: Liam
 * O'Connell" (the label is then the role). Letters of any script ("Ciarán").
 */
// Chinese blocks: "Authorized Representative: Li Na" under "Party A (seal): …", the label perhaps marked where to sign:
// "Authorized Representative (signature): Li Jianguo" (h22f15).
// A section 127 block prints its second signer's label with both offices: "Director/Company Secretary: Leanne Vu" (h33f26).
const SIGNER_LINE = new RegExp(String.raw`^\s*(${SIGNER_LABEL})(?:\s*\((?:signature|signed|sign)\))?\s*:\s*(${SIGNER_NAME})\s*(?:,\s*(.{2,80}?))?\s*$`, 'u');
/** A bare "Name, Title" line under a heading: "Jens Albrecht, Managing Director", "João Pereira Santos - Officer". */
// The title may follow a dash as Brazilian and Portuguese blocks write it: "João Pereira Santos - Officer".
// "Ing." (an engineer's degree, Czech, Slovak, German and Austrian signers) is a title as "Dr" is.
// A signer may sign under a power of attorney, said after the title: "Jānis Ozoliņš, Chief Information Officer, by power
// of attorney" (Baltic and other civil-law letters; h22facts): the words are no part of the title.
const NAME_COMMA_TITLE = new RegExp(String.raw`^\s*${COURTESY}(${SIGNER_NAME})\s*(?:,|\s[-–—])\s*([\p{L}][\p{L}&.' -]{1,60}?)(?:\s*,?\s{1,3}(?:by|under)\s{1,3}(?:a\s{1,3})?power\s{1,3}of\s{1,3}attorney)?\s*$`, 'u');
// Two signers of one party on one line under its name, each with a title, joined by "and": "Olof Berg, Chief Executive
// Officer, and Maja Berg, Board Member" (Swedish and other boards sign two together; h40f29). Titles hold no comma, so
// each run stops at its comma: linear.
const TWO_NAMES_COMMA_TITLES = new RegExp(String.raw`^\s*${COURTESY}(${SIGNER_NAME})\s*,\s*([\p{L}][\p{L}&.' -]{1,60}?)\s*,?\s+and\s+${COURTESY}(${SIGNER_NAME})\s*,\s*([\p{L}][\p{L}&.' -]{1,60}?)\s*\.?$`, 'u');
/**
 * The same with an initial and a surname after particles, as Dutch and Belgian blocks sign: "P. de Graaf, director",
 * "A. Visser, director", "J.M. van den Berg, managing director" (one to three initials, then the surname).
 */
// The title may be capitalised ("L. S. Guterres, Diretora Executiva", Timorese and Portuguese blocks) when the contract
// names the signer in full elsewhere (h29f22): "A. Main Street, Leeds" names nobody.
const INITIALS_COMMA_TITLE = /^\s*((?:\p{Lu}\.\s?){1,3}(?:(?:van|von|der|den|de|del|da|das|do|dos|di|du|la|le|ter|ten)\s+){0,3}\p{Lu}[\p{Ll}'’-]+)\s*,\s*([\p{L}][\p{L}&.' -]{1,60}?)\s*$/u;
/** One line that signs for a party: "Signed by Priya Natarajan, Director, for and on behalf of HARLOW DATA SERVICES LIMITED". */
// A title before the name is no part of it, as on a "Name, title" line: "Signed by Professor Anita Desai, Pro Vice-Chancellor".
// The title may be left out: "Signed by Omar Haddad for and on behalf of Levant Tiles W.L.L." (h24f17).
// A second signer may follow the first with its title: "Signed by Ana Lopes, Director, and Rui Sousa, Manager, for and on
// behalf of …" (h28f21).
// "and on behalf of" may be left out too: "Signed by Ana Reti for TOTARA TIMBER LIMITED" (h34f27).
// The title may be bracketed after the name, and the second signer may come with no title or with a bracketed one: "SIGNED
// by AKOSUA MENSAH (President) and KOFI ASANTE (Secretary) for and on behalf of …", "SIGNED by Ama Boateng and Kwame
// Owusu for and on behalf of …" (Ghanaian and other Commonwealth drafting; facts set 35's cause 8, h59f35). Groups: the
// first name, its title after a comma or in brackets, the second name, its title so, the party. Bounded: linear.
const SIGNED_TITLE = String.raw`(?:\s*,\s*([^,]{2,60}?)\s*,?|\s*\(([^()]{2,40})\))`;
// A seal's bracket may follow the title ("SIGNED by Anna Smith (Director) (Seal) for …", review hrev47's Left, h62names).
const SIGNED_SEAL = String.raw`(?:\s*\((?:seal|l\.\s?s\.)\))?`;
// A sole proprietor signs as the owner of the business name: "Signed by Rahman bin Haji Ali, proprietor of RAHMAN BOAT
// SERVICES" (Bruneian, Malaysian and other Commonwealth drafting; facts set 41's cause 7, h76f41p).
const SIGNED_FOR_WORDS = String.raw`(?:\s+for\s+(?:and\s+on\s+behalf\s+of\s+)?|\s*,\s*(?:the\s+)?(?:sole\s+)?(?:proprietor|proprietress|owner)\s+of\s+)`;
const SIGNED_FOR = new RegExp(String.raw`^\s*signed\s+by\s+${COURTESY}(${SIGNER_NAME_BEFORE_AND})${SIGNED_TITLE}?${SIGNED_SEAL}(?:\s+and\s+${COURTESY}(${SIGNER_NAME_BEFORE_AND})${SIGNED_TITLE}?${SIGNED_SEAL})?${SIGNED_FOR_WORDS}(.{1,120})$`, 'iu');
/**
 * "Signed for the Employer by its Chairman, Jimmy Rowe, and its Secretary, Ana Lee.": the party, then each officer's
 * title before the name (h28f21). The titles must read as job titles.
 */
// The company may be what signs, its officer after a second "by": "Signed by the within-named KANDY TEA TRADERS (PRIVATE)
// LIMITED by its Director, Dilani Fernando, in the presence of:" (Sri Lankan and other Commonwealth drafting; facts set
// 36's cause 4, h66names). The party must be one the contract names (`partyIn`), so a person signing "by" nobody is no match.
const SIGNED_BY_COMPANY_LEAD = String.raw`(?:by|BY)\s+(?:(?:[Tt]he|THE)\s+(?:[Ww]ithin|WITHIN|[Aa]bove|ABOVE)[-\s]?(?:named|NAMED)\s+)?`;
// The witnesses' heading may close the line: ", in the presence of:".
const IN_PRESENCE = String.raw`(?:\s*,?\s+in\s+the\s+presence\s+of\s*:?)?`;
const SIGNED_FOR_BY_TITLE = new RegExp(String.raw`^\s*(?:Signed|SIGNED|Executed|EXECUTED)\s+(?:for\s+(?:and\s+on\s+behalf\s+of\s+)?|${SIGNED_BY_COMPANY_LEAD})(.{1,120}?)\s+by\s+(?:its|their|the)\s+([^,]{2,60}?)\s*,\s*${COURTESY}(${SIGNER_NAME})(?:\s*,?\s+and\s+(?:by\s+)?(?:its|their|the)\s+([^,]{2,60}?)\s*,\s*${COURTESY}(${SIGNER_NAME}))?${IN_PRESENCE}\s*[.,]?\s*$`, 'u');
/**
 * A signer's title before the name, after a colon or a dash, on a line of its own under a party's heading: "Managing
 * Director: Jane Roe", "Chief Executive Officer – Jo Bloggs", "Proprietor: Ama Owusu" (h28f21). The title must read as a
 * job title ("Witness: …" does not).
 */
// The seal or signature the line marks may close it: "Representative Director: Kenji Sato (seal)" (Japanese and Korean
// drafting in English; facts set 49's cause 6, h88p).
const TITLE_COLON_NAME = new RegExp(String.raw`^\s*(\p{Lu}[\p{L} -]{1,50}?)\s*(?::|\s[–—-])\s*${COURTESY}(${SIGNER_NAME})\s*(?:\((?:seal|signature|signed|sign)\))?\s*\.?$`, 'u');
/** The same with the party first: "Signed for and on behalf of Clydeside Ltd by Alasdair Ross, Director, at Glasgow on 20 December 2024". */
// "Signed for OAKFIELD BAKERIES LIMITED by Niamh Walsh, Director" and "Signed on behalf of … by …" as well (UK and Irish
// execution blocks, h37f28); "by its Chairman, …" is SIGNED_FOR_BY_TITLE's (the officer's title first).
// "Signed by [the within-named] <COMPANY> by Dilani Fernando, Director." as well (h66names, SIGNED_BY_COMPANY_LEAD).
const SIGNED_FOR_BY = new RegExp(String.raw`^\s*signed\s+(?:(?:for(?:\s+and\s+on\s+behalf\s+of)?|on\s+behalf\s+of)\s+|${SIGNED_BY_COMPANY_LEAD})(.{1,120}?)\s+by\s+(?!(?:its|their|the|an?|his|her)\s)(${SIGNER_NAME})\s*,\s*([^,]{2,60}?)\s*(?:,|\s+(?:at|on)\s|$)`, 'iu');
/**
 * The officer a company executes a deed through, named in the heading (English form): "Executed as a deed by ASHCOMBE
 * LOGISTICS LIMITED acting by Rachel Okonkwo, a director, in the presence of:".
 */
// The title stops where a second officer joins without a comma: "acting by Vikash Ramgoolam, Director and Anne-Marie
// Lagesse, Director" (Mauritian deeds).
const ACTING_BY = new RegExp(String.raw`\bacting\s+by\s+(${SIGNER_NAME})\s*,\s*(?:(?:a|an|its|the)\s+)?((?:(?!\s+and\s+\p{Lu})[^,:]){2,60}?)\s*(?:,|:|$|(?=\s+and\s+\p{Lu}))`, 'u');
/** A letter's closing before the signer's name: "Yours sincerely", "Yours faithfully", "Kind regards". */
/** A signer's office and the party it signs for, on one line: "Director, for and on behalf of Fennick Advisory Limited". Anchored, bounded: linear. */
const OFFICE_FOR = /^\s*([^,]{2,60}?)\s*,\s*for\s+and\s+on\s+behalf\s+of\s+(\S.{1,120}?)\s*\.?$/iu;
/** A countersignature's heading that names no party: "Agreed and accepted:", "Accepted and agreed by:". Anchored: linear. */
export const BARE_ACCEPTANCE = /^\s*(?:(?:agreed|accepted|acknowledged)\s+and\s+(?:agreed|accepted)|accepted|agreed)(?:\s+by)?\s*:?\s*$/i;
export const VALEDICTION = /^\s*(?:yours\s+(?:sincerely|faithfully|truly)|(?:kind|best)\s+regards|sincerely(?:\s+yours)?)\s*,?\s*$/i;
/** A signer's name alone on its line: "Graham Finch". */
// A title before it is no part of it: "Eng. Ahmed Samir Fawzy" (Arabic drafting), "Ing. Pavel Novák" (h18f11).
const NAME_LINE = new RegExp(String.raw`^\s*${COURTESY}(${SIGNER_NAME})\s*$`, 'u');
/** A long heading that signs for a party: "Executed by Wattle Analytics Pty Ltd ACN … :", "Signed for Coastal Water Authority by …:". */
// Nigerian and other common-law execution: "SIGNED, SEALED AND DELIVERED by the within-named SERVICE PROVIDER".
// A company executes a deed under its common seal, attested by its officers on the lines below ("The Common Seal of
// KWAHU PROPERTIES LIMITED was affixed in the presence of:" / "Director: …" / "Secretary: …"; Ghanaian, Nigerian, older
// English drafting), h19f12.
// Irish drafting opens the same heading with "Present when": "PRESENT when the common seal of LIFFEY FINANCE DAC was
// affixed hereto:" (h29f23).
const SEAL_HEADING = /^\s*(?:Present\s+when\s+)?(?:The\s+)?Common\s+Seal\s+of\s+(.{1,120}?)\s+was\s+(?:hereunto\s+|duly\s+)?affixed\b/i;
// A signature line of a party's name, then a dash or a colon, then its signers with their titles: "Ardennes Mobility
// S.A. — Sophie Muller, Director", "For Atlântico Compósitos, S.A.: Rui Carvalho, Director; Ana Lima, Secretary"
// (Luxembourg, Portuguese drafting), h19f12. The party part is what the lexicon finds in it.
// A colon only after "For": "LANDLORD: RIVERSIDE PLAZA HOLDINGS, LLC" is a role field over its signature, not a signer.
// "Signed for <company>: <name>, <title>" as "For <company>: …" (h24f17).
// The addressee's or beneficiary's countersignature the same way: "Accepted by ACME LIMITED: Jane Roe, General Manager",
// "Acknowledged and agreed for Acme Corp.: Jane Roe, President, on 2 May 2025" (the date read off first; h27f20b).
// A signature block written on one line, the party then "By:" or "Per:" (case-sensitive, a label): "Alfa Works Co., Ltd.
// By: Niran Chaiyo, Managing Director", "… By: Ana Cole, Manager Date: May 9, 2030" (h47f32).
// Before "By:" the party's name alone, every word capitalised but a name's small joining words: "Notices to Beta Stores
// Limited By: Registered Post, Attention Legal" says how a notice goes, no signer (review hrev32; PARTY_NAME_ALONE).
// Up to three further signers after ";", the signer written once (upToUnrolledOnce: V8 would copy a {0,3} of it, the
// titles' list included, three times; hperf2).
const SIGNER_COMMA_POST = String.raw`${COURTESY}${SIGNER_NAME}\s*,\s*[\p{L}][\p{L}&.' -]{1,60}?`;
export const PARTY_THEN_SIGNERS = new RegExp(String.raw`^\s*(?:(?:Signed\s+for|For|(?:Accepted|Acknowledged)(?:\s+and\s+(?:agreed|accepted))?\s+(?:by|for))\s+(.{2,120}?)(?:\s[–—-]\s|:\s)|(?!For\s)(.{2,120}?)(?:\s[–—-]\s|\s(?<byLabel>By|Per):\s))\s*(${SIGNER_COMMA_POST}${upToUnrolledOnce(String.raw`;\s*${SIGNER_COMMA_POST}`, 3)})\s*\.?$`, 'u');
// A South African signing statement on one line: "For the Caterer: Name: Johan Visser, Capacity: Director, who warrants
// that he is duly authorised." — the fields "Name:" and "Capacity:" (or "Title:", "Designation:") after the party's
// heading, the warranty after them (h34f27). Each part bounded: linear.
/** A party's name with no sentence around it: capitalised words, figures, "&", and a name's small joining words. */
const PARTY_NAME_ALONE = /^\s*(?:(?:[\p{Lu}\d&("'“]\S*|of|and|de|du|des|del|der|den|van|von|the|y|e|et|for|und)\s{1,3})*[\p{Lu}\d&("'“]\S*\s*$/u;
const PARTY_NAME_CAPACITY = new RegExp(String.raw`^\s*(?:Signed\s+for|For)\s+(.{2,120}?):\s+Name\s*:\s*${COURTESY}(${SIGNER_NAME})\s*,\s*(?:Capacity|Title|Designation|Position)\s*:\s*([\p{L}][\p{L}&.' -]{1,60}?)\s*(?:,\s*who\b[^:]{0,160})?\.?$`, 'u');
// A role field closing the contract with the party and its signer, the signer's title before the name: "Contractor:
// Gradnje Drava d.o.o., director Luka Horvat", "Investor: Jadran Turizam d.d., management board member Ana Kovač"
// (Slovenian, Croatian drafting), h20f13. The title is a job title (`JOB_TITLE`), so an address after the comma is none;
// a courtesy title before the name is no part of it. A field naming the representative so ("Contracting Authority: …,
// represented by procurement manager Kadri Tamm") gives the same contact.
const FIELD_PARTY_TITLE_SIGNER = new RegExp(String.raw`^\s*\p{Lu}[\p{L} -]{1,30}:\s*(.{2,120}?),\s*([\p{L}][\p{L} -]{1,50}?)\s+${COURTESY}(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]*){1,3})\s*\.?$`, 'u');
/** An e-mail address after a contact's name or title (h33f26). Bounded: linear. */
const EMAIL_ADDRESS = String.raw`[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){1,4}`;
/**
 * A party's alias as a field, then a person and a job title, perhaps the date after: "Buyer: Florencia Ruiz, Purchasing
 * Manager", "Order acknowledged by the Vendor: Tomás Silva, Sales Director, 11 August 2025" (h22facts). The alias one or
 * two capitalised words; the title read by JOB_TITLE; the date a short tail, in words or figures ("10/03/2038", h87p); an
 * e-mail last, as a contact field writes it ("Customer Representative: Joan Ibarra, Procurement Manager,
 * joan@example.com", hrev27). Bounded: linear.
 */
const ROLE_PERSON_TITLE = new RegExp(String.raw`^\s*(?:order\s+(?:acknowledged|accepted)\s+by\s+)?(?:the\s+)?(\p{Lu}\p{L}{1,30}(?:\s\p{Lu}\p{L}{1,30})?)\s*:\s*${COURTESY}(${SIGNER_NAME})\s*,\s*(\p{L}[\p{L}&' -]{1,60}?)(?:\s*,\s*[\p{L}\d ]{4,30}|\s*,\s*\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4})?(?:\s*,\s*${EMAIL_ADDRESS})?\s*\.?$`, 'iu');
/**
 * A party's contact as a field of an order form or a cover page: "Customer contact: Jane Roe", "Supplier contact for
 * notices: Jo Bloggs, Account Manager (jo@example.com)" (h29f23). The party one or two capitalised words (its alias or
 * name), the title optional, an e-mail or phone in brackets after it, or an e-mail after a comma ("Member Contact: Aoife
 * Byrne, aoife.byrne@example.ie", h33f26). Bounded: linear.
 */
const CONTACT_FIELD = new RegExp(String.raw`^\s*(?:the\s+)?(\p{Lu}\p{L}{1,30}(?:\s\p{Lu}\p{L}{1,30})?)(?:['’]s)?\s+(?:notices?\s+)?contact(?:\s+person)?(?:\s+for\s+notices)?\s*:\s*${COURTESY}(${SIGNER_NAME})(?:\s*,\s*(\p{L}[\p{L}&' -]{1,60}?))?(?:\s*,\s*${EMAIL_ADDRESS})?\s*(?:\([^()]{0,80}\))?\s*\.?$`, 'iu');
/** A person a contact field names: a signer's name of which some word is no common English word ("Accounts Payable" is a desk). */
const isContactName = (name: string): boolean => isSignerName(name) && !name.split(/\s+/).every((w) => isCommonEnglishWord(w.toLowerCase(), 35));
/** The field lines read so, in order: the pattern, the longest line tried, and its party, person and title groups. */
const FIELD_SIGNERS = [
  { pattern: ROLE_PERSON_TITLE, longest: 160, party: 1, name: 2, title: 3 },
  { pattern: FIELD_PARTY_TITLE_SIGNER, longest: 240, party: 1, name: 3, title: 2 },
] as const;
/**
 * Words that name a document, never a person: a letter's subject line under the addressee's block ("FACILITY LETTER –
 * SEASONAL WORKING CAPITAL FACILITY") read as a name and a title is no contact (h34f27).
 */
const DOCUMENT_WORDS = /\b(?:letter|agreement|contract|facility|overdraft|schedule|annex(?:ure)?|appendix|terms)\b/i;
/**
 * A title that ends in a document's kind: a dashed title under a letterhead ("ACME CARS" / "Wedding Car Hire – Booking
 * Form and Agreement", "… – Reservation Form") reads as a name and a title, yet no post ends so (facts set 45's cause 9).
 */
const DOCUMENT_KIND_END = /\b(?:form|agreement|contract|letter|terms(?:\s+and\s+conditions)?)\s*$/i;
/** A heading over a party's acceptance, and the party's sentence of acceptance under it (bounded: linear). */
const ACCEPTANCE_HEADING = /^\s*(?:(?:the\s+)?(?:borrower['’]s\s+|customer['’]s\s+|client['’]s\s+)?acceptance|accepted|form\s+of\s+acceptance)\s*:?\s*$/i;
const PARTY_ACCEPTS = /^\s*(.{2,120}?)\s+(?:hereby\s+)?(?:accepts|agrees\s+to)\b/i;
// A place of signing may come first: "SIGNED at Manzini for ACME (PTY) LTD by" (h28f21; one to three words).
const SIGNS_FOR = /^\s*(?:executed|signed)(?:,?\s+sealed)?(?:,?\s+and\s+delivered)?(?:\s+as\s+a\s+deed)?(?:\s+at\s+[^\s,]+(?:\s+[^\s,]+){0,2}?)?\s+(?:by|for)\s/i;
/** A heading over the witnesses of the signatures: the names under it sign for no party. */
// Philippine blocks: "SIGNED IN THE PRESENCE OF:".
const WITNESS_HEADING = /^\s*(?:(?:signed\s+)?in\s+the\s+presence\s+of|witness(?:es|ed\s+by)?)\s*:?\s*$/i;
/**
 * A witness named on the label's own line: "In the presence of: Name: Ifeoma Eze, Legal Officer", "Witnessed by: Jo
 * Bloggs". A witness attests a signature and is none of the party's people (every facts set lists none as a contact).
 */
/** A witness named under a signer's line: "(witness)", "Witness", "as witness" (review hrev69). */
const WITNESS_BELOW = /^\(?\s*(?:as\s+)?witness(?:ed)?\s*\)?\.?$/i;
const WITNESS_LINE = /^\s*(?:(?:signed\s+)?in\s+the\s+presence\s+of|witness(?:es|ed\s+by)?)\s*:\s*\S/i;
/** The line a signature goes on: a blank drawn with underscores, or "By:" / "Signature:" alone. */
const SIGNED_ON = /_{3,}\s*$|^\s*(?:By|Per|Signature)\s*:?\s*$/i;
/**
 * A title the line under a signer's name holds ("Director", "Managing Director", "Chief Executive"): a name line right
 * under a heading that signs for a party ("For Scheldepoort Facility Services NV", "Signed for Te Awa Holdings Limited
 * by:") is its signer only with such a title below it; an addressee's block or a person's own name has none.
 */
// A board's chair or member signs for a company as Nordic boards do ("Chairman of the Board", "Member of the Board"),
// or a "management board member" as Slovenian and Croatian ones write it (h20f13).
// The department may follow a dash: "General Manager – Exploration", "Director - Finance".
// The owner or the head of what signs, named by its kind ("Owner of the Establishment", "Head of the Council", "Head of
// Procurement"), as Arabic and Pacific drafting in English titles a sole owner and a council's chief (facts set 43's
// causes 5 and 9, h77f43p): "of" and a word after "owner" or "head", never either alone ("Owner" is a party's role).
const JOB_TITLE = /^(?:(?:[\p{L}&,' -]{0,40}\s)?(?:(?:director|president|manager|officer|secretary|chair(?:man|woman|person)?|partner|trustee|treasurer|chief\s+executive|ceo|cfo|coo|general\s+counsel|proprietor|attorney|authori[sz]ed\s+(?:signatory|representative)|legal\s+representative)|(?:chair(?:man|woman|person)?|member|director)\s+of\s+the\s+(?:(?:management|supervisory)\s+)?board(?:\s+of\s+directors)?|board\s+member|(?:owner|head)\s+of\s+(?:the\s+)?\p{L}[\p{L}' -]{1,40})(?:\s+general)?)(?:\s[–—-]\s\p{L}[\p{L}&' ]{1,40})?$/iu;
/**
 * A signer's title before the name, the title in small letters or one capitalised office word: "director Nenad
 * Jovanović", "managing director Ana Kovač", "Director Luka Horvat" (Serbian, Croatian and other civil-law blocks, the
 * line under the party's name). The title must read as a job title (JOB_TITLE). Anchored, bounded words: linear.
 */
const TITLE_THEN_NAME = new RegExp(String.raw`^\s*((?:\p{Ll}[\p{Ll}-]{0,20}\s+){0,3}\p{Ll}[\p{Ll}-]{0,20}|Director|President|Manager|Chairman|Procurator)\s+(${SIGNER_NAME})\s*$`, 'u');
/**
 * The same with a comma after a capitalised post: "Director, Driton Morina", "Owner, Valbona Gashi", "Managing Director,
 * Ana Kovač" (Kosovar, Albanian and other Balkan blocks under the party's name; facts set 42's cause 3, h77f42p). The post
 * ends in one of the representative's posts' heads (board-offices.ts, one list: "Owner", "Proprietor", "Director" …),
 * up to two of their words before it. Anchored, bounded words: linear.
 */
const POST_WORD = longestFirstAlternation(REPRESENTATIVE_POST_WORDS);
const TITLE_COMMA_NAME = new RegExp(String.raw`^\s*(${upToUnrolledOnce(String.raw`(?:${POST_WORD})\s{1,3}`, 2)}(?:${longestFirstAlternation(REPRESENTATIVE_POST_HEADS)}))\s{0,3},\s{0,3}${COURTESY}(${SIGNER_NAME})\s*$`, 'u');
/** A line naming a party by its alias alone, as Latin American blocks close under the party's name: "THE CARRIER". */
const ALIAS_LINE = /^\s*(?:the\s+)?\p{L}[\p{L} -]{1,40}$/iu;
/** A line where someone who is no party acknowledges the contract ("Read and understood by the Principal Investigator"). */
const ACKNOWLEDGED = /^\s*(?:read\s+and\s+understood|acknowledged(?:\s+and\s+agreed)?|seen\s+and\s+agreed)\b/i;
/** The second officer a deed is executed by: ", and Ian Bellamy, Secretary" after the first. */
const AND_OFFICER = new RegExp(String.raw`^\s*,?\s*and\s+(${SIGNER_NAME})\s*,\s*(?:(?:a|an|its|the)\s+)?([^,:.]{2,60}?)\s*(?:,|:|\.|$)`, 'u');
/** A first officer's title, then the second officer and title after "and": "Treasurer, and Noa Levi, Secretary". */
const AND_SECOND = new RegExp(String.raw`^([^,]{2,60}?),?\s+and\s+(${SIGNER_NAME})\s*,\s*([^,]{2,60})$`, 'u');
/** A signer's title alone on the line under the name: "President", "Legal Representative" (no field, no figures). */
const TITLE_LINE = /^[\p{L}][\p{L}&.,' –—-]{1,60}$/u;
// "Capacity:" is the South African form of the signer's title.
const TITLE_FIELD = /\b(?:Title|Position|Role|Designation|Capacity|Its)\s*:\s*([A-Za-z][A-Za-z&.,' -]{1,60}?)\s*(?:$|\b(?:Date|Name|Signature)\b)/;
const ATTENTION = /\b(?:Attention|Attn\.?|For\s+the\s+attention\s+of)\s*:?\s+([A-Z][a-z]+(?:\s+[A-Z]\.)?(?:\s+[A-Z][a-z'-]+){1,2})(?:\s*,\s*([A-Za-z][A-Za-z&' -]{1,50}))?/;
/**
 * "with a copy (which shall not constitute notice) to: <law firm>, … Attention: …" opening a line, and the same inside a
 * notices sentence (US drafting, h29f23). Bounded: linear.
 */
const COPY_TO = /^\s*(?:and\s+)?with\s+(?:a\s+)?cop(?:y|ies)\b/i;
/** The manager or agent a party signs through, at the end of its heading. */
const ACTING_THROUGH = /,?\s+acting\s+(?:through|by)\s+[^,;:]{1,80}$/i;
/** A role field opening a line: "Supplier: …", "Buyer: …". */
const ROLE_FIELD = /^\s*\p{Lu}[\p{L} ]{1,30}:/u;
/** Legal forms, as words ("LLC", "Inc.", "P.C."). */
// "PT NUSANTARA CARGO MANDIRI": a legal form before the name is one too.
const LEGAL_FORMS = new Set([...COMPANY_SUFFIXES, ...LEADING_LEGAL_FORMS].filter((w) => !CASED_LEGAL_FORMS.has(w)).flatMap((w) => [w.toLowerCase(), `${w.toLowerCase()}.`]));
/** Whether a word is a legal form: case-blind, but a form that is also a person's name ("Ike") only as written. */
// A Baltic form before the name ("Agreed for AS Daugava Insurance:", "SIA Baltic Cloud Hosting") as written: "as" is a word.
const isLegalForm = (word: string): boolean => LEGAL_FORMS.has(word.toLowerCase()) || CASED_LEGAL_FORMS.has(word) || CASED_LEGAL_FORMS.has(word.replace(/\.$/, '')) || FORMS_BEFORE_NAME.includes(word);
/** Words a signature heading may hold besides the parties' names. */
// "Party A (seal): Shenzhen … Co., Ltd.": a Chinese block's party letter and its seal. "FIRST PRAIRIE TRUST COMPANY, as
// Escrow Agent": the capacity a party signs in, by its own alias. "Consultant – Studio Ferraresi S.r.l.": the alias and
// the name a dash joins (Italian drafting).
// "REPRESENTATIVE OF THE CLIENT" (Vietnamese drafting, h18f11): the party's representative signs under it.
// "Acknowledged and agreed for <party>": the addressee of a letter countersigns as "Accepted and agreed" does (h21f14b).
// "Received and accepted: <payee>": the payee of a promissory note or the addressee of a letter acknowledges it so; the
// person under it signs for the payee, not for the maker above (h24f17b).
// "Issued by: <company>" heads the signer's lines under a purchase order its issuer signs alone (h30f24).
// "p. <company>", "p.p. <company>", "Por <company>", "Pour …", "Für …": the heading in the drafting's own language (por, per
// procurationem), h73f39n. Their languages' articles after them, as "the" in "For the Supplier": "Für die Kranbau Schmidt
// GmbH", "Pour la Société Vernet", "Por el Comprador" (issue 18, hrev63: the German heading with its article gave its
// signer to no party).
const HEADING_WORDS = /\b(?:signed|sealed|delivered|issued|for|and|on|behalf|of|by|signature|date|the|accepted|received|acknowledged|agreed|to|witness|as|representative|party\s+[A-Z]|p|pp|por|pour|für|die|der|den|das|la|le|el)(?![\w])|\(seal\)|[:,.&–—-]/giu;

/** The words of a signing heading that a party's name alone never holds ("Accepted and agreed for", "Signed by"). */
const HEADING_VERBS = /\b(?:for|by|on|behalf|signed|executed|accepted|agreed|acknowledged|received|issued|dated|witness)\b/i;
/**
 * The same heading in the drafting's own language, opening the party's line: "p. ACME S.A." and "p.p. ACME S.A." (por, per
 * procurationem: Uruguayan, Argentine and Chilean blocks), "Por ACME S.A.", "Pour ACME SARL", "Für ACME GmbH". Such a line
 * opens the party's block, it closes none (h73f39n). Anchored: linear.
 */
const SIGNS_FOR_LEAD = /^\s*(?:p\.\s?p\.|p\.|por|pour|für)\s/iu;
/** A line that is only the blank a signature goes on ("______", "…………"). */
const RULE_ONLY = /^[\s_.…]{3,}$/u;

/** A person's name without a courtesy or academic title before it, in small letters: the same person however titled. */
const TITLE_BEFORE = new RegExp(String.raw`^(?:(?:${PERSON_TITLES.join('|')})\.?\s+)+`, 'i');
const untitled = (name: string): string => name.replace(TITLE_BEFORE, '').toLowerCase();

/** An issuer's signature field: "Authorised by: <name>[, <title>]", "Approved by:", "Issued by:". */
const AUTHORISED_BY = new RegExp(String.raw`^\s*(?:authori[sz]ed|approved|issued)\s+by\s*:\s*${COURTESY}(${SIGNER_NAME})\s*(?:,\s*(\p{L}[\p{L}&' -]{1,60}?))?\s*\.?$`, 'iu');
/** A heading's close naming the officers it acts by: "acting by two of its trustees:", "by its directors:". Bounded: linear. */
const ACTS_BY_OFFICERS = /\b(?:acting\s{1,3}(?:by|through)|by\s{1,3}(?:its|their|two\s{1,3}of\s{1,3}its))\b[^:]{0,80}:\s{0,3}$/i;
/**
 * Whether the field at `element` ("Trustee: Edwin Yon") is one of the officers' lines under a heading that executes or
 * signs for a party by its officers and closes on a colon ("EXECUTED as a deed by THE HARBOUR TRUST acting by two of its
 * trustees:"), perhaps under another such line: the person signs for the party, no party of their own, though the label
 * is a role word (h86p's Left, set 46's trust deed; h87p). At most three fields up.
 */
export function underSigningHeading(texts: readonly string[], element: number): boolean {
  for (let e = element - 1; e >= Math.max(0, element - 4); e--) {
    const plain = texts[e];
    if (plain.length <= 240 && SIGNS_FOR.test(plain) && ACTS_BY_OFFICERS.test(plain)) return true;
    if (!TITLE_COLON_NAME.test(plain)) return false;
  }
  return false;
}

/** Addresses and contacts of each label party (its alias, or its name when it has none). */
export function findPartyDetails(texts: readonly string[], lexicon: PartyLexicon, parties: ReadonlySet<string>): Map<string, PartyDetails> {
  /** The first party the lexicon finds in a text (a negated mention is none). */
  const partyIn = (text: string) => lexicon.find(text).filter((m) => parties.has(m.party) && !m.negative)[0];
  const out = new Map<string, PartyDetails>();
  const entry = (party: string): PartyDetails => {
    let e = out.get(party);
    if (!e) out.set(party, (e = { addresses: [], contacts: [] }));
    return e;
  };
  const addAddress = (party: string, span: TextSpan): void => {
    const list = entry(party).addresses;
    if (!list.some((a) => a.element === span.element && a.begin < span.end && span.begin < a.end)) list.push(span);
  };
  const addContact = (party: string, name: string, role: string): void => {
    if (DOCUMENT_WORDS.test(name) || DOCUMENT_KIND_END.test(role)) return;
    const list = entry(party).contacts;
    // One person with and without a title is one contact: "Attention: Dr. Hannah Cole", "By: /s/ Hannah Cole" (h40f29).
    if (!list.some((c) => untitled(c.name) === untitled(name))) list.push({ name, role });
    contactAt = at;
  };
  // The officers a company executes a deed through: "acting by Rachel Okonkwo, a director" and any second one after it
  // ("…, and Ian Bellamy, Secretary", "… Director and Anne-Marie Lagesse, Director").
  const addOfficers = (party: string, line: string): boolean => {
    const officer = ACTING_BY.exec(line);
    if (!officer) return false;
    addContact(party, officer[1], officer[2].trim());
    const second = AND_OFFICER.exec(line.slice(officer.index + officer[0].length));
    if (second && isSignerName(second[1])) addContact(party, second[1], second[2].trim());
    return true;
  };
  /** The party a signer's block names under the signer's job title, one line each (name / title / party). */
  const partyUnderTitle = (name: string, title: string, partyLine: string): string | undefined => {
    const titled = title.length <= 60 && !title.includes(':') && JOB_TITLE.test(title);
    // The party's name alone: a heading under the title ("Accepted and agreed for <party>") opens the next block.
    const nameAlone = partyLine.length <= 120 && !partyLine.includes(':') && !HEADING_VERBS.test(partyLine) && !SIGNS_FOR_LEAD.test(partyLine) && !isPersonName(partyLine);
    const party = titled && nameAlone ? partyIn(partyLine)?.party : undefined;
    return party && !signsForSelf(name, party, lexicon) ? party : undefined;
  };
  let at = -1; // the element being read
  let titledAt = -1; // the party line of the last name / title / party block read
  let contactAt = -1; // the element of the last contact found
  let officerTitle: string | undefined; // "sole director" of a deed's heading "… acting by its sole director"
  let executedAt = -1; // the element of the last heading executing a deed for a party

  const represented: { party: string; name: string; role: string }[] = []; // the preamble's representatives
  /** A person the preamble or an earlier line already gives a party other than `party`. */
  const isAnotherPartysPerson = (name: string, party: string | undefined): boolean => {
    const key = untitled(name);
    return represented.some((r) => r.party !== party && untitled(r.name) === key)
      || [...out].some(([p, d]) => p !== party && d.contacts.some((c) => untitled(c.name) === key));
  };
  /** The last party the lexicon finds in a text (a negated mention is none). */
  const partyNamedIn = (text: string) => lexicon.find(text).filter((m) => parties.has(m.party) && !m.negative).pop()?.party;
  // Preamble: "Acme Ltd, whose registered office is at 1 Main Street, Springfield ("Supplier")".
  texts.slice(0, 30).forEach((text, element) => {
    for (const a of introducedAddresses(text)) {
      const owner = ownerOf(text, a.intro, a.begin, lexicon, parties);
      if (owner) addAddress(owner, { element, begin: a.begin, end: a.end });
    }
    // "…, represented by its Director General, Mr. Jean Dupont": the person the party acts through is its contact, the
    // party being the last one named before it (representative-contacts.ts, h39a). Added after the signature blocks.
    if (/represented/i.test(text)) {
      // A preamble names a few representatives, each after its party's entry: the first eight, and the 400 characters
      // before each, are read (a text of "represented by" over and over stays linear).
      // A firm is no person: "represented by Baker Legal LLP, its counsel" names a body by its legal form (hrev29).
      for (const r of representativesIn(text, (n) => isSignerName(n) && !n.split(/\s+/).some(isLegalForm)).slice(0, 8)) {
        const named = lexicon.find(text.slice(Math.max(0, r.index - 400), r.index)).filter((m) => parties.has(m.party) && !m.negative);
        // A "Represented by:" field opening its own line acts for the party whose block it is in: the last party named
        // on the few lines above ("PARTY A (THE BUYER): <NAME>" / "Address: …" / "Represented by: …", h42f30).
        const owner = named[named.length - 1]?.party ?? (text.slice(0, r.index).trim() === '' ? blockPartyAbove(texts, element, partyNamedIn) : undefined);
        if (owner && !signsForSelf(r.name, owner, lexicon)) represented.push({ party: owner, name: r.name, role: r.role });
      }
    }
  });

  // Notice clauses and signature blocks, element by element.
  let current: string | undefined; // the party whose notice address lines follow
  let pending: string[] = []; // notice headings still waiting for their lines ("The Owner at:" "The Contractor at:")
  let signers: string[] = []; // the parties of the current signature block's columns
  let headingAt = -1; // the element of the last signature heading
  let bareHeadingAt = -1; // the element of the last heading of any form
  let initialsAt = -1; // the element of the last initials line read under a heading (a party's first signer)
  let signerAt = -1; // the element of the last signer's name alone on its line
  let linedAt = -1; // the element of the last "For <party>: <name>, <title>" line
  let linedParty: string | undefined; // its party
  texts.forEach((text, element) => {
    at = element;
    // A details schedule's numbered field ("Item 7 – Customer Representative: …") reads as the field itself.
    const plain = withoutItemNumber(text.replace(BLANKS, ' ').trim());
    // A copy of notices sent to someone else (the party's counsel) opens a block of its own: its address and attention
    // line are not the party's, nor are the lines under it until the next heading (h29f23).
    if (COPY_TO.test(text)) {
      current = undefined;
      pending = [];
      return;
    }
    // Cheap tests first: most clauses hold no heading, attention line or address. An attention line after a copy's
    // "with a copy to" in the same sentence is the copy's addressee's.
    const copyAt = /\bcop(?:y|ies)\b/i.test(text) ? COPY_IN.exec(text)?.index ?? text.length : text.length;
    const attention = /\bAtt/i.test(text) ? ATTENTION.exec(text.slice(0, copyAt)) : null;
    const heads = text.includes(':') ? noticeHeads(text, lexicon, parties) : [];
    let from = 0;
    for (const h of heads) {
      if (h.party === undefined) {
        pending = [];
        current = undefined;
      } else pending.push(h.party);
      from = h.end;
    }
    if (heads.length > 0 && heads[heads.length - 1].party === undefined) return;
    const notice = heads.length > 0 || current !== undefined || pending.length > 0;
    const lines = notice ? lineSpans(text, heads.length === 0 && /^\s*Address\s*:/i.test(text) ? text.indexOf(':') + 1 : from) : [];
    const addressLines = lines.filter((s) => looksLikeAddress(text.slice(s.begin, s.end)));
    if (notice && addressLines.length > 0 && lines.every((s) => addressLines.includes(s) || s.end - s.begin <= 40)) {
      // While headings wait, each new block of lines opens the next heading's address.
      if (pending.length > 0) current = pending.shift();
      if (current) for (const s of addressLines) addAddress(current, { element, ...s });
      if (attention && current) addContact(current, attention[1], attention[2]?.trim() || 'notice contact');
      return;
    }
    if (heads.length > 0) return;
    if (notice && attention) {
      const party = current ?? pending[0];
      if (party) addContact(party, attention[1], attention[2]?.trim() || 'notice contact');
      return;
    }
    if (notice && plain !== '' && !/^\s*(?:Address|Tel|Fax|Phone|E-?mail|Copied\s+to|Copy\s+to)\b/i.test(text)) {
      current = undefined;
      pending = [];
    }

    const signedFor = plain.length <= 240 ? SIGNED_FOR.exec(plain) : null;
    const signedForBy = plain.length <= 240 && signedFor === null ? SIGNED_FOR_BY.exec(plain) : null;
    if (signedFor || signedForBy) {
      const [partyText, name, title] = signedFor ? [signedFor[7], signedFor[1], signedFor[2] ?? signedFor[3]] : [signedForBy![1], signedForBy![2], signedForBy![3]];
      const party = partyIn(partyText)?.party;
      // A title where the name stands is no signer (review hrev47): "SIGNED by the Director for and on behalf of …", "SIGNED
      // by Tom Brown and Company Secretary for …" (the names are read case-blind).
      // After "Signed by <party>" the title must read as an officer's (h66names): "Signed by the Tenant by Ana Roe, witness" names none.
      const officerTitle = signedFor !== null || !/^\s*signed\s+by\s/i.test(plain) || JOB_TITLE.test(title?.trim().replace(/\.$/, '') ?? '');
      if (party && officerTitle && !JOB_TITLE.test(name)) addContact(party, name, title?.trim() || 'signatory');
      if (party && signedFor?.[4] !== undefined && isSignerName(signedFor[4]) && !JOB_TITLE.test(signedFor[4])) addContact(party, signedFor[4], (signedFor[5] ?? signedFor[6])?.trim() || 'signatory');
      signers = [];
      return;
    }
    const byTitle = plain.length <= 240 && /^\s*(?:signed|executed)\s+(?:for|by)\s/i.test(plain) ? SIGNED_FOR_BY_TITLE.exec(plain.replace(/\.$/, '')) : null;
    const byTitleParty = byTitle && JOB_TITLE.test(byTitle[2]) && isSignerName(byTitle[3]) ? partyIn(byTitle[1])?.party : undefined;
    if (byTitle && byTitleParty) {
      addContact(byTitleParty, byTitle[3], byTitle[2].trim());
      if (byTitle[5] !== undefined && JOB_TITLE.test(byTitle[4]) && isSignerName(byTitle[5])) addContact(byTitleParty, byTitle[5], byTitle[4].trim());
      signers = [];
      return;
    }
    // "For the Buyer: Ana Lopes, Manager" / "Rui Sousa, Director": a second signer with a job title on the line right
    // under a party line's signer signs for the same party (h28f21).
    const second = linedAt === element - 1 && linedParty !== undefined ? NAME_COMMA_TITLE.exec(plain) : null;
    if (second && isSignerName(second[1]) && JOB_TITLE.test(second[2].trim()) && !JOB_TITLE.test(second[1])) {
      addContact(linedParty!, second[1], second[2].trim());
      return;
    }
    const seal = plain.length <= 240 ? SEAL_HEADING.exec(plain) : null;
    const sealed = seal ? partyIn(seal[1]) : undefined;
    if (sealed) {
      signers = [sealed.party];
      headingAt = element;
      bareHeadingAt = element;
      return;
    }
    const capacityLine = plain.length <= 320 && /\bName\s*:/.test(plain) ? PARTY_NAME_CAPACITY.exec(plain) : null;
    const capacityParty = capacityLine && isSignerName(capacityLine[2]) ? partyIn(capacityLine[1])?.party : undefined;
    if (capacityLine && capacityParty) {
      addContact(capacityParty, capacityLine[2], capacityLine[3].trim());
      signers = [];
      return;
    }
    // The line's date closes it after "on", "dated" or a comma ("…, Sales Director, 9 April 2025", h52facts).
    const partyLine = plain.length <= 240 ? PARTY_THEN_SIGNERS.exec(withoutCommaDate(withoutDatedTail(plain)).replace(/\s*,\s*$/, '')) : null;
    const byLabelled = partyLine?.groups?.byLabel !== undefined;
    const lined = partyLine && (!byLabelled || PARTY_NAME_ALONE.test(partyLine[2])) ? partyIn(partyLine[1] ?? partyLine[2]) : undefined;
    const lineSigners = partyLine && lined ? partyLine[4].split(/\s*;\s*/).map((one) => NAME_COMMA_TITLE.exec(one)).filter((c) => c !== null && isSignerName(c[1])) : [];
    if (lined && lineSigners.length > 0) {
      for (const c of lineSigners) addContact(lined.party, c![1], c![2].trim());
      signers = [];
      linedAt = element;
      linedParty = lined.party;
      return;
    }
    // "Buyer: Florencia Ruiz, Purchasing Manager", "Order acknowledged by the Vendor: Tomás Silva, Sales Director, 11
    // August 2025" (h22facts), "Contracting Authority: …, represented by procurement manager Kadri Tamm": a field under a
    // party's alias or name, its person and a job title.
    const contactField = plain.length <= 200 && /contact/i.test(plain) ? CONTACT_FIELD.exec(plain) : null;
    const contactOf = contactField && isContactName(contactField[2]) ? partyIn(contactField[1]) : undefined;
    if (contactField && contactOf) {
      addContact(contactOf.party, contactField[2], contactField[3] !== undefined && JOB_TITLE.test(contactField[3]) ? contactField[3].trim() : 'notice contact');
      return;
    }
    for (const field of FIELD_SIGNERS) {
      const m = plain.length <= field.longest ? field.pattern.exec(plain) : null;
      const found = m && JOB_TITLE.test(m[field.title]) && isSignerName(m[field.name])
        ? partyIn(m[field.party]) : undefined;
      if (m && found) {
        addContact(found.party, m[field.name], m[field.title].trim());
        signers = [];
        return;
      }
    }
    // "For the Principal: Dr. Fatma bint Said Al Busaidi": the party's label, a colon and its signer (signer-lines.ts).
    // "Ana Ruiz Soto, for ACME, S.A. DE C.V.": the name first, then the party (signer-lines.ts); a title there ("Grants
    // Director, for and on behalf of …") is the signer's office, no name.
    const nameFirst = !plain.includes(':') && plain.includes(', for ') ? nameForParty(plain) : undefined;
    // A letter's closing puts the office and the party on one line under the name: "Yours sincerely," / "Declan
    // Moriarty" / "Director, for and on behalf of Fennick Advisory Limited". The name above signs for that party.
    const office = plain.length <= 200 ? OFFICE_FOR.exec(plain) : null;
    const officeFor = office && JOB_TITLE.test(office[1]) ? partyIn(office[2]) : undefined;
    const closer = officeFor ? signedAbove(texts, element) : undefined;
    if (officeFor && closer && closer.role === 'signatory' && !signsForSelf(closer.name, officeFor.party, lexicon)) {
      addContact(officeFor.party, closer.name, office![1].trim());
      signers = [];
      return;
    }
    // "For the Client: Mere Walker For the Agency: Tane Smith": two such lines side by side, folded into one.
    const forPair = plain.includes(':') ? twoForPartyNames(plain) : undefined;
    const forPairParties = forPair?.map((f) => partyIn(f.party)?.party);
    if (forPair && forPairParties?.every((p) => p !== undefined)) {
      forPair.forEach((f, k) => {
        if (!signsForSelf(f.name, forPairParties[k]!, lexicon)) addContact(forPairParties[k]!, f.name, 'signatory');
      });
      signers = [];
      return;
    }
    const forParty = plain.includes(':') ? forPartyName(plain) : nameFirst && !JOB_TITLE.test(nameFirst.name) ? nameFirst : undefined;
    const forParted = forParty ? partyIn(forParty.party) : undefined;
    if (forParty && forParted && !signsForSelf(forParty.name, forParted.party, lexicon)) {
      addContact(forParted.party, forParty.name, 'signatory');
      signers = [];
      return;
    }
    // "Fietsen Delft B.V., Pieter de Vries": a company named with its legal form, then its signer alone (h47f32).
    const commaNamed = !plain.includes(':') && plain.includes(', ') ? partyCommaName(plain) : undefined;
    const commaParty = commaNamed && isLegalForm(commaNamed.party.split(/\s+/).pop()!) && !JOB_TITLE.test(commaNamed.name) ? partyIn(commaNamed.party) : undefined;
    if (commaNamed && commaParty && !signsForSelf(commaNamed.name, commaParty.party, lexicon)) {
      addContact(commaParty.party, commaNamed.name, 'signatory');
      signers = [];
      return;
    }
    const heading = signatureHeading(plain, lexicon, parties);
    if (heading.length > 0) {
      signers = heading;
      // A heading "on behalf of" a party, or one that joins the party's alias and name by a dash ("Consultant – Studio
      // Ferraresi S.r.l."), is a signature's own: the person right under it signs for the party. Under a bare name
      // ("LARCH FREIGHT LTD" / "Maria Santos") or "For <party>" a name may be an addressee's, and under "Signed by the
      // Landlord:" the landlord's own.
      headingAt = /\bon\s+behalf\s+of\b|^\S+(?:\s\S+)?\s[–—-]\s/i.test(plain) ? element : -1;
      bareHeadingAt = element;
      // A letter signs above the party it signs for: "Yours sincerely" / "Graham Finch" / "Managing Director" / "For
      // and on behalf of Harrow & Finch Ltd".
      const closing = heading.length === 1 ? signedAbove(texts, element) : undefined;
      if (closing) addContact(heading[0], closing.name, closing.role);
      return;
    }
    // An acceptance under its heading: "ACCEPTANCE" / "Kahu Homes Limited accepts the facility on the terms of this
    // letter." / "Director: …" / "Director: …" — the party that accepts signs the lines under it, not the writer whose
    // "For and on behalf of" heading stands above (h34f27).
    const accepts = plain.length <= 200 && element > 0 && ACCEPTANCE_HEADING.test(texts[element - 1]) ? PARTY_ACCEPTS.exec(plain) : null;
    const acceptor = accepts ? partyIn(accepts[1]) : undefined;
    if (acceptor) {
      signers = [acceptor.party];
      headingAt = element;
      bareHeadingAt = element;
      return;
    }
    if (plain.length <= 240 && SIGNS_FOR.test(plain)) {
      const first = partyIn(plain);
      if (first) {
        signers = [first.party];
        executedAt = element;
        const title = actingByTitle(plain);
        officerTitle = title !== undefined && JOB_TITLE.test(title) ? title : undefined;
        addOfficers(first.party, plain);
        return;
      }
    }
    // "Supplier: Steppe Grain LLP, BIN …" / "Director ______ A.N. Seitkali": a titled signer by initials under a role
    // field naming its party, resolved to the full name the contract gives (signer-initials.ts).
    // Or under the party's name on its own line, itself under the role heading ("Supplier:" / '"Amu Darya Textiles" LLC' /
    // "Director ______ B. Rahimov", Uzbek, Armenian and other post-Soviet blocks, h24f17b).
    const titledInitials = plain.length <= 120 && element > 0 ? titledInitialsLine(text) : undefined;
    const nameLineAbove = element > 1 && texts[element - 1].trim().length <= 120 && bareHeadingAt >= element - 2;
    if (titledInitials && (ROLE_FIELD.test(texts[element - 1]) || nameLineAbove)) {
      const fielded = lexicon.find(texts[element - 1]).filter((m) => parties.has(m.party) && !m.negative);
      const full = fielded.length > 0 ? fullNameOf(texts.slice(0, 40), titledInitials.initials, titledInitials.surname) : undefined;
      if (full && !signsForSelf(full, fielded[0].party, lexicon)) addContact(fielded[0].party, full, titledInitials.title);
      return;
    }
    // "Rodrigo Saavedra" / "SOYA ORIENTE S.A." / "THE CONTRACTING PARTY": a name over the party's name over its alias,
    // with no "By:" (Bolivian and other Latin American blocks, h22f15b). Both lines below must name the same party, the
    // first a company's name (no person's, no "Signed by the Tenant:" heading), the last its alias alone: a letter's
    // addressee block ("Jane Smith" / "Acme Ltd" / "1 Main Street") has an address.
    const nameOver = plain.length <= 60 ? NAME_LINE.exec(plain) : null;
    if (nameOver && isSignerName(nameOver[1])) {
      const below = (texts[element + 1] ?? '').trim();
      const alias = (texts[element + 2] ?? '').trim();
      const party = below.length <= 120 && !below.includes(':') && !isPersonName(below) ? partyIn(below)?.party : undefined;
      if (party && ALIAS_LINE.test(alias) && lexicon.find(alias).some((m) => m.party === party && !m.negative) && !signsForSelf(nameOver[1], party, lexicon)) {
        addContact(party, nameOver[1], 'signatory');
        return;
      }
      // "Carla Rocha Vaca" / "LEGAL REPRESENTATIVE" / "MIEL ANDINA S.R.L.": a name over its job title over the party it
      // signs for, one line each (Latin American blocks, several in a row at a contract's end). The signer belongs to
      // the party BELOW the title, not to the party line above the name, which closes the previous block (h72sig).
      // A letter's addressee block ("Ms. Jane Cole" / "Director" / "Quay Offices Ltd." / "5 Front Street") goes on to an
      // address: no signature.
      // The order is the document's: under a party's line or a "By:" field the name signs for the block above ("PT
      // NUSANTARA CARGO" / "Hendra Wijaya" / "President Director" / "PT SINAR RITEL" / …), unless that party line closed
      // a name-first block itself.
      // A signature's blank line between ("PARTY LINE" / "______" / name / title) is read through: the line over it decides
      // (a party's own line over the blank opens the party-first block the name signs in, h73f39n).
      const ruled = RULE_ONLY.test(texts[element - 1] ?? '') && element > 1;
      const overAt = ruled ? element - 2 : element - 1;
      const above = (texts[overAt] ?? '').trim();
      const clauseAbove = (above.match(/(?<![\p{L}])\p{Ll}{2,}/gu) ?? []).length > 2; // a clause's words, no party's line
      const opensBlock = !above.endsWith(':') && (titledAt === overAt || clauseAbove || partyIn(above) === undefined);
      const titledParty = !opensBlock || looksLikeAddress((texts[element + 3] ?? '').trim()) ? undefined : partyUnderTitle(nameOver[1], below, alias);
      if (titledParty) {
        titledAt = element + 2;
        addContact(titledParty, nameOver[1], below);
        signers = [];
        return;
      }
    }
    // The same block as one paragraph of three lines ("Carla Rocha Vaca\nLEGAL REPRESENTATIVE\nMIEL ANDINA S.R.L.").
    const blockLines = text.length <= 240 && text.includes('\n') ? text.split('\n').map((l) => l.trim()).filter((l) => l !== '') : [];
    const blockName = blockLines.length === 3 ? NAME_LINE.exec(blockLines[0]) : null;
    const blockParty = blockName && isSignerName(blockName[1]) ? partyUnderTitle(blockName[1], blockLines[1], blockLines[2]) : undefined;
    if (blockName && blockParty) {
      addContact(blockParty, blockName[1], blockLines[1]);
      signers = [];
      return;
    }
    // "Authorised by: Kenroy Samuel, Purchasing Manager": the party of the heading above signs so, or under none an order's
    // or a quotation's issuer, the party its letterhead names (h86p's Left, set 47's purchase order; h87p). Read before
    // the return for no heading: under no heading is where an order puts it (set 50's log found it never reached).
    const authorised = signers.length <= 1 && plain.length <= 160 ? AUTHORISED_BY.exec(plain) : null;
    const issuer = authorised && isSignerName(authorised[1]) ? signers[0] ?? partyNamedIn(texts[0] ?? '') : undefined;
    if (authorised && issuer) {
      if (!signsForSelf(authorised[1], issuer, lexicon)) addContact(issuer, authorised[1], authorised[2]?.trim() || 'signatory');
      return;
    }
    if (signers.length === 0) return;
    if (WITNESS_HEADING.test(plain) || (ACKNOWLEDGED.test(plain) && plain.length <= 120)) {
      signers = [];
      return;
    }
    // The party's signer may still follow the witness's line ("Witness: Jo Bloggs" / "Director: Jane Roe"): keep the party.
    if (WITNESS_LINE.test(plain)) return;
    if (plain.length > 160) {
      signers = [];
      return;
    }
    if (NAME_AND_TITLE.test(text)) {
      NAME_AND_TITLE.lastIndex = 0;
      const columns = text.replace(NAME_AND_TITLE, ' ').split(BLANKS).map((c) => c.trim()).filter((c) => c !== '');
      columns.forEach((column, k) => {
        const party = signers.length === columns.length ? signers[k] : signers.length === 1 ? signers[0] : undefined;
        const contact = nameAndTitle(column);
        if (party && contact) addContact(party, contact.name, contact.role);
      });
      return;
    }
    // Two signer fields on one line, two columns the reader folded into one (signer-pairs.ts): "Per: A Per: B" under one
    // party's heading gives both to it; under two parties' headings side by side, one each, in order.
    const pair = signers.length <= 2 ? twoLabelledSigners(plain, isSignerName) : undefined;
    if (pair) {
      pair.forEach((s, k) => {
        const party = signers[signers.length === 2 ? k : 0];
        if (!signsForSelf(s.name, party, lexicon)) addContact(party, s.name, s.title ?? 'signatory');
      });
      return;
    }
    const name = NAME_FIELD.exec(text);
    if (name && signers.length === 1) {
      const title = TITLE_FIELD.exec(text) ?? TITLE_FIELD.exec(texts[element + 1] ?? '');
      // An individual party's own name in the field ("Hirer:" / "Name: Lijon Kabua") is her signature, no contact (set
      // 44's rule; facts set 45's cause 8, h80f45p), as a pair's is.
      if (!signsForSelf(name[1], signers[0], lexicon)) addContact(signers[0], name[1], title ? title[1].trim() : 'signatory');
      return;
    }
    if (signers.length !== 1) return;
    // A deed's heading "Executed as a deed by ACME LTD" with its officers on the next line ("acting by …, Director"), or
    // one ending "acting by its sole director" with the director's name on the next line.
    if (executedAt === element - 1 && /^acting\s+by\s/i.test(plain) && addOfficers(signers[0], plain)) return;
    const officerName = executedAt === element - 1 && officerTitle !== undefined ? NAME_LINE.exec(plain) : null;
    if (officerName && isSignerName(officerName[1]) && !signsForSelf(officerName[1], signers[0], lexicon)) {
      addContact(signers[0], officerName[1], officerTitle!);
      return;
    }
    // A second officer on the line under the first: "David Ssempala, Director" / "and Brenda Achieng, Company Secretary".
    const andOfficer = contactAt === element - 1 ? AND_OFFICER.exec(plain) : null;
    if (andOfficer && isSignerName(andOfficer[1])) {
      addContact(signers[0], andOfficer[1], andOfficer[2].trim());
      return;
    }
    const signer = SIGNER_LINE.exec(plain);
    // "By: Keel Capital GP LLC, its general partner": the company a partnership signs through, whose own signer follows.
    if (signer && isLegalForm(signer[2].split(/\s+/).pop()!)) return;
    // "Signed: The General Manager", "Sgd.: Managing Director": a post, with its article or bare, signs where no name was
    // written (a certified copy's "Sgd.:" line), and an article opens no person's name (review hrev74).
    if (signer && (/^(?:The|THE)\s/.test(signer[2]) || JOB_TITLE.test(signer[2]))) return;
    if (signer) {
      const label = signer[1].replace(/\s+/g, ' ');
      // Two officers on one line: "By: Amir Katz, Treasurer, and Noa Levi, Secretary".
      const both = signer[3] !== undefined ? AND_SECOND.exec(signer[3]) : null;
      const title = both ? both[1] : signer[3] ?? (/^(?:By|Per|Signed|Sgd\.?)$/i.test(label) ? TITLE_FIELD.exec(texts[element + 1] ?? '')?.[1] : label);
      addContact(signers[0], signer[2], title?.trim() || 'signatory');
      if (both && isSignerName(both[2])) addContact(signers[0], both[2], both[3].trim());
      return;
    }
    // "Managing Director: Jane Roe", "Chief Executive Officer – Jo Bloggs" right under the party's heading or under the
    // signer before it (h28f21); a party block's field further down ("Party A: …" / "Address: …" / "Legal
    // Representative: …") is no signature.
    // The party's address on the line between ("Party A" / "<company>" / "<its address>" / "Representative Director: …",
    // as Japanese and Korean blocks print the address under the name) keeps the signer under the heading (h88p).
    const besideHeading = bareHeadingAt === element - 1 || executedAt === element - 1 || contactAt === element - 1
      || (bareHeadingAt === element - 2 && element > 0 && !texts[element - 1].includes(':') && looksLikeAddress(texts[element - 1].trim()));
    const titleColon = plain.length <= 120 && besideHeading ? TITLE_COLON_NAME.exec(plain) : null;
    if (titleColon && JOB_TITLE.test(titleColon[1].trim()) && isSignerName(titleColon[2]) && !signsForSelf(titleColon[2], signers[0], lexicon)) {
      addContact(signers[0], titleColon[2], titleColon[1].trim());
      return;
    }
    // A line that names a party is its name, not a signer ("PRODUCTOS LÁCTEOS SIERRA MADRE, S.A. DE C.V." under "THE
    // MANUFACTURER"; "Hannah Nguyen" under "Signed by the Employee:", who signs for herself).
    if (lexicon.find(plain).some((m) => parties.has(m.party) && !m.negative)) return;
    // "LESSOR" / "DUNAV d.o.o. Beograd" / "director Nenad Jovanović": the title before the name, right under the heading
    // or under the party's name line below it (h22f15b).
    const titleFirst = bareHeadingAt >= element - 2 ? TITLE_THEN_NAME.exec(plain) : null;
    if (titleFirst && JOB_TITLE.test(titleFirst[1]) && isSignerName(titleFirst[2]) && !signsForSelf(titleFirst[2], signers[0], lexicon)) {
      addContact(signers[0], titleFirst[2], titleFirst[1]);
      return;
    }
    const titleComma = bareHeadingAt >= element - 2 && plain.length <= 120 ? TITLE_COMMA_NAME.exec(plain) : null;
    // "Director, Legal Affairs", "Head, Human Resources": a post's department after the comma, no name (common words alone).
    // So is a region's or a country's ("Director, Kenya Operations", "Managing Director, East Africa", "Director, Asia
    // Pacific": common words and places alone; review hrev70).
    const department = titleComma !== null && titleComma[2].split(/\s+/).every((w) => isCommonEnglishWord(w.toLowerCase(), 35) || PLACE_SET.has(w.toLowerCase()));
    if (titleComma && !department && isSignerName(titleComma[2]) && !signsForSelf(titleComma[2], signers[0], lexicon)) {
      addContact(signers[0], titleComma[2], titleComma[1]);
      return;
    }
    // "Aino Virtanen, CEO Pekka Virtanen, Chairman of the Board": two "name, title" columns folded into one line.
    const titledPair = twoTitledSigners(plain, isSignerName, (t) => JOB_TITLE.test(t));
    if (titledPair) {
      for (const s of titledPair) if (!signsForSelf(s.name, signers[0], lexicon)) addContact(signers[0], s.name, s.title ?? 'signatory');
      return;
    }
    const two = plain.length <= 200 ? TWO_NAMES_COMMA_TITLES.exec(plain) : null;
    if (two && isSignerName(two[1]) && isSignerName(two[3]) && JOB_TITLE.test(two[2]) && JOB_TITLE.test(two[4])) {
      addContact(signers[0], two[1], two[2].trim());
      addContact(signers[0], two[3], two[4].trim());
      return;
    }
    // A title with its department ("General Manager – Exploration") is no name and a title.
    const bare = NAME_COMMA_TITLE.exec(plain);
    // "Ignatius Falanruw, witness" under "Signed by the Builder, …, in the presence of:": a witness attests the signature
    // and is none of the party's people, as under a witness heading (facts set 42's cause 8, h77f42p).
    if (bare && WITNESS_BELOW.test(bare[2].trim())) return;
    // A middle initial is part of the name ("Gregory L. Pike, President"), as it is on a name line.
    if (bare && isSignerName(bare[1]) && !JOB_TITLE.test(bare[1])) {
      addContact(signers[0], bare[1], bare[2].trim());
      return;
    }
    // The title in small letters ("director"): "P. de Graaf, director" is a signer, "A. Main Street, Leeds" no title.
    const initials = INITIALS_COMMA_TITLE.exec(plain);
    if (initials) {
      // The full name the contract gives the signer elsewhere, when it gives one ("R.J. Croes" → "Ricardo Croes", the
      // representative of the party's slot: signer-initials.ts), h28f21.
      const spelt = /^((?:\p{Lu}\.\s?){1,3})(.+)$/u.exec(initials[1].trim());
      const full = spelt ? fullNameOf(texts.slice(0, 40), lettersOfInitials(spelt[1]), spelt[2]) : undefined;
      if (full !== undefined || /^\p{Ll}/u.test(initials[2])) {
        addContact(signers[0], full ?? initials[1].trim(), initials[2].trim());
        return;
      }
    }
    // "The Lessor" / "N. Papadakis", "The Lessee" / "p.p. E. Georgiou": initials alone right under the party's heading,
    // resolved to the full name the contract gives (signer-initials.ts); unresolved, no contact.
    // A partnership's partners sign so one under the other ("The Water Carrier:" / "R. Frans" / "E. Cecilia", Dutch and
    // Caribbean drafting): an initials line right under a resolved one signs for the same party (facts set 41's cause 7,
    // h76f41p).
    // Not a person the contract already gives another party (its preamble's representative: a block whose other column
    // came apart, "The Seller:" / "A. Kyprianou" / "M. Olympiou" with Ms Olympiou the Buyer's director), nor a witness
    // named so ("(witness)" on the line below): review hrev69.
    const underSigner = bareHeadingAt !== element - 1;
    const short = bareHeadingAt === element - 1 || initialsAt === element - 1 ? initialsLine(plain) : undefined;
    const shortFull = short ? fullNameOf(texts.slice(0, 40), short.initials, short.surname) : undefined;
    const belowShort = shortFull ? (texts[element + 1] ?? '').replace(BLANKS, ' ').trim() : '';
    const notHis = underSigner && shortFull !== undefined && (WITNESS_BELOW.test(belowShort) || isAnotherPartysPerson(shortFull, signers[0]));
    if (shortFull && !notHis && !signsForSelf(shortFull, signers[0], lexicon)) {
      addContact(signers[0], shortFull, JOB_TITLE.test(belowShort) ? belowShort : 'signatory');
      initialsAt = element;
      return;
    }
    // The signer's name alone on its line under the party's heading, its title perhaps on the next line: "RAMON D.
    // VILLANUEVA" / "President" (Philippine), "Eduardo Garza Treviño" / "Legal Representative", "Thabo Mokoena" under
    // "For the Landlord:", "Liam O'Connor" under "Signed for … by its director:".
    // Right under the line signed on ("____", "By:"): a name elsewhere in a block is an addressee or a witness.
    const next = (texts[element + 1] ?? '').replace(BLANKS, ' ').trim();
    const underHeading = signsForParty(texts[element - 1] ?? '', lexicon, parties) && JOB_TITLE.test(next);
    // Or right under a heading that names the party alone ("Consultant – Studio Ferraresi S.r.l." / "Paolo Ferraresi").
    // Under a heading of any form ("PT NUSANTARA CARGO MANDIRI", "THE MAINTAINER") a name is the signer's when a job title
    // is under it ("Hendra Wijaya" / "President Director"): an addressee's block has an address there. So is a second
    // name with its title right after the first signer's title ("Rasmus Friis" / "Member of the Board").
    const titled = JOB_TITLE.test(next) && (bareHeadingAt === element - 1 || (signerAt === element - 2 && JOB_TITLE.test((texts[element - 1] ?? '').trim())));
    // Or right under a role heading that is itself under the line signed on ("_____" / "THE CONSIGNOR" / "Renzo Quispe
    // Huamán", Latin American and Spanish blocks).
    const underRole = bareHeadingAt === element - 1 && SIGNED_ON.test(texts[element - 2] ?? '');
    // Or under the signer's title alone, itself right under the party's heading ("For the Client" / "The General
    // Manager" / "Aline KANEZA", French and Central African blocks), h29f22.
    const titleAbove = (texts[element - 1] ?? '').replace(BLANKS, ' ').trim();
    const underTitle = bareHeadingAt === element - 2 && titleAbove.length <= 60 && JOB_TITLE.test(titleAbove);
    const alone = SIGNED_ON.test(texts[element - 1] ?? '') || underHeading || titled || underRole || underTitle || headingAt === element - 1 ? NAME_LINE.exec(plain) : null;
    // A person signing for herself has no contact, and the preamble may have named her with a title ("Dr. Elena Marquez").
    const ownName = alone !== null && PERSON_TITLES.some((t) => lexicon.find(`${t}. ${alone[1]}`).some((m) => parties.has(m.party) && !m.negative));
    if (alone && !ownName && isSignerName(alone[1])) {
      addContact(signers[0], alone[1], underTitle ? titleAbove.replace(/^the\s+/i, '') : TITLE_LINE.test(next) ? next : 'signatory');
      signerAt = element;
    }
  });
  // The persons a one-sentence notices clause names for the parties, beside their signers (notice-contacts.ts).
  for (const c of noticeContacts(texts, lexicon, parties)) addContact(c.party, c.name, c.role);
  // The preamble's representatives last: a signer the blocks already read keeps its role and its writing, unless it is
  // shorter than the preamble's or in initials ("Petar Ivanov, Manager" under "represented by its Manager Petar Dimitrov
  // Ivanov": the name in full, as the sets give it); one the blocks missed (a name alone under "THE LESSOR", initials no rule
  // resolved) is added with the preamble's post.
  for (const r of represented) {
    const list = entry(r.party).contacts;
    const same = list.find((c) => c.name === r.name || sameSigner(c.name, r.name));
    if (!same) list.push({ name: r.name, role: r.role });
    else if (same.name.split(/\s+/).length < r.name.split(/\s+/).length || (/\p{Lu}\./u.test(same.name) && !/\p{Lu}\./u.test(r.name))) same.name = r.name;
  }
  return out;
}

/**
 * Whether two names are one person's writings: the same in capitals or not, one's words all among the other's ("Petar
 * Ivanov" of "Petar Dimitrov Ivanov"), or initials and the surname ("S. Joseph", "A.N. Kovalchuk"). The preamble names a
 * representative in full, the signature block often shorter (h39a); two people of one surname ("Jane Smith", "John
 * Smith") stay two.
 */
function sameSigner(a: string, b: string): boolean {
  const [short, full] = [a, b].map((n) => n.normalize('NFC').toLowerCase().split(/\s+/)).sort((x, y) => x.length - y.length);
  if (short.join(' ') === full.join(' ')) return true;
  if (short.length === full.length || short[short.length - 1] !== full[full.length - 1]) return false;
  return short.slice(0, -1).every((w) => full.includes(w)) || (short.length === 2 && /^(?:\p{Ll}\.\s?){1,3}$/u.test(short[0]) && short[0][0] === full[0][0]);
}

/** Whether `name` is the party's own (a sole trader signing for herself has no contact; set 12's convention). */
/** The lines a party block's header may stand above its "Represented by:" field: the header, an address, a number. */
const BLOCK_LINES_ABOVE = 3;
/** The party of the block a field line opens in: the one named on the nearest of the few lines above it. */
function blockPartyAbove(texts: readonly string[], element: number, partyNamedIn: (text: string) => string | undefined): string | undefined {
  for (let e = element - 1; e >= Math.max(0, element - BLOCK_LINES_ABOVE); e--) {
    const party = partyNamedIn(texts[e]);
    if (party) return party;
  }
  return undefined;
}

function signsForSelf(name: string, party: string, lexicon: PartyLexicon): boolean {
  const names = (written: string) => lexicon.find(written).some((m) => m.party === party && !m.negative);
  // The party named with a title its signature leaves out ("Ms Sophie Brenner, born …" signs "The Instructor: Sophie
  // Brenner"): she still signs for herself, no contact of hers (h40f29).
  return names(name) || PERSON_TITLES.some((t) => names(`${t} ${name}`));
}

/** A line that heads a party's signature: "For Bruggeman Chocolatiers BV", "Signed for Te Awa Holdings Limited by:". */
function signsForParty(line: string, lexicon: PartyLexicon, parties: ReadonlySet<string>): boolean {
  const plain = line.replace(BLANKS, ' ').trim();
  if (plain.length > 160 || !/^(?:for|(?:signed|executed)(?:\s+as\s+a\s+deed)?\s+(?:for|by))\b/i.test(plain)) return false;
  return lexicon.find(plain).some((m) => parties.has(m.party) && !m.negative);
}

/** A person's name as a signer writes it, an initial perhaps among its words ("RAMON D. VILLANUEVA", "Liza M. Santos"). */
/** An okina opening a name word, no letter of the name for the name test ("'Ana" reads as "Ana"). */
const OKINA = /^['‘ʻ](?=\p{Lu})/u;
/** "St." (Saint) before a surname's word. */
const SAINT = /^(?:St|Ste)\.$/;
function isSignerName(name: string): boolean {
  // An initial ("R.") and an abbreviated first name ("Ma." Maria, "Md." Mohammad: "Ma. Luisa R. Santos", h40f29) are read
  // as the name words around them are.
  // So is "St." opening a surname after a first name ("Marcella St. Rose", "John St. John": Saint, h57names).
  const words = name.normalize('NFD').replace(/\p{M}/gu, '').split(/\s+/).filter((w, i, all) => !/^(?:\p{Lu}|Ma|Md)\.$/u.test(w) && !(SAINT.test(w) && i > 0 && i < all.length - 1)).map((w) => w.replace(OKINA, ''));
  // "Scotts Head Road" is a street (an addressee's street line read as "name, title"), no person.
  if (STREET_WORDS_NO_SURNAME.includes(words[words.length - 1] ?? '')) return false;
  // A particle between name words is read as the names around it are ("Pieter de Vries", "Fatima el Amrani", h47f32).
  return isParticledPersonName(words.join(' '));
}

/** The signer of a letter whose lines above `element` are a closing, a name and an optional title, else none. */
function signedAbove(texts: readonly string[], element: number): { name: string; role: string } | undefined {
  for (const titled of [true, false]) {
    const at = element - (titled ? 2 : 1);
    // After a letter's closing, or (untitled) right after the block of another signer that named its own party: "Yours
    // sincerely," / "Declan Moriarty" / "Director, for and on behalf of Fennick Advisory Limited" / "Mark Fenwick" /
    // "Head of Operations, for and on behalf of Tidewater Ports Ltd" (the countersignature, hrev27).
    // So does a bare acceptance line naming no party ("Agreed and accepted:" / "Fiona Grant" / "Director, for and on behalf
    // of <addressee>"): the office line names the party (hrev27).
    if (at < 1 || !(VALEDICTION.test(texts[at - 1]) || (!titled && texts[at - 1].length <= 200 && (OFFICE_FOR.test(texts[at - 1]) || BARE_ACCEPTANCE.test(texts[at - 1]))))) continue;
    const name = NAME_LINE.exec(texts[at]);
    // A firm that signs under the closing ("Yours sincerely," / "Birch & Co LLP") is the writer, no person (h38rev).
    if (!name || endsInLegalForm(name[1]) || !isPersonName(name[1].normalize('NFD').replace(/\p{M}/gu, ''))) continue;
    const role = titled ? texts[element - 1].trim() : 'signatory';
    // A title line that names the party it signs for ("Director, for and on behalf of Fennick Advisory Limited") closes
    // that party's block: a countersignature heading under it is another party's, and the name above is not its signer.
    if (role.length > 60 || (titled && /\bbehalf\s+of\b/i.test(role))) continue;
    return { name: name[1], role };
  }
  return undefined;
}

/**
 * How far before an address intro its owner is looked for, and after the address its alias: a preamble names a party a
 * few hundred characters before its seat at most. A window, not the text's start or end: the lexicon read the whole
 * text before each intro (and after each address), once per address, and an element of addresses over and over was
 * quadratic (`Acme Ltd, having its registered office at 1 Main Street, London ("Acme"), ` repeated; hsec6).
 */
const OWNER_REACH = 1000;

/** The party named just before an address intro (`Acme Ltd, whose registered office is at`). */
function ownerOf(text: string, intro: number, begin: number, lexicon: PartyLexicon, parties: ReadonlySet<string>): string | undefined {
  const before = lexicon.find(text.slice(Math.max(0, intro - OWNER_REACH), intro)).filter((m) => parties.has(m.party));
  if (before.length > 0) return before[before.length - 1].party;
  // Or the alias that follows the address: `... at 1 Main Street ("Supplier")`.
  const after = lexicon.find(text.slice(begin, begin + OWNER_REACH)).filter((m) => parties.has(m.party));
  return after[0]?.party;
}

/** The notice headings of an element ("The Owner at:", "If to Buyer:"), each with its party when it names one. */
function noticeHeads(text: string, lexicon: PartyLexicon, parties: ReadonlySet<string>): { party?: string; end: number }[] {
  const out: { party?: string; end: number }[] = [];
  for (const m of matchesOf(NOTICE_HEAD, text)) {
    const named = lexicon.find(m[1] ?? m[2]).filter((p) => parties.has(p.party));
    out.push({ ...(named.length === 1 ? { party: named[0].party } : {}), end: m.index + m[0].length });
  }
  return out;
}

/** The non-blank runs of a form line from `from` on (blanks "____" separate them). */
function lineSpans(text: string, from: number): Span[] {
  const out: Span[] = [];
  const re = /[^_\s](?:(?:[^_]|_(?!_))*?[^_\s])?(?=\s*_{2,}|\s{2,}|\s*$)/g;
  re.lastIndex = from;
  for (let m = re.exec(text); m; m = re.exec(text)) out.push({ begin: m.index, end: m.index + m[0].length });
  return out;
}

/** The parties a signature heading names ("OWNER:", "OWNER: CONTRACTOR", "For and on behalf of the Supplier"), else none. */
function signatureHeading(line: string, lexicon: PartyLexicon, parties: ReadonlySet<string>): string[] {
  // "For GREENFIELD GROWTH FUND I, acting through Greenfield Capital Advisors LLP": the manager a party signs through is
  // no column of its own; the heading is the party's.
  if (line.length > 200) return [];
  // "Accepted and agreed for MOKOLODI DRILLING SERVICES (PTY) LTD on 9 May 2025": the date is no part of the heading;
  // nor is one before the party ("Agreed and accepted on 10th March, 2026 for Acme Ltd.:", h52facts).
  const plain = withoutSigningDate(line).replace(ACTING_THROUGH, '');
  if (plain.length > 80) return [];
  const found = lexicon.find(plain).filter((m) => parties.has(m.party) && !m.negative);
  if (found.length === 0) return [];
  let rest = plain;
  for (const m of [...found].reverse()) rest = rest.slice(0, m.begin) + ' ' + rest.slice(m.end);
  // "LANDLORD: RIVERSIDE PLAZA HOLDINGS, LLC": the legal form left after the name is part of it.
  const words = rest.split(/[\s,]+/).filter((w) => w !== '' && !isLegalForm(w));
  // A role and the name it stands for ("TENANT: BLUE HERON COFFEE CO.") are one column.
  return words.join(' ').replace(HEADING_WORDS, ' ').trim() === '' ? [...new Set(found.map((m) => m.party))] : [];
}

/** "Jon Bon Jovi, President": a person's name and the title after the comma. */
function nameAndTitle(column: string): { name: string; role: string } | undefined {
  const m = /^([A-Z][A-Za-z.'-]+(?:\s+[A-Z][A-Za-z.'-]+){1,3})\s*(?:,\s*(.+?))?[\s_]*$/.exec(column.replace(/^[\s_]+/, ''));
  if (!m) return undefined;
  return { name: m[1], role: m[2]?.trim() || 'signatory' };
}
