/**
 * Cue words of ordinary commercial clauses that the first cue list (`categories.ts`) lacked, found on the sixth blind
 * set (issue 18, h18b) and stated as rules about any contract: changing the contract, keeping the business running,
 * guarantees of a result, which document wins, an indemnity's defence, a party's liability for a claim or a penalty,
 * reimbursing costs, acceptance of a deliverable, a contract's own term. `categories.ts` reads them with its own
 * cues; each pattern is bounded (no nested quantifiers) so it stays linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';

/**
 * (Its comment is the one below, at its place in the list.) Exported: category-cue-lists.ts' STRONG_CUES reads it as naming a
 * warranty outright (h28cat11): a result or a quality guaranteed is the warranty itself, whatever else the sentence says.
 * A surety's promise said in the passive is none: "guarantees that all sums due by the Borrower will be paid", "that the
 * Subsidiary's obligations will be performed", "that the advance payment will be repaid" (money or another's
 * obligations paid or performed; hrev21). Nor a guarantee named by a relative clause, a verb right after "that" ("by a
 * bank guarantee that shall remain in force until ninety days after the final acceptance": the security, no promise;
 * h107cat, set 58). Each alternative of the lookahead is bounded (60 characters, no "." or ";").
 */
export const GUARANTEE_THAT: [RegExp, CategoryLabel] = [/\b(?:[Gg]uarantee[sd]?|GUARANTEE[SD]?)\s+(?:(?:to|TO)\s{1,3}(?:[Tt]he\s{1,3}|THE\s{1,3})?[A-Z][\w-]{0,30}(?:\s{1,3}[A-Z][\w-]{0,30})?\s{1,3})?(?:that|THAT)\b(?!\s+(?:shall|will|must|may|is|are|was|were|remains?|has|have|covers?|expires?|SHALL|WILL|MUST|IS|REMAINS?)\b|\s+(?:[Tt]he\s+|THE\s+)?[A-Z][\w-]*(?:\s[A-Z0-9](?![\w-]))?\s+(?:will|shall|WILL|SHALL)\s+(?:duly\s+|punctually\s+|DULY\s+|PUNCTUALLY\s+)?(?:pay|repay|perform|comply|observe|discharge|PAY|REPAY|PERFORM|COMPLY|OBSERVE|DISCHARGE)\b|[^.;]{0,60}?\b(?:sums?|amounts?|mone(?:y|ys|ies)|payments?|obligations|liabilities|debts?|rent|loans?|advances?)\b[^.;]{0,60}?\b(?:will|shall)\s+be\s+(?:duly\s+|punctually\s+)?(?:paid|repaid|performed|discharged|met)\b)/, 'Warranties'];

export const COMMERCIAL_CUES: readonly [RegExp, CategoryLabel][] = [
  // Changing the contract or what it covers: a change request, changes to the terms or the specification, a
  // variation (UK and Australian usage for an amendment; not a variation *in* anything but the scope, the services, the
  // works, the specification or the terms: "natural variations in the colour of the timber" are differences, and not a
  // variation of a price, a quantity or a rate).
  [/\bchange\s+requests?\b|\bchanges?\s+to\s+(?:this|these|the)\s+(?:agreement|contract|terms|specifications?|scope)\b|\bchange\s+(?:this|these)\s+(?:agreement|contract|terms)\b|\bvariations?\b(?!\s+in\s+(?!(?:the\s+)?(?:scope|services|works|specifications?|terms)\b)|\s+of\s+(?:the\s+)?(?:price|rate|quantit|exchange|temperature|output))/i, 'Amendments'],
  // A result guaranteed ("guarantees that the System will generate", "does not guarantee that", "the guaranteed
  // output"): a warranty of performance. A guarantee of another's debts says "guarantees to" or "the obligations", or
  // guarantees that a party will pay or perform ("The Guarantor guarantees that the Tenant will perform its covenants"):
  // a surety's promise, not a warranty. The party is a capitalised name, so this pattern is case-sensitive: under the
  // `i` flag `[A-Z]` took any word, and "guarantees that it will perform" or "that the goods will comply" (a result of
  // one's own) read as a surety's promise. (issue 18, h106c83) The promise may name its addressee between ("Party A
  // declares and guarantees to Party B that:", "guarantees to the Buyer that the goods are new"): table 2.1's paired
  // promise "declares and guarantees that" is the same warranty made to that party; a surety's promise stays out.
  GUARANTEE_THAT,
  [/\bdo(?:es)?\s+not\s+guarantee\b|\bguaranteed\s+(?:output|performance|availability|levels?|minimum|yield|savings)\b/i, 'Warranties'],
  // Which of two documents applies when they disagree ("If these terms and the proposal are inconsistent, the proposal
  // applies"; "If this Agreement conflicts with any statement of work, this Agreement controls"). What conflicts must be
  // a document: an engagement that "conflicts with the Client's interests" while a restriction "applies" is no precedence.
  // (issue 18, h111cat) A master agreement, a service level agreement and a rider by their usual names ("If any term of
  // this SOW conflicts with the MSA, the MSA governs"; "conflicts with the technical rider, the technical rider governs").
  [/\b(?:are|is)\s+inconsistent\b[^.;]{0,80}?\b(?:applies|apply|controls?|governs?|prevails?)\b|\bconflicts?\s+with\s+(?:any|the|this|a)\s+(?:[\w-]+\s+){0,2}?(?:agreement|contract|terms|conditions|schedules?|statements?|orders?|sow|msa|sla|riders?|documents?|proposals?|annex(?:es)?|appendix|appendices|exhibits?|provisions?|polic(?:y|ies)|specifications?|quotations?|leases?|licen[cs]es?)\b[^.;]{0,80}?\b(?:controls?|governs?|applies)\b/i, 'Order of Precedence'],
  // So does "differ" with the document that governs ("Where the schedule and these terms differ, the schedule governs
  // as to prices"; "if the two versions disagree, the English text controls") (issue 18, h23s25). Bounded: linear.
  [/\b(?:differ|disagree)s?\b[^.;]{0,80}?\b(?:controls?|governs?|prevails?)\b/i, 'Order of Precedence'],
  // (issue 18, h111cat) So does a document that "says something different from" the terms ("If the Hire Schedule says
  // something different from these terms, the Hire Schedule applies"), and a conflict named before the document that
  // controls without naming the other ("in the event of a conflict this Agreement shall control over the Rate
  // Confirmation"). Sets 1–87: 5 such sentences, all Order of Precedence (4 missed). Bounded: linear.
  [/\b(?:says?|states?|provides?)\s+(?:something|anything)\s+different\s+from\s+(?:these|this|the)\b[^.;]{0,80}?\b(?:controls?|governs?|prevails?|applies)\b|\bin\s+the\s+event\s+of\s+(?:a|any)\s+conflict(?:\s*,)?\s+(?:this|the)\s+(?!laws?\b)(?:[\w-]+\s+){1,3}?(?:shall\s+|will\s+)?(?:controls?|governs?|prevails?|applies)\b/i, 'Order of Precedence'],
  // A complaints procedure is how a consumer's disputes are settled ("Formal complaints are heard under our complaints
  // policy", "our Complaints Procedure ends with an appeal"): Dispute Resolution. Answering complaints is not (a service).
  [/\bcomplaints?\s+(?:procedures?|polic(?:y|ies)|process(?:es)?|scheme)\b|\bformal\s+complaints?\b/i, 'Dispute Resolution'],
  // Defending the other party against a claim is the indemnity's duty of defence ("shall defend Reseller against any claim").
  [/\bdefend\s+(?:and\s+\w+\s+)?(?:the\s+)?[\w-]+\s+(?:\w+\s+){0,3}?(?:against|from)\s+(?:any|all|each|every)\s+(?:[\w-]+\s+)?(?:claims?|actions?|suits?|proceedings)\b/i, 'Indemnification'],
  // Being liable (or not) for a claim, a penalty or a fine is liability, as for a loss ("shall not be liable for any
  // Claim unless", "shall be liable for penalties and interest").
  [/\bliable\s+(?:to\s+(?:the\s+)?\w+\s+)?for\s+(?:any\s+|all\s+|a\s+)?(?:the\s+)?(?:claims?|penalties|fines)\b/i, 'Liability'],
  // Reimbursing costs or expenses is paying them back; arrears are sums unpaid ("pursue arrears", "monthly in arrears").
  [/\breimburs|\barrears\b/i, 'Payment Terms & Billing'],
  // A tariff is the price of energy, water or carriage ("at the Tariff of KES 14.20 per kWh"); the consideration for
  // shares or a business is their price ("consideration shall be given to" a proposal is deliberation, no price).
  [/\btariffs?\b|\b(?:consideration|purchase\s+price)\s+(?:for\s+(?:the\s+)?(?:[\w-]+\s+){1,3}?)?(?:is|shall\s+be|will\s+be)\b(?!\s+(?:given|had|taken)\b)/i, 'Pricing & Taxes'],
  // Testing, accepting or rejecting a deliverable, and the work product handed over, are the deliverables' subject.
  [/\b(?:test|accept|reject|resubmit|correct)\w*\s+(?:the\s+|each\s+|any\s+|a\s+)?deliverables?\b|\bdeliverables?\s+(?:is|are|shall\s+be|will\s+be)\s+(?:deemed\s+)?(?:accepted|rejected)\b|\bwork\s+product\b/i, 'Deliverables'],
  // The contract's own length ("has a term of twenty (20) years", "an initial term of five years") and its end ("If
  // this agreement ends"); not a warranty's or a guarantee's ("The warranty has a term of twelve months": Warranties).
  [/\b(?:initial\s+)?term(?<!\b(?:warrant(?:y|ies)|guarantee|defects\s{1,64}liability)\s{1,64}(?:(?:has|have|with|for)\s{1,64})?(?:(?:a|an)\s{1,64})?term)\s+of\s+(?:[\w-]+\s+){1,2}?(?:\(\d{1,3}\)\s+)?(?:years?|months?)\b|\b(?:agreement|contract)\s+(?:ends|ended|has\s+ended)\b/i, 'Term & Termination'],
  // A party's own contractors are its subcontractors, and so are a reseller's or distributor's sub-resellers. A
  // contractor a party must use for works only once the other approves or nominates it ("must use a fit-out contractor
  // approved by the Lessor") is one it engages under the other's control (h66c53: set 53; no set labels it otherwise).
  [/\b(?:procure\s+that|ensure\s+that)\s+(?:its|their|every|each|all)\s+(?:[\w-]+\s+)?contractors?\b|\bcontractors?\s+(?:engaged|appointed|retained|approved|nominated)\s+(?:(?:in\s+writing\s+)?by|for)\b|\bsub-?(?:resellers?|distributors?|agents?|brokers?)\b/i, 'Subcontracts'],
  // The services a document describes are the scope of the engagement ("shall provide the services described in
  // Schedule 1", "will provide the consulting services set out in the proposal").
  [/\b(?:provide|perform|carry\s+out|deliver)\s+(?:the\s+|all\s+)?(?:[\w-]+\s+){0,2}?services\s+(?:as\s+)?(?:described|set\s+out|specified|listed|detailed)\s+in\b/i, 'Scope of Work'],
  // The people a party puts on the work: a dedicated manager or administrator, key personnel, and replacing them.
  [/\bdedicated\s+(?:[\w-]+\s+){0,2}?(?:manager|administrator|team|staff|consultant|engineer|person|account\s+manager)s?\b|\bkey\s+personnel\b|\breplac(?:e|es|ed|ing|ement)\s+(?:of\s+)?(?:that|the|any|a|such)\s+(?:[\w-]+\s+){0,2}?(?:person|personnel|individual|manager|administrator|consultant|engineer)s?\b/i, 'Responsibilities'],
  // Keeping records or systems secure and protecting them with security measures; recalling an unsafe product (not
  // recalling staff, nor "the parties recall that", a recital's remembering).
  [/\b(?:keep|kept|keeps|store[sd]?|hold|held)\s+(?:[\w-]+\s+){0,5}?secure\b|\bsecure\s+(?:repository|storage|location|servers?|facilit(?:y|ies))\b|\bsecurity\s+(?:measures|controls|standards|requirements)\b|\brecall(?:s|ed)?\b(?!\s+(?:of\s+)?(?:staff|personnel|employees)|\s+that\b)/i, 'Safety and Security'],
];

/** Words that take a cue word into another category's sense. */
export const COMMERCIAL_VETOES: readonly [RegExp, CategoryLabel][] = [
  // Indemnity insurance is insurance ("professional indemnity insurance"), as liability insurance is.
  [/\bindemnity\s+(?:and\s+[\w-]+\s+)?insurance\b/i, 'Indemnification'],
  // A tax liability is a tax owed, not a liability between the parties.
  [/\btax\s+liabilit/i, 'Liability'],
  // A licensed trade ("a licensed recycler") and a licence to enter land ("a licence to access the Site") are no
  // intellectual property.
  [/\b(?:a|an)\s+(?:duly\s+)?licensed\s+[a-z]|\blicen[cs]e\s+to\s+(?:access|enter|occupy)\b/, 'Intellectual Property'],
];
