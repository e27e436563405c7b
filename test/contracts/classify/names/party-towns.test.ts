/**
 * A party's town after "of", before the party's alias (party-towns.ts; C48 as it reads "… Limited of Leeds"; issue 18,
 * h56attr). Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { attributesOf } from '../helpers.js';

describe('a town after a person\'s name and "of", before the alias', () => {
  it('reads the town the gazetteer lacks', () => {
    expect(attributesOf('This lease is made between Orchard Homes Limited of Worcester (the "Landlord") and Ruth Allen and Peter Allen of Tenbury (together the "Tenant").'))
      .toEqual(['Organization:Orchard Homes Limited', 'Location:Worcester', 'Person:Ruth Allen', 'Person:Peter Allen', 'Location:Tenbury']);
    expect(attributesOf('Parties: Hemi Walker of Whakatane, freelance illustrator (the "Artist"), and Kauri Books Limited (the "Publisher").'))
      .toEqual(['Person:Hemi Walker', 'Location:Whakatane', 'Organization:Kauri Books Limited']);
  });
  it('reads it after a courtesy title and a name', () => {
    expect(attributesOf('This agreement is made between Mr. Joseph Okello of Kasese (the "Farmer") and Rwenzori Dairies Ltd (the "Buyer").'))
      .toContain('Location:Kasese');
  });
});

describe('a town after the comma that closes a party\'s description', () => {
  it('reads the town after a register number or a description', () => {
    expect(attributesOf('This agreement is made between Gishwati Treks Ltd, company code 100234567, of Rubavu ("GT"), and the Council.'))
      .toContain('Location:Rubavu');
    expect(attributesOf('The lessee is Elgon Growers Co-operative Society Limited, a society registered under the Co-operative Societies Act, of Sironko (the "Lessee").'))
      .toContain('Location:Sironko');
  });
});

describe('near misses: no town', () => {
  it('reads no town in a statute\'s bracketed words', () => {
    expect(attributesOf('Interest accrues under the Late Payment of Commercial Debts (Interest) Act 1998.')).toEqual(['Number:1998']);
    expect(attributesOf('The Transfer of Undertakings (Protection of Employment) Regulations 2006 apply.')).toEqual(['Number:2006']);
  });
  it('reads no town in a farm, a building, a common word or a thing of the document', () => {
    expect(attributesOf('Made between Hugh Penhallow of Trewithen Farm (the Landowner) and the Grazier.')).not.toContain('Location:Trewithen Farm');
    expect(attributesOf('The Authority, of Tyne House (the "Authority"), shall pay.')).not.toContain('Location:Tyne House');
    expect(attributesOf('The Statement of Work (the "SOW") governs the Services.')).toEqual([]);
    expect(attributesOf('Jane Brown of Counsel (the "Adviser") shall advise the Client.')).not.toContain('Location:Counsel');
  });
  it('reads no town without an alias after it', () => {
    expect(attributesOf('The report of Anna Kowalski of Tarnow shall be final.')).not.toContain('Location:Tarnow');
  });
});
