/**
 * Other parties of facts set 54 (issue 18, h93fd, causes 11–12): public centres named by the technology, extension or
 * research they give and indigenous communities (gazetteer.ts INSTITUTION_HEADS), "the National … Service"
 * (bodies-by-shape.ts), a court sitting for two territories (headed-institutions.ts), a cooperative bank's place
 * (bank-name-ends.ts), Indonesian bodies named head first (indonesian-bodies.ts), and a brand in brackets after a bank's
 * name read as the same party (parties/bracketed-brands.ts); facts set 53's cause 10 leftovers: a bank fused to its word
 * in small letters (bank-names.ts) and an acequia (gazetteer.ts ROMANCE_BODY_HEADS). Sentences written for the rules,
 * none from a set.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orgs } from '../found-names.js';
import { placeAfterOneWordBank } from '../../../../src/contracts/classify/names/bank-name-ends.js';
import { partyNames } from '../facts-readers.js';

describe('a centre named by the technology, extension or research it gives; an indigenous community', () => {
  it('with its place and its field before the head', () => {
    expect(orgs('The Grower sprays only as the Jeongeup Agricultural Technology Center advises.')).toEqual(['Jeongeup Agricultural Technology Center']);
    expect(orgs('The seed is certified by the Nyeri Agricultural Extension Centre each season.')).toEqual(['Nyeri Agricultural Extension Centre']);
    expect(orgs('Samples go to the Andong Fruit Research Center for testing.')).toEqual(['Andong Fruit Research Center']);
    expect(orgs('Visitors buy their permit from the Wiradjuri Aboriginal Community at the gate.')).toEqual(['Wiradjuri Aboriginal Community']);
    expect(orgs('The park is run by the Kawésqar Indigenous Community of Puerto Edén.')).toEqual(['Kawésqar Indigenous Community of Puerto Edén']);
  });
  it('near misses: the head alone, a data centre', () => {
    expect(orgs('The Research Centre is closed on Sundays.')).toEqual([]);
    expect(orgs('The servers stay in the Data Centre of the Supplier.')).toEqual([]);
    expect(orgs('The community shares the water as it always has.')).toEqual([]);
  });
});

describe('"the National … Service" without its acronym', () => {
  it('a state\'s service named by its field', () => {
    expect(orgs('The guide keeps his card issued by the National Heritage Service in force.')).toEqual(['National Heritage Service']);
    expect(orgs('Each permit is signed by the Federal Forestry Service.')).toEqual(['Federal Forestry Service']);
  });
  it('near misses: a product or a document named so, no article', () => {
    expect(orgs('The parties sign the National Courier Service Agreement below.')).toEqual([]);
    expect(orgs('Our National Delivery Service runs on weekdays.')).toEqual([]);
  });
});

describe('a court sitting for two territories', () => {
  it('the seat after "in" joined by "and"', () => {
    expect(orgs('Any dispute goes to the High Court in Trentino and Tyrol at Bolzano.')).toEqual(['High Court in Trentino and Tyrol']);
  });
  it('near misses: one seat, a party after "and"', () => {
    expect(orgs('Any dispute goes to the District Court in Maribor.')).toEqual(['District Court in Maribor']);
    expect(orgs('Notices to the District Court in Maribor and Supplier are copied.')).toEqual(['District Court in Maribor']);
  });
});

describe('a cooperative bank named by the place it serves', () => {
  it('one word or two after the bank\'s one word', () => {
    expect(orgs('The fee is paid to the account with Raiffeisenbank Zillertal.')).toEqual(['Raiffeisenbank Zillertal']);
    expect(orgs('The fee is paid to the account with Volksbank Kufstein-Kitzbühel.')).toEqual(['Volksbank Kufstein-Kitzbühel']);
  });
  it('near misses: a branch, a field after the bank', () => {
    expect(orgs('The fee is paid to the account with Raiffeisenbank Zillertal branch in Zell.')).toEqual(['Raiffeisenbank']);
    expect(placeAfterOneWordBank(' Account Number 12')).toBe(0);
    expect(placeAfterOneWordBank(' Schwaz, by transfer')).toBe(7);
  });
  it('property: a word of capitals after the bank never joins its name', () => {
    fc.assert(fc.property(fc.constantFrom('IBAN', 'BIC', 'AT', 'EUR'), (w) => {
      expect(placeAfterOneWordBank(` ${w} 12`)).toBe(0);
    }), { numRuns: 4 });
  });
});

describe('Indonesian bodies named head first', () => {
  it('a subak, a cooperative, an office', () => {
    expect(orgs('The Tenant keeps the planting rules of the Subak Pulagan and pays its dues.')).toEqual(['Subak Pulagan']);
    expect(orgs('The Tenant keeps the planting rules of the Pulagan Subak and pays its dues.')).toEqual(['Pulagan Subak']);
    expect(orgs('The rice is sold through Koperasi Tani Makmur, which weighs it.')).toEqual(['Koperasi Tani Makmur']);
  });
  it('near misses: the head alone, English words after it', () => {
    expect(orgs('The Tenant pays the subak dues each season.')).toEqual([]);
    expect(orgs('The Subak Members meet each month.')).toEqual([]);
  });
});

describe('a brand in brackets after a bank\'s name is the same party', () => {
  it('one other party, not two', () => {
    expect(partyNames('SUPPLY AGREEMENT', 'The Buyer pays by transfer to the Seller\'s account with Bank Simpanan Nasional Berhad (Simpananbank), Kuching branch.')).toEqual(['BANK SIMPANAN NASIONAL']);
    expect(partyNames('SERVICES CONTRACT', 'The fees are paid by transfer to his account at Banco de la Nación Argentina (BancoNación).')).toEqual(['BANCO DE LA NACIÓN ARGENTINA']);
  });
  it('near miss: a bank named later in the bracket with other words stays its own', () => {
    expect(partyNames('SERVICES CONTRACT', 'The fees are paid by transfer to his account at Banco de la Nación Argentina (or at Rabobank, by agreement).')).toEqual(['BANCO DE LA NACIÓN ARGENTINA', 'RABOBANK']);
  });
});

describe('a bank fused to its word in small letters; an acequia (facts set 53\'s cause 10)', () => {
  it('"Bankmed" with a banking word near, "the Acequia de los Vigiles"', () => {
    expect(orgs('The rent is paid by transfer to the Owner\'s account with Bankmed, Beirut.')).toEqual(['Bankmed']);
    expect(orgs('Each parciante pays his dues to the Acequia de los Vigiles in March.')).toEqual(['Acequia de los Vigiles']);
  });
  it('near misses: English words, no banking word, the head alone', () => {
    expect(orgs('Neither party is in Bankruptcy when it pays into the account.')).toEqual([]);
    expect(orgs('The gift shop sells Bankmed mugs.')).toEqual([]);
    expect(orgs('The Acequia runs full in May.')).toEqual([]);
  });
});
