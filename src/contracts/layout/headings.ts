/**
 * What makes a paragraph a heading, and at which level. A heading is a short, title-like line that is either
 * numbered as a clause ("1.", "1.0", "2.3.1", "IV.", "A."), labelled ("Article IV", "Section 5 - Fees",
 * "Schedule 2", "Article (4)"), styled as one (all bold, or all capitals) or marked as one by its source (a DOCX outline level).
 * "Title-like" keeps running clauses out: "1.1 The Supplier shall ..." is a numbered list item, not a heading.
 */
import type { TextRun } from '../readers/types.js';
import { allBold } from './runs.js';

export interface HeadingMatch {
  /** 1 = outermost; for unnumbered styled headings the caller nests them under the open section. */
  level: number | 'nested';
  number?: string;
}

const MAX_CHARS = 100;
const MAX_WORDS = 14;
// The number may stand in brackets ("Article (4)"), as translated Arabic and French contracts write it.
const LABELLED = /^(article|section|clause|schedule|appendix|annex|annexure|exhibit|part|chapter|attachment)\s+(?:([0-9]+[A-Z]?|[IVXLC]+|[A-Z])\b|\((\d{1,3}[A-Z]?|[IVXLC]{1,6})\))\.?/i;
const DECIMAL = /^(\d{1,3}(?:\.\d{1,3})*)\.?(?=\s|$)/;
const ROMAN = /^([IVXLC]{1,6})\.(?=\s)/;
const LETTER = /^([A-Z])\.(?=\s)/;

/** The level a decimal clause number stands for: its depth, trailing `.0`s ignored ("1.0" is 1, "13.1" is 2). */
export function decimalLevel(number: string): number {
  const parts = number.split('.');
  while (parts.length > 1 && /^0+$/.test(parts[parts.length - 1])) parts.pop();
  return parts.length;
}

function titleLike(rest: string): boolean {
  if (rest.length === 0 || rest.length > MAX_CHARS) return false;
  if (rest.split(/\s+/).length > MAX_WORDS) return false;
  if (/[.;,:]$/.test(rest) && !/\b(?:etc|Inc|Ltd|Co)\.$/.test(rest)) return false;
  // A title opens with a capital, a digit or an opening quote/parenthesis, never lower-case running text.
  return /^[\p{Lu}\p{N}"'“‘(]/u.test(rest);
}

export function allCaps(text: string): boolean {
  const letters = text.replace(/[^\p{L}]/gu, '');
  return letters.length >= 3 && letters === letters.toUpperCase() && letters !== letters.toLowerCase();
}

/**
 * `text` is the paragraph's whole text (with a source-generated list marker in front, if any), collapsed.
 * Returns undefined for anything that is not a heading.
 */
export function matchHeading(text: string, runs: readonly TextRun[], outlineLevel?: number): HeadingMatch | undefined {
  if (outlineLevel !== undefined && outlineLevel >= 1 && text.length > 0 && text.length <= MAX_CHARS * 2) {
    const number = DECIMAL.exec(text)?.[1];
    return { level: Math.min(outlineLevel, 9), ...(number ? { number } : {}) };
  }
  if (text.length === 0 || text.length > MAX_CHARS + 20) return undefined;
  const labelled = LABELLED.exec(text);
  if (labelled) {
    const rest = text.slice(labelled[0].length).replace(/^\s*(?:[-–—:.]\s*)?/, '');
    if (rest === '' || titleLike(rest)) return { level: 1, number: labelled[0].replace(/\.$/, '') };
    return undefined;
  }
  const decimal = DECIMAL.exec(text);
  if (decimal) {
    // No clause is numbered 0 ("0 Insurance" is what is left of "20. 0 Insurance").
    if (/^0+(?:\.|$)/.test(decimal[1])) return undefined;
    const rest = text.slice(decimal[0].length).trim();
    // A clause number alone on its line ("13.", "13.3") heads its section; the text follows as its first paragraph.
    if (rest === '' && (decimal[0].includes('.'))) return { level: decimalLevel(decimal[1]), number: decimal[1] };
    // "30 Days" is a line of a list or a table far more often than a heading: a bare number needs the style too.
    const styled = decimal[0].includes('.') || allBold(runs) || allCaps(rest);
    return styled && titleLike(rest) ? { level: decimalLevel(decimal[1]), number: decimal[1] } : undefined;
  }
  const roman = ROMAN.exec(text) ?? LETTER.exec(text);
  if (roman) {
    const rest = text.slice(roman[0].length).trim();
    if (!titleLike(rest)) return undefined;
    // "I." and "V." read as roman numerals (level 1); other single capitals are lettered sub-headings.
    return { level: ROMAN.test(text) ? 1 : 2, number: roman[1] };
  }
  if (!titleLike(text) || /[:]$/.test(text)) return undefined;
  if (text.split(/\s+/).length > 10) return undefined;
  if (allBold(runs) || allCaps(text)) return { level: 'nested' };
  return undefined;
}
