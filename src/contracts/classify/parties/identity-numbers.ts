/**
 * An individual's identity number in brackets after the name in a party's entry: "(2) Ms Tan Li Ying (NRIC No.
 * S1234567A), of …", "Arjun Rao (passport number K1234567)", "Wong Chi Keung (HKID No. A123456(7))". Singapore, Malaysian,
 * Hong Kong and Indian contracts give it there as a matter of course; it is no part of the name (h37f28).
 */
import { STATE_REGISTER_INITIALS } from './party-registers.js';
import { runnable } from '../../../common/regex-prefilter.js';

// The document's name opens the bracket; a digit follows within it (a masked number "SXXXX345D" keeps some). The inner
// bracket of an HKID check digit ("A123456(7)") is allowed once. Bounded runs, no nesting: linear.
// A sole proprietorship's business name is given so with the number it is registered under: "PERKHIDMATAN BOT RAHMAN
// (Business Registration No. P/55501), a sole proprietorship owned by …" (Bruneian, Malaysian and Singapore drafting;
// facts set 41's cause 5, h76f41p), "Tan Kopi Trading (UEN 53312345K)"; a company's "(Company No. …)" alike.
// A sole trader's state register numbers after the name ("(OGRNIP 319…)", "(INN 7712…)"): party-registers.ts' list.
// A registration abbreviated "Reg." ("RIETFONTEIN BOERDERY CC (Reg. No. 2011/045678/23), of the farm …", South African
// drafting of a close corporation, whose "CC" finds no name by itself: the slot read nobody; facts set 65's cause 4,
// issue 18, h105q65), as "(Registration No. …)" is.
const ID_DOCUMENT = String.raw`(?:${STATE_REGISTER_INITIALS.join('|')}|NRIC|FIN|HKID|MyKad|NIC|CNIC|Aadhaar|PAN|IC|ID|I\.D\.|identity(?:\s{1,3}card)?|identification|passport|national\s{1,3}(?:identity|ID|insurance)|(?:business\s{1,3})?(?:registration|reg(?=\.))|company|UEN|BRN)`;
export const IDENTITY_BRACKET = new RegExp(String.raw`\s{0,3}\(\s{0,3}${ID_DOCUMENT}\b[^()\d]{0,24}\d[^()]{0,30}(?:\(\d{1,2}\))?[^()]{0,4}\)$`, 'i');

/** `name` without an identity-number bracket closing it ("Ms Tan Li Ying (NRIC No. S1234567A)" → "Ms Tan Li Ying"). */
export function withoutIdentityNumber(name: string): string {
  return name.replace(runnable(IDENTITY_BRACKET), '');
}

/**
 * What follows a signer's name and comma when it is an identity number's label, the number itself cut off or left
 * after it: "Jón Ólafsson, kt. 150562-4179" (Iceland's kennitala), "Karl Jónsson, ID No. 220381-3349", "…, passport no.
 * …", "…, PESEL …". No job title: the signer signs with none (facts set 59's cause 5, h100p59). The number holds a
 * figure, so "Company Secretary" is a title still. Anchored, bounded: linear.
 */
export const ID_LABEL_AFTER_NAME = new RegExp(String.raw`^(?:kt|kennitala|${ID_DOCUMENT}|personnummer|henkil[öo]tunnus|PESEL|DNI|NIE|NIF|CPR|SSN|personal\s{1,3}(?:ID|code))\.?(?:\s{1,3}(?:no|nr|number|code)\.?)?(?:\s{1,3}\([\p{L} ]{1,20}\))?(?:\s{0,3}:)?(?:\s{1,3}[\p{L}/-]{0,6}\d[\dA-Z/ -]{0,20})?$`, 'iu');
