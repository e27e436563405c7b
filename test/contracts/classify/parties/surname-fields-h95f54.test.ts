/**
 * A person a form enters as "Surname:" / "First names:" on two lines, named below with an alias ("The grower named above
 * (the "Member")"), is one person and the party of that alias (parties/surname-fields.ts; facts set 53's cause 2, issue
 * 18, h95f54). Sentences written for the rule, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { primary } from '../facts-readers.js';
import { surnameFields } from '../../../../src/contracts/classify/parties/surname-fields.js';

const FORM = [
  'KAWERAU HONEY PRODUCERS COOPERATIVE LIMITED',
  '8 Tarawera Road, Kawerau 3127',
  'GROWER SUPPLY FORM',
  'Grower No.: 212',
  'Surname: REWI',
  'First names: Aperahama Tipene',
  'Address: 14 Onepu Spring Road, Kawerau',
  'The member named above (the "Member") delivers to Kawerau Honey Producers Cooperative Limited (the "Cooperative") all the manuka honey of the 2039 season.',
  'The Cooperative pays NZ$31.00 per kilogram within thirty (30) days of each delivery.',
];

describe('"Surname:" and "First names:" on two lines are one person (h95f54)', () => {
  it('the person is the party the "named above" alias names, beside the cooperative (this form says no side: Unknown)', () => {
    expect(primary(...FORM)).toEqual(['KAWERAU HONEY PRODUCERS COOPERATIVE Unknown', 'APERAHAMA TIPENE REWI Unknown']);
  });
  it('the mention: the surname\'s span, the whole name, the alias; the fields in either order', () => {
    expect(surnameFields(FORM)).toEqual([{ element: 4, begin: 9, end: 13, text: 'Aperahama Tipene REWI', alias: 'Member' }]);
    const swapped = [...FORM.slice(0, 4), 'Given names: Aperahama Tipene', 'Family name: REWI', ...FORM.slice(6)];
    expect(surnameFields(swapped)).toEqual([{ element: 5, begin: 13, end: 17, text: 'Aperahama Tipene REWI', alias: 'Member' }]);
  });
  it('near miss: no sentence names the person entered, so the fields name no party', () => {
    expect(surnameFields(FORM.map((t) => t.replace('The member named above (the "Member")', 'Each member')))).toEqual([]);
  });
  it('near miss: a surname field alone, with no first names under it, is read by the other field readers', () => {
    expect(surnameFields(FORM.filter((t) => !t.startsWith('First names')))).toEqual([]);
  });
});
