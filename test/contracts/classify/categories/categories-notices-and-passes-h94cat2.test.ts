/**
 * Categories left by set 72, taken away or added by the sentence's own words (issue 18, h94cat2): no Communication for a
 * defined list kept current by notice (category-cues-definitions-kept-current.ts), for an interview given to the press
 * (category-cues-interviews-given.ts) or for a notice received only as the measure of how early a party cancelled
 * (category-cues-telling-as-time.ts' third pattern); no Term & Termination for a pass cancelled
 * (category-cues-passes-cancelled.ts); Liability for a danger attended at one's own risk (category-cues-own-risk.ts'
 * verbs); Responsibilities for the permits obtained after an insert or another leave (category-cues-permits-obtained.ts);
 * Communication for a stage plot sent (category-cues-papers-sent.ts' papers). Sentences written for these tests, not taken from a labelled set.
 */
import { describe, it } from 'vitest';
import { DEFINITION_KEPT_CURRENT_VETOES } from '../../../../src/contracts/classify/categories/cues/category-cues-definitions-kept-current.js';
import { INTERVIEW_GIVEN_VETOES } from '../../../../src/contracts/classify/categories/cues/category-cues-interviews-given.js';
import { PASS_CANCELLED_VETOES } from '../../../../src/contracts/classify/categories/cues/category-cues-passes-cancelled.js';
import { TOLD_AS_TIME_NOT_SAID } from '../../../../src/contracts/classify/categories/cues/category-cues-telling-as-time.js';
import { PERMIT_OBTAINED_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-permits-obtained.js';
import { PAPERS_SENT_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-papers-sent.js';
import { OWN_RISK_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-own-risk.js';
import { cuedBy, expectEach } from '../cue-tables.js';
import { expectCategories } from '../helpers.js';
import { itReadsCueFilesLinearly } from '../cue-file-linearity.js';

const SHIPS = { preamble: 'This agreement is made between Harbour Shipping Ltd (the "Owner") and Kestrel Agencies Ltd (the "Agent").' };
const HALL = { preamble: 'This agreement is made between Harbour Hall Ltd (the "Venue") and Kestrel Music Ltd (the "Band").' };
const BIKES = { preamble: 'These terms apply between Lantern Cycles Ltd (the "Shop", "we" or "us") and the person who hires a bicycle from us (the "Hirer" or "you").' };

/** Whether one of the not-said phrases (global patterns) finds the text; `lastIndex` reset, as `replace` leaves it. */
const notSaid = (text: string) => TOLD_AS_TIME_NOT_SAID.some(([re]) => { re.lastIndex = 0; const found = re.test(text); re.lastIndex = 0; return found; });

describe('a defined list kept current by notice (h94cat2)', () => {
  const vetoed = cuedBy(DEFINITION_KEPT_CURRENT_VETOES, 'Communication');

  it('vetoes the notice that keeps a defined list current', () => {
    expectEach(vetoed, [
      '"Ports" means the ports listed in Schedule 1, as changed by the Owner by notice from time to time;',
      '"Approved Staff" means the persons named in Annex 3, as amended by written notice from the Agency.',
      '“Crew” means the persons on the crew list, as updated from time to time by notice.',
    ], true);
  });

  it('not a clause, nor a definition that names a notice given', () => {
    expectEach(vetoed, [
      'The Agent shall call at the ports listed in Schedule 1, as changed by the Owner by notice from time to time.',
      '"Notice Period" means the period after the Owner notifies the Agent, as updated by notice.',
      '"Ports" means the ports listed in Schedule 1.',
    ], false);
  });

  it('classifies the definition with no category', () => {
    expectCategories([['"Ports" means the ports listed in Schedule 1, as changed by the Owner by notice from time to time;', []]], SHIPS);
  });
});

describe('an interview given (h94cat2)', () => {
  const vetoed = cuedBy(INTERVIEW_GIVEN_VETOES, 'Communication');

  it('vetoes an interview given, not one given with a written consent', () => {
    expectEach(vetoed, ['The Band shall give one radio interview arranged by the Venue.', 'The Band shall not give interviews about the Venue\'s staff.'], true);
    expectEach(vetoed, ['The Band shall not give interviews without the Venue\'s written consent.', 'The Venue shall interview each new sound engineer.'], false);
  });

  it('classifies the interview with no Communication', () => {
    expectCategories([['The Band shall give one radio interview arranged by the Venue on the day of the concert.', []]], HALL);
  });
});

describe('a notice received as the measure of how early (h94cat2)', () => {
  it('reads the received notice as no Communication, and keeps a notice given', () => {
    expectEach(notSaid, [
      '(a) 30% of the price, if we receive your notice more than 30 days before the hire;',
      '(b) the whole price, if we receive it less than 7 days before the hire.',
      'The Hirer pays half the fee if the Shop receives the notice later.',
    ], true);
    expectEach(notSaid, ['The Hirer shall give us written notice of any damage.', 'If we receive your order before noon, we deliver the same day.'], false);
  });
});

describe('a pass cancelled (h94cat2)', () => {
  const vetoed = cuedBy(PASS_CANCELLED_VETOES, 'Term & Termination');

  it('vetoes a pass, a ticket or a badge cancelled, not the contract or the booking', () => {
    expectEach(vetoed, ['We may cancel any ticket offered for resale without refund.', 'The Venue may cancel the backstage pass of any guest who misbehaves.'], true);
    expectEach(vetoed, ['We may cancel the booking and any pass issued under it.', 'We may terminate this agreement and cancel every pass.', 'We may cancel the concert if too few tickets are sold.'], false);
  });

  it('classifies the resale bar without Term & Termination', () => {
    expectCategories([['You must not resell any ticket, and we may cancel any ticket offered for resale.', []]], BIKES);
  });
});

describe('a danger attended at one\'s own risk (h94cat2)', () => {
  const liability = cuedBy(OWN_RISK_STRONG_CUES, 'Liability');

  it('reads attending, visiting and watching at one\'s own risk', () => {
    expectEach(liability, ['You and your guests attend the race at your own risk.', 'Visitors visit the workshop at their own risk.', 'Spectators watch the trials at their own risk.'], true);
  });

  it('classifies the danger and the risk', () => {
    expectCategories([['Track cycling is dangerous, and you and your guests attend the races at your own risk.', ['Liability', 'Safety and Security']]], BIKES);
  });
});

describe('permits obtained after an insert or another leave (h94cat2)', () => {
  const permits = cuedBy(PERMIT_OBTAINED_STRONG_CUES, 'Responsibilities');

  it('reads the permits after ", at its own expense," and after "and all other"', () => {
    expectEach(permits, [
      'The Band shall obtain, at its own cost, the permits needed for the fireworks.',
      '- to obtain the licence of the fire brigade and all other permits required for the fireworks;',
      'The Venue shall obtain the approval of the council or any other permit that the show needs.',
    ], true);
    expectEach(permits, ['The Band shall obtain the Venue\'s approval of the stage plan.', 'The Band shall obtain a permit.'], false);
  });

  it('classifies the dash item as Responsibilities', () => {
    expectCategories([['- to obtain, at its own expense, the consent of the town hall and all other permits required for the sign;', ['Responsibilities']]], HALL);
  });
});

describe('a stage plot sent (h94cat2)', () => {
  const sent = cuedBy(PAPERS_SENT_STRONG_CUES, 'Communication');

  it('reads the stage plot sent to the other party, not a plot of land', () => {
    expectEach(sent, ['The Band shall send its stage plot to the Venue by 1 May.', 'The Band shall send the Venue its stage plot and its input list.'], true);
    expectEach(sent, ['The Seller shall deliver the plot to the Buyer with vacant possession.'], false);
  });

  it('classifies it as Communication', () => {
    expectCategories([['The Band shall send its stage plot and input list to the Venue\'s stage manager no later than 1 June 2033.', ['Communication']]], HALL);
  });
});

describe('the new cue files read hostile text linearly (h94cat2)', () => {
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-definitions-kept-current.ts', '"a" means as updated by the by '],
    ['categories/cues/category-cues-interviews-given.ts', 'give an press interview '],
    ['categories/cues/category-cues-passes-cancelled.ts', 'cancel the the pass cancel '],
    ['categories/cues/category-cues-telling-as-time.ts', 'if we receive it if the '],
    ['categories/cues/category-cues-permits-obtained.ts', 'obtain , a, and the other '],
    ['categories/cues/category-cues-papers-sent.ts', 'send the stage stage plot to '],
  ]);
});
