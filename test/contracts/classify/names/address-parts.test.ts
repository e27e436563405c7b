import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findAddresses } from '../../../../src/contracts/classify/names/addresses.js';

/** The words of each address `findAddresses` finds in `text`. */
const found = (text: string): string[] => findAddresses(text).map((s) => text.slice(s.begin, s.end));

// The town's forbidden first words and the country after "the" are read by code after the pattern's match (h29speed):
// these sentences pin what the one pattern that held both lists found.
describe('addresses: a town\'s listed first words and the country part, read after the match', () => {
  it('the parts stop at a role, a label or a post after a comma, and at a register\'s label before its number', () => {
    expect(found('Deliver to 18 Orchard Lane, Leeds, Attention Aa Bb.')).toEqual(['18 Orchard Lane, Leeds']);
    expect(found('Return to 9 Dock Road, Leeds, Supplier, LS1 4AB')).toEqual(['9 Dock Road, Leeds']);
    expect(found('Bill 400 Harbor Drive, Springfield, ABN 12345678901 monthly.')).toEqual(['400 Harbor Drive, Springfield']);
    expect(found('Return to Strandgata 12, Customer premises')).toEqual(['Strandgata 12']);
    expect(found('The site at Ruta Provincial 7 km 12, Supplier premises.')).toEqual([]);
  });

  it('a listed country after "the" is the last part; "the" before another word is none', () => {
    expect(found('Ship to 40 Keizersgracht Lane, Haarlem, the Netherlands, by sea.')).toEqual(['40 Keizersgracht Lane, Haarlem, the Netherlands']);
    expect(found('Send it to 9 Dock Road, Hull, the United States of America, today')).toEqual(['9 Dock Road, Hull, the United States of America']);
    expect(found('Ship to 40 Quay Street, Leeds, the Buyer paying the carriage.')).toEqual(['40 Quay Street, Leeds']);
  });

  it('a candidate that starts with a listed word gives way to the address after it', () => {
    expect(found('Contact: Manager Leeds LS1 4AB')).toEqual(['Leeds LS1 4AB']);
    expect(found('Notices: Director Mercer House, Dock Road, Hull HU1 2AB')).toEqual(['Mercer House, Dock Road, Hull HU1 2AB']);
    expect(found('Attn Bb House, 9 Dock Road, Hull HU1 2AB')).toEqual(['Bb House, 9 Dock Road, Hull HU1 2AB']);
    // A second building's name that is a label is no lead: the numbered street starts the address.
    expect(found('Elm House, Tel House, 12 Mill Lane, Leeds')).toEqual(['12 Mill Lane, Leeds']);
  });

  it('a four-digit postcode\'s address takes its parts after the town; a common word is no town', () => {
    expect(found('Write to Markt 1, 9700 Oudenhove, Belgium, Supplier.')).toEqual(['Markt 1, 9700 Oudenhove, Belgium']);
    expect(found('Lot 5, 2500 Units, Leeds')).toEqual([]);
  });

  it('whatever listed word follows an address after a comma, the address ends before it', () => {
    const listed = fc.constantFrom('Supplier', 'Customer', 'Attention', 'Tel', 'Fax', 'Manager', 'Director', 'The', 'Section', 'VAT');
    const street = fc.constantFrom('18 Orchard Lane', '4410 Lakeshore Boulevard, Suite 220', 'Unit 7, Castle Park', '3 Tanner Row');
    const town = fc.constantFrom('Leeds', 'Madison, WI 53703', 'York YO1 6JB', 'Swindon', 'Haarlem, the Netherlands');
    fc.assert(fc.property(street, town, listed, (s, t, word) => {
      expect(found(`Deliver to ${s}, ${t}, ${word} Aa Bb.`)).toEqual([`${s}, ${t}`]);
    }));
  });
});
