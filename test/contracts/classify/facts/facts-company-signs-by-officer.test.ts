/**
 * A company that signs "by" its officer (h66names; facts set 36's cause 4): "Signed by [the within-named] <COMPANY> by
 * its Director, <name>[, in the presence of:]" and "Signed by <COMPANY> by <name>, Director." give the company its
 * contact, as "Signed for and on behalf of <COMPANY> by its Director, <name>" does (parties/party-details.ts
 * SIGNED_FOR_BY_TITLE, SIGNED_FOR_BY). Sentences written for the rule (a tea estate's plucking contract).
 */
import { describe, expect, it } from 'vitest';
import { contactNames as contacts } from '../facts-readers.js';

const PLUCKING = [
  'TEA PLUCKING AGREEMENT',
  'THIS AGREEMENT is made on 2 May 2031 BETWEEN HILLTOP TEA TRADERS (PRIVATE) LIMITED of 12 Temple Road, Kandy ("the Company") of the One Part AND Ruwan Perera of Nuwara Eliya ("the Plucker") of the Other Part.',
  '1. The Plucker shall pluck tea leaves on the Company\'s estate.',
];
const PERSON_SIGNS = 'Signed by the within-named Ruwan Perera in the presence of:';

describe('a company signs by its officer (h66names)', () => {
  it('"Signed by the within-named <COMPANY> by its Director, <name>, in the presence of:"', () => {
    expect(contacts(...PLUCKING, 'Signed by the within-named HILLTOP TEA TRADERS (PRIVATE) LIMITED by its Director, Chamari Silva, in the presence of:', PERSON_SIGNS))
      .toEqual(['HILLTOP TEA TRADERS: Chamari Silva', 'RUWAN PERERA: ']);
    expect(contacts(...PLUCKING, 'SIGNED BY THE WITHIN-NAMED HILLTOP TEA TRADERS (PRIVATE) LIMITED by its Director, Chamari Silva, in the presence of:', PERSON_SIGNS))
      .toEqual(['HILLTOP TEA TRADERS: Chamari Silva', 'RUWAN PERERA: ']);
  });
  it('"Signed by <COMPANY> by its Director, <name>" and "… by <name>, Director."', () => {
    expect(contacts(...PLUCKING, 'Signed by HILLTOP TEA TRADERS (PRIVATE) LIMITED by its Director, Chamari Silva', PERSON_SIGNS))
      .toEqual(['HILLTOP TEA TRADERS: Chamari Silva', 'RUWAN PERERA: ']);
    expect(contacts(...PLUCKING, 'Signed by the within-named HILLTOP TEA TRADERS (PRIVATE) LIMITED by Chamari Silva, Director.', PERSON_SIGNS))
      .toEqual(['HILLTOP TEA TRADERS: Chamari Silva', 'RUWAN PERERA: ']);
    expect(contacts(...PLUCKING, 'Signed by the Company by its Director, Chamari Silva.', PERSON_SIGNS))
      .toEqual(['HILLTOP TEA TRADERS: Chamari Silva', 'RUWAN PERERA: ']);
  });
  it('the party first "for and on behalf of" is read as before', () => {
    expect(contacts(...PLUCKING, 'Signed for and on behalf of HILLTOP TEA TRADERS (PRIVATE) LIMITED by its Director, Chamari Silva.', PERSON_SIGNS))
      .toEqual(['HILLTOP TEA TRADERS: Chamari Silva', 'RUWAN PERERA: ']);
  });
  it('near misses: a witness, a title that is no office, a pronoun\'s attorney name no contact', () => {
    expect(contacts(...PLUCKING, 'Signed by the Plucker by Chamari Silva, witness.')).toEqual(['HILLTOP TEA TRADERS: ', 'RUWAN PERERA: ']);
    expect(contacts(...PLUCKING, 'Signed by the Company by Chamari Silva, Kandy.')).toEqual(['HILLTOP TEA TRADERS: ', 'RUWAN PERERA: ']);
    expect(contacts(...PLUCKING, 'Signed by Ruwan Perera by his attorney, Chamari Silva.')).toEqual(['HILLTOP TEA TRADERS: ', 'RUWAN PERERA: ']);
  });
});
