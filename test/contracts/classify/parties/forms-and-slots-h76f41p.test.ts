/**
 * Legal forms and party slots of Monegasque and Turkmen drafting (facts set 41's causes 3–4, h76f41p): "S.A.M." closes
 * a name as "S.A.L." does and is no part of the party's name; "the economic society «…»" and "the state joint-stock
 * company «…»" written in small letters before a quoted name mark it as "Limited Liability Company "…"" does; "the
 * individual entrepreneur <name>" opens a person's slot, and "Individual Entrepreneur" capitalised is dropped from the
 * party's name as "Private Entrepreneur" is. Sentences written for the rules, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { partyNames, primary } from '../facts-readers.js';

const sorted = (xs: string[]) => [...xs].sort();

describe('"S.A.M." ends a company\'s name (h76f41p)', () => {
  it('in capitals and in mixed case, the form no part of the party\'s name', () => {
    expect(sorted(primary('CATERING AGREEMENT', 'BETWEEN THE UNDERSIGNED:',
      'LARVOTTO TRAITEUR S.A.M., a Monegasque public limited company, with its registered office at 3, rue du Port, 98000 Monaco,', 'hereinafter "the Caterer",', 'AND:',
      'Condamine Yachting S.A.M., with its registered office at 8, quai Antoine Ier, 98000 Monaco,', 'hereinafter "the Client",',
      'The Caterer serves lunch on board for the Client\'s guests.'))).toEqual(['CONDAMINE YACHTING Buyer', 'LARVOTTO TRAITEUR Supplier']);
  });
  it('near miss: a person whose surname is Sam keeps it', () => {
    expect(partyNames('TUTORING AGREEMENT', 'This agreement is made between Kwame Sam, of 4 Ring Road, Accra ("the Tutor"), and Osu Learning Centre Ltd ("the Client").'))
      .toContain('KWAME SAM');
  });
});

const WOOL = (buyer: string, seller: string) => [
  'CONTRACT No. 7/2032 FOR THE SUPPLY OF WOOL',
  `${buyer}, hereinafter referred to as the "Buyer", represented by its director Berdiyew Merdan Gurbanowiç, acting on the basis of the Charter, and ${seller}, hereinafter referred to as the "Seller", acting on the basis of the certificate of state registration, have concluded this Contract as follows:`,
  '1. The Seller supplies washed wool to the Buyer.',
];

describe('Turkmen forms and a sole trader\'s slot (h76f41p)', () => {
  it('"The economic society «…»" and "the state joint-stock company "…"" name the quoted company', () => {
    expect(sorted(primary(...WOOL('The economic society «Daşoguz Ýüň»', 'Gylyjowa Maral Atayewna')))).toEqual(['DAŞOGUZ ÝÜŇ Buyer', 'GYLYJOWA MARAL ATAYEWNA Supplier']);
    expect(sorted(primary(...WOOL('The state joint-stock company "Lebap Dokma"', 'Gylyjowa Maral Atayewna')))).toEqual(['GYLYJOWA MARAL ATAYEWNA Supplier', 'LEBAP DOKMA Buyer']);
  });
  it('"the individual entrepreneur <name>" in small letters, and "Individual Entrepreneur" capitalised, name the person alone', () => {
    expect(sorted(primary(...WOOL('The economic society «Daşoguz Ýüň»', 'the individual entrepreneur Gylyjowa Maral Atayewna')))).toEqual(['DAŞOGUZ ÝÜŇ Buyer', 'GYLYJOWA MARAL ATAYEWNA Supplier']);
    expect(sorted(primary(...WOOL('The economic society «Daşoguz Ýüň»', 'Individual Entrepreneur Gylyjowa Maral Atayewna')))).toEqual(['DAŞOGUZ ÝÜŇ Buyer', 'GYLYJOWA MARAL ATAYEWNA Supplier']);
    // Ukrainian drafting's "private entrepreneur" in small letters, the same slot.
    expect(sorted(primary(...WOOL('Limited Liability Company "Karpaty Vovna"', 'private entrepreneur Olena Hrytsenko')))).toEqual(['KARPATY VOVNA Buyer', 'OLENA HRYTSENKO Supplier']);
  });
  it('near misses: a quoted document after "economic society" and a society\'s name with no quotes name no company', () => {
    expect(partyNames('MEMBERSHIP TERMS', 'Each member of the economic society "Rules of Membership" receives a copy.')).toEqual([]);
    expect(partyNames('SUPPLY NOTE', 'The economic society shall report to the ministry every quarter.')).toEqual([]);
  });
});
