/**
 * Bodies and non-bodies of facts set 39's causes 5–8 (h73f39n), with sentences written for each rule, none from a set:
 * a Slavic bank's seat before its form ("Privredna banka Zagreb d.d."), a state's inspection named by its public fields,
 * a trade's syndicate, a Spanish secretariat; an Incoterm "FCA" before its place and the Incoterms after it, and a
 * court's "Judicial Department", which are none.
 */
import { describe, expect, it } from 'vitest';
import { orgs } from '../found-names.js';

describe('a bank with its seat before its form (h73f39n)', () => {
  it('the seat is the bank name\'s, no company of its own', () => {
    expect(orgs('Payments go to the account with Jadranska banka Šibenik d.d., IBAN HR12 3456.')).toEqual(['Jadranska banka Šibenik d.d.']);
    expect(orgs('Payments go to the account with Istarska banka d.d. in Pula.')).toEqual(['Istarska banka d.d.']);
  });
  it('near miss: words that are no bank before a seat and a form leave the company alone', () => {
    expect(orgs('Seedlings come from tomato growers Agro Split d.d. every spring.')).toEqual(['Agro Split d.d.']);
  });
});

describe('a state inspection, a trade syndicate, a secretariat (h73f39n)', () => {
  it('bodies', () => {
    expect(orgs('Each lot is checked by the State Veterinary and Phytosanitary Inspection before export.')).toEqual(['State Veterinary and Phytosanitary Inspection']);
    expect(orgs('The cellar meets the standards that the Agricultural and Food Quality Inspection sets.')).toEqual(['Agricultural and Food Quality Inspection']);
    expect(orgs('The raisins are graded under the rules of the National Raisin Syndicate.')).toEqual(['National Raisin Syndicate']);
    expect(orgs('The sugar is sold through the Fiji Sugar Syndicate each season.')).toEqual(['Fiji Sugar Syndicate']);
    expect(orgs('Samples are tested by the Secretariado Nacional de la Fruta at Salto.')).toEqual(['Secretariado Nacional de la Fruta']);
  });
  it('near misses: a check of the goods, a lenders\' syndicate', () => {
    expect(orgs('Goods that fail the Final Quality Inspection are rejected.')).toEqual([]);
    expect(orgs('The Pre-Shipment Inspection takes place at the Seller\'s warehouse.')).toEqual([]);
    expect(orgs('The Buyer may attend the Inspection of the Goods.')).toEqual([]);
    expect(orgs('Each bank of the Lending Syndicate signs the facility.')).toEqual([]);
    expect(orgs('The Agent acts for the Syndicate of Lenders.')).toEqual([]);
  });
});

describe('an Incoterm, a judicial department (h73f39n)', () => {
  it('"FCA <place>" with the Incoterms after it, or after the price, is no regulator', () => {
    expect(orgs('All prices are FCA Almaty Airport (Incoterms 2020).')).not.toContain('FCA');
    expect(orgs('Prices are FCA Osh, packed for air freight.')).not.toContain('FCA');
  });
  it('near miss: the regulator after an article or "by" stays a body', () => {
    expect(orgs('The Adviser is authorised by the FCA under the Incoterms-free rules.')).toContain('FCA');
    expect(orgs('The Adviser is regulated by the FCA.')).toEqual(['FCA']);
  });
  it('a court\'s judicial department is no body; a department of its field is one', () => {
    expect(orgs('The parties submit to the ordinary courts of the Judicial Department of Azul.')).toEqual([]);
    expect(orgs('Disputes go to the Departamento Judicial de Mercedes.')).toEqual([]);
    expect(orgs('The licence is issued by the Department of Justice.')).toEqual(['Department of Justice']);
  });
});
