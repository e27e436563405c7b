/**
 * Categories left by set 72 (issue 18, h94cat2): force majeure named only as the exception (no Force Majeure,
 * category-cues-force-majeure-excepted.ts), unruly guests refused and children kept off (Safety and Security,
 * category-cues-unruly-guests.ts), a party's visits and examinations (Audits, category-cues-visits-and-examinations.ts),
 * a performance recorded or broadcast (Intellectual Property, category-cues-performances-recorded.ts), people filmed
 * (Privacy, category-cues-people-filmed.ts) and a domicile elected at an address (Communication,
 * category-cues-domicile-elected.ts). Sentences written for these tests, not taken from a labelled set.
 */
import { describe, it } from 'vitest';
import fc from 'fast-check';
import { FORCE_MAJEURE_EXCEPTED_VETOES } from '../../../../src/contracts/classify/categories/cues/category-cues-force-majeure-excepted.js';
import { UNRULY_GUEST_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-unruly-guests.js';
import { VISIT_AND_EXAMINATION_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-visits-and-examinations.js';
import { PERFORMANCE_RECORDED_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-performances-recorded.js';
import { PEOPLE_FILMED_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-people-filmed.js';
import { DOMICILE_ELECTED_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-domicile-elected.js';
import { cuedBy, expectEach } from '../cue-tables.js';
import { expectCategories } from '../helpers.js';
import { itReadsCueFilesLinearly } from '../cue-file-linearity.js';

const HALL = { preamble: 'This agreement is made between Harbour Hall Ltd (the "Venue") and Kestrel Music Ltd (the "Band").' };
const BIKES = { preamble: 'These terms apply between Lantern Cycles Ltd (the "Shop", "we" or "us") and the person who hires a bicycle from us (the "Hirer" or "you").' };
const PRESS = { preamble: 'This agreement is made between Harbour Press Ltd (the "Printer") and Kestrel Books Ltd (the "Publisher").' };

describe('force majeure named only as the exception (h94cat2)', () => {
  const excepted = cuedBy(FORCE_MAJEURE_EXCEPTED_VETOES, 'Force Majeure');

  it('vetoes "other than", "except where caused by", "save for" force majeure', () => {
    expectEach(excepted, [
      'If the Band cancels the concert for any reason other than force majeure, it shall repay the deposit.',
      'The Printer answers for any loss of the paper in its store, except where caused by force majeure.',
      'Save for force majeure, the Band shall play every date in the tour schedule.',
      'The Venue need not pay for a rehearsal the Band misses, excluding a case of force majeure.',
    ], true);
  });

  it('not where force majeure is the clause\'s event, or is named twice', () => {
    expectEach(excepted, [
      'If the Band cancels the concert because of force majeure, neither party is liable.',
      'Neither party is liable for a delay caused by force majeure.',
      'Other than in a case of force majeure, the Band shall play; in a case of force majeure, the fee is halved.',
      'Except where the cause is beyond its reasonable control, the Printer shall meet every deadline.',
    ], false);
  });

  it('leaves the payment, not Force Majeure, when the concert is cancelled for another reason', () => {
    expectCategories([
      ['If the Band cancels the concert for any reason other than force majeure, it shall repay the deposit within 14 days.', ['Payment Terms & Billing']],
      ['If the concert is cancelled because of force majeure, neither party shall be liable to the other.', ['Force Majeure']],
    ], HALL);
  });
});

describe('unruly guests refused and children kept off (h94cat2)', () => {
  const safety = cuedBy(UNRULY_GUEST_STRONG_CUES, 'Safety and Security');

  it('reads a person who is drunk or behaves dangerously, and a child barred or let in only with an adult', () => {
    expectEach(safety, [
      'We may refuse to serve any guest who is drunk.',
      'The Venue may remove from the hall anyone who behaves violently.',
      'We may stop the ride of a rider who behaves in a reckless manner.',
      'The Printer shall not allow any child to operate a press.',
      'No child may ride on the main road.',
      'No person under 16 may enter the workshop.',
      'Children under 10 may ride only with an adult.',
      'Minors may enter the bar only in the company of a parent.',
    ], true);
  });

  it('not a review that is abusive, a child\'s fare, nor a child let in freely', () => {
    expectEach(safety, [
      'We may remove any review that is abusive or false.',
      'Children under 12 pay half the hire charge.',
      'Children may enter the museum free of charge.',
      'The Hirer shall not allow the bicycle to be used by anyone else.',
    ], false);
  });

  it('classifies the refusal and the bar as Safety and Security', () => {
    expectCategories([
      ['We may refuse to hire a bicycle to any person who is drunk or behaves dangerously.', ['Safety and Security']],
      ['Children under 10 may ride only with an adult, and no child may ride on the main road.', ['Safety and Security']],
    ], BIKES);
    expectCategories([['The Printer shall not allow any child to operate a press.', ['Safety and Security']]], PRESS);
  });
});

describe('visits and examinations (h94cat2)', () => {
  const audits = cuedBy(VISIT_AND_EXAMINATION_STRONG_CUES, 'Audits');

  it('reads a visit to watch or check, and a thing a party may have examined', () => {
    expectEach(audits, [
      'The Publisher may visit the print works and watch the printing at any reasonable time.',
      'The Venue may visit the rehearsal rooms, on a day\'s notice, to check the stage set.',
      'The Buyer is entitled to visit the orchards and talk to the pickers.',
      'The Owner may have the horses examined at any time by a vet of its choice.',
      'The Publisher may at any time have the printed sheets tested by a laboratory.',
    ], true);
  });

  it('not a visit with no purpose of seeing, nor a check the party must have made', () => {
    expectEach(audits, [
      'Guests may visit the spa at any time during their stay.',
      'The Hirer must have the brakes checked by a mechanic every month.',
      'The Printer may have its own staff on the site.',
      'Customers may visit our website to see the prices.',
    ], false);
  });

  it('classifies the visit and the examination as Audits', () => {
    expectCategories([
      ['The Venue may visit the rehearsal rooms and watch the rehearsals at any reasonable time.', ['Audits']],
      ['The Venue may have the instruments examined at any time by a technician of its choice.', ['Audits']],
    ], HALL);
  });
});

describe('a performance recorded, people filmed (h94cat2)', () => {
  const recorded = cuedBy(PERFORMANCE_RECORDED_STRONG_CUES, 'Intellectual Property');
  const filmed = cuedBy(PEOPLE_FILMED_STRONG_CUES, 'Privacy');

  it('reads a performance recorded, filmed or broadcast', () => {
    expectEach(recorded, [
      'No part of the concert may be filmed or broadcast without the Band\'s consent.',
      'The Venue may record the concerts for its own archive.',
      'The Venue shall not stream any rehearsal on the internet.',
      'Performances shall not be televised without a separate agreement.',
    ], true);
  });

  it('not a result recorded, nor a programme broadcast', () => {
    expectEach(recorded, [
      'The steward shall record each match result in the league book.',
      'The Venue shall record the attendance at every show.',
      'The Station shall broadcast the news every hour.',
      'The Venue shall record the number of tickets sold.',
    ], false);
  });

  it('reads people who may be filmed or photographed', () => {
    expectEach(filmed, [
      'Riders may be filmed as part of the crowd at the race.',
      'Visitors to the fair may be photographed for our website.',
      'You may also be recorded on video at the start line.',
    ], true);
    expectEach(filmed, ['Each bell shall be photographed before it is moved.', 'The Photographer may photograph the guests at the reception.'], false);
  });

  it('classifies the recording and the filming', () => {
    expectCategories([
      ['No part of the concert may be filmed or broadcast without the Band\'s prior written consent.', ['Communication', 'Intellectual Property']],
      ['The Venue shall not record the concert without the Band\'s consent.', ['Intellectual Property']],
    ], HALL);
    expectCategories([['Riders may be filmed as part of the crowd at the race, and the broadcaster may show those images.', ['Privacy']]], BIKES);
  });
});

describe('a domicile elected at an address (h94cat2)', () => {
  const elected = cuedBy(DOMICILE_ELECTED_STRONG_CUES, 'Communication');

  it('reads a domicile elected or chosen at an address', () => {
    expectEach(elected, [
      'The parties elect domicile at their addresses stated above.',
      'Each party chooses its domicile at the address given in clause 1.',
      'For the performance of this lease, the Lessee elects domicile at its registered office address.',
    ], true);
  });

  it('not a domicile fixed in a city for its courts, nor one described', () => {
    expectEach(elected, [
      'The parties fix their domicile in the city of Lyon and submit to its courts.',
      'Harbour Press SARL, with domicile at 4 rue Neuve, Lyon, of the one part.',
    ], false);
  });

  it('classifies it as Communication', () => {
    expectCategories([['For the performance of this contract, the parties elect domicile at their addresses stated above.', ['Communication']]], PRESS);
  });
});

describe('properties (h94cat2)', () => {
  it('an age under a child always bars with "no … may", whatever the age and the verb', () => {
    const safety = cuedBy(UNRULY_GUEST_STRONG_CUES, 'Safety and Security');
    fc.assert(fc.property(fc.integer({ min: 1, max: 99 }), fc.constantFrom('ride', 'enter', 'swim', 'climb', 'operate'), (age, verb) => safety(`No child under ${age} may ${verb} here.`)));
  });
  it('force majeure excepted stays vetoed whatever reason words precede it', () => {
    const excepted = cuedBy(FORCE_MAJEURE_EXCEPTED_VETOES, 'Force Majeure');
    fc.assert(fc.property(fc.constantFrom('reason', 'cause', 'ground'), fc.constantFrom('other than', 'except', 'save'), (why, edge) => excepted(`If the Band cancels for any ${why} ${edge} force majeure, it repays the deposit.`)));
  });
});

describe('the new cue files read hostile text linearly (h94cat2)', () => {
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-force-majeure-excepted.ts', 'other than other than force '],
    ['categories/cues/category-cues-unruly-guests.ts', 'no child under 1 children may ride '],
    ['categories/cues/category-cues-visits-and-examinations.ts', 'may visit the and may have the '],
    ['categories/cues/category-cues-performances-recorded.ts', 'record the the concerts may be '],
    ['categories/cues/category-cues-people-filmed.ts', 'guests may also be '],
    ['categories/cues/category-cues-domicile-elected.ts', 'elect domicile at the '],
  ]);
});
