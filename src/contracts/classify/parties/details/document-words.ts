/**
 * Words no person's name holds, which a document's title line does: a possessive ("MEMBER'S SUPPLY COMMITMENT") and the
 * noun of the document itself ("… COMMITMENT", "… UNDERTAKING", "… AGREEMENT"). A title in capitals under a letterhead,
 * with a subtitle after a dash ("MEMBER'S SUPPLY COMMITMENT – GERANIUM ESSENTIAL OIL"), has the shape of a signer's line
 * "<name> – <title>" and is none (facts set 53's cause 3, issue 18, h95f54).
 */
import { AGREEMENT_NOUNS, PAPER_NOUNS } from '../../document/contract-types.js';

/**
 * A possessive word ("Member's", "Owners’") or a document's noun, as a whole word. Anchored per word: linear. A form's
 * heading names its paper by such a noun too: "ORDER FORM – HOTELIER CLOUD SUBSCRIPTION" under a letterhead read as a
 * signer "ORDER FORM" of the letterhead's company (label set 69's order form; the brief's "BOOKING FORM" as a party, issue
 * 18, h122facts): a form, an order, a booking, a quotation, an invoice, a receipt, a confirmation or an application,
 * none a person's name.
 */
const DOCUMENT_WORD = new RegExp(String.raw`^(?:\p{L}+['’]s|\p{L}+s['’]|${AGREEMENT_NOUNS}|commitment|undertaking|forms?|orders?|booking|quotation|${PAPER_NOUNS}|confirmation|application)$`, 'iu');

/** Whether the words read as a name are a document title's: one of them a possessive or a document's noun. */
export const namesADocument = (name: string): boolean => name.split(/\s+/).some((w) => DOCUMENT_WORD.test(w));
