/**
 * How numeric values print: the entity `value` string (`"20"`, `"1234.56"`, `"-0.8"`) and the
 * `numeric_value` number, both rounded to 15 significant digits so that `2.33 k` is 2330, not 2330.0000000000005.
 */

/** The value rounded to 15 significant digits; `-0` becomes `0`. */
export function canonicalNumber(n: number): number {
  if (!Number.isFinite(n) || n === 0) return 0;
  const r = Number(n.toPrecision(15));
  return Object.is(r, -0) ? 0 : r;
}

/** Plain decimal notation, never exponent notation: 1e21 → `"1000000000000000000000"`, 1e-7 → `"0.0000001"`. */
export function formatNumber(n: number): string {
  const r = canonicalNumber(n);
  const s = String(r);
  if (!/e/i.test(s)) return s;
  const negative = r < 0;
  const [mantissa, expPart] = (negative ? s.slice(1) : s).split(/e/i);
  const exp = Number(expPart);
  const [intPart, fracPart = ''] = mantissa.split('.');
  const digits = intPart + fracPart;
  const point = intPart.length + exp;
  let out: string;
  if (point <= 0) out = `0.${'0'.repeat(-point)}${digits}`;
  else if (point >= digits.length) out = digits + '0'.repeat(point - digits.length);
  else out = `${digits.slice(0, point)}.${digits.slice(point)}`;
  return negative ? `-${out}` : out;
}

/** `integer` or `rational`, the `interpretation.subtype` of a numeric entity. */
export function numericSubtype(n: number): 'integer' | 'rational' {
  return Number.isInteger(canonicalNumber(n)) ? 'integer' : 'rational';
}
