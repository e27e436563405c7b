/**
 * A tender, bid, quotation or proposal lodged with the buyer (issue 18, h100c76; set 76's tender instructions): "Tenders
 * must be delivered in a sealed envelope … to the tender box of the Ministry before 4:00 pm", "Bids shall be submitted
 * through the portal", "Each quotation must be sent to the Purchaser by e-mail". The tender is the tenderer's offer sent
 * to the buyer, information one party sends the other (C8: Communication), and how and where it is sent is the clause's
 * subject; the sentence models read the envelope and the closing time as no subject. Strong (category-cue-lists.ts'
 * STRONG_CUES). Not goods delivered ("the Goods must be delivered to Betio": Delivery), nor a tender opened or evaluated.
 * Fixed words, bounded blanks: linear. Tests: `categories-set76-classes-h100c76.test.ts`.
 */
import type { CategoryLabel } from '../../../wire.js';

/** The offer a tenderer sends. */
export const TENDER = String.raw`(?:tenders?|bids?|quotations?|proposals?|offers?)`;

export const TENDER_LODGED_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(String.raw`(?:^\W{0,3}(?:[A-Z]?\d{0,3}(?:\.\d{1,3}){0,3}\.?\s{1,8})?|\b(?:the|all|each|every|any|your|its|their)\s{1,8})${TENDER}\s{1,8}(?:must|shall|are\s{1,8}to|is\s{1,8}to|should)\s{1,8}be\s{1,8}(?:delivered|submitted|sent|lodged|deposited|placed|posted|handed\s{1,8}in|e-?mailed)\b`, 'i'), 'Communication'],
];
