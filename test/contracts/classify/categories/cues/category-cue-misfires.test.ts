/**
 * Ordinary sentences on which a commercial cue (category-cues-commercial.ts) would name a category a lawyer would not
 * give: each cue is read in its contract sense only. Sentences written for these tests (hrev2's review of h18b).
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf, hasCue } from '../../helpers.js';

const cue = hasCue;

describe('commercial cues read in their contract sense only', () => {
  it('natural variations in a material are no amendment; a variation in the scope or of the contract is', () => {
    expect(['Natural variations in the colour and grain of the timber are not defects.', 'Minor variations in the shade of the printed materials are acceptable.', 'Any variation in the scope of the Services must be agreed in writing.', 'No variation of this Agreement is effective unless signed.']
      .map((t) => cue('Amendments', t))).toEqual([false, false, true, true]);
    expect(categoriesOf('Natural variations in the colour and grain of the timber are not defects.')).toEqual([[]]);
  });

  it("a surety's guarantee that a party will pay or perform is no warranty; a guaranteed result is", () => {
    expect(['The Guarantor guarantees that the Tenant will perform its covenants in the Lease.', 'The Parent guarantees that the Company shall duly pay every sum due.', 'The Installer guarantees that the panels will produce 5,000 kWh a year.']
      .map((t) => cue('Warranties', t))).toEqual([false, false, true]);
  });

  it('a guarantee that it, or the goods, will perform is a warranty of its own result, not a surety\'s promise', () => {
    expect(['The Contractor guarantees that it will perform the Works in a good and workmanlike manner.', 'The Seller guarantees that the goods will comply with the Specification.', 'THE GUARANTOR GUARANTEES THAT THE TENANT WILL PERFORM ITS COVENANTS.', 'The Parent guarantees that the Company shall duly pay every sum due.']
      .map((t) => cue('Warranties', t))).toEqual([true, true, false, false]);
  });

  it('a conflict with interests, not with a document, is no order of precedence', () => {
    expect(cue('Order of Precedence', "The Consultant shall not accept any engagement that conflicts with the Client's interests, and this restriction applies for twelve months after the end of the engagement.")).toBe(false);
    expect(cue('Order of Precedence', 'If this Agreement conflicts with any statement of work, this Agreement controls.')).toBe(true);
    expect(categoriesOf("The Consultant shall not accept any engagement that conflicts with the Client's interests, and this restriction applies for twelve months after the end of the engagement.")[0]).not.toContain('Order of Precedence');
  });

  it('consideration given to a proposal is no price; the consideration for shares is', () => {
    expect(['Due consideration shall be given to the Supplier\'s proposals for improving the Services.', 'The consideration for the Business shall be £1,200,000.']
      .map((t) => cue('Pricing & Taxes', t))).toEqual([false, true]);
    expect(categoriesOf("Due consideration shall be given to the Supplier's proposals for improving the Services.")).toEqual([[]]);
  });

  it("a warranty's or a guarantee's term is no term of the contract; the lease's is", () => {
    expect(['The warranty has a term of twelve (12) months from delivery.', 'A guarantee with a term of two years covers the pump.', 'The lease has a term of ten (10) years.']
      .map((t) => cue('Term & Termination', t))).toEqual([false, false, true]);
    expect(categoriesOf('The warranty has a term of twelve (12) months from delivery.')).toEqual([['Warranties']]);
  });

  it('"the parties recall that" is a recital, no product recall', () => {
    expect(['The parties recall that the Buyer visited the site in May 2024.', 'The Distributor shall recall any Batch the Regulator finds unsafe.']
      .map((t) => cue('Safety and Security', t))).toEqual([false, true]);
  });

  // hrev4's review of h18h's operational cues (category-cues-operations.ts).
  it('the piracy of software or content is copying, no safety at sea; piracy at sea is', () => {
    expect(['The Licensee shall take reasonable steps to prevent piracy of the Software.', 'Online piracy of the Content is a material breach.', 'The Master may avoid areas of piracy.', 'Piracy and war risks are for the Owners.']
      .map((t) => cue('Safety and Security', t))).toEqual([false, false, true, true]);
    expect(categoriesOf('The Licensee shall take reasonable steps to prevent piracy of the Software.')[0]).not.toContain('Safety and Security');
  });

  it('"by accident" means unintended, no accident on site', () => {
    expect(['The Supplier is not liable for any loss of data deleted by accident.', 'The Operator shall report every accident within a day.']
      .map((t) => cue('Safety and Security', t))).toEqual([false, true]);
  });
});
