/**
 * Communication of a message sent to a party (issue 18, h88c): "We send you an SMS when your device is ready", "The
 * Agency sends the Client an e-mail with the booking": consumer and service terms tell the other party by a text or an
 * e-mail, without "notify" or "inform". The gist of Communication is how the parties tell each other things. Not a
 * document or goods sent ("send you the invoice", "send the Buyer the samples": their own subjects) — the message must
 * be an SMS, a text, an e-mail, a letter or a message. Nor a message that only marks when something happens ("This
 * agreement takes effect when we send you a welcome email": the start's, Term & Termination; session 52). Stated with sentences of my own
 * (`categories-plain-sayings-h88c.test.ts`). Bounded: linear.
 */
import type { CategoryLabel } from '../../../wire.js';

export const MESSAGES_SENT_CUES: readonly [RegExp, CategoryLabel][] = [
  [/(?<!\b(?:when|once|after|until|before|if|as\s{1,8}soon\s{1,8}as)\s{1,8}(?:we|you|they|[A-Za-z][\w-]{0,30}|the\s{1,8}[A-Za-z][\w-]{0,30})\s{1,8})\b(?:send|sends|sent|sending)\s{1,8}(?:you|us|them|him|her|(?:the|each|every)\s{1,8}[A-Za-z][\w-]{0,30})\s{1,8}(?:an?\s{1,8}|one\s{1,8})?(?:[\w-]{1,30}\s{1,8})?(?:SMS|texts?|text\s{1,8}messages?|e-?mails?|letters?|messages?|WhatsApp\s{1,8}messages?)\b/i, 'Communication'],
];
