/**
 * Communication said without "notice" or "consent" (issue 18, h80cat): a party's written say-so an act waits for
 * (C2: agreed, ordered, instructed or determined in writing; only on a party's written instruction or order), a party
 * told something ("tell", "informing": C8), and where a customer tells a complaint. Sentences written for these tests.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TELLING_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-telling.js';
import { WRITTEN_SAY_SO_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-written-say-so.js';
import { categoriesOf } from '../helpers.js';

const PREAMBLE = 'This agreement is made between Harbourside Leisure Ltd (the "Landowner") and Pellow Catering LLP (the "Caterer").';
const cats = (text: string) => categoriesOf(PREAMBLE, text)[1];
const reads = (cues: readonly [RegExp, string][], text: string) => cues.some(([re]) => re.test(text));

describe('a written say-so an act waits for (C2, h80cat)', () => {
  it('one party agreeing, ordering or determining in writing as the condition: Communication', () => {
    expect(cats('The Caterer must not sell hot food from the jetty unless the Landowner agrees in writing.')).toContain('Communication');
    expect(cats('Cleaning of the car park is not part of the services unless the Landowner orders it in writing.')).toEqual(['Communication', 'Scope of Work']);
    expect(cats('You must not light a barbecue on the lawn unless we have agreed to it in writing.')).toContain('Communication');
    expect(cats('Repairs to the slipway are excluded unless the Landowner determines in writing that they are urgent.')).toContain('Communication');
  });

  it('the party unnamed: "unless ordered separately in writing"', () => {
    expect(cats('Deep cleaning of the kitchen is not part of the services unless ordered separately in writing.')).toContain('Communication');
  });

  it('only on, or never without, a party\'s written instruction or order: Communication', () => {
    expect(cats('Extra tables will be set out only upon the Landowner\'s written instruction.')).toContain('Communication');
    expect(cats('The Caterer shall not move any Landowner equipment out of the marquee without the Landowner\'s written instructions.')).toContain('Communication');
    expect(cats('Additional shifts are worked only on the written order of the Landowner\'s events manager.')).toContain('Communication');
  });

  it('not the parties\' own agreement, a party agreeing "otherwise", a participle, or an order a period runs from', () => {
    const notRead = [
      'Freight is not part of the services unless the parties agree otherwise in writing.',
      'The Caterer must clear the site at the end of the season unless the Landowner agrees otherwise in writing.',
      'Additional work ordered by the Landowner in writing is paid at the rates in Schedule 2.',
      'The Caterer shall open the kiosk within 10 days of the Landowner\'s written order.',
      'Any change to this agreement must be agreed in writing by both parties.',
    ];
    for (const text of notRead) expect(reads(WRITTEN_SAY_SO_STRONG_CUES, text), text).toBe(false);
  });
});

describe('a party told, and where to complain (C8, h80cat)', () => {
  it('"tell" a party, a person or "the other": Communication beside the act', () => {
    expect(cats('If a guest is injured, the Caterer must call an ambulance and then tell the harbour master at once.')).toContain('Communication');
    expect(cats('If the Caterer cannot supply the full number of meals, it must tell the Landowner as soon as it knows, and the price is reduced for the meals not supplied.')).toContain('Communication');
    expect(cats('The Caterer shall tell the Landowner the name of each new supplier.')).toEqual(['Communication']);
  });

  it('"informing" a party in advance: Communication', () => {
    expect(cats('The Caterer shall not change its opening hours without informing the Landowner in advance.')).toContain('Communication');
  });

  it('where a complaint is told: Communication', () => {
    expect(cats('If you have a complaint, please write to our guest relations manager at the address above.')).toEqual(['Communication']);
    expect(cats('If you are unhappy with our service, call our customer line on 0800 123 456.')).toEqual(['Communication']);
    expect(cats('The Caterer must display the Landowner\'s complaints telephone number at each kiosk.')).toContain('Communication');
  });

  it('not telling a difference or the time, not a thing told by an event, not a complaint handled as a level', () => {
    const notRead = [
      'Staff must be able to tell the difference between the two allergen labels.',
      'The clock in the hall must tell the time accurately.',
      'The Caterer shall collect the crates within two days after the Landowner tells it that the store is full.',
      'Complaints handled within 5 working days: at least 95%.',
    ];
    for (const text of notRead) expect(reads(TELLING_STRONG_CUES, text), text).toBe(false);
  });

  it('no cue reads a text without its words (fast-check)', () => {
    fc.assert(fc.property(fc.string({ maxLength: 200 }), (s) => {
      const text = s.replace(/tell|complain|writ|unless|until|if|once|without|only|except/gi, ' ');
      return !reads(TELLING_STRONG_CUES, text) && !reads(WRITTEN_SAY_SO_STRONG_CUES, text);
    }));
  });
});
