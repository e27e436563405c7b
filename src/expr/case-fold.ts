/**
 * V8's linear-time regex engine has no `i` flag, so case-insensitive patterns (`(?i)`) are rewritten:
 * every ASCII letter `a` becomes `[aA]` (inside classes, letters and letter ranges gain their other case).
 * Escapes, group syntax and quantifier braces are copied unchanged.
 */

const isLetter = (c: string | undefined): c is string => c !== undefined && /^[A-Za-z]$/.test(c);
const swap = (c: string): string => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase());

/** Length of the escape sequence starting at `i` (a backslash). */
function escapeLength(src: string, i: number): number {
  const kind = src[i + 1];
  if ((kind === 'p' || kind === 'P' || kind === 'u' || kind === 'x') && src[i + 2] === '{') {
    const end = src.indexOf('}', i + 3);
    return end < 0 ? src.length - i : end + 1 - i;
  }
  if (kind === 'u') return 6;
  if (kind === 'x') return 4;
  if (kind === 'c') return 3;
  return 2;
}

/** The pattern with ASCII letters matching either case. */
export function caseFold(src: string): string {
  let out = '';
  let inClass = false;
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (c === '\\') {
      const n = escapeLength(src, i);
      out += src.slice(i, i + n);
      i += n - 1;
      continue;
    }
    if (inClass) {
      if (c === ']') {
        inClass = false;
        out += c;
      } else if (isLetter(c) && src[i + 1] === '-' && isLetter(src[i + 2])) {
        const to = src[i + 2];
        out += `${c}-${to}`;
        if (c.toLowerCase() === c && to.toLowerCase() === to) out += `${c.toUpperCase()}-${to.toUpperCase()}`;
        else if (c.toUpperCase() === c && to.toUpperCase() === to) out += `${c.toLowerCase()}-${to.toLowerCase()}`;
        i += 2;
      } else out += isLetter(c) ? c + swap(c) : c;
      continue;
    }
    if (c === '[') {
      inClass = true;
      out += c;
      if (src[i + 1] === '^') out += src[++i];
      if (src[i + 1] === ']') out += src[++i];
    } else if (c === '(' && src[i + 1] === '?') {
      const end = src[i + 2] === '<' ? src.indexOf('>', i) : i + 2;
      const stop = end < 0 ? src.length - 1 : end;
      out += src.slice(i, stop + 1);
      i = stop;
    } else if (c === '{' && /^\{\d*(,\d*)?\}/.test(src.slice(i))) {
      const end = src.indexOf('}', i);
      out += src.slice(i, end + 1);
      i = end;
    } else out += isLetter(c) ? `[${c}${swap(c)}]` : c;
  }
  return out;
}
