/**
 * Bodies' names cut at a plural's possessive or at a place's inner "of" (facts set 45's cause 5, h80f45p): "<Place>
 * Fishermen's Cooperative Society" and "Horn of Africa … Institute"; a bank's initials fused with "Bank" (cause 10); an
 * atoll's "Local Government" (cause 11); a form written out in brackets after the name (cause 12). Sentences written for the rules, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { orgs } from '../found-names.js';

describe("a plural's possessive names the members, no owner (h80f45p)", () => {
  it('"men", "Children" and "People" before "\'s" stay in the name', () => {
    expect(orgs("The boat belongs to the Hobyo Fishermen's Cooperative Society, a registered body.")).toEqual(["Hobyo Fishermen's Cooperative Society"]);
    expect(orgs("The stalls are let to the Garowe Women's Association for the season.")).toEqual(["Garowe Women's Association"]);
    expect(orgs("Proceeds go to the Kisumu Children's Welfare Society each year.")).toEqual(["Kisumu Children's Welfare Society"]);
    expect(orgs("The Port Loko Seamen's Union shall be informed.")).toEqual(["Port Loko Seamen's Union"]);
  });
  it("near misses: a singular owner stays out of the body's name", () => {
    expect(orgs("The Customer's Regulatory Authorities may inspect the site.")).toEqual(['Regulatory Authorities']);
    expect(orgs("The Chairman's Advisory Council meets monthly.")).toEqual(['Advisory Council']);
    expect(orgs("The Supplier's Cooperative Society shall be informed.")).toEqual(['Cooperative Society']);
  });
});

describe('a region named "<feature> of <place>" opens the body\'s name (h80f45p)', () => {
  it('Horn, Gulf, Bay, Cape, Lake, Strait before "of"', () => {
    expect(orgs('Samples go to the Horn of Africa Marine Research Institute in Berbera.')).toEqual(['Horn of Africa Marine Research Institute']);
    expect(orgs('The survey is approved by the Gulf of Guinea Fisheries Commission.')).toEqual(['Gulf of Guinea Fisheries Commission']);
    expect(orgs('Permits are issued by the Bay of Plenty Regional Council.')).toEqual(['Bay of Plenty Regional Council']);
  });
  it('near misses: an office "of" a body keeps the body alone', () => {
    expect(orgs('Ms Ada Lee, Director of Somali Marine Research Institute, signs.')).toEqual(['Somali Marine Research Institute']);
  });
});

describe('a bank\'s initials fused with "Bank", its country after it (h80f45p)', () => {
  it('near a banking word', () => {
    expect(orgs('Pay to the account with UBABank Cameroon, Douala branch, account No. 4471.')).toEqual(['UBABank Cameroon']);
    expect(orgs('The deposit is paid by transfer to ECOBank.')).toEqual(['ECOBank']);
  });
  it('near misses: no banking word near, or initials fused with a common word', () => {
    expect(orgs('The UBABank logo is blue.')).toEqual([]);
  });
});

describe('a local government named by its place (h80f45p)', () => {
  it('"<Place> Atoll Local Government"', () => {
    expect(orgs('A permit from the Arno Atoll Local Government is needed.')).toEqual(['Arno Atoll Local Government']);
  });
  it('near misses: the words alone, an act named after them', () => {
    expect(orgs('The Local Government shall be told.')).toEqual([]);
    expect(orgs('Under the Local Government Act 1980 the council may act.')).toEqual([]);
  });
});

describe('a form written out in brackets after the name is no name of its own (h80f45p)', () => {
  it('"(Private Shareholding Company)", "(Public Shareholding Company)", "(Limited Liability Company)"', () => {
    expect(orgs('Al-Quds Coach Company (Private Shareholding Company), registered in Hebron, shall carry the group.')).toEqual(['Al-Quds Coach Company']);
    expect(orgs('Petra Tours Company (Public Shareholding Company) shall pay.')).toEqual(['Petra Tours Company']);
    expect(orgs('Zarqa Freight Company (Limited Liability Company) shall pay.')).toEqual(['Zarqa Freight Company']);
  });
  it('near miss: a company whose own name holds the words stays whole', () => {
    expect(orgs('The Shareholding Company Ltd shall pay.')).toEqual(['Shareholding Company Ltd']);
  });
});
