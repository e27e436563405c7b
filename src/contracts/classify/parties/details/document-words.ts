/**
 * Words no person's name holds, which a document's title line does: a possessive ("MEMBER'S SUPPLY COMMITMENT") and the
 * noun of the document itself ("… COMMITMENT", "… UNDERTAKING", "… AGREEMENT"). A title in capitals under a letterhead,
 * with a subtitle after a dash ("MEMBER'S SUPPLY COMMITMENT – GERANIUM ESSENTIAL OIL"), has the shape of a signer's line
 * "<name> – <title>" and is none (facts set 53's cause 3, issue 18, h95f54).
 */
import { AGREEMENT_NOUNS } from '../../document/contract-types.js';

/** A possessive word ("Member's", "Owners’") or a document's noun, as a whole word. Anchored per word: linear. */
const DOCUMENT_WORD = new RegExp(String.raw`^(?:\p{L}+['’]s|\p{L}+s['’]|${AGREEMENT_NOUNS}|commitment|undertaking)$`, 'iu');

/** Whether the words read as a name are a document title's: one of them a possessive or a document's noun. */
export const namesADocument = (name: string): boolean => name.split(/\s+/).some((w) => DOCUMENT_WORD.test(w));
