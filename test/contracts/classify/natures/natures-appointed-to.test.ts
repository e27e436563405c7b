/**
 * C78 (issue 18, h65conv): "X appoints Y to <verb> …" is Y's Right, as "appoints Y as" is (C36): the appointment
 * confers the position, the verb after "to" says what it is for (`natures/object-natures.ts`, APPOINTED_FOR). The near
 * misses keep their reading: a recital, a permitted or future appointment (the appointer's, by its modal), a bare
 * engagement, an appointment in a condition or denied, and an arbitrator or a representative appointed (no party).
 * Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';

const HOTEL = 'This Management Agreement is made between Harbour Hotels Ltd ("the Owner") and Quayside Management Ltd ("the Manager").';
const types = (text: string) => typesOf(HOTEL, text)[1];

describe('"X appoints Y to <verb>" is the appointee\'s Right (C78, h65conv)', () => {
  it.each([
    'The Owner appoints the Manager to clean the guest rooms.',
    'The Owner hereby appoints the Manager to run the Hotel, and the Manager accepts the appointment.',
    '2.1 The Owners appoint the Manager to operate and maintain the Hotel from the Opening Date.',
    'THE OWNER APPOINTS THE MANAGER TO MANAGE THE HOTEL.',
  ])('%s', (text) => {
    expect(types(text)).toEqual(['Right/Manager']);
  });

  it('"appoints Y as" keeps its Right (C36)', () => {
    expect(types('The Owner appoints the Manager as its exclusive operator of the Hotel.')).toEqual(['Right/Manager']);
  });
});

describe('the near misses of C78 keep their reading (h65conv)', () => {
  it('a recital\'s appointment wished for confers nothing', () => {
    expect(types('WHEREAS the Owner wishes to appoint the Manager to manage the Hotel.')).toEqual([]);
  });

  it('a permitted or a future appointment is the appointer\'s, by its modal', () => {
    expect(types('The Owner may appoint a surveyor to inspect the roof.')).toEqual(['Right/Owner']);
    expect(types('The Owner may appoint the Manager to manage a second hotel.')).toEqual(['Right/Owner']);
    expect(types('The Owner will appoint the Manager to manage the spa.')).toEqual(['Obligation/Owner']);
  });

  it('a bare engagement stays untyped', () => {
    expect(types('The Owner engages the Manager to manage the Hotel.')).toEqual([]);
  });

  it('an appointment in a condition, or denied, confers nothing', () => {
    expect(types('If the Owner appoints the Manager to manage the spa, the fee rises by 5%.')).toEqual([]);
    expect(types('Nothing in this Agreement appoints the Manager to bind the Owner.')).toEqual([]);
    expect(types('Nothing in this Agreement appoints the Manager as agent of the Owner.')).toEqual([]);
  });

  it('an arbitrator, a representative or a party\'s staff appointed is no party\'s Right; nor a seat on a board', () => {
    expect(types('Each party shall appoint an arbitrator.')).toEqual(['Obligation/Multiple Parties']);
    expect(types('The Owner shall appoint a representative to attend the meetings.')).toEqual(['Obligation/Owner']);
    expect(types('The Owner appoints the Manager\'s staff to clean the rooms.')).toEqual([]);
    expect(types('The Owner appoints the Manager to the board of the hotel company.')).toEqual([]);
  });
});

describe('an appointment to a number of posts, to a named place, or in a time clause confers no Right (issue 18, hrev56)', () => {
  it.each([
    'The Owner appoints the Manager to three committees.',
    'The Owner appoints the Manager to one of the following roles: (a) manager; (b) agent.',
    'The Owner appoints the Manager to London office duties.',
    'Before the Owner appoints the Manager to audit the accounts, the Owner shall obtain board approval.',
  ])('%s', (text) => {
    expect(types(text)).not.toContain('Right/Manager');
  });

  it.each([
    // Near misses kept: a verb after "to", in capitals too, under a heading.
    'The Owner appoints the Manager to help.',
    'Appointment. The Owner appoints the Manager to manage the Hotel.',
    'THE OWNER APPOINTS THE MANAGER TO MANAGE THE HOTEL.',
  ])('kept: %s', (text) => {
    expect(types(text)).toContain('Right/Manager');
  });
});
