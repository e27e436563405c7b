/**
 * Issue 18, h78we: C34 binds "we" as it binds any party. In we/you terms, what the writer says it does in the present
 * tense with no modal is its Obligation whether or not the predicate names "you" (sets 52–61 label all 16 such sentences
 * so; the 13 of sets 12–35 labelled none were relabelled by C34). The stative, declaring and granting verbs, and what
 * describes the writer's offer ("We offer …"), bind nothing; "we" after "and" opens a clause of its own. Sentences
 * written for these tests: a bank's, a courier's and a gym's terms.
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';

const BANK = 'These account terms apply between Harbour Savings Bank plc ("the Bank", "we", "us" or "our") and you, the account holder ("you").';
const COURIER = 'These delivery terms apply between Swiftline Couriers Ltd ("Swiftline", "we", "us" or "our") and you, the sender ("you").';
const GYM = 'These membership terms apply between Northgate Fitness Ltd ("Northgate", "we", "us" or "our") and you, the member ("you").';

describe('C34: "we" with a bare present verb binds the writer', () => {
  it('binds "we" on an action verb with no "you" in the predicate', () => {
    expect(typesOf(BANK, 'We send a statement every month.')[1]).toEqual(['Obligation/Bank']);
    expect(typesOf(BANK, 'We keep records of every transaction for six years.')[1]).toEqual(['Obligation/Bank']);
    expect(typesOf(COURIER, 'We collect parcels from the sender\'s address between 9am and 5pm.')[1]).toEqual(['Obligation/Swiftline']);
    expect(typesOf(COURIER, 'We hold goods-in-transit insurance of £50,000 for each vehicle.')[1]).toEqual(['Obligation/Swiftline']);
    expect(typesOf(GYM, 'We clean the changing rooms three times a day.')[1]).toEqual(['Obligation/Northgate']);
    expect(typesOf(GYM, 'We use CCTV in the car park for the safety of members.')[1]).toEqual(['Obligation/Northgate']);
  });
  it('binds "we" after an opening condition and after an adverb', () => {
    expect(typesOf(BANK, 'If a payment into your account is returned unpaid, we charge a fee of £15.')[1]).toEqual(['Obligation/Bank']);
    expect(typesOf(COURIER, 'We also scan each parcel at every depot.')[1]).toEqual(['Obligation/Swiftline']);
  });
  it('"does not" after "we" is its bar', () => {
    expect(typesOf(COURIER, 'We do not carry cash, jewellery or live animals.')[1]).toEqual(['Exclusion/Swiftline']);
  });
  it('near misses: what the writer owns, accepts, offers, aims at or recommends, and a modal, bind nothing of its own', () => {
    expect(typesOf(GYM, 'We offer yoga, spin and swimming classes at every club.')[1]).toEqual([]);
    expect(typesOf(GYM, 'We aim to keep every club open from 6am to 10pm.')[1]).toEqual([]);
    expect(typesOf(BANK, 'We accept payment by standing order or debit card.')[1]).toEqual([]);
    expect(typesOf(BANK, 'We own the cards we issue to you.')[1]).toEqual([]);
    expect(typesOf(GYM, 'We recommend that you insure your belongings.')[1]).toEqual([]);
    expect(typesOf(COURIER, 'We act as your agent in dealing with customs.')[1]).toEqual([]);
    expect(typesOf(GYM, 'We are a members\' club run by its members.')[1]).toEqual([]);
  });
});

describe('C34: "we" after "and" opens a clause of its own', () => {
  it('after a clause whose subject is no party', () => {
    expect(typesOf(BANK, 'If the card is lost, the card scheme blocks it and we send you a new card within five days.')[1]).toEqual(['Obligation/Bank']);
    expect(typesOf(COURIER, 'If a parcel is lost in transit, the insurer pays its declared value and we refund the delivery charge.')[1]).toEqual(['Obligation/Swiftline']);
  });
  it('near misses: "you and we" as one subject, and "and we" inside a condition or a relative clause', () => {
    expect(typesOf(GYM, 'If you miss three classes in a row and we record it, your booking lapses.')[1]).toEqual([]);
    expect(typesOf(COURIER, 'The parcels that you label and we collect are listed on the manifest.')[1]).toEqual([]);
    expect(typesOf(GYM, 'When you cancel and we agree, the membership ends.')[1]).toEqual([]);
  });
});

describe('C34: "we" or "you" in a reduced relative clause after an opening is no subject', () => {
  it('"Every tutor we introduce holds …" binds no one; "Every Monday we clean …" binds the writer', () => {
    expect(typesOf(GYM, 'Every trainer we employ holds a first aid certificate.')[1]).toEqual([]);
    expect(typesOf(COURIER, 'Each parcel you send is insured up to £100.')[1]).toEqual([]);
    expect(typesOf(GYM, 'Every Monday we clean the pool filters.')[1]).toEqual(['Obligation/Northgate']);
    expect(typesOf(COURIER, 'Within two hours of collection we send you a tracking number.')[1]).toEqual(['Obligation/Swiftline']);
  });
});
