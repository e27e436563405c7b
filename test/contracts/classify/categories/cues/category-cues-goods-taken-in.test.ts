import { describe, expect, it } from 'vitest';
import { categoriesOf } from '../../helpers.js';

// Issue 18, h52s50: goods taken in by their receiver, a delivery row, goods carried to a store where they age, money
// collected (no goods). Sentences written here.
const of = (text: string): string[] => categoriesOf(text)[0];

describe('goods taken in by the lot or checked on arrival (category-cues-goods-taken-in.ts)', () => {
  it('received by the lot, weighed or inspected on receipt: Delivery, no audit', () => {
    expect(of('The Warehouse will receive, count and unload each batch within one working day of its arrival.')).toEqual(['Delivery']);
    expect(of('The Mill shall weigh each shipment on arrival.')).toEqual(['Delivery']);
    expect(of('The Importer inspects each consignment on receipt for visible damage.')).toEqual(['Delivery']);
  });

  it('a row that says how or when goods are delivered: Delivery', () => {
    expect(of('Delivery period: 1 March 2028 to 30 April 2028.')).toEqual(['Delivery']);
    expect(of('Delivery Format: CSV files on an encrypted drive.')).toEqual(['Delivery']);
  });

  it('near misses: money received, an inspection by a third party, an audit beside it', () => {
    expect(of('The Seller will receive the purchase price in two instalments.')).not.toContain('Delivery');
    expect(of('The Buyer may have each lot inspected on arrival by an independent surveyor of its choice.')).toEqual(['Audits']);
    expect(of('The Buyer shall inspect each delivery on receipt and may audit the Supplier\'s books.')).toContain('Audits');
    // A row of another kind keeps its own subject.
    expect(of('Delivery fee: USD 40 per pallet.')).not.toEqual(['Delivery']);
  });
});

describe('goods carried to a store where they wait or age (category-cues-goods-carried.ts, h52s50)', () => {
  it('delivered to the other party\'s cellar or barn: Delivery', () => {
    expect(of('The Vineyard will deliver the barrels to the Merchant\'s cellars in Reims each October.')).toEqual(['Delivery']);
    expect(of('The Grower shall deliver baled hay to the Farmer\'s barn in loads of at least ten tonnes.')).toEqual(['Delivery']);
  });
});

describe('money collected is no goods collected (category-cues-delivery.ts, h52s50)', () => {
  it('instalments or premiums collected from an account: no Delivery', () => {
    expect(of('The Lender collects the monthly instalments from the Borrower\'s account by direct debit.')).not.toContain('Delivery');
    expect(of('The Broker collects the premiums from each insured member\'s bank account.')).not.toContain('Delivery');
  });

  it('near miss: things collected from a place stay Delivery', () => {
    expect(of('The Brewery shall collect the empty kegs from each bar every week.')).toEqual(['Delivery']);
  });
});

describe('a lot or a delivery of money, papers or votes is no goods taken in (category-cues-goods-taken-in.ts, review hrev37)', () => {
  it('a batch of nominations, a delivery of certificates, a delivery counted on receipt of the price: no Delivery', () => {
    expect(of('The Panel shall receive the batch of nominations and count each ballot.')).not.toContain('Delivery');
    expect(of('The Escrow Agent shall receive the delivery of the title deeds and hold them pending completion.')).not.toContain('Delivery');
    expect(of('The Vendor shall count each delivery on receipt of the purchase price.')).not.toContain('Delivery');
  });

  it('near misses: a lot or a consignment of goods stays Delivery', () => {
    expect(of('The Mill will receive, weigh and grade each lot of maize at its gate.')).toContain('Delivery');
    expect(of('The Depot shall receive and inspect each consignment of cement.')).toContain('Delivery');
    expect(of('The Importer shall inspect each delivery on receipt and report any damage to the Exporter within 48 hours.')).toContain('Delivery');
  });
});
