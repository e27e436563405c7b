/**
 * docs/contract-labels.md (issue 18, h22guide) shows what parley answers for each of its example sentences. This file
 * holds those examples and classifies each one, and it reads the guide both ways: every example here is written in the
 * guide with the labels parley gives, and every `sentence` → labels pair in the guide is one of them. So the guide
 * cannot drift from the code: a rule that changes an example's labels fails here, and the guide is updated with it.
 * Sentences written for the guide, not taken from a labelled set or the real response.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { classifyContract, type ElementInput } from '../../src/contracts/classify/index.js';
import { CompareComplyV1 } from '../../src/contracts/index.js';

interface Example {
  /** The element whose labels the guide shows. */
  readonly text: string;
  /** Its section title, when the example is about titles. */
  readonly sectionTitle?: string;
  /** Elements before it (a preamble, a lead-in), when the example is about context. */
  readonly before?: readonly string[];
  /** What the guide writes after the arrow. */
  readonly shown: string;
}

const PREAMBLE = 'This Services Agreement is made between Northwind Traders Ltd ("Customer") and Contoso Consulting LLC ("Supplier").';
/** A couple and a person as the parties, for the personal pronouns' row (h24s26n). */
const CARER = 'This agreement is made between Daniel and Ruth Okoye of 4 Mill Lane, Leeds (together "the Family") and Agnes Byrne of 7 Park Row, Leeds ("the Carer").';

/** Two people under one unquoted alias beside a company, for the "they" row (h26s30n). */
const PAIR = 'This agreement is made between Harlow Orchards Ltd of Ledbury (Grower) and Sam Ward and Lily Ward, trading as Ward Pruning, of Hereford (together, Pruner).';

/** A group of people in a schedule as one party in the plural, for the C38 and C39 rows (h30n39). */
const VENDORS = '(1) THE INDIVIDUALS listed in Schedule 1 (the "Vendors");';
/** Three parties, two of whose roles a definition groups, for the C44 row (h31n). */
const MEMBERS = 'This Members Agreement is made between Orla Quinn and Dev Patel (together "the Partners"), Fernside Capital Limited ("the Backer") and Quarry Row Limited ("the Venture").';

/** Parties entering into a translated agreement under one collective alias, for the C80 row (h70n55). */
const COMMITTEE = 'Kestrel Co. (hereinafter "Kestrel") and Tobi Inc. (hereinafter "Tobi") (each a "Member" and together the "Members") enter into this agreement as follows.';

/** (h118c91) C281–C283's examples: a shop and a weaver. */
const LOOM = 'This agreement is between Loom House Ltd ("the Shop") and Ana Ruiz ("the Weaver").';
/** (h118ref) C289's example: a music school and a pupil's parent. */
const MUSIC_SCHOOL = 'This agreement is between Harbour Music School Ltd ("the School") and the pupil\'s parent ("the Parent").';
/** (h121t95) C315's example: two people, the Shepherd "he" by his sheep. */
const SHEEP = 'This agreement is made between Agnese Rossi, of Lucca ("the Landowner"), and Bruno Conti, of Pescia ("the Shepherd").';
/** (h122e96) C322's examples: two herders, a lead-in of things let and "he" by his own herd. */
const HERDERS = 'This agreement is made between Tuya Bold (the "Well Keeper") and Nomin Dash (the "Grazier").';
/** C219's first-person preamble (issue 18, h109n86). */
const WE_MEMBERS = 'We, the ten women whose names appear at the end of these rules (each a "Member" and together the "Members"), set up a savings club in Leeds and agree to these rules.';
/** A deed's party rows and the sentence giving them one collective alias, for the C194 row (issue 18, h107n84). */
const DEED_ROWS = [
  'THIS DEED is made at Leeds on 3 May 2041 between:',
  '1. Imran Qureshi of Leeds (hereinafter called the "FIRST PARTY");',
  '2. Tahir Malik of Bradford (hereinafter called the "SECOND PARTY"); and',
  '3. Sadia Noor of York (hereinafter called the "THIRD PARTY").',
  'The FIRST PARTY, the SECOND PARTY and the THIRD PARTY are hereinafter together called the "Members".',
];

const EXAMPLES: readonly Example[] = [
  // Natures
  { text: 'The Supplier shall deliver the monthly reports.', shown: 'Obligation/Supplier · Communication, Deliverables · Duration "monthly"' },
  { text: 'The Buyer agrees to pay the invoice within thirty (30) days of receipt.', shown: 'Obligation/Buyer · Payment Terms & Billing · Duration "within thirty (30) days"' },
  { text: 'Each party submits to the exclusive jurisdiction of the courts of Dublin.', shown: 'Obligation/Multiple Parties · Dispute Resolution · Location "Dublin"' },
  { text: 'The Supplier declares and guarantees that it holds good title to the equipment.', shown: 'Obligation/Supplier · Warranties' },
  { text: 'The Supplier may enter the site from 7 am and must leave it locked by 8 pm.', shown: 'Right/Supplier, Obligation/Supplier · Asset Use · DateTime "7 am", DateTime "8 pm"' },
  { text: 'The Supplier gives a warranty of twelve (12) months on its work.', shown: 'Obligation/Supplier · Warranties · Duration "twelve (12) months"' },
  { text: 'The Customer may inspect the work at any time.', shown: 'Right/Customer · Audits' },
  { text: 'The Licensor grants the Licensee a non-exclusive licence to use the Software.', shown: 'Right/Licensee · Asset Use, Intellectual Property' },
  { text: 'The Customer entrusts to the Supplier the running of its canteen.', shown: 'Right/Supplier · no category' },
  { text: 'The Landlord lets the Tenant the storage shed behind the shop.', shown: 'Right/Tenant · no category' },
  { text: 'Neither party shall assign this Agreement.', shown: 'Exclusion/Multiple Parties · Assignments' },
  { text: 'The Supplier shall not subcontract any of its obligations without the Customer\'s prior written consent.', shown: 'Exclusion/Supplier · Communication, Subcontracts' },
  { text: 'Neither party shall be liable for any delay caused by a flood.', shown: 'Exclusion/Multiple Parties · Force Majeure' },
  { text: 'The Supplier makes no warranty that the software is error-free.', shown: 'Disclaimer/Supplier · Warranties' },
  { text: 'Neither party shall be required to disclose its source code.', shown: 'Disclaimer/Multiple Parties · no category' },
  { text: 'The Supplier is not expected to attend the board meetings.', shown: 'Disclaimer/Supplier · no category' },
  { text: 'The Customer does not need to supply any tools.', shown: 'Disclaimer/Customer · no category' },
  { text: '"Services" means the consulting services described in Schedule 1.', shown: 'Definition/None · no category · DefinedTerm "Services", Number "1"' },
  // No type
  { text: 'This Agreement shall be governed by the laws of England.', shown: 'no type · Dispute Resolution · Location "England"' },
  { text: 'Interest shall accrue on late payments.', shown: 'no type · Payment Terms & Billing' },
  { text: 'Every heater you bring must carry a safety label.', shown: 'no type · Safety and Security' },
  // (h120t94) an order to the reader binds no party: sets 1–93's majority (23 sets none, 2 typed; the two relabelled).
  { text: 'Do not smoke in the car.', before: ['These terms are between Harbour Cars Ltd ("we") and the hirer ("you").'], shown: 'no type · Safety and Security' },
  { text: 'The Supplier acknowledges and agrees that the Customer owns the data.', shown: 'no type · no category' },
  { text: 'The Supplier shall (if the Customer so requests) provide a backup copy.', shown: 'Obligation/Supplier · no category' },
  // (h120conv) the contract's own copy kept and a risk "you" takes: no duty (sets 1–93's majority; the minority relabelled).
  // (h120rr #9) an example the rule decides: without COPY_KEPT it is the parties' Obligation.
  { text: 'Two copies of this agreement are made, and each party keeps a copy after both have signed them.', shown: 'no type · no category · Number "Two"' },
  { text: 'The lake has no lifeguard, so you swim at your own risk.', shown: 'no type · Liability' },
  // Parties
  { text: 'Both parties shall keep the minutes of each meeting.', shown: 'Obligation/Both Parties · no category' },
  { text: 'The parties shall meet once a quarter.', shown: 'Obligation/Multiple Parties · no category' },
  { text: 'Either side may end this agreement on one month\'s notice.', shown: 'Right/Multiple Parties · Communication, Term & Termination · Duration "one month"' },
  { text: 'No Vendor shall solicit any employee of the Company.', before: [VENDORS], shown: 'Exclusion/Vendors · no category' },
  { text: 'The Covenantors shall not be liable for any claim below £5,000.', before: [VENDORS, '"Covenantors" means the Vendors named in Part 3 of Schedule 1.'], shown: 'Exclusion/Covenantors · Liability · Currency "£5,000"' },
  { text: 'No Member may pledge its units to a lender.', before: [MEMBERS, '"Members" means the Partners and the Backer.'], shown: 'Exclusion/Multiple Parties · no category' },
  { text: 'Either the Customer or the Supplier may end this agreement on one month\'s notice.', shown: 'Right/Multiple Parties · Communication, Term & Termination · Duration "one month"' },
  { text: 'Northwind Traders Ltd shall pay the fees.', before: [PREAMBLE], shown: 'Obligation/Customer · Payment Terms & Billing · Organization "Northwind Traders Ltd"' },
  { text: 'It shall also pay the expenses.', before: [PREAMBLE, 'Northwind Traders Ltd shall pay the fees.'], shown: 'Obligation/Customer · Payment Terms & Billing' },
  { text: 'She must lock the back door at night.', before: [CARER, 'The Family will heat the spare bedroom.'], shown: 'Obligation/Carer · no category' },
  { text: 'They must bring their own ladders.', before: [PAIR], shown: 'Obligation/Pruner · no category' },

  { text: 'You must return the keys by noon.', before: ['In these terms "you" means the person named as the renter on the order form (the "Renter").'], shown: 'Obligation/Renter · Asset Use' },
  { text: 'The Supplier\'s manager shall attend the meetings.', shown: 'no type · no category' },
  { text: 'Supplier Personnel will wear badges.', shown: 'no type · no category' },
  { text: 'The assigned work shall be completed by the Supplier.', shown: 'Obligation/Supplier · no category' },
  // Lists
  { text: '(a) keep records of the work;', before: ['The Supplier shall:'], shown: 'Obligation/Supplier · Audits' },
  { text: '(b) the Customer may audit them.', before: ['The Supplier shall:', '(a) keep records of the work;'], shown: 'Right/Customer · Audits' },
  { text: 'b) not to move the equipment.', before: ['The Customer is obliged in particular:'], shown: 'Exclusion/Customer · Asset Use' },
  { text: '(a) to repaint the hall, and not to close it during repairs;', before: ['The Supplier undertakes:'], shown: 'Obligation/Supplier, Exclusion/Supplier · no category' },
  // Categories
  { text: 'This Agreement may be amended only by a written document signed by both parties.', shown: 'no type · Amendments' },
  { text: 'This Amendment is effective on signature.', shown: 'no type · no category' },
  { text: 'The Tenant may use the Premises only as an office.', shown: 'Right/Tenant · Asset Use' },
  { text: 'The Supplier shall return all equipment provided by the Customer on termination.', shown: 'Obligation/Supplier · Asset Use, Term & Termination' },
  { text: 'The assigned work shall be completed by the Supplier.', shown: 'Obligation/Supplier · no category' },
  { text: 'The Customer may not assign this Agreement without the other party\'s written consent.', shown: 'Exclusion/Customer · Assignments, Communication' },
  { text: 'The Supplier shall not assign this Agreement without the Customer\'s consent.', shown: 'Exclusion/Supplier · Assignments' },
  { text: 'The Customer may audit the Supplier\'s records once a year.', shown: 'Right/Customer · Audits' },
  { text: 'The Supplier shall keep its own records of the work.', shown: 'Obligation/Supplier · Audits' },
  { text: 'If the Host sells the property, it must require the buyer to assume this agreement.', shown: 'no type · Business Continuity' },
  { text: 'The Bureau shall keep a tested disaster recovery plan for its payroll system.', shown: 'no type · no category' },
  { text: 'The Contractor shall notify the Owner in writing of any delay.', shown: 'Obligation/Contractor · Communication' },
  { text: 'The Consultant shall keep confidential all information received from the Client.', shown: 'Obligation/Consultant · Confidentiality' },
  { text: 'The Supplier shall keep all customer data secure and encrypted.', shown: 'Obligation/Supplier · no category' },
  { text: 'The Customer may test the Deliverables before acceptance.', shown: 'Right/Customer · Deliverables' },
  { text: 'The Developer shall deliver the source code and user manuals on completion.', shown: 'Obligation/Developer · no category' },
  { text: 'The Supplier shall ship the Goods to the Buyer\'s warehouse by 1 March 2026.', shown: 'Obligation/Supplier · Delivery · DateTime "1 March 2026"' },
  { text: 'The Supplier shall invoice Buyer upon shipment.', shown: 'Obligation/Supplier · Payment Terms & Billing' },
  { text: 'Any dispute between the parties shall be referred to arbitration in London.', shown: 'no type · Dispute Resolution · Location "London"' },
  { text: 'Neither party shall be liable for any failure to perform caused by events beyond its reasonable control.', shown: 'Exclusion/Multiple Parties · Force Majeure' },
  { text: 'The Supplier shall not be liable for delay caused by a strike.', shown: 'Exclusion/Supplier · Force Majeure' },
  { text: 'The Supplier shall indemnify the Customer against all third-party claims.', shown: 'Obligation/Supplier · Indemnification' },
  { text: 'The Supplier shall maintain professional indemnity insurance of £5,000,000.', shown: 'Obligation/Supplier · Insurance · Currency "£5,000,000"' },
  { text: 'The Supplier shall maintain public liability insurance.', shown: 'Obligation/Supplier · Insurance' },
  { text: 'All intellectual property rights in the Deliverables shall vest in the Customer.', shown: 'no type · Intellectual Property' },
  { text: 'The Licensee may sublicense the Software to its Affiliates.', shown: 'Right/Licensee · Intellectual Property' },
  { text: 'The Supplier shall hold the licence required to operate the site.', shown: 'Obligation/Supplier · Responsibilities' },
  { text: 'The Supplier is not liable for any loss of profit.', shown: 'Disclaimer/Supplier · Liability' },
  { text: 'In the event of conflict, the terms of this Agreement shall prevail over the Purchase Order.', shown: 'no type · Order of Precedence' },
  { text: 'The Customer shall reimburse the Supplier\'s travel expenses.', shown: 'Obligation/Customer · Payment Terms & Billing' },
  { text: 'The Customer shall pay the fees plus VAT at 20%.', shown: 'Obligation/Customer · Pricing & Taxes · Percentage "20%"' },
  { text: 'The Customer shall remit all tax payments to the authority.', shown: 'Obligation/Customer · Pricing & Taxes' },
  { text: 'The Processor shall process personal data only on the Customer\'s documented instructions.', shown: 'Obligation/Processor · Privacy' },
  { text: 'The Customer shall provide the names of its employees.', shown: 'Obligation/Customer · no category' },
  { text: 'The Supplier shall supervise and train its personnel.', shown: 'Obligation/Supplier · Responsibilities' },
  { text: 'The Owner shall provide the Engineer with the site surveys.', shown: 'Obligation/Owner · no category' },
  { text: 'The Contractor shall wear protective equipment on the site.', shown: 'Obligation/Contractor · Asset Use, Safety and Security' },
  { text: 'Installation is not part of the Services unless an order says so.', shown: 'no type · Scope of Work' },
  { text: 'The Contractor shall carry out and complete the extension.', shown: 'Obligation/Contractor · no category' },
  { text: 'The Supplier shall not subcontract the Services.', shown: 'Exclusion/Supplier · Subcontracts' },
  { text: 'The Publisher may sublicense the translation rights to a local printer.', shown: 'Right/Publisher · Intellectual Property' },
  { text: 'Either party may terminate this Agreement on thirty (30) days\' written notice.', shown: 'Right/Multiple Parties · Communication, Term & Termination · Duration "thirty (30) days"' },
  { text: 'The Owner may end this charter at once if the Charterer becomes insolvent.', shown: 'Right/Owner · Term & Termination' },
  { text: 'The Supplier warrants that the Goods will be free from defects for twelve months.', shown: 'Obligation/Supplier · Warranties · Duration "twelve months"' },
  { text: 'The Supplier shall repair any defect in the Goods free of charge.', shown: 'Obligation/Supplier · Warranties' },
  { text: 'The Supplier shall cooperate with the Customer\'s auditors.', shown: 'Obligation/Supplier · no category' },
  // Titles
  { text: 'The Recipient shall not disclose the terms to any person.', shown: 'Exclusion/Recipient · no category' },
  { text: 'The Recipient shall not disclose the terms to any person.', sectionTitle: '12. Confidentiality', shown: 'Exclusion/Recipient · Confidentiality' },
  { text: 'The Seller shall pack the goods in sealed crates.', sectionTitle: '7. Delivery', shown: 'Obligation/Seller · Delivery' },
  // C76 (h61conv): a buyer bound to take the contract over on a sale, Business Continuity alone under an Assignment heading too.
  { text: 'If the Supplier sells its business, it shall require the buyer to take over this Agreement.', sectionTitle: '12. Assignment', shown: 'Obligation/Supplier · Business Continuity' },
  // Attributes
  { text: 'The Customer shall pay USD 2,500 to the Supplier, a discount of 5%.', shown: 'Obligation/Customer · Payment Terms & Billing, Pricing & Taxes · Currency "USD 2,500", Percentage "5%"' },
  { text: 'The meeting starts at 9.00 am on 24 October 2026.', shown: 'no type · no category · DateTime "9.00 am on 24 October 2026"' },
  { text: 'The term of this Agreement is more than two years.', shown: 'no type · no category · Duration "more than two years"' },
  { text: 'The Supplier shall give not less than ten days\' notice.', shown: 'Obligation/Supplier · Communication · Duration "less than ten days"' },
  { text: 'The Supplier shall deliver the Goods no later than 48 hours before departure.', shown: 'Obligation/Supplier · Delivery · Duration "48 hours"' },
  { text: 'The Supplier shall publish its annual report.', shown: 'Obligation/Supplier · no category · Duration "annual"' },
  { text: 'The Supplier shall send one copy to the Customer.', shown: 'Obligation/Supplier · Communication · Number "one"' },
  { text: 'The Supplier shall provide three (3) copies of the report.', shown: 'Obligation/Supplier · Communication, Deliverables · Number "three (3)"' },
  { text: 'As set out in Section 4.1, the Customer shall pay the deposit.', shown: 'Obligation/Customer · Payment Terms & Billing' },
  { text: '"Fixed Price" means the price stated in Schedule 2.', shown: 'Definition/None · Pricing & Taxes · DefinedTerm "Fixed Price", Number "2"' },
  { text: 'The Supplier shall pay five thousand dollars.', shown: 'Obligation/Supplier · Payment Terms & Billing · Currency "five thousand dollars"' },
  { text: 'The Customer shall pay a deposit of ten per cent (10%) of the Price.', shown: 'Obligation/Customer · Payment Terms & Billing, Pricing & Taxes · Number "ten", Percentage "10%"' },
  { text: 'The Supplier is a company registered under number 08813427.', shown: 'no type · no category' },
  { text: 'This Agreement is governed by the laws of England and Wales.', shown: 'no type · Dispute Resolution · Location "England", Location "Wales"' },
  { text: 'The Supplier shall comply with UK law.', shown: 'Obligation/Supplier · Responsibilities · Location "UK"' },
  { text: 'The Supplier\'s account manager is Mr. David Jones.', shown: 'no type · no category · Person "David Jones"' },
  { text: 'The Agreement is made between Acme Ltd and Beta Inc.', shown: 'no type · no category · Organization "Acme Ltd", Organization "Beta Inc."' },
  // Conventions on set 42's attributes (issue 18, h31a42)
  { text: 'The Customer shall pay the Annual Support Fee on 1 March.', shown: 'Obligation/Customer · Payment Terms & Billing · DateTime "1 March"' },
  { text: 'KPI 2 Windows cleaned on schedule: 95%.', shown: 'no type · no category · Percentage "95%"' },
  { text: 'Nothing in this Agreement prevents the Supplier from working for other clients.', shown: 'Right/Supplier · no category' },
  // Conventions on set 43's natures (issue 18, h32n43)
  { text: 'The Consultant is not entitled to any fee for days lost to bad weather.', shown: 'Exclusion/Consultant · Pricing & Taxes' },
  { text: 'The Ordering Party shall confirm each order in writing.', before: [PREAMBLE, '"Ordering Party" means, for any order, the Party that places the order.'], shown: 'Obligation/Ordering Party · Communication' },
  { text: 'The objecting party must give its reasons in writing.', shown: 'Obligation/Multiple Parties · Communication' },
  { text: 'The Supplier is a company of Mildura, Victoria.', shown: 'no type · no category · Location "Mildura, Victoria"' },
  { text: 'The Supplier shall answer each call within 30 seconds.', shown: 'Obligation/Supplier · no category · Duration "within 30 seconds"' },
  { text: '"Student" means Ana Duarte, a doctoral student of the University.', shown: 'Definition/None · no category · DefinedTerm "Student", Person "Ana Duarte"' },
  // A year's name in a rent schedule (issue 18, h32a43)
  { text: 'The rent for Year 3 is $48,000.', shown: 'no type · Pricing & Taxes · Currency "$48,000"' },
  // A form's box names the box (issue 18, h36n45)
  { text: 'Box 9 Demurrage rate: USD 18,000 per day pro rata.', shown: 'no type · Pricing & Taxes · Currency "USD 18,000"' },
  // A processor engaged is a subcontractor for the processing (issue 18, h34x44)
  { text: 'The Agency may engage the mailing house Parcelpost Direct Ltd as its processor under a contract meeting Article 28 of the GDPR.', shown: 'Right/Agency · Privacy, Subcontracts · Organization "Parcelpost Direct Ltd", Number "28"' },
  // "Nothing … obliges X to … or Y to …" frees each party it names (issue 18, hcalls)
  { text: 'Nothing in this Agreement obliges the Customer to order any services or the Supplier to accept any order.', shown: 'Disclaimer/Customer, Disclaimer/Supplier · Scope of Work' },
  // A season named alone with its period word is one period's name (issue 18, h39a, hrev29)
  { text: 'Fees for the 2027/28 Academic Year are payable in advance.', shown: 'no type · Payment Terms & Billing' },
  // Readings the sets split on, settled (issue 18, h46conv): deposits, reimbursed costs, "responsible for", "comply with"
  { text: 'The Supplier shall return the deposit within 14 days after the hire ends.', shown: 'Obligation/Supplier · Payment Terms & Billing, Term & Termination · Duration "within 14 days"' },
  { text: "The Customer shall reimburse the Supplier's reasonable travel expenses.", shown: 'Obligation/Customer · Payment Terms & Billing' },
  { text: 'The Customer is responsible for all taxes on the fees.', shown: 'Obligation/Customer · Pricing & Taxes' },
  { text: 'The Supplier shall comply with all applicable laws in performing the Services.', shown: 'Obligation/Supplier · Responsibilities' },
  // Readings the sets split on, settled, part 2 (issue 18, h52conv)
  // Its category since h75c57: the currency the prices are stated in is Pricing & Taxes (nine of nine in sets 1–57).
  { text: 'All fees under this Agreement are stated in Canadian dollars.', shown: 'no type · Pricing & Taxes' },
  { text: 'The Customer may end this Agreement early by paying an early termination fee of $400.', shown: 'Right/Customer · Payment Terms & Billing, Term & Termination · Currency "$400"' },
  { text: 'If any invoice is more than ten days late, the Supplier may charge a late fee of $35.', shown: 'Right/Supplier · Payment Terms & Billing · Duration "more than ten days", Currency "$35"' },
  { text: 'The Supplier must ensure that every driver has an enhanced DBS check before carrying pupils.', shown: 'Obligation/Supplier · Responsibilities' },
  { text: 'The Supplier does not guarantee any level of output from the panels.', shown: 'Disclaimer/Supplier · Warranties' },
  { text: 'The Licensor grants the Distributor a non-exclusive licence to use its trade marks in the Territory.', shown: 'Right/Distributor · Intellectual Property' },
  { text: 'The Hirer must pay a deposit of £300 when booking.', shown: 'Obligation/Hirer · Payment Terms & Billing · Currency "£300"' },
  // Readings the sets split on, settled, part 3 (issue 18, h56conv)
  { text: 'The Hirer must pay a deposit of 20% of the hire charge when booking.', shown: 'Obligation/Hirer · Payment Terms & Billing, Pricing & Taxes · Percentage "20%"' },
  { text: 'The Customer shall deduct withholding tax from each payment to the Supplier where the law requires it.', shown: 'Obligation/Customer · Pricing & Taxes' },
  { text: "The Supplier is not responsible for any loss caused by the Customer's staff.", shown: 'Disclaimer/Supplier · Liability' },
  { text: "The Supplier is responsible for any damage its staff cause to the Customer's premises.", shown: 'Obligation/Supplier · Liability' },
  { text: 'The risk of accidental loss in the Goods passes to the Customer upon acceptance.', shown: 'no type · Delivery' },
  // C77 (h64conv): a calendar period without a count is a Duration ("each year" stays none, C22).
  { text: 'The Supplier may raise its prices once in each calendar year.', shown: 'Right/Supplier · Pricing & Taxes · Duration "calendar year"' },
  // C78 (h64conv, read by h65conv): an appointment "to" a verb is the appointee's Right, as "appoints Y as" is (C36).
  { text: 'The Client appoints the Contractor to clean the offices.', shown: 'Right/Contractor · no category' },
  // C79 (h64conv): the contract transferred to the buyer of what the party sells, Assignments and Business Continuity.
  { text: 'If the Owner sells the orchard, it may transfer this Agreement to the buyer.', shown: 'Right/Owner · Assignments, Business Continuity' },
  // C79 read with no sale verb (h65conv).
  { text: 'The Owner may assign this Agreement to a purchaser of the orchard.', shown: 'Right/Owner · Assignments, Business Continuity' },
  // C80 (h70n55): the preamble's collective alias is the parties together, its singular no party.
  { before: [COMMITTEE], text: 'No Member may withdraw from the committee.', shown: 'Exclusion/Multiple Parties · Term & Termination' },
  // C84 (h75left): the owner's goods held by the keeper as bailee are Asset Use.
  { text: 'The timber remains the property of the Owner at all times, and the Sawmill holds it as bailee.', shown: 'no type · Asset Use' },
  // C86 (h77c59): a survival clause is Term & Termination.
  { text: 'Clauses 8 and 11 shall survive the termination of this Agreement.', shown: 'no type · Term & Termination · Number "8", Number "11"' },
  // C91 (h80money): a charge for a payment that fails or comes back unpaid is C17's, Payment Terms & Billing alone.
  { text: 'If any check is dishonored, the Customer must pay a fee of $40.', shown: 'Obligation/Customer · Payment Terms & Billing · Currency "$40"' },
  // C92 (session 57, lead): a body's abbreviation in brackets after its name is the body named again.
  { text: 'Prices are set by the Cocoa Marketing Board (CMB).', shown: 'no type · Pricing & Taxes · Organization "Cocoa Marketing Board", Organization "CMB"' },
  // C93 (h96s): a staffing level a party keeps is Responsibilities, the service's own staff too.
  { text: 'The Contractor shall provide the services of at least one nurse at the school on each school day.', shown: 'Obligation/Contractor · Responsibilities · Number "one"' },
  // C94 (h96s): pay a party is not entitled to is the price of its work, Pricing & Taxes.
  { text: 'The Consultant is not entitled to any fee for days on which the site is closed.', shown: 'Exclusion/Consultant · Pricing & Taxes' },
  // C102 (h98t74): a locality named by its water's kind before its listed town is one Location with it, as a street is (C48).
  { text: 'The wharf stands at Back Harbour, Twillingate.', shown: 'no type · no category · Location "Back Harbour, Twillingate"' },
  // C126 (h101pl): a bar joined by "and" to a right of the same subject is its Exclusion beside the Right.
  // (h108cat) C3 and C202: the fee kept on the cancellation is Payment Terms & Billing beside Term & Termination.
  { text: 'If the Customer cancels, the Supplier keeps the booking fee and does not refund it.', shown: 'Right/Supplier, Exclusion/Supplier · Payment Terms & Billing, Term & Termination' },
  // C127 (h101pl): a present-tense clause joined by "and" with no comma to another party's modal is its subject's duty.
  { text: 'The Supplier issues the tickets and the Customer must show them at the gate.', shown: 'Obligation/Customer, Obligation/Supplier · no category' },
  // C139 (h102t77): a right joined by ", and may" to a duty of the same subject is its Right beside the Obligation.
  { text: 'The Supplier shall deliver the goods to the Customer, and may invoice them on delivery.', shown: 'Obligation/Supplier, Right/Supplier · Delivery' },
  // C140 (h102t77): a listed town and its district named by a compass point are one Location (C48).
  { text: 'The landing site is at Tanji, Kombo South.', shown: 'no type · no category · Location "Tanji, Kombo South"' },
  // C141 (h102t77): a court that grants probate or keeps a register acts without a dispute: no Dispute Resolution.
  { text: 'Probate of the will of the Composer was granted to the Executors by the High Court on 2 December 2036.', shown: 'no type · no category · Organization "High Court", DateTime "2 December 2036"' },
  // C168–C170 (issue 18, h105c81): a partnership's money, a consumer scheme's delivery skipped, a party's own conduct.
  { text: 'Losses are shared between the partners in equal shares.', shown: 'no type · Pricing & Taxes' },
  { text: 'You can skip a delivery if you tell us in advance.', before: ['These terms are between Orchard Lane Ltd ("Orchard Lane", "we" or "us") and the person who signs up ("you").'], shown: 'Right/You · Communication, Delivery' },
  { text: 'Each party shall devote its whole working time to the project.', shown: 'Obligation/Multiple Parties · Responsibilities' },
  // C174, C176 (issue 18, h106c67): personal data passed on, its recipient no subject; what the price includes.
  { text: 'We will not share your personal data with anyone except our insurer.', before: ['These terms are between Harbour Kayaks Ltd ("we" or "us") and the person who hires a kayak ("you").'], shown: 'Exclusion/we · Privacy' },
  { text: 'The weekly rent includes water and electricity.', shown: 'no type · Pricing & Taxes · Duration "weekly"' },
  { text: "Party A shall not transfer his quota to any person without the written consent of Party C.", shown: 'Exclusion/Party A · Assignments, Communication' },
  { text: "(b) $74,000 on the City's approval of the final design;", shown: 'no type · Payment Terms & Billing, Pricing & Taxes · Currency "$74,000"' },
  { text: 'The Employee shall obey all lawful orders of the Employer.', shown: 'Obligation/Employee · Responsibilities' },
  // C187–C190 (issue 18, h107cat): water drawn from a party's well, goods handed back worked on, a performance
  // security measured by the contract, the work's results owned.
  { text: "The Tenant may draw water from the Landlord's well for the garden.", shown: 'Right/Tenant · Asset Use' },
  { text: 'The Supplier shall return the repaired pumps within ten days after collection.', shown: 'Obligation/Supplier · Delivery · Duration "within ten days"' },
  { text: 'The Contractor shall give the Council a performance bond for 10% of the contract price, valid until three months after the end of this Contract.', shown: 'Obligation/Contractor · Insurance · Percentage "10%", Duration "three months"' },
  { text: 'All test results belong to the Company.', shown: 'no type · Intellectual Property' },
  // C191 (issue 18, h107ty): a promise of another party's performance labels the promisor alone.
  { text: 'The Guarantor guarantees to the Landlord that the Tenant will pay the rent.', shown: 'Obligation/Guarantor · Payment Terms & Billing' },
  // C197–C200 (issue 18, h107c84): a salary stated with its sum, a rent waived, a return time's row, a place handed over.
  { text: 'That each Partner shall be entitled to a monthly salary of GBP 2,000.', shown: 'Right/Partner · Payment Terms & Billing, Pricing & Taxes · Duration "monthly", Currency "GBP 2,000"' },
  { text: 'The Farmer pays no rent for the use of the orchard.', shown: 'no type · Pricing & Taxes' },
  { text: 'Express Wash: garments returned within 48 hours of pick-up', shown: 'no type · Delivery · Duration "within 48 hours"' },
  { text: 'The Town hands over the market hall to the Tenant on 1 May with an inventory of the fittings.', shown: 'no type · Asset Use · DateTime "1 May"' },
  // C201–C204 (issue 18, h108cat): a permit suspended, money kept on a cancellation, a signer's row under an office, a person's details sold.
  { text: 'The Customer may terminate this Agreement at once if the Supplier\'s security licence is suspended.', shown: 'Right/Customer · Term & Termination' },
  { text: 'If the Customer cancels less than a week before the event, the Supplier keeps half of the fee.', shown: 'Right/Supplier · Payment Terms & Billing, Term & Termination · Duration "less than a week"' },
  { text: 'Director of Public Works: Owen Blake', sectionTitle: 'Disputes', shown: 'no type · no category · Person "Owen Blake"' },
  { text: 'The Supplier will never sell your details to anyone.', shown: 'Exclusion/Supplier · Privacy' },
  // C211–C214 (issue 18, h108c85): a co-owner's share moved, the minor repairs a user carries out, a statement sent, lessons stopped.
  { text: 'No co-owner may sell or mortgage his or her share in the boat without first offering it to the others.', shown: 'no type · Assignments' },
  { text: 'The Tenant carries out at his own cost the minor repairs of the flat.', shown: 'Obligation/Tenant · Asset Use' },
  { text: 'The Agent sends the Owner a monthly statement of lettings and deductions.', shown: 'Obligation/Agent · Communication · Duration "monthly"' },
  { text: 'You can stop your lessons at any time by telling us in writing.', shown: 'Right/You · Communication, Term & Termination' },
  // C215 (issue 18, h109cat): a booking cancelled with money after it is Term & Termination beside the payment.
  { text: 'If you cancel at least 48 hours before the trip, we refund your deposit.', shown: 'no type · Payment Terms & Billing, Term & Termination · Duration "at least 48 hours"' },
  // C222–C225 (issue 18, h109c86): a member leaving a club, what a mover does not move, a right to live in a house reserved, a service credit.
  { text: 'No Member may leave the club before she has received the pot.', shown: 'Exclusion/Member · Term & Termination' },
  { text: 'We do not move pianos, safes or aquariums.', shown: 'no type · Scope of Work' },
  { text: 'The Seller reserves for herself, for the rest of her life, the right to use and live in the house.', shown: 'Right/Seller · Asset Use' },
  { text: 'For each month in which the service level is missed, the Provider credits the Client with 5% of that month\'s charges.', shown: 'Obligation/Provider · Payment Terms & Billing · Percentage "5%"' },
  // C233–C236 (issue 18, h110c87): a place occupied under an authorisation, a grant withdrawn, costs shared in halves, a party's own waste removed.
  { text: 'The Town authorises the Occupant to occupy a pitch on the market square.', shown: 'no type · Asset Use' },
  { text: 'The Town may withdraw the authorisation at any time.', shown: 'no type · Term & Termination' },
  { text: 'The costs of spraying are shared in halves.', shown: 'no type · Pricing & Taxes' },
  { text: 'The Contractor removes its own waste from the site each evening.', shown: 'Obligation/Contractor · Responsibilities' },
  // C241–C243 (issue 18, h111c88): a permit suspended, a price fixed by a party, another operator's trips not sold.
  { text: 'The Council may suspend the permit for two weeks.', shown: 'Right/Council · Term & Termination · Duration "two weeks"' },
  { text: 'The ticket prices are fixed by the Council.', shown: 'Obligation/Council · Pricing & Taxes' },
  { text: 'The Agent may not sell the boat tours of another operator.', shown: 'Exclusion/Agent · Scope of Work' },
  // C244–C249 (issue 18, h112c88): a vehicle not overloaded, liable jointly and severally, a permit personal to its holder, a guest's room left, a driving licence held, a carrier's passenger insurance.
  { text: 'The Operator must not carry more passengers than the van has seats.', shown: 'Exclusion/Operator · Safety and Security' },
  { text: 'The Guarantor is jointly and severally liable with the Tenant.', shown: 'Obligation/Guarantor · Liability' },
  { text: 'The permit is personal to the Operator.', shown: 'no type · Assignments' },
  { text: 'The Guest leaves the room by 10:00 on the day of departure.', shown: 'no type · Asset Use · DateTime "10:00"' },
  { text: 'Every driver must hold a valid driving licence.', shown: 'no type · Responsibilities' },
  { text: 'The Operator must take out passenger insurance.', shown: 'Obligation/Operator · Insurance' },
  // C251–C253 (issue 18, h113c89): a firearm kept unloaded, a quantity at a unit price, a rescue service notified.
  { text: 'The Hirer keeps the rifle unloaded in the cabin.', shown: 'Obligation/Hirer · Safety and Security' },
  { text: 'Walnut stools: 12 pieces at GBP 95, GBP 1,140 in all', shown: 'no type · Pricing & Taxes · Number "12", Currency "GBP 95", Currency "GBP 1,140"' },
  { text: 'If the Hirer is more than three hours late, the Lessor notifies the rescue service.', shown: 'Obligation/Lessor · Communication, Safety and Security · Duration "more than three hours"' },
  // C256–C259 (issue 18, h114c89): a thing hired from one, what a hired van comes with, a passenger's fitness, a float plan filed.
  { text: 'Trailer: hired from the Owner, with two straps', shown: 'no type · Asset Use · Number "two"' },
  { text: 'The van comes with a spare wheel and a jack.', before: ['The Owner hires out a van to the Hirer.'], shown: 'no type · Asset Use' },
  { text: 'I am not pregnant and have not drunk alcohol in the last 12 hours.', shown: 'no type · Safety and Security · Duration "12 hours"' },
  { text: 'The skipper files a float plan with the harbour master.', shown: 'no type · Communication, Safety and Security' },
  // C260–C265 (issue 18, h114cat): a use a claim arises from, a reinsurer's cover, a place kept safe for people, a defect
  // notified within a warranty's period, a change to the work ordered, work done by a licensed trade.
  { text: 'The Tenant indemnifies the Landlord against every claim arising from the Tenant\'s use of the Premises.', shown: 'Obligation/Tenant · Indemnification' },
  { text: 'The Reinsured may not settle a claim above GBP 2,000,000 without the Reinsurers\' consent.', shown: 'no type · Insurance · Currency "GBP 2,000,000"' },
  { text: 'The Trust must keep the school buildings safe for pupils and staff.', shown: 'no type · Safety and Security' },
  { text: 'The Contractor shall repair at its own cost any defect notified during the Defects Liability Period.', shown: 'Obligation/Contractor · Warranties' },
  { text: 'The Employer may order changes in the Works at any time before completion.', shown: 'Right/Employer · Amendments' },
  { text: 'All electrical work is carried out by licensed electricians.', shown: 'no type · Safety and Security' },
  // C266–C267 (issue 18, h115c): a person's weight limit decisive, a person's measurements sent.
  { text: 'Every passenger must weigh between 40 and 110 kg.', shown: 'no type · Safety and Security · Number "40", Number "110"' },
  { text: 'We send you the dancers\' measurements by 10 May.', shown: 'no type · Communication · DateTime "10 May"' },
  // C268–C270 (issue 18, h116c90): rain, wind, hail and a disease as events that stop performance; a signer row's post
  // in small letters; a closing line of the copies signed.
  { text: 'If rain or high wind prevents the concert, the Band plays it on the next evening.', shown: 'no type · Force Majeure' },
  { text: 'Made in English and French in three copies, one for each party.', sectionTitle: 'Part VI. Term and disputes', shown: 'no type · no category · Number "three", Number "one"' },
  { text: 'Oak Tours Oy: Tom Hale, managing director', sectionTitle: '7 Term', shown: 'no type · no category · Organization "Oak Tours Oy", Person "Tom Hale"' },
  // C273–C276 (issue 18, h117c90): an occurrence called off by any event that stops performance; people kept at a
  // distance in figures from a hazard; "does not answer for" a thing; a holder licensed to carry on a trade.
  { text: 'If the boat trips are cancelled because of heavy snow, neither party owes the other anything.', sectionTitle: '7 Term', shown: 'no type · Force Majeure' },
  { text: 'The Club keeps the spectators at least 50 metres from the launch site.', shown: 'no type · Safety and Security · Number "50"' },
  { text: 'The Club does not answer for valuables left in the changing rooms.', shown: 'no type · Liability' },
  { text: 'The Boatman is licensed to carry passengers on the lake.', shown: 'no type · no category' },
  // C277–C278 (issue 18, h117s89): a person kept safe from an animal that may attack; a pilot's call on the weather.
  { text: 'Outside the town, the Hirer must carry a means of scaring off polar bears.', shown: 'Obligation/Hirer · Safety and Security' },
  { text: 'The pilot alone decides whether the wind allows the flight.', shown: 'no type · Safety and Security' },
  // C284–C285 (issue 18, h118c90): a harm listed beside the loss word after "any"; a thing lent with the borrower before it.
  { text: 'The Supplier is responsible for any cut or injury that its staff cause to the animals.', shown: 'Obligation/Supplier · Liability' },
  { text: 'The Customer lends the Supplier its scaffolding for the works.', shown: 'Obligation/Customer · Asset Use' },
  // C291–C293 (issue 18, h118c92): a thing lent counted by a number word; the owner's crates given back; a road closed by snow.
  { text: 'The Customer lends the Supplier two ladders for the works.', shown: 'Obligation/Customer · Asset Use · Number "two"' },
  { text: 'The Supplier returns the Customer\'s crates every week.', shown: 'Obligation/Supplier · Asset Use' },
  { text: 'If the road is closed by snow, the Supplier delivers on the next clear day.', shown: 'Obligation/Supplier · Force Majeure' },
  // C294, C295, C300, C301 (issue 18, h119c93): the other's slipway used by leave; a storm that makes the works impossible;
  // fuel not carried unless told; hands kept inside the boat.
  { text: 'The Supplier may use the Customer\'s slipway for its boats.', shown: 'Right/Supplier · Asset Use' },
  { text: 'If a storm makes the works impossible, the Supplier finishes them on the next calm day.', shown: 'Obligation/Supplier · Force Majeure' },
  { text: 'The Customer does not carry fuel or gas bottles on board unless it has told the Supplier first.', shown: 'Exclusion/Customer · Communication, Safety and Security' },
  { text: 'Passengers keep their hands and arms inside the boat while it moves.', shown: 'no type · Safety and Security' },
  // C279 (issue 18, h118e92): a signature block's row of the day signed takes no category from the last title.
  { text: 'Date: 20 August 2047', sectionTitle: '7. Payment', shown: 'no type · no category · DateTime "20 August 2047"' },
  // C281–C283 (issue 18, h118c91): a design made for anyone else; "paid" as the ownership's moment; a place's house rules.
  { text: 'The Weaver does not weave the Shop\'s tartan pattern for anyone else.', before: [LOOM], shown: 'Exclusion/Weaver · Intellectual Property' },
  { text: 'The rug belongs to the Shop once the balance is paid.', before: [LOOM], shown: 'no type · no category' },
  { text: 'No guest may smoke inside the workshop.', before: [LOOM], shown: 'no type · Safety and Security' },
  // C287 (issue 18, h118cat): the contract's ending ranks before the money named with it.
  { text: 'If the Hirer makes no payment for 45 days, the Owner may end this agreement after telling the Hirer by e-mail.', shown: 'Right/Owner · Communication, Term & Termination · Duration "45 days"' },
  // C288 (issue 18, h118cat): what the services leave out is Scope of Work.
  { text: 'The Services do not include repairs to the roof or the lifts.', shown: 'no type · Scope of Work' },
  // C289 (issue 18, h118ref): a refund pointing back to an ending by "then" is C3's money refunded on termination.
  { text: 'The School will then refund the fees paid for lessons not yet given.', before: [MUSIC_SCHOOL, 'The Parent can cancel the course at any time by telling the School in writing.'], shown: 'Obligation/School · Payment Terms & Billing, Term & Termination' },
  // C296–C297 (issue 18, h119cat): money given back or kept named by what it was paid as; a price per unit after its sum.
  { text: 'In that case the Weaver returns the first instalment within 15 days.', before: [LOOM], shown: 'Obligation/Weaver · Payment Terms & Billing · Duration "within 15 days"' },
  { text: 'For the spring the Shop would also like four scarves at £40 each.', before: [LOOM], shown: 'no type · Pricing & Taxes · Number "four", Currency "£40"' },
  // C298 (issue 18, h119cat): a receipt given to the payer or for a payment.
  { text: 'The Treasurer hands each payer a receipt from the numbered book.', shown: 'no type · Payment Terms & Billing' },
  // C304–C306 (issue 18, h120cat): materials left over sent back; an ending given by a certified e-mail; a repair paid
  // for through the payer's fault.
  { text: 'The Weaver returns any yarn left over with the last web.', before: [LOOM], shown: 'Obligation/Weaver · Asset Use' },
  { text: 'The Shop may end this agreement by certified e-mail.', before: [LOOM], shown: 'Right/Shop · Communication, Term & Termination' },
  { text: 'If the loom is damaged through the Weaver\'s fault, the Weaver pays for its repair.', before: [LOOM], shown: 'Obligation/Weaver · Liability' },
  // C307–C308 (issue 18, h120c94): pictures of the finished work shown by its maker; the river too low as a clause's
  // condition.
  { text: 'The Shop may show photographs of the finished rugs on its website.', before: [LOOM], shown: 'Right/Shop · Intellectual Property' },
  { text: 'If the river is too low for the van to cross the ford, the Weaver delivers the rugs a week later.', before: [LOOM], shown: 'Obligation/Weaver · Force Majeure' },
  // C312–C313 (issue 18, h121conv): "at no charge" alone names no price; goods made named as the work by their count are
  // no Deliverables.
  { text: 'The Weaver mends a torn rug at no charge.', before: [LOOM], shown: 'Obligation/Weaver · no category' },
  { text: 'The Weaver knits twelve blankets for the Shop, four in each colour.', before: [LOOM], shown: 'Obligation/Weaver · no category · Number "twelve", Number "four"' },
  // C309 (issue 18, h121e95): a form's "I, the undersigned (alias)" with no name; a bracket before "on the terms below".
  { text: 'The Library may visit my garden in summer.', before: ['I, the undersigned (the "Grower"), borrow seeds from the Marsh Seed Library (the "Library") on the terms below.'], shown: 'Right/Library · no category' },
  // C310 (issue 18, h121e95): a bylaw's body named with its seat after the alias.
  { text: 'The Cooperative shall buy seed oysters in common.', before: ['The cooperative is called the Ely Oyster Cooperative (the "Cooperative") and its seat is the old quay at Ely.'], shown: 'Obligation/Cooperative · no category' },
  // C314 (issue 18, h121loc): places no list holds, by their shape: a plateau in small letters, a harbour by its kind.
  { text: 'The Weaver carries the rugs across the Homhil plateau to Tevai Harbour.', before: [LOOM], shown: 'Obligation/Weaver · no category · Location "Homhil", Location "Tevai Harbour"' },
  // C315 (issue 18, h121t95): "she" between two people, told by the other's "his".
  { text: 'She keeps the right to cut hay in the lower meadow.', before: [SHEEP, 'The Landowner lets the Shepherd graze his sheep in the upper meadow.'], shown: 'Right/Landowner · no category' },
  // C316–C317 (issue 18, h121c95): the other's cooker and tank used by leave; going out without an adult or alone.
  { text: 'The Weaver may use the Shop\'s gas cooker and the water tank.', before: [LOOM], shown: 'Right/Weaver · Asset Use' },
  { text: 'Children under 10 do not go into the dye house without an adult.', before: [LOOM], shown: 'no type · Safety and Security · Number "10"' },
  // C319 (issue 18, h121m95): a form's signing declaration is no duty.
  { text: 'I have read the rules above and agree to them.', before: ['I, the undersigned (the "Hirer"), hire a canoe from the Fen Canoe Club (the "Club") on the terms below.'], shown: 'no type · no category' },
  // C320 (issue 18, h122e96): parties named in a table, each by the alias its last cell gives.
  { text: 'The Grazier must not fence the spring.', before: ['Party | Name and home | Called in this agreement', 'First | Tuya Bold, herder of Bulgan | the Well Keeper', 'Second | Nomin Dash, herder of Erdenet | the Grazier'], shown: 'Exclusion/Grazier · no category' },
  // C321 (issue 18, h122e96): "These rules bind X (the "A") and …" opens a party slot after "bind".
  { text: 'The Keeper may close the yard in a storm.', before: ['These rules bind Kelo Dorji (the "Keeper") and every vendor who holds a permit (the "Vendors").'], shown: 'Right/Keeper · no category' },
  // C322 (issue 18, h122e96): "lets Y use:" over the things let; "he"/"she" before a present-tense duty between two people.
  { text: 'The Well Keeper lets the Grazier use:', before: [HERDERS], shown: 'Right/Grazier · no category' },
  { text: 'He also sells her hay.', before: [HERDERS, 'The Well Keeper waters his own herd first.', 'The Grazier keeps her own dogs tied.', 'The Well Keeper lets the Grazier use the well.'], shown: 'Obligation/Well Keeper · no category' },
  // C326 (issue 18, h122facts): a fields form's last row leads no numbered clause; each clause is read on its own.
  { text: '2. The Landlord repairs the roof.', before: ['TENANCY AGREEMENT', 'Landlord: Harbour Estates Ltd', 'Tenant: Mary Quinn', 'Rent: £900 a month', '1. The Tenant pays the rent on the first day of each month.'], shown: 'Obligation/Landlord · no category' },
  // C328 (issue 18, h121g94, taken over by h122s95): the parties' shared head noun as a group subject.
  { text: 'Each farm keeps its own gate locked.', before: ['This agreement is made between Alder Orchard Ltd (the "East Farm") and Birch Field Ltd (the "West Farm").'], shown: 'Obligation/Multiple Parties · no category' },
  // C329 (issue 18, h122s95): a body's members aliased as the subject of their own sentence are a party.
  { text: 'Members may use the purification tanks in their turns.', before: ['Its members (the "Members") are the farmers who hold a concession on the estuary.'], shown: 'Right/Members · Asset Use' },
  // C330 (issue 18, h122s95): an ordinal adverb before another opening.
  { text: 'Thirdly, in the blossom weeks the Weaver gives the Shop one extra rug.', before: [LOOM], shown: 'Obligation/Weaver · no category · Number "one"' },
  // C331 (issue 18, h122s95): a chartered vessel's trade is Asset Use.
  { text: 'The vessel shall trade only between safe ports and never into ice.', shown: 'no type · Asset Use' },
  // C250 (issue 18, h111att): an Australian statute's bracketed jurisdiction is no Location.
  { text: 'The Tenant must comply with the Retail Leases Act 2003 (Vic).', shown: 'Obligation/Tenant · Responsibilities · Number "2003"' },
  // C194 (issue 18, h107n84): a collective alias in a sentence of its own after the party rows names them all.
  { text: 'That no Member shall stand surety for any person.', before: DEED_ROWS, shown: 'Exclusion/Multiple Parties · no category' },
  // C219–C220 (issue 18, h109n86): a first-person preamble's collective bracket; offices filled from among the parties.
  { text: 'Each Member pays GBP 20 a month to the Treasurer.', before: [WE_MEMBERS], shown: 'Obligation/Multiple Parties · Payment Terms & Billing, Pricing & Taxes · Currency "GBP 20"' },
  { text: 'The Chair calls each meeting by text message.', before: [WE_MEMBERS, 'The Members elect a Chair and a Treasurer from among themselves.'], shown: 'Obligation/Chair · no category' },
];

/** The labels of an example's element, written as the guide writes them: types · categories · attributes. */
function labelsOf(example: Example): string {
  const inputs: ElementInput[] = [...(example.before ?? []), example.text].map((text) => ({ text, kind: 'sentence', sectionTitle: example.sectionTitle }));
  const element = classifyContract(inputs).elements.at(-1)!;
  const types = element.types.map((t) => `${t.label.nature}/${t.label.party}`).join(', ') || 'no type';
  const categories = element.categories.map((c) => c.label).join(', ') || 'no category';
  const attributes = element.attributes.map((a) => `${a.type} "${example.text.slice(a.begin, a.end)}"`).join(', ');
  return [types, categories, ...(attributes ? [attributes] : [])].join(' · ');
}

const GUIDE = readFileSync(new URL('../../docs/contract-labels.md', import.meta.url), 'utf8');
/** Every `sentence` → labels pair the guide writes (a table cell or a line ends the labels). */
const GUIDE_PAIRS = [...GUIDE.matchAll(/`([^`\n]+)` → ([^|\n]+?)\s*(?:\||$)/gm)].map((m) => `${m[1]} → ${m[2]}`);

describe('docs/contract-labels.md: every example is parley\'s answer', () => {
  it.each(EXAMPLES.map((e) => [e.text, e] as const))('%s', (_, example) => {
    expect(labelsOf(example)).toBe(example.shown);
  });

  it('the guide writes every example with its labels', () => {
    const missing = EXAMPLES.map((e) => `${e.text} → ${e.shown}`).filter((pair) => !GUIDE_PAIRS.includes(pair));
    expect(missing).toEqual([]);
  });

  it('the pairs read from the guide are all its arrows (none hidden from the check by its layout)', () => {
    expect(GUIDE_PAIRS).toHaveLength(GUIDE.split('` → ').length - 1);
  });

  it('the guide writes no example this file does not check', () => {
    const known = new Set(EXAMPLES.map((e) => `${e.text} → ${e.shown}`));
    expect(GUIDE_PAIRS.filter((pair) => !known.has(pair))).toEqual([]);
  });
});

describe('docs/contract-labels.md, "Correcting a label": feedback is stored and changes no label', () => {
  it('a correction is stored with its modifications, and the same document is labelled as before', async () => {
    const cc = new CompareComplyV1({ version: '2018-10-15' });
    const file = readFileSync(new URL('../fixtures/contracts/Contract_A.docx', import.meta.url));
    const before = (await cc.classifyElements({ file })).result.elements;
    const typed = before.find((e) => e.types.length > 0)!;
    const added = await cc.addFeedback({
      feedbackData: {
        feedback_type: 'element_classification', location: typed.location, text: typed.text,
        original_labels: { types: typed.types, categories: typed.categories },
        updated_labels: { types: [], categories: [{ label: 'Privacy' }] },
      },
    });
    const stored = added.result.feedback_data;
    expect(stored.original_labels.types.map((t) => t.modification)).toEqual(typed.types.map(() => 'removed'));
    expect(stored.updated_labels.categories.map((c) => [c.label, c.modification])).toEqual([
      ['Privacy', typed.categories.some((c) => c.label === 'Privacy') ? 'not_changed' : 'added'],
    ]);
    expect((await cc.classifyElements({ file })).result.elements).toEqual(before);
  }, 60_000);
});
