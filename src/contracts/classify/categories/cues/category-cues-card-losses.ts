/**
 * Who answers for a payment instrument's misuse (issue 18, h40s46): "The Customer is liable for Transactions made with a
 * lost or stolen Card until …", "the Cardholder bears the loss of unauthorised transactions …". A loss allocated between
 * the parties, the spec's Liability (responsibility for loss), not a price nor a bill: the transactions are the
 * fraudster's, not the customer's purchases. Only with the misuse named (lost, stolen, unauthorised, fraudulent): "is
 * liable for all Transactions made with its Cards" is the customer paying for its own use (set 46 labels that one no
 * Liability). Each run bounded, no nested quantifier: linear.
 */
import type { CategoryLabel } from '../../../wire.js';

/** What a card or an account is misused by. */
const MISUSE = String.raw`(?:lost|stolen|missing|misused|mislaid|counterfeit|cloned|unauthori[sz]ed|fraudulent)`;
/** The transactions made with it. */
const DEALINGS = String.raw`(?:transactions?|purchases?|charges|payments?|withdrawals?|debits?|uses?)`;

export const CARD_LOSS_CUES: readonly [RegExp, CategoryLabel][] = [
  // "is liable for Transactions made with a lost or stolen Card", "bears the loss of unauthorised transactions",
  // "is responsible for any use of a stolen card": the answering word, the dealings, then the misuse within a few words.
  [new RegExp(String.raw`\b(?:liable|responsible)\s+for\s+(?:all\s+|any\s+)?(?:${MISUSE}\s+)?${DEALINGS}\b[^.;]{0,60}?\b${MISUSE}\b|\b(?:liable|responsible)\s+for\s+(?:all\s+|any\s+)?${MISUSE}\s+${DEALINGS}\b|\bbears?\s+(?:the\s+|all\s+|any\s+)?(?:losses|loss|cost|costs|risk)\s+of\s+(?:all\s+|any\s+)?(?:${MISUSE}\s+${DEALINGS}\b|${DEALINGS}\b[^.;]{0,60}?\b${MISUSE}\b)`, 'i'), 'Liability'],
];
