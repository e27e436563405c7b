/**
 * Which earlier element each element depends on for its labels (its "lead-in"): the structure of lists and
 * of sentences that a page layout broke into several elements. Three conventions, true of any contract:
 * - an item continues the list its marker continues: "5." after "4." belongs to the lead-in of "4." even when a
 *   sentence came between them, and "21.1.3" continues "21.1.2"; a first item ("(a)", "1.", "(i)") starts a
 *   list under the nearest lead-in (a text ending in ":", "that", "shall", ... or a bare marker such as "6.");
 * - a fragment that starts in lower case continues the sentence before it;
 * - an element after one that stops mid-sentence (no closing punctuation) continues that sentence when it
 *   starts with a list marker or in lower case ("... only if (and, in the case of Clauses 22.9.2" → "(c) to 22.9.2");
 * - a numbered clause as deep as the clause that holds the lead-in, or shallower, is that clause's sibling or one of
 *   its parents' ("18.2.2 … shall ensure that: a) … b) … 18.2.3 The Supplier shall …", "18.3 …"): it closes the list,
 *   even where the layout gave it as a list item. A deeper one ("18.2.2.1") may still be a piece of the clause.
 */
import type { ElementInput } from '../types.js';
import { BULLET, CLAUSE_NUMBER } from '../text/text.js';
import { decimalLevel } from '../../layout/headings.js';
import { opensOperative, PARTIES_OPENING, recitalElements } from './recitals.js';

/** A lead-in announces a list: it ends with a colon, "means", "that", "to", "if", "where", ... */
const LEAD_IN = /(?::|;|\b(?:means|that|to|if|where|unless|whether|either|shall|will|may|must))\s*[:;,]?$/i;

/** The marker that opens an item: `(a)`, `a)`, `a.`, `(ii)`, `ii.`, `3.`, `3)`, `(3)`, a bullet; or a clause number. */
// American construction forms (AIA) number the sub-items of a paragraph ".1", ".2", ".3" under "§ 2.4 … the following:".
const MARKER = new RegExp(String.raw`^\s*(?:\(([a-z]{1,6}|\d{1,3})\)|([a-z]{1,6}|\d{1,3})(?:\)|\s?\.(?=\s|$))|(${BULLET})(?=\s)|\.(\d{1,2})(?=\s))`, 'i');
const SUBCLAUSE = /^\s*(\d{1,3}(?:\.\d{1,3}[A-Z]?)*)\.(\d{1,3})\.?(?=\s|$)/;
const ROMAN = /^(?:x{0,3})(?:ix|iv|v?i{0,3})$/i;
/** A text that stops mid-sentence: no closing punctuation, bracket or quote. */
const OPEN_END = /[A-Za-z0-9,]\s*$/;
/**
 * A row of a table the layout gave as a sentence, without a marker: a short capitalised label, a dash set off by blanks,
 * and its entry as a fragment in lower case or figures ("Severity 1 (production down) – response within 15 minutes;",
 * "Stage 2 – concept design report and massing model;"). Under a lead-in that ends with a colon it is an item of that
 * lead-in, as a marked item is; elsewhere ("Item 2 – Term: five (5) years", a schedule's rows) it stays on its own.
 * Bounded: the label is at most 60 characters without a full stop, colon or semicolon.
 */
const ROW = /^[A-Z][^.:;–—]{0,60}?\s[–—-]\s+[a-z0-9£$€]/;
/**
 * The same row written with a colon, where its entry is a sum, a rate or a share in figures ("Storage fee: EUR 4.20
 * per cubic metre per month.", "Physical records sold in the United States: 16% of the wholesale price.") under a
 * lead-in that ends with a colon ("Customer will pay the following fees:", "We will pay you a royalty … at the following
 * rates:"): an item of that lead-in (h42s47, set 47). Not a row of a table written with bars ("Priority 1 | Response:
 * 30 minutes", set 4 leaves them bare) nor one whose entry is words ("First Party: the Municipality of …", "Address:
 * …"). Bounded: the label is at most 60 characters without a full stop, colon, semicolon or bar.
 */
// The label may be a route, two places joined by a dash set off by blanks ("Airport – Resort pontoon: XPF 18,000", a
// transfer's rate row), and may hold a clock time ("Night transfer between 20:00 and 05:00: plus 25%"); the entry may be
// a share added ("plus 25%", "+ 25%"). Set 86's cause 7, issue 18, h109n86. The dash and the time's colon are literal
// steps between runs of a class that holds neither (the dash) or a digit on each side (the colon): bounded, linear.
// Two routes joined by "or" may share one row ("Asmara – Elabered, or Keren – Hagaz: ERN 25": two dashes, each set off
// by blanks), and the entry may be a price waived ("Children under five travelling on an adult's lap: free", "Luggage up
// to 20 kg: no charge"): a row of the fares as the priced ones are (§1 step 2; set 88's cause 3, issue 18, h112n88). The
// dashes are literal steps between runs of a class that holds none: bounded, linear.
const COLON_ROW = /^[A-Z](?:[^.:;|–—]|\d:\d\d){0,60}?(?:\s[–—]\s(?:[^.:;|–—]|\d:\d\d){1,60}?){0,2}:\s{1,8}(?:(?:[A-Z]{3}\s{1,8}|(?:plus|\+)\s{0,3})?[£$€¥]?\d|(?:free(?:\s{1,3}of\s{1,3}charge)?|no\s{1,3}charge|nil)\s{0,3}[.;]?\s{0,3}$)/;
/**
 * (h95cat) A table's row that gives a named party its part and its share in figures, written with a colon and a bar
 * ("Member A: design of the bridge and team leadership | 60%", "Partner B: site supervision | 40 %") under a lead-in
 * that ends with a colon ("The Members shall divide the work as follows:"): an item of that lead-in, as the rows above
 * are. Only a row whose last cell is a percentage: a bar row of words ("Priority 1 | Response: 30 minutes") stays on its
 * own. Bounded: label at most 60 characters, entry at most 200: linear.
 */
const SHARE_ROW = /^[A-Z][^.:;|\n]{0,60}?:\s{1,8}[^|\n]{1,200}?\|\s{0,8}\d{1,3}(?:[.,]\d{1,2})?\s?%\s*$/;
/**
 * A form's field row, "Label: value", its entry ending with no stop ("Rent: £900 a month", "Tenant: Mary Quinn"): a
 * label of one to four words with no verb of a duty or a definition, a colon, a short entry. A numbered clause opening
 * with a capital under it ("1. The Tenant pays the rent …") starts the terms: it is no piece of the row's unfinished
 * sentence (issue 18, h122facts; the fields form's rows over "1." took the row as every clause's lead-in, so "2. The
 * Landlord repairs the roof." lost its present-tense duty). Exported for its test. Bounded: linear.
 * An entry that announces the items under it ("Payment: the Buyer pays the price in these instalments" / "1. On signing,
 * 30 per cent of the price.") is a lead-in, no value: its items stay its own (review82 #5, issue 18, h122mendF; of the
 * sets' 68 field rows over a capital item, none has "these", "the following" or "as follows" in its entry).
 */
export const FIELD_ROW = /^(?![^:]{0,80}\b(?:shall|will|must|may|means|includes?|that|to)\b)[A-Z][\p{L}\p{N}()/'’&.-]{0,30}(?:\s[\p{L}\p{N}()/'’&.-]{1,30}){0,3}:\s{1,8}(?![^\n]{0,150}\b(?:these|the\s{1,3}following|as\s{1,3}follows)\b)\S[^\n]{0,150}$/u;
/** An item whose words after its marker open a sentence with a capital ("1. The Tenant …", "(a) Rent is …"). */
const CAPITAL_ITEM = /^\s*(?:\(?[a-zA-Z]{1,6}\)|\(?\d{1,3}[.)]|\(\d{1,3}\)|[a-zA-Z]{1,6}\.)\s{1,8}\p{Lu}/u;
/** A text made of a marker alone ("6.", "(b)"): the items after it are its sub-items. */
const BARE_MARKER = /^\s*(?:\(?(?:[a-z]{1,6}|\d{1,3})[.)]|\d{1,3}(?:\.\d{1,3})*\.?)\s*$/i;
/** A clause number of two levels or more opening a text ("18.2.3 The Supplier …", "18.0 Supplier Personnel"). */
const DECIMAL_CLAUSE = /^\s*(\d{1,3}(?:\.\d{1,3}){1,8})\.?(?=\s|$)/;

/** How deep the clause number opening `text` is ("18.2.3" → 3; "18.0" → 1, as the layout reads section levels), if any. */
function clauseDepth(text: string): number | undefined {
  const number = DECIMAL_CLAUSE.exec(text)?.[1];
  return number === undefined ? undefined : decimalLevel(number);
}

interface Marker {
  /** List style: the kind of counter and how it is written ("alpha()", "roman.", "num)", "bullet•", "clause:21.1"). */
  styles: { style: string; ordinal: number }[];
}

interface OpenList {
  style: string;
  last: number;
  lead: number;
}

/** The lead-in of every element (-1 when none). */
export function leadIns(elements: readonly ElementInput[], texts: readonly string[]): number[] {
  const open: OpenList[] = [];
  let lead = -1;
  let previousOpen = false;
  /** The lead-in ending with a colon that the rows after it (`ROW`) belong to, while only rows follow it; -1 when none. */
  let rowLead = -1;
  /** The depth of the latest clause number, and of the one that held the lead-in when it was read. */
  let clause: number | undefined;
  let leadClause: number | undefined;
  const firstClause = texts.findIndex((t) => opensOperative(t.trim()));
  const preamble = firstClause > 0 ? preambleLeads(texts, firstClause) : undefined;
  const found: number[] = [];
  return elements.map((e, i) => {
    const text = texts[i].trim();
    const depth = clauseDepth(text);
    if (e.kind === 'title') {
      open.length = 0;
      lead = -1;
      rowLead = -1;
      previousOpen = false;
      clause = depth;
      return -1;
    }
    const marker = markerOf(text);
    // A field row's open end does not run into a numbered clause opening with a capital (FIELD_ROW).
    if (previousOpen && marker && i > 0 && CAPITAL_ITEM.test(text) && FIELD_ROW.test(texts[i - 1].trim())) previousOpen = false;
    // The operative part's first clause ("1. The Contractor drills two wells.") is no item of the preamble's lead-in
    // before it: a recital ended by ";" or the parties' opening "… made between:" and its rows (OPERATIVE_AFTER_PREAMBLE).
    if (i === firstClause && marker && preamble?.(previousOpen ? i - 1 : lead, found)) {
      open.length = 0;
      lead = -1;
      rowLead = -1;
      previousOpen = false;
    }
    const lowerStart = /^[a-z]/.test(text) || /^[a-z]/.test(text.replace(CLAUSE_NUMBER, ''));
    // "18.2.3 The Supplier shall …" after the items of "18.2.2 … ensure that:" (a clause number read as a marker only
    // when a fragment in lower case follows it: "21.1.3 the other party …" continues "21.1.2").
    const closes = depth !== undefined && !marker && lead >= 0 && leadClause !== undefined && depth <= leadClause;
    if (depth !== undefined) clause = depth;
    let mine = -1;
    if (closes) {
      open.length = 0;
      lead = -1;
    } else if (marker) mine = joinList(open, marker, previousOpen && i > 0 ? i - 1 : lead);
    else if (lowerStart) mine = previousOpen && i > 0 ? i - 1 : lead;
    else if (previousOpen && i > 0 && /^\(/.test(text)) mine = i - 1;
    else if (e.kind === 'listItem') mine = lead;
    else if (rowLead >= 0 && (ROW.test(text) || COLON_ROW.test(text) || SHARE_ROW.test(text))) mine = rowLead;
    rowLead = mine >= 0 && mine === rowLead ? rowLead : /:\s*$/.test(text) ? i : -1;
    const item = !closes && (mine >= 0 || marker !== undefined || lowerStart || e.kind === 'listItem');
    if (!item) {
      lead = -1;
      // A new numbered clause ("9.1 Subject to ...") closes the lists of the clause before it.
      if (CLAUSE_NUMBER.test(text)) open.length = 0;
      // A lead-in of its own between two runs of bullets ("You must:" • • "You must not:" • •, "We do not pay for:" • •)
      // opens a new list: a bullet has no number that could continue the list before it, as "5." continues "4." across a
      // sentence (issue 18, h77t59). The bullet lists close; the numbered ones stay open.
      // Not a phrase that goes on with the same duty and names no one of its own: "In particular:", "For example:", "At
      // the end of the works:", "If the site is near a school:" (review hrev73): the bullets after it are still the
      // lead-in's before it ("The Contractor must:").
      else if (/:\s*$/.test(text) && !continuesTheList(text)) closeBulletLists(open);
    }
    // The end alone is tested: an anchored pattern would otherwise be tried at every position of a long clause.
    const tail = text.slice(-24);
    if (LEAD_IN.test(tail) || BARE_MARKER.test(tail)) {
      lead = i;
      leadClause = clause;
    }
    previousOpen = OPEN_END.test(text) && !BARE_MARKER.test(text);
    found.push(mine);
    return mine;
  });
}

/**
 * OPERATIVE_AFTER_PREAMBLE: which lead-ins before the operative part's first clause (`firstClause`, the first element
 * that opens it: "1.", "Article 1", …) are the preamble's — a recital ended by ";" ("WHEREAS the Ministry grants … a
 * licence to drill in Block 7;", a recital's line under "Recitals") or the parties' opening ("THIS AGREEMENT is dated
 * 1 May 2047 and made between:") with a party's row of its own after it ("(1) Kestrel Cafes Ltd (the "Customer"); and")
 * before the clause, or such a row. The first clause is then no item of theirs: it hands no recital's type down ("1.
 * The Contractor drills two wells." read Right/Operator) and keeps the present-tense duty of an operative clause ("2.
 * The Supplier delivers the reports monthly." read no type; issue 18, h121base). Not the parties' first row numbered
 * "1." right after the opening ("between:" / "1. Prista Ship Repair AD, …": a row, as in sets 35, 57, 63, 64, 72, 78,
 * 79, 84, 89), nor a lead-in of the terms ("NOW THIS DEED WITNESSETH as follows:", "The Supplier shall:" over "1.
 * Deliver the goods."). `found` holds the lead-ins of the elements read so far.
 */
function preambleLeads(texts: readonly string[], firstClause: number): (lead: number, found: readonly number[]) => boolean {
  const recitals = recitalElements(texts.slice(0, firstClause));
  let opening = -1;
  for (let k = 0; k < firstClause && opening < 0; k++) if (PARTIES_OPENING.test(texts[k].slice(-32))) opening = k;
  const rowsFirst = opening >= 0 && firstClause > opening + 1;
  return (lead, found) => {
    if (lead < 0) return false;
    if (recitals.has(lead) && /;\s*$/.test(texts[lead])) return true;
    return rowsFirst && (lead === opening || (lead > opening && found[lead] === opening));
  };
}

/**
 * How many of the innermost open lists an item may continue. A list that no item continues stays open until a title or
 * a clause closes it, so a run of first items ("1. 1. 1. …", a title-less text of restarted lists) opened one list each
 * and every item scanned them all: 26,667 "1." took 18 s (hred30). A contract nests lists a few levels deep; an item
 * continuing a list with more than this many lists opened after it is no continuation a reader would see.
 */
const MAX_LISTS_LOOKED_BACK = 256;

/**
 * A colon line that goes on with the list before it: an opening of manner, example, time or condition ("In particular:",
 * "Also:", "For example:", "At the end of the works:", "If the site is near a school:") with no modal and no "not", so
 * no duty or bar of its own. Anchored literal words; the modal's test is a second, separate scan: linear.
 */
const CONTINUING_OPENING = /^\s{0,3}(?:in\s{1,3}particular|in\s{1,3}addition|also|further(?:more)?|moreover|additionally|for\s{1,3}example|for\s{1,3}instance|e\.\s?g\.|including|namely|specifically|especially|among\s{1,3}other\s{1,3}things|at|on|in|by|during|before|after|upon|until|within|when|where|whenever|if|unless|once)(?![\p{L}])/iu;
const OWN_DUTY_WORD = /\b(?:shall|will|must|may|can|cannot|should|would|not|no)\b/i;
function continuesTheList(text: string): boolean {
  return CONTINUING_OPENING.test(text) && !OWN_DUTY_WORD.test(text);
}

/** Closes the bullet lists among the open lists (the innermost first), keeping the numbered ones in their order. */
function closeBulletLists(open: OpenList[]): void {
  let kept = 0;
  for (const list of open) if (!list.style.startsWith('bullet')) open[kept++] = list;
  open.length = kept;
}

/** The list an item joins: the open list its ordinal continues, else a new list under `lead`. */
function joinList(open: OpenList[], marker: Marker, lead: number): number {
  for (let k = open.length - 1; k >= Math.max(0, open.length - MAX_LISTS_LOOKED_BACK); k--) {
    const list = open[k];
    const hit = marker.styles.find((s) => s.style === list.style && (s.style.startsWith('bullet') || (s.ordinal > list.last && s.ordinal - list.last <= 2)));
    if (!hit) continue;
    open.length = k + 1; // the lists opened inside this one are closed
    list.last = hit.ordinal;
    return list.lead;
  }
  const first = marker.styles[0];
  open.push({ style: first.style, last: first.ordinal, lead });
  return lead;
}

/** The marker at the start of `text`, with every reading of it ("(i)" is roman one or letter nine). */
function markerOf(text: string): Marker | undefined {
  const sub = SUBCLAUSE.exec(text);
  if (sub && /^\s*\S+\s+[a-z(]/.test(text)) return { styles: [{ style: `clause:${sub[1]}`, ordinal: Number(sub[2]) }] };
  const m = MARKER.exec(text);
  if (!m) return undefined;
  if (m[3]) return { styles: [{ style: `bullet${m[3]}`, ordinal: Number.MAX_SAFE_INTEGER }] };
  if (m[4]) return { styles: [{ style: 'dotnum', ordinal: Number(m[4]) }] };
  const token = m[1] ?? m[2];
  const form = m[1] !== undefined ? '()' : text.trim().slice(token.length).trim()[0];
  if (/^\d+$/.test(token)) return { styles: [{ style: `num${form}`, ordinal: Number(token) }] };
  const styles: Marker['styles'] = [];
  const romanFirst = token.length > 1 || /^i$/i.test(token);
  if (ROMAN.test(token)) styles.push({ style: `roman${form}`, ordinal: romanValue(token) });
  if (token.length === 1) styles.push({ style: `alpha${form}`, ordinal: token.toLowerCase().charCodeAt(0) - 96 });
  if (!romanFirst) styles.reverse();
  return styles.length > 0 ? { styles } : undefined;
}

function romanValue(s: string): number {
  const v: Record<string, number> = { i: 1, v: 5, x: 10 };
  let total = 0;
  const t = s.toLowerCase();
  for (let i = 0; i < t.length; i++) {
    const here = v[t[i]];
    const next = v[t[i + 1]] ?? 0;
    total += here < next ? -here : here;
  }
  return total;
}
