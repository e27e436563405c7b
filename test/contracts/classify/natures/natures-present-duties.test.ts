/**
 * Duties in the present tense with no modal (issue 18, h28s35n; `nature-present-duties.ts`, C34): sentences written for the test. A party opening an operative clause with an action verb in -s is bound
 * as by "shall"; a stative or declaring verb, a grant, a condition, a recital, a list item and the background before
 * the operative part are not.
 */
import { describe, expect, it } from 'vitest';
import { presentDuties } from '../../../../src/contracts/classify/natures/nature-present-duties.js';
import { typesOf } from '../helpers.js';

const PREAMBLE = 'This contract is made between Fjordlys Kayak AS ("Lessor") and Brattvåg Turisme AS ("Outfitter").';
const AGREE = 'The parties agree as follows:';
const clauses = (...sentences: string[]) => typesOf(PREAMBLE, AGREE, ...sentences).slice(2);

describe('a party opening an operative clause with an action verb in the present tense', () => {
  it('binds the party as "shall" would, after a clause number, "the" or an opening phrase', () => {
    expect(clauses(
      '3.1 The Outfitter sends the Lessor a list of the kayaks in use every Monday.',
      'Outfitter repairs any paddle it breaks.',
      'On each return, the Outfitter rinses the kayaks in fresh water.',
      'At the end of the season the Outfitter hands over the boathouse keys.',
      'The Lessor then checks each hull for cracks.',
    )).toEqual([['Obligation/Outfitter'], ['Obligation/Outfitter'], ['Obligation/Outfitter'], ['Obligation/Outfitter'], ['Obligation/Lessor']]);
  });
  it('a second clause joined by "and" binds its own party', () => {
    expect(clauses('The Lessor delivers the kayaks to the pier and the Outfitter signs the delivery note.'))
      .toEqual([['Obligation/Lessor', 'Obligation/Outfitter']]);
  });
  it('"does not" with an action verb is the bar of the same duty, a verb in -ss too', () => {
    expect(clauses('The Outfitter does not lend the kayaks to anyone outside its tours.', 'The Outfitter does not pass the paddlers\' names to anyone.')).toEqual([['Exclusion/Outfitter'], ['Exclusion/Outfitter']]);
  });
  it('a clause after a semicolon is a main clause of its own', () => {
    expect(clauses('The weekly rate is NOK 900 per kayak; the Lessor bears the delivery costs to the pier.')).toEqual([['Obligation/Lessor']]);
  });
  it('"holds" is a duty only for insurance kept; "keeps" not of its own revenue (a Right, as "retains" is) or rights', () => {
    expect(clauses(
      'The Outfitter holds a public liability insurance of at least NOK 10 million.',
      'The Outfitter holds a tour operator licence from the county.',
      'The Outfitter keeps a log of every tour for two years.',
      'The Outfitter keeps all revenue from its guided tours.',
      'The Outfitter keeps the film rights to its tour videos.',
    )).toEqual([['Obligation/Outfitter'], [], ['Obligation/Outfitter'], ['Right/Outfitter'], ['Right/Outfitter']]);
  });
});

describe('what no present-tense duty reads', () => {
  it('stative, declaring and granting verbs', () => {
    expect(clauses(
      'The Lessor owns twelve sea kayaks.',
      'The Outfitter acknowledges the condition of the kayaks.',
      'The Lessor engages the Outfitter to run the tours.',
      'The Outfitter sets its own tour prices.',
    )).toEqual([[], [], [], []]);
  });
  it('a party in a condition, a noun after the role, a wish', () => {
    expect(clauses(
      'If the Outfitter returns a kayak late, a fee of NOK 200 applies.',
      'Outfitter guides are trained in rescue.',
      'The Outfitter runs tours on the fjord and wishes to add evening trips.',
    )).toEqual([[], [], []]);
  });

  // The sum denied is a Disclaimer, as "owes nothing" is (C97, issue 18, h98at): no Obligation.
  it('a word in -s before a modal of the same clause is a noun of its subject; an object denied to a party promises nothing', () => {
    expect(clauses(
      'Outfitter boats and Lessor boats must carry a whistle.',
      'The Outfitter owes the Lessor no fee for a day of storm.',
      'The Outfitter rinses the kayaks after each tour; the Lessor stores them in winter.',
    )).toEqual([[], ['Disclaimer/Outfitter'], ['Obligation/Outfitter', 'Obligation/Lessor']]);
  });
  it('the background before the operative part, and a recital', () => {
    expect(typesOf(PREAMBLE, 'A. The Outfitter runs guided kayak tours from Brattvåg.', 'WHEREAS the Lessor rents kayaks to tour operators.', AGREE, 'The Outfitter pays the Lessor NOK 900 per kayak per week.'))
      .toEqual([[], [], [], [], ['Obligation/Outfitter']]);
  });
  it('a list item: its nature is its lead-in\'s', () => {
    expect(clauses('The Lessor may end this contract if:', '(a) the Outfitter abandons the boathouse; or', '(b) the Outfitter becomes insolvent.').slice(1))
      .toEqual([['Right/Lessor'], ['Right/Lessor']]);
  });
  it('reads nothing when no party opens the clause', () => {
    expect(presentDuties('The kayaks remain at the pier.', [])).toEqual([]);
  });
});
