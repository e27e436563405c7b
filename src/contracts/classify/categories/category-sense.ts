/**
 * Words the learned model counts without reading their sense. The regression (`category-logistic.ts`) sees stems:
 * "notice" in "copyright notice" is Communication's stem, "liable … for delay" Liability's. Where the reading is a
 * documented convention of the category (docs/contracts.md, "Categories (25)"), the model's proposal of that category
 * is no evidence; the cue lists already read these words in their sense. Since the model trains on sets 9–11 (h18cat4),
 * their many notice and consent rows had tipped both readings.
 */
import { foldedForPrefilter, prefilteredTest } from '../../../common/regex-prefilter.js';
import type { CategoryLabel } from '../../wire.js';
import { DUTY_LAID, LOSS_WORD_NAMES_A_TASK } from './cues/category-cues-not-responsible.js';

/** A loss word that names no task ("damage", not "damage control"): a loss answered for. */
const UNTASKED_LOSS_WORD = String.raw`\b(?:loss(?:es)?|damage|injur(?:y|ies))\b(?!${LOSS_WORD_NAMES_A_TASK})`;

const SENSE_VETOES: readonly [RegExp, CategoryLabel][] = [
  // A copyright, proprietary or ownership notice is a mark on a copy, not a notice given to a party.
  [/\b(?:copyright|proprietary|ownership|trade ?mark|patent)\s+(?:notices?|legends?)\b|\bnotices?\s+of\s+(?:copyright|ownership)\b/i, 'Communication'],
  // Tax advice, tax advisers and tax planning are a service someone gives, not a tax or a price.
  [/\btax\s+(?:advice|advisers?|advisors?|planning|consult\w*)\b/i, 'Pricing & Taxes'],
  // Being excused from a delay or a failure to perform ("shall not be liable for a delay caused by …") is the
  // consequence clause of force majeure or of the other party's default, not a limitation of liability — unless the
  // sentence names a loss, damage or liability too. Windows bounded: linear.
  // A closure, cancellation, suspension or stoppage is a failure to perform by another name ("not liable for a closure
  // caused by a pandemic": force majeure, C4); an interruption of a supply by its providers is not listed (another's acts).
  [/^(?![^]{0,400}\b(?:loss|losses|damages?|liabilit(?:y|ies))\b)[^]{0,200}?\b(?:not|neither\b[^.;]{0,40}?)\s+(?:be\s+)?(?:held\s+)?(?:liable|responsible)\s+(?:to\s+(?:the\s+)?\w+(?:\s+\w+)?\s+)?for\s+(?:any\s+|a\s+|the\s+)?(?:late|delay|delays|failure|failures|closures?|cancell?ations?|suspensions?|stoppages?|non-?performance)\b/i, 'Liability'],
  // A consent, approval or authorisation not said to be written ("shall not subcontract any of the work without
  // consent") is a condition of the act, not a communication (C2 reads written consent; the reference: "without
  // Buyer's authorization" and even 38.1's "prior written consent" to subcontracting take no Communication). A sentence
  // that writes, notifies or informs keeps its word. Windows bounded: linear.
  [/^(?![^]{0,400}\b(?:written|writing|notices?|notif\w*|inform\w*|communicat\w*|reports?|request\w*|announce\w*)\b)[^]{0,300}?\b(?:consent|consents|approval|permission|authori[sz]ation)\b/i, 'Communication'],
  // (h105c82) The day of possession, completion or handover named only as a date ("The Sellers undertake before the day of
  // possession:"): the learned model reads "possession" with a notice; a sentence that tells, writes or sends keeps it.
  [/^(?![^]{0,400}\b(?:written|writing|notices?|notif\w*|inform\w*|communicat\w*|reports?|request\w*|tells?|told|sends?|sent|shows?|consults?)\b)[^]{0,300}?\bday\s{1,3}of\s{1,3}(?:possession|completion|handover|hand-over|transfer)\b/i, 'Communication'],
  // A delivery named only as the time of another act ("send a tax invoice within 5 working days of each delivery",
  // "pay within 30 days after delivery", "ten days after the agreed delivery date") transfers nothing (C12; the Delivery cue reads "after shipment" so): the
  // learned model's Delivery is no evidence when every delivery word of the sentence is such a time. Bounded: linear.
  // A non-delivery and what "should have been delivered" are such times too ("within 14 days after delivery of the
  // goods or, in the case of non-delivery, after the date the goods should have been delivered", h30c39).
  [/^(?:(?!(?<!-|\bbeen\s)\b(?:deliver|ship|dispatch|consign|carriage|carrier|incoterm|title|risk)\w*)[^]){0,400}?\b(?:of|after|on|upon|following|before|from)\s+(?:(?:each|the|every|any|its|a|their)\s*)?(?:(?:originally|agreed|scheduled|estimated|expected|actual|planned|relevant|applicable)\s+){0,2}delivery(?:\s+dates?)?\b(?:(?!(?<!-|\bbeen\s)\b(?:deliver|ship|dispatch|consign|carriage|carrier|incoterm|title|risk)\w*)[^]){0,400}$/i, 'Delivery'],
  // Training on sets 12-19 (h20train) tipped five more readings; each veto reads a word in the sense the documented
  // reading gives it (docs/contracts.md, "Readings settled, training on sets 1-19"). Windows bounded: linear.
  // A thing that "is to" or conforms to a specification or standard is its quality, not the use of an asset (hrev11),
  // unless the sentence also uses, returns, hires or leases something.
  [/^(?![^]{0,400}\b(?:use[sd]?|using|return\w*|leas\w*|hir\w*|rent\w*|loan\w*|lend\w*)\b)[^]{0,300}?\b(?:is|are|be)\s+to\s+(?:(?:the|a|its|any)\s*)?(?:[\w-]+\s+){0,2}?(?:specifications?|standards?|grade)\b/i, 'Asset Use'],
  // Being responsible or liable for a loss or damage is Liability; Responsibilities is answering for one's people, their
  // acts and one's compliance (the gist), which such a sentence does not name. Nor where a duty is laid beside the loss
  // ("responsible for loss of data and shall make daily backups": the task is Responsibilities, C62; issue 18, h57left).
  // Nor where the loss word names a task ("responsible for damage control on the site", "for loss prevention": C73's
  // task guard, LOSS_WORD_NAMES_A_TASK; issue 18, h59left).
  [new RegExp(String.raw`^(?![^]{0,400}(?:\b(?:staff|personnel|employees?|workers?|drivers?|agents?|subcontractors?|acts?|omissions?|conduct|supervis\w*|compl\w*|training)\b|${DUTY_LAID}))[^]{0,300}?\b(?:responsible|liable|answerable)\s+for\s+(?:(?:any|all|the)\s*)?(?:[\w-]+\s+){0,2}?(?:damage|loss|losses|injury|injuries)\b(?!${LOSS_WORD_NAMES_A_TASK})`, 'i'), 'Responsibilities'],
  // Being responsible for a task the loss word only names ("responsible for damage control on the site", "for loss
  // prevention at the warehouse") answers for no loss (C73 reads a loss answered for; the task is C62's
  // Responsibilities): the model's Liability, counted from "damage" or "loss", is no evidence where every loss word of
  // the sentence names a task (LOSS_WORD_NAMES_A_TASK) and nothing else speaks of liability, an indemnity or damages
  // (issue 18, h59left). Tempered windows of fixed-width lookaheads: linear. "responsible for" is consumed, not looked
  // ahead at, so the classifier's prefilter finds its literal and skips a text without it (regex-prefilter.test.ts).
  [new RegExp(String.raw`^(?=[^]{0,600}$)(?![^]{0,600}\b(?:liab\w*|indemn\w*|compensat\w*|negligen\w*|damages)\b)(?:(?!${UNTASKED_LOSS_WORD})[^]){0,300}?\bresponsible\s+for\s+(?:[\w-]+\s+){0,2}?(?:loss|damage|injury)${LOSS_WORD_NAMES_A_TASK}(?:(?!${UNTASKED_LOSS_WORD})[^]){0,600}$`, 'i'), 'Liability'],
  // Goods or services "listed in each purchase order" are the doing of the work; Scope of Work is what an order is,
  // what it incorporates and when it binds (the gist), unless the sentence says so too.
  [/^(?![^]{0,400}\b(?:binding|binds?|incorporat\w*|includes?|excludes?|exclusiv\w*|scope|not\s+part)\b)[^]{0,300}?\b(?:listed|set\s+out|specified|described|stated|identified)\s+in\s+(?:each|the|a|any|every|that|such|its)\s+(?:purchase\s+)?orders?\b/i, 'Scope of Work'],
  // Recorded delivery, registered or certified post is a way of sending a notice, not a record (Audits' records and
  // accounts) - unless the sentence names an audit, records or books too.
  [/^(?![^]{0,400}\b(?:audit\w*|inspect\w*|records|books|ledgers?)\b)[^]{0,300}?\b(?:recorded|registered|certified)\s+(?:delivery|post|mail)\b/i, 'Audits'],
  // Access to a site given to a party, and following another's directions, are no safety or security without a word
  // of either (access granted is the use of the other's asset, C12; a list of a party's duties is Responsibilities).
  [/^(?![^]{0,400}\b(?:safe\w*|secur\w*|hazard\w*|danger\w*|emergenc\w*|fire|injur\w*|health|accident\w*|protect\w*|weapons?|alarms?|guards?|police|drugs?|alcohol|evacuat\w*|induct\w*|clearance|vett\w*|screen\w*|badges?|escort\w*|passes|keys?|lock\w*|risk\w*|incidents?|toxic|chemical\w*|smok\w*)\b)[^]{0,300}?\b(?:access\s+to|directions\s+of|instructions\s+of)\b/i, 'Safety and Security'],
  // A right of use passed on or held with no right in a work named ("not sublet the pasture or transfer the right of use
  // to third parties"), or a right to use land ("grants the Grazier, for a fee, the right to use for grazing the meadow"),
  // is the use of a thing, land or a place (C12), no licence of intellectual property (issue 18, h88c: the model counts
  // "right" and "use" for a licence). A sentence naming a licence, a work, a mark or software keeps it. Windows bounded:
  // linear.
  [/^(?![^]{0,400}\b(?:licen[cs]\w*|copyrights?|patents?|trade\s?marks?|marks?|designs?|software|intellectual|know-how|brands?|logos?|works?|content|data|names?|images?|photographs?|recordings?)\b)[^]{0,300}?\b(?:rights?\s+of\s+use\b|right\s+to\s+use\s+(?:[\w-]+\s+){0,4}?(?:pastures?|meadows?|land|fields?|paddocks?|commons?|premises|site|yard|plots?)\b)/i, 'Intellectual Property'],
  // Subletting is a transfer of the tenancy, as an assignment is (C12 reads a lease's use, not its transfer): no use of
  // the premises unless the sentence uses, occupies or accesses something too. Training on sets 20-24 (h23cat) tipped
  // it; set 8's one row that read it so is the exception. Windows bounded: linear.
  [/^(?![^]{0,400}\b(?:use[sd]?|using|occup(?:y|ies|ied|ation)|access\w*|alterations?|return\w*)\b)[^]{0,300}?\bsub-?(?:let(?:s|ting)?|leas\w*)\b/i, 'Asset Use'],
  // A party changing its own particulars (its name, address, registered office, bank details, control) changes no term
  // of the contract: no Amendments unless the sentence names the agreement, its terms, an amendment or a variation too.
  // Training for 5 epochs (h23cat2) tipped it. Windows bounded: linear.
  [/^(?![^]{0,400}\b(?:agreements?|contracts?|terms|amend\w*|variations?|vary|schedules?|scope|specifications?)\b)[^]{0,300}?\bchang\w*\s+(?:its|their|his|her|of)\s+(?:[\w-]+\s+){0,2}?(?:names?|address(?:es)?|registered\s+office|offices|bank\s+(?:accounts?|details)|details|domicile|residence|legal\s+form|control|ownership)\b/i, 'Amendments'],
];

/**
 * Whether the text reads a word the learned model counts for `category` in another sense (`folded`: its
 * foldedForPrefilter). A veto runs only when the text holds one of the literals its source requires (the word it
 * reads: "notice", "liable", "consent"…; common/regex-prefilter.ts): its `^(?![^]{0,400}…)` guard reads up to 400
 * characters of every sentence the model proposes the category for.
 */
export function learnedSenseVetoed(text: string, category: CategoryLabel, folded = foldedForPrefilter(text)): boolean {
  return SENSE_VETOES.some(([re, c]) => c === category && prefilteredTest(re, text, folded));
}

/** The vetoes, for the build's prefilter table (scripts/build-regex-prefilter.mjs collects every `…Patterns()` list). */
export function senseVetoPatterns(): readonly (readonly [RegExp, CategoryLabel])[] {
  return SENSE_VETOES;
}
