import { OPTIONAL_ROW_NUMBER } from '../../text/row-number.js';

/**
 * (issue 18, h106c83, C178) A present assignment, transfer or sale of a party's share, quota or stake in a company, said
 * in the present tense as the contract's operative clause ("1. Party A assigns to Party B his quota of MOP 50,000 in
 * Party D, … for the price of MOP 1,800,000.", "The Seller hereby transfers to the Buyer all of its shares in the
 * Company"): the contract's object, as a share purchase agreement's "shall sell and … shall buy the Shares" is (sets 6
 * and 39: no category), no Assignments — which C76 keeps for a party's act on the contract — whatever the heading or
 * the learned model say. A transfer of shares restricted, consented to or offered first ("No Shareholder shall transfer
 * any Share …", "A Shareholder wishing to sell its shares must first offer them …", "Party D consents to the
 * assignment") keeps Assignments (C178: sets 3, 12, 21, 32, 39, 41, 78 and 81). The subject is one to three capitalised
 * words and the verb follows it (a modal, "may not assign", is no present assignment; a condition, "If Tanjong sells its
 * shares", is none either), nor is one said with its consent or condition in the same element ("The Seller transfers its
 * shares in the Company to the Buyer only with the consent of the Board": Assignments, C178; h106mendW). Anchored, its
 * lookahead tried once and bounded (300 characters): linear.
 */
const SHARE_ASSIGNED = new RegExp(String.raw`^(?![^]{0,300}\b(?:consent|approval|pre-?emption|subject\s{1,3}to|only\s{1,3}(?:if|with))\b)\s{0,3}${OPTIONAL_ROW_NUMBER}(?!(?:If|When|Where|Once|Unless|Should|Before|After|Until|In|On|Upon|Each|Any|No|Neither)\b)(?:[A-Z][\w'’-]{0,30}\s{1,3}){1,3}(?:hereby\s{1,3})?(?:assigns|transfers|sells)\s{1,3}(?:to\s{1,3}(?:the\s{1,3})?(?:[A-Z][\w'’-]{0,30}\s{1,3}){1,3})?(?:his|her|its|their|the|all(?:\s{1,3}of)?\s{1,3}(?:his|her|its|their|the))\s{1,3}(?:[\w-]{1,30}\s{1,3}){0,2}?(?:[Qq]uotas?|[Ss]hares?|[Ss]take|[Pp]articipation)\b`);

/** Whether `text` assigns, transfers or sells a party's share or quota in a company as the contract's operative clause. */
export const assignsShareOrQuota = (text: string): boolean => SHARE_ASSIGNED.test(text);
