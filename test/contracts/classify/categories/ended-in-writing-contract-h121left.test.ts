/**
 * (issue 18, h121left; the re-read's h120revB #5) C305's Term & Termination beside the written ending: only where the
 * contract is ended (this agreement, a booking, an order, a membership, "it", no object), not another thing ended in
 * writing ("cancel any direct debit mandate by e-mail": a payment instruction). Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { ENDED_IN_WRITING, ENDED_IN_WRITING_TERM, WRITTEN_ACT_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-written-acts.js';
import { categoriesOf, expectCueListsReadLinearly } from './set-cue-helpers.js';

const TWO_COMPANIES = 'This Agreement is made between Alder Ltd ("Customer") and Birch Ltd ("Supplier").';

describe('C305: the contract ended in writing (h121left)', () => {
  it.each([
    'Either party may end this lease by registered letter.',
    'The Customer may terminate the agreement by notice in writing.',
    'You may cancel your holiday booking by e-mail.',
    'Either of us may cancel the rest of the order by e-mail.',
    'Either of us may cancel our club membership in writing.',
    'The booking runs for a year unless either side cancels it in writing.',
    'It may be terminated by either party by registered letter.',
    'A Member may leave the Club at any time by a letter to the Board.',
  ])('Term & Termination: %s', (text) => {
    expect(ENDED_IN_WRITING_TERM.test(text)).toBe(true);
  });
  it.each([
    'You may cancel any direct debit mandate by e-mail.',
    'The Customer may cancel the payment instruction in writing.',
    'The Supplier may end a guest\'s access card by e-mail.',
    'The Customer may cancel  the  card  by letter.',
    // h121mendQ (h121rr #11): a bare noun after the verb is an object too, not "no object".
    'The Client may cancel direct debits by e-mail.',
    'The Customer may terminate standing orders in writing.',
  ])('near miss, the contract not ended (Communication stays): %s', (text) => {
    expect(ENDED_IN_WRITING_TERM.test(text)).toBe(false);
    expect(ENDED_IN_WRITING.test(text)).toBe(true);
  });
  it('labels: a payment instruction cancelled in writing is no ending; the booking ended keeps both', () => {
    // (The bare verb "cancel" is read as an ending by the general reader whatever is cancelled: "You may cancel any direct
    // debit mandate." is Term & Termination without C305, so that sentence keeps it; C305 adds none.)
    expect(categoriesOf(TWO_COMPANIES, 'The Customer may cancel the payment instruction in writing.')).toEqual(['Communication', 'Payment Terms & Billing']);
    expect(categoriesOf(TWO_COMPANIES, 'The Customer may cancel the booking by e-mail.')).toEqual(['Communication', 'Term & Termination']);
  });
  it('labels (h121mendQ, h121rr #11): the re-read\'s own sentence keeps Term & Termination from the general reader of "cancel", counted and left (C305)', () => {
    // That reader reads the bare verb whatever follows; the object test on it would refuse 109 sentences of sets 1–95,
    // 71 of them labelled Term & Termination ("terminate the employment", "cancel your plan"), so it stays.
    expect(categoriesOf(TWO_COMPANIES, '9. The Client may cancel any direct debit mandate by e-mail.')).toEqual(['Communication', 'Term & Termination']);
    expect(categoriesOf(TWO_COMPANIES, '9. The Client may cancel any direct debit mandate.')).toEqual(['Term & Termination']);
    // … and the no-object cases C305's Term & Termination keeps.
    expect(ENDED_IN_WRITING_TERM.test('You may cancel at any time by e-mail.')).toBe(true);
    expect(ENDED_IN_WRITING_TERM.test('Either side may terminate with immediate effect by registered letter.')).toBe(true);
  });
  it.each(['cancel any any ', 'cancel the rest of the ', 'terminate  this  ', 'end a b c '])('reads hostile text in linear time: %s', (unit) => {
    expectCueListsReadLinearly([WRITTEN_ACT_CUES], unit);
  });
});
