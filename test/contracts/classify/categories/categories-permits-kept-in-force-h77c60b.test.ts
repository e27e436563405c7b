/**
 * A permit held and kept in force is a party's own duty (category-cues-own-duties.ts, issue 18, h77c60b): "shall hold,
 * and keep in force throughout the term, every licence and permit that the law requires" is Responsibilities (table
 * 2.3: a permit), no Intellectual Property. A licence of rights granted, or a permit held as a condition, is not read.
 * Sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf, PREAMBLE } from '../helpers.js';

/** The categories of one clause after the preamble naming Customer and Supplier. */
const one = (text: string) => categoriesOf(PREAMBLE, text)[1];

describe('a permit held and kept in force (h77c60b)', () => {
  it('held, and kept in force for the term, every or each licence and permit: Responsibilities', () => {
    expect(one('The Supplier shall hold, and keep in force throughout the term, every licence and permit that the laws of Ireland require for its boats and crews.')).toEqual(['Responsibilities']);
    expect(one('The Supplier must hold and maintain in force each permit the local council requires for its street stalls.')).toEqual(['Responsibilities']);
    expect(one('The Supplier shall hold every licence that the fire authority requires for its premises.')).toEqual(['Responsibilities']);
  });
  it('a licence of rights granted, or held as a condition: no Responsibilities from this cue', () => {
    expect(one('The Customer grants the Supplier a licence to use the Customer\'s logo on the delivery vans.')).not.toContain('Responsibilities');
    expect(one('The Supplier may assign a driver only if the driver holds every licence that the law requires.')).not.toContain('Responsibilities');
  });
});
