/**
 * Facts set 62's causes 3–5 (issue 18, h102q62): a Turkic patronymic's particle in small letters closing a surname-first
 * name (person-names.ts PATRONYMIC_PARTICLE, slot-names.ts NAME), "citizen" opening a role field's value
 * (person-parties.ts fieldPersons, alias-forms.ts FIELD), and a slot's description pointing to the party's own field
 * ("the hirer named below ("the Hirer")", described-parties.ts namedInOwnField). Names and sentences written for the
 * rules, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { partyNames, primary } from '../facts-readers.js';
import { isPersonName } from '../../../../src/contracts/classify/names/person-names.js';

const LETTING = (first: string, second: string) => [
  'ROOM RENTAL AGREEMENT',
  `${first}, identity card No. 1122334, residing at 3 Fuzuli Street, Ganja (hereinafter the Landlord), on the one side, and ${second}, identity card No. 5566778, registered at 9 Samad Vurgun Street, Lankaran (hereinafter the Tenant), on the other side, have concluded this agreement as follows:`,
  '1. The Landlord lets to the Tenant a room in his flat.',
  '2. The Tenant pays the rent by the 3rd day of each month.',
];

describe('a patronymic particle in small letters closes a surname-first name (cause 3)', () => {
  it('"oglu" and "gizi" are the names\' last words: the landlord supplies, the tenant buys', () => {
    expect(primary(...LETTING('Aliyev Tofig Vagif oglu', 'Guliyeva Sevinj Ramiz gizi'))).toEqual(['ALIYEV TOFIG VAGIF OGLU Supplier', 'GULIYEVA SEVINJ RAMIZ GIZI Buyer']);
  });
  it('the transliterations "ogly" / "kyzy" and the Kyrgyz "uulu" are read so too', () => {
    expect(primary(...LETTING('Osmonov Bakyt Asan uulu', 'Temirova Aida Nurlan kyzy'))).toEqual(['OSMONOV BAKYT ASAN UULU Supplier', 'TEMIROVA AIDA NURLAN KYZY Buyer']);
    expect(primary(...LETTING('Rustamov Elnur Fikrat ogly', 'Abbasova Leyla Elchin gizi'))).toEqual(['RUSTAMOV ELNUR FIKRAT OGLY Supplier', 'ABBASOVA LEYLA ELCHIN GIZI Buyer']);
  });
  it('the particle only closes a name of three words before it, never opens or stands in one', () => {
    expect(isPersonName('Aliyev Tofig Vagif oglu')).toBe(true);
    expect(isPersonName('Tofig oglu')).toBe(false);
    expect(isPersonName('oglu Tofig Vagif')).toBe(false);
    expect(isPersonName('Aliyev oglu Vagif')).toBe(false);
    expect(isPersonName('Aliyev Tofig Vagif said')).toBe(false);
  });
});

const LOAN = (lender: string, borrower: string) => [
  'AGREEMENT ON THE LOAN OF A TRACTOR',
  `Lender: ${lender}, civil registration No. AB1234, residing at House 4, 2nd bagh, Khovd`,
  `Borrower: ${borrower}, civil registration No. CD5678, residing at House 9, 2nd bagh, Khovd`,
  '1. The Lender lends the Borrower his tractor free of charge for the hay harvest.',
  '2. The Borrower shall return the tractor with a full tank.',
];

describe('"citizen" in small letters opening a role field\'s value (cause 4)', () => {
  it('is no part of the name: the lender supplies, the borrower buys', () => {
    expect(primary(...LOAN('citizen Dorjiin Altantsetseg', 'citizen Batyn Ganzorig'))).toEqual(['DORJIIN ALTANTSETSEG Supplier', 'BATYN GANZORIG Buyer']);
  });
  it('after a courtesy title too, and as "resident" or "national"; a name without one is read as before', () => {
    expect(primary(...LOAN('Mr citizen Dorjiin Altantsetseg', 'resident Batyn Ganzorig'))).toEqual(['DORJIIN ALTANTSETSEG Supplier', 'BATYN GANZORIG Buyer']);
    expect(primary(...LOAN('national Dorjiin Altantsetseg', 'Batyn Ganzorig'))).toEqual(['DORJIIN ALTANTSETSEG Supplier', 'BATYN GANZORIG Buyer']);
  });
  it('a status before one name word only names no one in its place', () => {
    expect(partyNames(...LOAN('citizen Altantsetseg', 'Batyn Ganzorig'))).not.toContain('ALTANTSETSEG');
  });
});

const HIRE = (slot: string, label: string) => [
  'BICYCLE HIRE AGREEMENT',
  `This agreement is made between Kestrel Cycles Ltd ("the Company") and ${slot}.`,
  `${label}: Ms Ingrid Solberg, of Bergen, Norway, passport 34567812`,
  '1. The Company hires two bicycles to the Hirer for the hire period.',
];

describe('a slot\'s description pointing to the party\'s own field (cause 5)', () => {
  it('"the hirer named below ("the Hirer")" is no party: the field\'s person is the hirer', () => {
    expect(primary(...HIRE('the hirer named below ("the Hirer")', 'Hirer'))).toEqual(['KESTREL CYCLES Supplier', 'INGRID SOLBERG Buyer']);
    expect(primary(...HIRE('the person identified below (the Hirer)', 'Hirer'))).toEqual(['KESTREL CYCLES Supplier', 'INGRID SOLBERG Buyer']);
  });
  it('a customer "named below" with a "Customer:" field likewise', () => {
    expect(partyNames(...HIRE('the customer named below ("the Customer")', 'Customer'))).not.toContain('CUSTOMER');
  });
  it('near miss: a field whose label is no role word gives its company no alias, so the described party keeps it', () => {
    const licence = [
      'TOWN OF ESCALDES',
      'Permit to place a market stall',
      'Permittee: Forn de la Plaça, S.L.',
      'The Town of Escaldes (hereinafter, the Town) grants the permittee named above (hereinafter, the permittee) a permit to place a stall on the square.',
      'The permittee shall remove the stall every evening.',
    ];
    expect(partyNames(...licence)).toContain('PERMITTEE');
  });
});
