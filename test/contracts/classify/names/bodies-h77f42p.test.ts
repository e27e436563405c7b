/**
 * Other parties' heads and bounds (facts set 42's causes 9–13, h77f42p): a Nordic bank fused in one word; Danish,
 * Greenlandic and Swedish municipalities and Danish state institutes after their words; French "Union des", "Association
 * des", "Société Nationale", and a French body's "pour" and its listed fields; a bank named in a founder's possessive; a
 * court's department after its comma. Sentences written for the rules, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { partyNames } from '../facts-readers.js';

const sorted = (xs: string[]) => [...xs].sort();
const HEAD = ['EXCURSION AGREEMENT', 'This agreement is made between Fjeld Tours ApS ("the Operator") and Nordlys Rejser A/S ("the Agent").'];
const others = (...lines: string[]) => sorted(partyNames(...HEAD, ...lines).filter((n) => n !== 'FJELD TOURS' && n !== 'NORDLYS REJSER'));

describe('Nordic banks and bodies (h77f42p)', () => {
  it('a bank fused in one word, near a banking word', () => {
    expect(others('1. The Agent pays by transfer to the Operator\'s account with Handelsbanken.')).toEqual(['HANDELSBANKEN']);
    expect(others('1. The Agent pays by transfer to the Operator\'s account at BankNordik.')).toEqual(['BANKNORDIK']);
  });
  it('municipalities and institutes after their words', () => {
    expect(others('1. The Operator holds the permits of Qeqqata Kommunia and Aarhus Kommune.')).toEqual(['AARHUS KOMMUNE', 'QEQQATA KOMMUNIA']);
    expect(others('1. The Operator follows the forecasts of Danmarks Meteorologiske Institut.')).toEqual(['DANMARKS METEOROLOGISKE INSTITUT']);
  });
  it('near misses: a thing fused with "Bank", the word alone, no banking near', () => {
    expect(others('1. The Operator\'s PowerBank account is closed.')).toEqual([]);
    expect(others('1. The Kommune issues the permits.')).toEqual([]);
    expect(others('1. The Operator visits BankNordik on the tour.')).toEqual([]);
  });
});

describe('French unions, associations and national companies (h77f42p)', () => {
  it('"Union des", "Association des", "Société Nationale d\'", and "pour" with the listed fields', () => {
    expect(others('1. The Agent is a member of the Union des Coopératives de Ouahigouya.')).toEqual(['UNION DES COOPÉRATIVES DE OUAHIGOUYA']);
    expect(others('1. The drivers belong to the Association des Chauffeurs de Goma.')).toEqual(['ASSOCIATION DES CHAUFFEURS DE GOMA']);
    expect(others('1. The vehicles are insured with the Société Nationale d\'Assurances.')).toEqual(['SOCIÉTÉ NATIONALE D\'ASSURANCES']);
    expect(others('1. Samples are tested by the Institut de Recherche pour le Développement.')).toEqual(['INSTITUT DE RECHERCHE POUR LE DÉVELOPPEMENT']);
    expect(others('1. Samples are tested by the Office National pour l\'Eau, la Forêt et l\'Environnement.')).toEqual(['OFFICE NATIONAL POUR L\'EAU, LA FORÊT ET L\'ENVIRONNEMENT']);
  });
  it('near misses: "Union" or "Association" with English words, "Société Anonyme", a comma and an article with no "et" after', () => {
    expect(others('1. The Union shall be informed by the Association.')).toEqual([]);
    expect(others('1. Each party is a Société Anonyme under French law.')).toEqual([]);
    const banque = others('1. Payments go to the Banque de France, la Banque shall confirm.');
    expect(banque).toContain('BANQUE DE FRANCE');
    expect(banque.filter((n) => n.includes(', LA'))).toEqual([]);
  });
});

describe('a bank named in a founder\'s possessive, and a court\'s department (h77f42p)', () => {
  it('"Merchant\'s Savings Bank" keeps its possessive word; a court\'s department after its comma is the court\'s', () => {
    expect(others('1. The Agent pays into the Operator\'s account with the Merchant\'s Savings Bank.')).toEqual(['MERCHANT\'S SAVINGS BANK']);
    expect(others('1. The Municipal Court of Zagreb, Department for Commercial Matters, has jurisdiction.')).toEqual(['MUNICIPAL COURT OF ZAGREB']);
  });
  it('near misses: a party\'s or a place\'s possessive is no part of a bank; a department not after a court is a body', () => {
    expect(others('1. The Agent pays into the Operator\'s Savings Bank account.')).not.toContain('OPERATOR\'S SAVINGS BANK');
    expect(others('1. Ghana\'s Central Bank sets the exchange rate.')).not.toContain('GHANA\'S CENTRAL BANK');
    expect(others('1. Permits are issued by the Department for Commercial Matters of the Ministry.')).toEqual(['DEPARTMENT FOR COMMERCIAL MATTERS OF THE MINISTRY']);
  });
});
