/**
 * The writer of terms printed under a company's header line: a ticket, a notice or conditions that open with the company's
 * name and its legal form ("Transports Fluviaux Aloeke SARL – Saint-Laurent-du-Maroni, French Guiana" over "PIROGUE
 * TICKET" and its numbered conditions) and speak to the reader as "you" and of the company as "we" ("We may refuse goods
 * that are badly packed.", "You do not smoke on board."). The company that prints its terms under its own name is the one
 * that says "we", as C34's we/you terms read it in a bracket (`Tenyimi Heritage Troupe Ltd ("we", "us")`), a letter, an
 * e-mail or a chat (set 93's cause 4, issue 18, h119t93). Read only where nothing else gave "we" a party, no letter's
 * salutation or closing stands (the letter readers read those: a quotation closed "Yours sincerely," and never accepted
 * makes no party, h101p60's near miss), and one company alone opens the header; a note whose "we" is both
 * writers ("If we fall out over it, we ask …") says no "you" and is not read.
 */
import type { PartyRecord } from './party-record.js';
import { LETTERHEAD_LINES, salutationAt } from './letter-parties.js';
import { endsInLegalForm } from './party-key.js';
import { VALEDICTION } from './details/line-shapes.js';

/** "we" as the subject of a clause: the writer acting ("we refund the fare", "We may refuse goods"). */
const WE_SUBJECT = /\b[Ww]e\b/;
/** The reader spoken to: "you" anywhere in a line ("You do not smoke", "we tell you by SMS"). */
const YOU = /\b[Yy]ou\b/;
/** Fewest lines of the body that say "we" and "you": one stray "we" in a title ("AS WE AGREED") makes no terms. */
const MIN_WE_LINES = 2;

/**
 * Makes the company whose name opens the document's first line, with its legal form, the Primary party speaking as "we",
 * when the body under the header speaks as "we" to "you" and no party speaks as "we" yet. At most one other Primary party
 * (the passenger a ticket's field names) stands beside it; it takes the side that party leaves (completeRoles).
 */
export function headerWriter(records: readonly PartyRecord[], texts: readonly string[], pronounOf: Map<string, string>): void {
  if (records.some((p) => p.alias === 'we') || records.filter((p) => p.importance === 'Primary').length > 1) return;
  if (salutationAt(texts) >= 0 || texts.some((t) => VALEDICTION.test(t))) return;
  const body = texts.slice(LETTERHEAD_LINES);
  if (body.filter((t) => WE_SUBJECT.test(t)).length < MIN_WE_LINES || !body.some((t) => YOU.test(t))) return;
  const writers = records.filter((p) => p.importance !== 'Primary' && p.mentions.some((m) => m.element === 0 && m.begin === 0 && endsInLegalForm(m.text)));
  if (writers.length !== 1) return;
  writers[0].importance = 'Primary';
  writers[0].alias = 'we';
  pronounOf.set(writers[0].party, 'we');
}
