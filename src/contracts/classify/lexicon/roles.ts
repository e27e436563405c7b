/**
 * Who a clause binds: the role words contracts use for their parties, how a role maps to the service's
 * party roles (Buyer, Supplier), and the phrases that name several parties at once.
 */
import { countWordsBetween } from '../numbers/count-words.js';

/**
 * A count and its plural noun: "two dogs", "40 animals", "three small stone huts" (not "parties", "sides", nor a word in
 * -s that is no plural: "this", "is", "us" …). The things C315's "each/either/neither of them" may count back to.
 */
const COUNTED_THINGS = String.raw`(?:${countWordsBetween(2, 10)}|(?<![\d.,])\d{1,4})\s{1,3}(?:[a-z-]{1,20}\s{1,3}){0,2}(?!(?:parties|sides|this|is|was|has|its|his|hers|as|us|thus|plus|unless|less)\b)[a-z-]{1,30}s\b`;
/** The words that open a sentence's leading phrase or clause: a time, a condition ("Within ten days, …", "If …, …"). */
const CLAUSE_OPENERS = String.raw`(?:within|after|before|for|during|in|until|till|from|by|at|over|under|on|upon|following|throughout|since|once|if|when|whenever|where|unless|while|as|because|although|though)`;

/** Role words recognised as a party even when the contract does not define them. */
export const ROLE_WORDS: readonly string[] = [
  'Buyer', 'Supplier', 'Customer', 'Client', 'Seller', 'Purchaser', 'Vendor', 'Provider', 'Service Provider',
  'Contractor', 'Subcontractor', 'Sub-Contractor', 'Consultant', 'Licensee', 'Licensor', 'Lessor', 'Lessee', 'Landlord', 'Tenant',
  'Employer', 'Employee', 'Distributor', 'Reseller', 'Agent', 'Principal', 'Affiliate', 'Company', 'Borrower',
  'Lender', 'Guarantor', 'Franchisee', 'Franchisor', 'Recipient', 'Receiving Party', 'Disclosing Party',
  'Indemnified Party', 'Indemnifying Party', 'Other Party', 'Partner', 'Owner', 'Manufacturer', 'Publisher',
  'Author', 'Developer', 'Member', 'Investor', 'Executive', 'Participant', 'End User', 'You',
  // Roles of other commercial contracts: hire and carriage, finance and security, data processing, sponsorship.
  'Hirer', 'Charterer', 'Carrier', 'Shipper', 'Consignee', 'Insurer', 'Insured', 'Trustee', 'Grantor', 'Grantee',
  'Consignor', 'Assignor', 'Assignee', 'Chargor', 'Mortgagor', 'Mortgagee', 'Pledgor', 'Sponsor', 'Institution', 'Sublessee',
  'Sublessor', 'Subtenant', 'Sublandlord', 'Processor', 'Controller', 'Sub-processor', 'Data Exporter', 'Data Importer', 'Discloser',
  'Dealer', 'Retailer', 'Wholesaler', 'Broker', 'Operator', 'Agency', 'Worker', 'Promoter', 'Artist', 'Producer',
  // A UK local authority is "the Council" in every contract it places (care placements, leases, works).
  'Council',
  // The buyer of public procurement ("Contracting Authority: <body>", EU and other procurement law), h19f12.
  'Contracting Authority',
  // A consultant's own company is "the Consultancy" beside the individual it provides, "the Consultant" (UK consultancy
  // agreements with a personal service company), h29f23.
  'Consultancy',
  // An event's organiser receives a sponsor's money for the rights it grants ("Organiser: <company>" on a sponsorship's
  // cover sheet), h30f24.
  'Organiser', 'Organizer',
];

/**
 * Role words a form's field names its party by, though the bare word in a clause names none ("a guest of the Tenant", "the
 * passengers on board"): "Guest: Sophie Lambert, 14 rue …" on a lodging's booking confirmation names the paying side as
 * "Customer:" does, and so do a carriage's "Passenger:", a clinic's "Patient:" and a tour's "Traveller:" (issue 18,
 * h100d59; facts set 59's cause 1). Read in fields only (alias-forms.ts FIELD, person-parties.ts); each is BUYER_LIKE.
 * A rental form's "Renter: <company or person>, …" names the paying side as "Hirer:" does (facts set 78's cause 2a,
 * issue 18, h121f78: the bare "the renter" in a clause stays no party; the alias `(the "Renter")` already read Buyer).
 */
export const FIELD_ROLE_WORDS: readonly string[] = ['Guest', 'Passenger', 'Patient', 'Traveller', 'Traveler', 'Renter'];

/**
 * The heads of a form's or a signing block's rows that name a person by their standing, no party's role: an enrolment
 * form's "Student's name: …", "Signed by the student: …", "Signed by the parent: …, father", "Trainee: …" (a course's
 * terms bind "you", the student, and the parent only countersigns). The person there is a Person, as "Member's name:"
 * gives one, but no party of the contract (person-parties.ts formRowPersons; set 80, issue 18, h103a80).
 */
export const FORM_PERSON_HEADS: readonly string[] = ['Student', 'Pupil', 'Learner', 'Trainee', 'Parent', 'Guardian', 'Parent or Guardian',
  'Parent/Guardian', 'Child'];

/** Aliases that make a party the paying side, and the providing side. */
// A distributor, reseller or franchisee pays the party that supplies it: the paying side of its contract. A lender
// provides the money and the borrower pays for it (interest, fees): lender Supplier, borrower Buyer. An employee or
// worker provides the work its employer pays for (the employer is a Buyer); a renter pays for the use of a place, a
// depositor for the storage a warehouse keeper provides.
// A debt's creditor provides the money its debtor owes and repays, as a lender and a borrower do ("hereinafter "the
// Debtor"" in an acknowledgement of debt, "the Creditor" that lent the sum; h92fp, facts set 53's cause 1).
// A guest pays for a stay (a holiday letting, a campsite, a venue), as a customer does: an owner beside a guest lets the
// place (h45f31, facts set 31's cause 1). So do a passenger, a patient and a traveller for their carriage, care or tour.
// A publisher pays an author (an advance, royalties) for the work the author writes: publisher Buyer, author Supplier.
// A commissioner (of care or community services: "the Commissioner") pays the provider it commissions.
// An escrow agent is paid a fee to hold and release what is deposited with it (a service it provides); a caterer is paid
// for the meals it serves.
// A contracting authority is the public buyer that places a contract or an order (h19f12). Brazilian drafting in English
// names the buyer "the CONTRACTING PARTY" (contratante) and the one it hires "the CONTRACTED PARTY" (contratada).
// A guardian the contract makes a party by its alias (a child's enrolment, apprenticeship or camp: "hereinafter the
// Guardian") enrols the child for the service and pays for it (docs/contract-labels.md, "A guardian or a parent named a
// party"; facts sets 46 and 73, h117g73). "Parent" is none: a parent company guarantees or owns, it buys nothing.
// Polish and Czech drafting in English names the party that orders a work or a service "the Ordering Party"
// ("Zamawiający", "Objednatel") beside the one that performs it ("the Contractor", "the Band"): it pays (facts sets 58
// and 78, label set 20; facts set 78's cause 2b, issue 18, h121f78).
const BUYER_LIKE = /^(?:buyer|ordering party|guardian|contracting authority|contracting party|commissioner|customer|client|purchaser|licensee|lessee|tenant|end user|you|owner|employer|distributor|reseller|franchisee|hirer|charterer|sublessee|subtenant|dealer|retailer|controller|sponsor|borrower|debtor|renter|depositor|publisher|guest|passenger|patient|travell?er)$/i;
// A sublandlord lets what it leases itself, as a landlord does; a maintainer is paid to maintain (lifts, plant); a
// manager is paid to manage (a property, a hotel, a fund) for its owner. A grower grows and sells its crop (h18f11).
// A landowner lets its land (grazing, hunting, a wind farm's site) for a rent, as a lessor does (h20s20). An event's
// organiser provides the rights a sponsor pays for (set 18's convention), h30f24.
// An instructor, trainer, teacher or tutor is paid to teach (a ski school's freelance instructor, set 29), h40f29.
// An artisan or a craftsman makes the goods ordered from it for a price (a carnival group's masks: facts set 72's
// Haitian artisan, once its alias "called … below" was read; issue 18, h114e90).
const SUPPLIER_LIKE = /^(?:supplier|instructor|trainer|teacher|tutor|contracted party|seller|vendor|provider|service provider|contractor|sub-?contractor|consultant|consultancy|licensor|lessor|landlord|landowner|sublandlord|developer|manufacturer|franchisor|sublessor|processor|sub-processor|wholesaler|carrier|agency|lender|employee|worker|warehouse keeper|warehouseman|creditor|author|escrow agent|caterer|maintainer|manager|grower|organi[sz]er|artisan|craftsman|craftswoman)$/i;

/**
 * The words that qualify a role word as a promise or an intention to act in it: "Promising Seller" and "Promising Buyer"
 * (a Portuguese "contrato-promessa": "promitente vendedor", "promitente comprador"), "Intending Purchaser" (East African
 * and Indian agreements for sale), "Prospective Tenant". The party so named takes the role word's side. For patterns
 * with the i flag, one blank after: `(?:${ROLE_QUALIFIER}\s{1,3})?`.
 */
export const ROLE_QUALIFIER = String.raw`(?:promising|intending|prospective)`;
const QUALIFIED = new RegExp(String.raw`^${ROLE_QUALIFIER}\s{1,3}(?=\S)`, 'i');

/**
 * The service's party role for an alias: Buyer, Supplier, or the alias itself when neither. A plural names the same
 * side ("the Owners" of a ship, "the Charterers", "the Sellers" who sell together), and so does a qualified role word
 * ("the Promising Seller", ROLE_QUALIFIER).
 */
export function roleOfAlias(qualified: string): string {
  const alias = qualified.replace(QUALIFIED, '');
  const one = alias.replace(/(?<=[a-z])s$/i, '');
  if (BUYER_LIKE.test(alias) || BUYER_LIKE.test(one)) return 'Buyer';
  if (SUPPLIER_LIKE.test(alias) || SUPPLIER_LIKE.test(one)) return 'Supplier';
  return 'Unknown';
}

/** A guarantee or suretyship by its title; a pledge secures a debt as they do ("Share Pledge Agreement", h25f18). */
const GUARANTEE_KIND = /\bguarant(?:ee|y)\b|\bsuretyship\b|\bsurety\b|\bpledge\b/i;

/** A novation's party that takes over the contract ("the Transferee", "the Novatee", "the Incoming Party"): BY_KIND's supplier. */
export const NOVATION_TAKER = /^(?:transferee|novatee|(?:incoming|new|substitute|replacement)\s+party)$/i;
/** A novation's party that stays ("the Continuing Party", "the Remaining Party"): BY_KIND's buyer. */
export const NOVATION_STAYER = /^(?:continuing|remaining)\s+party$/i;

/**
 * Aliases whose side only the document's kind tells (its type, contract-types.ts). In a grant (a "Grant Agreement", a
 * grant letter) the grantee is paid to carry out the funded work and the grantor or funder pays; in a conveyance or a
 * licence grant the grantee is the one who pays. In a subscription agreement the investor or subscriber pays for the
 * shares the company issues; in a shareholders' agreement neither side pays the other.
 */
const BY_KIND: readonly { kind: RegExp; unless?: RegExp; buyer: RegExp; supplier: RegExp; sideless?: RegExp }[] = [
  // Not a licence or an easement granted ("Licence Grant Agreement", "Patent License Grant"): its grantee pays.
  { kind: /\bgrant\b/i, unless: /\b(?:licen[cs]e|easement)/i, buyer: /^(?:grantor|funder)$/i, supplier: /^(?:grantee|grant recipient)$/i },
  { kind: /\bsubscription\b/i, buyer: /^(?:investor|subscriber)$/i, supplier: /^(?:company|issuer)$/i },
  // In an agency (a "Commercial Agency Agreement", a "Sales Agency Agreement") the agent sells on the principal's behalf
  // for a commission or a retainer: the principal pays (Buyer), the agent provides the service (Supplier). Elsewhere an
  // "Agent" (an escrow or security agent) or a "Principal" (of a surety bond) takes no side by its word alone.
  { kind: /\bagency\b/i, buyer: /^principal$/i, supplier: /^(?:agent|sales agent|commercial agent)$/i },
  // In a subcontract ("Subcontract Agreement", "Sub-Contract") the contractor passes part of its own work down and pays
  // the subcontractor for it: the contractor is the Buyer there, whatever it is under the main contract.
  { kind: /\bsub-?contract\b/i, buyer: /^(?:contractor|main contractor|prime contractor)$/i, supplier: /^sub-?contractor$/i },
  // In a grower's contract ("Tomato Grower Agreement", "Crop Purchase Agreement") the processor, packer or handler buys
  // the crop the grower delivers: the Buyer there, though a data "Processor" elsewhere provides a service (h18f11).
  { kind: /\bgrower\b|\bcrop\b|\bproduce\b/i, buyer: /^(?:processor|packer|handler|packer-shipper)$/i, supplier: /^(?:grower|farmer)$/i },
  // An assignment transfers a lease, a debt or a right for a price ("Deed of Assignment"): the assignor sells it, the
  // assignee pays (h19f12). Not one given as security ("Security Assignment"): the assignor is a borrower there.
  { kind: /\bassignment\b/i, unless: /\bsecurity\b|\bcollateral\b/i, buyer: /^assignee$/i, supplier: /^assignor$/i },
  // A note ("Loan Note", "Promissory Note") is its issuer's promise to repay what the holder lent: the issuer or maker is
  // the borrower (Buyer), the noteholder the lender (Supplier), as in a loan (h20f13). Only a note of debt: a credit,
  // debit, delivery or cover note has an issuer and a holder who lent nothing.
  { kind: /\b(?:loan|promissory|convertible|secured|unsecured|subordinated|senior|demand|bridge|debt|bridging)\s+notes?\b|\bnotes?\s+(?:instrument|purchase)\b/i, buyer: /^(?:issuer|maker)$/i, supplier: /^(?:note\s?holder|holder)$/i },
  // In a consignment ("Consignment Agreement") the consignor delivers its goods to be sold and the consignee sells them
  // and pays over the proceeds: consignor Supplier, consignee Buyer (h21f14).
  { kind: /\bconsignment\b/i, buyer: /^consignee$/i, supplier: /^consignor$/i },
  // A guarantee or suretyship: the guarantor or surety pays on demand (Buyer), the creditor it pays — a supplier whose
  // price it secures, a bank or lender whose loan it secures, a beneficiary — is the Supplier, as sets 13 and 15 read
  // them (h23f16). A three-party lease or loan with a guarantor is no guarantee by its kind: there the guarantor stays
  // without a side.
  // A pledgor gives its shares or goods as security for a debt and pays the secured sum on default, as a guarantor does;
  // the pledgee is the creditor (h25f18).
  // The debtor whose debt it secures pays the creditor under another contract, not under the guarantee: no side there
  // (the Debtor of an acknowledgement of debt is its Buyer, h92fp).
  { kind: GUARANTEE_KIND, buyer: /^(?:guarantors?|sureties|surety|pledgors?)$/i, supplier: /^(?:creditor|beneficiary|bank|lender|obligee|pledgee)$/i, sideless: /^(?:principal\s+)?debtors?$/i },
  // An employment contract or an offer of one calls the employer "the Company": it pays the salary (Buyer), as an
  // employer does (set 2's letter); an employee given an alias provides the work (h25f18).
  { kind: /\bemployment\b/i, buyer: /^company$/i, supplier: /^employee$/i },
  // A location, hire or rental agreement: the owner lets its place or goods for a fee (set 1's owner hiring out), the
  // production company or hirer pays for their use; "Owner" pays only as a construction employer (h40f29, set 29's cause 5).
  { kind: /\blocation\b|\bhire\b|\brental\b/i, buyer: /^(?:production\s+company|hirer|renter)$/i, supplier: /^owners?$/i },
  // Land let for a season's grazing or cropping (Irish conacre, a grazing agreement): the owner lets the land (Supplier),
  // the taker or grazier pays for its use (Buyer), as the owner of a hired place does (issue 18, h86p). An agistment is
  // not: there the "Owner" owns the stock and pays the agistor.
  { kind: /\bconacre\b|\bgrazing\b/i, unless: /\bagist/i, buyer: /^(?:takers?|graziers?)$/i, supplier: /^(?:land)?owners?$/i },
  // A lease-management (French "location-gérance") lets a business to a manager who runs it at its own risk and pays
  // the owner a fee: the manager is the paying side (Buyer), the lessor or owner of the business the Supplier (h86p).
  { kind: /\blease[- ]management\b|\bmanagement\s+lease\b|\blocation[- ]g[ée]rance\b/i, buyer: /^(?:(?:business\s+)?manager|lessee)s?$/i, supplier: /^(?:lessor|(?:business\s+)?owner)s?$/i },
  // A novation's generic aliases: the party that takes over the contract ("the Transferee", "the Novatee", "the Incoming
  // Party") performs it in the outgoing party's place, the provider's side; the party that stays ("the Continuing Party",
  // "the Remaining Party") receives that performance, the Buyer's. Facts sets 7, 12, 17 and 20 read every novation so
  // (issue 18, h52facts). The outgoing party ("Transferor", "Novator", "Outgoing Party") keeps no side.
  { kind: /\bnovation\b/i, buyer: NOVATION_STAYER, supplier: NOVATION_TAKER },
];
/** Whether a document of this type (its title) is a guarantee or suretyship (BY_KIND's reading of one). */
export function isGuaranteeKind(kind: string | undefined): boolean {
  return kind !== undefined && GUARANTEE_KIND.test(kind);
}
/** In a novation the incoming party takes the side of the one it replaces: "Incoming Provider" provides (h19f12). */
const INCOMING = /^(?:incoming|new|substitute|replacement)\s+(.{1,40})$/i;

/**
 * Documents whose parties take no side: a settlement ends a dispute (each party releases the other; a payment under it
 * buys nothing), and the members of a consortium share the work of one project. Their aliases ("Contractor" in a
 * settlement with a builder) keep the party Primary but give it no role.
 */
const SIDELESS_KIND = /\bsettlement\b|\bconsortium\b/i;

/** Whether a document of this type (its title) has parties without sides (`SIDELESS_KIND`). */
export function isSidelessKind(kind: string | undefined): boolean {
  return kind !== undefined && SIDELESS_KIND.test(kind);
}

/** The party role of an alias in a document of the given type ("Grant Agreement"): by the kind first, else `roleOfAlias`. */
export function roleOfAliasIn(qualified: string, kind: string | undefined): string {
  const alias = qualified.replace(QUALIFIED, '');
  for (const k of BY_KIND) {
    if (kind === undefined || !k.kind.test(kind) || k.unless?.test(kind)) continue;
    if (k.buyer.test(alias)) return 'Buyer';
    if (k.supplier.test(alias)) return 'Supplier';
    if (k.sideless?.test(alias)) return 'Unknown';
  }
  const incoming = kind !== undefined && /\bnovation\b/i.test(kind) ? INCOMING.exec(alias) : null;
  if (incoming) return roleOfAlias(incoming[1]);
  return roleOfAlias(alias);
}

/**
 * The words that open a preamble's list of parties: "between", or "among(st)" where there are several ("made between:",
 * "by and among"). One home for the three patterns built on them, which differ in where they look (session 81's re-read):
 * PARTY_SLOTS (parties/preamble-words.ts) finds the word anywhere in a preamble's text; PARTIES_OPENING
 * (document/recitals.ts) only at a line's end, its colon optional ("made between", "BETWEEN:"), for the rows under it;
 * SLOTS_BELOW (parties/preamble-names.ts) only with its colon, and "the undersigned:" too, as the line that heads the
 * slots below it (without a colon a line needs the preamble's verb: WHOLE_SLOTS_BELOW).
 */
export const PARTY_SLOT_WORDS = String.raw`between|among|amongst`;

/** Phrases naming several parties: the label party they get (case-insensitive unless the pattern has no `i` flag). */
export const GROUP_SUBJECTS: readonly { pattern: RegExp; party: string }[] = [
  { pattern: /\bboth\s+(?:of\s+the\s+)?parties\b/i, party: 'Both Parties' },
  // Plain-English terms written as "we" and "you" name the two parties together as "us": "Either of us may end this
  // agreement", "Neither of us is responsible for …" (each of the two, as "either party"), "both of us" (as "both parties").
  { pattern: /\bboth\s+of\s+us\b/i, party: 'Both Parties' },
  { pattern: /\b(?:each|either|neither)\s+of\s+us\b/i, party: 'Multiple Parties' },
  // "We will each keep confidential …", "we both agree": "we" with "each" or "both" after it (before or after the modal)
  // is the parties together, as "each of us" and "both of us" are, even where the contract defines "we" as one party
  // (issue 18, h30n40). Only the pronoun is matched (the lookahead is bounded): the party starts where "we" does.
  { pattern: /\bwe(?=\s{1,3}(?:(?:shall|will|must|may|agree\s{1,3}to|undertake\s{1,3}to)\s{1,3})?both\b)/i, party: 'Both Parties' },
  // Not "each" opening a time ("We will each month send you a statement", "we shall each year review the fees"): that
  // "each" counts the times one party acts, not the parties (review hrev24).
  { pattern: /\bwe(?=\s{1,3}(?:(?:shall|will|must|may|agree\s{1,3}to|undertake\s{1,3}to)\s{1,3})?each\b(?!\s{1,3}(?:day|week|fortnight|month|quarter|year|time|occasion|period|morning|evening|night|season|term|shift|visit)s?\b))/i, party: 'Multiple Parties' },
  // "None of the parties may" bars each of them, as "no party may" does.
  { pattern: /\b(?:(?:each|either|neither|any|no|every|a)\s+(?:of\s+the\s+)?part(?:y|ies)|none\s+of\s+the\s+parties)\b/i, party: 'Multiple Parties' },
  { pattern: /\b(?:the\s+)?parties\b/i, party: 'Multiple Parties' },
  // "the other party is entitled to", "grants the other Party a licence" (the noun capitalised as the contract defines
  // "Party"): whichever party it is, one of several (the capitalised role "Other Party" a contract may define is a role
  // word).
  { pattern: /\b[Tt]he\s+other\s+[Pp]arty\b/, party: 'Multiple Parties' },
  { pattern: /\ball\s+parties\b/i, party: 'Multiple Parties' },
  // Plain English and employment terms call the parties "sides": "either side may end the agreement", "neither side
  // shall", "both sides will" (a side is a party: the same labels as "either party", "both parties").
  { pattern: /\bboth\s+sides\b/i, party: 'Both Parties' },
  { pattern: /\b(?:each|either|neither)\s+side\b/i, party: 'Multiple Parties' },
  // Two parties named as people ("the Owner" and "the Herder") are "them" together: "Either of them may end this
  // agreement", "Neither of them may let …", "each of them must act …" (each of the two, as "either party"; C315, set 95's
  // cause 3, issue 18, h121t95). Only as the subject of a modal: "signed by both of them", "if either of them changes",
  // "the officers of each of them" name people or things, no party's act. Bounded: linear.
  // Not the things just counted (h121rr #12, h121mendT): not before a passive ("Neither of them may be copied", "each of
  // them must be returned": a thing is dealt with, no party acts), nor after a count and its plural noun in the clause
  // joined to it by "and", "but", "or", "so" or "yet" ("two parking cards, and each of them must …", "may keep two cats,
  // but neither of them may …"; the lookbehind reads the count's clause, 60 characters at most with no comma, then the
  // joining word). A count in another phrase is none of them (issue 18, h122left; h121revA #3): "Within ten days, either
  // of them may end …", "After two seasons either of them may …". Sets 1-95: the 3 sentences it read (sets 12, 95 ×2)
  // are kept, and no sentence of the sets has a count before the phrase. Nor after a count in a clause joined by a comma
  // alone (issue 18, h122mendL; review82 #12): "The Owner keeps two dogs at the camp, either of them may bark" (the dogs);
  // unless that clause opens the sentence with a preposition or a joining word ("Within ten days, either of them may
  // …", "If the herd falls below 40 animals, neither of them may …": CLAUSE_OPENERS). The count's clause is read from the
  // element's start or a comma, 80 characters at most before the count. Bounded gaps: linear.
  { pattern: new RegExp(String.raw`(?<!\b${COUNTED_THINGS}[^.;:!?,]{0,60},?\s{1,3}(?:and|but|or|so|yet)\s{1,3})(?<!(?:^|,)\s{0,3}(?=\S)(?!${CLAUSE_OPENERS}\b)[^.;:!?,]{0,80}\b${COUNTED_THINGS}[^.;:!?,]{0,60},\s{1,3})\b(?:each|either|neither)\s{1,3}of\s{1,3}them\b(?=\s{1,3}(?:shall|will|may|must|can|cannot|could|should|need)\b)(?!\s{1,3}[a-z]{1,8}\s{1,3}(?:not\s{1,3})?be\s{1,3}(?!(?:entitled|obliged|obligated|required|permitted|allowed|authori[sz]ed|deemed|bound)\b)[a-z]{2,30}(?:ed|en|wn|ne|id|ld|lt|pt|ught)\b)`, 'i'), party: 'Multiple Parties' },
  // "In case of breach by either party, the other may terminate": "the other" alone before its modal is the other party.
  { pattern: /\b[Tt]he\s+other(?=\s+(?:shall|will|may|must|can|is\s+entitled|has\s+the\s+right)\b)/, party: 'Multiple Parties' },
  // A party named by its part in an event ("the affected Party must notify", "the non-defaulting Party may
  // terminate"): whichever of them the event befalls, as "the other party" is. The adjective is lower case: a
  // capitalised one ("the Disclosing Party") is a role the contract defines.
  // So is "the Party affected by force majeure", "the party whose obligations are suspended", "the party in breach": the
  // qualifier after the noun says which of them, as the adjective before it does.
  // So is a relative clause on it, opened by a pronoun or a preposition: "the Party for which performance became
  // impossible", "the party to whom the notice is addressed", "the party that fails to pay" (h23s23).
  // "affected" after the noun needs no "by": "The party affected shall notify the other party" (the sets label it as "the
  // affected party", Multiple Parties; issue 18, h27n32).
  // "The disputing Party shall pay the undisputed part", "the objecting party must give reasons": whichever of them
  // disputes an invoice or objects, as "the claiming party" is (set 43 labels it Multiple Parties; issue 18, h32n43).
  { pattern: /\b[Tt]he\s+[Pp]arty(?=\s+(?:affected(?:\s+by)?|whose|(?:(?:for|to|by|with|on|of|against|from|in)\s+)?(?:which|whom)|who|that|in\s+(?:breach|default)|claiming|seeking|invoking|relying)\b)/, party: 'Multiple Parties' },
  { pattern: /\b[Tt]he\s+(?:affected|(?:non-)?defaulting|(?:non-)?breaching|terminating|notifying|claiming|requesting|aggrieved|injured|innocent|wronged|(?:non-)?performing|indemnified|indemnifying|disputing|objecting)\s+[Pp]arty\b/, party: 'Multiple Parties' },
];
