/**
 * Categories said without their words, left by set 70 (issue 18, h92cat): a carriage's handling (Delivery,
 * category-cues-carriage-handled.ts), hazards kept apart and people kept from harm (Safety and Security,
 * category-cues-hazards-kept-apart.ts, category-cues-safeguarding.ts), supervisors named and inductions given
 * (Responsibilities, category-cues-supervision-named.ts), the contract's stated object and the work not owed (Scope of
 * Work, category-cues-object-stated.ts), costs borne (Pricing & Taxes, category-cues-costs-borne.ts) and payouts
 * (Payment Terms & Billing, category-cues-payouts.ts); an order answered in time (Communication,
 * category-cues-orders-answered.ts), the terms amended (Amendments, category-cues-terms-amended.ts) and a platform left
 * (Term & Termination, category-cues-platform-left.ts). Sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CARRIAGE_HANDLED_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-carriage-handled.js';
import { HAZARD_KEPT_APART_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-hazards-kept-apart.js';
import { SAFEGUARDING_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-safeguarding.js';
import { SUPERVISION_NAMED_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-supervision-named.js';
import { OBJECT_STATED_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-object-stated.js';
import { COSTS_BORNE_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-costs-borne.js';
import { PAYOUT_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-payouts.js';
import { ORDER_ANSWERED_IN_TIME_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-orders-answered.js';
import { TERMS_AMENDED_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-terms-amended.js';
import { PLATFORM_LEFT_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-platform-left.js';
import { cuedBy, expectEach } from '../cue-tables.js';
import { clauseCategories, expectCategories } from '../helpers.js';

const BOOKING = { preamble: 'This booking note is made between Reef Line Ltd (the "Carrier") and Coastal Growers Ltd (the "Shipper").' };
const APP = { preamble: 'These terms apply between Lantern Meals Ltd ("Lantern", "we" or "us") and the café that signs up to our app ("you").' };
const TUTOR = { preamble: 'This agreement is made between the Harbour Arts Foundation (the "Foundation") and the person named as the tutor below (the "Tutor").' };
const PLACEMENT = { preamble: 'This agreement is made between Western Health Board (the "Board") and Kestrel College (the "College").' };
const SERVICE = { preamble: 'This Agreement is made between Tealeaf Software Ltd (the "Supplier") and Kestrel Lodge Ltd (the "Customer").' };

describe("a carriage's handling (h92cat)", () => {
  const carriage = cuedBy(CARRIAGE_HANDLED_STRONG_CUES, 'Delivery');

  it('reads goods made ready, stowed or lifted aboard, carried on deck, deemed delivered, refused, and a loading date row', () => {
    expectEach(carriage, [
      'The Shipper shall have the timber at the quay, stacked and ready for loading, by the sailing date.',
      'You must keep every order sealed and ready for collection from 6 pm.',
      "The Carrier's crew lift the crates aboard and stow them in the forward hold.",
      'The pallets are properly wrapped and stowed for the voyage.',
      'No drum shall be carried on deck unless the Shipper agrees.',
      'If no claim is made within 5 days after discharge, the goods are deemed to have been delivered in good condition.',
      'The Carrier may refuse any sack that is damp or split.',
      'The Mill may refuse any wet load.',
      'Sailing date: on or about 9 June 2031',
      'Collection date | 3 March 2032',
    ], true);
  });

  it('not a thing merely ready, a notice deemed delivered, a request refused, nor another date row', () => {
    expectEach(carriage, [
      'We will text you when your bicycle is ready for collection.',
      'A notice sent by post is deemed to have been delivered two days after posting.',
      'The Carrier may refuse any request to change the route.',
      'The Carrier may refuse to load any cargo it considers unsafe.',
      'Start date: 1 June 2031',
      'The crew stayed aboard the vessel overnight.',
    ], false);
  });

  it('classifies the clauses', () => {
    expectCategories([
      ['The Shipper shall have the timber at the quay, stacked and ready for loading, by the sailing date.', ['Delivery'], BOOKING],
      ["The Carrier's crew lift the crates aboard and stow them in the forward hold.", ['Delivery'], BOOKING],
      ['The Carrier may refuse any sack that is damp or split.', ['Delivery'], BOOKING],
      ['Sailing date: on or about 9 June 2031', ['Delivery'], BOOKING],
      ['You must have every order bagged and ready for collection when the rider arrives.', ['Delivery'], APP],
    ]);
  });
});

describe('hazards kept apart and people kept from harm (h92cat)', () => {
  const hazard = cuedBy(HAZARD_KEPT_APART_STRONG_CUES, 'Safety and Security');
  const safeguarding = cuedBy(SAFEGUARDING_STRONG_CUES, 'Safety and Security');

  it('reads things kept apart, what can catch fire, people vaccinated or screened, conduct that puts others at risk, food that made people ill', () => {
    expectEach(hazard, [
      'The Carrier shall not stow paint or solvents in the same hold as the rice.',
      'Staff must not keep raw chicken in the same fridge as cooked food.',
      'The Shipper warrants that the cotton bales are dry, since damp cotton can heat and catch fire.',
      'Oily rags may ignite if left in a closed bin.',
      'Every student must be vaccinated against measles and influenza before the first placement.',
      'Each carer has been screened for tuberculosis.',
      'The Board may refuse a student whose behaviour puts residents at risk.',
      'We may take a dish off the menu if diners report that it has made them ill.',
    ], true);
  });

  it("not an animal's vaccinations, a thing merely stored, nor a risk of loss", () => {
    expectEach(hazard, [
      'Your dog must be vaccinated against rabies.',
      'The Owner must keep the horse vaccinated against equine influenza.',
      'The Carrier shall not carry the rice in an open truck.',
      'The goods remain at the Supplier\'s risk until delivery.',
      'The parties may fire the kiln twice a week.',
    ], false);
  });

  it('reads an adult kept from being alone with a child, a lift refused, a safeguarding policy followed', () => {
    expectEach(safeguarding, [
      'The Tutor must never be alone in a changing room with a pupil.',
      'No coach may be left alone with a child.',
      'The Tutor must not give a pupil a lift home in her own car.',
      "The Tutor must follow the Foundation's Safeguarding Policy at every class.",
      'The Club shall comply with its child protection procedures.',
    ], true);
    expectEach(safeguarding, [
      'The Tutor must have a safeguarding policy.',
      'The Foundation may end this agreement if the Tutor breaches the Safeguarding Policy.',
      'The Tutor will work alone on Saturdays.',
      'The lift must be inspected every six months.',
    ], false);
  });

  it('classifies the clauses', () => {
    expectCategories([
      ['The Carrier shall not stow paint or solvents in the same hold as the rice.', ['Safety and Security'], BOOKING],
      ['The Shipper warrants that the cotton bales are dry, since damp cotton can heat and catch fire.', ['Safety and Security', 'Warranties'], BOOKING],
      ['Every student must be vaccinated against measles and influenza before the first placement.', ['Safety and Security'], PLACEMENT],
      ['The Board may refuse a student whose behaviour puts residents at risk.', ['Safety and Security'], PLACEMENT],
      ['The Tutor must never be alone in a changing room with a pupil.', ['Safety and Security'], TUTOR],
      ['The Tutor must not give a pupil a lift home in her own car.', ['Safety and Security'], TUTOR],
      ["The Tutor must follow the Foundation's Safeguarding Policy at every class.", ['Safety and Security'], TUTOR],
    ]);
  });
});

describe('supervisors named and inductions given (h92cat)', () => {
  const supervision = cuedBy(SUPERVISION_NAMED_STRONG_CUES, 'Responsibilities');

  it('reads a supervisor, mentor or preceptor named, an induction given, a task the party remains responsible for doing', () => {
    expectEach(supervision, [
      'The Foundation will name a mentor to whom the Tutor can turn for advice.',
      'The Board will appoint a senior nurse as mentor for each student.',
      '(c) designate a supervisor for each trainee;',
      'The Foundation will give the Tutor an induction before the first class.',
      'The Foundation remains responsible for marking the pupils\' work.',
    ], true);
  });

  it('not a manager appointed, training sold, what a party answers for in others\' acts, nor paying', () => {
    expectEach(supervision, [
      'Each party shall appoint a project manager.',
      'The Franchisor will provide an initial training course for the manager.',
      'The Supplier remains responsible for the acts of its subcontractors.',
      'The Customer remains responsible for paying the rent.',
    ], false);
  });

  it('classifies the clauses', () => {
    expectCategories([
      ['The Foundation will name a mentor to whom the Tutor can turn for advice.', ['Responsibilities'], TUTOR],
      ['The Board will appoint a senior nurse as mentor for each student.', ['Responsibilities'], PLACEMENT],
      ['The Foundation remains responsible for marking the pupils\' work.', ['Responsibilities'], TUTOR],
    ]);
    expect(clauseCategories('The Foundation will give the Tutor an induction before the first class.', TUTOR)).toContain('Responsibilities');
  });
});

describe("the contract's object and the work not owed (h92cat)", () => {
  const object = cuedBy(OBJECT_STATED_STRONG_CUES, 'Scope of Work');

  it('reads the document setting out the terms or roles of the work, nothing obliging more work, no other firm let work', () => {
    expectEach(object, [
      'This agreement sets out the terms on which the Tutor teaches the Saturday drama classes.',
      '1.1 This memorandum sets out the roles of the Council and the College in running the apprenticeship scheme.',
      "These conditions set out the basis on which we clean the Customer's offices.",
      'This Agreement lays down the general conditions of every sale of seed by the Supplier.',
      'Nothing in this agreement obliges the Foundation to offer the Tutor any minimum number of classes.',
      'Nothing in this memorandum obliges the Board to accept more students than it can supervise.',
      '- not allow any other firm to service the lifts while this agreement lasts;',
      'The Customer shall not permit another contractor to maintain the boilers during the term of this agreement.',
    ], true);
  });

  it("not what the parties expect, a recital's wish, access not owed, nor a bar with no bound in time", () => {
    expectEach(object, [
      'This agreement sets out what the Tutor and the Foundation can expect of each other.',
      'The parties wish to set out the terms on which the Tutor will teach.',
      'Nothing in this agreement requires the Supplier to give the Customer access to its source code.',
      'The Customer must not allow any other firm to service the lifts.',
    ], false);
  });

  it('classifies the clauses', () => {
    expectCategories([
      ['This agreement sets out the terms on which the Tutor teaches the Saturday drama classes.', ['Scope of Work'], TUTOR],
      ['Nothing in this memorandum obliges the Board to accept more students than it can supervise.', ['Scope of Work'], PLACEMENT],
      ['- not allow any other firm to service the lifts while this agreement lasts;', ['Scope of Work'], { ...SERVICE, kind: 'listItem' }],
    ]);
  });
});

describe('costs borne and payouts (h92cat)', () => {
  const borne = cuedBy(COSTS_BORNE_STRONG_CUES, 'Pricing & Taxes');
  const payout = cuedBy(PAYOUT_STRONG_CUES, 'Payment Terms & Billing');

  it("reads a party's own costs of a thing borne and dues for a party's account, not a deal's boilerplate costs", () => {
    expectEach(borne, [
      'Each party will bear its own costs of the summer show.',
      'The parties shall bear their own expenses of the joint survey.',
      "Port dues at Lautoka are for the Shipper's account.",
      "Pilotage and towage charges at the port of discharge shall be for the Receivers' account.",
    ], true);
    expectEach(borne, [
      'Each party shall pay its own costs of the negotiation.',
      'Each party shall bear its own costs and expenses incurred in connection with the negotiation of this agreement.',
      "All bank charges outside Fiji are for the Buyer's account.",
      'The Carrier shall keep an account of all dues paid.',
    ], false);
  });

  it('reads a payout, whatever is said of it', () => {
    expectEach(payout, [
      'We pay your payouts every Friday to the bank account you name.',
      'Any refund we give a customer is deducted from your next payout.',
      'Pay-outs are made in euro.',
    ], true);
    expectEach(payout, ['We pay you each Friday.', 'The layout of the menu is yours to choose.'], false);
  });

  it('a payout sentence of any verb and time is read', () => {
    const verb = fc.constantFrom('are made', 'are sent', 'will be paid', 'may be held back');
    const when = fc.constantFrom('each Tuesday', 'within 7 days', 'once a month', 'after the order is delivered');
    fc.assert(fc.property(verb, when, (v, w) => payout(`Payouts ${v} ${w}.`)));
  });

  it('classifies the clauses', () => {
    expectCategories([
      ['Each party will bear its own costs of the summer show.', ['Pricing & Taxes'], TUTOR],
      ["Port dues at Lautoka are for the Shipper's account.", ['Pricing & Taxes'], BOOKING],
      ['Any refund we give a customer is deducted from your next payout.', ['Payment Terms & Billing'], APP],
    ]);
  });
});

describe('an order answered in time, the terms amended, a platform left (h92cat)', () => {
  const answered = cuedBy(ORDER_ANSWERED_IN_TIME_STRONG_CUES, 'Communication');
  const amended = cuedBy(TERMS_AMENDED_STRONG_CUES, 'Amendments');
  const left = cuedBy(PLATFORM_LEFT_STRONG_CUES, 'Term & Termination');

  it('reads an order accepted or declined within a time, not the choice to buy', () => {
    expectEach(answered, [
      'The Caterer must accept or decline each booking within 24 hours of receiving it.',
      'You must accept or reject every order in the app within 4 minutes.',
    ], true);
    expectEach(answered, ['The Buyer may accept or reject any order at its discretion.', 'The Caterer must accept each booking.'], false);
  });

  it('reads this or these terms amended, varied or modified, not another thing amended', () => {
    expectEach(amended, [
      'The parties may amend this agreement by an exchange of emails signed by both directors.',
      'The Club may vary these rules by notice on its website.',
      'The committee has no power to modify this licence.',
    ], true);
    expectEach(amended, ['The Supplier may amend the delivery schedule.', 'The Council will amend its register of licences.'], false);
  });

  it('reads a platform left or an account closed, not a place left', () => {
    expectEach(left, [
      'You may leave the platform at any time on 14 days\' notice.',
      'We will stop showing your dishes once you leave our app.',
      'After your account is closed, we will delete your photographs within 30 days.',
    ], true);
    expectEach(left, ['You must leave the site clean and tidy.', 'The Hirer must leave the hall by 11 pm.'], false);
  });

  it('classifies the clauses', () => {
    expect(clauseCategories('The Caterer must accept or decline each booking within 24 hours of receiving it.', APP)).toEqual(['Communication']);
    expect(clauseCategories('The parties may amend this agreement by an exchange of emails signed by both directors.', TUTOR)).toContain('Amendments');
    expect(clauseCategories('You may leave the platform at any time on 14 days\' notice.', APP)).toEqual(['Communication', 'Term & Termination']);
  });
});
