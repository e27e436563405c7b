/**
 * Intellectual Property of a performance recorded, filmed or broadcast (issue 18, h94cat2; set 72 missed one): "No part of
 * the concert may be filmed or broadcast without the Band's prior written consent", "The Venue may record the concerts
 * for its archive", "will not broadcast or stream a full performance of the Work". A performer's rights in the
 * recording and the broadcast of what it performs (the Intellectual Property row: rights in creative work and their
 * use), though no "rights" or "licence" is written. Sets 19, 25, 34 and 72 label all four such sentences Intellectual
 * Property; none of the sets' other "recorded" or "broadcast" (a station's programmes, a list of programmes broadcast,
 * bells photographed) is a performance's. Not a result, a score or a time recorded ("record each match result"). Strong:
 * the written consent's Communication is the sentence's other subject (C2). Stated with sentences of my own
 * (`categories-exceptions-and-guests-h94cat2.test.ts`). Bounded: linear.
 */
import type { CategoryLabel } from '../../../wire.js';

/** A performance of the many kinds a performer gives. */
const PERFORMANCE = String.raw`(?:performances?|concerts?|shows?|recitals?|gigs?|plays?|rehearsals?)`;

/** Recorded, filmed or broadcast, in any tense. */
const RECORD_VERB = String.raw`(?:record|film|broadcast|stream|televise|video)(?:s|ed|ing)?`;

export const PERFORMANCE_RECORDED_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(String.raw`\b${RECORD_VERB}\s{1,3}(?:or\s{1,3}${RECORD_VERB}\s{1,3})?(?:(?:the|any|a|an|all|each|every|its|their|his|her|whole|full|entire|part\s{1,3}of\s{1,3}(?:the|any|a))\s{1,3}){1,3}(?:[\w-]{1,30}\s{1,3})?${PERFORMANCE}\b(?!\s{1,3}(?:results?|scores?|times?|dates?|attendance|lists?|numbers?)\b)|\b${PERFORMANCE}\s{1,3}(?:(?:may|shall|will|must|can)\s{1,3})?(?:not\s{1,3})?(?:be|is|are|been|being)\s{1,3}(?:recorded|filmed|broadcast|streamed|televised|videoed)\b`, 'i'), 'Intellectual Property'],
];
