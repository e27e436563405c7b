/**
 * A party's own compliance with the law, said as "comply with all by-laws and regulations", "comply with all applicable
 * laws", "comply with the Payment Card Industry Data Security Standard" (issue 18, h33c43): Responsibilities, the
 * guide's table ("comply with laws") and the gist (one party's own ancillary duties). Sets 1–43 label 28 of the 45
 * sentences where something complies with a law, a code or a standard Responsibilities; the others say what the law is
 * about, and that subject is their category: safety (Safety and Security), personal data (Privacy), goods or programming
 * made to comply (Warranties, Deliverables). h32c43's cue for any "comply with all (applicable) laws" took those too and
 * lowered sets 7 and 40; this one reads only a party's duty (a party's name, "it", "we", "you" before the modal, or a
 * list item that opens on the verb under a party's lead-in) and yields where the sentence names the law's subject
 * (COMPLIANCE_SUBJECT_NAMED). Each pattern is a chain of bounded steps: linear on hostile text. Tests:
 * `test/contracts/classify/categories/categories-compliance.test.ts`.
 */
import type { CategoryLabel } from '../../../wire.js';
import { BULLET } from '../../text/text.js';

/**
 * What a party complies with: the law by its general names, a named standard or code, or a law by its own name ("the
 * Oil Pollution Act 1990", "the Anti-Kickback Statute", "Regulation F", "the Waste Framework Directive": capitals, a
 * law's name; h68cat). Sets 1–54 label 12 of the 13 sentences the named law adds Responsibilities (set 7's
 * Construction (Design and Management) Regulations, a safety law without the word, Safety and Security alone: C63's
 * split edge).
 */
const LAW = String.raw`(?:(?:[Ll]aws?|[Bb]y-?[Ll]aws|[Rr]egulations|[Oo]rdinances|[Ss]tatutes|[Ll]egislation)\b|(?:Standard|Code|Act|Statute|Regulation|Directive)\b(?![-‐]))`;

/**
 * The duty's opening: a party as the subject of a modal, or an item that opens on the verb, bare or after "to" (the
 * items under "undertakes:" or "is obliged:", "(d) to comply with …"; h68cat).
 */
export const DUTY_OPENING = String.raw`(?:(?<![\w-])(?<!\b(?:by|of|from|that|which)\s{1,64}(?:the\s{1,64})?)(?:(?:[Ee]ach|[Bb]oth|[Tt]he)\s+[Pp]art(?:y|ies)|[A-Z][\w-]*|[Ii]t|[Tt]hey|[Ww]e|[Yy]ou)\s+(?:shall|must|will|is\s+to|are\s+to|agrees?\s+to|undertakes?\s+to)\s+(?:at\s+all\s+times\s+|also\s+)?|^\s{0,3}\(?(?:[ivx]{1,4}|[a-z]|\d{1,2})[.)]\s{1,3}(?:to\s{1,3})?)`;

/**
 * Words that say what the law is about, where the sets give that subject's category instead (safety, personal data,
 * public records kept: "comply with Florida's public records law" is Audits in set 36), and a promise that something
 * complies (warranted, represented). In capitals too, the words of a law's own name ("the Work Health and Safety Act",
 * "the Data Privacy Act": h68cat). "Data Security" is a card scheme's standard on
 * cardholder data (C13: information security is no Safety and Security): not such a word.
 * (issue 18, h75left) Nor "safety" in "food safety": a food safety or hygiene law complied with is the party's
 * Responsibilities as the other named laws are (sets 1–57: 6 of the 7 duties to comply with a food safety or food
 * hygiene law carry Responsibilities, sets 30 ×2, 33, 39, 47, 56; set 3's alone Safety and Security, which four of the
 * six carry beside it). The sentence's other words still veto ("health", "fire safety", "safe").
 * (issue 18, h98c74) Nor "Health" in a public body's name ("the hygiene rules of the Ministry of Health", "inspectors of
 * the Bureau of Public Health"): the body that wrote or checks the rules, not what they are about (C107).
 */
export const COMPLIANCE_SUBJECT_NAMED = String.raw`\b(?:[Ss]afe|(?<![Ff]ood\s)(?:[Bb]io-?)?[Ss]afety|hazard\w*|(?<!\b(?:Ministry|Department|Bureau|Board|Office|Institute|Agency|Inspectorate|Directorate|Service)\s{1,3}of\s{1,3}(?:Public\s{1,3})?)[Hh]ealth|[Pp]rivacy|[Pp]ersonal\s+(?:[Dd]ata|[Ii]nformation)|[Dd]ata\s+[Pp]rotection|records|audit\w*|confidential\w*|warrant\w*|represents?)\b|(?<!\b[Dd]ata\s)\b[Ss]ecurity\b`;

/**
 * (issue 18, h73c56) A party's act done "in accordance with" or "in compliance with" a law, in the present tense too
 * ("Each Partner operates its lifts at its own risk and in accordance with the Cableway Act", "The Manufacturer shall
 * make the Products in accordance with the Cosmetics Act", "shall dispose of the samples in accordance with applicable
 * law"): the party's compliance said of its act, C63's Responsibilities (sets 1–56 label all three such sentences
 * that name no other subject Responsibilities). The present-tense opening: a party and a verb in "-s" ("Each Partner
 * operates"), not a clause's subject after "that" or "which" (what is acknowledged or described: hrev64).
 */
const PRESENT_OPENING = String.raw`(?<![\w-])(?<!\b(?:that|which)\s{1,8})(?:(?:[Ee]ach|[Tt]he)\s+[A-Z][\w-]*|[A-Z][\w-]*|[Ii]t)\s+[a-z]{2,20}s\s+`;

/**
 * What an act "in accordance with" a law is about when it is no compliance duty: a payment, interest or an indemnity
 * calculated by a law's terms (a prompt payment act, a late payment interest act, a commercial agents' regulation), a
 * tax withheld or deducted by law ("withhold income tax from the wages in accordance with the law": the tax's), the
 * law a contract is governed or construed by, an arbitration or a court's procedure, and information or data handled
 * by a law (a privacy law by its own name: Privacy). Either case of the first letter. (hrev64) Nor a description of
 * what a party is ("WHEREAS the Company exists in accordance with the laws of Delaware", "a company organised in
 * accordance with the laws of France", "Each Party acknowledges that it carries on business in accordance with the
 * Companies Act"): a recital, a party's existence or an acknowledgment states a fact, no act the party undertakes.
 * (issue 18, h75left) Nor a notice given or served "in accordance with applicable law": the law is the notice's form,
 * what Communication reads (as a payment by a law's terms is the payment's); sets 1–57 hold no such sentence with
 * Responsibilities (hrev64's "Notices shall be given in accordance with applicable law").
 */
const ACCORDING_TO_LAW_NOT_COMPLIANCE = String.raw`\b(?:[Pp]ay|[Pp]ays|[Pp]aid|[Pp]ayments?|[Pp]ayable|[Ii]nterest|[Ii]nvoices?|[Ii]ndemnit\w*|[Ww]ithh(?:old|olds|eld|olding)|[Dd]educt\w*|[Gg]overned|[Cc]onstrued|[Ii]nterpreted|[Aa]rbitrat\w*|[Dd]isputes?|[Cc]ourts?|[Ii]nformation|[Dd]ata|[Ee]xist\w*|[Ii]ncorporated|[Oo]rgani[sz]ed|[Cc]onstituted|WHEREAS|[Ww]hereas|[Aa]cknowledges?|[Nn]otices?|[Nn]otif(?:y|ies|ied|ication|ications))\b`;

/**
 * The law an act is done "in accordance with", as a duty of compliance: the law, a statute or a regulation (by its
 * general name or its own: "the Cableway Act", "applicable laws and regulations"); a bare "the Act" is no name
 * (h68cat's "The Company shall act in accordance with the Act" stays no compliance). Not a code, a standard or
 * "legislation" in general: an act done by an electrical code or by a workmanship standard is the work's own subject
 * (safety, a warranty of the work: sets 13 and 16 label such sentences so, h73c56).
 */
const ACT_OF_LAW = String.raw`(?:(?:[Ll]aws?|[Bb]y-?[Ll]aws|[Rr]egulations|[Ss]tatutes)\b|[A-Z][\w'’-]*\s+(?:Act|Statute|Regulation)\b(?![-‐]))`;

/**
 * (issue 18, h109cat) A law by its own name, or the rules of a named body, followed, observed or obeyed as "comply
 * with" says ("You must follow the rules of the National Parks Authority", "• follow the Road Traffic (Jersey) Law and
 * the Highway Code": set 67, a guide's and a hirer's duties): C63's compliance in the consumer's verb. Only a name in
 * capitals (a bracketed word of it too) before Law, Code, Act, Regulations or By-laws, or "the rules", "the
 * regulations" or "the by-laws" of a capitalised body, right after the verb: not a procedure or instructions followed
 * ("follow the procedure in Part 4 of the Franchising Code", set 14's Dispute Resolution; "follow the instructions of
 * the head coach and the team rules", set 71) nor a subject's rules of a code ("follow the sanitation rules of the Texas
 * Administrative Code", set 23's Safety and Security). A bulleted item opens on the verb as a lettered one does. Sets
 * 1–85: the two such sentences (set 67) are Responsibilities; the subject words veto as above. Bounded: linear.
 */
const FOLLOWED = String.raw`(?:follow|follows|observe|observes|obey|obeys|abide\s+by|abides\s+by)\s+the\s+(?:(?:(?:[A-Z][\w'’-]*|\([A-Z][\w'’-]*\))\s+){1,6}(?:Law|Code|Act|Regulations|By-?[Ll]aws)\b|(?:rules|regulations|by-?laws)\s+of\s+the\s+[A-Z])`;
// The bullet of any list (text.ts BULLET; h110dup: its own class left "·", "◦", "●" and "*" unread).
const BULLET_OPENING = String.raw`^\s{0,3}${BULLET}\s{1,3}`;

export const COMPLIANCE_CUES: readonly [RegExp, CategoryLabel][] = [
  // "The LESSEE shall comply with all by-laws and regulations that apply to the storage of food", "(d) comply with the
  // Payment Card Industry Data Security Standard", "Each party shall comply with all applicable laws". The law within
  // eight words of the verb (a word may carry a comma or a bracket: "the Transfer of Undertakings (Protection of
  // Employment) Regulations"). Not where the sentence names the law's subject (above).
  [new RegExp(String.raw`^(?![^]{0,600}(?:${COMPLIANCE_SUBJECT_NAMED}))[^]{0,400}?${DUTY_OPENING}comply\s+with\s+(?:all\s+|any\s+|the\s+)?(?:[\w'’(),-]+\s+){0,8}?${LAW}`), 'Responsibilities'],
  // (issue 18, h73c56) The act done in accordance with a law (PRESENT_OPENING and ACT_OF_LAW above), the law within six
  // words.
  [new RegExp(String.raw`^(?![^]{0,600}(?:${COMPLIANCE_SUBJECT_NAMED}|${ACCORDING_TO_LAW_NOT_COMPLIANCE}))[^]{0,400}?(?:${DUTY_OPENING}|${PRESENT_OPENING})(?:[\w'’(),-]+\s+){0,12}?in\s+(?:accordance|compliance|conformity)\s+with\s+(?:all\s+|any\s+|the\s+)?(?:applicable\s+)?(?:[\w'’(),-]+\s+){0,6}?${ACT_OF_LAW}`), 'Responsibilities'],
  // (issue 18, h109cat) A named law or a named body's rules followed (FOLLOWED above).
  [new RegExp(String.raw`^(?![^]{0,600}(?:${COMPLIANCE_SUBJECT_NAMED}))[^]{0,400}?(?:${DUTY_OPENING}|${BULLET_OPENING})${FOLLOWED}`), 'Responsibilities'],
];

/**
 * (issue 18, h75left) A duty to comply with a food safety or food hygiene law ("shall comply with the food safety laws
 * of each country of the Territory", "must comply with all applicable food hygiene regulations"): C63's Responsibilities
 * (6 of the 7 such duties in sets 1–57, see COMPLIANCE_SUBJECT_NAMED), strong, as the learned weights read "safety" as
 * Safety and Security's and a passing cue does not clear the second subject's bar beside it. The sentence's other safety
 * words veto as in the cue above ("health", "safe"); the law within eight words of the verb, as there.
 */
export const FOOD_LAW_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(String.raw`^(?![^]{0,600}(?:${COMPLIANCE_SUBJECT_NAMED}))[^]{0,400}?${DUTY_OPENING}comply\s+with\s+(?:all\s+|any\s+|the\s+)?(?:[\w'’(),-]+\s+){0,5}?[Ff]ood\s+(?:safety|hygiene)\s+(?:[\w'’(),-]+\s+){0,2}?${LAW}`), 'Responsibilities'],
];

/**
 * The card schemes' standard is named for the "Payment Card Industry": its name bills nothing, so Payment Terms &
 * Billing's cue word reads the sentence without it (category-not-said.ts' NOT_SAID). Case-sensitive: the name.
 */
export const STANDARD_NAME_NOT_SAID: readonly [RegExp, CategoryLabel][] = [[/\bPayment\s+Card\s+Industry\b/g, 'Payment Terms & Billing']];

/**
 * (issue 18, h101c77; C123) Words that name no safety of people or things in a rule about work: a public body named for
 * safety or security ("a food handler's certificate from the Food Safety and Quality Authority", "licensed by the Road
 * Transport and Safety Agency", "register them with the Social Security Institute"), the body that issues the paper or
 * keeps the register, not what the clause is about (C107's body named by a subject word; sets 20, 28, 59, 66, 69 and 70
 * label such clauses without Safety and Security, set 4 with it); and a ban on child labour or on employing workers under
 * an age ("shall not employ any worker under the age of eighteen", "must not use child labour"), the employer's labour
 * duty (sets 17, 54, 55 and 68 label all four Responsibilities alone), not a participant's or a visitor's minimum age
 * ("Children under 12 must be accompanied by an adult": their safety, untouched), nor a worker's permit to work in a
 * country or trade. Safety and Security's cue words and its
 * learned proposal read the sentence without them (category-not-said.ts). Bounded: linear.
 */
export const WORK_RULE_NOT_SAID: readonly [RegExp, CategoryLabel][] = [
  // Not the body an inspection is of or by ("must pass the inspection of the State Marine Safety Office": the lead's
  // decision, an inspection whose subject is safety is Safety and Security; review of session 64).
  [/(?<!\binspect(?:s|ed|ion|ions)?\s[^.;]{0,60})\b(?:Safety|Security)(?:\s{1,3}(?:and|&)\s{1,3}[A-Z][\w-]{1,30})?\s{1,3}(?:Authority|Agency|Executive|Board|Commission|Council|Office|Inspectorate|Directorate|Service|Department|Bureau|Institute|Administration)\b/g, 'Safety and Security'],
  [/\bchild(?:ren)?\s{1,3}labou?r\b|\b(?:employ|employs|employing|use|uses|using|hire|hires|hiring|engage|engages|engaging)\s{1,3}(?:(?:any|a|an|no)\s{1,3})?(?:workers?|persons?|children|child|staff|employees?|minors?|labou?rers?)\s{1,3}(?:who\s{1,3}(?:is|are)\s{1,3})?(?:under|below|younger\s{1,3}than)\s{1,3}(?:the\s{1,3}age\s{1,3}of\s{1,3})?[\w()-]{1,20}/gi, 'Safety and Security'],
  // A worker's own permit to work in a country or a trade, held ("employ foreign workers only if they hold a valid permit
  // to work in agriculture"): leave to work there, not a permit-to-work issued for a dangerous job ("a permit to work at
  // height", "obtain a permit to work before any hot work": the safety system, untouched).
  [/\b(?:hold|holds|holding|have|has|having)\s{1,3}(?:a\s{1,3})?(?:valid\s{1,3}|current\s{1,3})?permits?\s{1,3}to\s{1,3}work\s{1,3}in\s{1,3}(?!confined\b|enclosed\b|hazardous\b|live\b)[\w-]{1,30}/gi, 'Safety and Security'],
];
