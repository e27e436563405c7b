/**
 * Two signer lines facts set 50 found unread (lead, session 53): a heading naming a party and its signer's office ("For
 * the Buyer, the Sole Director" over the name), and an order's acceptance "for" its supplier ("Order accepted for the
 * Supplier: <name>, <title>, <date>"). Sentences written for the rules, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { contactLists, effective } from '../../facts-readers.js';

const SALE = (heading: string) => [
  'AGREEMENT FOR THE SALE OF OLIVES',
  'Between Pietro Lodde, farmer, of Via Roma 4, Orosei (the "Seller"), and FRANTOIO BARONIA S.R.L., with registered office in Orosei (the "Buyer").',
  '1. The Seller sells to the Buyer the olives of his grove at Su Pradu for the 2039 harvest.',
  '2. The price is € 0,80 per kilogram, paid within fifteen (15) days of each delivery.',
  'Orosei, 2 October 2039',
  'The Seller',
  'Pietro Lodde',
  heading,
  'Marta Cossu',
];

const ORDER = (acceptance: string) => [
  'KOKOPO WATER TRUST',
  'PO Box 12, Kokopo, East New Britain, Papua New Guinea',
  'LOCAL PURCHASE ORDER',
  'Order No.: 2039/114',
  'Date: 3/03/2039',
  'Supplier: Rabaul Pumps Limited, Mango Avenue, Rabaul',
  'Qty | Description | Amount (PGK)',
  '1 | Submersible pump, 2 kW | 4,100.00',
  '1. This order is issued by Kokopo Water Trust (the "Purchaser") and is accepted by the Supplier on these conditions only.',
  "2. The Purchaser pays within thirty (30) days of receipt of the Supplier's invoice.",
  'Authorised by: Helen Tamur, Operations Manager',
  acceptance,
];

describe('a heading naming a party and its signer\'s office', () => {
  it('"For the Buyer, the Sole Director" gives the name under it to the Buyer alone', () => {
    expect(contactLists(...SALE('For the Buyer, the Sole Director'))).toEqual([['PIETRO LODDE', []], ['FRANTOIO BARONIA', ['Marta Cossu']]]);
  });
  it('"For Frantoio Baronia S.r.l., its Managing Director" alike', () => {
    expect(contactLists(...SALE('For Frantoio Baronia S.r.l., its Managing Director'))).toEqual([['PIETRO LODDE', []], ['FRANTOIO BARONIA', ['Marta Cossu']]]);
  });
  it('an office that is no job title opens no block: "For the Buyer, the undersigned" leaves the name to no buyer', () => {
    const got = contactLists(...SALE('For the Buyer, the undersigned'));
    expect(got.find(([party]) => party === 'FRANTOIO BARONIA')?.[1]).toEqual([]);
  });
});

describe('an order accepted "for" its supplier', () => {
  it('"Order accepted for the Supplier: <name>, <title>, <date>" signs for the supplier, as "by the Supplier" does', () => {
    const forSupplier = contactLists(...ORDER('Order accepted for the Supplier: Joseph Kaput, Sales Manager, 5/03/2039'));
    const bySupplier = contactLists(...ORDER('Order accepted by the Supplier: Joseph Kaput, Sales Manager, 5/03/2039'));
    expect(forSupplier).toEqual(bySupplier);
    expect(forSupplier.flatMap(([, names]) => names)).toContain('Joseph Kaput');
  });
  it('its date dates the acceptance, as "by the Supplier" does', () => {
    const forSupplier = effective(...ORDER('Order accepted for the Supplier: Joseph Kaput, Sales Manager, 5/03/2039'));
    expect(forSupplier).toEqual(effective(...ORDER('Order accepted by the Supplier: Joseph Kaput, Sales Manager, 5/03/2039')));
    expect(forSupplier).toContain('2039-03-05');
  });
});
