/**
 * A field labelled "<Role>'s name" names the party as "<Role> name:" does: "Member's name | <name>", "Seller's full name:
 * <name>" (parties/person-parties.ts ROLE_FIELD, alias-forms.ts FIELD; facts set 52's cause 2, issue 18, h91fp).
 * Documents written for the rule, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { primary } from '../facts-readers.js';

const SERVICE = (row: string) => primary(
  'CALF REARING SERVICE AGREEMENT',
  'Shibetsu Calf Rearing Association (hereinafter "the Association") and the dairy farmer named in the table below (hereinafter "the Member") agree as follows.',
  row,
  'Farm address | 12 Kita 3-jo, Shibetsu, Hokkaido',
  'Article 1 (Service)',
  'The Association rears the Member\'s heifer calves at its ranch from weaning to six months.',
  'Article 2 (Fees)',
  'The Member pays the Association ¥420 per calf per day within thirty (30) days of each invoice.',
);

describe('a role\'s name asked in the possessive (h91fp)', () => {
  it('"Member\'s name |" and "Member’s name:" give the member, the association the other side', () => {
    expect(SERVICE('Member\'s name | Sasaki Takumi')).toEqual(['SHIBETSU CALF REARING ASSOCIATION Supplier', 'SASAKI TAKUMI Buyer']);
    expect(SERVICE('Member’s name: Sasaki Takumi')).toEqual(['SHIBETSU CALF REARING ASSOCIATION Supplier', 'SASAKI TAKUMI Buyer']);
  });
  it('a seller\'s full name in a sale of my own', () => {
    expect(primary(
      'BILL OF SALE – HORSE',
      'Seller\'s full name: Joanne Whitcombe, 88 Ridge Road, Bozeman, MT',
      'Buyer\'s full name: Carlos Ibarra, 14 Elm Street, Livingston, MT',
      'The Seller sells and the Buyer buys the gelding "Dusty" for $4,500.00, paid today in full.',
    )).toEqual(['JOANNE WHITCOMBE Supplier', 'CARLOS IBARRA Buyer']);
  });
  it('near miss: a possessive label that asks no name names no party', () => {
    expect(SERVICE('Member\'s herd | 45 milking cows')).toEqual(['SHIBETSU CALF REARING ASSOCIATION Unknown']);
  });
});
