/** Categories of list items under their lead-in (C6), and the rules sets 9 and 10 showed (issue 18, h18cat3); sentences written for these tests. */
import { describe, expect, it } from 'vitest';
import { isSignatureLine } from '../../../../src/contracts/classify/signatures/signature-lines.js';
import { categoriesOf, cueOf } from '../helpers.js';
import { cpuClock } from '../../../security/guard.js';
import { expectEach } from '../cue-tables.js';

const item = (text: string, sectionTitle: string) => ({ text, kind: 'listItem' as const, sectionTitle });
const sentence = (text: string, sectionTitle: string) => ({ text, kind: 'sentence' as const, sectionTitle });

describe('categories: a party\'s list of duties under a bare lead-in (h18cat3; C6 since h32c43)', () => {
  it('the lead-in names no subject and lends none: each item reads its own words (C6)', () => {
    const title = '5. Obligations of the Hirer';
    expect(categoriesOf(
      sentence('5.1 The Hirer shall:', title),
      item('(a) keep the marquee site level and free of debris;', title),
      item('(b) follow the reasonable directions of the Owner\'s crew; and', title),
    )).toEqual([[], [], ['Responsibilities']]);
    // Item (b) reads Responsibilities by its own words since C186 (session 69, h106c13: following "reasonable"
    // directions is a worker's own conduct of its work), not from the lead-in, which lends nothing.
    // The sets label every bare duty lead-in of sets 1–43 no category, and the main work listed under one ("(a) recruit
    // and select seafarers …", "(a) display the acceptance marks …") none either (table 2.3: the performance itself is
    // no Responsibilities); h18cat3's lead-in Responsibilities, which its items inherited, was dropped (h32c43).
  });
  it('an item with a subject of its own keeps it, and compliance in an item is Responsibilities by its own words', () => {
    const title = 'Duties of the Caterer';
    expect(categoriesOf(
      sentence('In performing its duties the Caterer shall:', title),
      item('(a) maintain public liability insurance of at least £5,000,000;', title),
      item('(b) comply with all food hygiene laws;', title),
      item('(c) serve the meals listed in the Menu at the times the Client asks;', title),
    )).toEqual([[], ['Insurance'], ['Responsibilities'], []]);
  });
  it('the other written forms of a duty lead-in name no subject either: "agrees to:", "must:", "undertakes to:", "You must:"', () => {
    for (const [text, title] of [
      ['4.1 Licensee agrees to:', 'Licensee\'s Obligations'],
      ['The Tenant must:', 'Tenant Responsibilities'],
      ['3.2 The Sponsor undertakes to:', 'Duties of the Sponsor'],
      ['You must:', 'What you must do'],
    ]) expect(categoriesOf(sentence(text, title)), text).toEqual([[]]);
  });
  it('a long hostile signature-like line answers at once', () => {
    const start = cpuClock();
    isSignatureLine(`${'A '.repeat(30000)}by`);
    expect(start()).toBeLessThan(1000);
  });
});

describe('categories: cue words of other drafting (h18cat3)', () => {
  it('a representation or promise of a fact is a warranty; a promise to act is not', () => {
    expect([
      'The Author represents that the Manuscript is original.',
      'You promise us that every photograph is your own work.',
      'The Seller represents to the Buyer that the stock is free of liens.',
      'The Club promises to pay the coach by the fifth of each month.',
    ].map((t) => cueOf('Warranties', t))).toEqual([true, true, true, false]);
  });
  it('remitting money is paying it over; a tax remitted stays a tax', () => {
    expect(cueOf('Payment Terms & Billing', 'Ticket sales, less the booking fee, shall be remitted to the Promoter weekly.')).toBe(true);
    expect(cueOf('Payment Terms & Billing', 'The Agent shall remit all sales tax it collects to the tax authority.')).toBe(false);
  });
  it('a carrier of goods is Delivery; a capitalised airline role ("the Operating Carrier") is not', () => {
    expect(cueOf('Delivery', 'Risk passes to the Buyer when the goods are handed to the carrier.')).toBe(true);
    expect(cueOf('Delivery', 'The Operating Carrier shall publish the schedule of each joint flight.')).toBe(false);
  });
  // A bank guarantee lodged for the work is a strong cue since h87c (a performance guarantee given or called on): true or
  // 'strong' are both the category.
  it('security for performance from a bank or surety is Insurance', () => {
    expect([
      'The Builder shall provide a performance bond of 10% of the Contract Sum.',
      'The Tenant shall deliver a letter of credit for six months\' rent.',
      'An unconditional bank guarantee of R500,000 shall be lodged before work starts.',
      'The Guarantor guarantees the Tenant\'s obligations.',
    ].map((t) => cueOf('Insurance', t))).toEqual([true, true, 'strong', false]);
  });
  it('answering for doing something oneself is Responsibilities', () => {
    expect(cueOf('Responsibilities', 'The Club is responsible for maintaining the pitch and the floodlights.')).toBe(true);
    expect(cueOf('Responsibilities', 'The Club is responsible for any loss of the trophies.')).toBe(false);
  });
  it('a party\'s name in capitals then "By:" is a signature line, whatever words the name holds', () => {
    expect(categoriesOf('HIGHGATE FIRE INSURANCE COMPANY By: Ana Lima, Director')).toEqual([[]]);
    expect(isSignatureLine('NORTHFIELD SAFETY SERVICES LLC By: Tom Reed, Manager')).toBe(true);
    expect(isSignatureLine('The deposit is payable By: the tenth day of each month.')).toBe(false);
  });
  it('an appointment saying what the appointee is to be is Scope of Work; an appointment of a person to a post is not', () => {
    expect([
      'The Label appoints Vantage as its exclusive promoter of the Recordings in Canada.',
      'You appoint us as your booking agent for the Tour.',
      'Each party shall appoint a project lead.',
    ].map((t) => cueOf('Scope of Work', t))).toEqual([true, true, false]);
  });
  it('a party\'s own intermediaries beneath it (sub-agents, sub-publishers) are Subcontracts', () => {
    expectEach((t) => cueOf('Subcontracts', t), ['The Distributor may not appoint sub-distributors.', 'We may use sub-publishers in Asia.'], true);
  });
  it('the defects liability period is a warranty period, no liability; a liability named beside it still is one', () => {
    expect(cueOf('Warranties', 'The Defects Liability Period is twelve months from handover.')).toBe(true);
    expect(cueOf('Liability', 'The Defects Liability Period is twelve months from handover.')).toBe(false);
    expect(cueOf('Liability', 'The Builder\'s liability for defects found after the Defects Liability Period ends is limited to $10,000.')).toBe(true);
  });
  it('a measure taken so that the work goes on through a disruption is Business Continuity; another purpose is not', () => {
    expect([
      'The Caterer shall keep a second van so that deliveries to the school are not interrupted by a breakdown.',
      'The Club will hire a spare generator so that the match can continue if the mains fail.',
      'The Club will print the fixtures so that members know the dates.',
    ].map((t) => cueOf('Business Continuity', t))).toEqual([true, true, false]);
  });
});
