/**
 * Communication said without "notice" or "consent" (issue 18, h80cat): a party's written say-so an act waits for
 * (C2: agreed, ordered, instructed or determined in writing; only on a party's written instruction or order), a party
 * told something ("tell", "informing": C8), and where a customer tells a complaint. Sentences written for these tests.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TELLING_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-telling.js';
import { CONTACT_POINT_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-contact-points.js';
import { REPORTED_PROGRESS_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-reported-progress.js';
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

describe('an order or the contract accepted in writing (h80cat)', () => {
  it('the written acceptance an order waits for: Communication', () => {
    expect(cats('A catering order binds the Caterer only once the Caterer has accepted it in writing.')).toContain('Communication');
    expect(cats('Each booking becomes a contract when the Landowner acknowledges it in writing.')).toContain('Communication');
  });

  it('not an acceptance said without writing', () => {
    expect(reads(WRITTEN_SAY_SO_STRONG_CUES, 'A booking is accepted when the Landowner starts to set up the marquee.')).toBe(false);
  });
});

describe('progress, sales or performance reported as a verb (C8, h80cat)', () => {
  it('a party reports to the other at an interval or on its progress: Communication', () => {
    expect(cats('The Caterer shall report its sales and stock levels to the Landowner every month.')).toEqual(['Communication']);
    expect(cats('The Caterer reports quarterly to the Landowner on the footfall figures and the complaints received.')).toContain('Communication');
    expect(cats('The Caterer shall report progress against the fit-out plan to the Landowner weekly.')).toContain('Communication');
    expect(cats('The Caterer attends the monthly site meetings and reports on its progress against the programme.')).toContain('Communication');
    expect(cats('(c) reporting on the results of each promotion.')).toContain('Communication');
  });

  it('not the noun, nor a post reporting to a manager', () => {
    const notRead = [
      'The Caterer shall deliver the final report to Landowner no later than 30 June.',
      'You will be employed as a chef, reporting to the Head of Catering.',
      'The monthly reports shall be kept for six years.',
    ];
    for (const text of notRead) expect(reads(REPORTED_PROGRESS_STRONG_CUES, text), text).toBe(false);
  });
});

describe('the way a party is reached: a point of contact, a number given (h80cat)', () => {
  it('a point of contact named, a number given or shown: Communication', () => {
    expect(cats('(b) appoint a kitchen supervisor as the Caterer\'s point of contact for the Landowner;')).toContain('Communication');
    expect(cats('The Landowner\'s estate office is the contact point for all suppliers.')).toContain('Communication');
    expect(cats('The Caterer must give the Landowner a mobile number on which its manager can be reached at any time during events.')).toContain('Communication');
    expect(cats('The Caterer will post a telephone number on each kiosk and refund guests who are overcharged.')).toContain('Communication');
  });

  it('not a number kept as personal data, nor one not to be given', () => {
    const notRead = [
      'We keep your name, address and phone number only to manage your booking.',
      'Staff must not give a guest their personal phone number.',
      'The Caterer shall not give the Landowner\'s staff its phone number for private orders.',
    ];
    for (const text of notRead) expect(reads(CONTACT_POINT_STRONG_CUES, text), text).toBe(false);
  });
});
