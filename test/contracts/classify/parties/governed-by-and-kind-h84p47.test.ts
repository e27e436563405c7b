/**
 * Party slots of French-style drafting (facts set 47's causes 1–2, h84p47): the "by" of "governed by" / "regulated by"
 * names the law that rules a party and opens no party's slot; "The cooperative society <NAME IN CAPITALS>" names the
 * party without its kind in small letters. Sentences written for the rules, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { partyNames, primary } from '../facts-readers.js';

const sorted = (xs: string[]) => [...xs].sort();

const HONEY = (seller: string) => [
  'CONTRACT FOR THE PURCHASE OF HONEY',
  'BETWEEN:',
  seller,
  'Hereinafter referred to as "the Seller",',
  'On the one hand,',
  'AND:',
  'MIEL DU NORD SARL, with its registered office at Garoua, represented by its Manager, Mr. Paul Ndzi,',
  'Hereinafter referred to as "the Buyer",',
  'On the other hand,',
  'ARTICLE 1: OBJECT',
  'The Seller sells its honey harvest to the Buyer.',
];

describe('"governed by" opens no party slot; a kind in small letters before a name in capitals (h84p47)', () => {
  it('a cooperative governed by a uniform act: the cooperative is the Seller, the act is no party', () => {
    const names = sorted(primary(...HONEY('The cooperative society RUCHES UNIES, a cooperative society with a board of directors governed by the Regional Uniform Act on Cooperatives, with its seat at Maroua, represented by its Chairman, Mr. Oumarou Bello,')));
    expect(names).toEqual(['MIEL DU NORD Buyer', 'RUCHES UNIES Supplier']);
    expect(partyNames(...HONEY('The cooperative society RUCHES UNIES, a cooperative society governed by the Regional Uniform Act on Cooperatives, with its seat at Maroua,'))).not.toContain('REGIONAL UNIFORM ACT ON COOPERATIVES');
  });
  it('"regulated by" as "governed by"', () => {
    expect(partyNames(...HONEY('The cooperative society RUCHES UNIES, regulated by the Cooperatives Act, with its seat at Maroua,'))).not.toContain('COOPERATIVES ACT');
  });
  it('near miss: a company named in mixed case after its kind keeps its own name', () => {
    expect(sorted(primary(...HONEY('Ruches Unies Cooperative, with its seat at Maroua,')))).toContain('MIEL DU NORD Buyer');
  });
  it('near miss: "by" of an ordinary slot ("signed by") still opens it', () => {
    expect(partyNames('SUPPLY AGREEMENT', 'This agreement is made by Kestrel Bakeries Ltd ("the Buyer") and Millbrook Flour Ltd ("the Supplier").', 'The Supplier delivers flour to the Buyer.'))
      .toEqual(expect.arrayContaining(['KESTREL BAKERIES', 'MILLBROOK FLOUR']));
  });
});
