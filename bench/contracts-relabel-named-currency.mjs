#!/usr/bin/env node
// contracts-relabel-named-currency.mjs list|apply [--sets 1-50]
// Issue 18 (h52conv): C64 reads a currency named with no amount ("All amounts are stated in Canadian
// dollars", "payable in euro") as no Currency attribute: a Currency is an amount (docs/contract-labels.md, Attributes:
// "an amount with its sign or ISO code; money in words"), and sets 1–50 leave such names bare 20 times against 4.
// This removes every labelled Currency attribute whose text holds no figure and no number word — a currency's name
// alone ("Australian dollars", "Hong Kong dollars") — a rule over the label's own words, never parley's output.
// `list` prints each change, `apply` writes the set files (attributes only). Idempotent. Never set 51.
import { printRelabels, relabelLine, relabelSets } from './data/generalization-sets.mjs';

const FIGURE = /\d/;
const NUMBER_WORD = /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|billion|lakh|crore|half)\b/i;
const nameAlone = (a) => a.type === 'Currency' && !FIGURE.test(a.text) && !NUMBER_WORD.test(a.text);

const { mode, changes } = relabelSets('1-50', (e, set, doc, k) => {
  if (e.kind === 'title' || !(e.attributes ?? []).some(nameAlone)) return undefined;
  const gone = e.attributes.filter(nameAlone).map((a) => `Currency "${a.text}"`);
  e.attributes = e.attributes.filter((a) => !nameAlone(a));
  return relabelLine(set, doc, k, `- ${gone.join(', ')}`, e.text);
});
printRelabels({ mode, changes });
