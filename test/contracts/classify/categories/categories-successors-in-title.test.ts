/**
 * A party's successors in title bound by the contract are Business Continuity (the guide's "successor", table 2.3;
 * categories/cues/category-cues-business-passing.ts, issue 18, h55c51). Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { cueOf } from '../helpers.js';

describe('Successors in title', () => {
  it('reads "successors in title" as a strong Business Continuity cue', () => {
    expect(cueOf('Business Continuity', 'This Deed binds the Grantor and its successors in title.')).toBe('strong');
    expect(cueOf('Business Continuity', 'The covenants run with the land and bind the successors in title of the Owner.')).toBe('strong');
  });
  it('reads no such cue in a successor that takes over no title', () => {
    expect(cueOf('Business Continuity', 'This agreement binds the parties and their successors in any capacity.')).toBeFalsy();
    expect(cueOf('Business Continuity', 'The Members shall appoint a successor treasurer within thirty days.')).toBeFalsy();
  });
});
