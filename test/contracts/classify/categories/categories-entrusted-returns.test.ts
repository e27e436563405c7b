/**
 * Asset Use for the other party's things handed back or destroyed at the end (category-cues-entrusted-returns.ts,
 * issue 18, h46cat); sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { ENTRUSTED_RETURN_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-entrusted-returns.js';
import { categoriesOf } from '../helpers.js';
import { cuedBy } from '../cue-tables.js';

describe('categories: entrusted things returned or destroyed at the end (Asset Use beside the termination)', () => {
  it('samples, reagents, cards, devices, wool returned or destroyed', () => {
    expect(categoriesOf(
      'On termination, the Laboratory must return or destroy all unused reagent kits, as the Sponsor directs.',
      'On expiry of this agreement the Retailer shall return every card reader we supplied within ten days.',
      'Upon termination the Spinner shall return to the Cooperative all the wool in its store.',
    )).toEqual([['Asset Use', 'Term & Termination'], ['Asset Use', 'Term & Termination'], ['Asset Use', 'Term & Termination']]);
  });
});

describe('categories: the same verbs on information, goods sold or money (no Asset Use)', () => {
  it('confidential material, data, goods and sums', () => {
    const got = categoriesOf(
      'On termination, the Recipient shall return or destroy all confidential materials it received from the Discloser.',
      'On termination, the Processor shall destroy all personal data it holds for the Controller.',
      'The Buyer may return any defective goods to the Seller within 14 days of delivery.',
      'The Landlord shall return any unused deposit to the Tenant within 30 days after the lease ends.',
    );
    expect(got.map((c) => c.includes('Asset Use'))).toEqual([false, false, false, false]);
  });
});

describe('categories: returns and destructions that come at no end (hrev31: no Asset Use from the entrusted-returns cue)', () => {
  it('goods bought sent back, one\'s own or hazardous things destroyed, secrets returned', () => {
    const got = categoriesOf(
      'The Retailer may return any damaged stock for a full credit within 10 days of receipt.',
      'The Importer shall destroy all counterfeit samples at its own cost.',
      'The Contractor shall destroy all materials contaminated with lead under the applicable regulations.',
      'On termination each party shall return or destroy all materials received from the other party that contain the other\'s proprietary know-how.',
      'On expiry the Stockist may return any unopened stock to the Wholesaler for a full refund.',
    );
    expect(got.map((c) => c.includes('Asset Use'))).toEqual([false, false, false, false, false]);
  });

  it('kept: the owner\'s things returned at the end, on the last day or at expiry', () => {
    const got = categoriesOf(
      'On the last day of the engagement the Contractor must return every access card and device issued to it.',
      'On expiry of the Study the Site shall return any unused kits to the Sponsor.',
    );
    expect(got.map((c) => c.includes('Asset Use'))).toEqual([true, true]);
  });
});

describe('categories: consigned goods returned at the end (h63c53)', () => {
  it('consigned products or goods handed back on termination are Asset Use beside the termination', () => {
    expect(categoriesOf(
      'Within ten days after termination, the Hospital shall return all unused Consigned Products to the Supplier.',
      'On expiry of this Agreement the Retailer shall return any unsold consigned goods to the Artist.',
    )).toEqual([['Asset Use', 'Term & Termination'], ['Asset Use', 'Term & Termination']]);
  });
  it('products bought back or returned for a credit are no asset handed back', () => {
    const got = categoriesOf(
      'On termination the Hospital shall purchase all remaining Consigned Products at the current list price.',
      'The Buyer may return any defective products to the Seller within 14 days of delivery.',
    );
    expect(got.map((c) => c.includes('Asset Use'))).toEqual([false, false]);
  });
});

describe('categories: the let or hired thing itself given back at the end (Asset Use beside the termination; h63asset)', () => {
  it('a scaffold tower, a site office, a boat and its keys handed back, returned or vacated', () => {
    const got = categoriesOf(
      'At the end of the hire period the Hirer shall return the scaffold tower to the Owner\'s depot, cleaned and complete.',
      'On termination the Concessionaire must vacate the site office and the storerooms within seven days.',
      'When this agreement ends the Skipper shall hand back the boat and its keys to the Club.',
    );
    expect(got.map((c) => c.includes('Asset Use'))).toEqual([true, true, true]);
  });

  it("the thing's records, data, a deposit or money given back at the end are not read by this branch", () => {
    const got = categoriesOf(
      'On termination the Manager shall hand over the vessel\'s logbooks and certificates to the Owner.',
      'On expiry the Processor shall return all personal data to the Controller.',
      'The Landlord will return the deposit within 14 days after the end of the tenancy.',
    );
    expect(got.map((c) => c.includes('Asset Use'))).toEqual([false, false, false]);
  });
});

describe('categories: an office held as a post, and the let thing\'s papers, given back at the end (review hrev54)', () => {
  /** Whether the entrusted-returns strong cue reads the sentence. */
  const cued = cuedBy(ENTRUSTED_RETURN_STRONG_CUES);

  it('a director or a chair vacating the office, the site records or plans handed over: not read', () => {
    const sentences = [
      'On termination the Director shall vacate his office.',
      'On termination, the Director shall vacate the office of director.',
      'On termination the Chair shall vacate her office as chair.',
      'On termination the Agent shall hand over the site records to the Principal.',
      'On termination the Contractor shall hand over the site plans and drawings.',
    ];
    expect(sentences.map(cued)).toEqual([false, false, false, false, false]);
  });

  it('the near misses still read: a let office vacated, the site handed back with its keys', () => {
    const sentences = [
      'On expiry of the lease the Tenant shall vacate the office and hand back the keys.',
      'At the end of the Term the Licensee shall vacate the Office at its own cost.',
      'On termination the Contractor shall hand back the site to the Owner.',
    ];
    expect(sentences.map(cued)).toEqual([true, true, true]);
    expect(categoriesOf(sentences[1])[0]).toEqual(['Asset Use', 'Term & Termination']);
  });
});
