/**
 * Review of h78f44p's party and body rules on ordinary contract language (issue 18, hrev81): a short form closing a
 * name is dropped from the party's key only when it is one (a series' Roman numeral or a region's capitals tell two
 * parties apart), and a "Clinic" head before the sitting's times ("Antenatal Clinic sessions") names no body. Sentences
 * written for the review, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { partyNames, primary } from '../facts-readers.js';
import { partyKey } from '../../../../src/contracts/classify/parties/party-key.js';

const sorted = (xs: string[]) => [...xs].sort();

describe('a bracket closing a name is dropped from the key only as the name\'s short form (hrev81)', () => {
  it('near miss: two funds of one series stay two parties', () => {
    expect(partyKey('Meridian Property Fund (II)')).toBe('MERIDIAN PROPERTY FUND (II)');
    expect(partyKey('Meridian Property Fund (IV)')).toBe('MERIDIAN PROPERTY FUND (IV)');
    expect(sorted(primary('ASSIGNMENT AGREEMENT',
      'This Agreement is made between Meridian Property Fund (II) (the "Assignor") and Meridian Property Fund (III) (the "Assignee").',
      '1. The Assignor assigns the lease to the Assignee.'))).toHaveLength(2);
  });
  it('near miss: capitals not opening with any of the name\'s initials (a region, a venture) stay', () => {
    expect(partyKey('Helix Data (EMEA)')).toBe('HELIX DATA (EMEA)');
    expect(partyKey('Lagos Engineering (JV)')).toBe('LAGOS ENGINEERING (JV)');
  });
  it('the rule\'s own cases: the name\'s short form goes, from its first word or a later one', () => {
    expect(partyKey('Kenya Tea Development Agency Holdings Limited (KTDA)')).toBe('KENYA TEA DEVELOPMENT AGENCY HOLDINGS');
    expect(partyKey('National Social Security Fund (NSSF)')).toBe('NATIONAL SOCIAL SECURITY FUND');
    expect(partyKey('The Caisse Nationale de Sécurité Sociale (CNSS)')).toBe('CAISSE NATIONALE DE SÉCURITÉ SOCIALE');
    expect(partyKey('Djibouti Telecom SA (DT)')).toBe('DJIBOUTI TELECOM');
    expect(partyKey('Banque Populaire – Grand Ouest (BPGO)')).toBe('BANQUE POPULAIRE – GRAND OUEST');
  });
});

describe('a clinic held is no body (hrev81)', () => {
  const names = (...clauses: string[]) => partyNames('LOCUM AGREEMENT',
    'This Agreement is made between Northfield Medical Practice (the "Practice") and Dr Amir Shah (the "Locum").', ...clauses);
  it('near miss: "Antenatal Clinic sessions", "Walk-in Clinic hours", "Diabetes Clinic days" name no other party', () => {
    const found = names('1. The Locum shall hold Antenatal Clinic sessions on Tuesdays.', '2. Walk-in Clinic hours shall be 9am to 5pm.',
      '3. The Practice shall pay the Locum for Diabetes Clinic days at the daily rate.');
    expect(found.filter((n) => /CLINIC/.test(n))).toEqual([]);
  });
  it('the head\'s own cases: a clinic that acts or is attended stays a body', () => {
    expect(names('1. The Locum may refer patients to the Mayo Clinic.')).toContain('MAYO CLINIC');
    expect(names('1. Sunrise Eye Clinic shall examine the patients the Practice refers.')).toContain('SUNRISE EYE CLINIC');
  });
});
