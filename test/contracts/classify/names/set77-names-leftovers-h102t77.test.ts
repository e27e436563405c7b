/**
 * Issue 18, h102t77 (set 77's leftovers; sentences and names written for this test): signers after a blank signed over
 * ("The Grower: ______ by Aa Bb, Farm Manager, and Cc Dd, Treasurer"), a register of societies' label and its hyphened
 * number (no body, no place, no Number), a team's row "Aa Bb, research assistant", a town and its district named by a
 * compass point ("Tanji, Kombo South": C48), an event's name opening with a place ("Bequia Boat Day": no place).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orgs, persons, places } from '../found-names.js';
import { attributesOf } from '../helpers.js';

describe('signers after a blank signed over', () => {
  it('reads the signer after "____ by", and a second one after ", and"', () => {
    expect(persons('The Grower: ____________ by Miriam Katz, General Manager, and Oded Peretz, Finance Officer')).toEqual(['Miriam Katz', 'Oded Peretz']);
    expect(persons('The Contractor: ____________ by Eitan Shavit, Director')).toEqual(['Eitan Shavit']);
    expect(persons('The Moshav: __________ by Noa Levi')).toEqual(['Noa Levi']);
  });
  it('reads no person where the words after "by" are no person\'s name', () => {
    expect(persons('Paid on ____________ by Bank Transfer')).toEqual([]);
    expect(persons('Received on ____ by Harbour Freight Services')).toEqual([]);
    expect(persons('Checked ___ by the Supervisor')).toEqual([]);
  });
});

describe('a register of societies\' label and its number', () => {
  it('reads neither a body nor a Number in "Cooperative Society No. 57-004813"', () => {
    expect(attributesOf('Gvanim Orchards Ltd., Cooperative Society No. 57-004813, of Haifa')).toEqual(['Organization:Gvanim Orchards Ltd.', 'Location:Haifa']);
    expect(attributesOf('Harbour Rowing Club (Registered Society No. 31245R), of Avarua')).toEqual(['Organization:Harbour Rowing Club', 'Location:Avarua']);
    expect(attributesOf('Gvanim Orchards Ltd., Company No. 52-118734, of Haifa')).toEqual(['Organization:Gvanim Orchards Ltd.', 'Location:Haifa']);
  });
  it('keeps a society named in a clause and a short hyphened figure', () => {
    expect(orgs('The Tanji Cooperative Society shall deliver the crates.')).toEqual(['Tanji Cooperative Society']);
    expect(attributesOf('The Buyer orders 12-15 crates a week.')).toContain('Number:12-15');
  });
});

describe('a team\'s row: a name and the person\'s role in small letters', () => {
  it('reads the name as a Person', () => {
    expect(persons('Kenny Anjain, research assistant')).toEqual(['Kenny Anjain']);
    expect(persons('Mele Taufa, study nurse')).toEqual(['Mele Taufa']);
    expect(persons('Ana Reyes, field supervisor.')).toEqual(['Ana Reyes']);
  });
  it('reads no Person in common words or in a sentence that goes on', () => {
    expect(persons('Payment Terms, project manager')).toEqual([]);
    expect(persons('Fresh Fish, cleaned and gutted')).toEqual([]);
  });
});

describe('a listed town and its district named by a compass point (C48)', () => {
  it('reads the town and the district as one Location', () => {
    expect(places('The office is at the landing site at Tanji, Kombo South.')).toEqual(['Tanji, Kombo South']);
    expect(places('The depot is at Kotu, Kombo North, near the beach.')).toEqual(['Kotu, Kombo North']);
  });
  it('keeps the town alone before a compass point that opens a name, or one a capitalised word follows', () => {
    expect(places('The depot is in Leeds, West Yorkshire.')).toEqual(['Leeds']);
  });
});

describe('an event\'s name opening with a place', () => {
  it('names no place', () => {
    expect(places('2. "Bequia Boat Day" (calypso, 1983)')).toEqual([]);
    expect(places('The band plays at the Kololi Jazz Festival each April.')).toEqual([]);
  });
  it('keeps the place named alone or before other words', () => {
    expect(places('The band plays in Bequia each April.')).toEqual(['Bequia']);
    expect(places('The band sails from Bequia to Kingstown.')).toEqual(['Bequia', 'Kingstown']);
  });
  it('property: one or two capitalised words and an event\'s kind after a town name no place', () => {
    const word = fc.constantFrom('Boat', 'Jazz', 'Easter', 'Fishing', 'Harvest', 'Music');
    const kind = fc.constantFrom('Day', 'Festival', 'Regatta', 'Race', 'Carnival', 'Fair');
    fc.assert(fc.property(fc.array(word, { minLength: 1, maxLength: 2 }), kind, (words, k) => {
      expect(places(`They met at the Bequia ${words.join(' ')} ${k} last year.`)).toEqual([]);
    }), { numRuns: 40 });
  });
});
