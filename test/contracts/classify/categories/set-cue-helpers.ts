/** What the per-set category tests (categories-setNN-*.test.ts) ask of a cue list and of the whole classifier. */
import { classifyContract } from '../../../../src/contracts/classify/index.js';

/** The categories of the element after `preamble` in a document of the two. */
export const categoriesOf = (preamble: string, text: string): string[] =>
  classifyContract([{ kind: 'sentence', text: preamble }, { kind: 'sentence', text }])
    .elements[1].categories.map((c) => c.label);

/** Whether a cue of `cues` for `label` reads `text` (a global pattern tried afresh: no `lastIndex` carried over). */
export const anyOf = (cues: readonly (readonly [RegExp, string])[], label: string, text: string): boolean =>
  cues.some(([re, l]) => l === label && new RegExp(re.source, re.flags.replace('g', '')).test(text));
