/** Attributes the sixth blind set showed (issue 18, h18b); sentences written for these tests. */
import { describe, expect, it } from 'vitest';
import { expectReads } from '../cue-tables.js';
import { attributesOf } from '../helpers.js';

describe('attributes: legal forms and bodies of other jurisdictions', () => {
  it('"(Pty) Ltd", "CLG" and "DAC" end a company name', () => {
    expectReads(attributesOf, [
      ['Blue Crane Leasing (Pty) Ltd is the lessor.', ['Organization:Blue Crane Leasing (Pty) Ltd']],
      ['The owners in Harbour Court Residents CLG may attend.', ['Organization:Harbour Court Residents CLG']],
      ['Fionn Aviation Leasing DAC shall pay the rent.', ['Organization:Fionn Aviation Leasing DAC']],
    ]);
  });

  it('a regulator, a chamber of commerce, an ombudsman and a revenue service are bodies; a product "Service" is not', () => {
    expectReads(attributesOf, [
      ['Complaints go to the Energy Regulator first.', ['Organization:Energy Regulator']],
      ['The Dublin Chamber of Commerce appoints the expert.', ['Organization:Dublin Chamber of Commerce']],
      ['The Kenya Revenue Service may inspect the books.', ['Organization:Kenya Revenue Service']],
      ['The Hosting Service is available all day.', []],
    ]);
  });
});

describe('attributes: commercial cities beyond Europe, North America and India', () => {
  it('Nairobi, Johannesburg, Lagos, São Paulo and Kuala Lumpur are places', () => {
    expect(attributesOf('Hearings are held in Nairobi or Johannesburg.')).toEqual(['Location:Nairobi', 'Location:Johannesburg']);
    expect(attributesOf('The goods ship from Lagos to São Paulo via Kuala Lumpur.')).toEqual(['Location:Lagos', 'Location:São Paulo', 'Location:Kuala Lumpur']);
  });
});

describe('attributes: a person in a numbered party slot', () => {
  it('"between (1) Name of 4 Mill Lane" names a Person; the party number is no part of the name', () => {
    const text = 'THIS DEED is dated 2 June 2026 between (1) Priya Raman of 4 Mill Lane, Leeds LS6 2AB ("the Vendor") and (2) Calder Foods Limited ("the Purchaser").';
    expect(attributesOf(text)).toEqual(['DateTime:2 June 2026', 'Person:Priya Raman', 'Location:4 Mill Lane, Leeds LS6 2AB', 'Organization:Calder Foods Limited']);
  });
});
