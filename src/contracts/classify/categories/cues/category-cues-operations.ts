/**
 * Cue words of operational clauses (building, carriage, handling, outsourcing, licensed space, agency) that the
 * earlier cue lists lacked, found on the seventh blind set (issue 18, h18h) and stated as rules about any contract:
 * what each party provides so the other can perform, the work a contractor or an agent is engaged for, site and
 * operational safety, service levels and making good defects, the use of space and equipment, handing over a thing.
 * `categories.ts` reads them with its other cues; each pattern is bounded (no nested quantifiers, no two optional
 * blank runs side by side) so it stays linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';

export const OPERATIONS_CUES: readonly [RegExp, CategoryLabel][] = [
  // A party's own people: providing and paying for them ("The Owners shall provide and pay for the crew") and training
  // staff. Not what one side furnishes so the other can perform ("supply the Agent with catalogues"): the service's
  // Responsibilities are a party's own ancillary duties, and the reference leaves "If the Buyer makes available to
  // Supplier any facilities …" uncategorised (h18gist).
  [/\bprovide\s+and\s+pay\s+for\b|\btrain(?:s|ing)?\s+(?:the\s+)?(?:[A-Z][\w-]*['’]s|its|their)\s+(?:[\w-]+\s+)?(?:staff|technicians|employees|personnel|operators|engineers)\b/, 'Responsibilities'],
  // A person named to supervise the site or the work ("appoint a competent site supervisor"; not a relationship
  // manager, which the reference leaves without a category); keeping a site or a vessel fit ("clean and tidy", "in a thoroughly
  // efficient state").
  [/\b(?:designate|appoint|nominate)s?\s+(?:a|an|one)\s+(?:[\w-]+\s+){0,2}?(?:supervisor|coordinator|co-ordinator)\b|\bclean\s+and\s+tidy\b|\bin\s+a\s+(?:thoroughly\s+)?efficient\s+state\b/i, 'Responsibilities'],
  // Staying out of a competing trade ("any goods that compete with the Products", "operate any coffee roasting business
  // within 100 miles"): what the contract leaves out. The work itself ("carry out and complete the Works", "promote the
  // Products") is the performance, no Scope of Work (the service's gist: "what is and is not in the contract"; h18gist).
  [/\bgoods\s+(?:that|which)\s+compet(?:e|es|ing)\b|\b(?:own|manage|operate)\b[^.;]{0,40}?\bany\s+(?:[\w-]+\s+){0,3}?business\s+(?:within|in)\b/, 'Scope of Work'],
  // Site and operational safety: risk assessments, method statements, inductions, a construction phase plan, dangerous
  // cargo, accidents, emergencies, piracy and war risks, a ship's security code, fire extinguishers and alarms and access
  // cards (a fire drill is one of category-cues-physical-safety.ts' drills, h107km: one home). Not "by accident"
  // (unintended) nor the piracy of software or content ("piracy of the Software", "online piracy"), which is copying.
  [/\brisk\s+assessments?\b|\bmethod\s+statements?\b|\bsite\s+inductions?\b|\bconstruction\s+phase\s+plan\b|\bdangerous\s+(?:cargo|goods)\b|(?<!\b(?:per|by)\s)\baccidents?\b(?!\s+(?:and\s+\w+\s+)?insurance)|\bemergency\s+(?:plan|procedures?|exits?)\b|(?<!\b(?:software|content|online|digital|internet|copyright|media|music|film|video)\s)\bpiracy\b(?!\s+of\b)|\bfire\s+(?:extinguishers?|alarms?)\b|\baccess\s+cards?\s+(?:shall|will|are|is)\b/i, 'Safety and Security'],
  // The ship and port security code, in capitals only (the word, not "isps" inside another).
  [/\bISPS\b/, 'Safety and Security'],
  // Service levels met and defects made good in a rectification or defects period are what the work is promised to be.
  [/\b(?:meet|exceed|achieve)\s+(?:or\s+exceed\s+)?(?:the\s+|each\s+|all\s+)?service\s+levels?\b|\bmake\s+good\b[^.;]{0,60}?\bdefects?\b|\brectification\s+period\b|\bon-time\s+performance\b/i, 'Warranties'],
  // A service credit is credited against the charges for a missed service level (billing, as set 4 labels it).
  // (h80money) Not the bare entitlement to one ("shall be entitled to the service credits set out in Annex 3"): how
  // much the price falls is the amount (C9; category-cues-service-credits.ts reads it Pricing & Taxes).
  // (issue 18, h88c) The paying party deducting it ("the Company may deduct a service credit of 10% of the rate"), as the
  // passive "Service Credits will be deducted from the next invoice" (sets 38, 42, 66 label both ways Payment).
  [/\bservice\s+credits?\s+(?:shall|will|is|are)\s+(?:be\s+)?(?:deducted|credited|applied)\b|\bdeduct(?:s|ed|ing)?\s+(?:(?:a|the|any|such|its|all)\s+)?service\s+credits?\b/i, 'Payment Terms & Billing'],
  // Services "charged separately" or "at the rates" of a tariff are priced outside the main charge.
  [/\bcharged\s+(?:separately|at\s+the\s+(?:[\w-]+\s+){0,2}?rates?)\b/i, 'Pricing & Taxes'],
  // A licence to use space ("a licence to use twenty-four dedicated desks"), using the other party's equipment or
  // premises ("the Carrier's ground equipment"), alterations to what is licensed, and "no tenancy" clauses.
  [/\blicen[cs]e\s+to\s+use\s+(?:[\w()-]+\s+){0,5}?(?:desks?|rooms?|cabins?|offices?|space|premises|parking|workstations?)\b|\buse\s+(?:the\s+)?(?:[A-Z][\w-]*|party)['’]s\s+(?:[\w-]+\s+){0,2}?(?:equipment|premises|facilities|vehicles?|tools)\b|\buse\s+the\s+meeting\s+rooms?\b|\balterations?\s+to\s+the\s+(?:desks?|walls|fittings|building|rooms?|unit|office)\b|\btenancy\b/, 'Asset Use'],
  // Handing over a thing itself: physical possession, a vessel or aircraft delivered or redelivered, delivery by a date.
  [/\bdeliver(?:s|ed|y)?\s+(?:of\s+)?(?:physical\s+)?possession\b|\bredeliver(?:s|ed|y)?\b|\bdeliver\s+the\s+(?:Vessel|Aircraft|Equipment|Goods|Vehicles?)\s+to\b|\bnot\s+delivered\s+by\s+the\b/, 'Delivery'],
  // The drawings and manuals handed over at the end of a building job are deliverables (not its milestones or its
  // completion date: the reference files a milestone under payment or leaves it).
  [/\bas-built\s+drawings\b|\bmaintenance\s+manuals\b/i, 'Deliverables'],
  // A change note and modifying these terms change the contract.
  [/\bchange\s+notes?\b|\bmodify\s+(?:these|this)\s+(?:terms|agreement|contract)\b/i, 'Amendments'],
  // Insuring one's own property is insurance ("shall insure its own laptops").
  [/\binsure\s+(?:its|their|the|all|any)\b/i, 'Insurance'],
];

/** Words that take a cue word into another category's sense. */
export const OPERATIONS_VETOES: readonly [RegExp, CategoryLabel][] = [
  // A licence to use space or to operate (a regulator's licence) is no intellectual property.
  [/\blicen[cs]e\s+to\s+(?:use\s+(?:[\w()-]+\s+){0,5}?(?:desks?|rooms?|cabins?|offices?|space|premises|parking|workstations?)\b|operate\b)|\blicence\s+only\b|\bleave\s+and\s+licence\b/i, 'Intellectual Property'],
];
