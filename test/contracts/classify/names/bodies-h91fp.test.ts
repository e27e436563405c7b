/**
 * Other parties of facts set 52 (issue 18, h91fp, causes 3 and 7–10): a body's legal form in brackets after its name
 * (names.ts), a public service named with its town after "of" (public-bodies-by-field.ts), an English cooperative and a
 * weed district as heads (gazetteer.ts INSTITUTION_HEADS, institution-guards.ts), a dangerous good's UN number
 * (listed-bodies.ts) and a document a State issues after its country (region-ending-bodies.ts). Sentences written for the
 * rules, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { orgs } from '../found-names.js';

describe('a legal form in brackets after a body\'s name is no body of its own', () => {
  it('Japanese, Australian and other forms written out in brackets', () => {
    expect(orgs('Hidaka Horse Breeders Association (General Incorporated Association) runs the stud book.')).toEqual(['Hidaka Horse Breeders Association']);
    expect(orgs('The grant goes to the Kushiro Wetland Trust Society (Public Interest Incorporated Foundation) each year.')).toEqual(['Kushiro Wetland Trust Society']);
    expect(orgs('Riverina Pony Club Association (Incorporated Association) hires the arena.')).toEqual(['Riverina Pony Club Association']);
    expect(orgs('The Glen Valley Housing Society (Registered Society) lets the flat.')).toEqual(['Glen Valley Housing Society']);
  });
  it('near misses: a body named in brackets after a name stays a body', () => {
    expect(orgs('The Seller (a member of the Tokyo Fishmongers Association) packs the fish.')).toEqual(['Tokyo Fishmongers Association']);
    expect(orgs('Complaints go to the regulator (Fair Trading Commission) first.')).toEqual(['Fair Trading Commission']);
  });
});

describe('a public service named with its town after "of"', () => {
  it('a municipal or a field\'s service, the town after "of" part of the name', () => {
    expect(orgs('The caterer admits the inspectors of the Municipal Hygiene Service of Korhogo at any time.')).toEqual(['Municipal Hygiene Service of Korhogo']);
    expect(orgs('Each load is checked by the Municipal Water Service of Grand-Bassam, which keeps the records.')).toEqual(['Municipal Water Service of Grand-Bassam']);
    expect(orgs('The certificate is issued by the Kenya Veterinary Service of Nakuru.')).toEqual(['Kenya Veterinary Service of Nakuru']);
  });
  it('near misses: a month, a party\'s role, a longer name after the town', () => {
    expect(orgs('See the report of the Municipal Hygiene Service of March 2038.')).toEqual(['Municipal Hygiene Service']);
    expect(orgs('The visit of the Municipal Hygiene Service of Customer is paid by the Supplier.')).toEqual(['Municipal Hygiene Service']);
  });
});

describe('an English cooperative and a weed district as a body\'s head', () => {
  it('a cooperative named by its place and its trade', () => {
    expect(orgs('The Member pays by debit from his account at the Shihoro Town Dairy Cooperative (JA Shihoro).')).toEqual(['Shihoro Town Dairy Cooperative']);
    expect(orgs('The tea is weighed at the Kericho Tea Growers Co-operative before dispatch.')).toEqual(['Kericho Tea Growers Co-operative']);
  });
  it('near misses: the cooperative alone, one word of its kind, a longer name after it', () => {
    expect(orgs('The Cooperative shall collect the milk twice a day.')).toEqual([]);
    expect(orgs('The flat belongs to a Housing Cooperative under the rules.')).toEqual([]);
    expect(orgs('The Buyer visits the Memuro Farmers Cooperative Dairy Plant twice a year.')).toEqual([]);
  });
  it('a county\'s weed district, named with or without "Control"', () => {
    expect(orgs('The Contractor cleans his baler before entering the field, as the Gallatin County Weed District requires.')).toEqual(['Gallatin County Weed District']);
    expect(orgs('Spraying follows the advice of the Sweet Grass County Weed Control District.')).toEqual(['Sweet Grass County Weed Control District']);
  });
});

describe('a dangerous good\'s UN number is no United Nations', () => {
  it('glued, after a blank or after "No."', () => {
    expect(orgs('Cargo: aviation fuel, 30,000 litres, UN1863, class 3.')).toEqual([]);
    expect(orgs('The drums hold UN 1830 sulphuric acid.')).toEqual([]);
    expect(orgs('Placard each tank with UN No. 1203 on both sides.')).toEqual([]);
  });
  it('near misses: the United Nations by its initials, and before a year after "the"', () => {
    expect(orgs('The parties follow the sanctions lists of the UN and the EU.')).toEqual(['UN', 'EU']);
    expect(orgs('The project serves the UN 2030 Agenda for Sustainable Development.')).toEqual(['UN']);
  });
});

describe('a document a State issues, named after its country, is no body', () => {
  it('a capitalised kind before the country and a permit or a visa after it', () => {
    expect(orgs('Renter\'s papers: Temporary Barbados driving permit No. B-22-018.')).toEqual([]);
    expect(orgs('The Worker holds a Visitor Jamaica work permit valid to June.')).toEqual([]);
  });
  it('near miss: a body named by its country before a verb stays a body', () => {
    expect(orgs('The works are inspected by Historic Environment Scotland on request.')).toEqual(['Historic Environment Scotland']);
  });
});
