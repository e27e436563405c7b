/**
 * A lead-in at the contract's end (nature-lead-ins.ts): its items keep their own categories (rounds 8 of the category
 * cues; regrouped by h28cues, issue 18: same sentences, same assertions). Sentences written for these tests, not taken
 * from a labelled set or the real response.
 */
import { describe, expect, it } from 'vitest';
import { isEndingLeadIn } from '../../../../src/contracts/classify/natures/nature-lead-ins.js';
import { categoriesOf as documentCategories } from '../helpers.js';
import { expectEach } from '../cue-tables.js';

// Round 8 (h26cat8).
describe('a lead-in at the contract\'s end: its items keep their own categories (C6)', () => {
  it('reads the lead-ins set at the end', () => {
    expectEach(isEndingLeadIn, ['When your licence ends you must:',
      'At the end of the season the Club shall:',
      '9.3 On termination of this Agreement the Agent is to:',
      'Upon expiry the Hirer will:',
    ], true);
  });
  it('not a lead-in that ends the contract on its items, nor one about something else, nor a sentence', () => {
    expectEach(isEndingLeadIn, ['The Hirer shall:',
      'Either party may end this agreement if the other:',
      'Upon notice, either party may terminate this Agreement if the other party:',
      'When your licence ends you must return the keys.',
    ], false);
  });
  it('the items do not take Term & Termination from the lead-in', () => {
    const title = '7. The Workshop';
    const categories = documentCategories(
      { text: 'When your licence ends you must:', kind: 'sentence', sectionTitle: title },
      { text: '(a) take your tools and benches away within 7 days;', kind: 'listItem', sectionTitle: title },
      { text: '(b) sweep the workshop floor; and', kind: 'listItem', sectionTitle: title },
    );
    expect(categories[0]).toContain('Term & Termination');
    expect(categories[1]).not.toContain('Term & Termination');
    expect(categories[2]).not.toContain('Term & Termination');
  });
});
