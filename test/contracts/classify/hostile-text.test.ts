/**
 * Anyone uploads documents: an element may be one long run of what the classifier's patterns look for. Each of
 * these took seconds to minutes before the scans were bounded (quadratic in the element's length); the whole
 * classifier must now read them in about linear time.
 */
import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../src/contracts/classify/index.js';
import { within } from '../../security/guard.js';
import { readsLinearly } from '../../security/linear-time.js';
import { findNames } from '../../../src/contracts/classify/names.js';
import { itClassifiesRepeatedLinearly, itReadsCueFilesLinearly } from './cue-file-linearity.js';
import { readText } from '../../../src/contracts/readers/text.js';

/** The length each case was first timed at, and that its budget in milliseconds is for (scaled to the lengths read). */
const LENGTH = 64_000;
/** `head`, then `unit` repeated to `length` characters. */
const run = (head: string, unit: string, length = LENGTH) => head + unit.repeat(Math.ceil(length / unit.length));

describe('hostile element text', () => {
  const cases: [string, string, string][] = [
    ['modals after a party (subject gap reread per modal)', 'The Supplier shall ', 'shall '],
    ['a dotted run without spaces (number windows walked the run per anchor)', '', '1.'],
    // h20conv: the information-security veto of Safety and Security (C13) reads bounded windows from the start.
    ['information-security words without a physical one, in a run', 'The Supplier shall ', 'encrypt data systems security '],
    // h21bare: C14's undertaking to co-operate (a modal, a bracketed phrase, then "co-operate"; a second duty after it).
    ['a modal and a comma, then words that never reach "co-operate"', 'The Supplier shall, ', 'in connection with the works '],
    ['an undertaking to co-operate, then "and" without a duty, in a run', 'The parties shall cooperate ', 'and and in '],
    ['thousands of numbers (overlap tests against every kept number)', 'Name: ', '1 '],
    ['money in a run without spaces', '', '$1,'],
    ['address parts without end (street, then comma-separated towns)', '12 Mill Lane', ', Leeds LS1 4AB'],
    ['house numbers before capitalised words that never reach a street word', '', '1 Aa Bb Cc '],
    ['units and boxes in a run', '', 'Unit 7, Suite 9, P.O. Box 1, '],
    ['an address intro repeated without an address', '', 'whose registered office is at '],
    ['town lines (state code, form blank, ZIP) in a run', '', 'Aa Bb CA __12345_'],
    ['alias brackets with pronouns in a run', '', '("Aa", "we", "us" or '],
    // h18f10: a representative "acting … on behalf of" a company, "hereinafter," and a leading legal form in a run.
    ['representatives acting on behalf of one another in a run', 'between Mr. Aa Bb, ', 'acting in the name and on behalf of Aa Bb, S.L., '],
    ['"(hereinafter," brackets and "PT" names in a run', 'between ', 'PT Aa (hereinafter, "the Aa" and '],
    ['", as <role>" slots and agreements "of" a company in a run', 'between Aa Ltd', ', as Owner, as Agreement (this Aa) of Bb Ltd '],
    ['short names before "and, together with" in a run', 'between Aa Ltd ', '("Aa" and, together with Bb, '],
    ['"made in <Place> on" and "In <Place>, on" in a run', 'This Agreement is ', 'made in Aa Bb on In Cc, on '],
    // h19seg: a clause number closing a list (lists.ts's DECIMAL_CLAUSE), a run of numbers that never ends in a space.
    ['clause numbers and lettered items in a run', '18.2.2 The Supplier shall ensure that: ', '18.2.3.0 a) '],
    ["possessive duties that never reach 'is to'", '', "Supplier's sole obligation "],
    ['a disclaimer, then "that" and modals in a run', 'The Supplier makes no warranty ', 'that it shall '],
    ['appointments and facilities without an object', '', 'hereby appoints makes available to '],
    ['run-in heading words without a period', '9. ', 'Aa Bb '],
    ['clock times in a run (the element read once for what its dates are about, not once per date)', '', '9.30 am 1 pm '],
    ['durations in a run (the element read once for payment or term)', 'payment ', 'within 30 days '],
    ['capitalised words with accents that never reach a legal form (h18k)', '', 'Éé Çà '],
    ['"represented by" in a run inside a party slot, then an alias', 'between ', 'Aa Bb represented by '],
    ['recital openings in a run', '', 'WHEREAS, '],
    ['a deed execution heading with "acting by" names and commas in a run', 'Executed as a deed by Aa Ltd ', 'acting by Aa Bb, '],
    ['a title line of "deed of" and numbers in a run', 'DEED OF ', 'Aa no. 1 '],
    ['"Done in" with capitalised places that never reach "on"', 'Done in ', 'Aa-Bb '],
    ['liability words before money in a run', 'The Tenant shall pay ', 'liability shall not exceed $1 '],
    ['periods counted "from" with dates in a run', 'This Agreement runs ', 'six months from 1 May 2024 '],
    ['dollar-country marks in a run', '', 'ABN 1 Ontario $1 '],
    ['capitalised words before "Arbitration" that never reach "Centre"', '', 'Aa International Arbitration '],
    // h18f8: "(together, the …)" aliases, the wider alias window (320) and the one-alias-one-party slot test.
    ['"(together," openings without an alias, after companies in a run', 'between ', 'Aa Ltd, of Bb (together, '],
    ['companies in one slot before a distant alias, in a run', 'between ', 'Aa Sp. z o.o. of Bb FZE '],
    ['"paid within" with durations in a run', '', 'paid within 7 days '],
    // h18f9: a short name before the role alias ('("Nordvik" or the "Customer")'), and aliases that name a contract.
    ['short names joined by "or" before an alias that never closes, after a company', 'Aa Ltd (', '"Bb" or "Cc" or '],
    ['aliases naming a contract after companies in a run', 'between ', 'Aa Ltd (the "Bb Contract") '],
    ['capitalised words before "Period" that never reach a dot, in a run', '1. ', 'Aa Bb Period of Cc '],
    ['counts restated in figures in a run', '', 'one (1) '],
    ['legal forms of several words in a run', 'Aa ', 'Pty Ltd Co '],
    ['Australian towns with state codes and postcodes after a street', '12 Mill Lane', ', Aa NSW 2000 Bb'],
    ['towns before a US state in a run', 'in ', 'Aa, Texas in '],
    ['section lists without end', 'Sections ', '1, 2, '],
    ['signature labels before capitals in a run', '', 'Executed by AA BB '],
    ['institution qualifiers joined by "and" without a head', '', 'Aa and Bb '],
    ['collective alias phrases in a run', 'between ', 'each a "Aa" and together the "Aa" '],
    ['indemnities against liabilities in a run', '', 'indemnify against liabilities '],
    ['liabilities before and after indemnities in a run (bounded look-behind and look-ahead)', '', 'liability indemnify against all liabilities and '],
    ['returns without property in a run', '', 'return to the Aa all '],
    ['short forms of known bodies in a run (each compared with every name for its expansion)', '', 'FCA '],
    ['a signature label before a blank run (two whitespace runs around an optional colon)', 'Name', ' '],
    ["'By:' before a blank run", 'By:', ' '],
    ["'Executed as a deed by' before a blank run", 'Executed as a deed by', ' '],
    ['a collective alias before a blank run (two whitespace runs around an optional comma)', 'between A and B, each a "Member"', ' '],
    ['collective aliases "each also referred to as" in a run (h18e10)', 'between ', 'each also referred to as "Aa" and jointly as "Aa" '],
    ['a role definition "means the Party" before a blank run (h18e10)', '"Aa Bb" means the Party', ' '],
    ['German joining words between capitalised words that never reach a legal form (h18e10)', '', 'Aa für Bb und '],
    ['"is to" and "are not to be" after a party in a run (h18e10)', 'The Supplier ', 'is to are not to be '],
    ['"promises us that" and inverted "In no event is" in a run (h18e10)', 'You ', 'promise us that in no event is the '],
    ['signing lines "For <name>:" and "Signed:" that never reach a name, in a run (h18e10)', '', 'For Aa Bb: Signed: For '],
    ['"For" and words that never reach a colon, in a run (h18e10)', 'For ', 'Aa, '],
    ['present-tense promises after a blank run (a look-behind for a modal before them)', 'The Supplier', ' '],
    ['present-tense promises in a run', 'The Supplier ', 'shall guarantees submits to '],
    ['quoted aliases with commas inside the quotes in a run', 'among ', '("Aa," "we," '],
    // h18party: businesses described by their form, bare aliases after a register number and an address, an alias after "a".
    ['capitalised names described by a business form in a run', '', 'Aa Bb, a general partnership '],
    ['descriptions by a business form without a name before them, in a run', '', ', a Texas limited partnership'],
    ['register numbers and "of" addresses before a bracket that never closes, in a run', 'Parties: ', 'Aa Pty Ltd ACN 614 228 930 of 4 Bb Street, Cc ('],
    ['party aliases after "a" before modals in a run', 'between Aa Ltd ("Club"). ', 'a Club campaign shall '],
    ['numbered party entries before companies in a run', '', '(2) 3 Aa Ltd and 4 Bb Ltd '],
    ['table rows of role cells before company cells in a run', '', '| Supplier | Aa B.V. |\n'],
    ['states "as represented by" bodies in a run', '', 'State of Aa Bb as represented by the Cc Dd, ABN 1 '],
    ['digit groups joined by slashes in a run (each number looks at its neighbours, 24 characters at most)', 'registration number ', '2009/014552/'],
    ['parties named by their part in an event, in a run (h18e9)', '', 'the affected Party the non-defaulting party may '],
    ['bars after "but" following a right, in a run (h18e9)', 'The Contractor may use the yard, ', 'but must not '],
    ['"for" and a role before a colon or "by" in a run (h18e9)', '', 'for the Client by for the Supplier: '],
    ['"for the Client" before a blank run (a signatory label, then the name\'s blanks)', 'Approved for the Client', ' '],
    ['hundreds spelled without "and" and years of the contract\'s reckoning in a run (h18e9)', 'within ', 'one hundred eighty Contract Years two hundred '],
    ['slot openers of notes and civil-law preambles in a run (h18t)', 'between ', 'FOR VALUE RECEIVED, on the one side, Aa '],
    ['"hereinafter:" without a quote in a run (h18t)', 'between Aa B.V. ', 'hereinafter : '],
    ['payment durations of money, after rates and in replaced words in a run (h18t)', 'payment ', 'per month for 6 months of base salary replacing "30 days '],
    ['capitalised place words before a comma and a date in a run (h18t)', '', 'Aa Bb Cc Dd Ee, 1 May 2024 '],
    ['"signed, sealed and delivered by" and dashes after names in a run (h18t)', '', 'SIGNED, SEALED AND DELIVERED by Aa Bb - Cc '],
    ['a role field before capitalised name words in a run (h18t)', 'The Landlord: Mr ', 'Aa Bb '],
    ['initials and particles before a comma in a run (h18t)', 'Aa Ltd ', 'P. de A. van '],
    ['registry words before names in a run (h18t)', 'between ', 'registered with the Aa Bb Ltd, enrolled with '],
    ['bodies joined by "and" before a legal form in a run (h18w: each "and" tests the name before it)', '', 'Department of Health and Bank of Aa and Bb Ltd '],
    ['capitalised "The" before legal-form names mid-sentence in a run (h18w: a fixed look back)', '', 'made by The Aa LLC and '],
    ['registers before party numbers in a run (h18w)', 'between Aa B.V., ', 'registered with the Chamber of Commerce under number 1, '],
    ['a preamble "among" many capitalised names of the university kind', 'among ', 'University of the Aa, '],
    ['legal-form words before institution heads in a run', '', 'Aa Company Bb Law Tribunal Company '],
    ['"responsible for" before words that never reach "its own" or "acts and omissions"', '', 'responsible for the aa, bb '],
    ['appointments that never name a role', '', 'hereby appoints Aa Bb as its aa bb '],
    ['amounts after fees with currency codes and signs in a run', 'The fee is ', 'HK$1 SGD 1 of '],
    ['liable for, and to whom, in a run', '', 'liable to the Aa for any '],
    ['ships before words that never name the goods', '', 'ships the aa bb '],
    ['number words joined by "hundred and" in a run', 'within ', 'one hundred and twenty '],
    ['a courtesy title before one long lower-case run (a name word split one way only)', 'Dr ', 'Aa'.padEnd(400, 'a') + '1 '],
    ["signature labels before names with apostrophes and hyphens in a run", '', "Signed by O'Aa-Bb Cc-Dd "],
    ['street words with directions in a run', '', '12 Aa Street West, '],
    ['a preamble slot of name words joined by "of" and house numbers in a run', 'between Aa Ltd ("Buyer") and ', 'Aa Bb of 3 '],
    ['pronouns quoted without commas in an alias bracket that never closes (each blank read one way)', 'between Aa Ltd ("Aa"', ' "we"'],
    ['an alias bracket whose quote is followed by a blank run that never closes', 'between Aa Ltd ("Aa"', ' '],
    ['a legal-form word, then capitalised words that never reach another (a company name is read back at most 16 words)', 'Aa Company', ' Bb'],
    ['indemnities against negligence in a run (bounded look-behind and look-ahead for a liability)', '', 'indemnify against negligence '],
    ['reports that never reach "to" a party', '', 'report any aa bb '],
    ['a signature line "For …" that never reaches its colon', 'For ', 'Aa Bb '],
    ['fees and costs "equal to" without a share in a run', '', 'fee equal to 1 cost at a rate of '],
    ['sums payable by no party in a run', '', 'is payable by the '],
    ['grants of permission without a party in a run', '', 'grants the permission to '],
    ['periods between dates in a run (each split once)', 'between ', '1 May 2026 and 2 June 2026 to '],
    ['counts from dates in a run', '', 'three years from 1 April 2025 '],
    ['party numbers in brackets in a run', 'between ', '(1) Aa, '],
    ['"on behalf of" that never reaches "by" a name', '', 'on behalf of Aa Bb '],
    ['names of towns after "of" in a preamble slot', 'between Aa Ltd ("Aa") and ', 'Bb Cc of Dd '],
    ['24-hour clock times in a run', '', '07:00 19:30 hours '],
    ['guarantees, inconsistencies and conflicts that never name the winning document', '', 'guarantees are inconsistent conflicts with the '],
    ['defences against words that never reach a claim', '', 'defend the Aa bb against any '],
    ['records kept that never become secure, and backups without an object', '', 'keep the aa bb back up the aa '],
    ['terms of words that never reach years or months', '', 'term of aa bb (1) '],
    ['"term" after a warranty in a run (the look-behind reads back from each "term" only)', 'warranty has a', ' term'],
    ['"is free to" and "warrants to" without a verb in a run', 'The Supplier ', 'is free to warrants to the Aa Bb '],
    ['"gives" a party words that never reach a licence', 'We ', 'give you a aa bb '],
    ['relative clauses with "cannot" in a run', 'The Supplier ', 'any issue it cannot any aa that the '],
    ['a clause opening on "No" with passives in a run', 'No aa ', 'shall be made by either party '],
    ['bracketed legal forms and new institution heads in a run', '', 'Aa (Pty) Bb CLG Revenue Service Chamber '],
    ['"on behalf of" before a blank run (the free-text name between two whitespace runs split it every way)', 'Signed on behalf of', ' '],
    ['start and end cues between dates in a run (each date reads only the words since the previous one)', '', 'commences on 1 May 2026 until '],
    ['agreement terms and notice periods in a run (the sentence read once for naming the agreement)', '', 'continues for 2 years before notice of '],
    ['"net" payment periods between durations in a run (one ordered walk)', 'payment ', 'net 30 within 5 days of the net invoice price '],
    ['grace periods after due dates in a run', 'pay ', 'within 5 days after its due date '],
    ['signature lines "Signed by … for and on behalf of" in a run', '', 'Signed by Aa Bb, Director, for and on behalf of '],
    ['signer labels with names and titles in a run', 'By: ', 'Aa Bb, Cc Dd, '],
    ['"Signed for and on behalf of … by" in a run', 'Signed for and on behalf of ', 'Aa Ltd by Bb Cc, '],
    ['"made at" places that never reach "on" in a run', 'This Agreement is ', 'made at Aa Bb Cc '],
    ['"Name:" fields of surname particles that never reach a capitalised word, in a run', 'Name: Aa ', 'van der de '],
    ['figures with their words in brackets that never reach a unit, in a run', 'term ', '36 (thirty-six) 12 (twelve '],
    ['"take effect" and "date of entry" cues between dates in a run', '', 'takes effect on 1 May 2026 date of entry with effect from '],
    ['names ending in period and bracket legal forms in a run', 'between ', 'Aa Pte. Ltd. (Pty) Bb AS A/S Sdn. Bhd. '],
    // Contract money notations (issue 18): each group pattern is sticky and tried once per figure.
    ['thousands with spaces after a glued rand mark, never reaching a decimal comma', 'a fee of R1', ' 000'],
    ['thousands with spaces and a comma before three digits in a run', 'fee EUR 1', ' 000,000'],
    ['thousands with apostrophes in a run', "fee CHF 1", "'000"],
    ['thousands with typographic apostrophes, then a dot run', 'fee CHF 1', '\u2019000.'],
    ['figures closed by "/-" in a run', 'fee ', 'Rs. 1,000/-'],
    ['shilling and ringgit marks before figures glued with "m" in a run', 'fee ', 'Kshs. 2.5m RM 3mn R4m '],
    ['amounts in words restating figures with currency names in a run', 'pay ', 'one hundred Kenya Shillings (KES 100) '],
    ['pounds of words and label marks in a run (review hrev4)', 'pay ', 'one pound of salt Section R2 RM 0722 '],
    // The seventh set's cues (category-cues-operations.ts, h18h): each family run without ever completing.
    ['"provide the X with" and training that never reach an object, in a run', '', 'provide the Aa Bb with train the Aa\'s bb '],
    ['appointments of people that never name a supervisor, in a run', '', 'appoint a aa bb '],
    ['owning or operating "any" words that never reach a business, in a run', 'shall not operate ', 'any aa bb cc '],
    // The eleventh set's patterns (h18e11), each run without ever completing.
    ['accented alias brackets that never close, in a run (h18e11)', 'between Aa Ltd ', '("Éé Çà '],
    ['quoted terms with dashes before words that are no article, in a run (h18e11)', '', '"Aa" – bb '],
    ['relative clauses of a noun, a phrase and "which" before "cannot", in a run (h18e11)', 'The Supplier ', 'any dispute about aa bb which the parties cannot '],
    ['passives of two participles with adverbs and states that never reach a party, in a run (h18e11)', 'The fee ', 'shall be computed monthly and kept confidential by '],
    ['present-tense warranties of a thing that never reach "against", in a run (h18e11)', 'The Supplier ', 'warrants the aa bb cc dd '],
    ['passives "by either" and "by each" before no party, in a run (h18e11)', 'The budget ', 'shall not be disclosed by either aa by each '],
    ['dashes and blanks before percentages in a run (h18e11)', 'Instalment ', '– 20% — 3 '],
    ['"make good" and defects words that never close, in a run', '', 'make good the aa defects make good '],
    ['licences to use words that never reach desks or rooms, in a run', '', 'licence to use aa bb cc dd ee ff '],
    ['a party\'s equipment words that never reach equipment, in a run', '', 'use the Aa\'s bb cc '],
    ['stock of words that never reach "sufficient for", in a run', '', 'stock of aa bb cc dd '],
    ['"make available to" and change notes in a run', '', 'make available to the party change note modify these '],
    ['a licence to use counted words that never reach desks, in a run', '', 'licence to use (1) aa (2) bb '],
    ['arbitration centres and clearing houses after capitalised words in a run', '', 'Aa Arbitration Centre Bb Clearing House LCIA '],
    ['a sub-contract preamble and its sub-contractor in a run (the mask and the preamble read once)', 'This Sub-Contract is made between Aa Ltd (the "Contractor") and Bb Ltd (the "Sub-Contractor"). ', 'the Sub-Contractor shall carry out and complete the Sub-Contract Works '],
    // The eighth set's cues (category-cues-services.ts, h18s): each family run without ever completing.
    ['"meet the following" and faults never reaching "within", in a run', '', 'meet the following attend any reported faults '],
    ['security, permits and fire words that never complete, in a run', '', 'security permit to fire open biosafet PHI '],
    ['"used only" and "affix" words that never reach the walls, in a run', '', 'used only affix aa bb to the use it only '],
    ['"allow the X\'s" and "train each of its" words that never reach access, in a run', '', 'allow the Aa\'s engineers train each of its aa '],
    ['tools before a passive that never says "provided by", in a run', '', 'tools shall be aa '],
    ['backup, generator and "does not interrupt" words in a run', '', 'backup aa does not interrupt the aa generator '],
    ['confidential information before "use it" that never says "only", in a run', '', 'confidential information use it '],
    ['change orders, day rates and fees of figures that never reach a percent, in a run', '', 'change day fee of 12.5 extend the '],
    ['"but" before restated modals, "be paid" after them, ownership retained and liability assumed, in a run (h18s)', 'The Supplier may ', 'act, but shall be paid retains ownership of assumes all liability '],
    ['section signs before numbers in a run (h18s)', 'as ', '§ 1 §§ 22 § '],
    ['other agreements, notices and signings leading up to dates in a run (each date reads a bounded tail)', 'effective ', 'the Aa Bb agreement between Cc and notice of termination signed by Dd on 1 May 2026 '],
    ['name-like states after commas, "State of" and "laws of" in a run, with a bare dollar', 'The fee is $5. ', ', State of laws of Virginia Washington, D Georgia 1234 '],
    ['signing words that never reach a date in a run', 'effective on 1 May 2026 ', 'signed by the Aa Bb the agreement between '],
    ['pounds of substances in a run (issue 18, h18u: the weight test reads two tokens after the unit)', '', '5 pounds of coffee '],
    ['routes by number in a run (issue 18, h18u: a road read on two tokens before the mark and one after the figure)', '', 'on the R2 towards along the R62 '],
    ['role fields without an end in a run (issue 18, h18u: a field\'s value is read at most 80 characters on)', 'Tenant: ', 'Aa Bb Cc Dd '],
    ['institution tails without end in a run (issue 18, h18u: "of"/"for"/"and"/"the" joiners, at most eight words)', 'the Department ', 'of the Aa and Bb for Cc '],
    ['legal forms with commas in a run (issue 18, h18u)', 'Aa Bb ', 'Co., Ltd., '],
    ['qualifiers and activity heads in a run (issue 18, h18u)', '', 'U.S. Aa and Bb Administration '],
    ['towns, states, countries and airports in a run (issue 18, h18u)', '', 'of Aa Bb, Oregon Stuttgart, Germany Manchester Airport from '],
    ['changes of price from one sum to another in a run (issue 18, h18v: the old sum\'s cue reads 24 characters back)', 'The price ', 'is increased from $1 to $2 reduced from '],
    ['continental street words, house numbers and postcodes in a run (issue 18, h18v: a street name of at most 40 letters)', '', 'Aastraßestraße 4, 12345 Bb, 111 22 Cc Dd Straße 5, D-'],
    ['role and colon signatory labels in a run (issue 18, h18v)', '', 'on behalf of the Contractor: Aa '],
    ['currencies named after "are in" in a run (issue 18, h18v: at most two words before the unit)', '', 'are in Aa Bb Australian dollars is payable in euros be in '],
    ['municipal corporations in a run (issue 18, h18v: at most four words of the name)', 'The ', 'Corporation of the Town of Aa Bb-Cc '],
    ['cheque cents and commas between number groups in words in a run (issue 18, h18v)', 'a fee of ', 'One Thousand and No/100 Dollars Four Million, Five Hundred Thousand, '],
    ['date ranges, "effective for" and notice periods in a run (issue 18, h18f6)', 'This Agreement shall be effective for ', '1 year from 1 May 2025 to 2 May 2026 - 3 June 2026 four (4) weeks\' written notice pay '],
    ['signature lines, capitals names with initials and titles in a run (issue 18, h18f6)', 'SIGNED IN THE PRESENCE OF: ', '____ By: AA B. CC Legal Representative '],
    ['grants of money and royalties in a run (issue 18, h18f6)', 'a grant of ', '£1 grant of royalties grant of USD 1 '],
    ['bracketed legal-form words, lettered entries and representatives in a preamble run (issue 18, h18f6)', 'between ', '(B) AA (PTY) BB CC, acting through its manager, Dd (Pty) Ltd ("Investor") Dear Ee '],
    ['numbered companies, hyphenated "Co-" words and post office boxes in a run (issue 18, h18f7)', '', '1289455 Alberta Ltd. 9123-4567 Aa Co-operative Post Office Box 1, '],
    ['"Party A (Buyer):" fields and "(seal)" headings in a run (issue 18, h18f7)', 'Party A (Buyer): ', 'Aa Co., Ltd. Party B (seal): '],
    ['signing headings, name lines, titles and a second officer in a run (issue 18, h18f7)', 'Executed as a deed by Aa Ltd acting by Bb Cc, Director', ', and Dd Ee, Secretary For Aa Ltd Name: Ññ Óó '],
    ['persons joined by "and" before a collective alias in a run (issue 18, h18f7: the last three slot words read)', 'by and among ', 'MR. AA BB, of 1 Cc Road, and MS. DD EE (hereinafter collectively referred to as the "Promoters") '],
    ['"acting through" in a signature heading before a long run (issue 18, h18f7: at most 80 characters after it)', 'For Aa Ltd, acting through ', 'Bb Cc '],
    ['repayments, instalments and order line fields in a run (issue 18, h18f7)', 'Line 1', ' Aa repay installments of $1 each Total '],
    ['"Drawn up in" places in a run (issue 18, h18f7)', 'Drawn up in ', 'Aa Bb-Cc '],
    // h22nat: C15's acknowledgement ("acknowledges and agrees that" is no promise) read before each "agrees that".
    ['acknowledgements joined to "agrees that" in a run (issue 18, h22nat)', 'The Customer ', 'acknowledges , and agrees that '],
    // h22nat: C16's bracket asides (one pass over the brackets, a binary search per modal), open, closed and nested.
    ['brackets opened and never closed, each before a modal (issue 18, h22nat)', 'The Supplier shall ', '(the Customer shall '],
    ['bracketed modals and stray closing brackets in a run (issue 18, h22nat)', 'The Supplier shall ', '(shall) may ) ((shall) '],
    // h22s22c: a property sold that never names its buyer; control of a party that never passes; "your" details and
    // exclusions of the works that never reach their noun.
    ['properties sold without a buyer, in a run', 'If the Owner ', 'sells the premises and sells our home '],
    ['control of a party and acquisitions without an object, in a run', '', 'control of the Aa acquires a '],
    ['"share your" and "does not" without what follows, in a run', 'We ', 'share your does not is not part of the '],
    ['chemicals and fuel that are never kept apart, in a run', 'The Grower shall store ', 'chemicals fuel poisons '],
    // h22cat: goods lent that never reach "to", hired things and losses that never reach a possession, land and
    // machinery that never reach the land, rooms never used; collections that never reach "from", deliveries never
    // sent "to"; "any other" after a verb that never ends; redone work that never reaches its cost; costs never "of".
    ['things lent that never go "to" anyone, in a run', 'The Museum will ', 'lend the aa bb lend any '],
    ['losses that never reach a possession, in a run', '', 'lost or damaged while in the Aa’s in its '],
    ['machinery that never reaches the land, in a run', 'The Harvester may ', 'enter the Aa\'s land leave any other machinery aa bb on the '],
    ['rooms booked and things removed that never reach their place, in a run', 'Each team ', 'may use one aa may book the dismantle and remove all aa from '],
    ['collections and deliveries that never reach "from" or "to", in a run', '', 'collect the soiled aa from collect all will deliver the aa bb undertakes to deliver the '],
    ['"any other" and redone work that never reach their end, in a run', '', 'not aa bb work for any other rewash aa bb cc replant or bear the cost of 5% of the aa '],
    ['interest, penalties and replaced things that never reach a percent or a failure, in a run', '', 'pay interest on the aa penalty of claim a replace any aa that costs of the aa '],
  ];
  it('"Made in", "Done at" and "concluded at" places of capitals joined by dashes that never reach "on", before a date: linear (hred9)', () => {
    // A dash was both a letter of a place word and a separator between place words, so a run "A-A-A-…" split every way
    // into four words: 600 characters took 1.2-9.6 s of CPU, 64,000 would take days.
    for (const head of ['Made in ', 'Done at ', 'Drawn up in ', 'The works were concluded at ']) {
      const labels = readsLinearly((n) => {
        const text = `${head}${'A-'.repeat(n / 2)}A May 1, 2025`;
        return () => classifyContract([{ text: 'SUPPLY AGREEMENT', kind: 'title' }, { text, kind: 'sentence' }]);
      });
      expect(labels.effective_dates).toEqual([]);
    }
  });
  it('100,000 digits grouped by spaces, thin spaces or apostrophes after a currency: read in linear time, no amount (no finite value)', () => {
    for (const mark of [' ', '\u202f', "'"]) {
      const text = `The Buyer shall pay a fee of CHF 1${`${mark}000`.repeat(25_000)} to the Seller.`;
      const labels = within(4000, () => classifyContract([{ text, kind: 'sentence' }]));
      expect(labels.elements[0].attributes.filter((a) => a.type === 'Currency')).toEqual([]);
    }
  });
  it('a present-tense promise after 64,000 blanks, and a 300-character name among the parties: read in linear time', () => {
    const name = 'Aa '.repeat(100).trim();
    const texts = [`This Agreement is made among ${name} Ltd ("Aa") and Bb Corp. ("BB").`, `The Supplier${' '.repeat(LENGTH)}guarantees delivery.`, 'BB guarantees payment.'];
    const labels = within(4000, () => classifyContract(texts.map((text) => ({ text, kind: 'sentence' as const }))));
    expect(labels.elements[2].types.map((t) => `${t.label.nature}/${t.label.party}`)).toEqual(['Obligation/BB']);
  });
  it('a statement of work\'s start and completion cues between dates in a run, under its title: linear (h18k)', () => {
    const labels = readsLinearly((n) => {
      const text = `Supplier shall perform the services: ${'begin on 1 May 2024 complete by 2 May 2024 '.repeat(Math.ceil(n / 44))}`;
      return () => classifyContract([{ text: 'STATEMENT OF WORK NO. 1', kind: 'title' }, { text, kind: 'sentence' }]);
    });
    expect(labels.effective_dates.length).toBeGreaterThan(0);
    expect(labels.termination_dates.length).toBeGreaterThan(0);
  });
  it('a numbered party entry under a Parties heading with "of" before capitalised words in a run, then an alias: linear', () => {
    for (const unit of ['Aa of Bb Cc Dd of ', 'Aa of Bb Cc Hall, ', 'of ']) {
      const labels = readsLinearly((n) => {
        const entry = `(1) ${unit.repeat(Math.ceil(n / unit.length))}(the "Authority")`;
        return () => classifyContract([{ text: 'PARTIES', kind: 'sentence' }, { text: entry, kind: 'sentence' }, { text: 'The Authority shall pay.', kind: 'sentence' }]);
      });
      expect(labels.elements).toHaveLength(3);
    }
  });
  it('numbered "1." entries under "THE UNDERSIGNED:", each a run of words before the alias: linear (h18t)', () => {
    const labels = readsLinearly((n) => {
      const entry = `1. ${'Aa Bb, duly represented by '.repeat(Math.ceil(n / 28))}hereinafter: "the Depositor";`;
      return () => classifyContract(['THE UNDERSIGNED:', entry, '2. Cc B.V., hereinafter: "the Warehouse Keeper";'].map((text) => ({ text, kind: 'sentence' as const })));
    });
    expect(labels.elements).toHaveLength(3);
  });
  it('a party in the preamble\'s slot, then blanks and brackets of capitalised words without quotes in a run (a bare alias?): linear (h18alias)', () => {
    for (const tail of [(n: number) => ' '.repeat(n), (n: number) => '(Aa Bb Cc Dd '.repeat(Math.ceil(n / 13)), (n: number) => ` ${'('.repeat(n)}`]) {
      const labels = readsLinearly((n) => {
        const text = `This agreement is made between Aa Ltd (the Client) and Bb Ltd${tail(n)}`;
        return () => classifyContract([{ text, kind: 'sentence' }, { text: 'The Client shall pay.', kind: 'sentence' }]);
      });
      expect(labels.elements).toHaveLength(2);
    }
  });
  it('a slot "entered into by" then "and the Reinsurers " in a run before a plural alias (a party named by its description?): linear (h18alias)', () => {
    for (const unit of ['and the Reinsurers ', 'the  ', ', by the Aa ']) {
      const labels = readsLinearly((n) => {
        const text = `This Contract is entered into by ${unit.repeat(Math.ceil(n / unit.length))}(hereinafter called "the Reinsurers").`;
        return () => classifyContract([{ text, kind: 'sentence' }, { text: 'The Reinsurers shall pay.', kind: 'sentence' }]);
      });
      expect(labels.elements).toHaveLength(2);
    }
  });
  it('a line of capitals that ends in small letters after a Parties list (is it a heading?): linear', () => {
    const labels = readsLinearly((n) => {
      const texts = ['PARTIES', '(1) Aa Ltd (the "Supplier")', `${'AB '.repeat(Math.ceil(n / 3))}ab`, '(2) Bb Ltd (the "Customer")'];
      return () => classifyContract(texts.map((text) => ({ text, kind: 'sentence' as const })));
    });
    expect(labels.parties.filter((p) => p.importance === 'Primary').map((p) => p.party)).toEqual(['AA', 'BB']);
  });
  it('a party name run across a blank run in the preamble: no "Regular expression too large", the legal form read in linear time', () => {
    for (const gap of [(n: number) => ' '.repeat(n), (n: number) => ', '.repeat(n / 2)]) {
      const labels = readsLinearly((n) => {
        const preamble = `This Agreement is made between Aa${gap(n)}Bb Ltd ("Seller") and Cc Inc ("Buyer").`;
        return () => classifyContract([{ text: preamble, kind: 'sentence' }, { text: 'The Buyer shall pay the Seller.', kind: 'sentence' }]);
      });
      expect(labels.elements).toHaveLength(2);
    }
  });
  it('thousands of facts in one 256,000-character element: each fact\'s provenance id does not hash the element again', () => {
    for (const unit of ['payment within 30 days of invoice; ', 'a fee of $1,000 and ']) {
      const text = unit.repeat(Math.ceil((4 * LENGTH) / unit.length));
      const labels = within(4000, () => classifyContract([{ text: 'x', kind: 'sentence' }, { text, kind: 'sentence' }]));
      const facts = [...labels.payment_terms, ...labels.contract_amounts];
      expect(facts.length).toBeGreaterThan(5_000);
      expect(new Set(facts.map((f) => f.provenance_ids[0])).size).toBe(facts.length);
    }
  });
  it('many parties each with its modal (every modal looked among all the parties before it): 200,000 characters within 4 s', () => {
    // Before the mentions were searched by position, "Buyer may " 20,000 times took 15 s, "both of us may " 5 s.
    for (const unit of ['Buyer may ', 'both of us may ', 'either party shall ']) {
      const text = unit.repeat(Math.ceil(200_000 / unit.length));
      const labels = within(4000, () => classifyContract([{ text: 'x', kind: 'sentence' }, { text, kind: 'sentence' }]));
      expect(labels.elements[1].types.length).toBeGreaterThan(0);
    }
  });
  it('rows "Term: meaning" under a Definitions heading: capitalised words and figures without a colon, and colons in a run, within 4 s (h18e9)', () => {
    for (const unit of ['Aa 1 of Bb ', 'Aa: ', 'In this Subcontract, ']) {
      const labels = readsLinearly((n) => {
        const text = run('', unit, n);
        return () => classifyContract([{ text: '1. Definitions', kind: 'title' }, { text, kind: 'sentence' }]);
      });
      expect(labels.elements).toHaveLength(2);
    }
  });
  it('one hyphenated word of capitals ("A-A-…"): linear, the contract type read from a word start once (hrev8)', () => {
    // Each capital after a hyphen started the type pattern's name words, which read to the end of the word: 64,000
    // characters took 1.6-6 s, 16,000 0.16-0.3 s.
    for (const unit of ['A-', 'AB-', 'Aa-']) {
      const labels = readsLinearly((n) => {
        const text = run('', unit, n);
        return () => classifyContract([{ text: 'x', kind: 'sentence' }, { text, kind: 'sentence' }]);
      });
      expect(labels.elements).toHaveLength(2);
    }
  });
  // One test per run: each is bounded by `within`, and eight of them in one test passed vitest's 30 s under a load of 20.
  for (const [head, unit] of [['This Agreement is entered into ', 'made by '], ['', 'B Ltd (the "Design-Builder") and '], ['(each, a "', 'Member" and '], ['', 'Party A Party B '], ['', 'If a party '], ['', '.1 .2 '], ['', 'Authorised representative: Aa '], ['SIGNED by ', 'AB CD ']]) {
    it(`"${head}" then "${unit}" repeated (a preamble naming its parties after "entered into … by", a hyphenated alias, a collective alias, letter parties, a group after "If", AIA markers, signatory labels): within 4 s (h18e12)`, () => {
      const labels = readsLinearly((n) => {
        const text = run(head, unit, n);
        return () => classifyContract([{ text, kind: 'sentence' }, { text: 'Each Member shall pay.', kind: 'sentence' }]);
      });
      expect(labels.elements).toHaveLength(2);
    });
  }
  // h18def: one test per pattern family of the rules for unseen drafting (rows under a colon lead-in, a release from
  // liability, relative clauses with and without "that", a pronoun opening a clause before "and", a grant's insert, a
  // phrasal passive), each run long enough to show a quadratic scan.
  for (const [head, unit] of [['Aa (bb cc) ', '– dd '], ['', 'shall be discharged of all '], ['over any terms ', 'the Customer may propose '], ['Taxes that ', 'the Supplier is required to pay under '], ['', ', it acts and is not liable '], ['A party that receives ', 'a notice from the other party '], ['grants to the Customer', ', for the Term'], ['', 'be carried out jointly by '], ['The Supplier may ', ', but is not obliged to '], ['', 'grants the other Member '], ['Neither party ', 'warrants that '], ['The Customer has a ', 'non-exclusive, '], ['', 'shall receive a fee shall receive an '], ['The Customer ', 'bears the entire risk ']]) {
    it(`"${head}" then "${unit}" repeated: within 4 s (h18def)`, () => {
      const labels = readsLinearly((n) => {
        const text = run(head, unit, n);
        return () => classifyContract([{ text: 'The Supplier shall restore the service as follows:', kind: 'sentence' }, { text, kind: 'sentence' }, { text: 'Aa – bb', kind: 'sentence' }]);
      });
      expect(labels.elements).toHaveLength(3);
    });
  }
  for (const [what, head, unit] of cases) {
    it(`${what}: linear, within 4 s at ${LENGTH.toLocaleString('en')} characters, every attribute span inside the element`, () => {
      const [text, labels] = readsLinearly((n) => {
        const text = run(head, unit, n);
        return () => [text, classifyContract([{ text: 'x', kind: 'sentence' }, { text, kind: 'sentence' }])] as const;
      });
      expect(labels.elements).toHaveLength(2);
      for (const a of labels.elements[1].attributes) expect(a.end).toBeLessThanOrEqual(text.length);
    });
  }
  // h18s15: bracketed aliases without quotes in a "Parties:" field ("(Aa Bb)" never closed, closed before no end of slot,
  // and thousands of them), and a leading clause number before thousands of quantities.
  for (const [head, unit] of [['Parties: Aa Bb ', '(Cc Dd '], ['Parties: Aa Bb ', '(Cc Dd) Ee '], ['This Agreement is made between ', 'Aa Bb (Cc Dd) and '], ['2.1.1 ', '1.1 hours ']]) {
    it(`"${head}" then "${unit}" repeated: within 4 s (h18s15)`, () => {
      // 1 s, not 4: the bare-bracket alias first looked up the organisations found once per bracket, 2 s at this length
      // (quadratic) — under the 4 s bound of the other cases; linear, it takes tens of milliseconds.
      const labels = readsLinearly((n) => {
        const text = run(head, unit, n);
        return () => classifyContract([{ text, kind: 'sentence' }, { text: 'The Cc Dd shall pay.', kind: 'sentence' }]);
      }, 1000);
      expect(labels.elements).toHaveLength(2);
    });
  }
  it('a party\'s role word before a plural noun, repeated ("Customer sites Customer sites …"): each mention reads 40 characters after it, linear (h18s15b)', () => {
    const labels = readsLinearly((n) => {
      const text = run('', 'Customer sites ', n) + ' must close.';
      return () => classifyContract([{ text: 'This Agreement is made between Aa Bb Ltd ("Customer") and Cc Dd LLC ("Supplier").', kind: 'sentence' }, { text, kind: 'sentence' }]);
    }, 1000);
    expect(labels.elements[1].types).toEqual([]);
  });
  // h18s15b: the event, events-of-default, media-rights and person's-licence cues (category-cues-events.ts) on runs of their
  // own words: each bounded window read once per start, so linear (timed at 20,000 / 40,000 / 80,000 characters).
  for (const [head, unit] of [['If work is delayed ', 'by a flood '], ['beyond the ', "Aa's "], ['', 'storm flood '], ['a receiver ', 'receiver, '], ['the right to ', 'produce, '], ['must hold ', 'a full, '], ['licensed in the ', 'states '], ['Article ', '(1) '], ['keep the ', 'aa vehicle '], ['return the ', 'aa aircraft ']]) {
    it(`"${head}" then "${unit}" repeated: within 1 s (h18s15b)`, () => {
      const labels = readsLinearly((n) => {
        const text = run(head, unit, n);
        return () => classifyContract([{ text, kind: 'sentence' }]);
      }, 1000);
      expect(labels.elements).toHaveLength(1);
    });
  }
  // h18s16c: the labelled signature line, the licence over land, the routine inspection veto and the phrases whose cue
  // words do not say their category (categories.ts NOT_SAID), on runs of their own words: anchored or bounded, each read
  // once per start (timed at 20,000 / 40,000 / 80,000 characters: 39 / 8 / 19 ms at most, categoriesOf alone).
  for (const [head, unit] of [['THE HOTEL: ', 'Aa '], ['THE ', 'AA '], ['', 'For and on behalf of '], ['Aa ', 'without further notice '], ['Aa ', 'upon payment in full '], ['the ', "patient's insurance "], ['may grant ', 'licences to '], ['a licence ', 'aa '], ['inspect every ', 'bike at '], ['the ', 'inspection, inspection and '], ['licensed by the ', 'aa '], ['', 'payment and '], ['If the ', 'statement of work conflicts '], ['', 'a copy for your '], ['keep a ', 'copy copy ']]) {
    it(`"${head}" then "${unit}" repeated: within 1 s (h18s16c)`, () => {
      const labels = readsLinearly((n) => {
        const text = run(head, unit, n);
        return () => classifyContract([{ text: '4. INSURANCE', kind: 'title' }, { text, kind: 'sentence' }]);
      }, 1000);
      expect(labels.elements).toHaveLength(2);
    });
  }
  // h18s16p: a second name before the alias ("p/k/a "…""), runs of it and of blanks; "referred to as:" with a colon;
  // an alias in capitals with its article; a negated authority, a granted concession and "GmbH & Co." and "Art. 1", repeated. Timed at 20,000 / 40,000 / 80,000 characters.
  for (const [head, unit] of [['between Aa Bb ', 'p/k/a "Cc" '], ['between Aa Bb p/k/a ', '"Cc'], ['between Aa Bb, hereinafter referred to as', ': '], ['between Aa Bb, hereinafter ', 'the "HOTEL" '], ['Supplier is not ', 'authorised to not '], ['Supplier grants ', 'the Supplier the concession '], ['Aa ', 'Bb GmbH & Co. '], ['', 'Art. 1 '], ['CLAUSE ', 'FOUR ']]) {
    it(`"${head}" then "${unit}" repeated, before an alias: within 1 s (h18s16p)`, () => {
      const labels = readsLinearly((n) => {
        const text = `${run(head, unit, n)} ("Creator").`;
        return () => classifyContract([{ text, kind: 'sentence' }, { text: 'Creator shall pay.', kind: 'sentence' }]);
      }, 1000);
      expect(labels.elements).toHaveLength(2);
    });
  }
  // h19s17d: signing labels ("Signed for … by", "by its director", "Per:", "Signed by you"), a town after a party's comma,
  // a document part's title and a month closing a sentence, "and remain liable" after a bar, "but may" after a duty,
  // "allow us to", "be credited on", the pronouns' bracket and a body after "between the", repeated. Timed at 20,000 / 40,000 / 80,000 characters
  // (a /tmp script, CPU): 305 ms at most ("Aa Ltd, Bb " after "between"), none growing faster than the text.
  for (const [head, unit] of [['Signed for ', 'Aa bb '], ['', 'by its director '], ['', 'by its Chairman, '], ['', 'Per: '], ['', 'Signed by you '], ['between ', 'Aa Ltd, Bb '], ['SCHEDULE ', '1 '], ['', 'Schedule 1 – '], ['', '30 September. '], ['', 'August. '], ['The Supplier shall not ', 'and remain liable '], ['The Supplier must pay, ', 'but may '], ['You ', 'allow us to '], ['You will not ', 'be credited on '], ['', '"we", "us" '], ['between the ', 'Aa and the Bb Cc '], ['between the Aa ', 'Bb '], ['between the ', 'Aa of Bb and '], ['This Agreement is made between the ', 'Aa and the Bb Cc '], ['', 'Agreement made between ']]) {
    // 4 s, as the later lists: "SCHEDULE 1 1 1 …" (32,000 numbers read as attributes) took 0.6-0.7 s CPU alone and
    // 3.4-5.3 s under load 11-16 (the process's CPU counts its other test threads), linear from 20k to 160k characters.
    it(`"${head}" then "${unit}" repeated, before an alias: within 4 s (h19s17d)`, () => {
      const labels = readsLinearly((n) => {
        const text = `${run(head, unit, n)} ("Creator").`;
        return () => classifyContract([{ text, kind: 'sentence' }, { text: 'Creator shall pay.', kind: 'sentence' }]);
      });
      expect(labels.elements).toHaveLength(2);
    });
  }
  // h19recall: the acts of a hire or lease without the word "asset" (category-cues-assets.ts), a party's own people
  // (category-cues-own-duties.ts) the extent of the contract (category-cues-scope.ts)
  // and its handing over (category-cues-delivery.ts) on runs of their own words (timed at 20,000 / 40,000 / 80,000 characters: linear).
  for (const [head, unit] of [['The Owner hires ', 'the big '], ['The ', 'equipment and the '], ['', 'equipment is '], ['Title to the ', 'spare '], ['may bring ', 'any tools, '], ['alterations to the ', 'old '], ['may use the ', 'house '], ['shall employ ', 'at least '], ['will only assign ', 'the staff '], ['shall pay its ', 'staff '], ['the ', 'crew '], ['a minimum quantity of ', 'big '], ['', 'not obliged to '], ['wishes to ', 'appoint the '], ['', 'appoints the Aa '], ['shall commission the ', 'wind '], ['will ship each ', 'big '], ['', 'achieve the ']]) {
    it(`"${head}" then "${unit}" repeated: within 1 s (h19recall)`, () => {
      const labels = readsLinearly((n) => {
        const text = run(head, unit, n);
        return () => classifyContract([{ text, kind: 'sentence' }]);
      }, 1000);
      expect(labels.elements).toHaveLength(1);
    });
  }
});

describe('hostile text for the ends, title-passing, report, licence-name and amount cues (h19s18c)', () => {
  const LONG = 64_000;
  const repeat = (head: string, unit: string, length = LONG): string => head + unit.repeat(Math.ceil((length - head.length) / unit.length));
  // category-cues-ends.ts, -delivery.ts (title passing), -information.ts, -amounts.ts and the "this licence" phrase of
  // categories.ts, each on runs of its own words never completed (the cues alone timed at 20k/40k/80k in their tests).
  for (const [head, unit] of [['', 'when the big '], ['at the end of the ', 'big '], ['', 'title to the '], ['risk in the ', 'big '], ['shall give the Aa ', 'monthly '], ['', 'report to the Aa '], ['', 'this licence '], ['shall pay the ', 'big '], ['', 'pay the Aa a ']]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => {
      const labels = readsLinearly((n) => {
        const text = repeat(head, unit, n);
        return () => classifyContract([{ text: text, kind: 'sentence' }]);
      });
      expect(labels.elements).toHaveLength(1);
    });
  }
});

/**
 * The facts sets' hostile runs: `head`, then `unit` repeated, before a short sentence; the whole classifier reads it in
 * linear time (twice the text, at most three times the CPU: `readsLinearly`) and within 4 s a 64,000 characters (the
 * name is older than the doubling; the lists call it as they always did).
 */
function readsWithin4s(head: string, unit: string): void {
  const labels = readsLinearly((n) => {
    const text = head + unit.repeat(Math.ceil(Math.max(n - head.length, 1) / unit.length));
    return () => classifyContract([{ text, kind: 'sentence' }, { text: 'The Seller shall pay.', kind: 'sentence' }]);
  });
  expect(labels.elements.length).toBeGreaterThanOrEqual(2);
}

describe('hostile text for the eleventh facts set\'s rules (h18f11)', () => {
  // An alias bracket extended by "which expression …" never closed, or closed thousands of times; a person after an
  // organisation in one slot, repeated; "Eng." before names; "kr." before amounts.
  for (const [head, unit] of [
    ['This Agreement is made between Aa Bb Ltd (hereinafter referred to as the "Seller", ', 'which expression '],
    ['This Agreement is made between ', 'Aa Bb Ltd (the "Seller", which expression includes Cc) '],
    ['Second Party: ', 'Aa Bb Company, represented by Mr. Cc Dd, hereinafter referred to as "the Contractor". '],
    ['Signed for and on behalf of Aa Bb Kft. ', 'Eng. Cc Dd '],
    ['The rent is ', 'kr. 1.000 and '],
    ['Between the undersigned, on one side, AA BB S.A.S., ', 'who will be called THE '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }
});

describe('hostile text for the twelfth facts set\'s rules (h19f12)', () => {
  // A form before a quote never closed, or quoted names by the thousand; a rate "at … per" without its "per"; a total
  // without its sum; new money marks without a figure; a quoted name's closing quote before no alias.
  for (const [head, unit] of [
    ['This Contract is made between ', 'Limited Liability Company "Aa Bb '],
    ['This Contract is made between ', 'LLC "Aa Bb", '],
    ['The goods are priced ', 'at EUR 1 2 3 4 5 6 7 8 9 0 '],
    ['The order total ', 'total EUR and total '],
    ['The fee is ', 'Tk. QR lei kr. Baht GH₵ COP $ '],
    ['Limited Liability Company "Aa Bb', '" , identification code 12 , '],
    // A subject line without its kind, an appearance formula's place words without "on", an acceptance without a date.
    ['Re: ', 'Aa – bb – letter '],
    ['In ', 'Aa Bb, Cc Dd, '],
    ['Accepted by the Seller ', 'and by the Buyer '],
    ['Made in ', 'Aa Bb Cc among '],
    // A signature line of dashes and commas without a party, a common seal never affixed.
    ['For Aa Bb Ltd: ', 'Cc Dd, Director; '],
    ['Aa Bb Ltd ', '— Cc Dd — Ee '],
    ['The Common Seal of ', 'AA BB LIMITED and '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }
});

describe('hostile text for set 18\'s party rules (h19s18p)', () => {
  const LONG = 64_000;
  const repeat = (head: string, unit: string, length = LONG): string => head + unit.repeat(Math.ceil((length - head.length) / unit.length));
  // "entered into … by" never reaching "by"; a description insert never reaching its bracket; pronoun brackets and
  // "together," brackets never closed; a quoted term with possessives never closed; Malaysian names with register numbers.
  for (const [head, unit] of [
    ['This Agreement is ', 'entered into on 5 May '],
    ['This Agreement is made between Aa Ltd', ', a company whose office is at Bb Road '],
    ['between Aa Ltd ', '("I", "me" or '],
    ['between Aa Ltd ', '(together, "you" or the '],
    ['"', "Aa's Bb "],
    ['between Aa Berhad ', '(Company No. 123) Bb Sdn. Bhd. '],
    // Streets named kind first that never reach the postcode and town.
    ['', 'Via dei Aa Bb 14 '],
    ['', 'Corso Aa 9, 20121 '],
    // A signature line under a contract's own alias, repeated without a line break.
    ['This licence is made between Ann Hale (the Landowner) and Tom Rowe (the Grazier).\n', 'Signed by the Grazier: Aa '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => {
      const labels = readsLinearly((n) => {
        const text = repeat(head, unit, n);
        return () => classifyContract([{ text: text, kind: 'sentence' }, { text: 'The Seller shall pay.', kind: 'sentence' }]);
      });
      expect(labels.elements).toHaveLength(2);
    });
  }
});

describe('hostile text under a title (hred8)', () => {
  // The line under a title that may hold the contract's number ("Contract No. 14/25") was read with two blank runs side
  // by side: an element of blanks under a title, over a place-and-date line, took 0.8 s at 20,000 blanks (the regex
  // alone; 4.5 s the whole classifier) and four times as long per doubling. Timed at 20,000 / 40,000 / 80,000 / 160,000.
  for (const blank of [' ', '\t', '\u00a0', ' \u2003']) {
    it(`${JSON.stringify(blank)} repeated under a title, then a place and a date: within 1 s`, () => {
      const labels = readsLinearly((n) => {
        const elements = [{ text: 'SERVICES AGREEMENT', kind: 'sentence' as const }, { text: `${blank.repeat(n / blank.length)}x`, kind: 'sentence' as const }, { text: 'London, 5 May 2025', kind: 'sentence' as const }];
        return () => classifyContract(elements);
      }, 1000);
      expect(labels.elements).toHaveLength(3);
    });
  }
  // h19facts: a public body in a party's field or slot, "and" inside a register's name before a representative, the time to
  // complete the whole works, "M/s" / "Messrs." firms and an en dash between words in capitals, repeated. Timed at
  // 20,000 / 40,000 / 80,000 characters (a /tmp script, CPU): 262 ms at most, none growing faster than the text.
  for (const [head, unit] of [['First Party: the ', 'City of Aa Bb '], ['the ', 'City of Aa, represented '], ['', 'Buyer: the City of Aa\n'], ['between Aa Ltd, ', 'Bb and Cc '], ['The Contractor shall ', 'complete the works within '], ['', 'within 3 days from the date of commencement '], ['', 'M/s Aa '], ['M/s ', 'Aa & '], ['', 'Messrs. '], ['', 'AA – '], ['', 'ÉÉ — ']]) {
    it(`"${head}" then "${unit}" repeated, before a representative and an alias: within 1 s (h19facts)`, () => {
      const labels = readsLinearly((n) => {
        const text = `${run(head, unit, n)} LTD, represented by Mr Paul Hoffmann ("Creator").`;
        return () => classifyContract([{ text, kind: 'sentence' }, { text: 'Creator shall pay.', kind: 'sentence' }]);
      }, 1000);
      expect(labels.elements).toHaveLength(2);
    });
  }
});

describe('hostile text for set 19\'s party and attribute rules (h20s19)', () => {
  const LONG = 64_000;
  const repeat = (head: string, unit: string, length = LONG): string => head + unit.repeat(Math.ceil((length - head.length) / unit.length));
  // "hereinafter called the" before capitalised words that never reach the comma that closes the alias.
  for (const [head, unit] of [
    ['on the one side AA LTDA., ', 'hereinafter called the AA BB CC DD '],
    ['between Aa Ltd, ', 'hereinafter referred to as the Aa Bb Cc '],
    // "trading as" then capitalised words and register numbers that never reach the alias bracket.
    ['between Aa Ltd (Farmer) and Bb Cc ', 'trading as Dd Ee ABN 11 222 '],
    // Figures then words in brackets never closed.
    ['The fine is ', '5% (five percent 18,000 (eighteen thousand '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => {
      const labels = readsLinearly((n) => {
        const text = repeat(head, unit, n);
        return () => classifyContract([{ text: text, kind: 'sentence' }, { text: 'The Seller shall pay.', kind: 'sentence' }]);
      });
      expect(labels.elements).toHaveLength(2);
    });
  }
});

describe('hostile text for the thirteenth facts set\'s rules (h20f13)', () => {
  // An order's "issued under the …" line without its end, a place line of "city" words without a date, a "Made in"
  // formula without "on", a side letter's "to the" tail repeated, dates of issue and acceptances without a date, money
  // marks and new legal forms without a figure or a name. Timed at 20,000 / 40,000 / 80,000 characters (a /tmp script,
  // CPU): see bench/README.md (h20f13).
  for (const [head, unit] of [
    ['issued under the ', 'Aa under the '],
    ['Aa', ' city city, '],
    ['Made in ', 'Aa Bb, in '],
    ['SIDE LETTER to the ', 'Aa to the '],
    ['Date of issue: ', 'date of issue: '],
    ['Agreed and accepted ', 'and accepted '],
    ['concluded on ', 'concluded on Aa '],
    ['The fee is ', 'MAD tenge $ '],
    ['between Aa ', 'd.o.o. IKE p.l.c. (Pvt) Single Member S.A. Limited Liability Partnership '],
    ['between ', 'Joint Stock Company "Aa '],
    ['Buyer: Aa d.o.o., ', 'director director Bb '],
    ['Buyer: ', 'Aa Bb, cc dd, '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }
});

describe('hostile text for set 20\'s rules (h20s20)', () => {
  // Words between a duty's verb and its "to" never reaching "to"; signature labels by the thousand; Polish streets and
  // postcodes never completed; Mexican legal forms and "del"/"y" joins never closed; names in letters outside ASCII after
  // "By:" and "Mr."; "may" after numbers; "CIO" after capitalised words. Timed at 20,000 / 40,000 / 80,000 characters
  // (a /tmp script, CPU, whole classifier): 690 ms at most, none growing faster than the text.
  for (const [head, unit] of [
    ['The Builder is obliged', ' in particular, in particular,'],
    ['', 'is obliged in particular '],
    ['between Aa Ltd and Bb Ltd.\nAA: ', 'AA BB CC: '],
    ['', 'ul. Aa 1, 12-'],
    ['', 'al. Ąą Ęę Łł 5/'],
    ['', 'Aa del Bb y Cc, S. de R.L. de '],
    ['By: ', 'Ñañ Ñañ-Ñ'],
    ['Mr. ', 'Zięba Łódź '],
    ['', '1.1 may 2.2 may '],
    ['', 'Aa Bb CIO '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }
});

describe('hostile text for the rules of what sets 11–13 left (h20facts2)', () => {
  // "K" before figures not in money's form, figures and brackets of words without the currency, dates followed by
  // "B.S" without the rest, "Court in" without a seat, "registered at the" without a register, polities after places
  // without "represented by", "represented by" slots without an alias. Timed at 20,000 / 40,000 / 80,000 characters (a
  // /tmp script, CPU): see bench/README.md (h20facts2).
  for (const [head, unit] of [
    ['Lusaka, Zambia. The fee is ', 'K 12 K1,2 K '],
    ['The price is ', '2,400 (two thousand four hundred '],
    ['made on ', '2082/01/15 B.S '],
    ['the District ', 'Court in Court in '],
    ['registered at the ', 'Office of the Registrar registered at the '],
    ['Aa, ', 'Bb, Province of Cc, '],
    ['Aa Ltd, hereinafter the "Seller", ', 'represented by Director Bb Cc, '],
    ['between Aa Ltd ', '(in Greek "Bb Cc" (in Greek "'],
    ['seated at ', 'G.E.MI. AB.CD. No '],
    ['Director ', '___ A.B. Aa Director '],
    ['represented by ', 'Aa Bb A.B. Bb p.p. A. Bb '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }
});

describe('hostile text for the review\'s narrowings (hrev12)', () => {
  // An unquoted alias restating a word of its slot, thousands of times (each look is bounded to the slot's last 240
  // characters: unbounded, 20,000 / 40,000 / 80,000 characters took 88 / 267 / 664 ms of CPU); an order's "under the"
  // line of framework words that never ends; "IKE" after commas; a verb of knowing without its pronoun. Under a title,
  // so the facts read the line under it. Timed at 20,000 / 40,000 / 80,000 characters: see the commit messages (hrev12).
  for (const [head, unit] of [
    ['On the one side AA LTDA., owner of the building, ', 'hereinafter called the Building, '],
    ['under the ', 'agreement framework order '],
    ['between Aa Bb', ' , IKE I.K.E. Ike'],
    ['The Singer shall notify ', 'as soon as she knows that '],
  ]) {
    it(`"${head}" then "${unit}" repeated under a title: within 4 s`, () => {
      const labels = readsLinearly((n) => {
        const text = head + unit.repeat(Math.ceil((n - head.length) / unit.length));
        return () => classifyContract([{ text: 'WORK ORDER No. 5', kind: 'title' }, { text, kind: 'sentence' }, { text: 'Leeds, 3 March 2025', kind: 'sentence' }, { text: 'The Seller shall pay.', kind: 'sentence' }]);
      });
      expect(labels.elements).toHaveLength(4);
    });
  }
});

describe('hostile text for place words (the lead, from hred9\'s report)', () => {
  // A place word was unbounded: a run of "A-A-A-…" after a house number was tried from every capital to its end
  // (16,000 / 32,000 / 64,000 characters: 193 / 597 / 2,358 ms of CPU, growing with the square; 160,000 would take
  // about 15 s). Capped at 61 letters: 66 / 35 / 58 ms.
  for (const [head, unit] of [
    ['12 ', 'A-'],
    ['Via ', 'Ą-'],
    ['Leeds, ', 'A-'],
  ]) {
    it(`"${head}" then "${unit}" repeated: linear, within 4 s at 160,000 characters`, () => {
      const labels = readsLinearly((n) => {
        const text = head + unit.repeat(Math.ceil(n / unit.length)) + ' street';
        return () => classifyContract([{ text, kind: 'sentence' }, { text: 'The Seller shall pay.', kind: 'sentence' }]);
      }, 4000, 160_000);
      expect(labels.elements).toHaveLength(2);
    });
  }
});

describe('hostile text for the attribute rules of unseen drafting (h21attr)', () => {
  // Lots and units before streets never reaching a street word; recital letters before names; the legal form written as
  // a kind of document; "CO-" words; currencies named after countries; part and item titles; "Legal Representative:";
  // Dublin's postal districts. Timed at 20,000 / 40,000 / 80,000 characters (a /tmp script, CPU, whole classifier): 434 ms
  // at most, none growing faster than the text (", Dublin 2" 357 / 375 / 434 ms; main's build 394 / 423 / 495 ms).
  for (const [head, unit] of [
    ['', 'Lot 7 Aa Bb '],
    ['', 'Unit 7 Aa Bb Cc '],
    ['A. ', 'Aa Bb Company '],
    ['', 'Limited Liability Company Agreement of Aa '],
    ['', 'AA CO-AA CO-'],
    ['', 'United States Dollars '],
    ['PART ', '4 PART '],
    ['Item 4 ', '– Aa Item 4 '],
    ['', 'Legal Representative: Aa '],
    ['1 Aa Street', ', Dublin 2'],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }
});

describe('hostile text for "any one" counted and bodies without a legal form (h21attr2)', () => {
  // "any one" repeated with and without a noun after it; the name rules' units below. Timed at 20,000 / 40,000 / 80,000 characters (a /tmp script,
  // CPU, whole classifier, load ~20): "any one any " 216 / 186 / 392 ms, "any one of any one shall " 42 / 85 / 151 ms,
  // "AA BB OF " 169 / 33 / 43 ms, "Aa Commissioner's " 71 / 30 / 60 ms, "Aa Council of Aa Hall " 18 / 43 / 181 ms.
  for (const [head, unit] of [
    ['', 'any one any '],
    ['', 'any one of any one shall '],
    // Bodies without a legal form: capitalised words never reaching "By:", heads' possessives, "of" tails of halls.
    ['', 'AA BB OF '],
    ['', 'Aa Commissioner\'s '],
    ['Aa ', 'Council of Aa Hall '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }
});

describe('hostile text for the fourteenth facts set\'s rules (h21f14)', () => {
  // Codes before figures without "per", dotted marks before figures not in money's form, "Shs." and "P" marks, "JD"
  // before years, "value of" without a sum, "$" dot groups of a peso country, a short name before "will" without
  // "pay", "Av." without a street, periods "of receiving the" without a payment. Timed at 20,000 / 40,000 / 80,000 characters (a /tmp script, CPU): see
  // bench/README.md (h21f14).
  for (const [head, unit] of [
    ['The rate is ', 'EUR 1 1 1 1 1 1 1 1 '],
    ['The fee is ', 'R.O. R.O R.O.1 S/ S/. '],
    ['Kampala, Uganda. The fee is ', 'Shs. 12 Shs Shs.1,2 '],
    ['Gaborone, Botswana. The fee is ', 'P 12 P1,2 P '],
    ['The fee is ', 'JD 2025 JD JD1,2 FJ$ F$ J$ '],
    ['The stock has a ', 'value of value of EUR '],
    ['Montevideo, Uruguay. The price is ', '$ 1.000.000.000 $ '],
    ['This MOU is made between Aa Ltd ("Aa") and Bb Ltd ("Bb"). Aa ', 'will will shall shall '],
    ['domiciled at ', 'Av. Av. Avda. '],
    ['The Buyer shall pay ', 'within 5 days of receiving the within 5 days after receipt of '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }
});

describe('hostile text for set 21\'s party and nature rules (h21s21)', () => {
  // Joined names before "are each" without the quoted alias, qualifiers after "the Party", lettings, cost shares that
  // never reach the second agent, naming sentences, "wishing to" openers, the operative formula, signature fields and
  // a title before a name, each repeated. Timed at 20,000 / 40,000 / 80,000 characters (a /tmp script, CPU, whole
  // classifier, the element as a party entry and a clause): 571 ms at most, none growing faster than the text.
  for (const [head, unit] of [
    ['between Aa Ltd ("Aa") and Bb Ltd ("Bb"). ', 'Aa and Bb are each a "'],
    ['', 'Aa Bb, Cc Dd and Ee are each '],
    ['The Party ', 'affected by the Party whose '],
    ['Landlord ', 'leases to Tenant hereby lets to '],
    ['The cost is to be shared ', '50% by Landlord and 50% by '],
    ['The Landlord and the Tenant shall ', 'be referred to individually as '],
    ['', 'A Partner wishing to the party in breach '],
    ['NOW, THEREFORE, the parties ', 'agree as follows: '],
    ['', 'Dr. Aa Bb, residing at '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }
});

describe('hostile text for the signer lines of the fourteenth facts set (h21f14b)', () => {
  // "For <party>: <name>" with particles and no end, "acting by its <title>" repeated, headings dated at their end,
  // officers joined by "and" without a comma; charter parties' slots of names, addresses and role words repeated
  // without an end, laydays words between dates. Timed at 20,000 / 40,000 / 80,000 characters (a /tmp script, CPU): see
  // bench/README.md (h21f14b).
  for (const [head, unit] of [
    ['For the Aa: ', 'Aa bin bint Bb bin '],
    ['Executed as a deed by Aa Ltd ', 'acting by its sole director, '],
    ['Accepted and agreed for Aa Ltd', ' on 9 May 2025 dated the 3rd day of March '],
    ['Executed as a deed by Aa Ltd ', 'acting by Aa Bb, Director Director Director and '],
    ['It is agreed between ', 'AA BB PTE LIMITED of Cc, Dd, Owners of the Ee, '],
    ['It is agreed between AA BB PTE LIMITED of ', 'Cc, Dd, Ee Ff, Gg, '],
    ['The vessel is ready. ', 'Laytime laydays 3 November 2025 cancelling '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }
});

describe('hostile text for what the fourteenth facts set still left (h22facts)', () => {
  // An earlier agreement's noun and "of" words without "dated", "dated" without a date, defining brackets after dates,
  // "runs for" without a duration, a ministry's comma lists without the "and" that closes them. Timed at 20,000 / 40,000
  // / 80,000 characters (a /tmp script, CPU): see bench/README.md (h22facts). Currencies written out beside "$", repeated.
  for (const [head, unit] of [
    ['The parties are parties to ', 'a lease of Aa Bb at Cc dated for a term of '],
    ['Contract No. 1 ', 'dated 1 June 2023 (the "Contract") '],
    ['The agreement ', 'runs for runs for the '],
    ['The Ministry of Aa', ', Bb Cc, Dd Ee'],
    ['The Ministry of Aa', ', Bb and Cc, Dd and Ee'],
    ['Offices in Singapore. ', 'US$ NZ$ USD SGD $ 1 S$C$ '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }
});

describe('hostile text for set 22\'s attribute rules (h22s22p)', () => {
  // Verbs of calling before figures, digit groups with a trunk zero never ending, capitals and hyphens without their
  // number, "semi-"/"bi-" without a period word, deadline words without a count. Timed at 20,000 / 40,000 / 80,000
  // characters (a /tmp script, CPU): linear, under 0.6 s at 80,000.
  for (const [head, unit] of [
    ['The guard will ', 'call dial ring 9 '],
    ['Call us on ', '0 12 3 45 6 '],
    ['Bay ', 'AB-C7-H4-W- '],
    ['The reports are ', 'semi-bi-semi- annual- '],
    ['Pay ', 'no later than a minimum of '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }
});

describe('hostile text for the fourteenth facts set\'s parties (h22facts)', () => {
  // Baltic forms before runs of capitalised words and before more forms, field persons with titles that never reach a
  // post word, "by power of attorney" tails without a name. Timed at 20,000 / 40,000 / 80,000 characters (a /tmp script,
  // CPU): see bench/README.md (h22facts).
  for (const [head, unit] of [
    ['', 'SIA Aa Bb Cc Dd Ee Ff Gg '],
    ['', 'AS Aa AS "Bb UAB SIA '],
    ['Buyer: Aa Bb', ', Cc Dd Ee Ff '],
    ['Aa Bb, Cc Dd', ', by power of attorney '],
    ['Order acknowledged by the Vendor: Aa Bb', ', Cc Dd Ee Ff Gg Hh '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }
});

describe('hostile text for set 22\'s pronoun rule (h22s22p)', () => {
  // A pronoun before a modal repeated, after a sentence binding one party; opening phrases of time never closed. Timed at
  // 20,000 / 40,000 / 80,000 characters (a /tmp script, CPU): linear.
  for (const [head, unit] of [
    ['The Seller shall pay. ', 'It shall they will '],
    ['The Seller shall pay. During the term ', 'during the term of '],
    // The letting with the thing first, present "receives", "responsible to … for" (h22s22p, same timing: linear).
    ['The Landlord ', 'lets the Tenant to the Tenant '],
    ['The Contractor ', 'receives a fee receives the '],
    ['The Seller ', 'remains responsible to Buyer for '],
    // A continental street before a city's first letters, a town's four digits repeated (h22s22p: linear).
    ['At ', 'Lindenstraße 12, Muni '],
    ['Of 22 Victoria Street, ', 'Hamilton 3204 Ham '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }
});

describe('hostile text for the fifteenth facts set\'s rules (h22f15)', () => {
  // Unquoted "hereinafter" aliases with their article and no end, officers after an office repeated, signer labels
  // marked "(signature)", the money marks KD / Bs / GEL / FCFA / TT$ / NT$ / N$ before figures not in money's form,
  // "value of" / "invoice of" without a sum, periods after a colon, signing-date fields, "this guarantee". Timed at
  // 20,000 / 40,000 / 80,000 characters (a /tmp script, CPU, load ~15): 490 ms at most, none growing faster than the text.
  for (const [head, unit] of [
    ['between Aa d.o.o., Zagreb ', '(hereinafter: the Aa hereinafter THE Bb hereinafter: '],
    ['between Aa d.d., represented by ', 'the Member of the Management Board Aa Bb and the President of the '],
    ['Authorized Representative', ' (signature) (signed) (sign)'],
    ['The fee is ', 'KD 1,000.00 Bs 1.000.000 Bs. GEL 1 FCFA 1 000 TT$ NT$ N$ '],
    ['Made in Dakar. The price is ', '1 000 FCFA FCFA 2 500 '],
    ['The ', 'value of the value of this invoice of invoices for contract value '],
    ['Clause 4 Licence period', ': from period: from 1 July 2025 '],
    ['', 'Signing date Date of signing: signature date '],
    ['This Guarantee ', 'this guarantee this annex this deed until '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }
});

describe('hostile text for set 23\'s rules (h22s23)', () => {
  // Permits and licences of a place without their end ("licence issued by the" then capitalised words, "licensed" then
  // capitals), signature lines without their colon or "By:", a slashed reference of capitals, IBAN-like groups with no
  // end, "Communications" names. Timed at 20,000 / 40,000 / 80,000 characters (a /tmp script, CPU): see bench/README.md (h22s23).
  for (const [head, unit] of [
    ['The Club holds a licence issued by the ', 'Aa Bb '],
    ['The Club uses a licensed ', 'Aa '],
    ['The Marina grants a licence to use the ', 'Aa-Bb '],
    ['For Aa Bb: ', 'Cc Dd '],
    ['LICENSEE: ', 'AA BB '],
    ['Our ref: ', 'AA/BB/12/'],
    ['IBAN ', 'AB12 3456 '],
    ['the Federal ', 'Communications '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }
});

describe('hostile text for the review of session 21\'s first round (hrev14)', () => {
  // Money words between fuel and "apart", property nouns before more nouns, control of capitalised words without a
  // verb, brackets opened and never closed after a list marker. Timed at 20,000 / 40,000 / 80,000 characters (a /tmp
  // script): see bench/README.md (hrev14).
  for (const [head, unit] of [
    ['The fuel ', 'kept kept costs apart '],
    ['If the Owner sells the farm ', 'produce produce '],
    ['control of the ', 'Aa '],
    ['(a) (', 'The Supplier shall deliver ( '],
    ['The Ministry of Aa', ', Bb and Cc Board, Dd and Eef Ltd'],
    ['', 'SIA Licence UAB Hospital AS Built '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }
});

describe('hostile text for set 24\'s rules (h22s24p)', () => {
  // "is also to" without the verb it needs, opening phrases of a day before no pronoun, witness lines of numbered names
  // without an end, role lines of capitals and colons. Timed at 20,000 / 40,000 / 80,000 characters: see bench/README.md (h22s24p).
  for (const [head, unit] of [
    ['The Buyer ', 'is also to is then to '],
    ['On a public holiday ', 'on a public holiday at weekends '],
    ['Witnesses: ', '1. Aa Bb 2. '],
    ['SELLER: ', 'Aa Bb – Cc: '],
    ['The room is kept at 4%, ', 'plus or minus plus or '],
    ['', 'Today, today, '],
    ['12 Park Road, ', 'District 1, Sector 2, Aa Bb Cc Dd, '],
    ['The Buyer will list the days ', 'on which during which the Seller Aa '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }
});

describe('hostile text for what facts sets 14-15 left (h22f15b)', () => {
  // "amended by" an amendment without its "dated", a day restated in brackets without its "day of", countries named with
  // "and" repeated in a party slot, titles before names, name / company / alias runs without line breaks, extension verbs
  // without their "extended", an annex title's "to the" without its contract. Timed at 20,000
  // / 40,000 / 80,000 characters (a /tmp script, CPU, load ~15): see bench/README.md (h22f15b).
  for (const [head, unit] of [
    ['The Lease dated 1 May 2020, ', 'as amended by the First Amendment No. 1 amended by '],
    ['The Lease ', 'amended by Addendum No. 2 dated dated '],
    ['made on the ', 'twentieth (20th) (20th) twentieth '],
    ['made on the twentieth ', '(20th) day (20th) days of '],
    ['OWNER: Aa Limited, incorporated in the Republic of ', 'Trinidad and Tobago and Trinidad and '],
    ['This Agreement is made between Aa Ltd of ', 'Bosnia and Herzegovina and Bb (the "Owner") '],
    ['SELLER ', 'director managing director Aa Bb '],
    ['Aa Bb ', 'AA LTD THE SELLER '],
    ['This Agreement expires on 1 May 2025', ', is hereby shall be further '],
    ['ANNEX No. 2 to the ', 'Aa to the Bb '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }
});

describe('hostile text for C17, what paying late costs (h23conv)', () => {
  // A sum's noun repeated without its "late", "does not pay" without its "on time", "not paid" without its "due date".
  // Timed at 20,000 / 40,000 / 80,000 characters (a /tmp script, CPU, load ~8): the rule ≤ 1.5 ms, the whole
  // classification ≤ 216 ms; see bench/README.md (h23conv).
  for (const [head, unit] of [
    ['Any fee ', 'is more than ten fee amounts '],
    ['The Buyer does not pay ', 'pay the sum on '],
    ['Sums not paid ', 'not paid in full when not received '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }
});

describe('hostile text for the sixteenth facts set\'s rules (h23f16)', () => {
  // Baltic forms before quotes never closed, quoted names before a Bulgarian form's letters, stroke money marks without a
  // figure, "AGREEMENT ON" / "CONTRACT FOR" titles without their end, date-defining brackets never closed, dotted dates,
  // capital articles in quotes, first-days periods without their period, months' money, survival words, register words.
  // Timed at 20,000 / 40,000 / 80,000 characters (a /tmp script, CPU ms, classifyContract, load ~6): see bench/README.md (h23f16).
  for (const [head, unit] of [
    ['UAB "', 'Aa bb cc dd '],
    ['', '"Aa bb" "Aa" EOO '],
    ['', 'AB "Aa AB "Bb '],
    ['The deposit is ', 'B/. B/ S/. '],
    ['', 'AGREEMENT ON AA OF '],
    ['CONTRACT FOR ', 'AA BB '],
    ['The Parties terminate the Lease on 1 May 2025 ', '(the "Termination (the "End Date '],
    ['Order date: ', 'Place and date: date and place: '],
    ['Today, 2 June 2025, the parties ', 'concluded this concluded the present '],
    ['', '12.12.2025 1.1.2025. '],
    ['Aa Ltd, hereinafter ', '"THE "THE THE '],
    ['The rent is payable ', 'within the first within the first 5 days of each '],
    ['Payment is due; the duties ', 'survive survives for a period of 2 years '],
    ['', 'Registry Register Aa Registry of '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }
});

describe('hostile text for what sets 23 and 24 left (h23s23)', () => {
  // The noun phrases of the sentence before a pronoun that opens one: determiners repeated without a head, and heads
  // without a stop. Timed at 20,000 / 40,000 / 80,000 characters (a /tmp script, CPU, load ~10): see bench/README.md.
  for (const unit of ['the the a report of the ', 'the Aa Bb Cc Dd Ee ']) {
    it(`a sentence of "${unit}" repeated before "It must include …": within 4 s`, () => {
      const labels = readsLinearly((n) => {
        const text = `The Supplier shall deliver ${unit.repeat(Math.ceil(n / unit.length))}.`;
        return () => classifyContract([{ text, kind: 'sentence' }, { text: 'It must include a summary.', kind: 'sentence' }]);
      });
      expect(labels.elements.length).toBe(2);
    });
  }
  // "the Party" before a preposition's relative clause, repeated; a dash caption before a long clause.
  for (const [head, unit] of [
    ['The Party ', 'for which for which '],
    ['Sole Paragraph – The Customer may not sublet ', 'the premises and '],
    ['On behalf of ', 'our clients, Aa Bb Cc Dd Ee Ff Gg '],
    ['Our ', 'clients our clients will '],
    ['Signed by ', 'A. B. C. '],
    ['represented by General Director ', 'Aa Bb Director '],
    ['Deliver to Rua ', 'Aa de Bb, 12, '],
    ['Deliver to Rua das Aa, 12, ', 'Bb Cc Dd '],
    ['', 'Aa Bb, 2 March 2026 '],
    ['LESSOR: ', 'AA AND BB '],
    ['LESSOR: ', 'AA AND BB COMPANY LIMITED '],
    ['The ', 'Trustees of the Aa Bb of Cc '],
    ['Paid to the account at ', 'Aabank Bbbank '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }
});

describe('hostile text for the readings settled training on sets 1-24 (h23cat)', () => {
  // "sub-" without its "let" or "lease", and with no use word after: the subletting sense rule's bounded windows.
  // Timed at 20,000 / 40,000 / 80,000 characters (a /tmp script): see bench/README.md (h23cat).
  for (const [head, unit] of [
    ['The Tenant shall not ', 'sub- sub sublime sub-lessor '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }
});

describe('hostile text for a party\'s own particulars changed (h23cat2)', () => {
  // "change its" without the particular it needs: the Amendments sense rule's bounded windows.
  for (const [head, unit] of [
    ['The Supplier shall not ', 'change its new changes of their '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }
});

describe('hostile text for the review of session 22 (hrev15)', () => {
  // "AS" after words in capitals (the lookbehind before a Baltic form), a signing block's role and post words before a
  // comma (the place-and-date line's lookahead), a tax word beside a late cost (C17's veto). Timed at 20,000 / 40,000 /
  // 80,000 characters (a /tmp script): see bench/README.md (hrev15).
  for (const [head, unit] of [
    ['ACME LIMITED ', 'REFERRED TO AS "'],
    ['', 'Supplier Executive '],
    ['Overdue payments bear interest ', 'tax overdue interest '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }
});

describe('hostile text for C17\'s money test (hred12)', () => {
  // A figure of points that never reaches its unit, in a sentence C17 reads: the money test began again after each point
  // (80,000 characters: 6 s of the whole classification, 12 s of the rule at load 12; now linear).
  for (const [head, unit] of [
    ['Late payments shall bear interest at ', '1.'],
    ['Overdue invoices carry a surcharge of ', '1,'],
    // A clause number without the space it needs after the parties (contract-parties.ts, AFTER_PARTIES): each run of
    // digits could be split many ways, exponential ('07.10.' ten times, 60 characters: 0.5-4 s; 120: past 20 s).
    ['', '07.10.'],
    ['This Agreement is made between Aa Ltd and Bb Ltd. ', '123.4567.'],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }
});

describe('hostile text for what the sixteenth facts set left (h23f16b)', () => {
  // Hyphenated places in a body's tail, share values, agreements cited by number without their date. Timed at 20,000 /
  // 40,000 / 80,000 characters (a /tmp script, CPU ms, classifyContract): see bench/README.md (h23f16b).
  for (const [head, unit] of [
    ['Any dispute goes to the Court of First Instance of ', 'Aa-Bb Aa-Bb- '],
    ['Court of ', 'Aa-Bb Cc-Dd of '],
    ['The Seller holds 5 ', 'shares of shares of EUR 1 '],
    ['The price is ', 'nominal value of par value of '],
    ['', 'under Aa Bb Agreement No. 12/3 under '],
    ['By Loan Agreement No. 1 ', 'dated by Loan Contract No. 2 '],
    ['This Agreement is made between Aa Ltd, ', 'registered with the Aa and Bb of Cc & Dd '],
    ['', 'AA AND BB SHARE COMPANY, having '],
    ['This Agreement is made between ', 'Aa Ltd, registered with the Bb and Cc, and '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }
});

describe('hostile text for set 25\'s natures, categories and dates (h23s25)', () => {
  // "and, x, not to" without a verb after it, "as its" without a fee, "will receive 5" without a percent sign, "can,"
  // repeated, "as soon as it can," repeated (the condition read before each bare modal). Timed at 20,000 / 40,000 / 80,000 characters (a /tmp script, CPU, load ~15):
  // no growth past the base's figures; see bench/README.md (h23s25).
  for (const [head, unit] of [
    ['The Supplier agrees to ', 'and, x, not to '],
    ['The Supplier will receive ', 'as its '],
    ['The Supplier will receive ', 'will receive 5 '],
    ['The Supplier ', 'can, '],
    ['The Supplier will do it as soon as it ', 'can, as soon as it '],
    // Set 25's categories and dates: "differ" without its "governs", "Signed for" without its "by", letter closings
    // without their comma, "complaints" without its procedure, a relative year without its "year".
    ['If the two ', 'differ differs disagree '],
    ['Signed for ', 'Aa Bb Cc '],
    ['', 'Very truly yours Yours faithfully '],
    ['Our ', 'complaints formal '],
    ['on 30 April ', 'of the following of the next '],
    // h24s27n (set 27's natures and parties): a definition of "you" without its bracket, "Between the undersigned:" slots
    // without an alias, paired declarations without "that", duties stated with "is to" without a verb, "By" rows.
    // Timed at 20,000 / 40,000 / 80,000 characters (CPU, load ~10): flat; see bench/README.md (h24s27n).
    ['In these terms "you" means ', 'the person named as hirer '],
    ['Between the undersigned: ', 'the Aa Bb Cooperative, registered '],
    ['The Supplier ', 'declares and declares and '],
    ['The Customer may keep the tools ', 'and is to and is required '],
    ['AA BB CORPORATION ', 'By By: '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }
});

describe('hostile text for set 26\'s natures and parties (h24s26n)', () => {
  // A pronoun's modal joined by "and" thousands of times, "is obliged in particular" without its colon, "pays the" without
  // a fee, "fix their" without "domicile", "paid for" without "by", "either side"/"the other" without a modal, a quoted
  // plural alias "together" repeated, "not to" items. Timed at 20,000 / 40,000 / 80,000 characters (a /tmp script, CPU ms,
  // classifyContract): see bench/README.md (h24s26n).
  for (const [head, unit] of [
    ['She must ', 'use it and must '],
    ['The Lessee is obliged ', 'in particular is obliged '],
    ['The Customer ', 'pays the monthly annual '],
    ['The parties ', 'fix their special legal '],
    ['Lost keys shall be ', 'paid for be paid for '],
    ['', 'either side the other both sides '],
    ['This agreement is made between Aa and Bb Cc ', '(together "the Employers") and '],
    ['a) ', 'not to not to '],
    ['The Nanny will ', 'receive statutory sick '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }
});

describe('hostile text for set 26\'s attributes (h24s26a)', () => {
  // A named street and postcode without a town, building and street names without a numbered street, a street with its
  // kind repeated, a firm's profession without its form, "p.p." rows, signatories after a comma, dotted
  // times, listed days, rates "per calendar month", republics' qualifiers, post office boxes, "Hon." and register labels.
  // Timed at 20,000 / 40,000 / 80,000 characters (a /tmp script, CPU, load ~15): at most 0.45 s; see bench/README.md.
  for (const [head, unit] of [
    ['Deliveries go to ', 'Husova 27, 602 00 '],
    ['', 'Bb House, Cc Road, '],
    ['', 'Avenida Aa 12, '],
    ['', 'Palackého náměstí 4, '],
    ['', 'Aa & Bb, CPAs, '],
    ['p.p. ', 'AA BB, '],
    ['For the Buyer: Aa Bb', ', Cc Dd'],
    ['from ', '08.00 to '],
    ['on ', '31 March, 31 '],
    ['The fee is ', 'EUR 1 per calendar month '],
    ['the laws of the ', 'Democratic Socialist Republic of '],
    ['of ', 'P.O. Box 1, '],
    ['Signed for the Club: ', 'Hon. '],
    ['at Aa 1, ', 'Company ID No. 1, '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }
});

describe('hostile text for the seventeenth facts set\'s rules (h24f17)', () => {
  // A place of making without its "on", a term field without its period, notices entries without their person, a
  // quoted name before a form cut short, "Signed by" without its "for and on behalf of", a table row of thousands of
  // cells, "the undersigned" without its date. Timed at 20,000 / 40,000 / 80,000 characters (a /tmp script, CPU ms,
  // classifyContract, load ~8): 404/13/11, 15/35/32, 19/25/56, 22/25/62, 22/10/18, 5/7/10, 180/183/415 (a header row
  // before it), 28/25/30 — see bench/README.md (h24f17).
  for (const [head, unit] of [
    ['This Agreement is made in ', 'Aa, of Bb '],
    ['1. ', 'Renewal period Aa '],
    ['Notices: the Buyer, tel. +1 555 0101, ', 'Aa Bb Cc Dd Ee '],
    ['Notices: ', 'the Buyer: Aa Bb, x@y.zz; '],
    ['', '"Aa Bb" Limited Liability '],
    ['Signed by ', 'Aa Bb, Cc '],
    ['Item | Price, UZS ', '| 1 000 '],
    ['In San José, Costa Rica, on the ', 'second day the undersigned '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }
});

describe('hostile text for categories said without their word, round 3 (h24rec)', () => {
  // The words round 3's cues look for (now each in its category's file, under a "round 3 (h24rec)" line:
  // category-cues-assets, -audits, -business-continuity, -delivery, -information, -intellectual-property, -own-duties,
  // -payment, -physical-safety, -privacy, -scope), repeated without the end they need. Timed at 20,000 /
  // 40,000 / 80,000 characters (a /tmp script, CPU ms, load ~16): the patterns 0-12 ms, classifyContract 5-200 ms, no
  // growth past linear; see bench/README.md (h24rec).
  for (const [head, unit] of [
    ['The Clinic shall ', 'keep the signed forms '],
    ['The Carer will ', 'tell the Aa '],
    ['', 'let the Aa '],
    ['The Mill shall ', 'receive the Aa\'s '],
    ['', 'is excluded from the '],
    ['', 'drive the '],
    ['', 'obtain a valid '],
    ['', 'treat the '],
    ['', 'settle the share '],
    ['If we ', 'sells the business '],
    ['', 'licence from the Aa '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }
});

describe('thousands of names in one element (hred13)', () => {
  // findNames kept each name only if it overlapped none kept before, by a walk of all of them: quadratic in the names
  // found. "Hon. " repeated to 640,000 characters: findNames 8.8 s of CPU (320,000: 1.1 s of the whole classification,
  // 640,000: 4.9 s); a document may hold 4,000,000 characters. Now a map of covered characters: the span's own length.
  it('"Hon. " and "Ing. Mgr. Bc. " to 640,000 characters: names found within 4 s', () => {
    for (const [head, unit] of [
      ['Signed for the Club: ', 'Hon. '],
      ['', 'Ing. Mgr. Bc. '],
    ]) {
      const text = head + unit.repeat(Math.ceil(640_000 / unit.length));
      const started = process.cpuUsage();
      const names = findNames(text);
      const used = process.cpuUsage(started);
      expect((used.user + used.system) / 1000).toBeLessThan(4000);
      expect(names.length).toBeGreaterThan(1000);
      for (let i = 1; i < names.length; i++) expect(names[i].begin).toBeGreaterThanOrEqual(names[i - 1].end);
    }
  });
});

describe('hostile text for the category cues that look for their word before a lookbehind (h24perf)', () => {
  // The words the reordered cues look for, after the words their lookbehinds reject and without the end they need:
  // "beyond" and "outside" with no control, "dispatched" after a notice, "indemnify" after a liability with no
  // "against". Timed at 20,000 / 40,000 / 80,000 characters (a /tmp script, native and interpreted regexes, load ~18):
  // each pattern 0-11 ms at 80,000, no growth past linear; see bench/README.md (h24perf).
  for (const [head, unit] of [
    ['', 'save for beyond the '],
    ['Data stored ', 'outside the Aa\'s '],
    ['The notice ', 'is dispatched '],
    ['Its liability ', 'to indemnify the Aa '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }
});

describe('hostile text for categories said without their word, round 4 (h24cat4)', () => {
  // The words round 4's cues look for (now each in its category's file, under a "round 4 (h24cat4)" line:
  // category-cues-amendments-and-precedence, -amounts, -assets, -audits, -business-continuity, -information,
  // -intellectual-property, -own-duties, -scope, -warranties), repeated without the end they need. Timed at 20,000 /
  // 40,000 / 80,000 characters (a /tmp script, CPU ms, the patterns alone, load ~13): 0.1-3.9 ms each, no growth past
  // linear; see bench/README.md (h24cat4).
  for (const [head, unit] of [
    ['We will ', 'send you a '],
    ['The Contractor shall ', 'submit its '],
    ['', 'record each '],
    ['You must ', 'not put a, '],
    ['The fee will be ', 'adjusted each '],
    ['If the Owner ', 'sells the resort, '],
    ['The French ', 'version of the contract '],
    ['The Driver must ', 'hold a valid '],
    ['', 'advise the Aa '],
    ['', 'purchaser of its '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }
});

describe('hostile text for set 27\'s attributes (h24s27a)', () => {
  // A place's position before capitalised words with no end, before a comma chain, before a particle, an Incoterm
  // before words, a position before a street's number, headings' numbers and period words, a government's territory,
  // figures joined by "to", a building. Timed at 20,000 / 40,000 / 80,000 characters (a /tmp script, CPU ms, a sentence
  // and a title each, load ~10): at most 708 ms ("1 to 2 to ", the number recognizer's); see bench/README.md.
  for (const [head, unit] of [
    ['', 'domiciled in Aa Bb Cc Dd '],
    ['', 'arbitration in Aa, '],
    ['', 'office at Aa de '],
    ['FCA ', 'Aa Bb '],
    ['', 'made at Aa 1 '],
    ['', 'Chapter 1 '],
    ['', 'Weekly '],
    ['', 'Regional Government of Aa de '],
    ['', '1 to 2 to '],
    ['', 'office at Aa Centre, '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }
});

describe('hostile text for what the seventeenth facts set left (h24f17b)', () => {
  // Thousands of listed instalment dates, with and without a defined term after them; "lodge a" without its deposit;
  // "Received and accepted:" over a run of names; initials without a surname. Timed at 20,000 / 40,000 / 80,000
  // characters (a /tmp script, CPU ms, classifyContract, load ~18): 594/571/744 (base 719/526/709), 189/154/280,
  // 34/32/56, 28/19/42, 10/12/37 — see bench/README.md (h24f17b).
  for (const [head, unit] of [
    ['The Loan is repaid in instalments on ', '1 May 2026, '],
    ['The Loan is repaid in instalments maturing on ', '1 May 2026 and ("Aa Bb '],
    ['The Tenant shall lodge a ', 'further further deposit lodge a '],
    ['Received and accepted: ', 'Aa Bb and '],
    ['Director ____________ ', 'R. '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }
});

describe('hostile text for set 27\'s lead-ins and party slots (h24s27b)', () => {
  // A promise verb before a colon that never comes, "covenants:" thousands of times, "Between: … hereinafter" repeated
  // (each preamble name looked for the organisation inside it over every organisation found: quadratic, now a binary
  // search in spans-inside.ts), and an item's "and not to" under "The Operator undertakes:". Timed at 20,000 / 40,000 /
  // 80,000 characters (a /tmp script, CPU ms, load ~17): 346/227/177, 60/66/24, 5/9/42, 46/53/178, 50/28/70,
  // 159/46/44 — see bench/README.md (h24s27b).
  for (const [head, unit] of [
    ['', 'Between: Aa Bb, hereinafter "the Aa", '],
    ['The Aa ', 'undertakes, in particular '],
    ['The Aa ', 'covenants with the Bb Cc '],
    ['The Aa ', 'covenants: '],
    ['The Aa ', 'is responsible for the following '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }

  it('an item "to offer the Aa, and not to" repeated under "The Operator undertakes:": within 4 s', () => {
    const got = readsLinearly((n) => {
      const text = '(a) ' + 'to offer the Aa, and not to '.repeat(Math.ceil(n / 28));
      return () =>
        classifyContract([
          { text: 'This Agreement is made between Aa Ltd ("Operator") and Bb Ltd ("Owner").', kind: 'sentence' },
          { text: 'The Operator undertakes:', kind: 'sentence' },
          { text, kind: 'listItem' },
        ]);
    });
    expect(got.elements[2].types.map((t) => `${t.label.nature}/${t.label.party}`)).toEqual(['Obligation/Operator', 'Exclusion/Operator']);
  });
});

describe('hostile text for the eighteenth facts set\'s rules (h25f18)', () => {
  // "Concluded in" before places without their "on"; a slot's capacity after "as" and its "hereinafter:" alias repeated
  // after a Balkan form and its seat; "the undersigned" without its colon; the new money marks before figures not in
  // money's form. Timed at 20,000 / 40,000 / 80,000 characters (a /tmp script, CPU ms, classifyContract) — see
  // bench/README.md (h25f18).
  for (const [head, unit] of [
    ['Concluded in ', 'Aa Bb Cc, '],
    ['', 'Aa DOOEL Bb, as lessor (hereinafter: the Lessor) and '],
    ['Concluded in Aa on 3 March 2025 by and between ', 'the undersigned '],
    ['The fee is ', 'DA 12 MK 3 Bds$ lei '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }
});

describe('hostile text for set 28\'s attributes (h25s28a)', () => {
  // "between X and Y" ranges (figures and shares) and register labels before digit groups, repeated without the end
  // each needs. Timed at 20,000 / 40,000 / 80,000 characters (a /tmp script, CPU ms, load ~17): 364/185/304,
  // 96/93/222, 178/158/257, 86/89/71, 22/20/58; "People's" before a court's head 251/137/143 — see bench/README.md
  // (h25s28a).
  for (const [head, unit] of [
    ['Disputes go to the ', 'People\'s People\'s Court of Aa '],
    // Places read from their position: "near", "municipality of", "Made in … on", a town before ", <country>"
    // (402/122/93, 30/36/50, 18/50/52, 15/18/26, 9/52/88 ms).
    ['The farm lies ', 'near Aa Bb near '],
    ['the site in the ', 'municipality of Aa municipality of '],
    ['', 'Made in Aa Bb Cc Dd on Made in '],
    ['Aa', 'Aa, Bb Cc, Dd, '],
    ['Aa', ', Aa Bb Cc, Norway, Aa'],
    // Norway's "AS" after capitalised words (313/121/229, 87/166/211 ms).
    ['', 'Aa Bb Cc Dd AS '],
    ['', 'Aa AS Bb AS '],
    ['It is kept ', 'between 1 and '],
    ['It holds ', 'between 12% and 14% and '],
    ['It holds ', 'between 1.5 and 2.5 and 3 '],
    ['Aa Ltd, ', 'organisation number 123 456 '],
    ['registered ', 'under number 402 118 773 under number '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }
});

describe('hostile text for categories said without their word, round 5 (h25cat5)', () => {
  // The words round 5's cues look for (now each in its category's file, under a "round 5 (h25cat5)" line:
  // category-cues-amounts, -assets, -audits, -business-continuity, -ends, -information, -own-duties, -physical-safety,
  // -privacy, -scope, -warranties), repeated without the end they need. Timed at 20,000 /
  // 40,000 / 80,000 characters (a /tmp script, CPU ms, the patterns alone, 32 units, load ~15): at most 13 / 2.5 / 3.8 ms
  // a unit, no growth past linear; see bench/README.md (h25cat5).
  for (const [head, unit] of [
    ['', 'gas cylinders '],
    ['Hot soup ', 'held at or '],
    ['', 'herbicides applied by '],
    ['The Tenant shall ', 'keep the Aa '],
    ['', 'repair any damage to the '],
    ['', 'send '],
    ['', 'buy from the Aa at least '],
    ['', 'keep the accounts '],
    ['', 'transfers ownership of '],
    ['If you ', 'cancels '],
    ['', 'VAT invoice '],
    ['The Aa ', 'Bb – '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }
});

describe('hostile text for the post-Soviet forms read on both sides of a quoted name (h25dup)', () => {
  // One list of forms (POST_SOVIET_FORMS) before and after the quotes: a form's words without its end, a quote never
  // closed after a form, forms glued together. Timed at 20,000 / 40,000 / 80,000 characters: see bench/README.md (h25dup).
  for (const [head, unit] of [
    ['', '"Aa Bb" Open Joint-Stock '],
    ['', 'Closed Joint Stock Company "Aa '],
    ['', '"Aa" Private  Joint  Stock  "Bb" '],
    ['', 'PrJSC OOO TOV CJSC "'],
  ]) {
    it(`"${unit}" repeated: names found within 4 s`, () => {
      readsLinearly((n) => {
        const text = head + unit.repeat(Math.ceil(n / unit.length));
        return () => findNames(text);
      });
    });
  }
});

describe('hostile text for categories said without their word, round 6 (h25cat6)', () => {
  // The words round 6's cues look for (now each in its category's file, under a "round 6 (h25cat6)" line:
  // category-cues-assets, -information, -insurance, -intellectual-property, -own-duties, -payment, -physical-safety,
  // -scope, -warranties), and round 5's widened sale, repeated without the end they
  // need. Timed at 20,000 / 40,000 / 80,000 characters (a /tmp script, CPU ms, rounds 5 and 6 alone, 18 units, load
  // ~14): at most 21 / 7.1 / 7.1 ms a unit, no growth past linear; see bench/README.md (h25cat6).
  for (const [head, unit] of [
    ['', 'shall hold a '],
    ['(a) ', 'hold the '],
    ['', 'checks each Aa '],
    ['', 'alcohol within '],
    ['', 'for every '],
    ['', 'lets to the Aa the right of '],
    ['The Aa shall ', 'provide the Aa with a '],
    ['', 'keep the Aa\'s '],
    ['', 'work not fewer than '],
    ['', 'not provide within '],
    ['', 'pay a fee of '],
    ['', 'tell the Aa in '],
    ['', 'guarantees '],
    ['', 'National Insurance '],
    ['', 'indemnity cover '],
    ['', 'licence to use the '],
    ['Aa ', 'undertakes to sell and Aa '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }
});

describe('hostile text for set 28\'s natures and parties (h25s28n)', () => {
  // Earnings kept, "is committed to", "prorogate"/"domicilium", "insures … against", "entrusts to … who accepts", a duty
  // said to survive, a party in a relative clause on a quantified noun, "may … and must", a name's branch after a dash.
  // Timed at 20,000 / 40,000 / 80,000 characters (a /tmp script, CPU ms, under load): 764/322/91, 33/42/40, 7/11/19,
  // 8/18/53, 11/16/33, 12/21/41, 17/16/28, 57/105/279 (160,000: 416), 159/35/77 — see bench/README.md (h25s28n).
  for (const [head, unit] of [
    ['The Aa ', 'retains all the aa '],
    ['The Aa ', 'is committed to the is fully committed to '],
    ['The parties ', 'prorogate the choose as their '],
    ['The Aa ', 'insures the aa bb cc dd '],
    ['The Aa ', 'entrusts to the Aa, who entrusts the '],
    ['', 'does not reduce the Aa\'s duty to '],
    ['', 'Every aa bb you bring '],
    ['The Aa may go ', 'and must '],
    ['Between Aa Bb ', '– Cc Dd - '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }
});

describe('hostile text for what the eighteenth facts set left (h25f18b)', () => {
  // A court's head before capitalised words that never end the clause; names joined by "e de" without their legal form;
  // "Start date" without its colon; "of receiving the second" without the payment word. Timed at 20,000 / 40,000 /
  // 80,000 characters (a /tmp script, CPU ms, classifyContract) — see bench/README.md (h25f18b).
  for (const [head, unit] of [
    ['Disputes go to the ', 'Basic Court Aa Court Bb '],
    ['', 'Banco Aa e de Bb y de Cc e '],
    ['1. ', 'Start date Start '],
    ['Within ten (10) days ', 'of receiving the second '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }
});

describe('hostile text for set 29\'s attributes (h25s29a)', () => {
  // A bracketed dotted legal form never closed, a post or "witness" and a colon, "its legal representative" and "its
  // authorised delegate", the places read after "courts of", a journey's words and a signing line's "at … on", each
  // repeated without the end it needs. Timed at 20,000 / 40,000 / 80,000 characters (a /tmp script, CPU ms, load ~16):
  // 338/165/262, 47/39/42, 14/22/49, 26/30/42, 12/18/40, 37/28/46, 28/62/30, 7/9/24 — see bench/README.md (h25s29a).
  for (const [head, unit] of [
    ['The yarn comes from ', 'Aa Bb Company (S.A.E. Aa Company (S.A. '],
    ['', 'Director: Aa Bb Cc Dd Ee Director: '],
    ['Signed before this ', 'witness: Aa Bb Cc witness: Aa '],
    ['Aa S.A.S., ', 'represented by its legal representative Aa Bb Cc '],
    ['by its ', 'authorised delegate: Aa Bb authorised delegate: '],
    ['heard in the ', 'courts of Aa Bb Cc Dd courts of '],
    ['airfare for ', 'travel to and from Aa Bb Cc travel between Aa '],
    ['Signed for Aa Bb Ltd ', 'at Aa Bb Cc Dd on at '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }
});

describe('hostile text for the review\'s narrowings of round 5 and Norway\'s "AS" (hrev17)', () => {
  // The words of the lookbehinds and lookaheads added, repeated without the end they need. Timed at 20,000 / 40,000 /
  // 80,000 characters (a /tmp script, CPU ms, the round's patterns, isClosingLine and findNames): 3 / 3 / 5 ms for
  // the speed limit, 8 ms at 80,000 for the row, 26 ms for "Nordlys Fisk AS" (load ~14): linear.
  for (const [head, unit] of [
    ['', 'download speed limits '],
    ['', 'grant the use of the '],
    ['', 'gives back to the '],
    ['The Tenant – ', 'Anna '],
    ['', 'Goods AS IS '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }
});

describe('hostile text for set 30\'s attributes (h26s30a)', () => {
  // An Australian town line without its postcode, "FOR THE <ROLE>:", a post before a seal never closed, a comma's name
  // before a seal, "Signed by … and", two people and "trad…", "located in" / "situated at", an opening "In <place>,
  // on the", a route's dashes, a listed city and "and", a mobile number's groups, each repeated without the end it needs.
  // Timed at 20,000 / 40,000 / 80,000 characters (a /tmp script, CPU ms, load ~16): 511/389/565 (main 505/368/619),
  // 54/42/99, 20/16/27, 6/11/20, 3/5/9, 6/10/42, 39/38/55, 15/21/50, 199/17/28, 13/21/36, 138/208/356 (main
  // 154/245/403) — see bench/README.md (h26s30a).
  for (const [head, unit] of [
    ['of ', 'Aa Bb Cc SA 12 Aa Bb SA '],
    ['FOR THE ', 'BUYER: Aa Bb Cc Dd FOR '],
    ['Representative ', 'Director Aa Bb Cc Director (sea '],
    ['', ', Aa Bb Cc (signatur '],
    ['Signed by Aa Bb ', 'and Cc Dd and Ee Ff, '],
    ['between ', 'Aa Bb and Cc Dd and Ee Ff trad '],
    ['the inn ', 'located in Aa Bb Cc Dd situated at '],
    ['In ', 'Aa Bb Cc Dd, on the '],
    ['the route ', 'Aa Bb – Cc Dd – Ee – '],
    ['its ', 'Pune and Aa Pune and '],
    ['call ', '07700 900412 0 '],
    // A saint's possessive before a body's head and the markets' and Red Cross heads: 369/104/154 (main 214/67/50;
    // 160,000 / 320,000 characters 228/379 ms: linear) and 45/93/100.
    ['the ', "St Aa's Saint Bb's St. Cc's Council "],
    ['the ', 'Aa Stock Red Cross Bb Wool Exchang '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }
});

describe('hostile text for set 30\'s natures and parties (h26s30n)', () => {
  // The words of the new patterns (an unquoted "(together, Alias)", "does not need", "warrants its … against" over six
  // words, "is personally responsible", two passive agents joined by "and"), repeated without the end they need. Timed
  // at 20,000 / 40,000 / 80,000 characters (a /tmp script, CPU ms, load ~15): 226/74/33, 22/20/37, 12/45/72, 8/12/25,
  // 7/11/23, 7/12/34 — see bench/README.md (h26s30n).
  for (const [head, unit] of [
    ['', '(together, Aa Bb Cc '],
    ['', '(together "the Aa Bb '],
    ['The Aa ', 'does not need your does not need to '],
    ['The Aa warrants its ', 'aa-bb cc dd ee ff gg '],
    ['The Aa is ', 'personally responsible '],
    ['shall be borne by the Aa ', 'and the Bb and the Aa '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }
});

describe('hostile text for categories said without their word, round 7 (h26cat7)', () => {
  // The words round 7's cues (now each in its category's file, under a "round 7 (h26cat7)" line: category-cues-amounts,
  // -assets, -audits, -business-continuity, -ends, -own-duties, -payment, -physical-safety, -scope, -warranties) and
  // the narrowed tax veto look for, repeated without the end they
  // need. Timed at 20,000 / 40,000 / 80,000 characters (a /tmp script, CPU ms, the round's patterns, round 6's and
  // categoryEvidence, 23 units, load ~20): at most 10.6 / 19.5 / 29.6 ms a unit, linear; see bench/README.md (h26cat7).
  for (const [head, unit] of [
    ['', '$12 per $12 for each '],
    ['', 'Rs. 2,000/- Rs. '],
    ['', 'deduct $5 from deduct '],
    ['', 'entrusts to the Aa '],
    ['', 'not grant to any other person '],
    ['', 'not obliged to offer '],
    ['', 'may use the may use, free of charge, '],
    ['', 'return the key return '],
    ['', 'no more than 12 people '],
    ['', 'not to sell alcohol to '],
    ['', 'sampled and graded by an '],
    ['', 'remake at no charge any Aa '],
    ['', 'require the purchaser '],
    ['Aa S.A., ', 'represented by its '],
    ['', 'pay to the Aa a fee equal '],
    ['', 'plus VAT plus '],
    ['', 'exclusive of VAT, '],
    ['', 'plus VAT at plus VAT at '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }
});

describe('hostile text for the review of session 24\'s second round (hrev18)', () => {
  // The narrowings' words repeated without the end they need: goods traded before safety gear (a bounded lookbehind),
  // information used "for any other", another's obligations guaranteed, a post's field, a court's day, money held,
  // "committed to" without its object. Timed at 20,000 / 40,000 / 80,000 characters (a /tmp script, CPU ms, round 6's
  // cues, findNames and classifyContract, load ~13): 163(warm-up)/30/80, 14/16/36, 18/19/49, 27/49/51, 10/13/30,
  // 13/18/50, 21/27/40: linear.
  for (const [head, unit] of [
    ['', 'supply a,b '],
    ['', 'not use the Information for any other '],
    ['', 'guarantees the performance of '],
    ['', 'Director: Human Resources '],
    ['', 'the Court Monday '],
    ['', 'The Supplier retains all the proceeds '],
    ['', 'The Supplier is committed to deliver '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }
});

describe('hostile text for the nineteenth facts set\'s rules (h26f19)', () => {
  // A table header's bracketed mark never closed ("(Abcd." repeated), "C $" repeated without a figure, a notices
  // clause's ", and" without "to", hyphenated given names and honorifics without an end, "to the agreement" lines. Timed
  // at 20,000 / 40,000 / 80,000 characters (a /tmp script, CPU ms, each pattern alone): header mark 0.4 / 0.3 / 0.5,
  // entry break 0.4 / 0.3 / 0.8, person 0.9 / 0.4 / 0.8 and 0.3 / 0.5 / 1.2, subtitle line 0.4 / 0.5 / 0.6; a body
  // named head first (findNames) 47 (cold) / 3.0 / 6.0 and 3.5 / 5.6 / 7.6, an account settled 1.0 / 0.6 / 0.9: linear.
  for (const [head, unit] of [
    ['Item | ', '(Abcd.'],
    ['Made in Managua. The fee is ', 'C $ C$ '],
    ['Notices: to the Seller, aa@bb.cc, +44 20 7946 0000', ',  and  '],
    ['Notices: to the Seller, aa@bb.cc; ', 'Jean-Claude-Marie '],
    ['Notices: to the Seller, aa@bb.cc; ', 'Daw U Aa '],
    ['', 'to the agreement '],
    ['', 'Banco Aa Bb de Cc Dd Ee de la '],
    ['', 'Ministerio de Aa y '],
    ['The Owners ', 'account settle the each '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }
});

describe('hostile text for the review of session 25\'s first round (hrev19)', () => {
  // Names joined by "and" before an alias said together, Australian state codes before years and short numbers, a
  // product line's common-word stops, "U" before common words, "ALL" after capitals, common words after "situated in"
  // and an opening "In …, on the", each repeated without the end it needs. Timed at 20,000 / 40,000 / 80,000 characters
  // (a /tmp script, classifyContract on one element, CPU ms best of 2, load ~14): 54/23/92, 24/28/64, 165/177/272,
  // 48/24/55, 21/36/81, 64/95/137, 23/40/55, 115/111/239: linear.
  for (const [head, unit] of [
    ['between ', 'Aa Bb and Cc Dd and Ee Ff Gg Hh and '],
    ['', '(together, Aa Bb Cc Dd and Ee Ff '],
    ['the depot at ', 'Aa Bb ACT 2004 Cc NSW 9 TAS 7 '],
    ['the product line ', 'Gold – Silver – Bronze – '],
    ['Option ', 'U Standard U Aa U Drawing '],
    ['THE BUYER SHALL ACCEPT ', 'ALL 1,500 ACCEPT ALL '],
    ['The land ', 'situated in Good Condition located in '],
    ['In ', 'Phase Two Three Four, on the '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }
});

describe('hostile text for set 31\'s attributes (h26s31a)', () => {
  // A dated line's "In" and "im" particles, a signature row's commas, year ranges, register codes with a check
  // character, and a heading row's bare numbers. Timed at 20,000 / 40,000 / 80,000 characters (a /tmp script, CPU ms,
  // load ~20; main 022a412 in brackets): "In Aa im Bb" 68/21/56 (107/36/58), "Aa Oy, Bb Cc," 93/110/247 (101/127/196),
  // "2027–2028 " 584/308/480 (643/263/362), "2027-" 199/209/641 (187/171/488), "business ID 1234567-" 333/142/228
  // (192/102/122), "UEN 201912345K " 191/169/206 (99/143/181), "1 Aa " 327/211/422 (286/250/458); a Mexican state
  // never reached "in Aa Bb Cc, Baja " 91/32/71 (122/64/78), "of Aa, Michoac " 20/35/66 (19/33/65); four-word signers
  // "Signed by Aa Bb Cc Dd" 9/15/25 (9/13/25), "Signed for Aa by Bb Cc Dd Ee" 21/36/42 (18/32/42): linear.
  for (const [head, unit] of [
    ['', 'in Aa Bb Cc, Baja '],
    ['', 'of Aa, Michoac '],
    ['', 'Signed for Aa by Bb Cc Dd Ee '],
    ['In ', 'Aa im Bb '],
    ['', 'Aa Oy, Bb Cc, '],
    ['', '2027–2028 '],
    ['Aa Oy (business ID ', '1234567-'],
    ['UEN ', '201912345K '],
    ['FCA ', 'Aa im '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }
});

describe('hostile text for categories said without their word, round 8 (h26cat8)', () => {
  // The words round 8's cues look for (now each in its category's file, under a "round 8 (h26cat8)" line:
  // category-cues-assets, -information, -physical-safety, -scope), repeated without the end they need (its cues, the closing
  // lines and the ending lead-in); timings at 20,000 / 40,000 / 80,000 characters in bench/README.md (h26cat8).
  for (const [head, unit] of [
    ['', 'shall report to the Aa shall report '],
    ['', 'send the Aa an updated send '],
    ['', 'accompanied by a member of '],
    ['', 'may use the aa, bb, may use '],
    ['', 'place its aa, bb, place '],
    ['', 'remove its aa, bb, remove '],
    ['', 'not permit any other operator to '],
    ['', 'undertakes to purchase aa bb undertakes to purchase '],
    ['In Aa, ', '12 March '],
    ['Aa Oy, ', 'Bb Cc Dd '],
    ['AA ', 'BB, CC '],
    ['When the licence ', 'ends of the aa '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }
});

describe('hostile text for set 31\'s party bindings (h26n31)', () => {
  // A letting's lessee repeated without the thing let, "let you the" repeated, a warranty certificate given repeatedly, a
  // warranty's words without its noun, "either … or" and "neither … nor" without a modal. Timed at 20,000 / 40,000 /
  // 80,000 characters (a /tmp script, whole classify, CPU ms): 818 (cold) / 401 / 244, 40 / 69 / 66, 19 / 27 / 45,
  // 151 / 193 / 257, 40 / 55 / 75, 13 / 22 / 44: linear.
  for (const [head, unit] of [
    ['The Service Provider ', 'lets the Customer '],
    ['We ', 'let you the '],
    ['The Service Provider ', 'gives the Customer a warranty certificate '],
    ['The Service Provider gives a ', '(12) month '],
    ['', 'Either the Customer or the Service Provider or '],
    ['Neither ', 'the Customer nor '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }
});

describe('hostile text for round 9 of categories said without their word (h27cat9)', () => {
  // Round 9's cues are each in its category's file, under a "round 9 (h27cat9)" line: category-cues-assets, -audits,
  // -deliverables, -information, -own-duties, -physical-safety, -scope.
  // Each new sense's leading words repeated without the end it needs: an order answered without "order", a return
  // submitted without its noun, a thing lent without "to", a purpose kept without "for", title kept without "at all
  // times", chemicals applied without their noun, a closure without the authority, staff experience without "years", a
  // permit without the public body, an Act without "Act", a Report without its verb. The patterns alone timed at
  // 20,000 / 40,000 / 80,000 characters (a /tmp script, CPU ms): each 0–5 / 0–1 / 0–5: linear.
  for (const [head, unit] of [
    ['', 'confirm or reject each aa '],
    ['', 'submit a monthly '],
    ['', 'lend the aa bb '],
    ['', 'not use the Aa Bb Cc '],
    ['', 'Title to the aa bb remains with the '],
    ['', 'apply any aa bb '],
    ['', 'closed by the aa bb cc '],
    ['', 'who have at least '],
    ['', 'without a aa permits from the Aa Bb '],
    ['', 'comply with the Aa and of '],
    ['', 'each Aa Reports '],
    ['', 'inspect the aa '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }
});

describe('hostile text for set 32\'s attributes (h27s32a)', () => {
  // The words of the rules added for set 32's attributes, repeated without the end they need: a town's particles after a
  // postcode, Danish definite streets, a road's kilometre post, a register number's groups, a government in capitals, a
  // country's initials before a service, a body's initials after a passive, two people before an address, a place's
  // kind, a place-and-date opening, "the city of". Timed at 20,000 / 40,000 / 80,000 characters in bench/README.md.
  for (const [head, unit] of [
    ['Rua Aa 1, 1234-567 ', 'Aa de Bb de '],
    ['', 'Aavejen 8, 6960 '],
    ['', 'Ruta Provincial 94 km 12, '],
    ['CVR no. ', '41 22 '],
    ['COUNTY GOVERNMENT OF ', 'AA BB OF '],
    ['U.S. ', 'Aa and '],
    ['', 'published by the '],
    ['', 'Aa Bb and '],
    ['in the ', 'Aa Bb '],
    ['In Aa, ', 'Bb, '],
    ['', 'the city of '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }
});

describe('hostile text for the twentieth facts set\'s place-and-date lines and deposits (h27f20)', () => {
  // A place whose words a small-letter particle joins, and a place with a district after a comma, repeated without the
  // date that ends the line. The regular expression alone (a /tmp script, ms at 20,000 / 40,000 / 80,000 characters):
  // 1.2 / 0.3 / 0.6, 0.1 / 0.3 / 0.5 (one 69 ms GC spike in another unit), 0.3 / 0.3 / 0.5: linear; whole classify here.
  for (const [head, unit] of [
    ['Aa ', 'la Bb de Cc '],
    ['Aa, ', 'M.D.C., '],
    ['Aa la Vella, ', 'Bb, '],
    // A deposit's word repeated without the account or escrow it needs, and with dotted figures between (facts.ts PAYMENT).
    ['The Buyer shall ', 'deposit '],
    ['The Buyer shall deposit ', 'EUR 1.240.000,00 '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }
});

describe('hostile text for set 32\'s party bindings (h27n32)', () => {
  // "(together, X)" brackets repeated in a party slot, a plural "indemnify" repeated, a pronoun's condition without its
  // comma, connectives repeated, "use of the" without a thing, "affected" repeated, "because the Owner" without a modal.
  // Timed at 20,000 / 40,000 / 80,000 characters (a /tmp script, whole classify, CPU ms): 914 (cold) / 249 / 51,
  // 78 / 44 / 64, 23 / 51 / 63, 25 / 26 / 48, 22 / 37 / 48, 12 / 23 / 47, 17 / 23 / 68: linear.
  for (const [head, unit] of [
    ['This licence is made between Sam Pike and Jo Pike ', '(together, Tenants) and '],
    ['The Tenants ', 'indemnify the Owner '],
    ['Where it finds ', 'a crack and '],
    ['Further, ', 'further, it '],
    ['The Owner grants the Contractor the ', 'use of the '],
    ['The party affected ', 'affected '],
    ['', 'because the Owner '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }
  // An item under "The Contractor will:" whose opening phrase never ends (no comma): 525 (cold) / 251 / 106 CPU ms at
  // 20,000 / 40,000 / 80,000 characters: linear.
  it('an item "at the request of the Owner" repeated under "The Contractor will:": within 4 s', () => {
    const got = readsLinearly((n) => {
      const text = '1. at ' + 'the request of the Owner '.repeat(Math.ceil(n / 25));
      return () => classifyContract([{ text: 'The Contractor will:', kind: 'sentence' }, { text, kind: 'listItem' }]);
    });
    expect(got.elements.length).toBe(2);
  });
});

describe('hostile text for round 10\'s categories (h27cat10)', () => {
  // Round 10's cues are in category-cues-deliverables, -physical-safety and -scope, under a "round 10 (h27cat10)" line.
  // A hired thing "use the van" without "only for", a money security repeated, "p.p." repeated, a signer's name with
  // commas and no job title, a capitals name with commas and no end: each repeated to 20,000 / 40,000 / 80,000
  // characters (checked by growth, readsLinearly).
  for (const [head, unit] of [
    ['The Hirer must ', 'use the van and '],
    ['', 'security deposit security bond '],
    ['', 'p.p. ACME '],
    ['Ingrid Solberg', ', Managing Solberg'],
    ['COUNTY', ' OF ELMWOOD,'],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }
});

describe('hostile text for round 9\'s Responsibilities cue of a complied Act, now in category-cues-own-duties.ts (hred16)', () => {
  // The Responsibilities cue's complying party ("The Home shall comply with the … Act") started at every capital of a
  // run "Aa-Aa-…" and read to its end: 20,000 / 40,000 / 80,000 characters after "The Supplier shall comply with the "
  // took 347 / 1,034 / 3,953 CPU ms through classifyContract (the cue alone 12 s at 160,000); 135 / 99 / 67 since.
  it('"The Supplier shall comply with the " then "Aa-" repeated: within 4 s', () => readsWithin4s('The Supplier shall comply with the ', 'Aa-'));
});

describe('hostile text for set 33\'s party bindings (h27n33)', () => {
  // ", who" and ", who shall" after a party repeated, a passive's "put right by" repeated, "right" after "be put" repeated.
  // Timed at 20,000 / 40,000 / 80,000 characters (a /tmp script, whole classify, CPU ms): 17 / 26 / 37, 54 / 70 / 172,
  // 32 / 53 / 71, 9 / 19 / 28: linear.
  for (const [head, unit] of [
    ['The goods are sold to the Buyer', ', who '],
    ['The goods are sold to the Buyer', ', who shall '],
    ['A faulty joint shall be ', 'put right by the Buyer and '],
    ['A faulty joint shall be put ', 'right '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }
  // A name in capitals with its joining words ("OF THE", "THE") repeated before an alias in a party slot: 192 (cold) / 36
  // / 130 and 8 / 13 / 16 CPU ms at 20,000 / 40,000 / 80,000 characters: linear.
  for (const unit of ['THE GUILD OF THE CHURCH OF ST JOHN THE ', 'OF THE ']) {
    it(`a party slot of "${unit}" repeated before (the "Guild"): within 4 s`, () => {
      const got = readsLinearly((n) => {
        const text = 'This agreement is made between ' + unit.repeat(Math.ceil(n / unit.length)) + ' (the "Guild")';
        return () => classifyContract([{ text, kind: 'sentence' }, { text: 'The Guild shall pay.', kind: 'sentence' }]);
      });
      expect(got.elements.length).toBe(2);
    });
  }
});

describe('hostile text for the signature lines facts set 20 left (h27f20b)', () => {
  // "represented by" repeated (each kept for the role fields, at most 16), a role field repeated under a preamble naming
  // its person as a representative, "<name>, for" repeated without a party, okina names repeated after "acting by",
  // "to be" and "be signed" repeated (the look-behind before "signed" is bounded).
  for (const [head, unit] of [
    ['ACME S.A., ', 'represented by Mr. Jordi Puig Vidal '],
    ['ACME S.A., represented by Mr. Jordi Puig Vidal (the "Seller");\n', 'The Seller: Jordi Puig Vidal\n'],
    ['', 'Ana Ruiz Soto, for '],
    ['Executed as a deed by ACME LIMITED acting by ', '\'Ana Latu, Director, and '],
    ['The agreement is ', 'to be  be signed '],
    ['Acknowledged and agreed ', 'for Acme: Jo Roe, President, on '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }
});

describe('hostile text for set 33\'s attributes (h27a33)', () => {
  // ", of" repeated with no alias bracket after it, "domiciled at" and a unit word without the representative, "SIGNED
  // for … by the Very Reverend" repeated, a French-style register's groups repeated, accented qualifiers without their
  // head, a signature row's name words without the comma and post.
  for (const [head, unit] of [
    ['Aa Ltd', ', of Bb Marina, Cc Lane'],
    ['Aa SpA, domiciled at ', 'Avenida Bb 12, floor 9, '],
    ['', 'SIGNED for the Chapter by the Very Reverend '],
    ['Aa SARL, registered under number ', '2019 B 00417 '],
    ['The ', 'Şanlıurfa İzmir '],
    ['', 'Rodrigo Alarcón '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }
});

describe('hostile text for set 34\'s category cues (h28cat11)', () => {
  // Each new cue's words repeated without what ends a match: a guarantee for a period without the period, "our
  // guarantee" repeated, "hereby assigns … all its" and "credit the Aa" runs, orders and minimum volumes without their
  // unit, "not sell" before a comma run, "responsible for paying" before a comma run, "comply with all applicable" runs,
  // "smell of gasx", a consumer's name without the address, "pay the price of" runs, "guarantees that The Aa will" runs:
  // 20,000 / 40,000 / 80,000 characters (checked by growth, readsLinearly).
  for (const [head, unit] of [
    ['We guarantee our ', 'work-a '],
    ['', 'our guarantee '],
    ['', 'hereby assigns to the Aa all its '],
    ['', 'credit the Aa credited '],
    ['', 'place each order orders is '],
    ['Shipper shall tender to Carrier ', 'at least 12 '],
    ['The Seller shall not sell ', 'aa, '],
    ['The Studio is responsible for paying ', 'aa, '],
    ['', 'comply with all applicable '],
    ['', 'smell of gasx '],
    ['We keep ', 'your name, and address'],
    ['', 'pay the price of '],
    ['', 'guarantees that The Aa will '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }
  // The new headings (a quality guarantee, the reader's information, an exclusivity, a danger) read as a title over a
  // sentence: "." and "1 " runs before "your", "exclusive aa " and "quality guarantee minimum " runs.
  for (const unit of ['.', '1 ', 'exclusive aa ', 'quality guarantee minimum ', 'unsafe danger ']) {
    it(`a heading of "${unit}" repeated over a sentence: linear`, () => {
      const got = readsLinearly((n) => {
        const title = unit.repeat(Math.ceil(n / unit.length));
        return () => classifyContract([{ text: title, kind: 'title' }, { text: 'We keep your records for six years.', kind: 'sentence', sectionTitle: title }]);
      });
      expect(got.elements.length).toBe(2);
    });
  }
});

describe('hostile text for set 34\'s natures and party bindings (h28n34)', () => {
  // Each changed pattern's words repeated: "we guarantee" (the lookbehind is one word), "owes" before up to three words,
  // "bears all the", "keeps the … right(s) to", a register number in brackets before a bare alias never closed, "then
  // be" before a passive's agent, "neither party shall have any", "grants … a discount", and a numbered pronoun clause.
  for (const [head, unit] of [
    ['', 'we guarantee '],
    ['The Seller ', 'owes a b c '],
    ['The Seller ', 'bears all the '],
    ['The Seller ', 'keeps the a b '],
    ['This contract is made between Aa Bb Incorporated ', '(ABN 12 345 678 901) '],
    ['This contract is made between Aa Bb Incorporated (ABN 12 345 678 901) ', '(the Aa '],
    ['This contract may ', 'then be renewed '],
    ['Neither party shall ', 'have any '],
    ['The Seller grants the Buyer ', 'a discount '],
    ['2.2 It must ', 'sieve and must not '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }
});

describe('hostile text for set 34\'s attributes (h28a34)', () => {
  // A kind-first street with "nr." never reaching a town, a town before such streets repeated, Japanese block numbers
  // with wards never reaching a city, a quoted credit never closed, a signer's post then "and" repeated, a company's
  // signing row's post words without a name at the end, qualifiers with "and" before no head, "the" before no country,
  // the day of making before "in" with no town, "terminal in" with no town.
  for (const [head, unit] of [
    ['', 'Str. Aa nr. '],
    ['office in Aa, ', 'Str. Bb nr. 8, Cc County, in Dd, '],
    ['', '1-2-3 Aa, Bb-ku, '],
    ['', '"Music by Aa Bb '],
    ['SIGNED for the Seller by Aa Bb', ', Director, and '],
    ['AA BB S.R.L., ', 'Administrator, Purchasing Director '],
    ['The ', 'Aa and Bb Cc and '],
    ['12 Mill Lane, Leeds', ', the '],
    ['', 'Concluded today, 3 March 2027, in '],
    ['', 'terminal in terminal at '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }
});

describe('hostile text for the twenty-first facts set\'s rules (h28f21)', () => {
  // The cifrão and contract marks repeated without a figure after them, "day of the month" without its month, a day in
  // guillemets without its month, "In the city of …, island of" without "on", a period heading's capitals repeated,
  // "Done in two originals at" repeated, "Signed for … by its …," and "<Title>: " repeated without a name, a place of
  // signing repeated before "for", and the lilangeni's country words.
  for (const [head, unit] of [
    ['The fee is ', '95.000$00$'],
    ['The fee is ', 'Afl. MOP VT Le E '],
    ['On the fourth ', 'day of the month '],
    ['Dushanbe ', '«16» "16" '],
    ['In the city of Aa, ', 'island of Bb Cc '],
    ['2. ', 'TERM AND '],
    ['', 'Done in two originals at '],
    ['Signed for the Owner ', 'by its Chairman, '],
    ['', 'Managing Director: Aa Bb, '],
    ['SIGNED ', 'at Aa Bb Cc '],
    ['This lease is made at ', 'Mbabane Manzini emalangeni '],
    ['Notices go to Ms. Aa Bb, aa@bb.example', ', and, for '],
    ['Each payment is retained within 5 days', ' defects liability period of warranty period '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }
});

describe('round 4\'s words on its categories\' cue files (h28cues: round 4\'s linear test, its cues now in their category files)', () => {
  // The words round 4's cues look for, without the end they need, read by every cue of the category files round 4's
  // cues went to (category-cues-information, -assets, -own-duties, -scope, -intellectual-property, -audits,
  // -warranties, -amounts, -business-continuity, -amendments-and-precedence): the test moved from
  // round 4's own test file (no longer kept: its cases are in each category's category-cues-*.test.ts), over the whole
  // files now that the cues are grouped by category.
  it('each cue on 80k characters of its words without their end', async () => {
    const lists = await Promise.all([
      import('../../../src/contracts/classify/category-cues-information.js').then((m) => m.INFORMATION_CUES),
      import('../../../src/contracts/classify/category-cues-assets.js').then((m) => m.ASSET_CUES),
      import('../../../src/contracts/classify/category-cues-own-duties.js').then((m) => m.OWN_DUTY_CUES),
      import('../../../src/contracts/classify/category-cues-scope.js').then((m) => m.SCOPE_CUES),
      import('../../../src/contracts/classify/category-cues-intellectual-property.js').then((m) => m.INTELLECTUAL_PROPERTY_CUES),
      import('../../../src/contracts/classify/category-cues-audits.js').then((m) => m.AUDIT_CUES),
      import('../../../src/contracts/classify/category-cues-warranties.js').then((m) => m.WARRANTY_CUES),
      import('../../../src/contracts/classify/category-cues-amounts.js').then((m) => m.AMOUNT_CUES),
      import('../../../src/contracts/classify/category-cues-business-continuity.js').then((m) => m.BUSINESS_CONTINUITY_CUES),
      import('../../../src/contracts/classify/category-cues-amendments-and-precedence.js').then((m) => m.AMENDMENT_AND_PRECEDENCE_CUES),
    ]);
    const hostile = [
      'send you a '.repeat(8000), 'submit its '.repeat(8000), 'record each '.repeat(8000) + 'in the ',
      'not put a, '.repeat(8000), 'adjusted each '.repeat(6000), 'sells the resort, '.repeat(5000),
      'version of the contract '.repeat(4000), 'hold a valid '.repeat(7000),
    ];
    const start = process.cpuUsage();
    for (const text of hostile) for (const list of lists) for (const [re] of list) re.test(text);
    const used = process.cpuUsage(start);
    expect((used.user + used.system) / 1000).toBeLessThan(4000);
  });
});

describe('hostile text for the review of session 27\'s first round (hrev21)', () => {
  // "owes" before "no" words, an assignment of all rights before money words, a credit "as soon", a surety's
  // "guarantees that" before money words without "will be paid", and a plural guarantee after a surety's word.
  for (const [head, unit] of [
    ['The Buyer ', 'owes no nothing none '],
    ['The Seller hereby assigns to the Buyer all rights in ', 'the receivables and the '],
    ['The Bank shall ', 'credit the Customer as soon '],
    ['The Guarantor ', 'guarantees that all sums obligations payments '],
    ['', 'Parent Company Guarantees '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }
});

describe('hostile text for sets 35–36\'s category cues (h28s35c)', () => {
  // Each new or changed cue's words repeated without what ends a match: a thing handed over or made available without
  // the thing, damage made good without "to", more than N without the persons, "park its" without "only", "lease the"
  // without "onward", the contract's subject and cover without its verb, a minimum not promised without its measure,
  // "carry" before a comma run, the events after a bare "civil", "beyond Aa Aa" without "'s control", delivery
  // documents and risk windows, rate-table cells without an amount, a fee change without the fee, and an inclusion
  // lead-in's verb before spaces, "ensure that its" without the people, a plan before events, a contract granted without
  // its period, a date cell without "|": 20,000 / 40,000 / 80,000 characters (checked by growth, readsLinearly). Each
  // pattern alone: ≤ 2 ms at 80,000 characters on these runs (least of three).
  for (const [head, unit] of [
    ['', 'hands over the aa '],
    ['', 'return to the Aa the aa '],
    ['The Council makes the ', 'aa, '],
    ['', 'make good any aa damage aa to the aa '],
    ['', 'restore the aa aa '],
    ['', 'accommodate more than 1 '],
    ['The Hirer may ', 'park its aa '],
    ['', 'keep up to 1 aa '],
    ['', 'lease the aa '],
    ['', 'the contract covers aa aa '],
    ['', 'subject of this contract '],
    ['', 'not guarantee any minimum '],
    ['', 'not license any other aa '],
    ['No guest may carry ', 'aa, '],
    ['', 'civil '],
    ['', 'beyond Aa Aa '],
    ['', 'from the moment of delivery aa '],
    ['', 'risk of aa, '],
    ['', 'aa |'],
    ['On signing ', '| '],
    ['', 'reduce the aa '],
    ['Your package includes', ' '],
    ['', 'ensure that its aa '],
    ['', 'plan aa flood '],
    ['', 'is granted for a '],
    ['', '1 March 2028 aa '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }
});

describe('hostile text for session 27\'s rules, eighteenth adversarial round (hred17)', () => {
  // Each of round 1's new patterns closed and repeated, where its own tests repeated it unclosed: a second signer after a
  // post ("and", "in the presence of"), quoted credits, a day in guillemets after a place, Canada's provinces and
  // numbered companies, qualifiers with "and" before a service and "Act", the glued dollar marks, the cifrão repeated,
  // a registration number's strokes, Romanian particles, "No." before a house number, Japanese blocks without a ward,
  // the Americas by their compass word, Aruba's legal form.
  for (const [head, unit] of [
    ['', 'Signed by Aa Bb, Director, and Cc Dd, Manager. '],
    ['', 'Signed by Aa Bb, Director, in the presence of Cc Dd, '],
    ['', '"Music by Aa Bb" '],
    ['', 'Dushanbe «16» March 2026 '],
    ['', 'Thompson, Manitoba 1289455 Alberta Ltd. '],
    ['', 'National Aa and Bb and Cc Health Service Act '],
    ['', 'EC$ 3,600.00 WS$ 7,200 MOP$ 1 CI$ 2 '],
    ['CVE ', '18.450.000$00$00$00'],
    ['AWG ', '1/2/3/4/5/R7/41822 '],
    ['', 'Bd. Ștefan cel Mare cel lui '],
    ['', 'Calle Mayor No. 15, Aa, '],
    ['', '1-1-1-1-1-1-1 '],
    ['', 'North America Latin America V.B.A. '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }
});

describe('hostile text for the preamble\'s closing aliases (h28s35n)', () => {
  // preamble-aliases.ts reads an element's last 160 characters only; each unit repeated in a preamble element: an
  // unclosed quoted bracket, a role "or" an abbreviation never closed, "hereinafter" with a colon, a bare bracket, and
  // the punctuation and "and" that may follow an alias.
  for (const [head, unit] of [
    ['', '(the "Aa '],
    ['', '(the "Aa" or "'],
    ['', 'hereinafter referred to as: the Aa '],
    ['', '(hereinafter: the '],
    ['Aa Bb ehf. ', '( the '],
    ['Aa Bb ehf. (the Aa)', ' , and '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }
});

describe('hostile text for an item\'s own subject (h28s35n)', () => {
  // index.ts ITEM_OWN_SUBJECT: an item opening on words in small letters, repeated, before a modal or none.
  for (const [head, unit] of [
    ['(a) ', 'aa bb, '],
    ['(a) the ', 'visitor '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }
});

describe('hostile text for present-tense duties (h28s35n)', () => {
  // nature-present-duties.ts: a party then a verb in -s repeated (every mention read, each a bounded slice), an opening
  // phrase never closed, "and" joins, "does not", "holds"/"keeps" before the words they look through, "wishes".
  for (const [head, unit] of [
    ['The parties agree as follows: ', 'The Seller sends '],
    ['The parties agree as follows: ', 'the Seller and the Buyer pays '],
    ['On ', 'each day of the '],
    ['The Seller ', 'does not '],
    ['The Seller holds ', 'a b c '],
    ['The Seller keeps ', 'all the '],
    ['The Seller ', 'wishes to '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }
});

describe('hostile text for what facts sets 20-21 left (h28f21b)', () => {
  // A court's town of hyphened particles repeated, "signed at <town> for" repeated before no name, capitals joined by
  // "AND" after a small "and", "Chairman of the Board of Directors" repeated, a notices entry's "to its <office>," without
  // a person, "(in <Language>," brackets, "loan is granted for" without a duration, "a sole proprietorship" after capitals.
  for (const [head, unit] of [
    ['Disputes go to the Civil Court of ', 'Port-au-Prince-en-'],
    ['Disputes go to the Civil Court of ', 'Port-Au-Prince-En-'],
    ['SIGNED ', 'at Aa for signed at Bb for '],
    ['between AA LIMITED and ', 'BB CC AND '],
    ['For the Buyer: Aa Bb, ', 'Chairman of the Board of Directors '],
    ['Notices to the Customer shall be addressed ', 'to its Head of Aa, and notices to '],
    ['AA LIMITED ', '(in Portuguese, Aa Bb, '],
    ['The ', 'loan is granted for credit shall be granted '],
    ['AA BB', ', a sole proprietorship AA '],
    ['The works tendered by the ', 'Secretariat of Aa and DNV '],
    ['The services ', 'continue for an initial period of initial '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }
});

describe('hostile text for sets 35-36\'s attributes (h28s35a)', () => {
  // Croatian, French and Baltic street kinds never reaching a number, distinct street endings with numbers and commas
  // repeated, a street before a four-digit postcode never reaching a town, a numberless address after "residing at" or
  // ", of" repeated, reference and identity numbers never closed, body heads (police, branch, municipality, sheriff's),
  // a country with "and" never ending, a board as an organ, witness initials, "son of Late", witness labels.
  for (const [head, unit] of [
    ['', 'Obala aa bb cc dd '],
    ['', 'Put Aa Rue du Aa des '],
    ['', 'Aastraat 1, '],
    ['', 'Aa pr. '],
    ['', 'Aa 1, 8500 '],
    ['Mr Aa Bb, residing at ', 'Cc House, '],
    [', of ', 'Aa Road, Bb '],
    ['File No. ', 'AB-12-'],
    ['ID No. ', '123456-'],
    ['The ', 'Aa Bb Police Aa Management Branch Aa Municipality '],
    ['the Government of the Republic of ', 'Trinidad and '],
    ['represented by the ', 'Management Board, '],
    ['Witnesses: ', '1. A. B. '],
    ['', 'son of Late Mr. Aa Bb Cc Dd '],
    ['', 'Witness to the signatures: In the presence of: '],
    ['the ', "Aa Sheriff's "],
    ['Aa 1, Bb', ', OIB 1234567'],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }
});

describe('hostile text for the merge fixes of session 27 (lead)', () => {
  // preamble-aliases.ts THING_BEFORE on "the" and small words before a closing bracket, and nature-present-duties.ts'
  // modal-before-clause-end lookup on a long clause of party mentions each followed by a word in -s.
  for (const [head, unit] of [
    ['This Agreement is made between Aa Ltd ("Bb") and Cc Ltd ("Dd") for ', 'the aa bb cc '],
    ['The parties agree as follows: ', 'Customer sites and '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }
});

describe('hostile text for what the review of session 27 left (h28mend2)', () => {
  // "not sell" before words and commas that never reach "other", "to any other customers" before words that never
  // reach a territory, a run of "in".
  for (const [head, unit] of [
    ['The Seller shall ', 'not sell the goods, '],
    ['The Seller shall not sell ', 'to any other customers aa bb cc dd '],
    ['', 'not sell to other persons in in in '],
    // "the guarantee period" after money guarantees' words that never reach it; "pay the price in" repeated.
    ['The ', 'bank guarantee guarantor the guarantee '],
    ['', 'pay the price in aa bb cc '],
    ['', 'Danger Hazard Danger Money '],
    // "owes" before its debtee, never reaching a denial.
    ['The Seller ', 'owes the Buyer '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }
});

describe('hostile text for the categories the sets left to the lead (h29cat)', () => {
  // LONE_SUBLETTING (category-cues-assets.ts): its verbs repeated without a determiner after them, "or" runs, and the
  // works window never closed; each alone ≤ 0.03 ms at 20,000 / 40,000 / 80,000 characters (anchored, bounded windows).
  for (const [head, unit] of [
    ['', 'sublet '],
    ['', 'sub-let or aa aa '],
    ['The Lessee may not ', 'sublease or '],
    ['', 'sub-charter aa aa aa aa aa aa aa aa aa aa works '],
    // The safety inspection (category-cues-physical-safety.ts) and the works on a building's part (category-cues-assets.ts)
    // without what ends them; alone ≤ 2 ms and ≤ 0.2 ms at 80,000 characters.
    ['', 'inspection of the aa '],
    ['', 'inspected by the Division of aa '],
    ['', 'renovate the interior of the aa '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }
  // An item of a precedence lead-in is read a second time without its heading (index.ts, withoutRankedPrecedence).
  it('a long item under a precedence lead-in and an "Order of Precedence" heading: linear', () => {
    const title = 'Order of Precedence';
    const labels = readsLinearly((n) => {
      const item = `(a) the ${'prevail order aa '.repeat(Math.ceil(n / 17))};`;
      return () => classifyContract([
        { text: title, kind: 'title' },
        { text: 'The documents rank in the following order of precedence:', kind: 'sentence', sectionTitle: title },
        { text: item, kind: 'listItem', sectionTitle: title },
      ]);
    });
    expect(labels.elements.length).toBe(3);
  });
});

describe('hostile text for the twenty-second facts set\'s rules (h29f22)', () => {
  // Dates left in another language (recognizers.ts OTHER_LANGUAGE_DATE) and the German day's stop (sentences.ts);
  // money marks (KM, FBu, M, D, BD$, SI$) and a table header's lettered dollar; a letter's pronouns in apposition; the
  // lease "is for" and the passive completion period (agreement-terms.ts); "reimburse"; initials before a capitalised
  // title with particles (party-details.ts).
  for (const [head, unit] of [
    ['This lease takes effect on ', '1. März 12. Februar '],
    ['Made on ', '12 de de de marzo '],
    ['The Buyer shall pay ', 'KM 1.000,00 FBu 2.000 M 3 000.00 D 4,000.00 BD$ 5 SI$ 6 '],
    ['| Item | Price (SI$) | ', 'Aa$ Bb$ | '],
    ['This letter sets out the terms on which ', 'we, you, Aa Ltd. ("Aa"), '],
    ['The lease is for ', 'three years and the lease is for '],
    ['The services shall be completed within ', 'eight months from the signing '],
    ['The Tenant shall reimburse ', 'the charges within 14 days of '],
    ['A. B. ', 'da da de dos '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }
  it('role headings on their own lines over party entries, repeated: linear', () => {
    const result = readsLinearly((n) => {
      const lines: { text: string; kind: 'sentence' }[] = [];
      for (let k = 0; k * 40 < n; k++) lines.push({ text: k % 2 === 0 ? 'SUPPLIER' : `Aa Bb Cc ${k} Limited, Honiara`, kind: 'sentence' });
      return () => classifyContract(lines);
    });
    expect(result.elements.length).toBeGreaterThan(2);
  });
});

describe('hostile text for the MODAL pattern\'s first-letter lookaheads (h29speed2)', () => {
  // The lookbehinds the lookaheads now lead (a present promise after a modal and a word, money kept after "who" and a
  // word, "not to" after "and" and an insert between commas), reached at every word of a run that never completes them.
  for (const [head, unit] of [
    ['The Seller ', 'shall aa indemnifies '],
    ['', 'who aa retains keeps we keep '],
    ['The Buyer agrees to pay ', 'and , aa bb , not to '],
    ['', 'hereby irrevocably unconditionally '],
    ['', 'receives keeps retains owes bears '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
    // Imported here, not at the top: the blocks of this file are appended by several branches at once.
    it(`"${head}" then "${unit}" repeated: MODAL alone linear`, async () => {
      const { MODAL } = await import('../../../src/contracts/classify/nature-modals.js');
      const count = readsLinearly((n) => {
        const text = head + unit.repeat(Math.ceil(Math.max(n - head.length, 1) / unit.length));
        return () => [...text.matchAll(MODAL)].length;
      });
      expect(count).toBeGreaterThanOrEqual(0);
    });
  }
});

describe('hostile text for the address and place patterns read by code (h29speed)', () => {
  // A candidate address whose town is a listed word, repeated (each runs the checked head at its position); parts that
  // stop at a listed word or "the"; building names before a label; a four-digit postcode's parts; the comma before a
  // town and a near-country; listed names that start another listed name, run together.
  for (const [head, unit] of [
    ['', '12 Mill Lane, Supplier '],
    ['', 'Elm House, Supplier LS1 4AB '],
    ['', 'Aa Road, The Bb LS1 4AB, '],
    ['', 'Strandgata 12, Customer '],
    ['Lindenstraße 12', ', the Netherlands, the '],
    ['', 'Ruta 5 km 3, Supplier '],
    ['', 'Tel House, Elm House, 12 '],
    ['', 'Aa 1, 8500 Aa, Supplier, '],
    ['', ', Aa Bb Cc, Norwa'],
    ['', ', Aa, Norway'],
    ['', 'Hong Kong Hong '],
    ['', 'U.S.U.S.A'],
    ['Signed at ', 'Aa, Bb, Norway, '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }
});

describe("hostile text for what sets 35-36's attributes left (h29attr)", () => {
  // institution-names.ts SUB_BODY and the "in and for" seat of COURT_SEAT, government-names.ts DEPARTMENT_BEFORE,
  // marked-company-names.ts' forms before a name (Stichting, OOO) and a Baltic form before an unclosed quote, the
  // "e.V." suffix, place-positions.ts TOWN_TIME, REGION_WORD, WITNESS_TOWN, FROM_TO and the bearing position,
  // place-names.ts STATUTE_AFTER_BRACKET, and body-initials.ts' document pattern on a body and its initials repeated.
  for (const [head, unit] of [
    ['the Idaho Department of Labor', ', Division of Aa Bb'],
    ['', 'Department of Aa, Government of '],
    ['the County Court in and for ', 'Aa of Bb '],
    ['UAB "', 'Aa bb '],
    ['', 'Stichting Aa '],
    ['', 'OOO Aa Bb. '],
    ['', 'Aa Verein e.V. '],
    ['', '17:00 Aa Bb time '],
    ['', 'in the Aa Bb Cc region '],
    ['Witness: ', 'Aa Bb Cc, '],
    ['', 'from Aa Bb to Cc Dd '],
    ['from ', 'Aa to '],
    ['', 'north of Aa '],
    ['', '(Aa) Act '],
    ['', 'the Aa Bb Cc Authority (ABCA) ABCA '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }
});

describe('hostile text for sets 37-38 natures (issue 18, h29n38)', () => {
  // nature-present-duties.ts: present passives ("are checked by the") never reaching a party, a plural party's bare verb,
  // ", but" before a verb in -s that never reaches its object, an opening pronoun; nature-modals.ts "makes any" before
  // words that never reach "warranty", "has a" before words that never reach "lien", "consent to the" before
  // "jurisdiction" never written; nature-relatives.ts "which the" before "can" never followed by a proof verb;
  // object-natures.ts "obligation to" before "is" never reaching "absolute".
  for (const [head, unit] of [
    ['The Owner may store goods', ', but checks '],
    ['', 'are checked by the are checked by '],
    ['The parties ', 'treat aa bb '],
    ['(2) It keeps ', 'aa bb cc '],
    ['Neither party ', 'makes any aa bb '],
    ['The Keeper ', 'has a aa bb '],
    ['The parties ', 'consent to the exclusive '],
    ['information ', 'which the Recipient can which the '],
    ["Customer's obligation to pay ", 'aa bb cc '],
    ['Work may start', ', and the Supplier stores '],
    ['The Controller ', 'gives the Supplier a aa '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }
});

describe('hostile text for set 37\'s category cues (h29c37)', () => {
  // Each new or changed cue's words repeated without what ends a match: a pay word before words that never reach a
  // fee's "set out in", a fee row's cells without an amount, a credit's share without the fee, "subject to payment of"
  // without the sum, an "If to" line without its colon, capitalised words before "Insurance" without "Company", a
  // contract not entered into without "on behalf of", selling without the territory, "Statement of Work" before words
  // that are no fee, paying for work performed without the end, a forecast given before words that never end the
  // window, "together with a" without the statement, a certificate's lead without the certificate, an exception's "is
  // or becomes" without "public", possession without "before", a third party without the duty of confidence, a right
  // "for" before words that never reach "to use the Service", the end of a contract year (no match): 20,000 / 40,000 /
  // 80,000 characters. Each pattern alone:
  // ≤ 3 ms at 80,000 characters (least of three, load 14–18).
  for (const [head, unit] of [
    ['', 'pay aa fees set '],
    ['aaa | bb ', '| '],
    ['', 'credit of 5% of the aa '],
    ['', 'subject to payment of aa '],
    ['If to ', 'Aa '],
    ['', 'Aa Bb Insurance '],
    ['', 'not enter into any contract aa '],
    ['', 'sell aa outside '],
    ['Statement of Work ', 'aa '],
    ['', 'pay aa for aa performed '],
    ['', 'give aa forecast '],
    ['', 'together with a aa '],
    ['', 'deliver the Aa a copy of its '],
    ['', 'is or becomes aa '],
    ['', 'lawfully in the aa aa '],
    ['', 'received from a third party aa '],
    ['', 'right for aa '],
    ['', 'after the end of the Contract Year '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }
});

describe("hostile text for sets 37-38's attributes (h29a38)", () => {
  // recognizers.ts: CLOCK_TIME's one-digit hour before a 24-hour time, PART_TITLE_BEFORE with "No." and "Statement of
  // Work", NUMBER_LABEL_BEFORE, CURRENCY_BOUNDS; signatory-names.ts PATRONYM_AFTER, POST_AT_END, CONTACT_POST_NAME and a name
  // in brackets;
  // addresses.ts UNIT_BEFORE_STREET, FRENCH_STREET, HIGHWAY_STREET; institution-names.ts ACT_BEFORE_BRACKET; the legal
  // forms "sp. z o.o." and "A/S".
  for (const [head, unit] of [
    ['', '7:00 and 7:00 to '],
    ['between ', '1:00 - '],
    ['EXHIBIT A STATEMENT OF WORK NO. ', '1 '],
    ['SCHEDULE NO. ', 'NO. 1 '],
    ['contract no. ', '2027-031-'],
    ['', 'Law No. 1-2 contract no. '],
    ['', '$1 to $2 to '],
    ['between ', 'EUR 1 and EUR 2 and '],
    ['SIGNED by Aa Bb', ' binti Cc'],
    ['SIGNED by ', 'Aa bin Bb bin '],
    ['Attention: ', 'Aa Vice President '],
    ['', 'Level 9, 60 Aa Street, '],
    ['', 'Level 9, Level 9, '],
    ['', 'Aa Bb sp. z o.o. '],
    ['Supplier: ', 'Aa Bb A/S, '],
    ['For the Buyer: ', '(Aa Bb '],
    ['', '12 rue de la Aa Bb Cc '],
    ['', '12 quai Aa, 69002 Aa, 12 rue '],
    ['', '1200 Highway 61 '],
    ['', '1200 Highway 61, Aa, '],
    ['', 'Regulation (EU) (EU '],
    ['Contact person of the ', 'Aa bb cc dd '],
    ['Contact person: ', 'site manager Aa Bb Cc '],
    ['', 'the Agency for the Client for the '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }
});

describe('hostile text for a letter\'s payer, past "pay" (review hrev22)', () => {
  // The letter's "we" and "you" set up, then a body of "pay"s each followed by words that almost name a credit.
  const intro = [
    'HARBOUR CLEANING LTD.', 'Quay Offices Ltd.', 'Dear Sirs,',
    'This letter sets out the terms on which we, Harbour Cleaning Ltd. ("Harbour"), will clean the offices of you, Quay Offices Ltd. ("Quay").',
  ];
  for (const unit of ['we will pay you aa-bb cc cost ', 'You shall pay us back-a b c credi ', 'we will pay pay pay ']) {
    it(`"${unit}" repeated in a letter: linear`, () => {
      const read = readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => classifyContract([...intro, text].map((t) => ({ text: t, kind: 'sentence' as const })));
      });
      expect(read.elements.length).toBe(5);
    });
  }
  // A role heading over a long entry line whose words almost name a clause's verb (roleHeadingOver).
  it('"SUPPLIER" over a name and "shal wil mays " repeated: linear', () => {
    const read = readsLinearly((n) => {
      const text = 'Acme Widgets Limited, ' + 'shal wil mays '.repeat(Math.ceil(n / 14));
      return () => classifyContract(['SUPPLY AGREEMENT', 'SUPPLIER', text].map((t) => ({ text: t, kind: 'sentence' as const })));
    });
    expect(read.elements.length).toBe(3);
  });
  // A reference's noun before a number and a month's name with its year (structure/sentences.ts REFERENCE_BEFORE).
  for (const unit of ['Annex 1. Mai 2026 ', 'clause  12. März 2026 item 3. ', 'annexannex 1. May 2026. ']) {
    it(`sentences of "${unit}" repeated: linear`, async () => {
      const { splitSentences } = await import('../../../src/contracts/structure/sentences.js');
      const count = readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => splitSentences(text, { start: 0, end: text.length }).length;
      });
      expect(count).toBeGreaterThan(0);
    });
  }
});

describe('hostile text for the twenty-third facts set (issue 18, h29f23)', () => {
  // party-details.ts: an Irish "Present when the common seal of" heading never reaching "was affixed", a "with a copy"
  // never reaching "to", a contact field's name and title never closing; facts.ts: a bracket defining "the Terms" never
  // closed, "this" before words never reaching a date, "invoiced" with no money.
  for (const [head, unit] of [
    ['Present when the common seal of ', 'Aa Bb '],
    ['If to Company: 1 Main Street, ', 'with a copy aa '],
    ['Customer contact: ', 'Aa Bb, Cc '],
    ['Supplier ', 'contact for notices '],
    ['the Aa Terms dated 1 May 2025 (the "', 'Terms and '],
    ['', 'this aa bb cc dd ee ff '],
    ['Fee: £100, ', 'invoiced on aa '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }
});

describe("hostile text for set 38's categories (h29c38)", () => {
  // MONEY_SECURITY (category-cues-physical-safety.ts), ACCEPTANCE_INSPECTION (category-cues-audits.ts), the guarded
  // sub-processor / sub-supplier cue (categories.ts), SUBCONTRACT_TITLE (index.ts) and DOCUMENT_TITLE_LEAD
  // (categories.ts), each with what would end it left out.
  for (const [head, unit] of [
    ['', 'security aa aa aa '],
    ['', 'the security is '],
    ['', 'inspect aa aa aa aa '],
    ['', 'inspection not '],
    ['', 'acceptance aa '],
    ['', 'or its sub-processors, '],
    ['SUBCONTRACT FOR ', 'aa '],
    ['Contract for ', 'aa '],
    // The forwarded message (category-cues-information.ts) with no message word after "forward".
    ['', 'forward aa aa '],
    ['', 'carried forward request '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
  }
  it('a long title calling the document a subcontract: linear', () => {
    const labels = readsLinearly((n) => {
      const text = `SUBCONTRACT FOR ${'aa '.repeat(Math.ceil(n / 3))}`;
      return () => classifyContract([{ text, kind: 'title' }, { text: 'The Subcontractor shall pay.', kind: 'sentence', sectionTitle: text }]);
    });
    expect(labels.elements.length).toBe(2);
  });
});

describe("hostile text for session 28's changes (issue 18, hred18)", () => {
  // contract-parties.ts ROLE_HEADING_LINE: a role word, then a run of blanks that never closes the line ("SUPPLIER",
  // 80,000 blanks, a letter) above a party's entry. Written `\s*:?\s*$`, each split of the blanks between the two runs
  // was tried: 1.4 s at 20,000 characters through classifyContract, 20 s for the pattern alone at 80,000.
  for (const blank of [' ', '\n', '\t']) {
    it(`a role heading, then ${JSON.stringify(blank)} repeated and a letter, above a party's entry: linear`, () => {
      const result = readsLinearly((n) => {
        const elements = [
          { text: 'This Agreement is made between:', kind: 'sentence' as const },
          { text: `SUPPLIER${blank.repeat(n)}x`, kind: 'sentence' as const },
          { text: 'Guadalcanal Fuel Ltd, Honiara', kind: 'sentence' as const },
        ];
        return () => classifyContract(elements);
      });
      expect(result.elements.length).toBe(3);
    });
  }
  // addresses.ts' address by form, read by code (h29speed): each candidate whose town starts with a listed word ("Tel",
  // "Or", "In", a role word) costs a match object with its indices and a second, checked match at its position. The worst
  // found: a town line or a named building or street before it, every 12-21 characters; 80,000 characters 35-50 ms warm
  // at load 14 (the single pattern before: 1.5-3.5 ms). Alone, linear and under 100 ms per 80,000 characters.
  for (const unit of ['Tel LS1 4AB ', 'In CA 90210 ', 'Or NSW 2000 ', 'Aa Road, Tel LS1 4AB ', 'Ab Rd, Or W1 1AA ', 'Ruta 5 km 3, Or ']) {
    it(`findAddresses on "${unit}" repeated: linear, under 100 ms per 80,000 characters`, async () => {
      const { findAddresses } = await import('../../../src/contracts/classify/addresses.js');
      const found = readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => findAddresses(text);
      }, 100, 80_000);
      expect(found).toEqual([]);
    });
  }
  // category-cues-insurance.ts INSURER_NAME_NOT_SAID (h29c37, merged while this round ran): an insurer's name of up to
  // four capitalised words before "Insurance Company". Its words were unbounded: a run of "A-A-A-…" (a capital after
  // each hyphen, a word boundary) before "Insurance policy" was read to its end from each capital: 16,000 characters
  // 2.5 s through classifyContract, the pattern alone 11 s at 40,000.
  for (const unit of ['A-', "A'", 'A&']) {
    it(`an insurance duty, then "${unit}" repeated before "Insurance policy": linear`, () => {
      const result = readsLinearly((n) => {
        const text = `The Contractor shall maintain public liability insurance with ${unit.repeat(Math.ceil(n / unit.length))} Insurance policy.`;
        return () => classifyContract([{ text, kind: 'sentence' }, { text: 'The Seller shall pay.', kind: 'sentence' }]);
      });
      expect(result.elements.length).toBe(2);
    });
  }
  it('an insurer named by four words before "Insurance Company" is still read as a name, no insurance carried', async () => {
    const { INSURER_NAME_NOT_SAID } = await import('../../../src/contracts/classify/category-cues-insurance.js');
    const [re] = INSURER_NAME_NOT_SAID[0];
    expect('Notices to Harbour Mutual Insurance Company, Pier 3.'.replace(re, ' ')).toBe('Notices to  , Pier 3.');
    expect('insured with Northgate-Westfield Insurance Ltd only'.match(re)?.[0]).toBe('Northgate-Westfield Insurance Ltd');
  });
});

describe('hostile text: the patterns changed by the review of the second round (hrev23)', () => {
  // CONFIDENTIALITY_CUES' "independently developed by" now looks at most 120 characters on for the recipient or the
  // information; SCOPE_VETOES' exceptions gained "shall set out" and its kind (inside a 400-character window).
  const units = ['independently developed by ', 'independently developed by x ', 'Statement of Work shall set ', 'SOW fees shall ', 'shall  '];
  for (const unit of units) {
    it(`the two patterns on "${unit}" repeated: linear`, async () => {
      const { CONFIDENTIALITY_CUES } = await import('../../../src/contracts/classify/category-cues-confidentiality.js');
      const { SCOPE_VETOES } = await import('../../../src/contracts/classify/category-cues-scope.js');
      const patterns = [...CONFIDENTIALITY_CUES, ...SCOPE_VETOES].map(([re]) => re);
      const found = readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => patterns.map((re) => re.test(text));
      }, 100, 80_000);
      expect(found.length).toBe(2);
    });
  }
  it('a sentence of them, classified whole: linear', () => {
    const result = readsLinearly((n) => {
      const text = `Each Statement of Work shall set out the fees; ${'independently developed by the '.repeat(Math.ceil(n / 31))}.`;
      return () => classifyContract([{ text, kind: 'sentence' }]);
    });
    expect(result.elements.length).toBe(1);
  });
  // signatory-names.ts SIGNED: one given name before "bin" / "binti" (a lookahead of a word and a capital).
  for (const unit of ['Name: Siti binti ', 'Aa bin ', 'Signed by Aa bt. ']) {
    it(`a signing line's Malay name on "${unit}" repeated: linear`, () => {
      const result = readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => classifyContract([{ text, kind: 'sentence' }]);
      });
      expect(result.elements.length).toBe(1);
    });
  }
});

describe('hostile text: the patterns changed for set 39\'s attributes (h30a39)', () => {
  // institution-names.ts INSTITUTION gained the heads "Hospital", "Medical Centre", "Medical Center" (alternatives of
  // its bounded head); attributes.ts cuts a body's name off an address (one find per address over the names found);
  // recognizers.ts OTHER_LANGUAGE_DATE took an optional ordinal mark after the day; attributes.ts ROUTE_AFTER and
  // ROUTE_BEFORE read a route's other end within 72 and 80 characters of a place found.
  const units = ['Aa Hospital ', 'Aa Bb Medical Centre, ', 'Aa University Medical Center, 12 Elm Street, Leeds LS1 4AB, ', 'le 1er mars ', '1º 2026 ', '1er mars 2026 ',
    'Dubai to Aa | ', 'from Dubai to ', 'Aa Bb to Dubai, ', 'Dubai to Dubai to '];
  for (const unit of units) {
    it(`a sentence of "${unit}" repeated, classified whole: linear`, () => {
      const result = readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => classifyContract([{ text, kind: 'sentence' }]);
      });
      expect(result.elements.length).toBe(1);
    });
  }
});

describe('hostile text: every match found on the pattern itself (h30speed)', () => {
  // common/regex-matches.ts matchesOf replaced `matchAll` in the classifier (no pattern changed): it finds every match
  // before its caller reads one, where a caller of matchAll could stop at its first. An empty match at every place of
  // astral characters, and agreement-terms' abbreviation read to the end of a run of them (it stopped at the first
  // capitalised one), must stay linear.
  for (const unit of ['😀', 'é ', 'x']) {
    it(`an empty match at every place of "${unit}" repeated: linear`, async () => {
      const { matchesOf } = await import('../../../src/common/regex-matches.js');
      const count = readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => matchesOf(/y*/gu, text).length;
      }, 100, 80_000);
      expect(count).toBeGreaterThan(0);
    });
  }
  it('"the nda " repeated, then "the NDA", in a sentence classified whole: linear', () => {
    const result = readsLinearly((n) => {
      const text = `${'the nda '.repeat(Math.ceil(n / 8))}the NDA continues for two (2) years.`;
      return () => classifyContract([{ text, kind: 'sentence' }]);
    });
    expect(result.elements.length).toBe(1);
  });
});

describe('hostile text: the patterns of the twenty-fourth facts set (h30f24)', () => {
  // date-kinds.ts CUE gained "in force from" and a comma before a period's "from"; notice-contacts.ts ATTENTION_NAMED and
  // OFFICE_AT_END; agreement-terms.ts AFTER_PAID (a payment's own name) and IN_CONDITION (a lookahead per character,
  // bounded to 120); money-list-items.ts ENDS_WITH_COLON. Each on its worst repeated unit, at 20k, 40k and 80k characters.
  const units = ['in force from ', 'years, from ', 'year,,  from ', 'Attention: Mr ', 'attn.  Dr  A', ' Manager', 'after receipt of the settlement ', 'if if where ', 'if aaaa ', ':   ', ': :'];
  for (const unit of units) {
    it(`the patterns on "${unit}" repeated: linear, well under 100 ms at 80k`, async () => {
      const { CUE } = await import('../../../src/contracts/classify/date-kinds.js');
      const { ATTENTION_NAMED, OFFICE_AT_END } = await import('../../../src/contracts/classify/notice-contacts.js');
      const { AFTER_PAID, IN_CONDITION } = await import('../../../src/contracts/classify/agreement-terms.js');
      const { ENDS_WITH_COLON } = await import('../../../src/contracts/classify/money-list-items.js');
      const read = (text: string) => [[...text.matchAll(CUE)].length, ATTENTION_NAMED.test(text), OFFICE_AT_END.test(text), AFTER_PAID.test(text), IN_CONDITION.test(text), ENDS_WITH_COLON.test(text)];
      for (const n of [20_000, 40_000, 80_000]) {
        const text = `${unit.repeat(Math.ceil(n / unit.length))}x`;
        expect(within(100, () => read(text))).toBeDefined();
      }
      const found = readsLinearly((n) => {
        const text = `${unit.repeat(Math.ceil(n / unit.length))}x`;
        return () => read(text);
      }, 100, 80_000);
      expect(found.length).toBe(6);
    });
  }
  // contract-types.ts TITLE gained "guarantee"/"guaranty" (a title line of at most 160 characters); date-kinds.ts
  // EARLIER_AGREEMENT a "sub-" before the agreement noun (read on the 120 characters before a date); party-details.ts
  // HEADING_WORDS "issued" (a signature heading of at most 80 characters).
  for (const unit of ['the subcontract dated ', 'a sub-sub-contract ', 'Guarantee ', 'sub- lease dated 1 May 2026 ', 'Issued by: issued ']) {
    it(`a title line and a recital of "${unit}" repeated, classified whole: linear`, () => {
      const result = readsLinearly((n) => {
        const text = `${unit.repeat(Math.ceil(n / unit.length))}GUARANTEE`;
        return () => classifyContract([{ text: 'PARENT COMPANY GUARANTEE', kind: 'sentence' }, { text, kind: 'sentence' }]);
      });
      expect(result.elements.length).toBe(2);
    });
  }
  it('a list of money items and a notices sentence of them, classified whole: linear', () => {
    const result = readsLinearly((n) => {
      const items = Array.from({ length: Math.ceil(n / 40) }, (_, k) => ({ text: `(a) Stage ${k}: £1,000; Attention: Ann Lee,`, kind: 'sentence' as const }));
      return () => classifyContract([{ text: 'The Client shall pay the price in instalments:', kind: 'sentence' }, ...items]);
    });
    expect(result.elements.length).toBeGreaterThan(1);
  });
});

describe('hostile text: set 40\'s party bindings and natures (issue 18, h30n40)', () => {
  // pronouns.ts WE_DEFINED / YOU_DEFINED (one builder), nature-modals.ts PERIOD_GRANTED and the guarantee's adverbs in
  // PRESENT_PROMISE, roles.ts "we … each" / "we … both", definitions.ts DEFINES_WHERE_UNQUOTED, natures.ts commaAnd, recognizers.ts
  // DOCUMENT_PART_BEFORE with "Item".
  const units = [
    '"we", "us", ',
    '"we" and "us" mean the Agency (',
    'irrevocably and unconditionally ',
    'shall have 5 days ',
    'shall have a further period of (15) ',
    'we will each ',
    'we shall both ',
    'In this lease, ',
    'In this lease, Aa Bb ',
    'may cancel, and shall ',
    'the amount in Item 8 and Items 1, 2 and ',
  ];
  for (const unit of units) {
    it(`"${unit}" repeated, classified whole: linear`, () => {
      const result = readsLinearly((n) => {
        const text = `In these terms, ${unit.repeat(Math.ceil(n / unit.length))} means.`;
        return () => classifyContract([{ text, kind: 'sentence' }, { text: unit.repeat(Math.ceil(n / unit.length)), kind: 'sentence' }]);
      });
      expect(result.elements.length).toBe(2);
    });
  }
});

describe('hostile text: the patterns h30cue changed for the review of the second round (hrev23)', () => {
  // INSURER_NAME_NOT_SAID's look-behind for an article (bounded: an article and three words of 41 characters); the
  // confidentiality exception's "generally available to the public" with its 80-character look-ahead; "reverse engineer"
  // with its 80-character look-ahead; the forward cue's 80-character look-ahead for an insurer; the statement sent with
  // a payment; the price set out in a document; a place's security (a cue, and in the money security's veto); the
  // Statement of Work veto's charges and prices.
  const cases: [string, string][] = [
    ['category-cues-insurance.js', 'an A '],
    ['category-cues-insurance.js', 'Any A-'],
    ['category-cues-insurance.js', 'A A A A '],
    ['category-cues-confidentiality.js', 'generally available to the public '],
    ['category-cues-confidentiality.js', 'information which is '],
    ['category-cues-assets.js', 'reverse engineer '],
    ['category-cues-information.js', 'forward to the x '],
    ['category-cues-information.js', 'forward '],
    ['category-cues-information.js', 'forward to the insurer claim '],
    ['category-cues-information.js', 'together with a x '],
    ['category-cues-amounts.js', 'fees for a b c are set '],
    ['category-cues-physical-safety.js', 'site security '],
    ['category-cues-physical-safety.js', 'security '],
    ['category-cues-scope.js', 'Statement of Work charges '],
  ];
  itReadsCueFilesLinearly(cases);
  for (const unit of ['an Approved Insurance ', 'forward the claim to the insurer ', 'The fees for each x are set out in ', 'site security ']) {
    it(`a sentence of "${unit}" repeated, classified whole: linear`, () => {
      const result = readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => classifyContract([{ text, kind: 'sentence' }]);
      });
      expect(result.elements.length).toBe(1);
    });
  }
});

describe('hostile text: set 39\'s party bindings (h30n39)', () => {
  // party-lexicon.ts PLURAL_ALIAS (a name's singular), role-definitions.ts GROUP_DEFINITION / NAMES_END / NAMES_JOIN (a
  // defined group, C39), natures.ts NESTED_SUBJECT_BEFORE / VERB_AND_GAP (a party nested in the
  // predicate), nature-modals.ts ACCEPTS_DUTY (inside MODAL). Each on blank, letter and word runs; then classified whole.
  const units = [' ', 'a', 'Aa', 'ss', 'as ', 'in the aa ', 'aas and ', ', and ', 'Sellers and ', '"Aa Bb" means ', 'accepts the aa ', '-'];
  for (const unit of units) {
    it(`the patterns on "${unit}" repeated: linear`, async () => {
      const { PLURAL_ALIAS } = await import('../../../src/contracts/classify/party-lexicon.js');
      const { GROUP_DEFINITION, NAMES_END, NAMES_JOIN } = await import('../../../src/contracts/classify/role-definitions.js');
      const { NESTED_SUBJECT_BEFORE, VERB_AND_GAP } = await import('../../../src/contracts/classify/natures.js');
      const { MODAL } = await import('../../../src/contracts/classify/nature-modals.js');
      const found = readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        const ends = `${text}x`;
        return () => [PLURAL_ALIAS, GROUP_DEFINITION, NAMES_END, NAMES_JOIN, NESTED_SUBJECT_BEFORE, VERB_AND_GAP].map((re) => [re.test(text), re.test(ends)]).concat([[[...text.matchAll(MODAL)].length > 0]]);
      }, 100, 80_000);
      expect(found.length).toBe(7);
    });
  }
  it('a contract of them, classified whole: linear', () => {
    const result = readsLinearly((n) => {
      const run = 'Sellers and '.repeat(Math.ceil(n / 24));
      const texts = [
        '(1) THE PERSONS listed in Schedule 1 (the "Sellers");',
        `"Warrantors" means the ${run}.`,
        `No Seller shall accept the ${'aa '.repeat(Math.ceil(n / 6))}obligation and shall not ${'in the way Seller directs and '.repeat(Math.ceil(n / 60))}sell.`,
      ];
      return () => classifyContract(texts.map((text) => ({ text, kind: 'sentence' })));
    });
    expect(result.elements.length).toBe(3);
  });
});

describe('hostile text: the patterns set 39\'s categories added (h30c39)', () => {
  // category-cues-written-acts.ts, category-cues-sums-owed.ts, category-cues-trained-and-reported.ts, the Delivery
  // vetoes of category-cues-delivery.ts, the widened delivery-time veto of category-sense.ts, the letter title of
  // categories.ts and defined-trademarks.ts: each on its own repeated unit, and a classified sentence of them.
  const units = ['approves ', 'approves x, ', 'submit x ', 'for approval ', 'confirm a ', 'provide full ', 'Disclose to A', 'retain 5', 'responsible for x ',
    'authorize x ', 'lien x ', 'sums remain ', 'advance any ', 'fee equal to six ', 'per cent ', 'reborrow ', 'unable to pay ', 'declare ', 'due and ',
    'At Completion ', 'deliver ', 'deliver to Aa ', 'Completion deliver ', 'training ', 'comply with federal, ', 'state and ', 'adverse ',
    'after delivery non-delivery been delivered ', 'of each shipment ', 'facility letter '];
  for (const unit of units) {
    it(`the new patterns on "${unit}" repeated: linear`, async () => {
      const { WRITTEN_ACT_CUES } = await import('../../../src/contracts/classify/category-cues-written-acts.js');
      const { SUMS_OWED_CUES, SUMS_NOT_OWED_NOT_SAID, INSOLVENCY_CUES } = await import('../../../src/contracts/classify/category-cues-sums-owed.js');
      const { TRAINED_AND_REPORTED_CUES } = await import('../../../src/contracts/classify/category-cues-trained-and-reported.js');
      const { DELIVERY_VETOES } = await import('../../../src/contracts/classify/category-cues-delivery.js');
      const { senseVetoPatterns } = await import('../../../src/contracts/classify/category-sense.js');
      const { isDocumentTitle } = await import('../../../src/contracts/classify/categories.js');
      const patterns = [...WRITTEN_ACT_CUES, ...SUMS_OWED_CUES, ...SUMS_NOT_OWED_NOT_SAID, ...INSOLVENCY_CUES, ...TRAINED_AND_REPORTED_CUES, ...DELIVERY_VETOES,
        ...senseVetoPatterns().filter(([, c]) => c === 'Delivery')].map(([re]) => re);
      const found = readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => {
          patterns.forEach((re) => { re.lastIndex = 0; re.test(text); re.lastIndex = 0; });
          return isDocumentTitle(text);
        };
      }, 100, 80_000);
      expect(typeof found).toBe('boolean');
    });
  }
  it('a defined trade-mark term used over and over, classified: linear', () => {
    const result = readsLinearly((n) => {
      const text = `Licensee shall use ${'the Marks and any Mark, '.repeat(Math.ceil(n / 24))}.`;
      return () => classifyContract([{ text: '"Marks" means the trademarks of Licensor.', kind: 'sentence' }, { text, kind: 'sentence' }]);
    });
    expect(result.elements.length).toBe(2);
  });
});

describe('hostile text: the patterns changed for set 40\'s attributes (h30a40)', () => {
  // not-quantities.ts LEVEL_NAME_BEFORE (a level's word before a figure, on the 24 characters before it); signatory-names.ts
  // POST_COMMA_NAME (a post or a witness between "by"/"of" and an article and a comma, then a name); institution-names.ts
  // NATIONAL_FIELD_BODY (a field word, a blank, a country); currency.ts's contract mark glued after a figure (no pattern);
  // durations.ts DURATION's qualifier ("service", "support": one more alternative before the unit).
  const units = ['within 8 Service Hours ', 'eight (8) Support Support hours ', 'Severity 1 ', 'Priority Level 2 Incident ', 'severity severity 1', 'by a director, Aa Bb ', 'by a director, ',
    'of a witness, Aa Bb Cc Dd Ee Ff ', 'by the Chairman,  Aa-Bb ', 'Athletics Canada ', 'Public Health Public Health ', 'Sport Sport England ',
    'M5J 2R9 ', '2R9', 'R9 000 '];
  for (const unit of units) {
    it(`a sentence of "${unit}" repeated, classified whole: linear`, () => {
      const result = readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => classifyContract([{ text, kind: 'sentence' }]);
      });
      expect(result.elements.length).toBe(1);
    });
  }
});

describe('hostile text: the patterns hrev24 changed reviewing session 29\'s first round', () => {
  // nature-modals.ts PERIOD_GRANTED's look-ahead for a deadline's duty (DEADLINE_DUTY, a 120-character window),
  // pronouns.ts' check for a second name joined to a pronoun's role, category-cues-assets.ts' "disassemble" with the
  // software after it (SOFTWARE_AFTER, 80 characters) or "decompile" before it (a 40-character look-behind).
  for (const unit of ['shall have 5 days to pay ', 'shall have 5 days to to to ', '"we" means the Client and the ', 'disassemble ', 'decompile disassemble ', 'reverse engineer x disassemble ']) {
    it(`a sentence of "${unit}" repeated, classified whole: linear`, () => {
      const result = readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => classifyContract([{ text: `"We" means the Client ${text}`, kind: 'sentence' }, { text, kind: 'sentence' }]);
      });
      expect(result.elements.length).toBe(2);
    });
  }
});

describe('hostile text: roles.ts\' "we … each" before a time and institution-names.ts\' head before a street (hrev24)', () => {
  for (const unit of ['we will each month ', 'we each each ', 'Old Hospital Lane ', 'Aa Hospital Hospital Road ']) {
    it(`a sentence of "${unit}" repeated, classified whole: linear`, () => {
      const result = readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => classifyContract([{ text, kind: 'sentence' }]);
      });
      expect(result.elements.length).toBe(1);
    });
  }
});

describe('hostile text: PERIOD_GRANTED\'s future-perfect exception (nature-modals.ts PARTICIPLE, hrev24)', () => {
  for (const unit of ['shall have paid 5 days to ', 'will have reachedreachedreached days to ', 'shall have ']) {
    it(`a sentence of "${unit}" repeated, classified whole: linear`, () => {
      const result = readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => classifyContract([{ text, kind: 'sentence' }]);
      });
      expect(result.elements.length).toBe(1);
    });
  }
});

describe("hostile text: session 29's changes, attacked (issue 18, hred19)", () => {
  // ATTENTION_NAMED spelt in its cases (notice-contacts.ts), the pronoun definitions' capitalised role (pronouns.ts), the
  // trade-mark terms capped (defined-trademarks.ts) and the group walk by first word (role-definitions.ts): each on
  // a run of what it reads, classified whole. The quadratic cases of the last two are in hostile-session-29.test.ts.
  const units = [
    'Notices to the Supplier: for the attention of accounts, Attention: Ann Lee, ',
    'ATTENTION: MR ATTN. attn ',
    '"we", "us" and "our" mean Aa Ltd (the "agency"). ',
    '"you" means the person (the "toString") ',
    '"Marks" means the trade marks. any Mark the Marks ',
    '"Sellers" means Aa, Bb and Cc Ltd, ',
  ];
  for (const unit of units) {
    it(`"${unit}" repeated, classified whole: linear`, () => {
      const result = readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => classifyContract([{ text: 'This Agreement is made between Aa Ltd ("Aa"), Bb Ltd ("Bb") and Cc Ltd ("Cc").', kind: 'sentence' }, { text, kind: 'sentence' }, { text, kind: 'sentence' }]);
      });
      expect(result.elements.length).toBe(3);
    });
  }
  it('ATTENTION_NAMED on its worst units at 20k, 40k and 80k characters: well under 100 ms', async () => {
    const { ATTENTION_NAMED } = await import('../../../src/contracts/classify/notice-contacts.js');
    for (const unit of ['Attention: Mr ', 'FOR THE ATTENTION OF ', 'attn.  Dr  a']) {
      for (const n of [20_000, 40_000, 80_000]) {
        const text = unit.repeat(Math.ceil(n / unit.length));
        expect(typeof within(100, () => ATTENTION_NAMED.test(text))).toBe('boolean');
      }
    }
  });
});

describe('set 41\'s share-transfer and rate-row cues (issue 18, h30c41): linear on hostile text', () => {
  const units = ['transfer ', 'sell any ', 'Shares ', 'Shares sold to ', 'assume obligations ', 'assumption of ', 'transfer to all ',
    'per ', 'per pallet ', 'Storage per pallet per week ', 'a:', 'pre-emption drag-along ', 'selling '];
  for (const unit of units) {
    it(`the new patterns on "${unit}" repeated: linear`, async () => {
      const { SHARE_TRANSFER_CUES } = await import('../../../src/contracts/classify/category-cues-share-transfers.js');
      const { RATE_ROW_CUES } = await import('../../../src/contracts/classify/category-cues-rate-rows.js');
      const patterns = [...SHARE_TRANSFER_CUES, ...RATE_ROW_CUES].map(([re]) => re);
      const found = readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => patterns.map((re) => re.test(text)).some(Boolean);
      }, 100, 80_000);
      expect(typeof found).toBe('boolean');
    });
  }
});

// Set 40's category cues (issue 18, h30c40): each new or changed pattern on its own near-miss unit, 20k–80k characters.
describe('set 40\'s category cues on hostile text (h30c40)', () => {
  const cases: [string, string][] = [
    ['category-cues-business-passing.js', 'successor to all or substantially all of its x '],
    ['category-cues-business-passing.js', 'ceases to control the Site '],
    ['category-cues-business-passing.js', 'buyer takes the x '],
    ['category-cues-instalment-rows.js', 'instalment '],
    ['category-cues-instalment-rows.js', 'first instalment 12 : '],
    ['category-cues-goods-quality.js', 'ensure that the Goods are '],
    ['category-cues-goods-quality.js', 'rejected Goods repair or '],
    ['category-cues-goods-quality.js', 'fit for the '],
    ['category-cues-statement-ended.js', 'terminate the applicable '],
    ['category-cues-statement-ended.js', 'terminate a Statement of Work '],
    ['category-cues-exclusive-grant.js', 'not grant any x rights in the y '],
    ['category-cues-exclusive-grant.js', 'to a other a a '],
    ['category-cues-others-premises.js', 'give access to its '],
    ['category-cues-others-premises.js', 'tooling (the x) '],
    ['category-cues-others-premises.js', 'Landlord may enter the '],
    ['category-cues-others-premises.js', 'enter the Premises '],
    ['category-cues-others-premises.js', 'return all Client '],
    ['category-cues-deliverable-acceptance.js', 'provide the X with the following '],
    ['category-cues-deliverable-acceptance.js', 'each Deliverable is deemed '],
    ['category-cues-deliverable-acceptance.js', 'acceptance of the corresponding '],
  ];
  itReadsCueFilesLinearly(cases);
  for (const unit of ['The Supplier shall ensure that the Goods ', 'Client may terminate a Statement of Work ', 'access to its offices and ']) {
    it(`a sentence of "${unit}" repeated, classified whole: linear`, () => {
      const result = readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => classifyContract([{ text, kind: 'sentence' }]);
      });
      expect(result.elements.length).toBe(1);
    });
  }
});

describe('hostile text: the patterns set 41\'s natures changed (h30n41)', () => {
  // nature-modals.ts's Disclaimer row ("makes no other …", "has no duty to"), role-definitions.ts's group read (C44) and
  // object-natures.ts's QUALIFIED_DUTY_AFTER ("… obligation to insure applies …"):
  // each on its own repeated unit inside a classified sentence.
  const units = ['has no other ', 'no other express or ', 'has no duty ', 'duties to ', 'no duty to no duty ', 'the Partners and the Backer, ', "the Backer's obligation to insure applies lasts "];
  for (const unit of units) {
    it(`"${unit}" repeated, classified after a group definition: linear`, () => {
      const result = readsLinearly((n) => {
        const text = `The Backer ${unit.repeat(Math.ceil(n / unit.length))}.`;
        return () => classifyContract([
          { text: 'This Members Agreement is made between Orla Quinn ("the Partners") and Fernside Capital Limited ("the Backer").', kind: 'sentence' },
          { text: `"Members" means ${unit.repeat(Math.ceil(n / unit.length))}`, kind: 'sentence' },
          { text, kind: 'sentence' },
        ]);
      });
      expect(result.elements.length).toBe(3);
    });
  }
});

describe('hostile text: the patterns set 41\'s left bindings changed (h30s41)', () => {
  // natures.ts's INDEFINITE_OPENS / INDEFINITE_SUBJECT_AFTER (an article before a role) and VEHICLE_THAT / PROMISE_TO
  // ("undertakes to X that …"), nature-present-duties.ts's STATE_BEFORE (a passive of an act is no state): each on its
  // own repeated unit inside a classified sentence.
  const units = ['. A Backer ', 'A Backer wishing ', 'an an an ', 'undertakes to the Backer that, ', 'to to that ', '(a) 1.2. A ', 'are only checked ', 'is is ownedd ', 'were then ', ', and the Backer '];
  for (const unit of units) {
    it(`"${unit}" repeated, classified after a preamble: linear`, () => {
      const result = readsLinearly((n) => {
        const text = `A Backer ${unit.repeat(Math.ceil(n / unit.length))} will not sell.`;
        return () => classifyContract([
          { text: 'This Members Agreement is made between Orla Quinn ("the Partners") and Fernside Capital Limited ("the Backer").', kind: 'sentence' },
          { text, kind: 'sentence' },
        ]);
      });
      expect(result.elements.length).toBe(2);
    });
  }
});

describe('hostile text: the patterns the review of round 2 changed (hrev25)', () => {
  // party-lexicon.ts's MODIFIED_NOUN_AFTER (C38), category-cues-delivery.ts's DELIVERY_VETOES (carried things in either
  // case), category-cues-business-passing.ts's "ceases to control" and category-cues-share-transfers.ts's singular share.
  const units = ['No Customer data ', 'No Supplier ', 'At Completion deliver the Goods ', 'deliver the certificates ', 'ceases to control the Customer ', 'transfer its share of ', 'sell share share '];
  for (const unit of units) {
    it(`"${unit}" repeated, classified after a preamble: linear`, () => {
      const result = readsLinearly((n) => {
        const text = `${unit.repeat(Math.ceil(n / unit.length))}shall.`;
        return () => classifyContract([
          { text: 'This Services Agreement is made between Northwind Traders Ltd ("Customer") and Contoso Consulting LLC ("Supplier").', kind: 'sentence' },
          { text, kind: 'sentence' },
        ]);
      });
      expect(result.elements.length).toBe(2);
    });
  }
});

describe('hostile text: the patterns the fixes of hrev24/hrev25\'s leftovers changed (h31rev)', () => {
  // category-cues-share-transfers.ts's PORTIONED lookahead, category-cues-written-acts.ts's disclosure (its "not"
  // lookbehind and NOT_A_PARTY_AFTER), its notice's content and its invoice, category-cues-deliverable-acceptance.ts's
  // listed benefits (the buyer's lookbehind, the staff lookahead), category-cues-delivery.ts's CARRIED_TO,
  // nature-modals.ts's DEADLINE_DUTY_OBJECT, attributes.ts's route ends (feasts, businesses), place-positions.ts's
  // FROM_TO and party-not-place.ts: each on its own repeated unit inside a classified sentence.
  const units = ['transfer its shares of the ', 'shares in the the the ', 'not disclose to Customer ', 'disclose to Contoso ', 'notice shall notice ',
    'submit the invoice for ', 'Customer shall give the following ', 'provide the following benefits to its ', 'deliver the documents to the ',
    'shall have 10 days to respond to a ', 'to provide the the ', 'to obtain the ', 'Shanghai to Contoso | ', 'from Boston to Harbor Tech ', 'to Christmas, '];
  for (const unit of units) {
    it(`"${unit}" repeated, classified after a preamble: linear`, () => {
      const result = readsLinearly((n) => {
        const text = `The Supplier ${unit.repeat(Math.ceil(n / unit.length))}shall.`;
        return () => classifyContract([
          { text: 'This Services Agreement is made between Northwind Traders Ltd ("Customer") and Contoso Ltd ("Supplier").', kind: 'sentence' },
          { text, kind: 'sentence' },
        ]);
      });
      expect(result.elements.length).toBe(2);
    });
  }
});

describe('hostile text: a group of two parties\' roles, its definition run on (h31n)', () => {
  // role-definitions.ts GROUP_DEFINITION ("In this Agreement, " before the term), NAMES_END and PLAIN_END (a second
  // definition after ", and"): each on runs of its near misses, then a contract of them classified whole.
  const units = ['In this Aa, ', ', and ', ', "', ' , and "', 'In this Agreement, "Aa" means the Aa, and ', 'the Partners, and '];
  for (const unit of units) {
    it(`the patterns on "${unit}" repeated: linear`, async () => {
      const { GROUP_DEFINITION, NAMES_END, PLAIN_END } = await import('../../../src/contracts/classify/role-definitions.js');
      const found = readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        const ends = `${text}x`;
        return () => [GROUP_DEFINITION, NAMES_END, PLAIN_END].map((re) => [re.test(text), re.test(ends)]);
      }, 100, 80_000);
      expect(found.length).toBe(3);
    });
    it(`"${unit}" repeated in a definition, classified after a preamble: linear`, () => {
      const result = readsLinearly((n) => {
        const text = `In this Agreement, "Members" means the Partners and the Backer${unit.repeat(Math.ceil(n / unit.length))}.`;
        return () => classifyContract([
          { text: 'This Members Agreement is made between Orla Quinn ("the Partners"), Fernside Capital Limited ("the Backer") and Quarry Row Limited ("the Venture").', kind: 'sentence' },
          { text, kind: 'sentence' },
          { text: 'No Member may pledge its units.', kind: 'sentence' },
        ]);
      });
      expect(result.elements.length).toBe(3);
    });
  }
});

describe('hostile text: joined unquoted terms, "claiming that", an inability after a phrase (h31n)', () => {
  // definitions.ts CAPITALISED (capitalised words joined by "of", "for" …), nature-relatives.ts RELATIVE (a phrase
  // after the noun: "over", "as to", "relating to" …) and RELATIVE_ON_OPENER ("<verb>ing that"). RELATIVE on its runs;
  // each unit classified whole as an opening and as the words before a modal.
  const units = ['Aa of ', 'Aa for the ', 'Aa ', 'any aa over the aa ', 'as to aa ', 'relating to ', 'claiming that ', 'A party claiming that aa '];
  for (const unit of units) {
    it(`RELATIVE on "${unit}" repeated: linear`, async () => {
      const { RELATIVE } = await import('../../../src/contracts/classify/nature-relatives.js');
      const found = readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => [RELATIVE.test(text), RELATIVE.test(`${text}x`), RELATIVE.test(`${text}that the `)];
      }, 100, 80_000);
      expect(found.length).toBe(3);
    });
    it(`"${unit}" repeated, classified before "means" and before a modal: linear`, () => {
      const result = readsLinearly((n) => {
        const run = unit.repeat(Math.ceil(n / unit.length));
        return () => classifyContract([
          { text: 'This contract is made between Riverbend Dairy Pty Ltd (Purchaser) and Coldstream Process Engineering Pty Ltd (Supplier).', kind: 'sentence' },
          { text: `${run}Aa means the date.`, kind: 'sentence' },
          { text: `A party ${run}must give notice.`, kind: 'sentence' },
          { text: `Any dispute ${run}that the parties cannot resolve shall be referred.`, kind: 'sentence' },
        ]);
      });
      expect(result.elements.length).toBe(4);
    });
  }
});

describe('hostile text: the modal after a relative clause\'s "cannot" (h31n)', () => {
  // nature-relatives.ts UNABLE_CLAUSE_GAP (read on at most 84 characters), on runs of its near misses; then classified.
  const units = [' cannot ', 'cannot a ', ' can not aa', 'a ', ' '];
  for (const unit of units) {
    it(`"${unit}" repeated: linear`, async () => {
      const { UNABLE_CLAUSE_GAP } = await import('../../../src/contracts/classify/nature-relatives.js');
      const result = readsLinearly((n) => {
        const run = unit.repeat(Math.ceil(n / unit.length));
        return () => [UNABLE_CLAUSE_GAP.test(run), UNABLE_CLAUSE_GAP.test(`${run},`), classifyContract([
          { text: 'This contract is made between Alder Ltd (Buyer) and Birch Ltd (Seller).', kind: 'sentence' },
          { text: `Any question that the Buyer${run}shall be put to the engineer.`, kind: 'sentence' },
        ]).elements.length];
      });
      expect(result[2]).toBe(2);
    });
  }
});

describe('hostile text: the patterns set 42\'s attributes changed (h31a42)', () => {
  // durations.ts's frequency word inside a name (NAME_WORD_AFTER) and seconds (DURATION), not-quantities.ts's KPI level,
  // "one-time" and an instrument's slashed number, definitions.ts's CAPITALISED (joining words) and LATER_TERM,
  // defined-persons.ts's NAMED_AFTER_MEANS, place-names.ts's TOWN_STATE (Australian states) and STREET_WORD_AFTER,
  // place-positions.ts's legal form "of" (LEGAL_FORM_OF, TOWN_CLOSES) and STREET_TOWN: each on its own repeated unit.
  const units = ['Annual Support ', 'Monthly ', 'within 30 seconds ', '30 30 ', 'KPI 2 ', 'one-time one-', 'Directive 2011/7/EU ', '2011/7/', 'Date for Practical for ', ', and "Service Credit" ', ', and "A', '"Student" means Tomas Reyes ', 'Aa Bb Cc ', 'Limited of Leeds ', 'Ltd of Aa, Victoria ', 'of Aa Bb, ', 'Wellington Street, ', 'Aa Street, Bb '];
  for (const unit of units) {
    it(`"${unit}" repeated, classified after a preamble: linear`, () => {
      const result = readsLinearly((n) => {
        const text = `"Charge" means ${unit.repeat(Math.ceil(n / unit.length))} means the fee.`;
        return () => classifyContract([
          { text: 'This Services Agreement is made between Northwind Traders Ltd ("Customer") and Contoso Consulting LLC ("Supplier").', kind: 'sentence' },
          { text, kind: 'sentence' },
        ]);
      });
      expect(result.elements.length).toBe(2);
    });
  }
  // The definition's own start: an unquoted term of many capitalised words and joining words, before "means".
  for (const unit of ['Date for ', 'Aa of Bb ']) {
    it(`"${unit}" opening a definition, repeated: linear`, () => {
      const result = readsLinearly((n) => {
        const text = `${unit.repeat(Math.ceil(n / unit.length))}Completion means the date.`;
        return () => classifyContract([{ text, kind: 'sentence' }]);
      });
      expect(result.elements.length).toBe(1);
    });
  }
});

describe('hostile text: the patterns set 42\'s categories changed (h31c42)', () => {
  // Each new or changed cue file's patterns on a near-miss unit: source code escrow, liquidated damages and "liable for
  // any", an acceptance period, a periodic report, payment as a time or a class of payers, an invoice value, a paid
  // amount (now strong), a licence to install software (category-cues-events.ts' land licence).
  const cases: (readonly [string, string])[] = [
    ['category-cues-software-escrow.js', 'deposit the source '],
    ['category-cues-software-escrow.js', 'source code in '],
    ['category-cues-software-escrow.js', 'escrow of the '],
    ['category-cues-liability-heads.js', 'liable for any '],
    ['category-cues-liability-heads.js', 'liable to the x for any delay '],
    ['category-cues-deliverable-acceptance.js', 'test the Acceptance '],
    ['category-cues-deliverable-acceptance.js', 'the Software Software '],
    ['category-cues-periodic-reports.js', 'send the Customer a monthly '],
    ['category-cues-periodic-reports.js', 'report of its '],
    ['category-cues-periodic-reports.js', 'after the end of each month '],
    ['category-cues-payment.js', 'so long as x pays the '],
    ['category-cues-payment.js', 'is current in its payment of the '],
    ['category-cues-payment.js', 'customers who pay the '],
    ['category-cues-amounts.js', 'pay the University '],
    ['category-cues-events.js', 'licence to install '],
  ];
  itReadsCueFilesLinearly(cases);
  for (const unit of ['licence to install the ', 'source code in escrow ', 'liable for any ', 'Acceptance Period test ', 'send the x a monthly report ', 'so long as x pays the fee ', 'net invoice value ']) {
    it(`a sentence of "${unit}" repeated, classified whole: linear`, () => {
      const result = readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => classifyContract([{ text: 'SOFTWARE LICENCE AGREEMENT', kind: 'title' }, { text: '6. SOURCE CODE ESCROW', kind: 'title' }, { text, kind: 'sentence', sectionTitle: '6. SOURCE CODE ESCROW' }]);
      });
      expect(result.elements.length).toBe(3);
    });
  }
});

describe('hostile text: the patterns of the twenty-fifth facts set\'s causes (h31f25)', () => {
  // party-details.ts OFFICE_FOR (an office and "for and on behalf of" on one line); contract-types.ts TITLE ("Letter of
  // Engagement"); recognizers.ts CODE_DIGITS_BEFORE_MONEY (a code's digits before money); institution-names.ts
  // CONVENTION_AFTER; agreement-terms.ts WORK_TIMED and TAKES (the work's start and length); date-kinds.ts CUE ("perform
  // the Services from") and BETWEEN_DATED (an "of" place with commas); facts.ts OTHER_DOCUMENT_DATED (100 characters after
  // "dated"), THIS_OR_EXTENDED (an old expiry after an earlier agreement's date) and AMOUNT (an estimated total value).
  // Each unit repeated in a sentence classified under a variation's title, so every facts rule reads it.
  const units = [
    'Director, for and on behalf of ', ', , for and on behalf of ', 'Letter of Engagement ', 'PH-40 EUR ', 'A-1 A-1 ', 'a-1  EUR 1 ',
    'UN Convention ', 'the work will start ', 'the services are expected to ', 'work will take ', 'services expected to take ',
    'perform the Services from ', 'a lease of Unit 7, ', 'the lease of a, b, dated ', 'a lease of X dated 1 May 2022 expiring on 30 April 2028 ',
    'estimate estimate ', 'estimated total value of ', 'is due to expire on ', 'was   set  to end on 1 May 2027 ', 'may end this lease on ', 'may  terminate the  agreement early  on ', 'Notices: Attention: with a copy of ',
  ];
  for (const unit of units) {
    it(`"${unit}" repeated, classified under a variation's title: linear`, () => {
      const result = readsLinearly((n) => {
        const text = `${unit.repeat(Math.ceil(n / unit.length))}£1,000 on 1 May 2027 for two (2) years.`;
        return () => classifyContract([{ text: 'LEASE VARIATION AGREEMENT', kind: 'sentence' }, { text, kind: 'sentence' }]);
      });
      expect(result.elements.length).toBe(2);
    });
  }
  it('a letter closing, place-and-date lines over company names and notices entry lines, thousands of them: linear', () => {
    const result = readsLinearly((n) => {
      const lines = Array.from({ length: Math.ceil(n / 80) }, (_, k) => [
        { text: 'Yours sincerely,', kind: 'sentence' as const },
        { text: 'Ann Lee', kind: 'sentence' as const },
        { text: `Director, for and on behalf of Aa${k} Limited`, kind: 'sentence' as const },
        { text: 'Krefeld, 14 June 2027', kind: 'sentence' as const },
        { text: `Bb${k} GmbH`, kind: 'sentence' as const },
        { text: `Supplier: Cc${k} Inc., 1 Main Street, Attention: Ann Lee, Director`, kind: 'sentence' as const },
      ]).flat();
      return () => classifyContract([{ text: 'SUPPLY AGREEMENT', kind: 'sentence' }, { text: 'Notices shall be sent to:', kind: 'sentence' }, ...lines]);
    });
    expect(result.elements.length).toBeGreaterThan(1);
  });
});

describe('hostile text: the patterns set 43\'s natures changed (h32n43)', () => {
  // role-definitions.ts ROLE_DEFINITION (an aside after "means"), roles.ts's event roles ("the disputing Party"),
  // nature-modals.ts PRESENT_PROMISE ("submits to" a forum, "domicilia") and LIEN ("hypothec"): each near miss repeated
  // inside the clause it would open, then classified after a preamble.
  const units = ['"Aa Party" means, for any call, ', 'means, aa ', ', for any call,', 'the disputing ', 'disputing Party ', 'submits to the ', 'submit to aa ', 'choose as their domicilia ', 'their respective ', 'shall have a hypothec ', 'a tacit aa '];
  for (const unit of units) {
    it(`"${unit}" repeated: linear`, () => {
      const result = readsLinearly((n) => {
        const run = unit.repeat(Math.ceil(n / unit.length));
        return () => classifyContract([
          { text: 'This Transit Agreement is made between Harbour Net Ltd ("Harbour") and Ridge Telecom SA ("Ridge"), each a "Party".', kind: 'sentence' },
          { text: `"Sending Party" means${run} the Party that sends it.`, kind: 'sentence' },
          { text: `The Sending Party ${run}shall pay the courts.`, kind: 'sentence' },
          { text: `Ridge ${run}jurisdiction of the courts.`, kind: 'sentence' },
        ]);
      });
      expect(result.elements.length).toBe(4);
    });
  }
});

describe('hostile text: the patterns set 43\'s attributes changed (h32a43)', () => {
  // addresses.ts's unit and estate before a numbered street (UNIT_AND_ESTATE, STREET_PART), place-of-making.ts's day of
  // making before "in" (the preamble's "this 18th day of January 2027 in"), institution-names.ts's court division before
  // and after the court (DIVISION_BEFORE_COURT, DIVISION_AFTER_COURT), an international organization
  // (INTERNATIONAL_ORGANIZATION), a head inside the agreement's own name (THIS_BEFORE, DOCUMENT_NAME_AFTER) and
  // not-quantities.ts's year's name (YEAR_NAME_BEFORE): each on its own repeated unit.
  const units = [
    'Unit 3, Aa Bb Park, ', 'Unit 3, Aa Bb Park, 21 ', '21 Aa Road, Unit 3, ', 'entered into this 18th day of January 2027 in ',
    'made on 1 May 2027 in Aa Bb, ', 'Aa Bb Division of the ', 'Aa Division of the High Court ', 'High Court, Aa Division, ',
    'International Aa Bb ', 'International Labour Organization for Aa ', 'World Aa Organisation of the ', 'This Aa Agency ',
    'This Collection Agency Services ', 'Year 1 ', 'YEAR 12 (',
  ];
  for (const unit of units) {
    it(`"${unit}" repeated, classified after a preamble: linear`, () => {
      const result = readsLinearly((n) => {
        const text = `The parties submit to ${unit.repeat(Math.ceil(n / unit.length))} Agreement.`;
        return () => classifyContract([
          { text: 'This Services Agreement is made between Northwind Traders Ltd ("Customer") and Contoso Consulting LLC ("Supplier").', kind: 'sentence' },
          { text, kind: 'sentence' },
        ]);
      });
      expect(result.elements.length).toBe(2);
    });
  }
});

// hostile text: set 43's call termination phrases (h32c43)
describe('hostile text: set 43\'s call termination phrases (h32c43)', () => {
  const cases: [string, string][] = [
    ['category-cues-call-termination.js', 'Terminating '],
    ['category-cues-call-termination.js', 'terminating terminating '],
    ['category-cues-call-termination.js', 'terminate the x '],
    ['category-cues-call-termination.js', 'terminate of the agreement '],
    ['category-cues-call-termination.js', 'calls that x '],
    ['category-cues-call-termination.js', 'traffic traffic terminated '],
    ['category-cues-call-termination.js', 'call x for '],
  ];
  itReadsCueFilesLinearly(cases);
  itClassifiesRepeatedLinearly('The Terminating Party shall terminate the calls ');
});

// hostile text: set 43's personal data by other names (h32c43)
describe('hostile text: set 43\'s personal data by other names (h32c43)', () => {
  const cases: [string, string][] = [
    ['category-cues-personal-data-named.js', 'access card '],
    ['category-cues-personal-data-named.js', 'full card '],
    ['category-cues-personal-data-named.js', 'card holder '],
    ['category-cues-personal-data-named.js', 'debtors '],
    ['category-cues-personal-data-named.js', 'information about a '],
    ['category-cues-personal-data-named.js', 'consumer credit '],
    ['category-cues-personal-data-named.js', 'Gramm-Leach '],
  ];
  itReadsCueFilesLinearly(cases);
  itClassifiesRepeatedLinearly('the full card number of the debtor information ');
});

// hostile text: set 43's card settlement and price cues (h32c43)
describe('hostile text: set 43\'s card settlement and price cues (h32c43)', () => {
  const cases: [string, string][] = [
    ['category-cues-card-settlement.js', 'hold back '],
    ['category-cues-card-settlement.js', 'hold back x from the '],
    ['category-cues-card-settlement.js', 'release the x '],
    ['category-cues-card-settlement.js', 'withhold '],
    ['category-cues-card-settlement.js', 'a fee for each '],
    ['category-cues-card-settlement.js', 'fee x for each chargeback '],
    ['category-cues-card-settlement.js', 'change the x '],
    ['category-cues-card-settlement.js', 'rent shall '],
    ['category-cues-card-settlement.js', 'add a x '],
    ['category-cues-card-settlement.js', 'council rates '],
    ['category-cues-card-settlement.js', 'Year 1 | '],
    ['category-cues-card-settlement.js', 'x | '],
  ];
  itReadsCueFilesLinearly(cases);
  itClassifiesRepeatedLinearly('We may hold back the settlements of your fees for each chargeback assessment rates levied ');
});

describe('hostile text: the patterns the review of session 30\'s first round changed (hrev26)', () => {
  // defined-persons.ts's NAMED_AFTER_MEANS (its title and apposition captures), durations.ts's NAME_WORD_AFTER (the
  // capitalised prepositions), not-quantities.ts's TIMES_AFTER, place-names.ts's STREET_WORD_AFTER ("St" before a name)
  // and TOWN_STATE (no capitalised word after the state), place-positions.ts's CALENDAR_WORD after STREET_TOWN,
  // category-cues-share-transfers.ts's HOLDER and "lieu", nature-modals.ts's objection lookahead in DEADLINE_DUTY_OBJECT,
  // category-cues-delivery.ts's CARRIED_TO: each on its own repeated unit inside a classified sentence.
  const units = ['"Aa" means Dr Aa Bb, a ', 'means Aa Bb ', 'Monthly In ', 'Monthly Per ', 'KPI 3 times ', 'KPI 3 ', 'London St Pancras ', 'London St. ',
    'of Aa Bb, Victoria Cc ', 'Park Lane, Mondays ', 'Mill Road, May, ', 'transfer its shares in the data ', 'shares in lieu of ', 'data centre subsidiary ',
    'shall have 10 days to provide a statement of ', 'submit any documents supporting its ', 'deliver the documents by hand ', 'deliver the accounts to the office '];
  for (const unit of units) {
    it(`"${unit}" repeated, classified after a preamble: linear`, () => {
      const result = readsLinearly((n) => {
        const run = unit.repeat(Math.ceil(n / unit.length));
        return () => classifyContract([
          { text: 'This Services Agreement is made between Northwind Traders Ltd ("Customer") and Contoso Ltd ("Supplier").', kind: 'sentence' },
          { text: `The Supplier ${run}shall.`, kind: 'sentence' },
          { text: `"Charge" means ${run}.`, kind: 'sentence' },
        ]);
      });
      expect(result.elements.length).toBe(3);
    });
  }
});

describe('hostile text: a party\'s name in a place\'s position (hrev26, party-not-place.ts PLACE_POSITION_BEFORE)', () => {
  for (const unit of ['in Sheffield ', 'to Sheffield | ', 'in  ']) {
    it(`"${unit}" repeated after a party named Sheffield Limited: linear`, () => {
      const result = readsLinearly((n) => {
        const run = unit.repeat(Math.ceil(n / unit.length));
        return () => classifyContract([
          { text: 'This Supply Agreement is made between Tees Valley Foods Ltd ("Buyer") and Sheffield Limited ("Seller").', kind: 'sentence' },
          { text: `The Seller shall deliver the goods ${run}Sheffield.`, kind: 'sentence' },
        ]);
      });
      expect(result.elements.length).toBe(2);
    });
  }
});

// hostile text: set 26's field, signer, renewal, body and date patterns (h33f26)
describe('hostile text: set 26\'s field, signer, renewal, body and date patterns (h33f26)', () => {
  const units: [string, string][] = [
    ['a schedule\'s item numbers with no field', 'Item 1 – Item 2 – Provider Item 3: '],
    ['slash labels with no name', 'Director/Company Secretary: director/company secretary '],
    ['a contact field\'s e-mail parts with no end', 'Member Contact: Aoife Byrne, a.b.c@d.e.f, x@y '],
    ['renewal openers with no verb', 'Thereafter, it Thereafter this Afterwards it '],
    ['the agreement\'s date field words', 'Agreement Date Date of Agreement: Contract date '],
    ['services provided from, no date', 'provide the services under this Contract from render the works from '],
    ['district and confederation heads with no name', 'Solid Waste District Confederation of Water District the '],
  ];
  for (const [what, unit] of units) {
    it(`${what} ("${unit.trim()}") repeated, one element and lines of it: linear`, () => {
      const result = readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length)).slice(0, n);
        const lines = text.match(/.{1,180}/gsu) ?? [];
        return () => classifyContract([{ text, kind: 'sentence' }, ...lines.slice(0, 200).map((line) => ({ text: line, kind: 'sentence' as const }))]);
      });
      expect(result.elements.length).toBeGreaterThan(1);
    });
  }
});

// hostile text: set 43's licences to operate, compliance, war zones, fraud watches and ends (h33c43)
describe('hostile text: set 43\'s licences to operate, compliance, war zones, fraud watches and ends (h33c43)', () => {
  const cases: [string, string][] = [
    ['category-cues-regulatory-licences.js', 'licensing '],
    ['category-cues-regulatory-licences.js', 'operating '],
    ['category-cues-regulatory-licences.js', 'loses the x '],
    ['category-cues-regulatory-licences.js', 'x\'s licence is '],
    ['category-cues-regulatory-licences.js', 'a-'],
    ['category-cues-compliance.js', 'The X shall comply with the '],
    ['category-cues-compliance.js', '(a) comply with '],
    ['category-cues-compliance.js', 'by the X shall '],
    ['category-cues-compliance.js', 'shall comply with all x '],
    ['category-cues-compliance.js', 'Data Security '],
    ['category-cues-compliance.js', 'Payment Card '],
    ['category-cues-hostile-acts.js', 'monitor x for '],
    ['category-cues-hostile-acts.js', 'monitor the x '],
    ['category-cues-hostile-acts.js', 'for x '],
    ['category-cues-hostile-acts.js', 'war risk '],
    ['category-cues-hostile-acts.js', 'exposed to the '],
    ['category-cues-ends.js', 'lets x '],
    ['category-cues-ends.js', 'after these '],
    ['category-cues-ends.js', 'for a period of x '],
  ];
  itReadsCueFilesLinearly(cases);
  it('a sentence of "The X shall comply with all laws and monitor the x for fraud after these terms lets its licence " repeated, classified whole: linear', () => {
    const unit = 'The X shall comply with all laws and monitor the x for fraud after these terms lets its licence ';
    const result = readsLinearly((n) => {
      const text = unit.repeat(Math.ceil(n / unit.length));
      return () => classifyContract([{ text, kind: 'sentence' }]);
    });
    expect(result.elements.length).toBe(1);
  });
});

describe('hostile text: data protection cues and terms that mean personal data (h34x44)', () => {
  // category-cues-data-protection.ts: each pattern on a near-miss unit repeated (a processor's engagement without "as
  // its processor", data sent without "outside the EEA", data that is subject to something, a change of nothing).
  itReadsCueFilesLinearly([
    ['category-cues-data-protection.js', 'engage the aa bb, cc & dd. as its '],
    ['category-cues-data-protection.js', 'transfer the aa data bb cc outside the '],
    ['category-cues-data-protection.js', 'data subject to data subjects '],
    ['category-cues-data-protection.js', 'changes or additions of the additions to '],
    ['category-cues-data-protection.js', 'records of the joint data '],
  ]);
  // defined-personal-data.ts's PERSONAL_DATA_MEANING: a definition whose meaning never reaches "personal data", and a
  // document defining many terms that do, each used everywhere (the reading holds the first MAX_TERMS terms).
  for (const unit of ['means the aa bb ', 'means any information relating to an identified or ', 'means personal ']) {
    it(`"${unit}" repeated in a definition, classified: linear`, () => {
      const result = readsLinearly((n) => {
        const run = unit.repeat(Math.ceil(n / unit.length));
        return () => classifyContract([
          { text: 'This Data Sharing Agreement is made between Northwind Traders Ltd ("Customer") and Contoso Ltd ("Supplier").', kind: 'sentence' },
          { text: `"Booking Data" ${run}data.`, kind: 'sentence' },
          { text: `The Supplier shall secure the Booking Data ${run}.`, kind: 'sentence' },
        ]);
      });
      expect(result.elements.length).toBe(3);
    });
  }
  it('a document defining many personal-data terms reads the first MAX_TERMS of them', async () => {
    const { MAX_TERMS } = await import('../../../src/contracts/classify/defined-term-reading.js');
    const { personalDataTerms } = await import('../../../src/contracts/classify/defined-personal-data.js');
    const { findDefinition } = await import('../../../src/contracts/classify/definitions.js');
    const term = (k: number) => `Data${String.fromCharCode(65 + (k % 26))}${String.fromCharCode(65 + Math.floor(k / 26))}`;
    const texts = Array.from({ length: 3 * MAX_TERMS }, (_, k) => `"${term(k)}" means the personal data of the members.`);
    expect(personalDataTerms(texts, texts.map((t) => findDefinition(t, true)))).toEqual(Array.from({ length: MAX_TERMS }, (_, k) => term(k)));
  });
});

describe('hostile text: a town after a venue or a legal form and a comma (h34x44)', () => {
  // place-names.ts's TOWN_STATE (the venue named with "the" before the town) and place-positions.ts's
  // LEGAL_FORM_THEN_COMMA (a cased position, tested again with what follows the town): each on its own repeated unit.
  for (const unit of ['at the Aa Bb Cc, ', 'at the Aa, Bb Cc, ', 'in the Aa, Bb, Nevadaa ', 'B.V., Aa ', 'Ltd, Aa Bb, Cc ', 'GmbH, Solicitors, ']) {
    it(`"${unit}" repeated, classified after a preamble: linear`, () => {
      const result = readsLinearly((n) => {
        const run = unit.repeat(Math.ceil(n / unit.length));
        return () => classifyContract([
          { text: 'This Services Agreement is made between Northwind Traders Ltd ("Customer") and Contoso Ltd ("Supplier").', kind: 'sentence' },
          { text: `The Expo will be held ${run}Nevada.`, kind: 'sentence' },
        ]);
      });
      expect(result.elements.length).toBe(2);
    });
  }
});

describe('hostile text: a described party, a defined term after an alias, "PARTY A" in capitals (h34n44)', () => {
  // described-parties.ts DESCRIBED (a description before a role bracket), preamble-names.ts' quoted aliases read again,
  // party-lexicon.ts DETERMINER_BEFORE: each on its near-miss unit in a preamble slot (timed at 20k/40k/80k characters).
  const units = ['and the company named on the ', 'the company named ', 'between the parties (the "Term") ', 'EACH PARTY A ', 'PARTY A PARTY B '];
  for (const unit of units) {
    it(`"${unit}" repeated in a preamble and a clause: linear`, () => {
      const result = readsLinearly((n) => {
        const run = unit.repeat(Math.ceil(n / unit.length));
        return () => classifyContract([
          { text: `These terms are agreed between Meadowgate Shows Ltd ("Party A") and ${run}form ("Stallholder").`, kind: 'sentence' },
          { text: `Each order shall be placed by Party B ${run}("Drawings").`, kind: 'sentence' },
          { text: `${run}MAKES NO WARRANTY.`, kind: 'sentence' },
        ]);
      });
      expect(result.elements.length).toBe(3);
    });
  }
});

describe('hostile text: a second duty after ", and in that event" or ", but" (h34n44)', () => {
  // natures.ts JOINED_EVENT_BEFORE (40 characters before each modal), nature-present-duties.ts COMMA_BUT (the first 400
  // characters of the clause) and the joined subject after a condition: each on its near-miss unit (20k/40k/80k).
  const units = [', and in that event ', ', and in that event will ', 'The Seller provides, but ', 'If a party may and shall not ', ', and then shall '];
  for (const unit of units) {
    it(`"${unit}" repeated after a preamble: linear`, () => {
      const result = readsLinearly((n) => {
        const run = unit.repeat(Math.ceil(n / unit.length));
        return () => classifyContract([
          { text: 'This Supply Agreement is made between Northwind Traders Ltd ("Buyer") and Contoso Ltd ("Seller").', kind: 'sentence' },
          { text: `The Buyer may cancel ${run}refund.`, kind: 'sentence' },
          { text: `The Seller provides transport${run}, but it is not responsible.`, kind: 'sentence' },
        ]);
      });
      expect(result.elements.length).toBe(3);
    });
  }
});

describe('hostile text: the patterns set 27\'s facts changed (h34f27)', () => {
  // name-grammar.ts's RECITAL_LETTER (Roman numerals) and slot-names.ts's ENTRY_NUMBER, company-names.ts's SIGNER_FOR,
  // preamble-names.ts's numbered entries under "between:", facts.ts's facility AMOUNT, PRICE_PER_AFTER, INCOME_THRESHOLD,
  // OFFER_DEADLINE and "ordered for", date-kinds.ts's "available from", recognizers.ts's BLOCK_ADDRESS / DISTRICT_AFTER,
  // agreement-terms.ts's COMPLETE_THEM / COMMENCED_BEFORE and INVOICE_LEAD_TIME: each on its own repeated unit.
  const units = ['II. AA ', 'Signed by Aa Bb for ', 'Aa Bb for ', '2. AA AS, ', 'facility limit ', 'facility with a limit of ', 'R420,00 per person ', 'income above ',
    'This offer lapses ', 'offer is open ', 'available from ', '4-2-18 Aa, ', '4-2-18 ', 'commence the works and complete them within ', 'will invoice the balance ', 'ordered for ',
    // party-details.ts's PARTY_NAME_CAPACITY and PARTY_ACCEPTS (under ACCEPTANCE_HEADING).
    'For Aa: Name: Aa Bb, Capacity: ', 'Name: ', 'ACCEPTANCE Aa accepts ',
    // facts.ts's definedPeriodEnd (FROM_BEFORE, SPAN_JOIN, DEFINED_PERIOD).
    'from 1 May 2029 through 31 July 2029 (the "Aa Period") ', 'from 1 May 2029 to ',
    // contract-types.ts's TITLE ("facility letter") and party-details.ts's DOCUMENT_WORDS.
    'FACILITY LETTER – ', 'Aa Facility Letter '];
  for (const unit of units) {
    it(`"${unit}" repeated, classified after a preamble: linear`, () => {
      const result = readsLinearly((n) => {
        const run = unit.repeat(Math.ceil(n / unit.length));
        return () => classifyContract([
          { text: 'This agreement is made between:', kind: 'sentence' },
          { text: `1. ${run}NIDAROS SCENE AS, hereinafter "the Promoter", and`, kind: 'sentence' },
          { text: `The Client shall pay ${run}£5 per day within 8 weeks before the date.`, kind: 'sentence' },
          { text: `Signed by ${run}ACME LIMITED`, kind: 'sentence' },
          { text: 'ACCEPTANCE', kind: 'sentence' },
          { text: `For the Client: Name: ${run}, Capacity: Director, who warrants ${run}.`, kind: 'sentence' },
        ]);
      });
      expect(result.elements.length).toBe(6);
    });
  }
});

// hostile text: taxes a party is liable for, forums submitted to, a court's division opening a sentence (hrev27)
describe('hostile text: taxes a party is liable for, forums submitted to, a court\'s division opening a sentence (hrev27)', () => {
  itReadsCueFilesLinearly([
    ['category-cues-liability-heads.js', 'liable for any stamp '],
    ['category-cues-liability-heads.js', 'liable to the x for any '],
  ]);
  const units: [string, string][] = [
    ['submissions to a forum never named', 'Each party submits itself to the decision of the exclusive '],
    ['submissions to an expert with no decision', 'The X submits to the Expert the Expert submits themselves to '],
    ['court divisions with no court', 'The Family Division of The Chancery Division of the '],
    ['court divisions before courts, each opening on "The"', 'The Family Division of the High Court The Chancery Division of the High Court '],
    ['the Services performed from no date', 'perform the Services from Jan perform the Services from 9.00 provide the Services from '],
    ['role fields with a title and e-mail parts with no end', 'Customer Representative: Joan Ibarra, Procurement Manager, a.b.c@d.e.f, x@y '],
    ['preamble dates before common words', 'made and entered into this 3rd day of March 2027 in Good Faith as of March 3, 2027 in '],
    ['signature blocks one under another', 'Mark Fenwick Director, for and on behalf of Aa Ltd Mark Fenwick Director, for and on behalf of '],
    ['acceptance lines with no signer', 'Agreed and accepted by: Accepted and agreed Agreed and accepted: '],
  ];
  for (const [what, unit] of units) {
    it(`${what} ("${unit.trim()}") repeated, one element and lines of it: linear`, () => {
      const result = readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length)).slice(0, n);
        const lines = text.match(/.{1,180}/gsu) ?? [];
        return () => classifyContract([{ text, kind: 'sentence' }, ...lines.slice(0, 200).map((line) => ({ text: line, kind: 'sentence' as const }))]);
      });
      expect(result.elements.length).toBeGreaterThan(1);
    });
  }
});

describe('hostile text: the patterns set 45\'s attributes changed (h36n45)', () => {
  // not-quantities.ts's BOX_NAME_BEFORE and STATUTE_WORD_BEFORE, institution-names.ts's SECRETARY_OF_STATE_FOR and the
  // new ROMANCE_BODY_HEADS, signatory-names.ts's SIGNED with a role in the plural: each on its own repeated unit.
  const units = ['Box 7 ', 'Box ', 'Law 3/2018 ', 'Organic Law ', 'Secretary of State for Aa ', 'Secretary of State for ',
    'Real Federación Aa de ', 'Federación ', 'and for Charterers by Aa Bb, ', 'for Owners by ',
    // natures.ts's OBJECT_AND_GAP / OBJECT_RUN_BREAK and object-natures.ts's SECOND_GRANTEE.
    'and Charterers promptly and ', 'Charterers and ', 'grants the Aa and the Bb ', 'and the Aa Bb Cc Dd '];
  for (const unit of units) {
    it(`"${unit}" repeated, classified after a preamble: linear`, () => {
      const result = readsLinearly((n) => {
        const run = unit.repeat(Math.ceil(n / unit.length));
        return () => classifyContract([
          { text: 'This Charter Party is made between Nordvik Shipping AS ("Owners") and Lumen Oil Pte Ltd ("Charterers").', kind: 'sentence' },
          { text: `Charterers shall pay at the rate in ${run}9.`, kind: 'sentence' },
          { text: `The Owners shall comply with ${run}2/2020 and the ${run}Justice.`, kind: 'sentence' },
          { text: `Signed for Owners by Kari Dahl, Manager, ${run}Wei Tan, Director.`, kind: 'sentence' },
          { text: `Owners shall notify the port ${run}shall keep a log.`, kind: 'sentence' },
          { text: `Owners hereby grants Charterers ${run}a licence to use the berth.`, kind: 'sentence' },
        ]);
      });
      expect(result.elements.length).toBe(6);
    });
  }
});

describe('hostile text: a charter party\'s words, others\' acts, kept books, exit lists (h36c45)', () => {
  // category-cues-charter-party.ts, category-cues-others-acts.ts, category-cues-kept-books.ts: each file's patterns on
  // near-miss units (20k/40k/80k characters).
  const cases: [string, string][] = [
    ['category-cues-charter-party.js', 'nominate x x x '],
    ['category-cues-charter-party.js', 'freight x '],
    ['category-cues-charter-party.js', 'lien on the x x for all x x '],
    ['category-cues-charter-party.js', 'liable for loss, delay, damage '],
    ['category-cues-charter-party.js', 'warrants that the x x is '],
    ['category-cues-others-acts.js', 'not liable for any acts of the x x '],
    ['category-cues-others-acts.js', 'answer the x x x '],
    ['category-cues-kept-books.js', 'keep a x x x '],
  ];
  itReadsCueFilesLinearly(cases);
  for (const unit of ['During the Exit Period x ', 'The Exit Plan shall include x ', '(a) exit ']) {
    it(`an exit lead-in and its item of "${unit}" repeated, classified whole: linear`, () => {
      const result = readsLinearly((n) => {
        const run = unit.repeat(Math.ceil(n / unit.length));
        return () => classifyContract([
          { text: '3. Exit Plan', kind: 'title' },
          { text: `${run}:`, kind: 'sentence' },
          { text: `(a) ${run}`, kind: 'sentence' },
        ]);
      });
      expect(result.elements.length).toBe(3);
    });
  }
});

describe('hostile text: a plain-text document\'s shape and paragraphs (h37txt)', () => {
  // readers/text-shape.ts reads every line once to choose the paragraph end; readers/text.ts then splits on it. Runs
  // of blank lines, of one-word lines, of tabs and spaces, and one line with no end: linear either shape.
  for (const unit of ['\n \t\n', 'x\n', ' \t', 'x \n\n', 'agree-\n']) {
    it(`a text of ${JSON.stringify(unit)} repeated, read as text/plain: linear`, () => {
      const read = readsLinearly((n) => {
        const bytes = new TextEncoder().encode(`Head\n${unit.repeat(Math.ceil(n / unit.length))}`);
        return () => readText(bytes);
      });
      expect(read.format).toBe('text');
    });
  }
});

describe('hostile text: identity-number brackets, position labels, "Signed for … by …", "S.C.", organ titles (h37f28)', () => {
  // identity-numbers.ts (IDENTITY_BRACKET), position-labels.ts (POSITION_LABEL), party-details.ts (SIGNED_FOR_BY),
  // company-names.ts (TOWN_THEN_SC, TOWN_LEAD), institution-names.ts (OFFICE_AFTER): each on near-miss units repeated,
  // classified whole.
  const units: [string, string][] = [
    ['an entry with near-miss identity brackets', '(2) Mr Aa Bb (NRIC No. S1 (passport 1 '],
    ['position labels without a name', 'First Party: the Second Party: '],
    ['signing lines without a signer', 'Signed for Aa Ltd by Signed on behalf of Bb by '],
    ['towns and S.C. forms', 'in Aa, S.C. Bb Cc, S.C. , Dd, S.C. '],
    ['organ titles', 'Management Board Member Supervisory Board Chair Board '],
  ];
  for (const [what, unit] of units) {
    it(`${what} ("${unit}") repeated, classified whole: linear`, () => {
      const result = readsLinearly((n) => {
        const run = unit.repeat(Math.ceil(n / unit.length));
        return () => classifyContract([
          { text: 'SERVICES AGREEMENT', kind: 'title' },
          { text: `This Agreement is made between: ${run}`, kind: 'sentence' },
          { text: `First Party: ${run}Aa Bb L.L.C. (the "Client")`, kind: 'sentence' },
          { text: `(2) Mr Aa Bb (NRIC No. S1234567A)${run}, of 1 Aa Road (the "Contractor").`, kind: 'sentence' },
          { text: `Signed for ${run} by Aa Bb, Director`, kind: 'sentence' },
        ]);
      });
      expect(result.elements.length).toBe(5);
    });
  }
  it('the identity bracket alone on 20k/40k/80k characters of its near miss: linear', async () => {
    const { IDENTITY_BRACKET } = await import('../../../src/contracts/classify/identity-numbers.js');
    readsLinearly((n) => {
      const text = '(NRIC No. 1'.repeat(Math.ceil(n / 11));
      return () => IDENTITY_BRACKET.test(text);
    }, 4000, 64_000, 20_000);
  });
});

describe('hostile text: a P&I club named, cash registers kept, technical data sent abroad, excused loss (hrev28)', () => {
  // category-cues-charter-party.ts (CLUB_NAME_NOT_SAID's lookahead), category-cues-kept-books.ts (the words before a
  // register, "cash"/"till" refused), category-cues-data-protection.ts (technical/technology/controlled data refused),
  // C4's excused loss after a bounded negation lookbehind: each file's patterns on near-miss units (20k/40k/80k
  // characters).
  const cases: [string, string][] = [
    ['category-cues-charter-party.js', 'protection and indemnity (P&I) '],
    ['category-cues-kept-books.js', 'keep the cash tills x '],
    ['category-cues-data-protection.js', 'transfer technical controlled x '],
    ['category-cues-data-protection.js', 'transfers of technology data x '],
    ['category-cues-charter-party.js', 'neither x liable for loss, delay arising from '],
  ];
  itReadsCueFilesLinearly(cases);
});

describe('hostile text: two covers before one insurance, a trade\'s permit, fire resistance (h38c)', () => {
  // categories.ts' Liability cue (its second lookahead: bounded words between "liability and" and "insurance") and
  // category-cues-regulatory-licences.ts ("licensed by/under" a body or rules, an agent's licence): near-miss units on
  // 20k/40k/80k characters.
  itReadsCueFilesLinearly([
    ['category-cues-regulatory-licences.js', 'licensed by the x '],
    ['category-cues-regulatory-licences.js', 'licensed under x-x '],
    ['category-cues-regulatory-licences.js', 'agent\'s '],
    ['category-cues-fire-resistance.js', 'fire-fire flame non-non-in '],
    ['category-cues-fees-deducted.js', 'deduct the x-x fees x '],
    ['category-cues-fees-deducted.js', 'withhold its '],
  ]);
  const units: [string, string][] = [
    ['liability and words', 'liability and x x '],
    ['liability or words', 'liability or '],
    ['apostrophes', 'liability & \'\'\'\' '],
  ];
  for (const [what, unit] of units) {
    it(`the Liability cue on ${what} ("${unit}") repeated: linear`, async () => {
      const { categoryPatterns } = await import('../../../src/contracts/classify/categories.js');
      const patterns = categoryPatterns().filter((re) => re.source.includes('liabilit(?:y|ies)'));
      expect(patterns.length).toBeGreaterThan(0);
      readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => patterns.map((re) => re.test(text));
      }, 100, 80_000);
    });
  }
});

describe('hostile text: a processor added to a line, a statutory register kept (h38rev)', () => {
  // category-cues-data-protection.ts (the lookahead after "add another processor" refusing a line, a plant, a machine),
  // category-cues-kept-books.ts and category-cues-audits.ts (statutory-registers.ts' lookahead after "register"): each
  // file's patterns on near-miss units (20k/40k/80k characters).
  const cases: [string, string][] = [
    ['category-cues-data-protection.js', 'add another processor to the x y '],
    ['category-cues-kept-books.js', 'keep the register of the x '],
    ['category-cues-audits.js', 'keeps the x register of the x '],
  ];
  itReadsCueFilesLinearly(cases);
});

describe('hostile text: a party given a thing before a joined modal (h38rev)', () => {
  // natures.ts's OBJECT_AND_GAP (an article and one word allowed before "and"), on its near-miss units.
  for (const unit of ['the Customer notice and ', 'the Customer a copy x and ', 'Customer the ']) {
    it(`"${unit}" repeated, classified after a preamble: linear`, () => {
      const result = readsLinearly((n) => {
        const run = unit.repeat(Math.ceil(n / unit.length));
        return () => classifyContract([
          { text: 'This Services Agreement is made between Northwind Traders Ltd ("Customer") and Contoso Consulting LLC ("Supplier").', kind: 'sentence' },
          { text: `The Supplier shall give ${run}shall not assign the contract.`, kind: 'sentence' },
        ]);
      });
      expect(result.elements.length).toBe(2);
    });
  }
});

describe('hostile text: a firm named "& Co" before its form, its party key (h38rev)', () => {
  // company-names.ts's AND_CO_FIRM and party-key.ts's kept "& Co", on near-miss units (20k/40k/80k characters).
  for (const unit of ['Aa & Co ', 'Aa Bb & ', 'Aa & Co. Aa ', 'Aa and Bb & Co, ']) {
    it(`"${unit}" repeated, names found: linear`, () => {
      readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => findNames(text);
      });
    });
  }
  it('a long firm name with "& Co LLP", its party key: linear', async () => {
    const { partyKey } = await import('../../../src/contracts/classify/party-key.js');
    readsLinearly((n) => {
      const text = `${'Aa & '.repeat(Math.ceil(n / 5))}Co LLP`;
      return () => partyKey(text);
    });
  });
});
