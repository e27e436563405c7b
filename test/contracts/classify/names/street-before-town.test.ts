/**
 * A street and the town after it are one Location, with its number or without (C48 as relabelled in session 55,
 * names/street-before-town.ts). Sentences written for these tests.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findNames } from '../../../../src/contracts/classify/names/names.js';
import { attributesOf } from '../helpers.js';

describe('a street named before its town', () => {
  it('is read with the town, the street\'s kind after its name', () => {
    expect(attributesOf('The office is in Carrick House, Wellington Street, Leeds.')).toEqual(['Location:Wellington Street, Leeds']);
    expect(attributesOf('Site | the depot yard, Mill Road, Kettering')).toEqual(['Location:Mill Road, Kettering']);
    expect(attributesOf('The goods go from Oxford Road, Leeds to London.')).toEqual(['Location:Oxford Road, Leeds', 'Location:London']);
  });
  it('is read with the town, the street\'s kind first', () => {
    expect(attributesOf('"Depot" means the yard on Jalan Gadong, Tutong, including its sheds.')).toEqual(['DefinedTerm:Depot', 'Location:Jalan Gadong, Tutong']);
    expect(attributesOf('Its seat is in Calle Sagárnaga, La Paz, represented by its manager.')).toContain('Location:Calle Sagárnaga, La Paz');
  });
  it('keeps the region and the country after the town', () => {
    expect(attributesOf('The shop is on Olaniyi Street, Mushin, Lagos.')).toEqual(['Location:Olaniyi Street, Mushin, Lagos']);
    expect(attributesOf('Its address is on Merab Kostava Street, Tbilisi, Georgia ("Provider").')).toEqual(['Location:Merab Kostava Street, Tbilisi, Georgia']);
  });
  it('leaves a building\'s name before the street out', () => {
    expect(attributesOf('The flat is in Mercer House, Dock Road, Hull.')).toEqual(['Location:Dock Road, Hull']);
  });
  it('reads no street where no town follows', () => {
    expect(attributesOf('Collections from Park Lane, Mondays.')).toEqual([]);
    expect(attributesOf('Collections from Jalan Gadong, Mondays.')).toEqual([]);
    expect(attributesOf('The stall stands in Market Street every Saturday.')).toEqual([]);
  });
  it('leaves a body\'s words to the body', () => {
    expect(attributesOf('Notices go to Leeds City Council, Calverley Street, Leeds.')).toContain('Organization:Leeds City Council');
  });
});

describe('the widening', () => {
  it('only ever moves a place\'s start back over a street and its comma', () => {
    const street = fc.constantFrom('Mill Road', 'High Street', 'Jalan Gadong', 'Rua Direita', '12 Station Parade');
    const town = fc.constantFrom('Leeds', 'Tutong', 'Mindelo', 'Kettering', 'Lagos');
    const lead = fc.constantFrom('The yard is on ', 'Deliveries go to the depot, ', 'Site | ', 'It trades from ');
    fc.assert(fc.property(lead, street, town, (l, s, t) => {
      const text = `${l}${s}, ${t}.`;
      for (const n of findNames(text)) {
        if (n.type !== 'Location') continue;
        const place = text.slice(n.begin, n.end);
        // Either the town alone or the street, a comma and the town: never a span that cuts a word.
        expect([t, `${s}, ${t}`, s.replace(/^\d+ /, '') + `, ${t}`]).toContain(place);
      }
    }));
  });
});
