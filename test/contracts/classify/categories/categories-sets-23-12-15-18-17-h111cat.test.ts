/**
 * The weakest sets' categories (23, 12, 15, 18, 17; issue 18, h111cat): a party excused by force majeure named as such
 * ("events beyond its reasonable control", "insurmountable force", "force majeure exonerates from liability") is Force
 * Majeure only (C4), though "liable" is Liability's cue word and the section is titled "Liability" or
 * "Indemnification"; which document applies when one "says something different" from the terms, or "in the event of a
 * conflict", or conflicts with an MSA or a rider, is Order of Precedence; title passing to the other party of a thing
 * named without an article, after "every" or by a pronoun is Delivery; a sale of a party's place or asset put as a
 * condition ("If the Owner sells the marina, …") is Business Continuity; an exclusive right or concession granted to
 * carry on an activity is Scope of Work. Sentences written for these tests, none taken
 * from a labelled set; each rule with near misses.
 */
import { describe, expect, it } from 'vitest';
import { isForceMajeureExcuse } from '../../../../src/contracts/classify/categories/cues/category-cues-force-majeure-excuses.js';
import { COMMERCIAL_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-commercial.js';
import { DELIVERY_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-delivery.js';
import { EXCLUSIVE_GRANT_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-exclusive-grant.js';
import { BUSINESS_PASSING_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-business-passing.js';
import { PATTERNS_ALONE_LENGTH, PATTERNS_ALONE_MS, readsLinearly } from '../../../security/linear-time.js';
import { anyOf, categoriesOfAll } from './set-cue-helpers.js';

const HIRE = 'This agreement is made between Lakeside Boats Ltd (the "Owner") and Tern Sailing Club (the "Club").';


describe('a party excused by force majeure named as such is Force Majeure only (C4)', () => {
  it.each([
    ['# 9. Liability', 'Neither party shall be liable for any failure of the ferry service caused by ice, gales or any other event beyond its reasonable control.'],
    ['# 9. Indemnity', 'Neither party shall be liable for any interruption of the moorings caused by a storm surge or other event beyond its reasonable control.'],
    ['# Our liability', 'Neither of us is responsible for failing to perform because of snow, a strike or other events outside our control.'],
    ['# 7. Liability', 'The Parties are released from liability for non-performance of their obligations if it results from circumstances of insurmountable force, such as floods and epidemics.'],
    ['# 7. Liability', 'Force majeure exonerates from liability the party that invokes it, within the limits of the law.'],
    ['# 7. Liability', 'Neither of us is liable to the other for any loss caused by events beyond our reasonable control, such as a flood or a power cut.'],
  ])('under %s: %s', (title, text) => {
    expect(categoriesOfAll(HIRE, [title, text])[1]).toEqual(['Force Majeure']);
  });

  it.each([
    // A list of perils alone names no force majeure: the sets split such sentences.
    'The Owner is not liable for loss caused by strikes, riots or any other cause which it could not avoid.',
    // A party answering for a loss, force majeure excepted: no excuse.
    'The Club is liable for any damage to the boats, except damage caused by events beyond its reasonable control.',
    // Liability capped: no event excused.
    'The Owner\'s liability for any loss shall not exceed the fees paid in the season.',
  ])('near miss (no excuse by force majeure): %s', (text) => {
    expect(isForceMajeureExcuse(text)).toBe(false);
  });

  it('a capped liability under a Liability heading keeps Liability', () => {
    expect(categoriesOfAll(HIRE, ['# 9. Liability', 'The Owner\'s total liability under this agreement shall not exceed the fees paid in the season.'])[1]).toContain('Liability');
  });
});


describe('which document applies when they differ is Order of Precedence', () => {
  it.each([
    'If the Booking Form says something different from these conditions, the Booking Form applies.',
    'Each Work Order shall describe the services, and in the event of a conflict this Agreement shall prevail over the Work Order.',
    'If a Statement of Work conflicts with the MSA, the MSA governs unless the Statement of Work says otherwise.',
    'If this contract conflicts with the hospitality rider, the hospitality rider governs on catering.',
  ])('%s', (text) => {
    expect(anyOf(COMMERCIAL_CUES, 'Order of Precedence', text)).toBe(true);
    expect(categoriesOfAll(HIRE, [text])[0]).toContain('Order of Precedence');
  });
  it.each([
    'If a booking conflicts with the Club\'s interests, the usual restrictions apply.',
    'If the weather says something different from the forecast, we will call you.',
    'In the event of a conflict of interest, the member must leave the meeting.',
  ])('near miss: %s', (text) => {
    expect(anyOf(COMMERCIAL_CUES, 'Order of Precedence', text)).toBe(false);
  });
});

describe('title passing to the other party is Delivery, the thing named without an article or by a pronoun', () => {
  it.each([
    'Title to spare sails passes to the Club when they are fitted.',
    'The Club may fit a new outboard, provided that title to it passes to the Owner free of any charge.',
    'Title to every fitting removed from a boat remains with the Owner until a replacement is fitted.',
  ])('%s', (text) => {
    expect(anyOf(DELIVERY_CUES, 'Delivery', text)).toBe(true);
    expect(categoriesOfAll(HIRE, [text])[0]).toContain('Delivery');
  });
  it.each([
    'Title to the boats remains with the Owner at all times.',
    'Title to intellectual property in the designs passes to the Club on payment.',
  ])('near miss: %s', (text) => {
    expect(anyOf(DELIVERY_CUES, 'Delivery', text)).toBe(false);
  });
});

describe('a sale of a party\'s place or asset put as a condition is Business Continuity', () => {
  it.each([
    'If the Owner sells the boatyard, it will give the Club two months\' notice.',
    'If Owner sells the launch before the season ends, Owner will refund the unused hire.',
    'If the Club sells its mooring licence, the members may stay with the buyer.',
  ])('%s', (text) => {
    expect(anyOf(BUSINESS_PASSING_STRONG_CUES, 'Business Continuity', text)).toBe(true);
    expect(categoriesOfAll(HIRE, [text])[0]).toContain('Business Continuity');
  });
  it.each([
    'If the Club sells its shares in the company, the other members may buy them first.',
    'If the Owner sells the goods on credit, it bears the risk of non-payment.',
    'If the Club sells tickets for the regatta, it keeps the proceeds.',
    'The Owner sells the boats at the end of each season.',
  ])('near miss: %s', (text) => {
    expect(anyOf(BUSINESS_PASSING_STRONG_CUES, 'Business Continuity', text)).toBe(false);
  });
});

describe('an exclusive right or concession granted to carry on an activity is Scope of Work', () => {
  it.each([
    'The Harbour Board grants the Club the exclusive right to run sailing courses in the inner harbour.',
    'The Town gives the Operator an exclusive concession to hire out kayaks on the lake.',
    'The Owner grants the Club the sole and exclusive right to be named the official partner of the regatta.',
  ])('%s', (text) => {
    expect(anyOf(EXCLUSIVE_GRANT_STRONG_CUES, 'Scope of Work', text)).toBe(true);
    expect(categoriesOfAll(HIRE, [text])[0]).toContain('Scope of Work');
  });
  it.each([
    'The Owner grants the Club the exclusive right to use the slipway on Saturdays.',
    'The Author grants the Club the exclusive right to publish the Guide in print.',
    'The Owner grants the Club an exclusive licence to reproduce the logo.',
    'The Owner grants the Club a non-exclusive right to run courses.',
  ])('near miss: %s', (text) => {
    expect(anyOf(EXCLUSIVE_GRANT_STRONG_CUES, 'Scope of Work', text)).toBe(false);
  });
});

describe('the new patterns read hostile text in linear time (h111cat)', () => {
  it('each one', () => {
    const units = ['neither a b c ', 'not liable for a b ', 'released from liability beyond ', 'force majeure exonerates a ', 'beyond the a control ', 'says something different from the ', 'in the event of a conflict the a ', 'conflicts with the a rider ', 'title to a b c ', 'title to every a remains with a ', 'if a b sells the a ', 'if if sells sells ', 'grants the exclusive right to a ', 'grants grants a '];
    for (const unit of units) {
      const found = readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => [isForceMajeureExcuse(text), anyOf(COMMERCIAL_CUES, 'Order of Precedence', text), anyOf(DELIVERY_CUES, 'Delivery', text), anyOf(BUSINESS_PASSING_STRONG_CUES, 'Business Continuity', text), anyOf(EXCLUSIVE_GRANT_STRONG_CUES, 'Scope of Work', text)];
      }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
      expect(found).toHaveLength(5);
    }
  });
});
