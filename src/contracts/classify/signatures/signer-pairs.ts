/**
 * Two signers on one line of a signature block. A block printed in two columns ("Per: Michelle Tremblay          Per:
 * Kevin Lau", "Director: Helen Ashby          Director/Secretary: Robert Ashby", "Aino Heikkilä, CEO          Petteri
 * Heikkilä, Chairman of the Board") reaches the classifier as one line once the reader folds the spaces between the
 * columns: each half is a signer of its own, as it would be on a line of its own.
 */
import { forPartyName } from './signer-lines.js';
import { JOINED_PARTICLE, NAME_PARTICLES } from '../names/person-names.js';
import { OKINA_OPENING } from '../lexicon/name-letters.js';

/** A name word's opening: an okina perhaps, a capital; its letters follow (one home for both names below). */
const NAME_WORD_OPENING = String.raw`${OKINA_OPENING}?\p{Lu}`;
const NAME_WORD_LETTER = String.raw`[\p{L}.'’-]`;
/** A signer's name as signature blocks write it: two to four capitalised words ("Graham Finch", "João Pereira Santos"). */
// A Polynesian name may open with an okina, written as an apostrophe: "'Ana Latu Taumoepeau" (Tongan, Hawaiian; h27f20b).
// Up to two particles may stand before a later word ("Nurul Huda binti Abdul Rahim", "Mary Anne de la Cruz": facts set
// 41's cause 7, h76f41p), the one list of person-names.ts; the capitalised words stay two to four.
const PARTICLES_BEFORE = String.raw`(?:${NAME_PARTICLES}\s+){0,2}`;
// A later word may open with a joined particle ("Nerine deBrum", JOINED_PARTICLE; h80f45p).
export const SIGNER_NAME = String.raw`${NAME_WORD_OPENING}${NAME_WORD_LETTER}+(?:\s+${PARTICLES_BEFORE}${JOINED_PARTICLE}?${NAME_WORD_OPENING}${NAME_WORD_LETTER}*){1,3}`;
/**
 * The same name where "and" may join a second signer after it, read case-blind ("SIGNED by AKOSUA MENSAH and KOFI ASANTE
 * for and on behalf of …"): no word of the name is "and" (case-blind, a name of four words took "MENSAH and KOFI").
 */
export const SIGNER_NAME_BEFORE_AND = String.raw`${NAME_WORD_OPENING}${NAME_WORD_LETTER}+(?:\s+${PARTICLES_BEFORE}(?!and\s)${NAME_WORD_OPENING}${NAME_WORD_LETTER}*){1,3}`;

/**
 * The labels of a signer's own line, before its colon: "By", "Per" (Canadian and British usage), "Signed", an authorised
 * signatory, or the officer a company signs through ("Director", "Director/Company Secretary", section 127 blocks).
 */
// "Sgd." abbreviates "Signed" on a signature line, as Spanish, Philippine and West African drafting in English writes it
// ("Sgd.: Teodoro Obiang Nsue", "Sgd: …"; facts set 43's cause 2, h77f43p).
export const SIGNER_LABEL = String.raw`By|Per|Signed|Sgd\.?|Authori[sz]ed\s+(?:Representative|Signatory)|Director|Secretary|Director\s*\/\s*(?:Company\s+)?Secretary|Company\s+Secretary|Sole\s+Director(?:\s+and\s+(?:Company\s+)?Secretary)?`;

/** One signer of the pair: the name, and the title the line gives (a label that is an office, or the words after a comma). */
export interface PairedSigner {
  name: string;
  title?: string;
}

// One labelled half: the label, the name, perhaps ", <title>" (no colon, no comma in it). Bounded repetitions, the
// name's words separated by blanks: linear.
const LABELLED = String.raw`(${SIGNER_LABEL}|Name)\s{0,3}:\s{0,3}(${SIGNER_NAME})(?:\s{0,3},\s{0,3}([^,:]{2,60}?))?`;
/** "Per: A Per: B", "Name: A, President Name: B, Treasurer", "Director: A Director/Secretary: B": both labels alike in kind. */
const TWO_LABELLED = new RegExp(String.raw`^\s*${LABELLED}\s{1,40}${LABELLED}\s*$`, 'u');
/** A label that only says where the name goes, no office: its signer's title is elsewhere. */
const PLAIN_LABEL = /^(?:By|Per|Signed|Name)$/i;

/**
 * The two signers of a line that holds two labelled signer fields, else none. "Name:" pairs only with "Name:" (a name
 * field beside a signer's label is a form's two fields), a signer's label with a signer's label.
 */
export function twoLabelledSigners(line: string, isName: (name: string) => boolean): [PairedSigner, PairedSigner] | undefined {
  if (line.length > 200) return undefined;
  const m = TWO_LABELLED.exec(line);
  if (!m || (m[1] === 'Name') !== (m[4] === 'Name') || !isName(m[2]) || !isName(m[5])) return undefined;
  const signer = (label: string, name: string, title: string | undefined): PairedSigner => ({
    name,
    title: title?.trim() || (PLAIN_LABEL.test(label) ? undefined : label.replace(/\s+/g, ' ')),
  });
  return [signer(m[1], m[2], m[3]), signer(m[4], m[5], m[6])];
}

/** A signer's name and nothing else. */
const WHOLE_NAME = new RegExp(String.raw`^${SIGNER_NAME}$`, 'u');

/**
 * The two signers of a line "<name>, <title> <name>, <title>" (two columns of "name, title" folded into one), else none:
 * exactly two commas, the words between them split where a job title ends and a signer's name of two to four words
 * begins. Read only when one split alone does so, both titles job titles and both names a person's.
 */
export function twoTitledSigners(line: string, isName: (name: string) => boolean, isTitle: (title: string) => boolean): [PairedSigner, PairedSigner] | undefined {
  if (line.length > 200) return undefined;
  const parts = line.trim().replace(/\.$/, '').split(',').map((p) => p.trim());
  if (parts.length !== 3 || !isName(parts[0]) || !isTitle(parts[2])) return undefined;
  const words = parts[1].split(/\s+/);
  const splits: [string, string][] = [];
  for (let k = 1; k <= words.length - 2; k++) {
    const title = words.slice(0, k).join(' ');
    const name = words.slice(k).join(' ');
    if (words.length - k <= 4 && WHOLE_NAME.test(name) && isTitle(title) && isName(name)) splits.push([title, name]);
  }
  if (splits.length !== 1) return undefined;
  return [{ name: parts[0], title: splits[0][0] }, { name: splits[0][1], title: parts[2] }];
}

/**
 * The two "For <party>: <name>" halves of one line ("For the Client: Mere Walker For the Agency: Tane Smith"), each read
 * as a line of its own (signer-lines.ts forPartyName), else none. The line is split before each "For" inside it; one
 * split only may read as two.
 */
export function twoForPartyNames(line: string): [{ party: string; name: string }, { party: string; name: string }] | undefined {
  if (line.length > 200) return undefined;
  const found: [{ party: string; name: string }, { party: string; name: string }][] = [];
  for (let at = line.indexOf(' For ', 1); at > 0; at = line.indexOf(' For ', at + 1)) {
    const first = forPartyName(line.slice(0, at));
    const second = first ? forPartyName(line.slice(at + 1)) : undefined;
    if (first && second) found.push([first, second]);
  }
  return found.length === 1 ? found[0] : undefined;
}
