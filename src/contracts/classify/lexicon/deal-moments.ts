/**
 * The moments of a deal a sum falls due on or a signing line may name (issue 18, h107and): the one home of the events an
 * instalment's item or a schedule's row pays on ("(a) $40,000 on signature of this Agreement", "On delivery: USD
 * 1,080.00", "EUR 5,000 on closing") and of the moments "At" names before a day where no place stands ("At Completion,
 * on 1 June 2030": place-of-making.ts). Before, INSTALMENT_ITEM, SCHEDULE_ROW_STRONG_CUES and DEAL_MOMENT each had a
 * list of their own. Lower case; read case-insensitively. Fixed words: linear.
 */
export const DEAL_MOMENT_WORDS: readonly string[] = [
  'signature', 'signing', 'execution', 'approval', 'acceptance', 'delivery', 'completion', 'commissioning', 'installation',
  'handover', 'hand-over', 'dosing', 'filing', 'grant', 'issue', 'issuance', 'launch', 'opening', 'premiere', 'publication',
  'receipt', 'commencement', 'start', 'achievement', 'registration', 'award', 'booking', 'arrival', 'order', 'ordering',
  'closing', 'settlement', 'exchange', 'transfer',
];

/** The same words as one alternation for a pattern (no word boundary of its own). */
export const DEAL_MOMENT = `(?:${DEAL_MOMENT_WORDS.join('|')})`;
