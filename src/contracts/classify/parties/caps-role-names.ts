/**
 * A party's alias in a clause written in capitals ("CONTRACTOR WILL … HOLD HARMLESS COMPANY GROUP …", "ANY MEMBER OF
 * COMPANY GROUP", "THE PROPERTY OF COMPANY GROUP"): where "Company" is the contract's alias of a party, "COMPANY" in
 * capitals is that role word, and the capitals hide where a name would start, so the words before it ("HOLD
 * HARMLESS", "MEMBER OF") are the clause's, no company's name (issue 18, h40s46; the alias rule of index.ts, which
 * drops `the "Company"` itself, read through capitals). A party's own name stays an Organization ("RED MESA OPERATING
 * COMPANY" where that is the party's name).
 */

/** Letters enough to call a clause "in capitals", and the share of small letters it may hold (a "(a)" or an "e.g."). */
const MIN_LETTERS = 20;
const MAX_SMALL_SHARE = 0.05;

/** Whether `text` is written in capitals: at least MIN_LETTERS letters, at most MAX_SMALL_SHARE of them small. */
export function writtenInCapitals(text: string): boolean {
  let letters = 0;
  let small = 0;
  for (const ch of text) {
    if (ch >= 'a' && ch <= 'z') { letters++; small++; } else if (ch >= 'A' && ch <= 'Z') letters++;
  }
  return letters >= MIN_LETTERS && small <= letters * MAX_SMALL_SHARE;
}

/**
 * Whether an Organization read in a clause in capitals (`name`, its text) ends on a one-word alias of a party
 * (`aliases`: lower case) and is no party's own name (`partyNames`: lower case).
 */
export function endsOnAliasInCapitals(name: string, aliases: ReadonlySet<string>, partyNames: ReadonlySet<string>): boolean {
  const words = name.trim().split(/\s+/);
  if (words.length < 2) return false;
  const last = words[words.length - 1].toLowerCase();
  return aliases.has(last) && !partyNames.has(name.trim().toLowerCase());
}
