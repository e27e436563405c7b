/**
 * Facts set 73's cause 4 (issue 18, h117g73), on contracts written for it, none from the set: a preamble that describes
 * a party by pointing below and gives it an alias no role word names ("… and the guardian identified below, hereinafter
 * the Guardian") names that party in the block its alias heads ("GUARDIAN" / "Name: Aa Bb" / "Address: …":
 * name-field-entries.ts, described-parties.ts aliasesPointedTo); a guardian so made a party is the paying side
 * (roles.ts BUYER_LIKE; docs/contract-labels.md, "A guardian or a parent named a party"), the school the other side;
 * a block headed by a person's standing ("CHILD") names no contact of the block above it (block-fields.ts
 * PERSON_HEADING).
 */
import { describe, expect, it } from 'vitest';
import { contactLists, primary } from '../facts-readers.js';
import { roleOfAlias } from '../../../../src/contracts/classify/lexicon/roles.js';
import { aliasesPointedTo } from '../../../../src/contracts/classify/parties/described-parties.js';

const PREAMBLE = 'Between Little Reef Preschool Ltd, of 4 Beach Road, Apia, represented by its director Sina Tuilagi, hereinafter the Preschool, and the guardian identified below, hereinafter the Guardian, this contract is made as follows:';
const GUARDIAN = ['GUARDIAN', 'Name: Losa Faleolo', 'ID No.: 88120455', 'Address: Vailima, Upolu'];
const CHILD = ['CHILD', 'Name: Tavita Faleolo', 'Date of birth: 03/04/2043'];
const BODY = ['1. The Preschool receives the child on weekdays from 8:00 to 15:00.', '2. The monthly fee is WST 300.00.', '3. The Guardian may withdraw the child on thirty days\' notice.'];

describe('a guardian the preamble points below to, named in its block (cause 4)', () => {
  it('the guardian is the Buyer by the block\'s "Name:" row, the preschool the Supplier', () => {
    expect(primary('ENROLMENT CONTRACT', PREAMBLE, ...GUARDIAN, ...CHILD, ...BODY)).toEqual(['LITTLE REEF PRESCHOOL Supplier', 'LOSA FALEOLO Buyer']);
  });
  it('the child\'s block names no contact of the guardian', () => {
    expect(contactLists('ENROLMENT CONTRACT', PREAMBLE, ...GUARDIAN, ...CHILD, ...BODY)).toEqual([['LITTLE REEF PRESCHOOL', ['Sina Tuilagi']], ['LOSA FALEOLO', []]]);
  });
  it('the heading may be written "The Guardian:"', () => {
    expect(primary('ENROLMENT CONTRACT', PREAMBLE, 'The Guardian:', ...GUARDIAN.slice(1), ...BODY)).toEqual(['LITTLE REEF PRESCHOOL Supplier', 'LOSA FALEOLO Buyer']);
  });
  it('near misses: no pointing words, or a heading that is not the alias, name no party by the block', () => {
    const unpointed = PREAMBLE.replace('the guardian identified below', 'the guardian');
    expect(primary('ENROLMENT CONTRACT', unpointed, ...GUARDIAN, ...BODY)).not.toContain('LOSA FALEOLO Buyer');
    expect(primary('ENROLMENT CONTRACT', PREAMBLE, 'MOTHER', ...GUARDIAN.slice(1), ...BODY)).not.toContain('LOSA FALEOLO Buyer');
  });
});

describe('the aliases a preamble points below to (aliasesPointedTo)', () => {
  it('reads the alias after the pointing words, quoted or not', () => {
    expect([...aliasesPointedTo([PREAMBLE])]).toEqual(['guardian']);
    expect([...aliasesPointedTo(['Between Aa Ltd ("Owner") and the hirer named below ("the Hirer"), it is agreed:'])]).toEqual(['hirer']);
  });
  it('near misses: an alias after a name, or pointing words far from the alias', () => {
    expect([...aliasesPointedTo(['Between Aa Ltd, hereinafter the Preschool, and Bb Cc, hereinafter the Guardian, it is agreed:'])]).toEqual([]);
    expect([...aliasesPointedTo(['The fees listed below are due monthly; the parent, hereinafter the Guardian, pays them.'])]).toEqual([]);
  });
});

describe('a guardian\'s side, and a parent\'s (roleOfAlias)', () => {
  it('"Guardian" is the paying side; "Parent" takes no side by its word (a parent company)', () => {
    expect(roleOfAlias('Guardian')).toBe('Buyer');
    expect(roleOfAlias('Guardians')).toBe('Buyer');
    expect(roleOfAlias('Parent')).toBe('Unknown');
    expect(roleOfAlias('Parent Company')).toBe('Unknown');
  });
});
