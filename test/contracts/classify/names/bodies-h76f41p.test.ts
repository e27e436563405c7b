/**
 * Other parties' heads and bounds (facts set 41's causes 9–12, h76f41p): a company or a club headed in French,
 * Portuguese or Spanish ("Compagnie … de Banque", "Companhia de …", "Automobile Club de Monaco"); an English motoring or
 * yacht club with its qualifiers; a bank named after founders joined by "&", with their possessive; a US state after
 * "Bank"; "Sendirian Berhad" dropped as "Sdn Bhd" is. Sentences written for the rules, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { partyNames } from '../facts-readers.js';

const sorted = (xs: string[]) => [...xs].sort();
const HEAD = ['HIRE AGREEMENT', 'This agreement is made between Harbour Yachts Ltd ("the Owner") and Sealine Events Ltd ("the Hirer").'];
const others = (...lines: string[]) => sorted(partyNames(...HEAD, ...lines).filter((n) => n !== 'HARBOUR YACHTS' && n !== 'SEALINE EVENTS'));

describe('Romance companies and clubs (h76f41p)', () => {
  it('"Compagnie", "Companhia", "Compañía" and "… Club de" with their qualifiers or joins', () => {
    expect(others('1. Payments are made to the Owner\'s account with the Compagnie Générale de Banque.')).toEqual(['COMPAGNIE GÉNÉRALE DE BANQUE']);
    expect(others('1. Water is supplied by the Companhia de Águas de Cabo Verde.')).toEqual(['COMPANHIA DE ÁGUAS DE CABO VERDE']);
    expect(others('1. The Hirer follows the rules of the Yacht Club de Cannes and of the Compañía Naviera de Baleares.')).toEqual(['COMPAÑÍA NAVIERA DE BALEARES', 'YACHT CLUB DE CANNES']);
  });
  it('English clubs named with qualifiers or a tail', () => {
    expect(others('1. The Hirer complies with the regulations of the Royal Automobile Club.')).toEqual(['ROYAL AUTOMOBILE CLUB']);
    expect(others('1. The Hirer complies with the racing rules of the Royal Cornwall Yacht Club.')).toEqual(['ROYAL CORNWALL YACHT CLUB']);
  });
  it('near misses: the heads alone, or before small letters, name no body', () => {
    expect(others('1. The Hirer may use the Yacht Club and the Compagnie bar during the stay.')).toEqual([]);
    expect(others('1. The Compagnie de la mer is a name the Hirer may not use.')).toEqual([]);
  });
});

describe('banks named after founders or with a state (h76f41p)', () => {
  it('"&" between founders, with the possessive before "Bank", and a state after it', () => {
    expect(others('1. Payments are made by transfer to an account with Jones & Harker\'s Bank.')).toEqual(['JONES & HARKER\'S BANK']);
    expect(others('1. Payments are made by transfer to an account with Brewin & Dolphin Bank.')).toEqual(['BREWIN & DOLPHIN BANK']);
    expect(others('1. Payments are made by transfer to the Owner\'s account at Farmers State Bank Montana.')).toEqual(['FARMERS STATE BANK MONTANA']);
  });
  it('near misses: a party\'s possessive before "Bank", and a state opening a longer name, are no part of it', () => {
    expect(others('1. Payments are made to the Hirer\'s Bank by transfer.')).toEqual([]);
    expect(others('1. Payments are made to an account at Farmers State Bank Montana Branch Office.')).not.toContain('FARMERS STATE BANK MONTANA');
  });
});

describe('"Sendirian Berhad" is a legal form (h76f41p)', () => {
  it('dropped from an insurer\'s name, in capitals too', () => {
    expect(others('1. The Hirer insures the boats with Takaful Seria Am Sendirian Berhad.')).toEqual(['TAKAFUL SERIA AM']);
    expect(others('1. The Hirer insures the boats with TAKAFUL SERIA AM SENDIRIAN BERHAD.')).toEqual(['TAKAFUL SERIA AM']);
  });
});
