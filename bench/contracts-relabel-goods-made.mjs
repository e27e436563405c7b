#!/usr/bin/env node
// contracts-relabel-goods-made.mjs list|apply [--sets 1-94]
// Issue 18 (h121conv), C313 (docs/contract-labels.md): goods the party makes, named as the work by their count — "We
// make four large tapa cloths, …", "You weave six webs of grey herringbone tweed for us, …", "The Smith makes 60 silver
// crosses in the traditional patterns, …", "You knit twelve Fair Isle yoke jumpers for us, …" — are the order's object
// said as the maker's act: no Deliverables by themselves. Sets 90, 91 and 92 label their three such sentences none (and
// set 91's "The Artist paints the mural by hand, …" too), set 94 its two Deliverables ("We make four large tapa cloths",
// "We also make twelve small tapa mats …"). A sample made first for approval (set 89's "You make one sample kalfak …",
// set 33's "prepare three lab dips") and goods with a specification, an acceptance or a rejection named stay Deliverables.
// This drops Deliverables from an element whose clause opens (after a chat line's "[date, time] Name:" perhaps) on the
// maker — "we", "I", "you" or "the <Role>" — perhaps "also", a making verb in the present (no modal), perhaps "for
// us/you", then a count (a figure or a number word), with no sample, specification, approval, acceptance or rejection
// in the element. `list` prints each change, `apply` writes the set files (categories only). Idempotent.
import { pathToFileURL } from 'node:url';
import { printRelabels, recategorised, relabelSets } from './data/generalization-sets.mjs';

const DELIVERABLES = 'Deliverables';
const COUNT = String.raw`(?:\d{1,5}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|a\s{1,3}(?:dozen|hundred))`;
const MAKES = String.raw`(?:make|weave|knit|carve|sew|bake|paint|brew|forge|embroider|plait|stitch)(?:s|es)?`;
/** The maker, a making verb in the present and a count: the goods of the order named as the work. */
export const GOODS_MADE = new RegExp(String.raw`^(?:\[[^\]]{1,40}\][^:]{1,60}:\s{1,3})?(?:[(\w.]{1,6}\s{1,3})?(?:we|i|you|the\s{1,3}[A-Z][\w-]{1,30})\s{1,3}(?:also\s{1,3})?${MAKES}\s{1,3}(?:for\s{1,3}(?:us|you|the\s{1,3}[\w-]{1,30})\s{1,3})?${COUNT}\s`, 'i');
/** What makes goods a deliverable in their own right: a sample, a specification, an approval, an acceptance or a rejection. */
export const DELIVERABLE_MARK = /\b(?:samples?|specifications?|specs?|approv\w{0,5}|accept\w{0,6}|reject\w{0,4}|refus\w{0,4})\b/i;

/** The element's categories without the Deliverables of goods made named as the work, or undefined. */
export function goodsMadeUndelivered(e) {
  if (e.kind === 'title' || !e.categories?.includes(DELIVERABLES)) return undefined;
  if (!GOODS_MADE.test(e.text) || DELIVERABLE_MARK.test(e.text)) return undefined;
  return e.categories.filter((c) => c !== DELIVERABLES);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { mode, changes } = relabelSets('1-94', (e, set, doc, k) => {
    const after = goodsMadeUndelivered(e);
    return after === undefined ? undefined : recategorised(e, set, doc, k, after);
  });
  printRelabels({ mode, changes });
}
