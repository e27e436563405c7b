/**
 * Heading lines a reader joined into one paragraph, cut apart again:
 * - a bold heading line that runs into the next heading ("Section 3 – Not Used Section 4 - Termination
 *   Assistance", "21.0 Termination 21.1Termination for cause") is cut before the second label or clause number;
 * - a heading whose clause number stands apart from a following number ("20. 0 Insurance", "13. 5 Warranty
 *   Redemption", a PDF's stray gap) is cut after the first number, as the service did: it reported "20." and
 *   "13." as titles of their own and the rest as the next line.
 */
import type { ReadParagraph } from '../readers/types.js';
import { collapseWhitespace } from '../text.js';
import { matchHeading } from './headings.js';
import { allBold, runsText, splitRuns } from './runs.js';
import { matchesOf } from '../../common/regex-matches.js';

const MAX_JOINED = 160;
const SECOND_LABEL = /\s(?=(?:Section|Article|Schedule|Part|Appendix|Annex|Exhibit)\s+\d+\b|\d{1,3}\.\d{1,3}(?:\s|\p{Lu}))/gu;
const APART_NUMBER = /^(\s*\d{1,3}\.)\s+(?=\d{1,2}\s+\S)/;

/** `block` cut at the given offsets of its text; only the first piece keeps the source's outline level. */
function cut(block: ReadParagraph, at: readonly number[]): ReadParagraph[] {
  const pieces: ReadParagraph['runs'][] = [];
  let rest = block.runs;
  let done = 0;
  for (const offset of at) {
    const [before, after] = splitRuns(rest, offset - done);
    pieces.push(before);
    rest = after;
    done = offset;
  }
  pieces.push(rest);
  return pieces.map((runs, i) => (i === 0 ? { ...block, runs } : { ...block, runs, outlineLevel: undefined }));
}

export function splitJoinedHeadings(block: ReadParagraph): ReadParagraph[] {
  if (block.listMarker !== undefined) return [block];
  const raw = runsText(block.runs);
  const text = collapseWhitespace(raw);
  if (text.length === 0 || text.length > MAX_JOINED) return [block];

  const apart = APART_NUMBER.exec(raw);
  if (apart && matchHeading(text, block.runs) !== undefined) return cut(block, [apart[0].length]);

  if (!allBold(block.runs)) return [block];
  const cuts: number[] = [];
  for (const m of matchesOf(SECOND_LABEL, raw)) {
    const at = m.index + 1;
    const before = collapseWhitespace(raw.slice(cuts[cuts.length - 1] ?? 0, at));
    if (before !== '' && matchHeading(before, block.runs) !== undefined) cuts.push(at);
  }
  return cuts.length === 0 ? [block] : cut(block, cuts);
}
