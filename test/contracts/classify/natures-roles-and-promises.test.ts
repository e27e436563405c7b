/**
 * Set 27's natures and parties (issue 18, h24s27n; docs/contracts.md, "Parties named after a slot heading", "A definition
 * of "you"", "Promises in other words"). Sentences written for these tests, not taken from a labelled set or the real
 * response.
 */
import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../src/contracts/classify/index.js';
import { elements, typesOf } from './helpers.js';

describe('parties: a slot opened by "Between:" or "Between the undersigned:"', () => {
  const preamble = (opener: string) => [
    `${opener} the Vallée Verte Beekeepers' Union, registered with the Chamber of Agriculture under no. 5520, having its seat at 4 chemin des Ruches, Valence, France, hereinafter "the Union", of the one part;`,
    'And Brightcomb Foods Ltd, having its registered office at 9 Mill Lane, Leeds, hereinafter "the Purchaser", of the other part.',
    'The Union is obliged to deliver the honey in sealed drums.',
    'The Union undertakes to keep a register of the hives of each member.',
    'The Union is not obliged to accept an order placed after 1 September.',
  ];

  it.each(['Between the undersigned:', 'Between:', 'Between'])('%s: the name after it takes the hereinafter alias, whose sentences are typed', (opener) => {
    const got = classifyContract(elements(...preamble(opener)));
    expect(got.parties.map((p) => [p.party, p.importance])).toEqual([["VALLÉE VERTE BEEKEEPERS' UNION", 'Primary'], ['BRIGHTCOMB FOODS', 'Primary']]);
    expect(got.elements.slice(2).map((e) => e.types.map((t) => `${t.label.nature}/${t.label.party}`))).toEqual([['Obligation/Union'], ['Obligation/Union'], ['Disclaimer/Union']]);
  });

  it('"Between: …" with a bracketed alias, and "Among the undersigned:"', () => {
    expect(typesOf(
      'Between: Harbour Lights Rowing Club, of Quay Road, Cork (the "Club") and Ferris Boatbuilders Ltd (the "Builder").',
      'The Club shall pay the price in two instalments.',
    )[1]).toEqual(['Obligation/Club']);
    expect(typesOf(
      'Among the undersigned: the Northfield Allotment Association, of 2 Orchard Row, hereinafter "the Association", and the parties listed below.',
      'The Association shall keep the water troughs filled.',
    )[1]).toEqual(['Obligation/Association']);
  });
});
