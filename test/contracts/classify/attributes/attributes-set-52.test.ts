import { describe, expect, it } from 'vitest';
import { attributesOf } from '../helpers.js';

describe('a town named as its own state, and a capital named with "City" (C48, issue 18, h59n52)', () => {
  it('"a company of New York, New York" is one Location, as "of Boston, Massachusetts" is', () => {
    expect(attributesOf('Hartwell Auctions LLC of New York, New York ("Auctioneer") sells the lots.')).toEqual(['Organization:Hartwell Auctions LLC', 'Location:New York, New York']);
    expect(attributesOf('The Buyer moved from New York, New York to Boston.')).toEqual(['Location:New York, New York', 'Location:Boston']);
  });
  it('near misses: the polity\'s own "of" and a list of states are no town', () => {
    expect(attributesOf('This Agreement is governed by the laws of the State of New York, New York.')).toEqual(['Location:State of New York', 'Location:New York']);
    expect(attributesOf('The Distributor may sell in the States of California, Oregon and Washington.')).toEqual(['Location:California', 'Location:Oregon', 'Location:Washington']);
  });
  it('"the courts of Luxembourg City" name the city, not the country', () => {
    expect(attributesOf('The courts of Luxembourg City have exclusive jurisdiction.')).toEqual(['Location:Luxembourg City']);
    expect(attributesOf('The Fund is incorporated in Luxembourg.')).toEqual(['Location:Luxembourg']);
  });
});

describe('a French-named commission is one Organization (C25, issue 18, h59n52)', () => {
  it('"Commission de Surveillance du Secteur Financier", "Commission des Sanctions"', () => {
    expect(attributesOf('The Fund is supervised by the Commission de Surveillance du Secteur Financier.')).toEqual(['Organization:Commission de Surveillance du Secteur Financier']);
    expect(attributesOf('The Agent shall comply with the decisions of the Commission des Sanctions.')).toEqual(['Organization:Commission des Sanctions']);
  });
  it('near misses: an English commission of money and "de minimis" name no body', () => {
    expect(attributesOf('The Commission de minimis threshold applies.')).toEqual([]);
    expect(attributesOf('The Commission Payable to the Agent is due monthly.')).toEqual(['Duration:monthly']);
  });
});

describe('the SICAV, SICAF and ICAV forms name an Organization (issue 18, h59n52)', () => {
  it('"Meridian Beta SICAV", "Liffey Global Equity ICAV"', () => {
    expect(attributesOf('The shares of Meridian Beta SICAV are listed.')).toEqual(['Organization:Meridian Beta SICAV']);
    expect(attributesOf('The shares of Liffey Global Equity ICAV are listed.')).toEqual(['Organization:Liffey Global Equity ICAV']);
  });
});

describe('Polish cities written without their accents (gazetteer, issue 18, h59n52)', () => {
  it('"Sp. z o.o. in Krakow", "stored in Wroclaw" as "Gdansk" beside "Gdańsk"', () => {
    expect(attributesOf('The Administrator may engage its affiliate Wisla Data Sp. z o.o. in Krakow as a sub-processor.')).toEqual(['Organization:Wisla Data Sp. z o.o.', 'Location:Krakow']);
    expect(attributesOf('The data is stored in Wroclaw.')).toEqual(['Location:Wroclaw']);
  });
});
