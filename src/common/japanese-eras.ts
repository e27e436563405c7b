/**
 * The Japanese eras (gengō) a date may be counted in, in small letters with and without the macron, each with the
 * Gregorian year before its first: the era's year N is that year plus N ("Reiwa 20" is 2038, "Heisei 31" 2019, "Shōwa 64"
 * 1989). One home for every reader of era dates: Japanese drafting in English writes "April 1, Reiwa 20 (2038)" (issue
 * 18, h91fd; facts set 52's cause 11). The first year of an era is also written "Gannen" ("Reiwa Gannen", 2019).
 */
export const JAPANESE_ERAS: ReadonlyMap<string, number> = new Map([
  ['reiwa', 2018],
  ['heisei', 1988],
  ['showa', 1925],
  ['shōwa', 1925],
  ['taisho', 1911],
  ['taishō', 1911],
]);

/** The era names as a pattern's group, any case left to the pattern's flags. */
export const JAPANESE_ERA_NAME = `(?:${[...JAPANESE_ERAS.keys()].join('|')})`;

/** The Gregorian year of year `n` ("20", "Gannen") of `era` (any case), or undefined when the era is none of the list. */
export function eraYear(era: string, n: string): number | undefined {
  const base = JAPANESE_ERAS.get(era.toLowerCase());
  if (base === undefined) return undefined;
  return base + (/^gannen$/i.test(n) ? 1 : Number(n));
}
