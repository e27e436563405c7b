/**
 * Numbers that are part of an identifier, not a quantity: digit groups joined by slashes, telephone numbers, codes
 * of capitals before a hyphen, file references and IBAN-style accounts. The Number attribute (`recognizers.ts`) asks
 * these before it counts a figure; each scan is bounded, so a long run stays linear.
 */
import type { Span } from '../text/text.js';
import { matchesOf } from '../../../common/regex-matches.js';

/**
 * Digit groups joined by slashes with seven or more digits in all ("registration number 2009/014552/07", a South
 * African company number; "Ref. 2027/00481"): one identifier, as a long run of digits is, so none of its groups is
 * a quantity. A ratio or a fraction ("33/220 kV", "1/2") has fewer digits; a date is read before the numbers. Hyphened
 * groups and a zero-led slashed number are identifiers too (below).
 * The scan stops after 24 characters each way, so a run of thousands of slashes stays linear.
 */
// Brazil's company register writes its number with dots, a slash and a dash ("CNPJ 12.345.678/0001-90"): inside the
// token a dot or a dash between digits joins groups as the slash does (a trailing stop ends the sentence).
export function inSlashedIdentifier(text: string, f: Span): boolean {
  let b = f.begin;
  let e = f.end;
  while (b > Math.max(0, f.begin - 24) && (/[\d/]/.test(text[b - 1]) || (/[.-]/.test(text[b - 1]) && /\d/.test(text[b - 2] ?? '')))) b--;
  while (e < Math.min(text.length, f.end + 24) && (/[\d/]/.test(text[e]) || (/[.-]/.test(text[e]) && /\d/.test(text[e + 1] ?? '')))) e++;
  const token = text.slice(b, e);
  const digits = token.match(/\d/g)?.length ?? 0;
  // Three or more digit groups joined by hyphens, seven digits or more ("Cg. 04-09-012345", a Hungarian company register
  // number; "tax number: 12345678-2-04"): one identifier too (issue 18, h77t59). A date is read before the numbers, and a
  // figure with thousands dots ("1.250.000") has no hyphen.
  if (digits >= 7 && /\d-\d+-\d/.test(token)) return true;
  // Groups joined by dots, then a check digit after a hyphen ("FL-0002.614.882-7", Liechtenstein's commercial register;
  // "CHE-123.456.789-0"): one register number, seven digits or more; a figure with thousands dots has no hyphen and a
  // range ("1.250-1.500") no single check digit (issue 18, h102n78, set 78).
  if (digits >= 7 && /\d\.\d{3}-\d$/.test(token)) return true;
  // A group opening with a zero before a slash ("lot numbers 0412/7", "No. 047/2027"): a register's or a land
  // registry's number, never a fraction or a ratio, which opens on a figure (h77t59).
  // A group of capitals between two slashes beside the figure ("Licence No.: 2031/KIO/012", "permit 14/TRD/2030"): a
  // register's series code, the figures on both sides parts of one identifier (C28; set 67, issue 18, h89at). A figure
  // over a letter ("10/K", "24/7 HELP") has no second slash.
  if ((token.endsWith('/') && SERIES_CODE_AFTER.test(text.slice(e, e + 8))) || (token.startsWith('/') && SERIES_CODE_BEFORE.test(text.slice(Math.max(0, b - 8), b)))) return true;
  return token.includes('/') && (digits >= 7 || /^0\d{2,}\//.test(token));
}
/** One to six capitals and a slash, then a figure: a series code after an identifier's first slash. */
const SERIES_CODE_AFTER = /^\p{Lu}{1,6}\/\d/u;
/** A figure, a slash and one to six capitals: a series code before an identifier's last slash. */
const SERIES_CODE_BEFORE = /\d\/\p{Lu}{1,6}$/u;

/**
 * A slash and a number glued right after a numeric date ("Decision No. 02-14-1187/31", "permit No. 12-05-2031/44"):
 * the digits before the slash are a register's or a decision's number, one identifier with its serial after the slash
 * (C28), no date (issue 18, h87na). A second date after the slash ("15.03.2031/16.03.2031") goes on with a stop, a hyphen
 * or a slash and digits: still two dates. `after` is the text right after the date (anchored, bounded: linear).
 */
export const SERIAL_AFTER_DATE = /^\/\d{1,6}(?![.\-/]?\d)/;

/**
 * A fourth dashed group glued right after a dashed date ("citizenship certificate No. 26-01-74-01234", "ID 12-03-2031-0457"):
 * an identity card's or a register's number of more groups than a date has, one identifier (C28), no date (issue 18,
 * h103d63; facts set 63's cause 10). A second date after the dash ("12-03-2031-14-03-2031", a range) goes on with a stop, a
 * hyphen or a slash and digits: still two dates. `after` is the text right after the date (anchored, bounded: linear).
 */
export const DASHED_SERIAL_AFTER_DATE = /^-\d{1,6}(?![.\-/]?\d)/;

/**
 * A verb of calling before the number: "call 999", "dial 911", "ring 111", "phone 0800 …", "text 61016 …"; or a
 * telephone line named before it, "call our free line on 180 2020", "our customer line is 1300 555" (issue 18, h78t61).
 * The number's later group is the same number ("180 2020": one group of two to five digits read back over). A line's
 * single figure is a length as often ("the service line is 150 metres from the meter", a water or gas connection;
 * "a customer line of 300 metres"): after a named "line" (the `line` group) the figure is a telephone's only in two
 * groups or more (the `group` before it, or one after it: not-quantities.ts; review hrev78). The one called may stand
 * between the verb and "on" ("ring us on 22 345", "call her on 0412 …"; set 82, issue 18, h105n82).
 */
export const CALL_BEFORE = /(?:\b(?:call|calls|calling|dial|dials|dialling|dialing|ring|rings|phone|phones|telephone|text|fax|tel\.?|mobile|helpline|hotline)[:.]?\s*(?:(?:us|me|them|him|her)\s+on\s+|on\s+)?|\b(?:free|toll-free|phone|telephone|customer|service|help|contact)\s(?:(?<line>line)|number)\s(?:is\s|on\s)?)\+?(?<group>\d{2,5}\s)?$/i;
/**
 * A code's capitals before a hyphen and its number ("H4-210", "W-9", "SR-22"): one token, no count. A word ("a
 * Part-145 organisation", "Covid-19") is not such a code: set 4 labels "145".
 */
// A reference may chain its groups after the capitals, by hyphens or slashes ("File No. LU-2027-0342", "Contract No.
// KF-LAK/2027-03", "ref. UTR-2026-117"): every group after the capitals is the reference's, no count (h28s35a).
// A material's or a process's formula with a small letter inside its capitals ("SiC-650", "GaN-100", "InP-40": silicon
// carbide, gallium nitride) is such a code too; a word with one capital ("Covid-19", "Part-145") is not (issue 18, h75t57).
export const CODE_PREFIX_BEFORE = /(?<![\w-])(?:[A-Z][A-Z0-9]{0,4}|[A-Z][a-z]?[A-Z][A-Za-z0-9]{0,3})(?:[-/][A-Z0-9]{1,6}){0,3}-$/;

/**
 * Whether the number is one group of a telephone number: groups of one to five digits joined by single spaces or
 * hyphens (the last ones up to six: a British mobile's "07700 900412", h26s30a), seven or more digits in all, the first
 * opening with a trunk zero or after a plus. The scan stops 24
 * characters each way, so a long run of digits and blanks stays linear.
 */
export function inPhoneNumber(text: string, f: Span): boolean {
  if (inBracketedAreaCode(text, f)) return true;
  let b = f.begin;
  let e = f.end;
  while (b > Math.max(0, f.begin - 24) && (/\d/.test(text[b - 1]) || (/[ -]/.test(text[b - 1]) && /\d/.test(text[b - 2] ?? '')))) b--;
  while (e < Math.min(text.length, f.end + 24) && (/\d/.test(text[e]) || (/[ -]/.test(text[e]) && /\d/.test(text[e + 1] ?? '')))) e++;
  const token = text.slice(b, e);
  if (!/^\d{1,5}(?:[ -]\d{1,6}){1,4}$/.test(token) || (token.match(/\d/g)?.length ?? 0) < 7) return false;
  return token.startsWith('0') || text[b - 1] === '+';
}

/**
 * A North American telephone number with its area code in brackets, "(670) 555-0188", "(212) 555 0142", "(808)555-0100"
 * (the Northern Mariana Islands', Guam's and the US's way; set 86's cause 16, issue 18, h109n86): the area code and each
 * group are the number's, no count. Three digits in brackets, then three and four digits joined by a hyphen, a dot or a
 * blank, no digit after. Read in 14 characters each way of the figure: linear.
 */
const BRACKETED_AREA_CODE = /\(\d{3}\)\s?\d{3}[-.\s]\d{4}(?!\d)/g;
function inBracketedAreaCode(text: string, f: Span): boolean {
  const from = Math.max(0, f.begin - 14);
  const near = text.slice(from, Math.min(text.length, f.end + 14));
  if (!near.includes('(')) return false;
  for (const m of matchesOf(BRACKETED_AREA_CODE, near)) if (from + m.index <= f.begin && f.end <= from + m.index + m[0].length) return true;
  return false;
}

/**
 * A number inside a reference written with letters or a label (h22s23): a file reference of capitals and digits joined by
 * slashes, letters first ("Our ref: AMF/DUN/0412", "GK/KEL/88"; "Directive 2011/7/EU" opens on its number and stays one), a document's number with a slash after "No." ("CONTRACT No. 47/2027"),
 * and the digit groups of an IBAN-style account ("IIC KZ12 722S 0000 1234 5678", "GB29 NWBK 6016 1331 9268 19"): an
 * identifier, as a long run of digits is, none of its groups a quantity. A ratio or a rate ("50/50", "33/220 kV",
 * "$5/hour") has no capitals group and no label. The scan stays within 40 characters each way: linear.
 */
export function inLetteredIdentifier(text: string, f: Span): boolean {
  let b = f.begin;
  let e = f.end;
  while (b > Math.max(0, f.begin - 40) && /[\dA-Za-z/]/.test(text[b - 1])) b--;
  while (e < Math.min(text.length, f.end + 40) && /[\dA-Za-z/]/.test(text[e])) e++;
  const token = text.slice(b, e);
  if (token.includes('/') && (/^[A-Z]{2,}\/(?:[A-Z\d]+\/)*\d/.test(token) || /\bNo\.\s*$/.test(text.slice(Math.max(0, b - 6), b)))) return true;
  const near = text.slice(Math.max(0, f.begin - 40), Math.min(text.length, f.end + 40));
  const offset = Math.max(0, f.begin - 40);
  for (const m of matchesOf(IBAN, near)) if (offset + m.index <= f.begin && f.end <= offset + m.index + m[0].length) return true;
  return false;
}
/** An IBAN-style account: two capitals, two check digits, then groups of four capitals or digits (the last may be shorter). */
const IBAN = /(?<![A-Za-z\d])[A-Z]{2}\d{2}(?: ?[A-Z\d]{4}){2,7}(?: ?[A-Z\d]{1,3})?(?![A-Za-z\d])/g;

/** Its patterns run by `matchesOf` or `runnable`, for the build's run table (bench/log.md, cold classify part 22). */
export function identifiersRunPatterns(): readonly RegExp[] {
  return [IBAN, BRACKETED_AREA_CODE];
}
