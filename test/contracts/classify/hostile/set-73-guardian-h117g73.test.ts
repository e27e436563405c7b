/**
 * Hostile text for the patterns h117g73 added for facts set 73's cause 4 (issue 18): the aliases a preamble gives a party
 * it points below to (described-parties.ts aliasesPointedTo), the heading that is such an alias over a "Name:" row
 * (name-field-entries.ts HEADING_WORDS) and a form's heading of a person's standing (block-fields.ts PERSON_HEADING).
 */
import { describe, expect, it } from 'vitest';
import { aliasesPointedTo } from '../../../../src/contracts/classify/parties/described-parties.js';
import { readsLinearly } from '../../../security/linear-time.js';
import { itClassifiesRunsWithin1s, run } from './helpers.js';

describe('runs of aliases pointed below to, and of form headings (h117g73)', () => {
  for (const [head, unit] of [['Between Aa Ltd and ', 'the guardian identified below, hereinafter the Guardian, '], ['Between ', 'identified below identified below '], ['Between ', 'hereinafter the Guardian below ']] as const) {
    it(`"${head}" then "${unit}" repeated: aliases read within 1 s (h117g73)`, () => {
      const aliases = readsLinearly((n) => {
        const text = run(head, unit, n);
        return () => aliasesPointedTo([text]);
      }, 1000);
      expect(aliases.size).toBeLessThanOrEqual(1);
    });
  }
  itClassifiesRunsWithin1s('h117g73', [
    ['Between Aa Ltd and the guardian identified below, ', 'hereinafter the Guardian, and the pupil named below, hereinafter the Pupil, '],
    ['GUARDIAN ', 'Name: Aa Bb Address: Cc '],
    ['CHILD', ' \t: CHILD '],
    ['The Guardian', '   :   '],
  ]);
});
