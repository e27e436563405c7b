/**
 * A printed chat export's message line opening, "[14/03/2047, 09:15] Kirsty Jamieson: " (iOS) or "14/03/2047, 09:15 -
 * Kirsty Jamieson: " (Android): one home for the pattern the party readers (chat-parties.ts, person-parties.ts) and the
 * sentence's lead (text.ts `leadLength`) share. ASCII classes: it goes into patterns without the u flag.
 */

/** A chat line's day-first date and time ("05.04.2046, 09:03", "5/4/46 9:03 PM"). Each run bounded: linear. */
export const CHAT_TIMESTAMP = String.raw`\d{1,2}[./-]\d{1,2}[./-]\d{2,4},?[ \t]{1,3}\d{1,2}:\d{2}(?::\d{2})?(?:[ \t]{0,2}[AaPp]\.?[Mm]\.?)?`;
/**
 * A chat export's line opening before a message ("[05.04.2046, 09:03] Aral Qum Camp: ", iOS; "05/04/2046, 09:03 - Aral
 * Qum Camp: ", Android): a message that writes the agreement's fields ("1) Seller: <name>, <town>. Buyer: <company>,
 * <town>.") opens them as a line's start does (facts set 69's cause 2, h109q69). The sender any characters but a colon, a bracket or a break. ASCII classes:
 * for patterns without the u flag. Each run bounded: linear.
 */
export const CHAT_MESSAGE_LEAD = String.raw`(?:\[${CHAT_TIMESTAMP}\][ \t]{0,3}|${CHAT_TIMESTAMP}[ \t]{1,3}[-–][ \t]{1,3})[^:\n\[\]]{1,40}:[ \t]{1,3}`;
/**
 * A message line's opening at the element's start: the message after it is the sentence, its subject the sender's words'
 * ("[14/03/2047, 09:15] Kirsty Jamieson: You knit twelve jumpers …" is "You knit …"; set 91's cause 1, issue 18, h117e91).
 * Anchored, bounded: linear.
 */
export const CHAT_LEAD_AT_START = new RegExp(String.raw`^[ \t]{0,8}${CHAT_MESSAGE_LEAD}`);
