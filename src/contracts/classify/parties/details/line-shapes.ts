/**
 * The shapes of the lines that name a party's signers, notice addressees and contacts: signature labels, "Signed by …
 * for …" lines, seal and acceptance headings, fields, job titles. Each pattern is anchored or bounded (linear).
 */
import { JOINED_PARTICLE } from '../../names/person-names.js';
import { COURTESY_BEFORE_NAME, COURTESY_TITLE } from '../../lexicon/courtesy-titles.js';
import { longestFirstAlternation, upToUnrolledOnce } from '../../../../common/regexp.js';
import { REPRESENTATIVE_POST_HEADS, REPRESENTATIVE_POST_WORDS } from '../../lexicon/board-offices.js';
import { SIGNER_LABEL, SIGNER_NAME, SIGNER_NAME_BEFORE_AND } from '../../signatures/signer-pairs.js';
import { MONTH_NAME } from '../../lexicon/calendar-words.js';

/**
 * A name with its "Date:" field on the same line, as a form's next field: "Kofi Mensah Boateng    Date: 5th March 2048"
 * (a text reader may join the gap into one blank), perhaps after a courtesy title, the field typed in capitals too
 * ("DATE:", "Dated:"). The acceptor signing back under "I accept the above terms." (parties/salutation-addressee.ts) and
 * the acceptance's date (facts/acceptance-lines.ts) read the one shape (facts set 75's causes 3 and 10, issue 18,
 * h119q75; one home: review h119rr finding 7). A date's field is short: at most 43 characters after the colon, to the
 * line's end. The name is group 1. Anchored, bounded: linear.
 */
export const NAME_THEN_DATE_FIELD = new RegExp(String.raw`^\s*(?:(?:${COURTESY_TITLE})\.?\s{1,3})?(\p{Lu}[\p{L}'’.-]{0,30}(?:\s{1,3}\p{Lu}[\p{L}'’.-]{0,30}){1,3})\s{1,60}(?:Date|DATE)[dD]?\s{0,3}:[^\n]{0,43}$`, 'u');
/**
 * A notice heading: "The Owner at:", "If to Buyer:", "To the Supplier:"; its words name the party (or another
 * addressee). No optional whitespace before the first word: from every blank of a long run of blanks it would
 * rescan the run (quadratic; 40,000 blanks took 3 s).
 */
export const NOTICE_HEAD = /(?<![A-Za-z])(?:(?:if\s+to|to)\s+)?(?:the\s+)?([A-Z][A-Za-z/&-]*(?:\s+[A-Z][A-Za-z/&-]*){0,2})\s+at\s*:|\b[Ii]f\s+to\s+(?:the\s+)?([A-Z][A-Za-z/&-]*(?:\s+[A-Z][A-Za-z/&-]*){0,2})\s*:/g;
/** Blanks of a form and runs of spaces. */
export const BLANKS = /_{2,}|\s{2,}/g;
/** The label a form prints under a signature line. */
export const NAME_AND_TITLE = /\bname\s+and\s+title\b/gi;
// A surname may follow lower-case particles ("Pieter van der Merwe", "Ana da Silva"): lower-case words, so a name word
// (capitalised) and a particle never compete for the same letters.
// Letters of any script: "Name: Marisol Treviño" (ASCII letters cut it to "Marisol Trevi").
// A later word may open with a joined particle ("Name: Nerine deBrum", JOINED_PARTICLE).
export const NAME_FIELD = new RegExp(String.raw`\b(?:Name|Printed\s+Name|Print\s+Name)\s*:\s*(\p{Lu}[\p{L}.'’-]+(?:(?:\s+(?:van|von|der|den|de|del|della|da|di|du|dos|das|la|le|bin|binti|ter|ten)){0,3}\s+${JOINED_PARTICLE}?\p{Lu}[\p{L}.'’-]+){1,3})`, 'u');
/**
 * A courtesy title or degree before a signer's name, no part of it: "Dr", "Professor", "Ing." (Czech, German
 * signers), "Eng." (Arabic drafting), Myanmar's "U" and "Daw" (h26f19); courtesy-titles.ts holds the one list.
 */
export const COURTESY = COURTESY_BEFORE_NAME;
/**
 * The signer's name on a signature label of its own line, as US, Canadian, Australian and plain-English blocks write it:
 * "By: Daniel Okafor", "Per: Andrew Campbell, Managing Partner", "Signed: Olivia Grant, Director", "Director: Liam
 * O'Connell" (the label is then the role). Letters of any script ("Ciarán").
 */
// Chinese blocks: "Authorized Representative: Li Na" under "Party A (seal): …", the label perhaps marked where to sign:
// "Authorized Representative (signature): Li Jianguo" (h22f15).
// A section 127 block prints its second signer's label with both offices: "Director/Company Secretary: Leanne Vu" (h33f26).
// A courtesy title or degree before the name is no part of it, as on a "Name, Title" line: "By: Lic. Fernanda Ruiz
// Olvera" (facts set 53's cause 9, h92fp).
export const SIGNER_LINE = new RegExp(String.raw`^\s*(${SIGNER_LABEL})(?:\s*\((?:signature|signed|sign)\))?\s*:\s*${COURTESY}(${SIGNER_NAME})\s*(?:,\s*(.{2,80}?))?\s*$`, 'u');
/** A bare "Name, Title" line under a heading: "Jens Albrecht, Managing Director", "João Pereira Santos - Officer". */
// The title may follow a dash as Brazilian and Portuguese blocks write it: "João Pereira Santos - Officer".
// "Ing." (an engineer's degree, Czech, Slovak, German and Austrian signers) is a title as "Dr" is.
// A signer may sign under a power of attorney, said after the title: "Jānis Ozoliņš, Chief Information Officer, by power
// of attorney" (Baltic and other civil-law letters; h22facts): the words are no part of the title.
// Two posts one person holds may be joined by a slash: "Travis Lee Ochsner, Owner/Operator", "Director/Secretary" (a
// sole trader's or a small company's officer; facts set 55's cause 7, h94fp). Letters on both sides of it: "N/A" is no
// post of two words, and figures ("3/4") none.
// A post's department after a spaced dash is part of the title: "Karen J. Wirth, Vice President – Grower Relations" (a US
// company's signature line; facts set 56's cause 5, session 59's lead). Only an en or em dash: a hyphen joins words of
// the title itself. Bounded: linear.
const DEPARTMENT_AFTER_DASH = String.raw`(?:\s{1,3}[–—]\s{1,3}\p{L}[\p{L}&.' -]{1,40}?)`;
export const NAME_COMMA_TITLE = new RegExp(String.raw`^\s*${COURTESY}(${SIGNER_NAME})\s*(?:,|\s[-–—])\s*([\p{L}][\p{L}&.' -]{1,60}?(?:(?<=\p{L}{2})/\p{L}{2}[\p{L}&.' -]{0,40}?)?${DEPARTMENT_AFTER_DASH}?)(?:\s*,?\s{1,3}(?:by|under)\s{1,3}(?:a\s{1,3})?power\s{1,3}of\s{1,3}attorney)?\s*$`, 'u');
/**
 * The signing's place and date closing a signer's line after the title: "Samson Tari, Chairman, Port Olry, 9 May 2046",
 * "…, Chairman, 9 May 2046", "…, Chairman, 09/05/2046" (an acceptance signed on one line, as letters of engagement and
 * quotations are countersigned; facts set 68's cause 4, issue 18, h108q68). The place one to four capitalised words
 * (SIGNING_PLACE). Anchored at the end, each part bounded: linear.
 */
const SIGNING_DATE = String.raw`(?:(?:on\s{1,3})?\d{1,2}(?:st|nd|rd|th)?\s{1,3}${MONTH_NAME},?\s{1,3}\d{4}|${MONTH_NAME}\s{1,3}\d{1,2}(?:st|nd|rd|th)?,?\s{1,3}\d{4}|\d{1,2}[./-]\d{1,2}[./-]\d{2,4})\s{0,3}\.?\s{0,3}$`;
/**
 * The signing's place on a signer's line, one to four capitalised words ("Port Olry", "St. Gallen", "Santa Cruz de la
 * Sierra" without its small word): one home for the line's tail here and the acceptor's line of facts/acceptance-lines.ts
 * (issue 18, h109dup; its wider reading, four words of one letter or more, for both). For the u flag; bounded.
 */
export const SIGNING_PLACE = String.raw`\p{Lu}[\p{L}'’.-]{0,30}(?:\s{1,3}\p{Lu}[\p{L}'’.-]{0,30}){0,3}`;
export const SIGNED_PLACE_DATE_TAIL = new RegExp(String.raw`,\s{0,3}${SIGNING_PLACE}\s{0,3},\s{0,3}${SIGNING_DATE}`, 'u');
/** The date alone closing it: "…, Chairman, 9 May 2046" (the title then no place). */
export const SIGNED_DATE_TAIL = new RegExp(String.raw`,\s{0,3}${SIGNING_DATE}`, 'u');
/**
 * A heading over the buyer's acceptance of a quotation or an offer, standing alone: "ORDER PLACED", "Order confirmed",
 * "QUOTATION ACCEPTED", "Offer accepted:" (Swiss, German and Austrian tradesmen's quotations put the customer's order
 * under their own signature so; facts set 68's cause 3). Anchored: linear.
 */
export const ORDER_ACCEPTANCE_HEADING = /^\s*(?:order|quotation|quote|offer|estimate|proposal)\s{1,3}(?:placed|confirmed|accepted|given)\s*(?::\s*)?$/i;
/** A name, a comma and whatever follows it (an identity number's label and the number: identity-numbers.ts). Anchored: linear. */
export const NAME_COMMA_REST = new RegExp(String.raw`^\s*${COURTESY}(${SIGNER_NAME})\s*,\s*(\S.{1,60})$`, 'u');
/**
 * A post or a unit before a dash and the person's name after it: "Online Shop Customer Service – Yuki Nakamura", "Sales
 * Manager - Tom Reyes" (an e-mail's or a web shop's closing line; facts set 58's cause 2, h99fp). Which side holds the
 * name is decided by the words: the title's side ends on a post's or a unit's head word (TITLE_HEAD_WORDS), the name's is
 * a name's shape. Groups: the title, the name. Words bounded, anchored: linear.
 */
export const TITLE_DASH_NAME = new RegExp(String.raw`^\s*(\p{Lu}[\p{L}&'.]{0,30}(?:\s{1,3}(?:&\s{1,3})?\p{L}[\p{L}&'.]{0,30}){0,5})\s{1,3}[–—-]\s{1,3}${COURTESY}(${SIGNER_NAME})\s*$`, 'u');
/** The head words a post's or a unit's name ends on, never a surname: "… Customer Service", "… Department", "Sales Manager". */
// A lodging's or a venue's front office signs so too: "Reception", "Reservations", "Bookings" (facts set 59's cause 2).
export const TITLE_HEAD_WORDS = /(?:^|\s)(?:services?|care|department|division|desk|unit|team|office|reception|reservations|bookings|sales|support|purchasing|procurement|accounts|manager|director|officer|secretary|assistant|representative|coordinator|administrator|agent|clerk)$/i;
// Two signers of one party on one line under its name, each with a title, joined by "and": "Olof Berg, Chief Executive
// Officer, and Maja Berg, Board Member" (Swedish and other boards sign two together; h40f29). Titles hold no comma, so
// each run stops at its comma: linear.
export const TWO_NAMES_COMMA_TITLES = new RegExp(String.raw`^\s*${COURTESY}(${SIGNER_NAME})\s*,\s*([\p{L}][\p{L}&.' -]{1,60}?)(?:\s*,)?\s+and\s+${COURTESY}(${SIGNER_NAME})\s*,\s*([\p{L}][\p{L}&.' -]{1,60}?)\s*\.?$`, 'u');
/**
 * The same with an initial and a surname after particles, as Dutch and Belgian blocks sign: "P. de Graaf, director",
 * "A. Visser, director", "J.M. van den Berg, managing director" (one to three initials, then the surname).
 */
// The title may be capitalised ("L. S. Guterres, Diretora Executiva", Timorese and Portuguese blocks) when the contract
// names the signer in full elsewhere (h29f22): "A. Main Street, Leeds" names nobody.
export const INITIALS_COMMA_TITLE = /^\s*((?:\p{Lu}\.\s?){1,3}(?:(?:van|von|der|den|de|del|da|das|do|dos|di|du|la|le|ter|ten)\s+){0,3}\p{Lu}[\p{Ll}'’-]+)\s*,\s*([\p{L}][\p{L}&.' -]{1,60}?)\s*$/u;
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
export const SIGNED_TITLE = String.raw`(?:\s*,\s*([^,]{2,60}?)\s*,?|\s*\(([^()]{2,40})\))`;
// A seal's bracket may follow the title ("SIGNED by Anna Smith (Director) (Seal) for …", review hrev47's Left, h62names).
export const SIGNED_SEAL = String.raw`(?:\s*\((?:seal|l\.\s?s\.)\))?`;
// A sole proprietor signs as the owner of the business name: "Signed by Rahman bin Haji Ali, proprietor of RAHMAN BOAT
// SERVICES" (Bruneian, Malaysian and other Commonwealth drafting; facts set 41's cause 7, h76f41p).
export const SIGNED_FOR_WORDS = String.raw`(?:\s+for\s+(?:and\s+on\s+behalf\s+of\s+)?|\s*,\s*(?:the\s+)?(?:sole\s+)?(?:proprietor|proprietress|owner)\s+of\s+)`;
export const SIGNED_FOR = new RegExp(String.raw`^\s*signed\s+by\s+${COURTESY}(${SIGNER_NAME_BEFORE_AND})${SIGNED_TITLE}?${SIGNED_SEAL}(?:\s+and\s+${COURTESY}(${SIGNER_NAME_BEFORE_AND})${SIGNED_TITLE}?${SIGNED_SEAL})?${SIGNED_FOR_WORDS}(.{1,120})$`, 'iu');
/**
 * "Signed for the Employer by its Chairman, Jimmy Rowe, and its Secretary, Ana Lee.": the party, then each officer's
 * title before the name (h28f21). The titles must read as job titles.
 */
// The company may be what signs, its officer after a second "by": "Signed by the within-named KANDY TEA TRADERS (PRIVATE)
// LIMITED by its Director, Dilani Fernando, in the presence of:" (Sri Lankan and other Commonwealth drafting; facts set
// 36's cause 4, h66names). The party must be one the contract names (`partyIn`), so a person signing "by" nobody is no match.
export const SIGNED_BY_COMPANY_LEAD = String.raw`(?:by|BY)\s+(?:(?:[Tt]he|THE)\s+(?:[Ww]ithin|WITHIN|[Aa]bove|ABOVE)[-\s]?(?:named|NAMED)\s+)?`;
// The witnesses' heading may close the line: ", in the presence of:".
export const IN_PRESENCE = String.raw`(?:(?:\s*,)?\s+in\s+the\s+presence\s+of\s*:?)?`;
export const SIGNED_FOR_BY_TITLE = new RegExp(String.raw`^\s*(?:Signed|SIGNED|Executed|EXECUTED)\s+(?:for\s+(?:and\s+on\s+behalf\s+of\s+)?|${SIGNED_BY_COMPANY_LEAD})(.{1,120}?)\s+by\s+(?:its|their|the)\s+([^,]{2,60}?)\s*,\s*${COURTESY}(${SIGNER_NAME})(?:(?:\s*,)?\s+and\s+(?:by\s+)?(?:its|their|the)\s+([^,]{2,60}?)\s*,\s*${COURTESY}(${SIGNER_NAME}))?${IN_PRESENCE}\s*(?:[.,]\s*)?$`, 'u');
/** The mark a signer writes after the name, in brackets: "(seal)", "(signature)", "(signed)", "(sign)". */
export const SIGNING_MARK_WORDS = String.raw`seal|signature|signed|sign`;

/**
 * A signer's title before the name, after a colon or a dash, on a line of its own under a party's heading: "Managing
 * Director: Jane Roe", "Chief Executive Officer – Jo Bloggs", "Proprietor: Ama Owusu" (h28f21). The title must read as a
 * job title ("Witness: …" does not).
 */
// The seal or signature the line marks may close it: "Representative Director: Kenji Sato (seal)" (Japanese and Korean
// drafting in English; facts set 49's cause 6, h88p).
export const TITLE_COLON_NAME = new RegExp(String.raw`^\s*(\p{Lu}[\p{L} -]{1,50}?)\s*(?::|\s[–—-])\s*${COURTESY}(${SIGNER_NAME})\s*(?:\((?:${SIGNING_MARK_WORDS})\))?\s*\.?$`, 'u');
/** The same with the party first: "Signed for and on behalf of Clydeside Ltd by Alasdair Ross, Director, at Glasgow on 20 December 2024". */
// "Signed for OAKFIELD BAKERIES LIMITED by Niamh Walsh, Director" and "Signed on behalf of … by …" as well (UK and Irish
// execution blocks, h37f28); "by its Chairman, …" is SIGNED_FOR_BY_TITLE's (the officer's title first).
// "Signed by [the within-named] <COMPANY> by Dilani Fernando, Director." as well (h66names, SIGNED_BY_COMPANY_LEAD).
// A Scots testing clause subscribes for the company, its place and date in words before the signer: "SUBSCRIBED for and
// on behalf of <COMPANY> at Scalloway on the ninth day of May Two thousand and thirty-eight by <name>, Director, before
// this witness, …" (facts set 55's cause 2, h94fp).
export const SIGNED_FOR_BY = new RegExp(String.raw`^\s*(?:signed|subscribed)\s+(?:(?:for(?:\s+and\s+on\s+behalf\s+of)?|on\s+behalf\s+of)\s+|${SIGNED_BY_COMPANY_LEAD})(.{1,120}?)\s+by\s+(?!(?:its|their|the|an?|his|her)\s)(${SIGNER_NAME})\s*,\s*([^,]{2,60}?)\s*(?:,|\s+(?:at|on)\s|$)`, 'iu');
/**
 * The officer a company executes a deed through, named in the heading (English form): "Executed as a deed by ASHCOMBE
 * LOGISTICS LIMITED acting by Rachel Okonkwo, a director, in the presence of:".
 */
// The title stops where a second officer joins without a comma: "acting by Vikash Ramgoolam, Director and Anne-Marie
// Lagesse, Director" (Mauritian deeds).
export const ACTING_BY = new RegExp(String.raw`\bacting\s+by\s+(${SIGNER_NAME})\s*,\s*(?:(?:a|an|its|the)\s+)?((?:(?!\s+and\s+\p{Lu})[^,:]){2,60}?)\s*(?:,|:|$|(?=\s+and\s+\p{Lu}))`, 'u');
/** A letter's closing before the signer's name: "Yours sincerely", "Yours faithfully", "Kind regards". */
/**
 * A signer's office and the party it signs for, on one line: "Director, for and on behalf of Fennick Advisory Limited".
 * The office starts at the first non-blank (`(?=\S)`): a lazy group that may also hold blanks after `^\s*` let a line of
 * blanks be split every way before failing, quadratic in its length.
 */
export const OFFICE_FOR = /^\s*(?=\S)([^,]{2,60}?)\s*,\s*for\s+and\s+on\s+behalf\s+of\s+(\S.{1,120}?)\s*\.?$/iu;
/** A countersignature's heading that names no party: "Agreed and accepted:", "Accepted and agreed by:". Anchored: linear. */
export const BARE_ACCEPTANCE = /^\s*(?:(?:agreed|accepted|acknowledged)\s+and\s+(?:agreed|accepted)|accepted|agreed)(?:\s+by)?\s*(?::\s*)?$/i;
/**
 * A heading that accepts, agrees or confirms for or by the party it names, up to the name: "Agreed on behalf of the Sao
 * Ban Khene Ensemble:", "Accepted for Quill Magic Company:", "Agreed and accepted for and on behalf of …", "Accepted for
 * the Band:", "Agreed and accepted by Acme Ltd", "Confirmed on behalf of the Customer". The one head (issue 18, h109dup:
 * it was written twice, each with verbs and prepositions the other lacked), in small letters but the verbs' first; each
 * caller adds its case rule: ACCEPTS_FOR_HEAD reads it case-blind, ACCEPTED_BY_PARTY_HEAD case-sensitive with the party's
 * capital after it. Anchored, bounded: linear.
 */
const ACCEPTS_FOR = String.raw`^\s{0,3}(?:(?:[Aa]greed|[Aa]ccepted|[Aa]cknowledged)\s{1,3}and\s{1,3})?(?:[Aa]ccepted|[Aa]greed|[Aa]cknowledged|[Cc]onfirmed)\s{1,3}(?:(?:for\s{1,3}and\s{1,3})?on\s{1,3}behalf\s{1,3}of|for|by)\s{1,3}(?:the\s{1,3})?`;
/**
 * A countersignature's heading that names the party it accepts for, in any case ("AGREED AND ACCEPTED FOR …"): the
 * addressee signs back for its group (facts set 61's cause 1, h103p61), the party's acceptance, no signer of the letter's
 * writer ("Signed for and on behalf of <writer>" under a closing is the writer's own, and no acceptance).
 */
export const ACCEPTS_FOR_HEAD = new RegExp(ACCEPTS_FOR, 'i');
/**
 * The same head before the party's capital, case-sensitive but for the verbs' first letter, so that the capital is one:
 * "Accepted for delivery:" names no party (facts set 68's cause 13, h108d68; the acceptor's block, h108q68).
 */
export const ACCEPTED_BY_PARTY_HEAD = String.raw`${ACCEPTS_FOR}\p{Lu}`;
export const ACCEPTED_BY_PARTY = new RegExp(ACCEPTED_BY_PARTY_HEAD, 'u');
// A letter translated from Albanian, Italian or another language closes "With respect," ("Me respekt,", "Con rispetto,"),
// and one in English "Respectfully," (facts set 60's cause 2, issue 18, h101p60).
// New Zealand letters close in te reo Māori as often as in English: "Nāku noa, nā" ("yours faithfully, from"), "Nā
// māua noa, nā", "Ngā mihi" ("regards"), the macrons perhaps left out (facts set 51's cause 4, h90p).
// An e-mail closes as often with thanks or bare regards: "Thanks," / "Many thanks," / "Thank you," / "Regards," / "Warm
// regards," over the writer's name (facts set 53's cause 6, issue 18, h92fp); the comma or nothing after it, so "Thank
// you." ending a sentence of its own is no closing.
// An e-mail's informal closings too: "Cheers,", "Best,", "All the best," (facts set 64's cause 3, issue 18, h104q64).
// "With warm regards," and "With best regards," as "With kind regards," is (a Kohima troupe's letter; set 93's cause 3,
// issue 18, h119e93).
// Irish: "Is mise le meas," and "Le meas," ("with respect"; facts set 77's cause 2, issue 18, h121f77).
export const VALEDICTION = /^\s*(?:cheers|best|all\s+the\s+best|yours\s+(?:sincerely|faithfully|truly|respectfully)|with\s+(?:great\s+|deep\s+)?respect|respectfully|(?:(?:kind|best|warm|warmest|with\s+(?:kind|best|warm|warmest))\s+)?regards|(?:many\s+)?thanks|thank\s+you|best\s+wishes|sincerely(?:\s+yours)?|n[āa]ku\s+noa,?\s+n[āa]|n[āa]\s+m[āa]ua\s+noa,?\s+n[āa]|ng[āa]\s+mihi(?:\s+nui)?|(?:is\s+)?mise\s+le\s+meas|le\s+meas)\s*(?:,\s*)?$/i;
/** A signer's name alone on its line: "Graham Finch". */
// A title before it is no part of it: "Eng. Ahmed Samir Fawzy" (Arabic drafting), "Ing. Pavel Novák" (h18f11).
export const NAME_LINE = new RegExp(String.raw`^\s*${COURTESY}(${SIGNER_NAME})\s*$`, 'u');
/**
 * Initials and a surname alone on a line: "S. Lakshminarayanan", "K.R. Menon" (Indian letters sign so under "for
 * <company>" over the signer's title; facts set 53's cause 7, h92fp). Anchored, bounded: linear.
 */
export const INITIALS_SURNAME_LINE = /^\s*((?:\p{Lu}\.\s?){1,3}\p{Lu}[\p{Ll}'’-]{1,30})\s*$/u;
/**
 * The same name in brackets, as Indian and Pakistani blocks print it under the signature: "For M/s. <firm>" /
 * "(Hasmukhbhai J. Patel)" / "Managing Partner" (facts set 52's cause 5, issue 18, h91fp). Anchored: linear.
 */
export const NAME_IN_BRACKETS_LINE = new RegExp(String.raw`^\s*\(\s*${COURTESY}(${SIGNER_NAME})\s*\)\s*$`, 'u');
/** A long heading that signs for a party: "Executed by Wattle Analytics Pty Ltd ACN … :", "Signed for Coastal Water Authority by …:". */
// Nigerian and other common-law execution: "SIGNED, SEALED AND DELIVERED by the within-named SERVICE PROVIDER".
// A company executes a deed under its common seal, attested by its officers on the lines below ("The Common Seal of
// KWAHU PROPERTIES LIMITED was affixed in the presence of:" / "Director: …" / "Secretary: …"; Ghanaian, Nigerian, older
// English drafting), h19f12.
// Irish drafting opens the same heading with "Present when": "PRESENT when the common seal of LIFFEY FINANCE DAC was
// affixed hereto:" (h29f23).
export const SEAL_HEADING = /^\s*(?:Present\s+when\s+)?(?:The\s+)?Common\s+Seal\s+of\s+(.{1,120}?)\s+was\s+(?:hereunto\s+|duly\s+)?affixed\b/i;
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
export const SIGNER_COMMA_POST = String.raw`${COURTESY}${SIGNER_NAME}\s*,\s*[\p{L}][\p{L}&.' -]{1,60}?`;
export const PARTY_THEN_SIGNERS = new RegExp(String.raw`^\s*(?:(?:Signed\s+for|For|(?:Accepted|Acknowledged)(?:\s+and\s+(?:agreed|accepted))?\s+(?:by|for))\s+(.{2,120}?)(?:\s[–—-]\s|:\s)|(?!For\s)(.{2,120}?)(?:\s[–—-]\s|\s(?<byLabel>By|Per):\s))\s*(${SIGNER_COMMA_POST}${upToUnrolledOnce(String.raw`;\s*${SIGNER_COMMA_POST}`, 3)})\s*\.?$`, 'u');
/**
 * A signer's line that names the party after the name and the post: "Gúlnara Seytmuratova, Director, "Aral Qum Camp"
 * LLC", "Jane Roe, Managing Director, Harbour Mills Ltd." — a message or a letter closing the terms so signs for that
 * party, as a block's "<name>" / "<post>" under its name does; a chat's closing line so too: docs' "a chat's sender
 * names no contact" is about the sender's label, not a line signed in the message (facts set 69's cause 2, the lead's
 * decision, h109q69). The post must read as a job title (JOB_TITLE) and open with a capital, as a signed post does (not
 * a party row's "…, represented by its Chief People Officer, Ana Lima, hereinafter …": its post is a clause), the party
 * the reading's own. Anchored, each part bounded: linear.
 */
export const NAME_POST_PARTY = new RegExp(String.raw`^\s*${COURTESY}(${SIGNER_NAME})\s*,\s*(\p{Lu}[\p{L}&.' -]{1,60}?)\s*,\s*(\S.{1,120}?)\s*\.?$`, 'u');
// A South African signing statement on one line: "For the Caterer: Name: Johan Visser, Capacity: Director, who warrants
// that he is duly authorised." — the fields "Name:" and "Capacity:" (or "Title:", "Designation:") after the party's
// heading, the warranty after them (h34f27). Each part bounded: linear.
/** A party's name with no sentence around it: capitalised words, figures, "&", and a name's small joining words. */
export const PARTY_NAME_ALONE = /^\s*(?:(?:[\p{Lu}\d&("'“]\S*|of|and|de|du|des|del|der|den|van|von|the|y|e|et|for|und)\s{1,3})*[\p{Lu}\d&("'“]\S*\s*$/u;
export const PARTY_NAME_CAPACITY = new RegExp(String.raw`^\s*(?:Signed\s+for|For)\s+(.{2,120}?):\s+Name\s*:\s*${COURTESY}(${SIGNER_NAME})\s*,\s*(?:Capacity|Title|Designation|Position)\s*:\s*([\p{L}][\p{L}&.' -]{1,60}?)\s*(?:,\s*who\b[^:]{0,160})?\.?$`, 'u');
// A role field closing the contract with the party and its signer, the signer's title before the name: "Contractor:
// Gradnje Drava d.o.o., director Luka Horvat", "Investor: Jadran Turizam d.d., management board member Ana Kovač"
// (Slovenian, Croatian drafting), h20f13. The title is a job title (`JOB_TITLE`), so an address after the comma is none;
// a courtesy title before the name is no part of it. A field naming the representative so ("Contracting Authority: …,
// represented by procurement manager Kadri Tamm") gives the same contact.
export const FIELD_PARTY_TITLE_SIGNER = new RegExp(String.raw`^\s*\p{Lu}[\p{L} -]{1,30}:\s*(.{2,120}?),\s*([\p{L}][\p{L} -]{1,50}?)\s+${COURTESY}(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]*){1,3})\s*\.?$`, 'u');
/** An e-mail address after a contact's name or title (h33f26). Bounded: linear. */
export const EMAIL_ADDRESS = String.raw`[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){1,4}`;
/**
 * A party's alias as a field, then a person and a job title, perhaps the date after: "Buyer: Florencia Ruiz, Purchasing
 * Manager", "Order acknowledged by the Vendor: Tomás Silva, Sales Director, 11 August 2025" (h22facts). The alias one or
 * two capitalised words; the title read by JOB_TITLE; the date a short tail, in words or figures ("10/03/2038", h87p); an
 * e-mail last, as a contact field writes it ("Customer Representative: Joan Ibarra, Procurement Manager,
 * joan@example.com", hrev27). "Order accepted for the Supplier: …" as "… by the Supplier: …" (facts set 50's cause 6).
 * The Czech and Slovak date with a blank after each stop ("6. 3. 2043") as well (facts set 59's cause 3, h100p59).
 * Bounded: linear.
 */
export const ROLE_PERSON_TITLE = new RegExp(String.raw`^\s*(?:order\s+(?:acknowledged|accepted)\s+(?:by|for)\s+)?(?:the\s+)?(\p{Lu}\p{L}{1,30}(?:\s\p{Lu}\p{L}{1,30})?)\s*:\s*${COURTESY}(${SIGNER_NAME})\s*,\s*(\p{L}[\p{L}&' -]{1,60}?)(?:\s*,\s*[\p{L}\d ]{4,30}|\s*,\s*\d{1,4}[/.-]\s?\d{1,2}[/.-]\s?\d{1,4})?(?:\s*,\s*${EMAIL_ADDRESS})?\s*\.?$`, 'iu');
/**
 * A party's contact as a field of an order form or a cover page: "Customer contact: Jane Roe", "Supplier contact for
 * notices: Jo Bloggs, Account Manager (jo@example.com)" (h29f23). The party one or two capitalised words (its alias or
 * name), the title optional, an e-mail or phone in brackets after it, or an e-mail after a comma ("Member Contact: Aoife
 * Byrne, aoife.byrne@example.ie", h33f26). Bounded: linear.
 */
export const CONTACT_FIELD = new RegExp(String.raw`^\s*(?:the\s+)?(\p{Lu}\p{L}{1,30}(?:\s\p{Lu}\p{L}{1,30})?)(?:['’]s)?\s+(?:notices?\s+)?contact(?:\s+person)?(?:\s+for\s+notices)?\s*:\s*${COURTESY}(${SIGNER_NAME})(?:\s*,\s*(\p{L}[\p{L}&' -]{1,60}?))?(?:\s*,\s*${EMAIL_ADDRESS})?\s*(?:\([^()]{0,80}\))?\s*\.?$`, 'iu');
/** The field lines read so, in order: the pattern, the longest line tried, and its party, person and title groups. */
export const FIELD_SIGNERS = [
  { pattern: ROLE_PERSON_TITLE, longest: 160, party: 1, name: 2, title: 3 },
  { pattern: FIELD_PARTY_TITLE_SIGNER, longest: 240, party: 1, name: 3, title: 2 },
] as const;
/**
 * Words that name a document, never a person: a letter's subject line under the addressee's block ("FACILITY LETTER –
 * SEASONAL WORKING CAPITAL FACILITY") read as a name and a title is no contact (h34f27).
 */
export const DOCUMENT_WORDS = /\b(?:letter|agreement|contract|facility|overdraft|schedule|annex(?:ure)?|appendix|terms)\b/i;
/**
 * A title that ends in a document's kind: a dashed title under a letterhead ("ACME CARS" / "Wedding Car Hire – Booking
 * Form and Agreement", "… – Reservation Form") reads as a name and a title, yet no post ends so (facts set 45's cause 9).
 */
export const DOCUMENT_KIND_END = /\b(?:form|agreement|contract|letter|terms(?:\s+and\s+conditions)?)\s*$/i;
/**
 * A heading naming a party and the office of the person who signs under it: "For the Buyer, the Sole Director" (as Italian
 * blocks write "Per l'Acquirente, l'Amministratore Unico"), "For Acme Ltd, its Managing Director". The office after "the"
 * or "its", read by JOB_TITLE. Anchored, bounded: linear.
 */
export const FOR_PARTY_OFFICE = /^\s*For\s+(?:and\s+on\s+behalf\s+of\s+)?(\S.{1,100}?)\s*,\s*(?:(?:the|its)\s+)?(\p{L}[\p{L}&' -]{1,60}?)\s*(?::\s*)?$/iu;
/**
 * A line of its own that gives the office first and the person after a comma: "The Manager, Gaëlle Nzé Ondo", "Its
 * Director, Ana Duarte" (a form's signature on its company's letterhead). Group 1 the office (JOB_TITLE reads it), group
 * 2 the name. Anchored at both ends, bounded: linear.
 */
export const OFFICE_THEN_NAME = /^\s{0,3}(?:The|Its)\s{1,3}(\p{L}[\p{L}&' -]{1,40}?)\s{0,3},\s{0,3}(\p{Lu}[\p{L}\p{M}.'’ -]{1,60}?)\s{0,3}$/u;
/** A heading over a party's acceptance, and the party's sentence of acceptance under it (bounded: linear). */
export const ACCEPTANCE_HEADING = /^\s*(?:(?:the\s+)?(?:borrower['’]s\s+|customer['’]s\s+|client['’]s\s+)?acceptance|accepted|form\s+of\s+acceptance)\s*(?::\s*)?$/i;
/** The party of an acceptance sentence, from its first non-blank (as OFFICE_FOR: a lazy group after `^\s*`). */
export const PARTY_ACCEPTS = /^\s*(?=\S)(.{2,120}?)\s+(?:hereby\s+)?(?:accepts|agrees\s+to)\b/i;
// A place of signing may come first: "SIGNED at Manzini for ACME (PTY) LTD by" (h28f21; one to three words).
export const SIGNS_FOR = /^\s*(?:executed|signed)(?:,?\s+sealed)?(?:,?\s+and\s+delivered)?(?:\s+as\s+a\s+deed)?(?:\s+at\s+[^\s,]+(?:\s+[^\s,]+){0,2}?)?\s+(?:by|for)\s/i;
/** A heading over the witnesses of the signatures: the names under it sign for no party. */
// Philippine blocks: "SIGNED IN THE PRESENCE OF:".
// Or a longer one saying what the witnesses attest: "Witnesses to the date and the signatures:", "Witness to the
// signatures", "Witnesses to the signing of this agreement" (Nordic, Icelandic and other civil-law sales between private
// persons; facts set 59's cause 5, h100p59). Words of the attestation only, bounded: linear.
const ATTESTED = String.raw`(?:\s{1,3}to\s{1,3}(?:the\s{1,3})?(?:date|signatures?|signing|execution)(?:\s{1,3}(?:and|of|the|this|date|signatures?|signing|execution|parties|above|agreement|contract)){0,6})`;
export const WITNESS_HEADING = new RegExp(String.raw`^\s*(?:(?:signed\s+)?in\s+the\s+presence\s+of|witness(?:es|ed\s+by)?${ATTESTED}?)\s*(?::\s*)?$`, 'i');
/**
 * A witness named on the label's own line: "In the presence of: Name: Ifeoma Eze, Legal Officer", "Witnessed by: Jo
 * Bloggs". A witness attests a signature and is none of the party's people (every facts set lists none as a contact).
 */
/** A witness named under a signer's line: "(witness)", "Witness", "as witness" (review hrev69). */
// An interpreter or a translator named so under the line ("Rosa Ipuana, interpreter") likewise (facts set 69's cause 4, h109q69).
export const WITNESS_BELOW = /^\(?\s*(?:as\s+)?(?:witness(?:ed)?|interpreter|translator)\s*\)?\.?$/i;
export const WITNESS_LINE = /^\s*(?:(?:signed\s+)?in\s+the\s+presence\s+of|witness(?:es|ed\s+by)?)\s*:\s*\S/i;
/**
 * The witnesses' label with only its list's first number after it, "Witnesses: 1. Wanbok Nongrum, Secretary, <body> 2. …"
 * split at the number's stop (the sentence reader's "Witnesses: 1."): a heading, its witnesses on the lines after it
 * (facts set 76's cause 4, issue 18, h119q76). Anchored, bounded: linear.
 */
export const WITNESS_LIST_OPENS = /^\s{0,8}(?:(?:signed\s{1,3})?in\s{1,3}the\s{1,3}presence\s{1,3}of|witness(?:es|ed\s{1,3}by)?)\s{0,3}:\s{0,3}\(?\d{1,2}[.)]\s{0,3}$/i;
/** The witnesses' heading, alone (WITNESS_HEADING) or with its list's first number (WITNESS_LIST_OPENS). */
export const isWitnessHeading = (plain: string): boolean => WITNESS_HEADING.test(plain) || WITNESS_LIST_OPENS.test(plain);
/**
 * A heading over the person who read, explained or translated the contract to a party who cannot read its language:
 * "INTERPRETER", "Sworn translator:", "Interpreted by:", "Translated and explained by", "READ TO THE BORROWER IN WAYUUNAIKI
 * BY", "Read over and explained to the Seller by:". The interpreter serves the signing as a witness does and is none of
 * the party's people: the names under it sign for no party (facts set 69's cause 4, h109q69). A heading of the title
 * alone ("TRANSLATOR") is read so only where it names no party (a translation contract's "THE TRANSLATOR" is a party's
 * block): INTERPRETER_TITLE. Anchored, one bounded lazy run before "by": linear.
 */
export const INTERPRETER_TITLE = /^\s*(?:the\s+)?(?:(?:sworn|certified|court|official)\s+)?(?:interpreter|translator)s?\s*(?::\s*)?$/i;
export const INTERPRETED_BY = /^\s*(?:(?:interpreted|translated|read|explained)(?:\s+(?:over|aloud|out))?(?:\s+and\s+(?:interpreted|translated|read|explained))?(?:\s+to\s+[^:]{1,80}?)?\s+by)\s*(?::\s*)?$/i;
/** The same label with the interpreter's name on its line ("Interpreter: Rosa Ipuana"): read, the block kept, as WITNESS_LINE. */
export const INTERPRETER_LINE = /^\s*(?:(?:sworn|certified|court|official)\s+)?(?:interpreter|translator|(?:interpreted|translated)\s+by)\s*:\s*\S/i;
/**
 * The line a signature goes on: a blank drawn with underscores, or "By:" / "Signature:" alone. Three underscores before
 * the line's end say it as `_{3,}` did: unanchored, `_{3,}` tried every underscore of a long run to its end (quadratic).
 */
export const SIGNED_ON = /_{3}\s*$|^\s*(?:By|Per|Signature)\s*(?::\s*)?$/i;
/**
 * A title the line under a signer's name holds ("Director", "Managing Director", "Chief Executive"): a name line right
 * under a heading that signs for a party ("For Scheldepoort Facility Services NV", "Signed for Te Awa Holdings Limited
 * by:") is its signer only with such a title below it; an addressee's block or a person's own name has none.
 */
// A board's chair or member signs for a company as Nordic boards do ("Chairman of the Board", "Member of the Board"),
// or a "management board member" as Slovenian and Croatian ones write it (h20f13).
// The department may follow a dash: "General Manager – Exploration", "Director - Finance"; or stand in brackets, as
// Indian letters sign: "General Manager (Procurement)" (facts set 53's cause 7, h92fp).
// The owner or the head of what signs, named by its kind ("Owner of the Establishment", "Head of the Council", "Head of
// Procurement"), as Arabic and Pacific drafting in English titles a sole owner and a council's chief (facts set 43's
// causes 5 and 9, h77f43p): "of" and a word after "owner" or "head", never either alone ("Owner" is a party's role).
// A company's administrator signs for it as its director does: Mexican and Spanish companies are run by a "Sole
// Administrator" (administrador único) or a board of administrators (facts set 53's cause 9, issue 18, h92fp).
// A representative signs for what it represents, whatever qualifies it ("Legal Representative", "Authorized
// Representative") or alone, as a Korean form's "Representative: <name> (seal)" under its company's line (facts set 54's
// cause 3, h93fp).
export const JOB_TITLE = /^(?:(?:[\p{L}&,' -]{0,40}\s)?(?:(?:director|president|manager|administrator|officer|secretary|chair(?:man|woman|person)?|partner|trustee|treasurer|chief\s+executive|ceo|cfo|coo|general\s+counsel|proprietor|attorney|authori[sz]ed\s+signatory|representative)|(?:chair(?:man|woman|person)?|member|director)\s+of\s+the\s+(?:(?:management|supervisory)\s+)?board(?:\s+of\s+directors)?|board\s+member|(?:owner|head)\s+of\s+(?:the\s+)?\p{L}[\p{L}' -]{1,40})(?:\s+general)?)(?:\s[–—-]\s\p{L}[\p{L}&' ]{1,40}|\s{1,2}\(\p{L}[\p{L}&' ]{1,40}\))?$/iu;
/**
 * A signer's title before the name, the title in small letters or one capitalised office word: "director Nenad
 * Jovanović", "managing director Ana Kovač", "Director Luka Horvat" (Serbian, Croatian and other civil-law blocks, the
 * line under the party's name). The title must read as a job title (JOB_TITLE). Anchored, bounded words: linear.
 * Or a capitalised post of up to three words ending in a representative's post's head (board-offices.ts), perhaps with
 * the mark of where to sign after the name: "Representative Director Yamamoto Keiko (seal)", "Representative Fujii Masaru
 * (seal)" under "Party A: <company>, <address>", as Japanese and Korean memoranda sign (facts set 76's cause 5, issue 18,
 * h120k76). The post's words are tried longest first, so "Representative Director" is the post and not the name's.
 */
export const TITLE_THEN_NAME = new RegExp(String.raw`^\s*((?:\p{Ll}[\p{Ll}-]{0,20}\s+){0,3}\p{Ll}[\p{Ll}-]{0,20}|${upToUnrolledOnce(String.raw`(?:${longestFirstAlternation(REPRESENTATIVE_POST_WORDS)})\s{1,3}`, 2)}(?:${longestFirstAlternation(REPRESENTATIVE_POST_HEADS)})|Procurator)\s+(${SIGNER_NAME})(?:\s{1,3}\((?:${SIGNING_MARK_WORDS})\))?\s*$`, 'u');
/**
 * The same with a comma after a capitalised post: "Director, Driton Morina", "Owner, Valbona Gashi", "Managing Director,
 * Ana Kovač" (Kosovar, Albanian and other Balkan blocks under the party's name; facts set 42's cause 3, h77f42p). The post
 * ends in one of the representative's posts' heads (board-offices.ts, one list: "Owner", "Proprietor", "Director" …),
 * up to two of their words before it. Anchored, bounded words: linear.
 */
export const POST_WORD = longestFirstAlternation(REPRESENTATIVE_POST_WORDS);
export const TITLE_COMMA_NAME = new RegExp(String.raw`^\s*(${upToUnrolledOnce(String.raw`(?:${POST_WORD})\s{1,3}`, 2)}(?:${longestFirstAlternation(REPRESENTATIVE_POST_HEADS)}))\s{0,3},\s{0,3}${COURTESY}(${SIGNER_NAME})\s*$`, 'u');
/** A line naming a party by its alias alone, as Latin American blocks close under the party's name: "THE CARRIER". */
export const ALIAS_LINE = /^\s*(?:the\s+)?\p{L}[\p{L} -]{1,40}$/iu;
/** A line where someone who is no party acknowledges the contract ("Read and understood by the Principal Investigator"). */
export const ACKNOWLEDGED = /^\s*(?:read\s+and\s+understood|acknowledged(?:\s+and\s+agreed)?|seen\s+and\s+agreed)\b/i;
/**
 * A line that opens someone's attestation after the parties' blocks, no party's: a witness named by its office
 * ("Witnessed by the Broker:"), an approval ("APPROVED by the commissioners of the Acequia …:", "Seen and approved:"), a
 * notarial acknowledgment's venue or opening ("STATE OF NEW MEXICO )", "COUNTY OF TAOS", "This instrument was
 * acknowledged before me …", "Subscribed and sworn to before me …"). The names under it sign for no party (facts set
 * 53's cause 8, issue 18, h92fp). Read only on a line that names no party. Anchored, bounded: linear.
 */
export const ATTESTATION_OPENS = /^\s*(?:witnessed\s+by\s+(?:the|a|an)\s+[^:]{1,60}:|(?:seen\s+and\s+)?approved(?:\s+by\s+[^:]{1,120})?\s*:|state\s+of\s+[^)]{1,40}\)|county\s+of\s+[^)]{1,40}\)|this\s+instrument\s+was\s+acknowledged\b|subscribed\s+and\s+sworn\b)/i;
/** The second officer a deed is executed by: ", and Ian Bellamy, Secretary" after the first. */
// The comma and its blanks read once: `\s*,?\s*` split a run of blanks two ways (quadratic: 40,000 blanks 3 s; review,
// session 57).
export const AND_OFFICER = new RegExp(String.raw`^\s*(?:,\s*)?and\s+(${SIGNER_NAME})\s*,\s*(?:(?:a|an|its|the)\s+)?([^,:.]{2,60}?)\s*(?:,|:|\.|$)`, 'u');
/** A first officer's title, then the second officer and title after "and": "Treasurer, and Noa Levi, Secretary". */
export const AND_SECOND = new RegExp(String.raw`^([^,]{2,60}?),?\s+and\s+(${SIGNER_NAME})\s*,\s*([^,]{2,60})$`, 'u');
/** A signer's title alone on the line under the name: "President", "Legal Representative" (no field, no figures). */
export const TITLE_LINE = /^[\p{L}][\p{L}&.,' –—-]{1,60}$/u;
// "Capacity:" is the South African form of the signer's title.
export const TITLE_FIELD = /\b(?:Title|Position|Role|Designation|Capacity|Its)\s*:\s*([A-Za-z][A-Za-z&.,' -]{1,60}?)\s*(?:$|\b(?:Date|Name|Signature)\b)/;
export const ATTENTION = /\b(?:Attention|Attn\.?|For\s+the\s+attention\s+of)(?:\s*:)?\s+([A-Z][a-z]+(?:\s+[A-Z]\.)?(?:\s+[A-Z][a-z'-]+){1,2})(?:\s*,\s*([A-Za-z][A-Za-z&' -]{1,50}))?/;
/**
 * "with a copy (which shall not constitute notice) to: <law firm>, … Attention: …" opening a line, and the same inside a
 * notices sentence (US drafting, h29f23). Bounded: linear.
 */
export const COPY_TO = /^\s*(?:and\s+)?with\s+(?:a\s+)?cop(?:y|ies)\b/i;
/** The manager or agent a party signs through, at the end of its heading. */
// The blanks before "acting" are read from their first one only (a run's every blank opened a scan of the rest: quadratic).
export const ACTING_THROUGH = /(?:,\s+|(?<![\s,])\s+)acting\s+(?:through|by)\s+[^,;:]{1,80}$/i;
/** A role field opening a line: "Supplier: …", "Buyer: …". */
export const ROLE_FIELD = /^\s*\p{Lu}[\p{L} ]{1,30}:/u;
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
// The party's role or trade in brackets before the heading's colon ("Party B (Buyer): <company>", "Party A (Purchaser):",
// Chinese and Korean forms in English) says what the party is, as its alias does: the representative's line under it signs
// for it (facts set 54's cause 3, h93fp). Letters, blanks, apostrophes and hyphens only, or nothing once the party's alias
// in it is taken out; bounded: linear.
// The marks the block asks for in brackets after the heading, "FOR THE MILL (stamp and signature)", "For the Seller
// (signature and company seal)": what goes on the line, no party's name (facts set 57's cause 2, h98fd: the bracket cut
// the heading from its block, and the mill's manager signed for the grower above). Only those words: bounded, linear.
// An order's own headings: "Ordered by the Buyer:", "Order accepted by the Supplier:", "Order confirmed for …:" (a
// purchase order form's two signatures; facts set 59's causes 3 and 4, h100p59). "Order" only before the verb.
export const HEADING_WORDS = /\b(?:signed|sealed|delivered|issued|ordered|confirmed|order(?=\s{1,3}(?:accepted|acknowledged|confirmed)\b)|for|and|on|behalf|of|by|signature|date|the|accepted|received|acknowledged|agreed|to|witness|as|representative|party\s+[A-Z]|p|pp|por|pour|für|die|der|den|das|la|le|el)(?![\w])|\(seal\)|\([ \t]{0,3}(?:(?:stamp|seal|signature|sign|and|company|official|chop|the|of|with|date|name|here|authori[sz]ed|signatory)[ \t,/&]{0,3}){1,6}\)|\([ \t]{0,3}(?:[a-z][a-z' -]{0,40})?\)(?=[ \t]{0,3}:)|[:,.&–—-]/giu;

/** The words of a signing heading that a party's name alone never holds ("Accepted and agreed for", "Signed by"). */
export const HEADING_VERBS = /\b(?:for|by|on|behalf|signed|executed|accepted|agreed|acknowledged|received|issued|ordered|confirmed|dated|witness)\b/i;
/**
 * The same heading in the drafting's own language, opening the party's line: "p. ACME S.A." and "p.p. ACME S.A." (por, per
 * procurationem: Uruguayan, Argentine and Chilean blocks), "Por ACME S.A.", "Pour ACME SARL", "Für ACME GmbH". Such a line
 * opens the party's block, it closes none (h73f39n). Anchored: linear.
 */
export const SIGNS_FOR_LEAD = /^\s*(?:p\.\s?p\.|p\.|por|pour|für)\s/iu;
/** A line that is only the blank a signature goes on ("______", "…………"). */
export const RULE_ONLY = /^[\s_.…]{3,}$/u;

/**
 * An order form's signing heading naming no party the contract aliases, or none at all: "Ordered by:", "Ordered by the
 * Buyer:", "Order accepted by the Supplier:", "Issued by:", "Order confirmed for the Seller:". Groups: the verb, the
 * role word after "the". Whose side it heads is the role's, else the verb's (block-openers.ts readSideHeading).
 * Anchored, bounded: linear.
 */
export const SIDE_SIGNING_HEADING = /^\s*(?:order\s{1,3})?(ordered|issued|accepted|acknowledged|confirmed)\s{1,3}(?:by|for)(?:\s{1,3}the\s{1,3}(\p{L}[\p{L}-]{1,30}))?\s*(?::\s*)?$/iu;

/** An issuer's signature field: "Authorised by: <name>[, <title>]", "Approved by:", "Issued by:". */
// "Ordered by: <name>" as well: the orderer signs for the buying side (h100p59; block-openers.ts readAuthorisedBy).
export const AUTHORISED_BY = new RegExp(String.raw`^\s*(authori[sz]ed|approved|issued|ordered)\s+by\s*:\s*${COURTESY}(${SIGNER_NAME})\s*(?:,\s*(\p{L}[\p{L}&' -]{1,60}?))?\s*\.?$`, 'iu');

/**
 * A signature's company line may carry the company's address and register number after middle dots, as a letterhead's
 * line does: "Emir Bašić" / "Bitlab d.o.o. · Maršala Tita 55, 88000 Mostar · ID No. 4227854310004" closing an e-mail
 * (facts set 61's cause 4, issue 18, h102p61; set 60's letterhead "Rozafa Ndërtim sh.p.k. · <address> · NIPT …"). The
 * company is the part before the first dot set off by blanks. Read once by indexOf: linear.
 */
export function beforeMiddleDot(line: string): string {
  const dot = line.indexOf(' \u00b7 ');
  return dot < 0 ? line : line.slice(0, dot);
}

/**
 * A signature's date field after its signer on one line: "Bounmy Keomanivong, leader          Date: 06/03/2043" (a form's
 * columns joined by a text reader). The field is no part of the signer's title. Unanchored at its start, each part
 * bounded: linear.
 */
const DATE_FIELD_AFTER = /\sDate\s{0,3}:\s{0,3}[^:\s][^:]{0,40}$/;
/** Longest line whose date field is cut. */
const DATED_LINE_MAX = 160;

/** The line without a date field after its words, when nothing before the field is a field of its own (no colon). */
export function withoutDateField(line: string): string {
  if (line.length > DATED_LINE_MAX || !line.includes('Date')) return line;
  const field = DATE_FIELD_AFTER.exec(line);
  if (field === null || field.index === 0 || line.slice(0, field.index).includes(':')) return line;
  return line.slice(0, field.index).trimEnd();
}

/**
 * A signer's mark in brackets beside the name, before or after the title: "Rose Yal (her mark X), Secretary", "Rose Yal,
 * Secretary (her mark X)", "Tomasi Vula (his mark)", "(mark)": one who cannot write signs with a mark, which the witness
 * notes by the name; no part of the name or the title (facts set 67's cause 5, issue 18, h107q67: the line gave no
 * contact). Literal words, one bounded bracket: linear.
 */
const SIGNERS_MARK = /\s{0,3}\(\s{0,3}(?:(?:his|her|their)\s{1,3})?(?:thumb\s{0,3})?mark(?:\s{1,3}["“”']?[xX+]["“”']?)?\s{0,3}\)/g;

/** The line without a signer's mark in brackets (SIGNERS_MARK), where it holds one. */
export function withoutSignersMark(line: string): string {
  return line.length > DATED_LINE_MAX || !line.includes('mark') ? line : line.replace(SIGNERS_MARK, '');
}
