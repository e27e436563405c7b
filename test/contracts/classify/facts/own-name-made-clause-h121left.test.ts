/**
 * (issue 18, h121left; the re-read's h120revB #4) OWN_NAME_MADE: a kind the message "makes" names the contract only where
 * the kind closes its clause; a comma before an aside the clause goes on after ("makes our lease agreement, dated 1 May
 * 2047, void") names no kind. Contracts written for the rule.
 */
import { describe, expect, it } from 'vitest';
import { OWN_NAME_MADE } from '../../../../src/contracts/classify/document/contract-types.js';
import { readsLinearly } from '../../../security/linear-time.js';
import { types } from '../facts-readers.js';

const letter = (closing: string) => [
  'From: Harbour Homes <office@example.com>',
  'To: Ann Lee <ann@example.com>',
  'Subject: Your flat at 4 Quay Street',
  'Dear Ann,',
  'Thank you for your call about the flat at 4 Quay Street.',
  closing,
  'Kind regards,',
  'Tom Reid',
];

describe('OWN_NAME_MADE bound to its clause (h121left)', () => {
  it('a kind that closes the clause, or a comma\'s words that run to the stop, names the kind', () => {
    expect(types(...letter('This e-mail and your reply make our lease agreement.'))).toEqual(['lease agreement']);
    expect(types(...letter('This letter and your signature below will make our lease agreement, binding on both of us.'))).toEqual(['lease agreement']);
    expect(OWN_NAME_MADE.test('This e-mail makes our hire agreement; the terms follow.')).toBe(true);
    expect(OWN_NAME_MADE.test('This e-mail makes our hire agreement, at EUR 1.50 a day.')).toBe(true);
  });
  it('near misses: an aside between commas and the clause going on after it', () => {
    expect(types(...letter('This letter makes our lease agreement, dated 1 May 2047, void.'))).toEqual([]);
    expect(OWN_NAME_MADE.test('This letter makes our lease agreement, dated 1 May 2047, void.')).toBe(false);
    expect(OWN_NAME_MADE.test('This e-mail makes our hire agreement, as signed in May, subject to the survey.')).toBe(false);
  });
  for (const unit of [', a', 'a b ', ',', '.5', 'agreement, ']) {
    it(`"${unit}" repeated after the kind reads linearly`, () => {
      expect(typeof readsLinearly((n) => {
        const text = `This e-mail makes our hire agreement, ${unit.repeat(Math.ceil(n / unit.length))}`;
        return () => OWN_NAME_MADE.test(text);
      }, 1000)).toBe('boolean');
    });
  }
});
