/**
 * C307 (issue 18, h120c94): pictures of the finished work, or taken on the trip or walk a party led, which that party may
 * show, use or publish (on its website or page, at a fair, in its advertising) are Intellectual Property — the licence of
 * the work's pictures, as C281's pictures shown in a portfolio are. Not pictures of people (Privacy's), not pictures taken
 * as a record, not a prohibition. C308 (issue 18, h120c94): the sea, a river or the weather too rough, too low or too
 * high as a clause's condition is Force Majeure (the work moved, delayed or refunded), not a safety limit nor a right to
 * end. Sentences written for these tests, none taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { WORK_REUSE_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-work-reuse.js';
import { EVENT_STRONG_CUES, WATER_TOO_ROUGH } from '../../../../src/contracts/classify/categories/cues/category-cues-events.js';
import { anyOf, categoriesOf, expectCueListsReadLinearly } from './set-cue-helpers.js';

const POTTERY = 'This agreement is between Red Clay Pottery Ltd ("we") and Jane Hill ("you").';
const IP = 'Intellectual Property';

describe('C307: pictures of the finished work shown by its maker or the trip\'s leader are Intellectual Property (h120c94)', () => {
  it.each([
    'We may show photographs of the finished bowls at the county show and on our page.',
    'We may also use pictures of the completed kitchen in our brochure.',
    'The Builder may publish photographs of the completed house.',
    'The Studio has the right to display images of the finished mural on its website.',
    'We may use photos taken on the tour on our website, unless you ask us not to.',
    'The Guide may post videos taken during the climb on the club\'s social media.',
    'We may publish photographs taken at the workshop.',
  ])('the strong cue reads it: %s', (text) => {
    expect(anyOf(WORK_REUSE_STRONG_CUES, IP, text)).toBe(true);
  });
  it.each([
    'We may show photographs of the finished bowls at the county show and on our page.',
    'We may use photos taken on the tour on our website.',
  ])('is Intellectual Property: %s', (text) => {
    expect(categoriesOf(POTTERY, text)).toEqual([IP]);
  });
  it.each([
    // people pictured: Privacy's, not the work's licence
    'We may use photographs of your child on our website.',
    'We may use photos taken on the tour on our website, but we do not show the faces of guests.',
    'We may publish photographs of the finished room in which a guest can be recognised.',
    // no finished work named, or pictures kept as a record (no place shown, no "publish")
    'We may use up to ten photographs of your wedding on our website.',
    'The Inspector may use photographs taken on the site as a record of the damage.',
    'We may show photographs of the damage to the insurer.',
    // no permission
    'You must not post photographs of the finished set before the broadcast.',
    'We take photographs of the finished bowls before they are packed.',
    'You show photo identification when you collect the finished bowls.',
  ])('near miss, not this cue: %s', (text) => {
    expect(anyOf(WORK_REUSE_STRONG_CUES, IP, text)).toBe(false);
  });
  it.each([
    'may show photographs of the the ',
    'may use photos taken on on the the ',
    'may publish images taken at at ',
    'may use photos taken on the trip on our our ',
    'photographs of the finished faces ',
  ])('reads hostile text in linear time: %s', (unit) => {
    expectCueListsReadLinearly([WORK_REUSE_STRONG_CUES], unit);
  });
});

describe('C308: the sea, a river or the weather too rough as a clause\'s condition is Force Majeure (h120c94)', () => {
  const FM = 'Force Majeure';
  const waterTooRough = new RegExp(WATER_TOO_ROUGH, 'i');
  it.each([
    'If the sea is rough, the Club moves the regatta to the next Sunday.',
    'If the river is too low to travel, we refund the fare.',
    'When the lake is too high, the ferry waits at the jetty until the next morning.',
    'If the weather is bad on the day of the walk, we walk on the following day.',
    'If the water level is too low for the barge, the Carrier delivers the load a week later.',
    'If the wind is too strong for the crane, the lift is put off to the next calm day.',
    // "end" of a week is no right to end the contract (h120revA #2)
    'If the sea is too rough, the Company moves the trip to the end of the week and refunds nothing.',
  ])('the strong cue reads it: %s', (text) => {
    expect(waterTooRough.test(text)).toBe(true);
    expect(anyOf(EVENT_STRONG_CUES, FM, text)).toBe(true);
  });
  it.each([
    ['If the sea is rough, the Club moves the regatta to the next Sunday.', [FM]],
    ['If the river is too low to travel, we refund the fare.', [FM]],
  ])('is read with Force Majeure: %s', (text, want) => {
    expect(categoriesOf(POTTERY, text)).toEqual(expect.arrayContaining(want));
  });
  it.each([
    // a limit kept for safety: Safety and Security's
    'If the wind is too strong for safe flying, the pilot does not fly.',
    'When the sea is rough, every passenger wears a life jacket for safety.',
    'If the river is too high, the guide decides whether it is safe to cross.',
    // a right to end on it: Term & Termination's
    'If the weather is bad for more than ten days, either party may end this contract.',
    // no condition, or no water or weather
    'The sea is rough in winter.',
    'If the price is too high, you may cancel the order.',
    'If the tenant is too low on funds, he pays in two parts.',
    'We check that the water is clean and the tide is high before we swim.',
    // a routine under the water or the weather, no work stopped, moved or delayed; "while" a state (h120revA #2)
    'When the tide is low, the Customer moors the boat at the outer pontoon.',
    'When the weather is bad, the Customer keeps the windows closed.',
    'While the river is low, the Customer may not draw water for irrigation.',
  ])('near miss, not this cue: %s', (text) => {
    expect(waterTooRough.test(text)).toBe(false);
  });
  it.each(['if the sea is too rough ', 'if the the river ', 'when the water level level is ', 'if the wind is too strong strong '])('reads hostile text in linear time: %s', (unit) => {
    expectCueListsReadLinearly([EVENT_STRONG_CUES], unit);
  });
});
