/**
 * Exclusivity said as a grant withheld from the other party's competitors (issue 18, h30c40, set 40's misses): "The
 * Organizer shall not grant any sponsorship rights in the Event to a Competitor", "shall not grant any naming or
 * advertising rights at the Venue to any other brewer". Who else may take the same rights bounds the engagement: Scope
 * of Work (docs/contracts.md, "Scope of Work": exclusivity; category-cues-scope.ts reads "not grant to any other person
 * the right to …" and "exclusive right to …"). A named class of rights granted in a thing, then a competitor or another
 * of the same trade. Bounded windows, linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';

/**
 * The verbs of "exclusive right(s) to <verb>", their one home (issue 18, h112left; session 74's re-read: the scope cues
 * of rounds 4, 5 and 9 wrote three lists, the grant below a fourth). A trade or a work carried on: to sell, supply,
 * import, market, distribute or represent goods, to provide, operate, run, manage or perform a service, to collect,
 * haul, clean, cater, serve or transport. Scope of Work (docs/contracts.md, "Scope of Work": exclusivity).
 */
const TRADE_VERBS = String.raw`sell|resell|distribute|syndicate|market|supply|import|represent|offer|trade|serve|collect|provide|operate|manage|perform|run|carry\s{1,8}out|service|haul|clean|cater|transport|remove`;

/** An exclusive right to trade or to do the work (category-cues-scope.ts' cue; any case, one right or several). */
export const EXCLUSIVE_RIGHT_TO_TRADE = String.raw`\bexclusive\s{1,8}rights?\s{1,8}to\s{1,8}(?:${TRADE_VERBS})\b`;

/**
 * What an exclusive right names that is no activity carried on: a place's use (Asset Use), a work's exploitation (a
 * licence of it, Intellectual Property), a right over the contract or a thing (h111rrA, finding 6). "distribute" and
 * "perform" are in both lists: goods distributed or a service performed are a trade, a work distributed or performed
 * is exploited, so only the grant's strong reading below leaves them (to the learned model and the IP cues).
 */
const NO_ACTIVITY = String.raw`use|occupy|enter|access|publish|seriali[sz]e|distribute|exhibit|exploit|reproduce|translate|adapt|broadcast|perform|record|stream|license|sublicense|terminate|renew|extend|buy|purchase|acquire`;

export const EXCLUSIVE_GRANT_CUES: readonly [RegExp, CategoryLabel][] = [
  // (h55c51) Exclusivity said of an engagement or of a programme joined: "Client engages Recruiter on an exclusive basis
  // to find candidates" (as "appoints the Agent as its exclusive agent", which sets 2–51 label Scope of Work 30 times),
  // "grants the Partner a non-exclusive right to take part in the Programme", "shall not take part in any other coalition
  // loyalty programme", "shall have the right to admit other merchants to the Programme": who else may do the same
  // bounds the engagement (docs/contracts.md, "Scope of Work": exclusivity).
  [/\b(?:engages?|engaged|retains?|retained|appoints?|appointed)\s+(?:the\s+)?[\w-]+\s+(?:as\s+(?:its|their|the|an?)\s+(?:[\w-]+\s+){1,3}?)?on\s+an?\s+(?:exclusive|non-exclusive|sole)\s+basis\b|\bexclusive\s+right\s+to\s+(?:take\s+part|participate)\s+in\b|\bnot\s+(?:to\s+)?(?:take\s+part|participate|enrol|join)\s+in\s+any\s+other\s+(?:[\w-]+\s+){0,3}?(?:programmes?|programs?|schemes?|networks?)\b|\bright\s+to\s+(?:admit|appoint|accept|add)\s+other\s+(?:merchants|partners|members|retailers|suppliers|distributors|agents|participants|operators)\b/i, 'Scope of Work'],
  [/\bnot\s+(?:to\s+)?grant\s+(?:any|similar|the\s+same)\s+(?:[\w-]+\s+){0,4}?rights?\s+(?:in|to|over|at|for)\s+[^.;]{0,120}?\bto\s+(?:a|an|any)\s+(?:(?:other|third|rival)\s+)?(?:[\w,-]+\s+){0,6}?(?:[Cc]ompetitors?|sponsors?|brewer(?:y|ies)?|brands?|suppliers?|manufacturers?|retailers?|operators?|institutions?)\b/, 'Scope of Work'],
];

/**
 * (issue 18, h111cat) An exclusive right, concession or franchise granted to carry on an activity ("The Council grants
 * the Operator the exclusive concession to operate a bike share scheme in the Area", "Owner grants Sponsor the exclusive
 * right to name the Ballpark", "the exclusive right to sell food and drinks in the Concession Areas"): no one else may do
 * the same, the engagement's bounds (docs/contracts.md, "Scope of Work": exclusivity). Sets 1–87: 11 such sentences,
 * all Scope of Work (7 missed: the learned model reads the grant as a licence). Strong, beside what else the sentence
 * names (a place's use, C12, category-cues-operating-rights.ts). Not a right to use, occupy or enter a place (its use,
 * Asset Use), nor one to publish, distribute or otherwise exploit a work (a licence of it, Intellectual Property: sets
 * 22 and 49 label theirs so), nor an exclusive licence, nor a right over the contract or a thing (to terminate, renew
 * or extend it; to buy, purchase or acquire: h111rrA, finding 6). Bounded: linear.
 */
export const EXCLUSIVE_GRANT_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(String.raw`\b(?:grants?|granted|gives?|given)\b[^.;]{0,60}?\b(?:an?|the)\s{1,3}(?:sole\s{1,3}and\s{1,3})?exclusive\s{1,3}(?:right|concession|franchise)\s{1,3}to\s{1,3}(?!(?:${NO_ACTIVITY})\b)[a-z]`, 'i'), 'Scope of Work'],
];
