/**
 * Term & Termination said without its words (issue 18, h93cat2; set 71 missed two such sentences):
 * - the contract's period by its own name, run from one point to another: "The season runs from the Rider's arrival
 *   until the last race", "The let runs from 11 February until 15 October", "This engagement runs from 1 June to 31 May"
 *   (sets 20, 23, 24, 26, 28, 29, 30, 31, 55, 67, 71: 13 of 14 such sentences Term & Termination, two unread; set
 *   28's "Each season runs from 15 June to 30 September", none, was read so already). A period's noun before "runs
 *   from"; not a place's extent ("the sailing area, which runs from Poole to Chichester", set 33: Asset Use);
 * - a party's withdrawal from the consortium, the partnership or the contract: "A Member may not withdraw from the
 *   consortium without the consent of the others", "may withdraw from the Contract if the Contractor has not started"
 *   (sets 20, 26, 59, 71: 5 of 5 Term & Termination, three unread). Not a withdrawal from a project (set 10's partner
 *   leaving a funded project: Subcontracts, the work taken over), nor an offer or a notice withdrawn.
 * Strong: the sentence model reads a season's dates and a consent's writing as other subjects. Stated with sentences of
 * my own (`categories-settlements-and-signers-h93cat2.test.ts`). Bounded: linear.
 */
import type { CategoryLabel } from '../../../wire.js';

/**
 * The contract's period or the contract itself by a noun of its kind. A season only as "the" or "this" season, the
 * contract's own: a season of an activity ("The grazing season runs from 1 April to 31 October", a grazing licence's
 * fact, h88c's test) or each season of several (set 28's "Each season runs from 15 June to 30 September", none) is no
 * period of the contract.
 */
const PERIOD = String.raw`(?:(?<=\b(?:[Tt]he|[Tt]his)\s{1,3})season|term|period|let|letting|tenancy|lease|licen[cs]e|contract|agreement|engagement|hire|hiring|loan|placement|appointment|employment|residency|tour|charter|concession|subscription|membership)`;

/** (h109c86, C222) The defined member of a body its rules set up: "Member" with a capital, not a team's, a crew's or a board's. */
const MEMBER = String.raw`(?<!\b(?:Team|Staff|Crew|Board|Committee|Family|Household|Cast|Band)\s{1,3})Members?`;

/** (h109c86, C222) The bodies a member leaves: a savings circle, a club, a fund, a society, in small letters or defined. */
const BODY = String.raw`(?:[Cc]ircle|[Cc]lub|[Ff]und|[Pp]ool|[Gg]roup|[Ss]ociety|[Aa]ssociation|[Tt]ontine|[Ss]cheme|[Cc]ommittee|[Cc]o-?operative|[Uu]nion|[Ss]yndicate)\b`;

export const PERIOD_RUN_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(String.raw`\b${PERIOD}\s{1,3}(?:shall\s{1,3}|will\s{1,3})?(?:runs?|lasts?|extends?)\s{1,3}from\b[^.;]{1,160}?\b(?:until|till|to|through|up\s{1,3}to)\b`, 'i'), 'Term & Termination'],
  // (h103c79, C144) Run for a length rather than between two points: "Membership runs for 12 months from the day you join",
  // "These terms run for one year", "The hire lasts for seven days" — how long the contract's period is, as "is valid for"
  // says (category-cues-contract-validity.ts).
  [new RegExp(String.raw`(?:\b${PERIOD}|\b(?:[Tt]hese|[Tt]he)\s{1,3}terms)\s{1,3}(?:shall\s{1,3}|will\s{1,3})?(?:runs?|lasts?|continues?)\s{1,3}for\s{1,3}(?:a\s{1,3}(?:period|term)\s{1,3}of\s{1,3})?(?:\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|eighteen|twenty-four|thirty-six)\s{1,3}(?:\(\d{1,3}\)\s{1,3})?(?:days?|weeks?|months?|years?|seasons?)\b`, 'i'), 'Term & Termination'],
  // (h103c79, C144) A member leaving the club, the library or the scheme: "You may leave at any time by telling us in
  // writing", "Fees are not refunded if you leave early", "which we return when you leave and have brought back every
  // tool" — the membership ended by its holder, as a withdrawal from a consortium is. The verb with no place after it:
  // "leave the premises", "leave the tools in the shed" are no leaving. Not leaving by selling one's share ("may leave the
  // group by selling the share to a new member": the share's transfer, Assignments, set 27's label).
  [/\b(?:[Yy]ou|[Tt]he\s{1,3}[Mm]ember|a\s{1,3}member|members)\s{1,3}(?:(?:may|can|must|wish\s{1,3}to|want\s{1,3}to|decide\s{1,3}to)\s{1,3})?leaves?(?![^.;]{0,60}?\bby\s{1,3}(?:selling|transferring|assigning)\b)(?:\s{1,3}(?:early|at\s{1,3}any\s{1,3}time|by\s{1,3}(?:telling|giving|sending|writing)|before\s{1,3}the\s{1,3}end)\b|\s{1,3}and\s{1,3}(?:have|has)\s{1,3}(?:returned|brought\s{1,3}back|given\s{1,3}back|paid)\b|\s{1,3}the\s{1,3}(?:club|library|scheme|society|association|co-?operative|group|union|plan|programme|program)\b)/, 'Term & Termination'],
  // (issue 18, h109c86, C222) A member of a circle, a club or a fund leaving it, excluded from it or dying, in the shapes a
  // rotating savings circle's or a club's rules write them: "No Member may leave the circle before she has received the
  // pot", "A Member who has not yet received the pot may leave at the end of a cycle", "The Members may exclude a Member
  // who does not pay", "The committee may expel any Member who …", "If a Member dies before receiving the pot, …" — the
  // membership ended by its holder, the others or death (C144, C211's co-owner dying). The defined "Member" only, with a
  // capital, leaving the body named or at a time ("at the end", "before", "early", "by telling"): not "The Members may
  // leave their bicycles in the yard"; "If a member dies during the term of the loan" (a borrower's group, set 61) is a
  // member of no body ended; not a team's or a crew's member (staff, "If a Team Member resigns": Communication, set 61),
  // nor leaving by selling a share. Bounded gaps: linear.
  [new RegExp(String.raw`\b(?:[Nn]o|[Aa]ny|[Ee]ach|[Aa]|[Tt]he)\s{1,3}${MEMBER}(?:\s{1,3}who\b[^.;,]{1,80}?)?\s{1,3}(?:may|can|shall|must|is\s{1,3}free\s{1,3}to)\s{1,3}(?:not\s{1,3})?(?:leave|withdraw|resign)(?![^.;]{0,60}?\bby\s{1,3}(?:selling|transferring|assigning)\b)(?:\s{1,3}(?:from\s{1,3})?the\s{1,3}${BODY}|\s{1,3}(?:at\s{1,3}(?:the\s{1,3}end|any\s{1,3}time)|before|early|by\s{1,3}(?:telling|giving|sending|writing))\b)|\b(?:may|can|shall|will|must)\s{1,3}(?:expel|exclude|remove)\s{1,3}(?:a|any|the|that)\s{1,3}${MEMBER}(?:\s{1,3}who\b|\s{1,3}from\s{1,3}the\b)|\b${MEMBER}\s{1,3}(?:dies|leaves|resigns|withdraws|is\s{1,3}(?:excluded|expelled))\b`), 'Term & Termination'],
  [/\bwithdraw(?:s|ing|al)?\s{1,3}from\s{1,3}(?:the|this|that)\s{1,3}(?:[\w-]{1,30}\s{1,3})?(?:consortium|partnership|joint\s{1,3}venture|contract|agreement|association|alliance|syndicate)\b/i, 'Term & Termination'],
];
