/**
 * C304, C305 and C306 (issue 18, h120cat): the other's materials left over or unused sent back (Asset Use, strong, at any
 * time of the work); an ending, a cancellation, a withdrawal or a warning given in writing or by a letter or a certified
 * e-mail (Communication, strong, beside the ending's Term & Termination); a lost or damaged thing paid for by the party
 * at fault, or its cost deducted from what the other is paid (Liability, strong). Sentences written for these tests,
 * none taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { LEFTOVER_RETURN_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-leftover-returns.js';
import { ENDED_IN_WRITING, WRITTEN_ACT_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-written-acts.js';
import { LOSS_COMPENSATED_STRONG_CUES, LOSS_PAID_BY_FAULT_OR_DEDUCTED } from '../../../../src/contracts/classify/categories/cues/category-cues-losses-compensated.js';
import { anyOf, categoriesOf, expectCueListsReadLinearly } from './set-cue-helpers.js';

const KNITTING = 'This agreement is between Fair Isle Knitwear Ltd ("the Shop") and Ann Jamieson ("the Knitter").';

describe('C304: materials left over or unused sent back are Asset Use (h120cat)', () => {
  it.each([
    'The Knitter returns any wool left over with the last jumper.',
    'The wool stays the Shop\'s, and the Knitter sends back what is left when the last jumper is done.',
    'The Grower shall return the unused seed potatoes to the Company.',
    'The Tailor returns to the Shop all leftover cloth and buttons.',
    'The Jeweller gives back any beads not used with the finished necklaces.',
    'The Farmer must return any seed not sown by 30 June.',
  ])('a strong cue reads it: %s', (text) => {
    expect(anyOf(LEFTOVER_RETURN_STRONG_CUES, 'Asset Use', text)).toBe(true);
  });
  it.each([
    ['The Knitter returns any wool left over with the last jumper.', ['Asset Use']],
    ['The wool stays the Shop\'s, and the Knitter sends back what is left when the last jumper is done.', ['Asset Use']],
    ['The Grower shall return the unused seed potatoes to the Shop.', ['Asset Use']],
  ])('is Asset Use: %s', (text, want) => {
    expect(categoriesOf(KNITTING, text)).toEqual(want);
  });
  it.each([
    'The Shop returns the unused part of the deposit within 14 days.',
    'The Shop returns any money left over after the costs are paid.',
    'The Knitter may return any unused tickets to the Shop.',
    'The Customer may return unused goods within 30 days for a full refund.',
    'The Knitter returns what is left of the advance to the Shop.',
    'The Knitter returns the finished jumpers to the Shop.',
    'Unused days of the course are not refunded.',
    'The Shop sends back any documents not needed.',
  ])('near miss, no strong cue: %s', (text) => {
    expect(anyOf(LEFTOVER_RETURN_STRONG_CUES, 'Asset Use', text)).toBe(false);
  });
  it.each(['return any any any ', 'send back what is left of of ', 'returns the unused unused ', 'gives back wool wool not '])('reads hostile text in linear time: %s', (unit) => {
    expectCueListsReadLinearly([LEFTOVER_RETURN_STRONG_CUES], unit);
  });
});

describe('C305: an ending or a warning given in writing or by a letter is Communication (h120cat)', () => {
  it.each([
    'The order renews for a year unless either side cancels it in writing.',
    'The Shop may end this agreement by certified e-mail.',
    'If the Knitter breaks these rules, the Shop may warn her in writing.',
    'If a member breaks the rules, the Committee may warn him or her in writing.',
    'A Member may leave the Club at any time by a letter to the Committee.',
    'Either party may terminate this agreement at any time in writing.',
    'You may withdraw your permission at any time by e-mail.',
  ])('a cue reads it: %s', (text) => {
    expect(anyOf(WRITTEN_ACT_CUES, 'Communication', text)).toBe(true);
  });
  it.each([
    ['The order renews for a year unless either side cancels it in writing.', ['Communication', 'Term & Termination']],
    ['The Shop may end this agreement by certified e-mail.', ['Communication', 'Term & Termination']],
    ['If the Knitter breaks these rules, the Shop may warn her in writing.', ['Communication']],
  ])('is read with Communication: %s', (text, want) => {
    expect(categoriesOf(KNITTING, text)).toEqual(want);
  });
  it.each([
    'This agreement ends on 31 May unless renewed in writing.',
    'This agreement ends on 31 May unless the parties agree otherwise in writing.',
    'At the end of each month the Knitter lists the jumpers in writing.',
    'The end of the season is announced in writing.',
    'The agreement ends when the Shop has confirmed the last delivery in writing.',
    'The Knitter may not leave the workshop in writing.',
    'The Shop may end this agreement if the Knitter is late.',
  ])('near miss, not this cue: %s', (text) => {
    expect(ENDED_IN_WRITING.test(text)).toBe(false);
  });
  it.each(['end it it it ', 'cancel in in writing ', 'warn by a a letter ', 'leaves the the by a '])('reads hostile text in linear time: %s', (unit) => {
    expectCueListsReadLinearly([WRITTEN_ACT_CUES], unit);
  });
});

describe('C306: a loss paid for by the party at fault, or its cost deducted, is Liability (h120cat)', () => {
  it.each([
    'If a ladder is damaged through the Knitter\'s fault, she pays for its repair.',
    'A member who breaks or damages the Club\'s boats through carelessness pays for their repair or replacement.',
    'If a tool is lost or damaged by misuse, the Knitter pays the cost of its repair.',
    'If a sheep is lost through the Shepherd\'s fault, he pays the Owner its value.',
    // h120mendA (h120rr #1): a repair's cost deducted counts only after the thing is named damaged, lost, broken or missing.
    'If the yarn comes back damaged, the Shop may deduct the cost of repair from the refund.',
    'The Shop may deduct from an invoice the value of any yarn lost or damaged in the Knitter\'s care.',
  ])('the cue reads it: %s', (text) => {
    expect(LOSS_PAID_BY_FAULT_OR_DEDUCTED.test(text)).toBe(true);
    expect(anyOf(LOSS_COMPENSATED_STRONG_CUES, 'Liability', text)).toBe(true);
  });
  it.each([
    ['If a ladder is damaged through the Knitter\'s fault, she pays for its repair.', ['Liability']],
    ['The Shop may deduct from an invoice the value of any yarn lost or damaged in the Knitter\'s care.', ['Liability', 'Payment Terms & Billing']],
  ])('is read with Liability: %s', (text, want) => {
    expect(categoriesOf(KNITTING, text)).toEqual(want);
  });
  it.each([
    'The Customer pays for the repair of any machine damaged by a power surge.',
    'The Shop may deduct the cost of any damage from the deposit.',
    'The Shop refunds the deposit after deducting the cost of any damage.',
    'The Shop may deduct the cost of the postage from the next payment.',
    'The Knitter pays for the repair of her own loom.',
    // h120mendA (h120rr #1): a bare repair's cost deducted is a set-off, no loss answered for.
    'The Shop may deduct the cost of repair from the refund.',
    'The Shop pays the Knitter the value of the jumpers at the prices of the day.',
  ])('near miss, not this cue: %s', (text) => {
    expect(LOSS_PAID_BY_FAULT_OR_DEDUCTED.test(text)).toBe(false);
  });
  it.each(['fault pays for its repair ', 'deduct from a a a the cost of ', 'through your fault pays the the its value '])('reads hostile text in linear time: %s', (unit) => {
    expectCueListsReadLinearly([LOSS_COMPENSATED_STRONG_CUES], unit);
  });
});
