/**
 * A clerk serves a school's or a charity's board as its chair or secretary does: "the Clerk, Board of Governors", "the
 * Clerk to the Board of Governors" name the party's own organ, no body of its own (names/institution-guards.ts OFFICE_OF;
 * review hrev47's Left, h62names).
 */
import { describe, expect, it } from 'vitest';
import { orgs } from '../found-names.js';

describe('a clerk of a board (h62names)', () => {
  it.each([
    'Notices shall be sent to the Clerk, Board of Governors, at the school\'s address.',
    'Invoices are addressed to the Clerk to the Board of Governors.',
    'Signed by Ann Lee, Clerk of the Board of Trustees.',
  ])('%s: the organ is no body', (text) => expect(orgs(text)).toEqual([]));

  it.each([
    // The board with a clerk's word elsewhere, and a court's clerk: unchanged.
    ['The Clerk shall file the papers with the Board of Governors of Hillcrest Academy.', 'Board of Governors of Hillcrest Academy'],
    ['The Clerk of the County Court of Leeds shall seal the order.', 'County Court of Leeds'],
  ])('%s', (text, name) => expect(orgs(text)).toEqual([name]));
});
