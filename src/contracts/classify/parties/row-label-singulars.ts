/**
 * A row's label in the singular of a quoted plural alias ("Member: Ann Lee" signing rules that bind `… each of its members
 * ("Members")`) is one of that alias's party, as "A Member may …" and "No Member may …" are (C38: the singular of a plural
 * alias is that alias). The row would make its label a party of its own and take the singular from the alias; where the
 * contract quotes no singular alias of its own, the row gives the singular no meaning of its own (set 91's cause 2, issue
 * 18, h117e91).
 */
import { PLURAL_ALIAS } from './party-lexicon.js';

/** Whether a text quotes `alias` as an alias: `"Members"` or `"the Members"` (straight quotes: the texts are folded). */
const quotes = (texts: readonly string[], alias: string): boolean => texts.some((t) => t.includes(`"${alias}"`) || t.includes(`"the ${alias}"`));

/**
 * `[name, party]` pairs that rebind each name now bound to a singular row label to its plural alias's party: the label
 * itself and the names its row gave it ("Ann Lee").
 */
export function rowLabelSingulars(names: ReadonlyMap<string, string>, texts: readonly string[]): [string, string][] {
  const out: [string, string][] = [];
  for (const [name, party] of names) {
    const one = PLURAL_ALIAS.exec(name)?.[1];
    if (one === undefined || party === one || names.get(one) !== one) continue;
    if (!quotes(texts, name) || quotes(texts, one)) continue;
    for (const [other, bound] of names) if (bound === one) out.push([other, party]);
  }
  return out;
}
