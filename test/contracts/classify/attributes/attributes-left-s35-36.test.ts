/**
 * What attribute reading left after sets 35–36 (issue 18, h29attr), with sentences written for these tests (none of the
 * sets'): a body's initials named in other elements, legal forms before and after a name, a public body's sub-body after
 * a comma and a US court's seat, and places read from their position (a town's clock, a region, a bearing, a witness's
 * town, a journey's end beside a listed place; none inside a statute's name).
 */
import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { attributesOf, elements } from '../helpers.js';

/** Each element's attributes of the given types, as `Type:text`. */
const namesOf = (...texts: string[]): string[][] =>
  classifyContract(elements(...texts)).elements.map((e, i) =>
    e.attributes.filter((a) => a.element === undefined && ['Organization', 'Location', 'Person'].includes(a.type)).map((a) => `${a.type}:${texts[i].slice(a.begin, a.end)}`));

describe("a body's initials in other elements", () => {
  it('initials matching a body named earlier are that body, alone or before a noun', () => {
    expect(namesOf(
      'The Seller shall hold a permit of the Veterinary Licensing Board at all times.',
      'If the VLB suspends the permit, the Seller shall tell the Buyer the same day.',
      'The Seller shall take part in a VLB audit when asked.',
    )).toEqual([['Organization:Veterinary Licensing Board'], ['Organization:VLB'], ['Organization:VLB']]);
  });
  it('small words are skipped and a bracket defines an abbreviation, itself the body named again (C92)', () => {
    expect(namesOf(
      'Drivers are listed on the register of the Road and Freight Standards Agency (RFSA).',
      'The RFSA may remove a driver from the register.',
    )).toEqual([['Organization:Road and Freight Standards Agency', 'Organization:RFSA'], ['Organization:RFSA']]);
  });
  it('not before the body is named, not inside a reference, not a defined term', () => {
    expect(namesOf(
      'The work follows VLB Stages 1 to 3.',
      'The Veterinary Licensing Board issued permit VLB/2027/14.',
      '"RWIA" means the Regional Water Inspection Authority.',
      'The RWIA may inspect the site.',
    )).toEqual([[], ['Organization:Veterinary Licensing Board'], ['Organization:Regional Water Inspection Authority'], []]);
  });
  it("a party's abbreviation is the party's name, no Organization (C33)", () => {
    const texts = [
      'This Agreement is made between Kestrel Harbour Logistics Limited ("KHL") and Brightwater Fisheries Ltd (the "Buyer").',
      'KHL shall deliver the catch daily.',
    ];
    expect(namesOf(...texts)[1]).toEqual([]);
  });
});

describe('legal forms before and after the name', () => {
  it('a Baltic form and its quoted name are one Organization, form and quotes included', () => {
    expect(attributesOf('Payment goes to UAB "Nemuno gintaras", company code 123456789.')).toContain('Organization:UAB "Nemuno gintaras"');
    expect(attributesOf('The Seller (AB "Rytu prekyba") pays the fee.')).toContain('Organization:AB "Rytu prekyba"');
  });
  it('a form before an unquoted name opens the Organization; a sentence\'s stop is no part of it', () => {
    expect(attributesOf('The vessel is insured with SIA Daugavas Apdrosinasana and OOO Romashka.'))
      .toEqual(['Organization:SIA Daugavas Apdrosinasana', 'Organization:OOO Romashka']);
    expect(attributesOf('The keys are held by Stichting Groene Haven, a foundation.')).toContain('Organization:Stichting Groene Haven');
  });
  it('a party keeps its name without the form before it', () => {
    const out = classifyContract(elements('This Agreement is made between UAB "Nemuno gintaras" (the "Seller") and Stichting Groene Haven (the "Buyer").'));
    expect(out.parties.map((p) => p.party)).toEqual(['NEMUNO GINTARAS', 'GROENE HAVEN']);
  });
  it('"e.V." and "j.d.o.o." after the name end an Organization', () => {
    expect(attributesOf('Signed for Wandervogel Verein e.V. and for Kamenolom Brač j.d.o.o. today.'))
      .toEqual(['Organization:Wandervogel Verein e.V.', 'Organization:Kamenolom Brač j.d.o.o.']);
  });
});

describe("a public body's sub-body and a court's seat", () => {
  it('a division or a government after a comma is part of the department', () => {
    expect(attributesOf('Each boiler must pass the inspection of the Idaho Department of Labor, Division of Boiler Safety, before use.'))
      .toEqual(['Organization:Idaho Department of Labor, Division of Boiler Safety']);
    expect(attributesOf('The agency is licensed by the Department of Fisheries, Government of Tonga.'))
      .toEqual(['Organization:Department of Fisheries, Government of Tonga']);
  });
  it("a bank's department after a comma is none of its name; a government alone stays one", () => {
    expect(attributesOf('Acme Bank, Department of Marketing replies.')).toEqual(['Organization:Acme Bank', 'Organization:Department of Marketing']);
    expect(attributesOf('The Government of Tonga may inspect.')).toEqual(['Organization:Government of Tonga']);
  });
  it('"in and for" a county is the court\'s seat', () => {
    expect(attributesOf('Venue lies in the County Court in and for Alachua County.')).toEqual(['Organization:County Court in and for Alachua County']);
    expect(attributesOf('Venue lies in the Superior Court in and for the County of Marin.')).toEqual(['Organization:Superior Court in and for the County of Marin']);
  });
});

describe('places by position', () => {
  it("a town's clock, not a country's adjective nor a common word", () => {
    expect(attributesOf('A notice sent after 17:00 Erdenet time is received the next day.')).toEqual(['DateTime:17:00', 'Location:Erdenet']);
    expect(attributesOf('Calls are taken until 6:00 p.m. Argentine time.')).not.toContainEqual(expect.stringMatching(/^Location/));
    expect(attributesOf('Calls are taken until 09:00 Local time.')).not.toContainEqual(expect.stringMatching(/^Location/));
  });
  it('a region in small letters and a bearing from a town', () => {
    expect(attributesOf('The Operator runs tours in the Kootenay region and in the Service area.')).toEqual(['Location:Kootenay']);
    expect(attributesOf('The cabin stands north of Fort Simpson.')).toEqual(['Location:Fort Simpson']);
  });
  it("a witness's town closing the witness line, not a post", () => {
    expect(attributesOf('Witness: Pemba Dorje Sherpa, Pokhara')).toEqual(['Person:Pemba Dorje Sherpa', 'Location:Pokhara']);
    expect(attributesOf('Witness: Aa Bb, Solicitor')).not.toContainEqual(expect.stringMatching(/^Location/));
  });
  it("a journey's end beside a listed place; two unlisted words are none", () => {
    expect(attributesOf('Goods are carried by road from Erdenet to Beijing.')).toEqual(['Location:Erdenet', 'Location:Beijing']);
    expect(attributesOf('Deliveries run from Stock to Dispatch.')).toEqual([]);
  });
  it("a place bracketed inside a statute's name is the statute's", () => {
    expect(attributesOf('The permit is issued under the Crown Lands (Nunavik) Act.')).not.toContainEqual(expect.stringMatching(/^Location/));
  });
});
