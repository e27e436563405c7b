/**
 * A deadline for a making or a signing still to come dates no making of the agreement: "Any variation of this Agreement
 * shall be made in writing on or before 30 June 2033" (facts/facts.ts DEADLINE_BEFORE; review hrev47's Left, h62names:
 * the date was read as the agreement's, "Writing" capitalised or not). Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { effective } from '../facts-readers.js';

const PREAMBLE = 'This Agreement is made between Harbour Tools Limited (the "Supplier") and Quay Works Limited (the "Customer").';

describe('a deadline for a making still to come (h62names)', () => {
  it.each([
    'Any variation of this Agreement shall be made in Writing on or before 30 June 2033 and signed by both parties.',
    'Any variation of this Agreement shall be made in writing on or before 30 June 2033.',
    'Each order under this Agreement shall be signed by the Customer no later than 1 May 2033.',
  ])('%s: no effective date', (sentence) => expect(effective(PREAMBLE, sentence)).toEqual([]));

  it.each([
    // The making's own date, and a signing's, still date the agreement.
    ['This Agreement is made on 3 May 2033 between Harbour Tools Limited (the "Supplier") and Quay Works Limited (the "Customer").', ['2033-05-03']],
    ['This Agreement was signed by both parties on 3 May 2033.', ['2033-05-03']],
  ])('near miss: %s', (sentence, want) => expect(effective(sentence)).toEqual(want));
});
