/**
 * Party bindings set 19 showed missing (issue 18, h20s19), each rule with sentences written for it (none from the set):
 * an alias "hereinafter called" gives without quotes, in capitals (Brazilian drafting in English), and a sole trader
 * "trading as" a business name with its register number before an unquoted alias (Australian drafting).
 */
import { describe, expect, it } from 'vitest';
import { classifyContract, type ElementInput } from '../../../../src/contracts/classify/index.js';
import { attributesOf, elements, typesOf } from '../helpers.js';

const parties = (...items: (string | ElementInput)[]) =>
  classifyContract(elements(...items)).parties.filter((p) => p.importance === 'Primary').map((p) => `${p.party} ${p.role}`);

describe('"hereinafter called the CONTRACTING PARTY": an alias without quotes', () => {
  const preamble = 'By this private instrument, on the one side CLINICA SAO JOSE DE SOROCABA, a non-profit entity with head office at Rua das Flores, 55, Sorocaba/SP, hereinafter called the CONTRACTING PARTY, and on the other side ALFA LIMPEZA LTDA., hereinafter called the CONTRACTED PARTY, agree as follows:';
  it('names each party; the contracting party is the buyer, the contracted party the supplier', () => {
    expect(parties(preamble)).toEqual(['CLINICA SAO JOSE DE SOROCABA Buyer', 'ALFA LIMPEZA Supplier']);
    expect(attributesOf(preamble).filter((a) => a.startsWith('Organization') || a.startsWith('Person'))).toEqual(['Organization:ALFA LIMPEZA LTDA.']);
  });
  it('binds the clauses and the items of a lead-in numbered I –, II –', () => {
    expect(typesOf(preamble, 'The CONTRACTED PARTY shall clean the wards every morning.', 'The CONTRACTING PARTY may inspect the work at any time.', 'The CONTRACTED PARTY undertakes to:', 'I – wash the bed linen within two days;', 'II – keep its trucks clean.', 'The CONTRACTED PARTY is not liable for worn fabric.').slice(1))
      .toEqual([['Obligation/CONTRACTED PARTY'], ['Right/CONTRACTING PARTY'], ['Obligation/CONTRACTED PARTY'], ['Obligation/CONTRACTED PARTY'], ['Obligation/CONTRACTED PARTY'], ['Disclaimer/CONTRACTED PARTY']]);
  });
  it('capitalised words after "hereinafter referred to as the" are the alias too', () => {
    const mixed = 'This contract is made between Solar Norte S.A., hereinafter referred to as the Buyer, and Vento Sul Ltda., hereinafter referred to as the Installer.';
    expect(parties(mixed)).toEqual(['SOLAR NORTE Buyer', 'VENTO SUL Supplier']);
    expect(typesOf(mixed, 'The Installer shall finish the roof by June.')[1]).toEqual(['Obligation/Installer']);
  });
  it('no alias where the words after "called" go on (a possessive, a lower-case word) or name the document', () => {
    expect(parties('On the one side ALFA LIMPEZA LTDA., hereinafter called the Agreement, agree as follows:')).toEqual([]);
    expect(parties('On the one side ALFA LIMPEZA LTDA., hereinafter called the Contractor site manager.')).toEqual([]);
  });
  it('no alias where it restates a thing the slot names: "owner of the building …, hereinafter called the Building" (hrev12)', () => {
    const slot = 'On the one side TORRE NORTE LTDA., owner of the building at Rua Augusta 90, hereinafter called the Building, and on the other side CAFE PAULISTA LTDA., hereinafter called the Tenant, agree as follows:';
    expect(typesOf(slot, 'The Building shall be insured by the Tenant.', 'The Tenant shall pay the rent.').slice(1)).toEqual([['Obligation/Tenant'], ['Obligation/Tenant']]);
  });
});

describe('a sole trader "trading as" a business name, its register number before the unquoted alias', () => {
  const preamble = 'This agreement is made on 3 May 2027 between Kestrel Ridge Farms Pty Ltd ACN 123 456 789 of 12 Mill Road, Mildura VIC 3500 (Farmer) and Ruth Ashby trading as Ashby Honey ABN 11 222 333 444 (Apiarist).';
  it('the person is the party; the alias binds the clauses', () => {
    expect(parties(preamble)).toEqual(['KESTREL RIDGE FARMS Unknown', 'RUTH ASHBY Unknown']);
    expect(typesOf(preamble, 'The Apiarist must place 200 hives in the orchard.', 'The Apiarist may enter the orchard at any time.')).toEqual([[], ['Obligation/Apiarist'], ['Right/Apiarist']]);
  });
  it('the person is a Person and the business an Organization, without the register letters', () => {
    expect(attributesOf(preamble).filter((a) => a.startsWith('Organization') || a.startsWith('Person'))).toEqual(['Organization:Kestrel Ridge Farms Pty Ltd', 'Person:Ruth Ashby', 'Organization:Ashby Honey']);
  });
  it('a business name with stops in it is whole: "J.S. Plumbing", "St. Ives Bakery" (hrev12)', () => {
    const names = (text: string) => attributesOf(text).filter((a) => a.startsWith('Organization') || a.startsWith('Person'));
    expect(names('This agreement is made between Harbour Cafe Pty Ltd (Owner) and Tom Reid trading as T.R. Tiling (Tiler).'))
      .toEqual(['Organization:Harbour Cafe Pty Ltd', 'Person:Tom Reid', 'Organization:T.R. Tiling']);
    expect(names('This agreement is made between Harbour Cafe Pty Ltd (Owner) and Ann Lowe t/a St. Kilda Florist (Florist).'))
      .toEqual(['Organization:Harbour Cafe Pty Ltd', 'Person:Ann Lowe', 'Organization:St. Kilda Florist']);
  });
  it('"t/a" without a register number reads the same', () => {
    const short = 'This agreement is made between Kestrel Ridge Farms Pty Ltd (Farmer) and Ruth Ashby t/a Ashby Honey (Apiarist).';
    expect(parties(short)).toEqual(['KESTREL RIDGE FARMS Unknown', 'RUTH ASHBY Unknown']);
  });
});

describe('"cannot" after a verb of knowing reports what the party learns: no bar', () => {
  const preamble = 'This agreement is between Lakeside Opera Inc. (the "Company") and Mara Venn (the "Singer").';
  it('"as soon as she knows she cannot" leaves the notice its only duty; a plain "she cannot" stays a bar', () => {
    expect(typesOf(preamble, 'The Singer shall notify the Company as soon as she knows she cannot sing.', 'The Singer shall sing on Friday, and she cannot sing elsewhere in May.').slice(1))
      .toEqual([['Obligation/Singer'], ['Obligation/Singer', 'Exclusion/Singer']]);
  });
  it('outside a condition or a time clause the knowing verb changes nothing: "it knows it must not" is a bar (hrev12)', () => {
    expect(typesOf(preamble, 'The Singer acknowledges that she knows she must not sing for another company in May.', 'The Singer shall tell the Company once she learns that she cannot travel.').slice(1))
      .toEqual([['Exclusion/Singer'], ['Obligation/Singer']]);
  });
});
