/**
 * Who bears the cost of an act, said beside the act: "will supply, at its own cost, 400 swim caps", "may install a
 * generator at its own cost", "may audit the records once a year at its own expense", "collects the boat at the Hirer's
 * expense" (issue 18, h102c78; C135). The Pricing & Taxes row names "who bears a cost" among the price terms, yet the
 * sets read the phrase as the act's manner, not a term of the price: sets 1–78 hold 153 sentences with "at its own
 * cost" or "at the <party>'s (own) cost/expense", 6 of them labelled Pricing & Taxes (sets 11, 13, 15 ×2, 68 and one
 * beside a price refunded, set 75). So a sentence whose only word of money is that phrase takes no Pricing & Taxes
 * from its section's title ("2. Sponsorship Fee", "Licence Fee") nor from the learned model (category-vetoes.ts); a
 * price, a fee or a sum its own words name keeps its cue. Each party bearing its own costs of a proceeding or of the
 * work is another matter (category-cues-costs-borne.ts: sets 3, 38, 51, 70, 71 and 77 label all six Pricing & Taxes).
 * Bounded runs: linear. Tests: `categories-set78-classes-h102c78.test.ts`.
 */

/** "at its own cost", "at their own expense", "at the Hirer's expense", "at the Lessee's own cost". */
const OWN_COST = /\bat\s{1,3}(?:(?:its|his|her|their|your|our)\s{1,3}own|the\s{1,3}[\w-]{1,30}['’]s?(?:\s{1,3}own)?)\s{1,3}(?:cost|expense)s?\b/i;

/** Whether `text` says who bears the cost of its act ("at its own cost"): the act's manner, no price term (C135). */
export function namesOwnCost(text: string): boolean {
  return OWN_COST.test(text);
}
