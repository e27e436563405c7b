/**
 * Word list numbering (`word/numbering.xml`): the marker Word generates before a numbered paragraph
 * (`1.`, `(a)`, `ii.`, `•`). Counters live per list instance (numId) and level; starting an item at a
 * level restarts the deeper levels, as Word does by default.
 */
import { childOf, childrenOf, type XmlElement } from './xml.js';

interface Level {
  start: number;
  format: string;
  text: string;
}

export interface Numbering {
  /** The next marker of list `numId` at level `ilvl`, advancing its counter; undefined for "no list". */
  next(numId: string, ilvl: number): string | undefined;
}

export function numberingOf(root: XmlElement | undefined): Numbering {
  const abstract = new Map<string, Map<number, Level>>();
  for (const element of childrenOf(root, 'w:abstractNum')) {
    abstract.set(element.attrs['w:abstractNumId'] ?? '', levelsOf(element));
  }
  const nums = new Map<string, Map<number, Level>>();
  for (const num of childrenOf(root, 'w:num')) {
    const id = num.attrs['w:numId'];
    const base = abstract.get(childOf(num, 'w:abstractNumId')?.attrs['w:val'] ?? '');
    if (id === undefined || !base) continue;
    const levels = new Map(base);
    for (const override of childrenOf(num, 'w:lvlOverride')) {
      const ilvl = Number(override.attrs['w:ilvl']);
      const own = childOf(override, 'w:lvl');
      const start = Number(childOf(override, 'w:startOverride')?.attrs['w:val']);
      const level = own ? levelOf(own) : levels.get(ilvl);
      if (level) levels.set(ilvl, Number.isFinite(start) ? { ...level, start } : level);
    }
    nums.set(id, levels);
  }
  const counters = new Map<string, number[]>();
  return {
    next(numId, ilvl) {
      const levels = nums.get(numId);
      const level = levels?.get(ilvl);
      if (!levels || !level) return undefined;
      const counts = counters.get(numId) ?? [];
      counters.set(numId, counts);
      counts[ilvl] = counts[ilvl] === undefined ? level.start : counts[ilvl] + 1;
      counts.length = ilvl + 1;
      if (level.format === 'none') return undefined;
      if (level.format === 'bullet') return bulletOf(level.text);
      const marker = level.text.replace(/%([1-9])/g, (_, n: string) => {
        const at = Number(n) - 1;
        const of = levels.get(at);
        const value = counts[at] ?? of?.start ?? 1;
        // A lower level shown in a legal-style marker (%1.%2) uses decimal digits when its format is decimal.
        return formatNumber(value, of?.format ?? 'decimal');
      });
      return marker.trim() === '' ? undefined : marker;
    },
  };
}

function levelsOf(element: XmlElement): Map<number, Level> {
  const levels = new Map<number, Level>();
  for (const lvl of childrenOf(element, 'w:lvl')) levels.set(Number(lvl.attrs['w:ilvl']), levelOf(lvl));
  return levels;
}

function levelOf(lvl: XmlElement): Level {
  const start = Number(childOf(lvl, 'w:start')?.attrs['w:val']);
  return {
    start: Number.isFinite(start) ? start : 1,
    format: childOf(lvl, 'w:numFmt')?.attrs['w:val'] ?? 'decimal',
    text: childOf(lvl, 'w:lvlText')?.attrs['w:val'] ?? '',
  };
}

/** Symbol-font bullets are private-use code points; they print as a bullet. */
function bulletOf(text: string): string {
  const char = [...text][0];
  if (char === undefined) return '•';
  const code = char.codePointAt(0) ?? 0;
  return code >= 0xe000 && code <= 0xf8ff ? '•' : char;
}

export function formatNumber(value: number, format: string): string {
  switch (format) {
    case 'lowerLetter':
      return letters(value).toLowerCase();
    case 'upperLetter':
      return letters(value);
    case 'lowerRoman':
      return roman(value).toLowerCase();
    case 'upperRoman':
      return roman(value);
    case 'decimalZero':
      return value < 10 ? `0${value}` : String(value);
    default:
      return String(value);
  }
}

/**
 * Past it a list's number is written in digits whatever its format: Word's own numbering stops at 32,767, and a
 * letter marker repeats its letter value/26 times (a start of 2^29 asked for a 20-million-letter marker per item).
 */
const MAX_LETTERED = 32_767;

/** Word's letters: a..z, then aa..zz, then aaa... */
function letters(value: number): string {
  if (value < 1 || value > MAX_LETTERED) return String(value);
  const letter = String.fromCharCode(65 + ((value - 1) % 26));
  return letter.repeat(Math.floor((value - 1) / 26) + 1);
}

function roman(value: number): string {
  if (value < 1 || value >= 4000) return String(value);
  const table: [number, string][] = [
    [1000, 'M'], [900, 'CM'], [500, 'D'], [400, 'CD'], [100, 'C'], [90, 'XC'],
    [50, 'L'], [40, 'XL'], [10, 'X'], [9, 'IX'], [5, 'V'], [4, 'IV'], [1, 'I'],
  ];
  let out = '';
  let rest = value;
  for (const [n, s] of table) {
    while (rest >= n) {
      out += s;
      rest -= n;
    }
  }
  return out;
}
