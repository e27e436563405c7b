/**
 * Scope of Work said by what the project is, what a provider does not do, and an exclusivity withheld (issue 18, h87c):
 * "The Project is the design and construction of a two-storey school", "We do not carry out post-mortem examinations",
 * "This agreement gives the Agency no exclusive right, and the Owner may …". Each says what the work is or how far it
 * reaches (spec §2–3, the Scope of Work row: "services description, boundaries"; C67 for the extent): sets 12, 30, 64
 * and 65 label all five such sentences Scope of Work; the cues read one. Strong (category-cue-lists.ts' STRONG_CUES):
 * the building's size or cost beside it is no other subject. Tests:
 * `test/contracts/classify/categories/categories-service-described-h87c.test.ts`. Bounded windows: linear.
 */
import type { CategoryLabel } from '../../../wire.js';

/** The kinds of building work a project is. */
const BUILDING_WORK = String.raw`(?:design|construction|building|renovation|refurbishment|restoration|installation|extension|demolition|fit-?out|conversion|erection|rehabilitation|upgrading|expansion)`;

export const SERVICE_DESCRIBED_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  // What the project is: "The Project is the design and construction of …", "The project is the construction of a
  // science block". Not the project named as the time of another act ("if the Project is not progressing").
  [new RegExp(String.raw`\bthe\s{1,8}project\s{1,8}is\s{1,8}the\s{1,8}(?:[\w-]{1,30}\s{1,8}){0,3}?${BUILDING_WORK}\s{1,8}of\b`, 'i'), 'Scope of Work'],
  // What a provider does not do, in its own voice: "We do not carry out post-mortem examinations or embalming", "Our
  // carers do not provide nursing care". Not a duty not to perform ("shall not carry out any works without approval":
  // a barred act), nor a party that fails ("if the Contractor does not perform the contract").
  [/\b(?:we|our\s{1,8}(?:[\w-]{1,30}\s{1,8})?[\w-]{1,30})\s{1,8}do\s{1,8}not\s{1,8}(?:carry\s{1,8}out|perform|undertake|offer|provide)\b/i, 'Scope of Work'],
  // An exclusivity withheld: "This agreement gives the Operator no exclusive right, …". The work's reach (C67), as an
  // exclusive basis granted is (category-cues-work-extent.ts).
  [/\b(?:gives|give|grants|grant|confers)\s{1,8}(?:[\w'’-]{1,30}\s{1,8}){1,3}?no\s{1,8}exclusiv(?:e|ity)\b/i, 'Scope of Work'],
];
