/**
 * A body's own name, a dash, then the kind of body it is with its legal form: "Kibbutz Neve Tamar – Agricultural
 * Cooperative Society Ltd.", "Moshav Ein Gedi – Cooperative Society for Agricultural Settlement Ltd." (Israeli
 * registration, translated: the registered name is both halves). The company grammar's words stop at a dash in small
 * letters ("Annex A – Acme Ltd" keeps it a cut), so it read the kind alone, "Agricultural Cooperative Society Ltd.", and
 * the party's row lost its alias (set 77's cause, issue 18, h101t77; docs/contract-labels.md C118).
 *
 * The name runs back over the dash only where the words after it are all common English words — a description of the
 * kind, which names no body by itself — and the words before it hold a proper name (a word no English list has) and no
 * role word ("Supplier – General Trading Ltd." is a field), opening the element, an entry's number or a slot word.
 * One to four words before the dash, each bounded; anchored at the end of a 160-character window: linear.
 */
import { isCommonEnglishWord } from '../../../common/lexicon/english.js';
import { ROLE_NAMES } from './name-grammar.js';

const NAME_WORD = String.raw`\p{Lu}[\p{L}\p{M}'’]{1,30}`;
/** The entry's opening (the text's start, "(1)", "1.", a slot word or a field's colon), the name's words, the dash. */
const NAME_THEN_DASH = new RegExp(
  String.raw`(?:^|\(\d{1,2}\)[ \t]{1,3}|\d{1,2}\.[ \t]{1,3}|\b(?:[Bb]etween|BETWEEN|and|AND)[ \t]{1,3}|:[ \t]{1,3})((?:${NAME_WORD}[ \t]{1,3}){0,3}${NAME_WORD})[ \t]{1,3}[–—-][ \t]{1,3}$`,
  'u',
);
const WINDOW = 160;

const common = (word: string): boolean => isCommonEnglishWord(word.toLowerCase(), 50);

/**
 * Where a company's name whose words `words` start at `start` in `text` starts once its own name before a dash is read
 * with it (see above); `start` if none.
 */
export function dashedNameStart(text: string, start: number, words: string): number {
  const dash = text[start - 2];
  if (dash !== '–' && dash !== '—' && dash !== '-') return start;
  if (!words.split(/\s{1,3}/).every((w) => common(w.replace(/[.,]$/, '')))) return start;
  const from = Math.max(0, start - WINDOW);
  const m = NAME_THEN_DASH.exec(text.slice(from, start));
  // A window cut inside the text opens no entry at its own start.
  if (!m || (from > 0 && m.index === 0 && m[0].startsWith(m[1]))) return start;
  const names = m[1].split(/[ \t]{1,3}/);
  if (names.every(common) || names.some((w) => ROLE_NAMES.has(w.toLowerCase()))) return start;
  return from + m.index + m[0].indexOf(m[1]);
}
