/**
 * Set 91's categories (issue 18, h118c91): a design made again for anyone else and a work of art pictured (C281,
 * Intellectual Property); "payment" and "paid" in senses that bill nothing, a use "without further payment" and a thing
 * that "belongs to" a party "once the balance is paid" (C282); a place's keys, alarm, smoking and lit flames (C283: keys
 * received or kept safe, Asset Use; the rest Safety and Security, and C265's "authorised" trade); the repair or the
 * replacement of a thing damaged by one's fault paid for (C114, C172: Liability, no Payment). Sentences written for
 * these tests, none taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { WORK_REUSE_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-work-reuse.js';
import { PAID_OTHERWISE_NOT_SAID } from '../../../../src/contracts/classify/categories/cues/category-cues-payment.js';
import { PHYSICAL_SAFETY_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-physical-safety.js';
import { KEYS_HELD_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-keys-held.js';
import { DAMAGE_PAID_NOT_SAID } from '../../../../src/contracts/classify/categories/cues/category-cues-damage-paid.js';
import { anyOf, categoriesOf, expectCueListsReadLinearly } from './set-cue-helpers.js';

const LOOM = 'This agreement is between Loom House Ltd ("the Shop") and Ana Ruiz ("the Weaver").';
const IP = 'Intellectual Property';
const PAYMENT = 'Payment Terms & Billing';
const SAFETY = 'Safety and Security';

describe('C281: a design made again for anyone else, a work of art pictured (h118c91)', () => {
  it.each([
    'The Weaver does not weave the Shop\'s tartan pattern for anyone else.',
    'The Weaver may not knit the same motif for another shop.',
    'The Weaver shall not print our designs on any other fabric.',
    'The Weaver may not sell rugs made with the Shop\'s patterns to another retailer.',
    'The Weaver may photograph the tapestries and show the photographs in her portfolio.',
    'The Shop may reproduce images of the tapestry in its catalogue.',
    'The Weaver may show photos of the finished rugs in her portfolio.',
  ])('Intellectual Property: %s', (text) => {
    expect(anyOf(WORK_REUSE_STRONG_CUES, IP, text)).toBe(true);
    expect(categoriesOf(LOOM, text)).toEqual([IP]);
  });
  it.each([
    'We use the same pattern for every size of rug.',
    'The weather pattern on the coast delays the ferry for anyone else.',
    'Visitors are not to photograph the paintings with flash.',
    'The Contractor may photograph the Works for its progress reports.',
    'The Weaver may not photograph the tapestries.',
    'The Shop sends the Weaver a portfolio statement each quarter.',
    'The Shop may use the Weaver\'s designs for the whole of its range.',
  ])('near miss, no reuse read: %s', (text) => expect(anyOf(WORK_REUSE_STRONG_CUES, IP, text)).toBe(false));
  it.each(['pattern for anyone else ', 'make the design ', 'may photograph the ', 'weave a b c d e f g h pattern ', 'show photos in her ', 'designs on any other '])(
    'reads hostile text in linear time: %s',
    (unit) => expectCueListsReadLinearly([WORK_REUSE_STRONG_CUES], unit),
  );
});

describe('C282: "payment" and "paid" that bill nothing (h118c91)', () => {
  const takenOut = (text: string) => PAID_OTHERWISE_NOT_SAID.some(([re]) => text.search(re) >= 0);
  it.each([
    'The rug belongs to the Shop once the balance is paid.',
    'The Shop may show the rug at fairs without further payment to the Weaver.',
    'The Shop may show the rug at fairs without any additional payment.',
  ])('no Payment Terms & Billing: %s', (text) => {
    expect(takenOut(text)).toBe(true);
    expect(categoriesOf(LOOM, text)).toEqual([]);
  });
  it('the phrase only is taken out: the sentence\'s other payment words still bill', () =>
    expect(categoriesOf(LOOM, 'The rug belongs to the Shop once the balance is paid, which the Shop pays within 30 days of the invoice.')).toEqual([PAYMENT]));
  it.each([
    ['The Shop pays the balance without further payment reminders.', [PAYMENT]],
    ['The Weaver may suspend work until the balance is paid.', [PAYMENT]],
    ['The Shop pays the Weaver GBP 300 for each rug within 14 days of its invoice.', [PAYMENT, 'Pricing & Taxes']],
  ])('near miss, Payment stays: %s', (text, expected) => {
    expect(takenOut(text)).toBe(false);
    expect(categoriesOf(LOOM, text)).toEqual(expected);
  });
  it.each(['without further payment ', 'belongs to once the balance is paid ', 'belongs to a b c d e f g h i ', 'without any extra payments reminders '])('reads hostile text in linear time: %s', (unit) =>
    expectCueListsReadLinearly([PAID_OTHERWISE_NOT_SAID], unit),
  );
});

describe('C283: a place\'s keys, alarm, smoking and lit flames (h118c91)', () => {
  it.each([
    'No guest may smoke inside the workshop.',
    'Nobody may smoke in the dye room.',
    'The Shop does not allow its staff to smoke on the premises.',
    'The last person to leave locks the door and sets the burglar alarm.',
    'The Weaver arms the intruder alarm when she leaves.',
    'The Weaver never leaves a lit heater unattended.',
    'Nobody leaves the workshop with the stove lit.',
  ])('Safety and Security: %s', (text) => {
    expect(anyOf(PHYSICAL_SAFETY_CUES, SAFETY, text)).toBe(true);
    expect(categoriesOf(LOOM, text)).toEqual([SAFETY]);
  });
  it('C265 reads an authorised trade: the gas installation checked by an authorised fitter', () => {
    expect(anyOf(PHYSICAL_SAFETY_CUES, SAFETY, 'The Shop has the boiler serviced by an authorised engineer each year.')).toBe(true);
    expect(categoriesOf(LOOM, 'The Society has the gas installation checked by an authorised fitter before each winter.')).toEqual([SAFETY]);
  });
  it.each(['The Shop allows guests to smoke on the terrace.', 'The Weaver sets the alarm clock for six.', 'The Weaver smokes the fish in the yard.'])(
    'near miss, no Safety and Security: %s',
    (text) => {
      expect(anyOf(PHYSICAL_SAFETY_CUES, SAFETY, text)).toBe(false);
      expect(categoriesOf(LOOM, text)).toEqual([]);
    },
  );
  it.each([
    'The Weaver receives a key to the workshop and keeps it safe.',
    'The Weaver collects the key from the office each Monday.',
    'The Weaver keeps the keys of the store safe at all times.',
  ])('a key to a place held: Asset Use: %s', (text) => {
    expect(anyOf(KEYS_HELD_CUES, 'Asset Use', text)).toBe(true);
    expect(categoriesOf(LOOM, text)).toEqual(['Asset Use']);
  });
  it.each([
    'The Shop keeps the key that links each rug number to its buyer.',
    'The Weaver receives the encryption key for the shop\'s website.',
    'Good light is the key to fine weaving.',
    'The Weaver receives a key fob at the start of the hire.',
  ])('near miss, no key to a place: %s', (text) => {
    expect(anyOf(KEYS_HELD_CUES, 'Asset Use', text)).toBe(false);
    expect(categoriesOf(LOOM, text)).toEqual([]);
  });
  it.each(['no a may smoke ', 'not allow a b c d e f g to smoke ', 'sets the alarm ', 'stove lit ', 'lit kiln ', 'receives one key to ', 'keeps the key a b c d safe ', 'keeps the keys '])(
    'reads hostile text in linear time: %s',
    (unit) => expectCueListsReadLinearly([PHYSICAL_SAFETY_CUES, KEYS_HELD_CUES], unit),
  );
});

describe('C114/C172: the repair or replacement paid for after damage by one\'s fault (h118c91)', () => {
  const takenOut = (text: string) => DAMAGE_PAID_NOT_SAID.some(([re, c]) => c === PAYMENT && text.search(re) >= 0);
  it.each([
    'A Weaver who damages the Shop\'s loom through carelessness pays for its repair or replacement.',
    'If the loom is damaged through your fault, you pay for its repair.',
  ])('no Payment Terms & Billing: %s', (text) => {
    expect(takenOut(text)).toBe(true);
    expect(categoriesOf(LOOM, text)).not.toContain(PAYMENT);
  });
  it.each([
    'If the loom is damaged through your fault, you pay for its repair at the prices in our list.',
    'The Shop pays for the repair of the loom each spring.',
    'The Shop pays for its replacement within 30 days of the invoice.',
  ])('near miss, the phrase stays for Payment\'s cues: %s', (text) => expect(takenOut(text)).toBe(false));
  it.each(['pays for its repair ', 'damaged pay for the replacement or repair ', 'fault a b c d pays for any repair at the prices '])('reads hostile text in linear time: %s', (unit) =>
    expectCueListsReadLinearly([DAMAGE_PAID_NOT_SAID], unit),
  );
});
