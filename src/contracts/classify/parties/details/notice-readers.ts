/**
 * Notice clauses: the headings ("The Owner at:", "If to Buyer:") and the address and attention lines under them.
 * Each reader reads one line in a party-details reading; true when the line is read (no later reader sees it).
 */
import { looksLikeAddress } from '../../names/addresses.js';
import { COPY_IN } from '../notice-contacts.js';
import type { DetailsLine, DetailsReading } from './reading.js';
import { lineSpans, noticeHeads } from './block-lines.js';
import { ATTENTION, COPY_TO } from './line-shapes.js';

/** A copy of notices sent to someone else: it closes the notice block. */
export function readCopyTo(r: DetailsReading, line: DetailsLine): boolean {
  const { text } = line;
  // A copy of notices sent to someone else (the party's counsel) opens a block of its own: its address and attention
  // line are not the party's, nor are the lines under it until the next heading (h29f23).
  if (COPY_TO.test(text)) {
    r.current = undefined;
    r.pending = [];
    return true;
  }
  return false;
}

/** Notice headings ("The Owner at:", "If to Buyer:") and the address and attention lines under them. */
export function readNoticeLines(r: DetailsReading, line: DetailsLine): boolean {
  const { text, plain, element } = line;
  const { lexicon, parties } = r;
  // Cheap tests first: most clauses hold no heading, attention line or address. An attention line after a copy's
  // "with a copy to" in the same sentence is the copy's addressee's.
  const copyAt = /\bcop(?:y|ies)\b/i.test(text) ? COPY_IN.exec(text)?.index ?? text.length : text.length;
  const attention = /\bAtt/i.test(text) ? ATTENTION.exec(text.slice(0, copyAt)) : null;
  const heads = text.includes(':') ? noticeHeads(text, lexicon, parties) : [];
  let from = 0;
  for (const h of heads) {
    if (h.party === undefined) {
      r.pending = [];
      r.current = undefined;
    } else r.pending.push(h.party);
    from = h.end;
  }
  if (heads.length > 0 && heads[heads.length - 1].party === undefined) return true;
  const notice = heads.length > 0 || r.current !== undefined || r.pending.length > 0;
  const lines = notice ? lineSpans(text, heads.length === 0 && /^\s*Address\s*:/i.test(text) ? text.indexOf(':') + 1 : from) : [];
  const addressLines = lines.filter((s) => looksLikeAddress(text.slice(s.begin, s.end)));
  if (notice && addressLines.length > 0 && lines.every((s) => addressLines.includes(s) || s.end - s.begin <= 40)) {
    // While headings wait, each new block of lines opens the next heading's address.
    if (r.pending.length > 0) r.current = r.pending.shift();
    if (r.current) for (const s of addressLines) r.addAddress(r.current, { element, ...s });
    if (attention && r.current) r.addContact(r.current, attention[1], attention[2]?.trim() || 'notice contact');
    return true;
  }
  if (heads.length > 0) return true;
  if (notice && attention) {
    const party = r.current ?? r.pending[0];
    if (party) r.addContact(party, attention[1], attention[2]?.trim() || 'notice contact');
    return true;
  }
  if (notice && plain !== '' && !/^\s*(?:Address|Tel|Fax|Phone|E-?mail|Copied\s+to|Copy\s+to)\b/i.test(text)) {
    r.current = undefined;
    r.pending = [];
  }
  return false;
}
