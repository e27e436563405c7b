/**
 * A payment into the account of the one writing ("to our account") or of the one written to ("by transfer to your
 * account"): whoever's account the money goes into is paid, the provider (email-thread-parties.ts, h101p60; a letter's
 * two parties, party-sides.ts letterPayer, h103p61). Sources, bounded: linear.
 */
export const TO_OUR_ACCOUNT = String.raw`(?:to|into|with)\s{1,3}our\s{1,3}(?:bank\s{1,3})?account`;
/**
 * A person writing for himself says "my", perhaps with the account's kind or bank between ("Please pay the 40% to my
 * account at National Bank of Malawi", "into my M-Pesa account"), and "pay me": the writer is paid as a company's "to our
 * account" and "pay us" say. One home for a chat's sender (chat-parties.ts) and an e-mail thread's person
 * (email-thread-parties.ts; facts set 66's cause 3, issue 18, h106q66). Needs the "u" flag; bounded words: linear.
 */
export const TO_MY_ACCOUNT = String.raw`(?:to|into)[ \t]{1,3}my[ \t]{1,3}(?:[\p{L}'’-]{1,20}[ \t]{1,3}){0,4}account`;
export const PAY_ME = String.raw`pay[ \t]{1,3}me`;
export const TO_YOUR_ACCOUNT = String.raw`(?:to|into)\s{1,3}your\s{1,3}(?:bank\s{1,3})?account`;
