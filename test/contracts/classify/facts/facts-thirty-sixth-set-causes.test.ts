/**
 * Facts set 36's causes (issue 18, h63f36), each on short contracts written for these tests: "repay" as a payment verb
 * (cause 7), an insurance cover stated per load (cause 6), and a notarial opening or an "On <date>, … agree as follows"
 * opening as the date of making (cause 5).
 */
import { describe, expect, it } from 'vitest';
import { amounts, effective, paymentTerms } from '../facts-readers.js';

const opening = 'This lease is made between Cypress Farms LLC (the "Landlord") and Teche Growers Inc. (the "Tenant").';

describe('"repay" within days of a demand is a payment term (cause 7)', () => {
  it('reads the days a party has to repay a cost, as it reads "pay" and "reimburse"', () => {
    expect(paymentTerms(opening, "Tenant shall repay the cost of the repairs within twenty (20) days of Landlord's written demand.")).toEqual(['20 days']);
    expect(paymentTerms(opening, 'The Tenant repays each advance within 15 days of written demand.')).toEqual(['15 days']);
    expect(paymentTerms(opening, "Tenant shall pay the cost within twenty (20) days of Landlord's written demand.")).toEqual(['20 days']);
  });
  it('a deposit handed back is a refund, no payment term, as before', () => {
    expect(paymentTerms(opening, 'Landlord shall repay the deposit within 14 days of the end of the lease.')).toEqual([]);
    expect(paymentTerms(opening, 'The security deposit shall be repaid to the Tenant within 14 days of the end of the lease.')).toEqual([]);
    expect(paymentTerms(opening, 'Landlord shall repay the security bond within 14 days of the end of the lease.')).toEqual([]);
  });
});

describe('an insurance cover stated per load, vehicle or consignment (cause 6)', () => {
  const haulage = 'This haulage agreement is made on 2 March 2033 between Kafue Mines Ltd (the "Customer") and Copperbelt Trucking Ltd (the "Haulier").';
  it('is no amount', () => {
    expect(amounts(haulage, 'The Haulier shall maintain goods-in-transit insurance of not less than GBP 250,000 per load.')).toEqual([]);
    expect(amounts(haulage, 'The Haulier shall insure each consignment for GBP 290,000 per vehicle.')).toEqual([]);
    expect(amounts(haulage, 'The Haulier shall keep cargo insurance of at least USD 300,000 per consignment.')).toEqual([]);
  });
  it('a premium, a cost or a rate stays an amount, and so does a charge for "coverage"', () => {
    expect(amounts(haulage, 'The Customer shall pay an insurance premium of GBP 12 per load.')).toEqual(['12 GBP']);
    expect(amounts(haulage, 'The Customer shall bear the cost of insurance, GBP 30 per load.')).toEqual(['30 GBP']);
    expect(amounts(haulage, 'The Customer shall pay the Haulier GBP 38.00 per tonne.')).toEqual(['38 GBP']);
    expect(amounts(haulage, 'Coverage beyond eight hours is charged at £180 per hour.')).toEqual(['180 GBP']);
  });
});

describe('a notarial opening, or "On <date>, … agree as follows", dates the making (cause 5)', () => {
  it('reads the date of "BE IT KNOWN, that on this …" and "personally came and appeared"', () => {
    expect(effective('BE IT KNOWN, that on this 3rd day of March, 2031, before the undersigned witnesses, personally came and appeared BAYOU FARMS, L.L.C. (Lessor) and DELTA CRAWFISH, INC. (Lessee).', 'Lessee shall pay $85.00 per acre per year.')).toEqual(['2031-03-03']);
    expect(effective('In Lafayette, Louisiana, on this 3rd day of March, 2031, before me, Notary Public, personally came and appeared BAYOU FARMS, L.L.C. (Lessor).', 'Lessee shall pay $85.00 per acre per year.')).toEqual(['2031-03-03']);
  });
  it('reads "On 3 March 2031, <A> and <B> agree as follows:"', () => {
    expect(effective('On 3 March 2031, Acme Ltd and Beta Ltd agree as follows:', 'Beta shall pay Acme EUR 10 per kilogram.')).toEqual(['2031-03-03']);
    expect(effective('On March 3, 2031, Acme Ltd (the "Seller") and Beta Ltd (the "Buyer") agree as follows:', 'Beta shall pay Acme EUR 10 per kilogram.')).toEqual(['2031-03-03']);
  });
  it('a notary\'s acknowledgment ("personally appeared") and a deadline to agree date no making', () => {
    expect(effective(opening, 'On this 5th day of March, 2031, before me, the undersigned notary, personally appeared John Smith, known to me to be the person whose name is subscribed.')).toEqual([]);
    expect(effective(opening, 'The parties shall agree a delivery schedule by 3 March 2031.')).toEqual([]);
  });
});
