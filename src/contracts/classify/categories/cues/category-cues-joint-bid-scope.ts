/**
 * Scope of Work of a joint undertaking's bounds and its division of the work (issue 18, h93cat; set 71 missed them): a
 * consortium, joint venture or team of firms says what it is for, what its members may not do beside it, and who does
 * which part, without "scope" or "services" as the cue lists read them:
 * - the purpose it is formed for: "The Members form a consortium for the sole purpose of bidding for the contract and
 *   performing it", "The joint venture is limited to the purpose of …" (a consortium, joint venture, partnership or team
 *   "for the (sole|only|limited) purpose of"; not a purpose of something else, "for the purpose of this clause");
 * - exclusivity on the tender: "No party shall take part in any other bid for the same tender", "shall not submit any
 *   other proposal for the Project" (another bid, tender, proposal or offer for the same work, taken part in,
 *   submitted or joined);
 * - the work and its fees divided: "The parties shall divide the services and the fees as follows:", "The work is
 *   shared between the Members as follows:" (services, work, works or tasks divided, split, shared or allocated
 *   "as follows", "between them" or "among them"; not a sum alone divided, "the profits shall be shared equally").
 * Strong: the sentence model reads "proposal", "fees" and "consortium" as little of any category. Sets 1–71: only set 71
 * says these (4 sentences, all labelled Scope of Work). Stated with sentences of my own
 * (`categories-sums-and-things-provided-h93cat.test.ts`). Bounded gaps: linear.
 */
import type { CategoryLabel } from '../../../wire.js';

/** A joint undertaking of firms. */
const JOINT_BODY = String.raw`(?:consortium|joint\s{1,8}venture|unincorporated\s{1,8}joint\s{1,8}venture|partnership|team(?:ing)?\s{1,8}(?:agreement|arrangement)|bidding\s{1,8}team|association)`;

/** A bid for work: the tender's offer. */
const BID = String.raw`(?:bids?|tenders?|proposals?|offers?|submissions?)`;

/**
 * The work divided among the parties: "shall divide the services and the fees as follows", "the works are shared
 * between the Members" (also the lead-in whose rows give each party's part: category-work-share-items.ts).
 */
export const WORK_DIVIDED = new RegExp(String.raw`\b(?:divide|divides|divided|split|splits|share|shares|shared|allocate|allocates|allocated)\s{1,8}(?:between\s{1,8}(?:them|themselves)\s{1,8}|among\s{1,8}(?:them|themselves)\s{1,8})?the\s{1,8}(?:[\w-]{1,30}\s{1,8})?(?:services|work|works|tasks)\b[^.;]{0,80}?\b(?:as\s{1,8}follows|between\s{1,8}(?:them|themselves|the\s{1,8}(?:parties|members))|among\s{1,8}(?:them|themselves|the\s{1,8}(?:parties|members)))\b|\b(?:services|work|works|tasks)\s{1,8}(?:is|are|shall\s{1,8}be)\s{1,8}(?:divided|split|shared|allocated)\s{1,8}(?:between|among)\b`, 'i');

export const JOINT_BID_SCOPE_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  // The purpose a joint body is formed for.
  [new RegExp(String.raw`\b${JOINT_BODY}\b[^.;]{0,120}?\bfor\s{1,8}the\s{1,8}(?:sole|only|limited|exclusive|single)\s{1,8}purposes?\s{1,8}of\b|\b${JOINT_BODY}\s{1,8}(?:is|shall\s{1,8}be)\s{1,8}(?:limited|confined|restricted)\s{1,8}to\b`, 'i'), 'Scope of Work'],
  // No other bid for the same work.
  [new RegExp(String.raw`\b(?:take|takes|taking)\s{1,8}part\b[^.;]{0,40}?\bin\s{1,8}any\s{1,8}other\s{1,8}${BID}\s{1,8}for\b|\b(?:submit|submits|join|joins|participate|participates)\s{1,8}(?:in\s{1,8})?any\s{1,8}other\s{1,8}${BID}\s{1,8}for\b`, 'i'), 'Scope of Work'],
  // The work divided among the parties.
  [WORK_DIVIDED, 'Scope of Work'],
];
