/** Numbers the recognizer splits at a dot or a bracket, joined again (outline positions, a share's words in brackets). */
import type { NumericFact } from './numeric-fact.js';

/**
 * `5.8.1` comes back as three numbers: a clause reference is one. `one (1)` comes back as two: a count written in
 * words and restated in figures is one Number, brackets included (as both generalization sets label it).
 */
export function joinDottedNumbers(text: string, facts: NumericFact[]): NumericFact[] {
  const out: NumericFact[] = [];
  for (const f of facts) {
    const last = out[out.length - 1];
    if (last && last.type === 'Number' && f.type === 'Number' && !/\d/.test(text.slice(last.begin, last.end)) && /^\s?\($/.test(text.slice(last.end, f.begin))
      && text[f.end] === ')' && /^\d+$/.test(text.slice(f.begin, f.end)) && Number(last.value) === Number(f.value)) {
      last.end = f.end + 1;
      continue;
    }
    // The other order, figures then words (Brazilian, Portuguese and Spanish drafting in English): "18,000 (eighteen
    // thousand)", "2 (two)", "2% (two percent)". One attribute, brackets included, when the words say the figure's value.
    if (last && (last.type === 'Number' || last.type === 'Percentage') && f.type === last.type && /\d/.test(text.slice(last.begin, last.end))
      && /^\s?\($/.test(text.slice(last.end, f.begin)) && text[f.end] === ')' && !/\d/.test(text.slice(f.begin, f.end)) && Number(last.value) === Number(f.value)) {
      last.end = f.end + 1;
      continue;
    }
    // "5% (five percent)": the words read as a Number before "percent"; the share is one Percentage, brackets included.
    const percentWords = last && last.type === 'Percentage' && f.type === 'Number' ? PERCENT_WORDS_CLOSE.exec(text.slice(f.end, f.end + 12)) : null;
    if (last && percentWords && /\d/.test(text.slice(last.begin, last.end)) && /^\s?\($/.test(text.slice(last.end, f.begin))
      && !/\d/.test(text.slice(f.begin, f.end)) && Number(last.value) === Number(f.value)) {
      last.end = f.end + percentWords[0].length;
      continue;
    }
    if (last && last.type === 'Number' && f.type === 'Number' && f.begin === last.end + 1 && text[last.end] === '.' && /^\d+$/.test(text.slice(f.begin, f.end))) {
      last.end = f.end;
      last.value = text.slice(last.begin, last.end);
      continue;
    }
    if (last && f.begin < last.end) continue;
    out.push({ ...f });
  }
  // A reference with two or more dots ("5.8.1") is an outline position, not a quantity; "a third" is a share.
  // (h25s29a) "subject to clause 3.3." ending its sentence stays none too: the real response leaves "Clause 37.14."
  // and "Clause 38.2." bare there, though six labelled sets label such references (measured, not kept).
  return out.filter((f) => f.type !== 'Number' || !(/\d\.\d+\./.test(text.slice(f.begin, f.end + 2)) || /^an?\s/i.test(text.slice(f.begin, f.end))));
}

/** What closes a share's words in brackets: "percent)", "per cent)". */
const PERCENT_WORDS_CLOSE = /^\s{1,3}per\s?cent\s?\)/i;
