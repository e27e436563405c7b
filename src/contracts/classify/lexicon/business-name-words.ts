/**
 * Words a business's or a body's name is made of, never a person's or a town's: one home for the names readers
 * (names/person-names.ts) and the lexicon's own patterns (courtesy-titles.ts: "Citizen Watch Co." is a company, not the
 * title "Citizen" before a person; review h119rr finding 10). Legal forms have theirs, gazetteer.ts COMPANY_SUFFIXES.
 */

/**
 * Words a business's name ends on, never a town's: "Harbor Tech", "Amazon Web Services", "Contoso Bank". The far end of a
 * route or a journey named so is a company, no place (attributes.ts, place-positions.ts; h31rev).
 */
export const BUSINESS_NAME_WORDS: readonly string[] = ['Partners', 'Partnership', 'Holdings', 'Group', 'Services', 'Systems',
  'Solutions', 'Technologies', 'Technology', 'Tech', 'Capital', 'Ventures', 'Associates', 'Enterprises', 'Industries',
  'Consulting', 'Media', 'Labs', 'Bank', 'Logistics'];

/** Words a body's name holds, never a person's: "Harbour Trust", "Citizen Energy Cooperative Society". */
export const BODY_NAME_WORDS: readonly string[] = ['Trust', 'Foundation', 'Club', 'Society'];
