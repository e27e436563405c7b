/**
 * Audits of a thing recorded in a register, a log, a manifest or an app (issue 18, h88c): "record the reason in the
 * app", "Each load discharged must be recorded on a waste manifest", "record every dispersal in the wildlife log" (set 27),
 * "record the results in the pool log" (set 30), "record every animal health treatment in the Herd register" (set 48).
 * The records a party keeps of what it does are what the other may check (the gist of Audits: records and their
 * inspection); sets 19–66 label 9 of the 12 sentences that record something in such a book Audits. Only a party bound or
 * told to record ("shall record", "must be recorded", an item that opens on "record"): not a figure "recorded in the
 * technical log" that a price is counted on (set 27's flight hours), nor a company "entered in the register of
 * entrepreneurs" (a registration), nor an entry in a public database ("must comply with the identification scheme and
 * record every movement of cattle on the national database": set 55's compliance, Responsibilities). Stated with sentences of my own (`categories-entries-recorded-h88c.test.ts`).
 * Bounded: linear.
 */
import type { CategoryLabel } from '../../../wire.js';

/** The book an entry is made in: the party's own, not a public database (set 55's national livestock database, a scheme complied with). */
const BOOK = String.raw`(?:register|log|logbook|log\s{1,8}book|app|manifest|record\s{1,8}book|diary|ledger)`;

export const ENTRIES_RECORDED_CUES: readonly [RegExp, CategoryLabel][] = [
  [
    new RegExp(
      String.raw`(?:\b(?:shall|must|will|to|and)\s{1,8}record|\b(?:shall|must|will|is\s{1,8}to|are\s{1,8}to)\s{1,8}be\s{1,8}recorded|^\W{0,3}(?:\(?[a-z0-9]{1,4}[.)]\s{1,8})?record)\s{1,8}(?:[\w-]{1,30}\s{1,8}){0,4}?(?:in|on|into)\s{1,8}(?:a|an|the|its|each|their)\s{1,8}(?:[\w-]{1,30}\s{1,8})?${BOOK}\b`,
      'i',
    ),
    'Audits',
  ],
];
