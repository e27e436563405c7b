/**
 * Session 39's category leftovers (issue 18, h75left), on sentences of our own with their near misses: a food safety or
 * hygiene law complied with is C63's Responsibilities; a notice given "in accordance with applicable law" is no
 * compliance duty; an agent's indemnity for goodwill or clientele is no Indemnification; insurance sold at a rate of the
 * value is priced; the owner's goods held by the keeper as bailee, trustee, depositary or custodian are Asset Use
 * (C84); title to shares kept until Completion stays Delivery (a documented choice).
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf, cueOf } from '../helpers.js';

const one = (text: string) => categoriesOf(text)[0];

describe('a food safety or food hygiene law complied with (C63, h75left)', () => {
  it('is Responsibilities, beside Safety and Security where the model reads it', () => {
    expect(one('The Caterer shall comply with all food safety laws that apply to the canteen.')).toContain('Responsibilities');
    expect(one('The Franchisee must comply with the food hygiene regulations of the county.')).toContain('Responsibilities');
    expect(cueOf('Responsibilities', 'The Distributor undertakes to comply with the food safety laws of each country of the Territory.')).toBe('strong');
  });
  it('near misses: a health and safety law (C63\'s split) and goods warranted to comply stay as they were', () => {
    expect(one('The Caterer shall comply with all health and safety laws at the site.')).not.toContain('Responsibilities');
    expect(one('The Supplier warrants that the products comply with all food safety laws.')).not.toContain('Responsibilities');
    expect(cueOf('Responsibilities', 'The Caterer shall keep the kitchen safe and comply with all food safety laws.')).toBeFalsy();
  });
});

describe('a notice given in accordance with a law (hrev64, h75left)', () => {
  it('is the notice\'s form, no compliance duty', () => {
    expect(one('Notices shall be given in accordance with applicable law.')).toEqual(['Communication']);
    expect(one('Any notice of termination shall be served in accordance with the Landlord and Tenant Act.')).not.toContain('Responsibilities');
  });
  it('near miss: an act done in accordance with the law stays Responsibilities', () => {
    expect(one('The Contractor shall dispose of the waste in accordance with applicable law.')).toEqual(['Responsibilities']);
  });
});

describe('an agent\'s indemnity for goodwill or clientele (h73c56\'s leftover, h75left)', () => {
  it('is a sum on termination, no Indemnification', () => {
    expect(one('The Agent shall not be entitled to any indemnity for goodwill when this Agreement ends.')).toEqual(['Term & Termination']);
    expect(one('The Distributor has no right to an indemnity or compensation for its clientele on termination.')).toEqual(['Term & Termination']);
  });
  it('near misses: an indemnity against claims, and one the agent is owed with no goodwill named, stay Indemnification', () => {
    expect(one('The Agent shall indemnify the Principal against all claims by its customers.')).toContain('Indemnification');
    expect(one('On termination the Agent shall be entitled to an indemnity calculated under the Commercial Agents Regulations.')).toContain('Indemnification');
  });
});

describe('insurance sold at a rate of the value (h73c56\'s leftover, h75left)', () => {
  it('is priced: Insurance and Pricing & Taxes', () => {
    expect(one('We can insure your furniture in storage at 0.5% of its declared value per month.')).toEqual(['Insurance', 'Pricing & Taxes']);
    expect(one('The Carrier offers transit insurance at a premium of 0.35% of the invoice value.')).toEqual(['Insurance', 'Pricing & Taxes']);
  });
  it('near misses: the insured sum as a share of the value is Insurance alone', () => {
    expect(one('The Seller shall insure the goods at 110% of the CIF value.')).toEqual(['Insurance']);
    expect(one('The Buyer shall insure the goods for 110% of their invoice value.')).toEqual(['Insurance']);
  });
});

describe('the owner\'s goods held by the keeper as bailee (C84)', () => {
  it('are Asset Use', () => {
    expect(one('The timber remains the property of the Owner at all times, and the Sawmill holds it as bailee.')).toEqual(['Asset Use']);
    expect(one('Title to the grain remains with the Farmer, and the Elevator holds it only as custodian.')).toEqual(['Asset Use']);
  });
  it('near miss: money held as trustee names no goods kept', () => {
    expect(one('The Agent holds all sums collected as trustee for the Principal.')).not.toContain('Asset Use');
    expect(cueOf('Asset Use', 'The Agent holds all sums collected as trustee for the Principal.')).toBeFalsy();
  });
});

describe('title to shares kept until Completion (hrev64\'s leftover, decided: h75left)', () => {
  it('stays Delivery, as the sets label the completion of a share sale (sets 6 and 12) and its passing', () => {
    expect(one('Title to the shares remains with the Seller until Completion.')).toEqual(['Delivery']);
    expect(one('Title to the shares passes to the Buyer at Completion.')).toEqual(['Delivery']);
  });
});
