/**
 * Bodies and non-bodies of facts set 40's causes 8–12 (h75f40p), with sentences written for each rule, none from a set:
 * Spanish and Portuguese bodies headed "Empresa", "Fundo", "Fondo" and insurers headed "Seguros"; Faroese and Icelandic
 * banks and insurers; the ʻokina inside a name; a Dutch foundation named "Stichting voor …"; and what is none: the Dutch
 * "d.d." before a date, a vessel's district letters before its number, a register's keeper before a party's number.
 */
import { describe, expect, it } from 'vitest';
import { orgs } from '../found-names.js';
import { partyNames } from '../facts-readers.js';

describe('Spanish and Portuguese bodies headed first (h75f40p)', () => {
  it('a public company, a fund, an insurer by its own word', () => {
    expect(orgs('The Carrier insures the cargo with the Empresa Nacional de Seguros e Resseguros de Angola.')).toEqual(['Empresa Nacional de Seguros e Resseguros de Angola']);
    expect(orgs('The project is financed by the Fundo de Apoio ao Desenvolvimento Comunitário (FADC).')).toContain('Fundo de Apoio ao Desenvolvimento Comunitário');
    expect(orgs('Half the cost is met by the Fondo de Apoyo al Desarrollo Rural of the province.')).toEqual(['Fondo de Apoyo al Desarrollo Rural']);
    expect(orgs('The Contractor keeps its liability policy with Seguros Bolívar in force.')).toEqual(['Seguros Bolívar']);
    expect(orgs('The Contractor keeps its liability policy with Seguros La Equidad in force.')).toEqual(['Seguros La Equidad']);
  });
  it('near misses: a head alone, or before words that are common English, names none', () => {
    expect(orgs('The Empresa shall deliver the goods.')).toEqual([]);
    expect(orgs('Premiums are listed under Seguros Policy in the annex.')).toEqual([]);
    expect(orgs('The Fundo pays nothing.')).toEqual([]);
  });
});

describe('Faroese and Icelandic banks and insurers (h75f40p)', () => {
  it('"Banki", "Sparikassi" after the name, an insurer\'s compound before its place', () => {
    expect(orgs('Payments are made to the Owner\'s account with Føroya Banki.')).toEqual(['Føroya Banki']);
    expect(orgs('Payments are made to the Owner\'s account with Suðuroyar Sparikassi.')).toEqual(['Suðuroyar Sparikassi']);
    expect(orgs('The Yard insures the hull with Tryggingarfelagið Norðurlond.')).toEqual(['Tryggingarfelagið Norðurlond']);
    expect(orgs('The Seller insures the goods with Forsikringsselskabet Codan.')).toEqual(['Forsikringsselskabet Codan']);
  });
  it('near miss: the word alone names none', () => {
    expect(orgs('The Banki and the Sparikassi are closed on Sundays.')).toEqual([]);
  });
});

describe('the ʻokina is a letter of a name (h75f40p)', () => {
  it('a body whose qualifier holds it is read whole', () => {
    expect(orgs('Disputes are mediated through the Mauʻi Community Mediation Center before suit.')).toEqual(['Mauʻi Community Mediation Center']);
    expect(orgs('The Grower banks with the Hawaiʻi Farmers Credit Union.')).toEqual(['Hawaiʻi Farmers Credit Union']);
    expect(orgs('The Grower banks with the Hawaii Farmers Credit Union.')).toEqual(['Hawaii Farmers Credit Union']);
  });
});

describe('a Dutch foundation named for its purpose (h75f40p)', () => {
  it('"Stichting voor …" and "Stichting tot …" keep their head; "Stichting <Name>" its name after the form', () => {
    expect(orgs('The timber carries a certificate of the Stichting voor Houtkeuring Nederland.')).toEqual(['Stichting voor Houtkeuring Nederland']);
    expect(orgs('The grant comes from the Stichting tot Behoud van het Tropisch Regenwoud.')).toEqual(['Stichting tot Behoud van het Tropisch Regenwoud']);
    expect(partyNames('SERVICES CONTRACT', 'The Contractor donates to Stichting Groene Haven each year.')).toEqual(['GROENE HAVEN']);
  });
  it('near miss: "Stichting voor" before small letters names none', () => {
    expect(orgs('The Stichting voor de jeugd is a charity.')).toEqual([]);
  });
});

describe('no body: "d.d." before a date, district letters before a number, a register\'s keeper (h75f40p)', () => {
  it('the Dutch "d.d." of a signing line and a fishing vessel\'s number name no company', () => {
    expect(partyNames('FISH SUPPLY AGREEMENT', 'Thus agreed and signed in duplicate at Nieuw Amsterdam, d.d. 2 May 2031.', 'Signed at Albina d.d. 4 May 2031.')).toEqual([]);
    expect(partyNames('SLIPWAY AGREEMENT', 'The Yard hauls the trawler Nordstjernan VA 214 and the Owner\'s vessel Havfrúgvin KG 77 each spring.')).toEqual([]);
  });
  it('near misses: the same forms after a name are companies', () => {
    expect(orgs('The Supplier banks with Jadranska Banka d.d. and insures with Croatia Osiguranje d.d., Zagreb.')).toEqual(['Jadranska Banka d.d.', 'Croatia Osiguranje d.d.']);
    expect(orgs('The Supplier buys its pumps from Weber Pumpen KG and its valves from Alpen Ventile AG, 2 units a month.')).toEqual(['Weber Pumpen KG', 'Alpen Ventile AG']);
  });
  it('"registered in the trade register of the Chamber … under number" names no party; the chamber named otherwise stays', () => {
    const slots = (entry: string, clause: string) => ['SUPPLY AGREEMENT', 'BETWEEN:',
      `Visserij Coronie N.V., ${entry}, represented by its director Mr. Roy Kalloe (the "Supplier"), and`,
      'Hotel Torarica N.V., of Paramaribo, represented by its manager Mrs. Ine Tjon (the "Buyer").', clause];
    expect(partyNames(...slots('registered in the trade register of the Chamber of Commerce and Industry under number 30115', '1. The Buyer pays the Supplier SRD 40,00 per kilogram.')).sort())
      .toEqual(['HOTEL TORARICA', 'VISSERIJ CORONIE']);
    expect(partyNames(...slots('of Paramaribo', '1. The Supplier keeps its entry in the trade register of the Chamber of Commerce and Industry at the Buyer\'s disposal.')).sort())
      .toEqual(['CHAMBER OF COMMERCE AND INDUSTRY', 'HOTEL TORARICA', 'VISSERIJ CORONIE']);
  });
});
