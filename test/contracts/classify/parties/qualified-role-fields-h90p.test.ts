/**
 * A numbered party heading with its role in brackets ("FIRST PARTY (Promising Seller): <name>, …"), a role word a
 * qualifier opens ("Intending Purchaser: <name>"), and a field's person with a middle initial ("Grower: Ruth K. Amsel,
 * …") name their parties: a person as readily as a company, the role word's side (lexicon/roles.ts ROLE_QUALIFIER,
 * person-parties.ts ROLE_FIELD, alias-forms.ts FIELD, names/person-names.ts; facts set 51's causes 1 and 3, issue 18,
 * h90p). Sentences written for the rules, none from a set.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { contactLists, primary } from '../facts-readers.js';
import { roleOfAlias } from '../../../../src/contracts/classify/lexicon/roles.js';
import { isPersonName } from '../../../../src/contracts/classify/names/person-names.js';

const PROMISSORY = (first: string, second: string) => primary(
  'PROMISSORY CONTRACT OF SALE',
  `${first} Joana Brum Medeiros, married, taxpayer No. 211 908 334, residing at Rua da Matriz 8, 9900-014 Horta, Faial;`,
  `${second} QUINTA DAS FAJÃS, LDA., legal person No. 509 331 772, with registered office at Estrada Regional 2, 9900-450 Horta, represented by its manager, Duarte Manuel Serpa, with powers to bind it in this act;`,
  'CLAUSE ONE',
  'The First Party promises to sell and the Second Party promises to buy the orchard at Flamengos for € 31.000,00 (thirty-one thousand euros).',
  'Made in duplicate in Horta on 3 June 2039.',
);

describe('a numbered party heading with its role in brackets (h90p)', () => {
  it('"FIRST PARTY (Promising Seller):" and "SECOND PARTY (Promising Buyer):" give a person and a company their sides', () => {
    expect(PROMISSORY('FIRST PARTY (Promising Seller):', 'SECOND PARTY (Promising Buyer):')).toEqual(['JOANA BRUM MEDEIROS Supplier', 'QUINTA DAS FAJÃS Buyer']);
  });
  it('the company keeps its manager as its signer', () => {
    const lists = contactLists('PROMISSORY CONTRACT OF SALE',
      'FIRST PARTY (Promising Seller): Joana Brum Medeiros, married, residing at Rua da Matriz 8, Horta;',
      'SECOND PARTY (Promising Buyer): QUINTA DAS FAJÃS, LDA., with registered office in Horta, represented by its manager, Duarte Manuel Serpa, with powers to bind it in this act;',
      'The First Party promises to sell the orchard for € 31.000,00.',
      'The Second Party', 'Quinta das Fajãs, Lda.', 'The Manager,', 'Duarte Manuel Serpa');
    expect(lists).toEqual([['JOANA BRUM MEDEIROS', []], ['QUINTA DAS FAJÃS', ['Duarte Manuel Serpa']]]);
  });
  it('a plain role in the bracket, and mixed case with other qualifiers ("Intending Vendor", "Prospective Purchaser")', () => {
    expect(PROMISSORY('FIRST PARTY (Seller):', 'SECOND PARTY (Buyer):')).toEqual(['JOANA BRUM MEDEIROS Supplier', 'QUINTA DAS FAJÃS Buyer']);
    expect(PROMISSORY('First Party (Intending Vendor):', 'Second Party (Prospective Purchaser):')).toEqual(['JOANA BRUM MEDEIROS Supplier', 'QUINTA DAS FAJÃS Buyer']);
  });
  it('a qualified role word as the field\'s own label ("Promising Seller:", "Intending Purchaser:")', () => {
    expect(PROMISSORY('Promising Seller:', 'Intending Purchaser:')).toEqual(['JOANA BRUM MEDEIROS Supplier', 'QUINTA DAS FAJÃS Buyer']);
  });
  it('near miss: a bracket of no role word after the label gives no field', () => {
    expect(PROMISSORY('FIRST PARTY (see Annex 2):', 'SECOND PARTY (see Annex 3):')).toEqual([]);
  });
});

describe('a qualified role word takes the role word\'s side (roleOfAlias)', () => {
  it('Promising, Intending and Prospective before a role word', () => {
    expect(['Promising Seller', 'Promising Buyer', 'Intending Purchaser', 'prospective tenant', 'Intending Vendors'].map(roleOfAlias))
      .toEqual(['Supplier', 'Buyer', 'Buyer', 'Buyer', 'Supplier']);
  });
  it('near misses: a qualifier alone, or before no role word, is no side', () => {
    expect(['Promising', 'Intending Partner', 'Promising Party'].map(roleOfAlias)).toEqual(['Unknown', 'Unknown', 'Unknown']);
  });
  it('property: a qualifier never changes a role word\'s side', () => {
    const roles = ['Seller', 'Buyer', 'Purchaser', 'Vendor', 'Tenant', 'Landlord', 'Lessee', 'Licensor', 'Supplier', 'Customer'];
    fc.assert(fc.property(fc.constantFrom(...roles), fc.constantFrom('Promising', 'Intending', 'Prospective', 'PROMISING', 'intending'), (role, q) =>
      roleOfAlias(`${q} ${role}`) === roleOfAlias(role)));
  });
});

describe('a field\'s person with a middle initial (h90p)', () => {
  const SALE = (grower: string) => primary(
    'BLUEBERRY PURCHASE AGREEMENT',
    'Buyer: Kettle Pond Berry Co., LLC, 14 Mill Street, Hardwick, VT 05843 ("Buyer")',
    `Grower: ${grower}, 220 Sawyer Road, Greensboro, VT 05841 ("Grower")`,
    '1. Grower sells to Buyer the blueberries of the 2039 harvest. Buyer pays $2.10 per pound within ten (10) days of each delivery.',
  );
  it('"Grower: Ruth K. Amsel, <street>" and the initial without its period are the party', () => {
    expect(SALE('Ruth K. Amsel')).toEqual(['KETTLE POND BERRY Buyer', 'RUTH K. AMSEL Supplier']);
    expect(SALE('Ruth K Amsel')).toEqual(['KETTLE POND BERRY Buyer', 'RUTH K AMSEL Supplier']);
  });
  it('near miss: initials before one written-out name ("R. K. Amsel") are no person\'s name of a field', () => {
    expect(SALE('R. K. Amsel')).toEqual(['KETTLE POND BERRY Buyer']);
  });
});

describe('isPersonName with initials: a middle initial with or without its period', () => {
  it('reads "Eleanor M. Gray" and "Eleanor M Gray", not a bare letter at either end', () => {
    expect(['Eleanor M. Gray', 'Eleanor M Gray', 'M Eleanor Gray', 'Eleanor Gray M', 'E. M. Gray'].map((n) => isPersonName(n, true)))
      .toEqual([true, true, false, false, false]);
  });
  it('without initials allowed, neither', () => {
    expect(['Eleanor M. Gray', 'Eleanor M Gray'].map((n) => isPersonName(n))).toEqual([false, false]);
  });
});
