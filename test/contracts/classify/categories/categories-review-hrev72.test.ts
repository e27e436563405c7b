/**
 * Issue 18, hrev72: session 42's round 1 category rules (h77c59) read on ordinary contract language of this review's
 * own, each misfire narrowed by its shape beside the rule's own case. A hired thing: not a noun spelt as a letting verb
 * ("all rents and other sums", "its charters"), not a name lent ("lends its name to the regatta"), not money lent, not a
 * defined name whose last word is a time, money, papers or an event ("the Lease Period", "the Rent", "the Constitutional
 * Documents"). "informs" said of a party or of a telling, not of a thing that shapes another. A liability insured, not
 * one the insurance leaves whole or that is capped. "any number of" the work's units, not "a number of". A table row
 * whose label names an amount that is no price ("Share capital | 25 000 EUR") is no price row.
 */
import { describe, expect, it } from 'vitest';
import { hiredThingsOf, namesHiredThingUse } from '../../../../src/contracts/classify/categories/category-hired-things.js';
import { categoriesOf, hasCue } from '../helpers.js';

const aliases = new Set(['landlord', 'tenant', 'sponsor', 'club', 'lender', 'borrower', 'assignor', 'lessor', 'lessee', 'owner', 'hirer', 'company']);

describe('a hired thing by its defined name: near misses (hrev72)', () => {
  it('no hired thing from a noun spelt as a letting verb', () => {
    expect(hiredThingsOf(['The Assignor assigns to the Lender all rents and other sums payable under the Occupational Leases (the "Rental Receipts").'], aliases)).toBeUndefined();
    expect(hiredThingsOf(['The Company is governed by its charters and by-laws as registered with the court (the "Constitution").'], aliases)).toBeUndefined();
    expect(hiredThingsOf(["The Company's leases of land are listed in Schedule 4 (the \"Properties\")."], aliases)).toBeUndefined();
    expect(hiredThingsOf(['The Company holds rents receivable from its tenants in a separate account (the "Rent Account").'], aliases)).toBeUndefined();
  });

  it('no hired thing from a name, support or money lent', () => {
    expect(hiredThingsOf(['The Sponsor lends its name to the annual open regatta organised by the Club at Falmouth (the "Regatta").'], aliases)).toBeUndefined();
    expect(hiredThingsOf(['The Lender agrees to lend to the Borrower an amount of up to EUR 2,000,000 (the "Facility").'], aliases)).toBeUndefined();
    expect(hiredThingsOf(['The Lender lends the Borrower the sum of GBP 50,000 for the purchase of livestock (the "Advance Sum").'], aliases)).toBeUndefined();
  });

  // The thing let by its own word ("the MRI scanner") is read since h89c (category-let-things.ts): what is asserted
  // here is that the defined name after it, a time, money or an event, names no hired thing.
  it('no hired thing whose name ends in a time, money, papers or an event', () => {
    expect(hiredThingsOf(['The Lessor leases to the Lessee the MRI scanner described in Annex 1 for sixty months from installation (the "Lease Period").'], aliases)?.names ?? []).toEqual([]);
    expect(hiredThingsOf(['The Landlord leases the shop at 4 Dock Road to the Tenant for five years at a yearly rent of GBP 24,000 (the "Rent").'], aliases)?.names ?? []).toEqual([]);
    expect(hiredThingsOf(['The Owner hires out to the Hirer a marquee for the wedding reception on 12 June (the "Event").'], aliases)?.names ?? []).toEqual([]);
    expect(hiredThingsOf(['The Owner hires out the boat for the season starting on 1 May (the "Hire Season").'], aliases)?.names ?? []).toEqual([]);
  });

  it('the rule\'s own cases still read: a thing let, lent or hired out, and its keeping', () => {
    expect(hiredThingsOf(['The Lessor leases to the Lessee the MRI scanner described in Annex 1 (the "Scanner").'], aliases)?.names).toEqual(['Scanner']);
    expect(hiredThingsOf(['Until delivery, the Dealer lends the Buyer a courtesy car (the "Courtesy Car").'], aliases)?.names).toEqual(['Courtesy Car']);
    expect(hiredThingsOf(['The Owner hires out to the Hirer the items listed in the Schedule (the "Hire Goods").'], aliases)?.names).toEqual(['Hire Goods']);
    expect(hiredThingsOf(['The Owner rents out to the Club two safety launches (the "Launches").'], aliases)?.names).toEqual(['Launches']);
    const hired = hiredThingsOf(['The Lessor leases to the Lessee the MRI scanner described in Annex 1 (the "Scanner").'], aliases);
    expect(namesHiredThingUse('The Lessee shall return the Scanner at the end of the lease.', hired)).toBe(true);
  });

  it('in a contract: the rent altered and the regatta moved take no Asset Use; the thing hired still does', () => {
    const lease = categoriesOf(
      'LEASE OF SHOP PREMISES',
      'This Lease is made between Castlegate Estates Ltd ("Landlord") and Fig & Olive Ltd ("Tenant").',
      'The Landlord leases the shop at 4 Dock Road to the Tenant for five years at a yearly rent of GBP 24,000 (the "Rent").',
      'The Rent shall be reviewed and may be altered on each third anniversary of the Term Commencement Date.',
    );
    expect(lease[3]).not.toContain('Asset Use');
    const sponsorship = categoriesOf(
      'SPONSORSHIP AGREEMENT',
      'This Agreement is made between Lumen Drinks Ltd ("Sponsor") and Kestrel Sailing Club ("Club").',
      'The Sponsor lends its name to the annual open regatta organised by the Club at Falmouth (the "Regatta").',
      'The Club may alter the date of the Regatta if the weather forecast is poor.',
    );
    expect(sponsorship[2]).not.toContain('Asset Use');
    expect(sponsorship[3]).not.toContain('Asset Use');
    const hire = categoriesOf(
      'HIRE OF FORKLIFTS',
      'This Agreement is made between Alder Timber Ltd ("Owner") and Norland Joinery Ltd ("Hirer").',
      'The Owner rents out to the Hirer two forklift trucks for unloading (the "Forklifts").',
      'The Hirer shall return the Forklifts after the last delivery.',
    );
    expect(hire[3]).toContain('Asset Use');
  });
});

describe('"informs" said of a party or of a telling (hrev72)', () => {
  it('a party informs, or informs someone of something: Communication', () => {
    expect(hasCue('Communication', 'The Employee immediately informs the Employer of any change of address.')).toBe(true);
    expect(hasCue('Communication', 'The Contractor informs the Employer of each delay within two days.')).toBe(true);
    expect(hasCue('Communication', 'If the goods are damaged, it informs the carrier at once.')).toBe(true);
  });

  it('a thing that shapes another: no Communication cue', () => {
    expect(hasCue('Communication', "The Supplier's cost model, which informs the Charges, is set out in Schedule 3.")).toBe(false);
    expect(hasCue('Communication', 'The risk assessment informs the method statement for each lift.')).toBe(false);
    expect(hasCue('Communication', "The Contractor's experience in similar projects informs its approach to the Works.")).toBe(false);
  });
});

describe('a liability insured, not one the insurance leaves whole (hrev72)', () => {
  it('insurance that does not limit or relieve a liability, or a capped one: the Liability cue stays', () => {
    expect(hasCue('Liability', 'Compliance with the insurance requirements shall not limit or relieve the Contractor of its liabilities and obligations under this Agreement.')).toBe(true);
    expect(hasCue('Liability', 'The insurance required by this clause does not limit its liability under this Agreement.')).toBe(true);
    expect(hasCue('Liability', 'Whether or not the loss is covered by insurance, its liability shall not exceed EUR 1,000,000.')).toBe(true);
    expect(hasCue('Liability', 'The cap in clause 12.1 covers their liability in contract, tort and otherwise.')).toBe(true);
  });

  it('the liability insured is still the cover alone', () => {
    expect(hasCue('Liability', 'The Tenant shall insure its liability to third parties for at least GBP 5,000,000.')).toBe(false);
    expect(hasCue('Liability', "The Contractor's insurance covers its liability for injury to persons and damage to property.")).toBe(false);
  });
});

describe('"any number of" the work\'s units, not "a number of" (C67, hrev72)', () => {
  it('"a number of" is several: no Scope of Work cue', () => {
    expect(hasCue('Scope of Work', 'The Employee shall not undertake a number of shifts exceeding the limits of the Working Time Regulations.')).toBe(false);
    expect(hasCue('Scope of Work', 'The Contractor does not guarantee a number of trips in excess of the agreed timetable.')).toBe(false);
  });

  it('"any number of" and "a minimum number of" still read', () => {
    expect(hasCue('Scope of Work', 'The Agency does not guarantee any number of placements to the Candidate.')).toBe(true);
    expect(hasCue('Scope of Work', 'The Operator does not promise a minimum number of bookings in any month.')).toBe(true);
  });
});

describe('a row whose label names an amount that is no price (hrev72)', () => {
  it('capital, turnover, a bond, a penalty, a deposit: no Pricing cue, with the currency after or before', () => {
    for (const row of ['Share capital | 25 000 EUR', 'Turnover 2025 | 1 200 000 EUR', 'Guarantee bond | 5 000 000 EUR', 'Contract penalty | 50 000 EUR', 'Share capital | EUR 25,000', 'Retention | 5%']) {
      expect(hasCue('Pricing & Taxes', row), row).toBe(false);
    }
  });

  it('a fee named beside those words, a bare cap (of the fees), and plain price rows, still read', () => {
    for (const row of ['Insurance premium | EUR 500', 'Guarantee fee | 1%', 'Monthly cap | EUR 9,500, unless the Client agrees more', 'Monthly rent | 3 500 EUR', 'Cleaning, per visit | 38,50 EUR', '1st year | 96 000,00 EUR']) {
      expect(hasCue('Pricing & Taxes', row), row).toBe(true);
    }
  });
});
