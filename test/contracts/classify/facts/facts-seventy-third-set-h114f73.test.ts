/**
 * Three of facts set 73's causes (issue 18, h114f73; numbered as bench/log.md's section lists them, by the facts they
 * cost), each decided on sentences written for it, near misses kept (none is the set's own sentence):
 * - 1: "Rs" touching its figure ("Rs250,000") under a Mauritian contract stayed India's rupee (local-currency.ts, INR
 *   `written`);
 * - 9: a bare "K" under a contract that names no country but writes "ZMW" (or "MWK", "PGK", "MMK") beside a figure
 *   named no currency (local-currency.ts, the K mark's `explicit`);
 * - 3: a club named by its members ("Women's Club", "Youth Club") or a service club was no body, so the village
 *   lease's owner was no party (gazetteer.ts INSTITUTION_HEADS);
 * - 6: a peasant farm written out before its quoted name ('Peasant farm «Alma-Bak»') was no legal form, so the farm was
 *   no party (gazetteer.ts POST_SOVIET_FORMS).
 */
import { describe, expect, it } from 'vitest';
import { amounts, contactLists, partyNames, primary } from '../facts-readers.js';

describe('"Rs" touching its figure is the rupee the contract\'s country names (cause 1)', () => {
  it('under a Mauritian contract "Rs250,000" and "Rs40,000" are Mauritian rupees, as "Rs 250,000" was', () => {
    expect(amounts('AGREEMENT FOR THE SALE OF A DELIVERY VAN', 'The price is Rs250,000, of which Rs40,000 is paid on signing.', 'This agreement is governed by the laws of Mauritius.')).toEqual(['250000 MUR', '40000 MUR']);
    expect(amounts('AGREEMENT FOR THE SALE OF A DELIVERY VAN', 'The price is Rs 250,000.', 'This agreement is governed by the laws of Mauritius.')).toEqual(['250000 MUR']);
  });
  it('near misses: no country named keeps the recognizer\'s rupee; a Sri Lankan one its own', () => {
    expect(amounts('AGREEMENT FOR THE SALE OF A DELIVERY VAN', 'The price is Rs250,000.')).toEqual(['250000 INR']);
    expect(amounts('AGREEMENT FOR THE SALE OF A DELIVERY VAN', 'The price is Rs250,000.', 'This agreement is governed by the laws of Sri Lanka.')).toEqual(['250000 LKR']);
  });
});

describe('a "K" sum beside a kwacha\'s, a kina\'s or a kyat\'s code written out (cause 9)', () => {
  it('"ZMW 4,500.00" says the lease\'s "K1,500.00" is the Zambian kwacha, "MWK" the Malawian, with no country named', () => {
    expect(amounts('LEASE OF A MAIZE MILL', 'The Operator pays a rent of K1,500.00 per month.', 'On signing the Operator pays a deposit of ZMW 4,500.00.')).toEqual(['1500 ZMW', '4500 ZMW']);
    expect(amounts('LEASE OF A MAIZE MILL', 'The Operator pays a rent of K 150,000.00 per month.', 'On signing the Operator pays a deposit of 450,000 MWK.')).toEqual(['150000 MWK', '450000 MWK']);
  });
  it('near misses: two codes, or a code beside no figure, say nothing, and a "K" under neither stays no currency', () => {
    expect(amounts('LEASE OF A MAIZE MILL', 'The Operator pays a rent of K1,500.00 per month.', 'The deposit is ZMW 4,500.00 or MWK 900,000.00.')).toEqual(['4500 ZMW', '900000 MWK']);
    expect(amounts('LEASE OF A MAIZE MILL', 'The Operator pays a rent of K1,500.00 per month.', 'The PGK office keeps the receipts.')).toEqual([]);
    expect(amounts('LEASE OF A MAIZE MILL', 'The Operator pays a rent of K1,500.00 per month.')).toEqual([]);
  });
});

describe('a club named by its members is a body that can be a side (cause 3)', () => {
  const lease = (owner: string) => [
    'LEASE OF A GRINDING MILL',
    `The Owner: ${owner}, Luwingu Road, Kasama, through its chairperson Mrs. Ruth Bwalya.`,
    'The Operator: Mr. Peter Mulenga, of Chiba village, Kasama.',
    'The Owner leases its grinding mill to the Operator, and the Operator pays a rent of ZMW 900.00 per month.',
  ];
  it('"Kasama Mothers\' Club" and "Chiba Youth Club" own and let the mill, their chairperson the contact', () => {
    expect(primary(...lease("Kasama Mothers' Club"))).toEqual(["KASAMA MOTHERS' CLUB Supplier", 'PETER MULENGA Buyer']);
    expect(contactLists(...lease('Chiba Youth Club'))[0]).toEqual(['CHIBA YOUTH CLUB', ['Ruth Bwalya']]);
  });
  it('near misses: a club of no members\' kind, and "the Club" alone, name no body', () => {
    expect(partyNames(...lease('Kasama Book Club'))).not.toContain('KASAMA BOOK CLUB');
    expect(partyNames('LEASE OF A GRINDING MILL', 'The Club lets its mill to Mr. Peter Mulenga for ZMW 900.00 per month.')).not.toContain('CLUB');
  });
});

describe('a peasant farm written out before its quoted name (cause 6)', () => {
  const preamble = (farm: string) =>
    `${farm}, represented by its head Osmonov Nurlan Kadyrovich, hereinafter referred to as the "Buyer", on the one hand, and individual entrepreneur Abdyrakhmanova Aizada Bekovna, hereinafter referred to as the "Seller", on the other hand, have concluded this contract as follows:`;
  it('"Peasant farm «Jashyl Bak»" and "Peasant Farm Enterprise "Jashyl Bak"" name the farm, its head the contact', () => {
    for (const farm of ['Peasant farm «Jashyl Bak»', 'Peasant Farm Enterprise "Jashyl Bak"']) {
      expect(contactLists('CONTRACT No. 12 for the supply of seedlings', preamble(farm))[0]).toEqual(['JASHYL BAK', ['Osmonov Nurlan Kadyrovich']]);
    }
  });
  it('near misses: "PF" only before a quote, and a peasant farm named by no quote is no party by the form', () => {
    expect(partyNames('CONTRACT No. 12', 'The PF OF THE SELLER is attached.')).toEqual([]);
    expect(partyNames('CONTRACT No. 12', 'The seedlings are grown on a peasant farm near Talas.')).toEqual([]);
  });
});
