/**
 * Where a clause ends inside a sentence, for the cue windows that read one clause to its end (issue 18, h107and; session
 * 69's third re-read, findings 3–5): ", and" or ", but" before a new subject — a determiner that opens one ("the",
 * "each", "either", "neither", "any", "no", "all", "such") or a party named before its modal verb ("Acme shall", "Acme
 * Ltd will"). Not the Oxford comma of a list ("against fire, flood, and earthquake": a list goes on), nor the same
 * subject's next verb (", and shall indemnify the Seller against", ", and we will keep them for six years", ", and
 * later we will": the clause's subject goes on; a pronoun is that subject again). The one home of the clause end of the
 * events' perils window (PERILS_EXCLUDED_NOT_SAID), the stamp duty's window (STAMP_DUTY_PAID_STRONG_CUES) and personal
 * data's purpose (DATA_HANDLED_NOT_SAID), each of which had its own. Used in a negative lookahead that each character of a bounded
 * window tries once; each branch bounded, case-insensitive: linear.
 */
const NEW_SUBJECT = String.raw`(?:(?:the|each|either|neither|any|no|all|such)\s|(?!(?:we|you|they|it|he|she|also|then|thereafter|shall|will|must|may)\b)[\w'’-]{1,30}(?:\s{1,3}(?!(?:we|you|they|it|he|she)\b)[\w'’-]{1,30})?\s{1,3}(?:shall|will|must|may)\b)`;
export const CLAUSE_END = String.raw`,\s{1,3}(?:and|but)\s{1,3}${NEW_SUBJECT}`;
