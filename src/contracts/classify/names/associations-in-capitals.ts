/**
 * An association, a cooperative, a foundation, a federation or a society named in capitals with no legal form, in a party's
 * numbered slot: "1.1. ASOCIACIÓN DE APICULTORES DE CHUQUISACA (ADACH), NIT …, represented by its President …,
 * hereinafter the "ASSOCIATION"." The institution reader reads heads in mixed case only ("Asociación de Apicultores de
 * Chuquisaca"), so the same body in capitals was no party (facts set 38's cause 4, issue 18, h70names). The capitals do
 * not decide: a run of capitalised words holding an organisation's head word, opening a numbered slot, its details after
 * a comma or a bracket, the slot closed by a representative or an alias, is a body's name.
 * Bounded: at most ten words of thirty letters, anchored at the element's start: linear.
 */
import type { AddName } from './name-grammar.js';
import { LEADING } from './name-grammar.js';
import { isCommonEnglishWord } from '../../../common/lexicon/english.js';
import { longestFirstAlternation } from '../../../common/regexp.js';
import { COOPERATIVE_WORDS } from '../lexicon/gazetteer.js';

/**
 * The organisation heads, in the languages contracts in English keep them: Spanish, Portuguese, French, English; a
 * cooperative's or an association's word in any language from its one home (gazetteer.ts COOPERATIVE_WORDS, h73f39n).
 */
const HEAD = new RegExp(String.raw`(?<![\p{L}\p{M}])(?:ASOCIACI[ÓO]N|ASSOCIA[ÇC][ÃA]O|ASSOCIATION|CO-?OPERATIVE|FUNDACI[ÓO]N|FUNDA[ÇC][ÃA]O|FONDATION|FOUNDATION|FEDERACI[ÓO]N|FEDERA[ÇC][ÃA]O|F[ÉE]D[ÉE]RATION|FEDERATION|SOCIETY|MUTUAL|MUTUELLE|${longestFirstAlternation(COOPERATIVE_WORDS.map((w) => w.toUpperCase()))})(?![\p{L}\p{M}])`, 'u');
/** A slot's number opening the element: "1.1.", "2.", "(1)", "a)". */
const SLOT_NUMBER = String.raw`(?:\d{1,2}(?:\.\d{1,2}){0,2}\.?|\(\d{1,2}\)|\(?[a-h]\))`;
const WORD = String.raw`\p{Lu}[\p{Lu}\p{M}'’-]{0,30}`;
/**
 * Or the slot's ordinal field, as Portuguese and Brazilian drafting in English labels each party: "SECOND GRANTOR:",
 * "SECOND CONTRACTING PARTY:", "First Party:" (outorgante, contratante; facts set 41's cause 6, h76f41p). The ordinal,
 * one or two capitalised words, a colon.
 */
const SLOT_LABEL = String.raw`(?:FIRST|SECOND|THIRD|FOURTH|First|Second|Third|Fourth)\s{1,3}\p{Lu}\p{L}{1,20}(?:\s{1,3}\p{Lu}\p{L}{1,20})?\s{0,3}:`;
/** The slot's number or label, then the capitalised run (group 1), then its details after a comma or a bracket. */
const SLOT_NAME = new RegExp(String.raw`^\s{0,3}(?:${SLOT_NUMBER}|${SLOT_LABEL})\s{1,3}(${WORD}(?: {1,3}(?:&|${WORD})){1,9})(?=\s{0,3}[,(])`, 'u');
/**
 * What closes a party's slot: its representative ("represented by", not the "as represented in its tender" of a
 * clause) or its alias.
 */
// An English party row closes on its alias in a bracket ("(1) THE BRITISH SOCIETY FOR BIRD STUDY, a charity registered
// in England (the "Society"); and": set 25, issue 18, h108ty), as a Romance one on its representative.
// Its name keeps its "THE" in capitals there, as sets 10 and 25 label an English charity's row ("THE WESTBRIDGE ARENA
// TRUST", "THE BRITISH SOCIETY FOR SOIL ECOLOGY").
const SLOT_CLOSER = /\b(?:(?:represented|REPRESENTED)\s{1,3}(?:(?:herein|HEREIN)\s{1,3})?(?:by|BY)|hereinafter|HEREINAFTER|herein\s{1,3}called|HEREIN\s{1,3}CALLED)\b/;
const ALIAS_BRACKET_CLOSER = /\((?:the|THE)\s{1,3}["“]\p{Lu}/u;
/**
 * An English head opening the run, then an English word: a heading's compound ("ASSOCIATION FEES", "COOPERATIVE
 * MARKETING", "FOUNDATION WORKS", "MUTUAL UNDERTAKINGS"), no body, where an English body's name goes on with a join
 * ("ASSOCIATION OF BEEKEEPERS …", "FOUNDATION FOR …") or ends on its head ("TIMBER GROWERS COOPERATIVE"); a Romance
 * head goes on with its adjective ("COOPERATIVA AGROPECUARIA …", "ASSOCIATION SPORTIVE …"). Anchored: linear (hrev60).
 */
const ENGLISH_HEAD_FIRST = /^(?:ASSOCIATION|CO-?OPERATIVE|FOUNDATION|FEDERATION|SOCIETY|MUTUAL) {1,3}(?!(?:OF|FOR|AND|DE|DES|DU|DEL|DA|DO|DOS|DAS|POUR)(?![\p{L}\p{M}]))([\p{Lu}\p{M}'’-]{1,31})/u;
/** The common English words a heading's compound goes on with (tier 35: "fees", "marketing", "undertakings"). */
const HEADING_WORD_TIER = 35;

/** Whether a run in capitals is a heading's English compound on an organisation's head word, no body's name. */
function isEnglishCompound(run: string): boolean {
  const next = ENGLISH_HEAD_FIRST.exec(run)?.[1];
  return next !== undefined && isCommonEnglishWord(next.toLowerCase(), HEADING_WORD_TIER);
}

/** Adds the association (cooperative, foundation, federation) in capitals that opens a party's numbered slot in `text`. */
export function addAssociationsInCapitals(text: string, add: AddName): void {
  const m = SLOT_NAME.exec(text);
  if (!m || !HEAD.test(m[1])) return;
  const english = !SLOT_CLOSER.test(text);
  if (english && !ALIAS_BRACKET_CLOSER.test(text)) return;
  // "1.1. THE ASSOCIATION, represented by …": an alias's article and its one head word name no body.
  const lead = LEADING.exec(`${m[1]} `)?.[0].length ?? 0;
  const bare = m[1].slice(lead);
  const name = english && /^THE /.test(m[1]) && bare.includes(' ') ? m[1] : bare;
  if (!name.includes(' ') || isEnglishCompound(name)) return;
  const begin = m.index + m[0].length - name.length;
  add('Organization', begin, begin + name.length);
}
