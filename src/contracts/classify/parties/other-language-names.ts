/**
 * A party's name in another language, in brackets right after its name: "LOTUS TRADING COMPANY LIMITED (in Portuguese,
 * Companhia de Comércio Lotus, Limitada)", "(in Chinese: "…")". It is the same party named again, not another party
 * (h28f21b; the alias reading of contract-parties.ts skips such a bracket the same way). The bracket's opening is read
 * on a bounded window before the name: linear.
 */
const OTHER_LANGUAGE_BEFORE = /\(\s{0,3}in\s{1,3}\p{Lu}\p{Ll}{2,15}\s{0,3}[,:]\s{0,3}["“]?$/u;

/** Whether the name at `begin` of `text` opens a bracket giving the name before it in another language. */
export function namedInOtherLanguage(text: string, begin: number): boolean {
  return OTHER_LANGUAGE_BEFORE.test(text.slice(Math.max(0, begin - 30), begin));
}
