/**
 * A signing row that writes each signer's post before the name: "For the Council: the Mayor, Aa Bb, and the Town
 * Clerk, Cc Dd", "For Party B: sales director Ee Ff", "The Lessor – the Chairman, Gg Hh", "The Manager – Ii Jj", and
 * an execution "by its directors Kk Ll and Mm Nn" (Belgian, Italian, Lithuanian and Australian drafting in English signs
 * so; issue 18, h48attr: sets 28, 35, 36 and 37 label each name a Person). The post, capitalised or not and with "the"
 * or not, is no part of the name; the post's last word must be one (SIGNER_POST_WORDS).
 */
import { isFieldOrUnit, NAME_WORD } from './signatory-names.js';
import { runnable } from '../../../common/regex-prefilter.js';
import { matchesOf } from '../../../common/regex-matches.js';
import { firstLetterEitherCase } from '../../../common/regexp.js';
import { isPersonName } from './person-names.js';
import type { AddName } from './name-grammar.js';

/** A signer's post's last word, in small letters: the one list (SIGNER_POST_WORDS, SMALL_POST_WORDS). */
const SIGNER_POSTS: readonly string[] = ['director', 'manager', 'president', 'chairman', 'chairwoman', 'chairperson', 'chair', 'secretary',
  'mayor', 'clerk', 'treasurer', 'officer', 'partner', 'trustee', 'representative', 'administrator', 'executive', 'alderman',
  'governor', 'head', 'superintendent', 'principal', 'proprietor', 'owner'];
/** Whether `word` is a signer's post's last word in small letters ("chair", "director"): the one list, for other readers. */
export const isSmallSignerPost = (word: string): boolean => SIGNER_POSTS.includes(word);
/** A signer's post's last word, in small letters or capitalised ("director", "Mayor", "Chairperson", "Town Clerk"). */
export const SIGNER_POST_WORDS = SIGNER_POSTS.map(firstLetterEitherCase).join('|');
const NAME = `${NAME_WORD}(?:\\s${NAME_WORD}){1,2}`;
/**
 * A signing row's head: "For the Council:", "FOR PARTY A:", or a role and a dash ("The Lessor –"). The row's start
 * only; the role of one or two capitalised words. Bounded: linear.
 */
const ROW_HEAD = /^\s{0,3}(?:(?:For|FOR)\s{1,3}[^:\n]{1,60}:|(?:The\s{1,3})?\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+)?\s{1,3}[–—-])/u;
/**
 * One post and its signer after the head or a former signer: ", and the Town Clerk, Aa Bb", " director Cc Dd". Up to
 * two words before the post's last; the name ends at a comma, the row's end or a blank before "and". Sticky: read
 * where the former one ended.
 */
const POST_THEN_NAME = new RegExp(`(?:,?\\s{1,3}and)?,?\\s{1,3}(?:the\\s{1,3})?(?:\\p{L}+\\s{1,3}){0,2}(?:${SIGNER_POST_WORDS}),?\\s{1,3}(${NAME})(?=\\s{0,3}(?:,|$|and\\b))`, 'uy');
/** A role in a dash row that is itself a post, then the name alone to the row's end: "The Manager – Aa Bb". */
const POST_DASH_NAME = new RegExp(`^\\s{0,3}(?:The\\s{1,3})?(?:\\p{Lu}\\p{Ll}+\\s){0,1}(?:${SIGNER_POST_WORDS})\\s{1,3}[–—-]\\s{1,3}(${NAME})\\s{0,3}$`, 'u');
/** "by its directors Aa Bb and Cc Dd": a company's execution by two of its officers, named after the post in the plural. */
const PLURAL_POSTS_NAMES = new RegExp(`\\bby\\s{1,3}its\\s{1,3}(?:directors|partners|trustees|officers)\\s{1,3}(${NAME})\\s{1,3}and\\s{1,3}(${NAME})(?![\\p{L}'’-])`, 'u');

/** The post words in small letters only ("director", not "Director"). */
const SMALL_POST_WORDS = SIGNER_POSTS.join('|');
/**
 * A certificate's or a signing row's name before its post in small letters: "Aa Bb, public purchase witness, Mariehamn,
 * 20 May 2042", "Cc Dd, notary public, Turku", "Ee Ff, managing director". The row opens on the name (two or three name
 * words), a comma, up to three words in small letters ending on a post word (SIGNER_POST_WORDS in small letters, a
 * witness, a notary, "notary public"), then a comma or the row's end. A capitalised post ("Aa Bb, Managing Director")
 * is another reading's (issue 18, h105p82: set 82's attributes). Bounded runs: linear.
 */
const NAME_THEN_SMALL_POST = new RegExp(`^\\s{0,3}(${NAME}),\\s{1,3}(?:\\p{Ll}{1,20}\\s{1,3}){0,3}(?:${SMALL_POST_WORDS}|witness|notary)(?:\\s{1,3}public)?\\s{0,3}(?:,|$)`, 'u');
/**
 * An execution line's signer after "by" and before a post, anywhere in a line that opens on "Executed" or "Signed":
 * "Executed by Aa Pty Ltd ACN 604 118 392 in accordance with section 127 of the Corporations Act 2001 (Cth) by Bb Cc,
 * Director." (an Australian company signs by its officers so; set 11's lease, issue 18, h117s89: the company was read,
 * the director lost behind the statute). The post after a comma, its last word one of SIGNER_POST_WORDS. Bounded: linear.
 */
const EXECUTION_LEAD = /^\s{0,3}(?:Executed|EXECUTED|Signed|SIGNED)\b/;
const BY_NAME_THEN_POST = new RegExp(`\\bby\\s{1,3}(${NAME}),\\s{1,3}(?:the\\s{1,3})?(?:\\p{L}{1,20}\\s{1,3}){0,2}(?:${SIGNER_POST_WORDS})(?![\\p{L}])`, 'gu');
/** A person's name, not a form's field or a unit's words all common English ("Human Resources", "Payment Terms"). */
const isSignerName = (name: string): boolean => isPersonName(name) && !isFieldOrUnit(name);

/** Signers whose posts stand before their names in a signing row or an execution clause. */
export function addPostedSigners(text: string, add: AddName): void {
  if (text.length > 240) return;
  const head = ROW_HEAD.exec(text);
  if (head) {
    POST_THEN_NAME.lastIndex = head.index + head[0].length;
    for (let m = POST_THEN_NAME.exec(text); m; m = POST_THEN_NAME.exec(text)) {
      if (!isSignerName(m[1])) break;
      const begin = m.index + m[0].length - m[1].length;
      add('Person', begin, begin + m[1].length);
    }
  }
  const dashed = runnable(POST_DASH_NAME).exec(text);
  if (dashed && isSignerName(dashed[1])) add('Person', dashed.index + dashed[0].lastIndexOf(dashed[1]), dashed.index + dashed[0].lastIndexOf(dashed[1]) + dashed[1].length);
  const posted = text.includes(',') ? NAME_THEN_SMALL_POST.exec(text) : null;
  if (posted && isSignerName(posted[1])) {
    const begin = posted.index + posted[0].indexOf(posted[1]);
    add('Person', begin, begin + posted[1].length);
  }
  if (EXECUTION_LEAD.test(text)) for (const m of matchesOf(BY_NAME_THEN_POST, text)) {
    if (!isSignerName(m[1])) continue;
    const begin = m.index + m[0].indexOf(m[1], 2);
    add('Person', begin, begin + m[1].length);
  }
  const plural = text.includes(' its ') ? PLURAL_POSTS_NAMES.exec(text) : null;
  if (plural) for (const name of [plural[1], plural[2]]) {
    if (!isSignerName(name)) continue;
    const begin = plural.index + plural[0].lastIndexOf(name);
    add('Person', begin, begin + name.length);
  }
}

/**
 * The post, a dash and a name, and an execution line's "by" signer before a post, for the build (scripts/build-regex-prefilter.mjs collects every `…Patterns()` list): it writes their run
 * sources (short runs written once, word boundaries, group ends), which `runnable` and `matchesOf` run, so the process
 * rewrites none of them (bench/log.md, "The cold classify, part 22").
 */
export function postDashNamePatterns(): readonly RegExp[] {
  return [POST_DASH_NAME, BY_NAME_THEN_POST];
}
