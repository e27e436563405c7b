import { describe, expect, it } from 'vitest';
import { categoriesOf } from '../../helpers.js';

// Issue 18, h44s48: Asset Use for a hired, rented or entrusted thing named by its own name (C12: a hired asset's use,
// moving, alteration, upkeep and return). Every sentence is written here.
const HIRE = 'These terms apply between Tarrant Hoist Rentals LLC and you, the customer who hires a hoist from us.';
const of = (text: string): string[] => categoriesOf(HIRE, text)[1];

describe('a hired machine used, moved, altered and returned (category-cues-hired-things.ts)', () => {
  it('moved to another site, lent, modified: Asset Use', () => {
    expect(of('You must not move the hoist to another site without our consent.')).toEqual(['Asset Use']);
    expect(of('You may not modify the excavator.')).toEqual(['Asset Use']);
    expect(of('You must not lend the generator to anyone.')).toEqual(['Asset Use']);
  });

  it('operated only by certified operators, returned to the depot: Asset Use', () => {
    expect(of('You must operate the excavator only with licensed drivers.')).toEqual(['Asset Use']);
    expect(of('You must return the hoist to our depot clean.')).toEqual(['Asset Use']);
  });

  it('near misses: a meeting moved, goods bought delivered, software licensed read as before', () => {
    expect(of('The parties may move the meeting to another date.')).not.toContain('Asset Use');
    expect(of('The Seller shall deliver the crane to the Buyer\'s yard.')).toEqual(['Delivery']);
    expect(of('The Buyer shall not modify the Software.')).not.toContain('Asset Use');
  });
});

describe('animals placed, a dwelling given, places made available', () => {
  it('a cow of the herd moved off the farm: Asset Use', () => {
    expect(of('The Manager must not move any heifer of the herd off the station.')).toEqual(['Asset Use']);
  });

  it('a house provided and vacated: Asset Use (beside the termination)', () => {
    expect(of('The Owner will provide the Manager with a house on the station, free of rent.')).toEqual(['Asset Use']);
    expect(of('The Manager must vacate the cottage within 14 days of termination.')).toEqual(['Asset Use', 'Term & Termination']);
  });

  it('a shed made available to the contractor: Asset Use', () => {
    expect(of('The Club makes available to the Contractor, free of charge, the workshop and the fuel store.')).toEqual(['Asset Use']);
  });

  it('near misses: a house style, a report made available', () => {
    expect(of('The Supplier will provide the Customer with a house style guide.')).not.toContain('Asset Use');
    expect(of('The Club makes available to the Contractor the monthly report.')).not.toContain('Asset Use');
  });
});
