/**
 * Hostile text, by area (split from hostile-text.test.ts and hostile-session-29.test.ts; see helpers.ts for which file
 * takes which case): the first table, one long element of each pattern family of sessions 18–22 (every area
 * at once: the classifier read whole), and the loops over `[head, unit]` rows appended beside it.
 * Each describe keeps the engineer or convention it came from in its title or first comment.
 */
import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { within } from '../../../security/guard.js';
import { readsLinearly } from '../../../security/linear-time.js';
import { LENGTH, run } from './helpers.js';

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
