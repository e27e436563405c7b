/**
 * Term & Termination for a party's right to end the contract or the relation it sets up (issue 18, h55cat): "We may end
 * your membership straight away if …", "we can end your tenancy under section 6.2", "The Leaseholder may end this
 * sub-licence by written notice if the Growers do not pay", "We may end any rental at once if you fail to pay an
 * invoice". Ending the agreement is the Term & Termination row itself (spec §2–3). Sets 1–50 label all 308 sentences
 * this pattern reads Term & Termination; the learned model gave 6 of them (sets 20, 26, 31, 32, 33, 48) none, mostly
 * because the ground (an unpaid sum, a force majeure event) ranks first and leaves the ending under the second bar.
 * The thing ended is the contract or what it grants (a membership, a tenancy, a rental, a licence, a lease, an
 * engagement), after a modal ("may", "can", "shall", "is entitled to"): not a booking, a service, an order or a
 * performance cancelled (cancellations, often the price's or the delivery's), nor a bare "end" of a period, nor a
 * lead-in ending in a colon (its list items inherit its categories, and set 20 labels the grounds listed under "The
 * Foundation may end this agreement … if the Grantee:" without Term & Termination). Tests:
 * `test/contracts/classify/categories/categories-ending-rights.test.ts`. Bounded, linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';

export const ENDING_RIGHT_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  // "may end your membership", "can end your tenancy", "may end this sub-licence", "is entitled to terminate the
  // Agreement", "may cancel the charter". Not "may cancel a booking", "may end the session", "may terminate the
  // order", nor a lead-in that ends in a colon ("may end this agreement if the Grantee:"): its categories pass to the
  // grounds listed under it, which the sets label by their own subject. Nor the thing a contract word names ("end the
  // lease negotiations", "terminate the licence key", "the contract year"), nor another's appointment or engagement
  // ("may end the appointment of any subcontractor who …": a person removed from the work; "end the membership of any
  // member" is still the relation the contract grants): issue 18, hrev40.
  [/\b(?:may|can|shall|will|must|is\s+entitled\s+to|has\s+the\s+right\s+to)\s+(?:then\s+|also\s+|immediately\s+)?(?:end|terminate|cancel)\s+(?:your|this|the|any|its|their|our|a|an|each)\s+(?:[\w-]+\s+)?(?:membership|tenancy|rental|sub-?licen[cs]e|licen[cs]e|agreement|contract|hire|lease|engagement|let|arrangement|subscription|appointment|charter|terms|sublease|concession|letting|placement)\b(?!(?<=appointment|engagement)\s+of\s+(?:any|a|an|each|every)\b)(?!\s+(?:negotiations?\b|keys?\b|numbers?\b|holders?\b|plates?\b|years?\b|talks\b))(?![^.;:]{0,200}:\s*$)/i, 'Term & Termination'],
  // (h76c58) An account closed or suspended by the party who may end the relation (set 58's misses): "You may close your
  // account at any time", "We may suspend or close your account at once if …", "If we close your account, we will pay
  // you …". In terms of a platform or a service the user's account is the relation the terms set up; closing it ends
  // them (sets 9, 46 and 58 label all eight such sentences Term & Termination). Not a bank, utility, escrow or ledger
  // account (money's), nor a lead-in ending in a colon, as above. (hrev67) Nor a finance contract's named
  // accounts, money's too ("may close the Collection Account", "the Retention Account", "the petty cash account"). Bounded: linear.
  [/\b(?:(?:may|can|shall|will|must|is\s{1,3}entitled\s{1,3}to|has\s{1,3}the\s{1,3}right\s{1,3}to)(?:\s{1,3}(?:at\s{1,3}any\s{1,3}time|then|also|immediately))?|if\s{1,3}(?:we|you|they|the\s{1,3}[\w-]{1,30}))\s{1,3}(?:suspend|close|terminate|deactivate|cancel)s?(?:\s{1,3}or\s{1,3}(?:suspend|close|terminate|deactivate|cancel))?\s{1,3}(?:your|its|their|our|the|any|a|an)\s{1,3}(?!(?:bank|utility|escrow|ledger|savings|trust|deposit|current|loan|collection|retention|reserve|proceeds|disbursement|operating|holding|cash|settlement|payments?|revenue|custody|client|debt|capital|expenses?|imprest|petty|project|construction|security|collateral)\b)(?:[\w-]{1,30}\s{1,3})?account\b(?![^.;:]{0,200}:\s*$)/i, 'Term & Termination'],
  // (issue 18, h108c85, C214) A course of care or teaching the customer receives, stopped or ended by either party: "You
  // can stop treatment at any time by telling us in writing", "We may stop your treatment if you do not pay for 60 days",
  // "You may stop lessons at any time by telling us in writing" (set 29), "may end the service" (sets 22, 32, 75): the
  // terms ended by a party, as "end your membership" is. Sets 1–84 label 17 of the 18 sentences that stop, end or cancel
  // a membership, a subscription, lessons, a course or the service Term & Termination (the 18th, "will not stop your care
  // for late payment", is no right: only "may", "can" or "to" before the verb). Not a service stopped ("may stop the
  // Service for maintenance": a suspension, so "service" only after end or cancel), nor classes cancelled (an event).
  [/\b(?:may|can|could|to)\s{1,3}(?:(?:at\s{1,3}any\s{1,3}time|then|also)\s{1,3})?(?:(?:stop|end|cancel)\s{1,3}(?:(?:the|your|their|his|her|its)\s{1,3})?(?:treatment|therapy|course\s{1,3}of\s{1,3}treatment|lessons|tuition|care|programme\s{1,3}of\s{1,3}care)|(?:end|cancel)\s{1,3}(?:the|your|their|its)\s{1,3}(?:services?|course)(?!\s{1,3}(?:of|to)\b))\b(?!\s{1,3}(?:of|visits?|calls?|appointments?|plants?)\b)/i, 'Term & Termination'],
];
