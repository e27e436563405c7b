/**
 * Bodies named as the agent of what only a body does: initials after "issued by", "regulated by", "the performing rights
 * society" ("registered with the FSA"), and a one-word name after a certificate or licence "from" or "issued by".
 */
import { isCalendarWord } from '../lexicon/calendar-words.js';
import { ROLE_NAMES, type AddName } from './name-grammar.js';
import { isCommonEnglishWord, isEnglishWord } from '../../../common/lexicon/english.js';
import { matchesOf } from '../../../common/regex-matches.js';

/**
 * A body's initials as the agent of a passive that only a body does: "the index published by INDEC", "a product not
 * authorised by SENASA", "a permit issued by KWS" (h27s32a). Three to eight capitals, no role ("approved by BUYER"), no
 * officer's post ("approved by CEO") and no English word in capitals ("set by LAW"); not before a capitalised word
 * (a longer name: "published by NHS England"). Bounded: linear.
 */
// The same initials named after the kind of body they are ("the performing rights society KODA", "the regulator
// ARPT"; not "registered with the RCS": a trade register, which facts sets 15 and 19 leave bare), and a body's initials
// after one capitalised word of its name ("a guarantee issued by Nahda NBD": the word is the name's, kept with it, where
// no common English word: "approved by Board CFO" is none). The alternatives share the one pattern (each new regex
// costs compile time: bench/log.md, "The classifier's cold time, session 33"; h53bodies).
// A body's initials after the rule book it makes are its name too ("the anti-doping rules of FIBA", "the regulations of
// FIFA", "the rules of NAFDAC": sets 22, 57 and 71 label each an Organization; issue 18, h93at): only a body makes rules.
const AGENT_INITIALS = /\b(?:(?:published|issued|authori[sz]ed|approved|certified|registered|licensed|accredited|regulated|administered|supervised|inspected|audited)\s{1,3}by|(?:society|regulator|collecting\s{1,3}agency)|(?:[Rr]ules|[Rr]egulations|[Ss]tatutes|[Bb]y-?laws|[Cc]onstitution)\s{1,3}of)\s{1,3}(?:the\s{1,3})?(?:(\p{Lu}\p{Ll}{2,20})\s{1,3})?(\p{Lu}{3,8})(?![\p{L}\p{N}])(?!\s{1,3}\p{Lu})/gu;
/** A cheap test before AGENT_INITIALS runs: one of its lead words. */
/** A rule book's word and "of" opening an AGENT_INITIALS match. */
const RULE_BOOK_OF = /^(?:rules|regulations|statutes|by-?laws|constitution)\s/i;
const AGENT_INITIALS_WORD = /\sby\s|society|regulator|collecting|ules\sof|ations\sof|tutes\sof|laws\sof|tution\sof/;
/**
 * A body named by one word in title case as the issuer of a document only a body issues: "the phytosanitary certificate
 * issued by Senasa", "a licence granted by Ofgem", "the registration approved by Workplus" (facts sets 35 and 36; issue
 * 18, h66names). A surname has the same shape ("signed by Jenkins", "paid by Okafor"), so only after a certificate,
 * licence, permit, registration, authorisation, approval or accreditation at most 60 characters before, only after
 * "issued / approved / certified / registered / granted by", and (in addInstitutions) never an English word of any
 * tier ("approved by Council", "issued by Order"), a role word ("issued by Landlord") nor a month or weekday. A capitalised word after it
 * makes a longer name, others' to read. The gap bounded, no nested quantifier: linear.
 */
// Two more contexts only a body fills (facts set 37's cause 9, h67names): a certificate, licence, permit or accreditation
// "from" the word ("a quality certificate from Agroscope", "a certificate of analysis from Labtest"; not an approval or
// authorisation "from": a person gives those, "approval from Jenkins"), and the agent of "regulated / accredited /
// licensed / supervised by" with no document before ("a laboratory accredited by Sanas"). Refused: "as recommended by
// <Word>", "tested by <Word>", "with <Word>" alone (a person recommends, tests and deals too: "as recommended by Okafor").
// "supervised by" only before "the": work is supervised by a person as often as by a body ("the works are supervised by
// Jones", hrev57), and "supervised by the Commission" names the body.
const AGENT_WORD = /(?:\b(?:certificates?|licen[cs]es?|permits?|registrations?|authori[sz]ations?|approvals?|accreditations?)\b[^.;:()]{0,60}?\b(?:issued|approved|certified|registered|granted)\s{1,3}by|\b(?:certificates?|licen[cs]es?|permits?|accreditations?)(?:\s{1,3}(?:of|\p{Ll}{3,20})){0,3}?\s{1,3}from|\b(?:regulated|accredited|licensed)\s{1,3}by|\bsupervised\s{1,3}by(?=\s{1,3}the\s))\s{1,3}(?:the\s{1,3})?(\p{Lu}\p{Ll}{3,20})(?![\p{L}\p{N}'’&-])(?!\s{1,3}(?:\p{Lu}|&|and\s|of\s))/gu;
/** A cheap test before AGENT_WORD runs. */
const AGENT_WORD_LEAD = /(?:issued|approved|certified|registered|granted|regulated|accredited|licensed|supervised)\s{1,3}by\s|\sfrom\s/;
const OFFICER_INITIALS = /^(?:CEO|CFO|COO|CTO|CIO|CISO|DPO|MD|GM|VP|SVP|EVP|CEOS)$/;
/**
 * Initials after a kind or a name that are no body (review hrev39): a meeting ("the society AGM") and a person's
 * letters after a surname ("certified by Jenkins FRICS", "audited by Mensah FCCA").
 */
const NOT_BODY_INITIALS = /^(?:AGM|EGM|SGM|FRICS|MRICS|FCCA|ACCA|FCA|ACA|CPA|CFA|CTA|FRCS|FRCP|MRCP|RIBA|MBE|OBE|CBE|FCIS|FCIPS|MCIPS|FCMA|ACMA|CIMA)$/;
/** A device's kind before "regulator": "a pressure regulator PRV", "the voltage regulator LDO". Anchored at the end. */
const DEVICE_BEFORE = /(?:pressure|voltage|gas|flow|temperature|fuel|oxygen|air|water|current|charge|speed|heat)\s{1,3}$/i;

/** Initials and one-word names a body's act introduces ("issued by", "licensed by", "a certificate from"). */
export function addBodiesByAgent(text: string, add: AddName): void {
  if (AGENT_INITIALS_WORD.test(text)) for (const m of matchesOf(AGENT_INITIALS, text)) {
    const initials = m[2];
    if (ROLE_NAMES.has(initials.toLowerCase()) || OFFICER_INITIALS.test(initials) || NOT_BODY_INITIALS.test(initials) || isCommonEnglishWord(initials.toLowerCase(), 35)) continue;
    // After a rule book only the initials alone: "the traffic regulations of the Lao PDR" names a country (set 61).
    if (m[1] && RULE_BOOK_OF.test(m[0])) continue;
    if (m[0].startsWith('regulator') && DEVICE_BEFORE.test(text.slice(Math.max(0, m.index - 16), m.index))) continue;
    const word = m[1] && !ROLE_NAMES.has(m[1].toLowerCase()) && !isCommonEnglishWord(m[1].toLowerCase(), 35) ? m[1] : undefined;
    // A common word before the initials is the clause's, not the name's: the initials alone are the body.
    if (m[1] && !word) continue;
    const begin = m.index + m[0].length - initials.length - (word ? m[0].length - m[0].lastIndexOf(word) - initials.length : 0);
    add('Organization', begin, m.index + m[0].length);
  }
  if (AGENT_WORD_LEAD.test(text)) for (const m of matchesOf(AGENT_WORD, text)) {
    const word = m[1].toLowerCase();
    // A month or a weekday is no issuer ("issued by Monday": a deadline).
    if (ROLE_NAMES.has(word) || isEnglishWord(word) || isCalendarWord(m[1])) continue;
    add('Organization', m.index + m[0].length - m[1].length, m.index + m[0].length);
  }
}

/** Its patterns run by `matchesOf` or `runnable`, for the build's run table (bench/log.md, cold classify part 22). */
export function bodiesByAgentRunPatterns(): readonly RegExp[] {
  return [AGENT_INITIALS, AGENT_WORD];
}
