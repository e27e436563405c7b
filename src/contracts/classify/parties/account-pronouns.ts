/**
 * A payment into the account of the one writing ("to our account") or of the one written to ("by transfer to your
 * account"): whoever's account the money goes into is paid, the provider (email-thread-parties.ts, h101p60; a letter's
 * two parties, party-sides.ts letterPayer, h103p61). Sources, bounded: linear.
 */
export const TO_OUR_ACCOUNT = String.raw`(?:to|into|with)\s{1,3}our\s{1,3}(?:bank\s{1,3})?account`;
export const TO_YOUR_ACCOUNT = String.raw`(?:to|into)\s{1,3}your\s{1,3}(?:bank\s{1,3})?account`;
