/**
 * Records of music (issue 18, h42s47): "making phonograph records", "net sales of records embodying master
 * recordings", "Physical records sold in the United States", "the marketing of records", "You will not re-record any
 * composition", a record label's name ("… Sound Records, LLC"). A recording contract's "records" are the discs and
 * files it sells, not the books kept for the other party to check (the Audits row, spec §2–3: inspection rights, record
 * keeping); set 47's recording letter labels none of its seven such sentences Audits. A veto of Audits (category-cue-vetoes.ts'
 * ALL_VETOES, the learned model's proposal too) where the sentence reads records or recording in that sense and names
 * no audit, inspection, books, accounts or keeping ("You may audit our books and records relating to your royalties",
 * "We will keep accurate records of all records sold" stay Audits). Bounded windows, linear on hostile text. Tests:
 * `categories-set-47.test.ts`.
 */
import type { CategoryLabel } from '../../../wire.js';

/** Words that make "records" an audit's even in a recording contract. */
const AUDIT_SENSE = String.raw`\b(?:audit\w*|inspect\w*|books|accounts|ledgers?|keep|keeps|kept|retain\w*|maintain\w*|examin\w*)\b`;

/** Records or recording in the sense of music: a disc or file sold, made, marketed, or a label's company name. */
const MUSIC_RECORDS = String.raw`\b(?:phonograph|gramophone|vinyl)\s{1,8}records?\b|\bmaster\s{1,8}recordings?\b|\bre-?record(?:s|ed|ing)?\b|\brecords\s{1,8}(?:sold|embodying|manufactured|released|distributed)\b|\b(?:sales?|marketing|distribution|manufacture|release|promotion)\s{1,8}of\s{1,8}(?:[\w-]{1,20}\s{1,8})?records\b|\bRecords,?\s{1,8}(?:LLC|L\.L\.C\.|Inc\.?|Ltd\.?|Limited|plc)(?![\w])`;

export const SOUND_RECORDINGS_VETOES: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(String.raw`^(?![^]{0,800}${AUDIT_SENSE})[^]{0,600}?(?:${MUSIC_RECORDS})`, 'i'), 'Audits'],
];
