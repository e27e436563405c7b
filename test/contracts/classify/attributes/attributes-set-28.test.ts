/**
 * Attributes after the twenty-eighth set (issue 18, h25s28a): a range written "between X and Y" gives its two bounds,
 * figures or shares, as a range written "X to Y" does; a register number in digit groups after "organisation number",
 * "VAT number" or a register's "under number" is an identifier, no Number. Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { expectReads } from '../cue-tables.js';
import { attributesOf } from '../helpers.js';

describe('attributes: set 28', () => {
  it('Number: "between X and Y" is two Numbers, as "X to Y" is', () => {
    expectReads(attributesOf, [
      ['The cold room is kept between 2 and 6 degrees Celsius.', ['Number:2', 'Number:6']],
      ['Each pallet shall weigh between 1,200 and 1,450 kilograms.', ['Number:1,200', 'Number:1,450']],
      ['The sheet must be between 0.45 and 0.55 millimetres thick.', ['Number:0.45', 'Number:0.55']],
      // "and" joins two figures only after "between": a list of two counts stays two counts.
      ['The Tenant may keep 3 cats and 2 dogs.', ['Number:3', 'Number:2']],
    ]);
  });

  it('Percentage: "between X% and Y%" is two Percentages', () => {
    expect(attributesOf('The grain must hold between 12% and 14.5% moisture at intake.')).toEqual(['Percentage:12%', 'Percentage:14.5%']);
    expect(attributesOf('The fee rises by 5% on each anniversary.')).toEqual(['Percentage:5%']);
  });

  it('Number: a register number in digit groups after its label is no quantity', () => {
    expectReads(attributesOf, [
      ['Nordlys Timber Ltd, organisation number 987 654 321, shall deliver the logs.', ['Organization:Nordlys Timber Ltd']],
      ['registered at the trade register under number 402 118 773', []],
      ['Its VAT number 123 456 789 appears on every invoice.', []],
      // A quantity in digit groups with no register's label stays one.
      ['The Buyer shall take 250 000 tonnes in the first year.', ['Number:250 000']],
    ]);
  });
});

describe('attributes: set 28, bodies (C25)', () => {
  it('Organization: "People\'s" is a word of a body\'s name, no owner before it', () => {
    expectReads(attributesOf, [
      ['Any dispute goes to the Intermediate People\'s Court of Shenzhen.', ['Organization:Intermediate People\'s Court of Shenzhen']],
      ['The rate is the one published by the People\'s Bank of China.', ['Organization:People\'s Bank of China']],
      // An owner's possessive still stands outside the name.
      ['The Customer shall comply with Customer\'s Regulatory Authority rules.', ['Organization:Regulatory Authority']],
    ]);
  });

  it('Organization: a named court, with the place in its name, is one Organization and no Location', () => {
    expectReads(attributesOf, [
      ['Disputes shall be settled by the Trondheim District Court.', ['Organization:Trondheim District Court']],
      ['Any dispute shall be decided by the Court of Treviso.', ['Organization:Court of Treviso']],
      ['The pesticides are licensed by the Oregon Department of Agriculture.', ['Organization:Oregon Department of Agriculture']],
    ]);
  });
});

describe('attributes: set 28, places read from their position', () => {
  it('Location: a town after "near", a municipality\'s or commune\'s name, the place of making before its date', () => {
    expectReads(attributesOf, [
      ['The show is held on a farm near Keswick in July.', ['Location:Keswick']],
      ['the cabin known as Baita Alta, in the municipality of Agordo (the "Cabin");', ['Location:Agordo']],
      ['Made in Treviso on 3 May 2027, in two originals.', ['Location:Treviso', 'DateTime:3 May 2027', 'Number:two']],
      // "made in" before a currency names a payment, no place; "near" before small letters no town.
      ['Payments are made in Euros on 1 May.', ['DateTime:1 May']],
      ['Report every near miss to the site manager.', []],
    ]);
  });

  it('Location: a town before its country after a comma is one place with it (C27)', () => {
    expect(attributesOf('between Fjordlaks Ltd, organisation number 918 334 552, Stavanger, Norway ("Supplier") and Acme Ltd.'))
      .toEqual(['Organization:Fjordlaks Ltd', 'Location:Stavanger, Norway', 'Organization:Acme Ltd.']);
    // A list of countries stays a list.
    expect(attributesOf('The Territory is France, Belgium and Luxembourg.')).toEqual(['Location:France', 'Location:Belgium', 'Location:Luxembourg']);
  });
});

describe('attributes: set 28, Norway\'s "AS"', () => {
  it('Organization: a name in small letters ending in "AS", before a colon, a comma or a verb', () => {
    expectReads(attributesOf, [
      ['For Fjordlaks AS: Ingrid Berg, CEO', ['Organization:Fjordlaks AS', 'Person:Ingrid Berg']],
      ['Nordlys Fisk AS shall deliver the smolt.', ['Organization:Nordlys Fisk AS']],
      // An English "AS" in capitals, or after a word in small letters, names none.
      ['EXCEPT AS EXPRESSLY SET FORTH IN THIS AGREEMENT, NO WARRANTY IS GIVEN.', []],
      ['The Supplier shall act as agent.', []],
      // "AS IS" after a defined thing is a sale's disclaimer, no company (hrev17).
      ['The Buyer accepts the Goods AS IS and WHERE IS.', []],
      ['The Tenant takes the Premises AS-IS, with all faults.', []],
      ['Bergen Laks AS is the Supplier.', ['Organization:Bergen Laks AS']],
    ]);
  });
});
