/**
 * The category causes set 61 taught (issue 18, h78c61): each rule on sentences written for these tests in ordinary
 * contract language (none taken from a labelled set), its near misses beside it.
 */
import { describe, expect, it } from 'vitest';
import { isPreamble } from '../../../../src/contracts/classify/categories/categories.js';
import { isRegulatorLicence } from '../../../../src/contracts/classify/categories/cues/category-cues-regulator-licences.js';
import { categoriesOf, cueOf, hasCue, PREAMBLE } from '../helpers.js';

/** The categories of one clause after the preamble naming Customer and Supplier. */
const one = (text: string) => categoriesOf(PREAMBLE, text)[1];

describe('a charge refused, a commission as a share: Pricing & Taxes (category-cues-fees-refused.ts)', () => {
  it('a party that shall not charge someone or something, and a commission stated as a percentage', () => {
    const sentences = [
      'The Supplier shall not charge the Customer for any day on which the equipment is out of service.',
      'The Agent must not charge any buyer a handling fee.',
      'The Supplier will not charge for the first two site visits.',
      'The commission on sales above the annual target is 4%.',
      'The commission payable on each renewal shall be 2.5 per cent.',
    ];
    expect(sentences.map((s) => hasCue('Pricing & Taxes', s))).toEqual([true, true, true, true, true]);
    expect(one(sentences[1])).toContain('Pricing & Taxes');
  });
  it('not a charge billed, a fee not payable, a battery that will not charge, a commission not stated as a share', () => {
    const sentences = [
      'The Supplier shall not bill the Customer directly for any work ordered by the Agent.',
      'No fee is payable for a cancelled performance.',
      'If the vehicle will not charge, the Customer shall report the fault.',
      'The commission is due when the buyer has paid in full.',
    ];
    expect(sentences.map((s) => cueOf('Pricing & Taxes', s))).toEqual([false, false, false, false]);
  });
  it('beside a telling, the refusal is no second subject (a plain cue)', () => {
    expect(one('If you tell us within the first hour that the room is unsuitable, we will not charge you for that hour.')).not.toContain('Pricing & Taxes');
  });
});

describe('the extent of the work: Scope of Work (category-cues-work-extent.ts)', () => {
  it('a minimum of work not guaranteed, the work covered by the agreement, an exclusive basis', () => {
    const sentences = [
      'The Customer does not guarantee any minimum number of shipments in any month.',
      'The Council will not guarantee any minimum volume of work orders under this framework.',
      'The services covered by this Agreement are listed in Schedule 2.',
      'The Customer appoints the Supplier, on a non-exclusive basis, to install the meters in the northern district.',
    ];
    expect(sentences.map((s) => cueOf('Scope of Work', s))).toEqual(['strong', 'strong', 'strong', 'strong']);
    expect(one(sentences[0])).toContain('Scope of Work');
  });
  it('not an outcome, not a minimum guaranteed to be paid, not a licence granted on a basis', () => {
    const sentences = [
      'The Owner does not guarantee any minimum number of sunny days.',
      'The Customer guarantees a minimum number of 400 shipments in each year.',
      'The Licensor grants the Licensee a licence to use the Software on a non-exclusive basis.',
      'The goods covered by the insurance policy remain at the Supplier\'s risk.',
    ];
    expect(sentences.map((s) => cueOf('Scope of Work', s) === 'strong')).toEqual([false, false, false, false]);
  });
});

describe('replies within a time and formal notices: Communication (category-cues-replies.ts, category-not-said.ts)', () => {
  it('a reply or an answer promised within a time, a formal notice served', () => {
    const sentences = [
      'We will reply within five working days of receiving your letter.',
      'The Supplier shall answer each query within 48 hours.',
      'If the Supplier ignores a formal notice for ten days, the Customer may suspend payment.',
    ];
    expect(sentences.map((s) => hasCue('Communication', s))).toEqual([true, true, true]);
    expect(one(sentences[0])).toContain('Communication');
  });
  it('not a reply not given, calls answered as a service level, a notice dispensed with', () => {
    const sentences = [
      'If the Customer does not reply within ten days, the quotation is deemed accepted.',
      'At least 90% of calls are answered within 30 seconds.',
      'The Supplier shall answer every telephone call within 20 seconds.',
      'Late sums bear interest at 8% a year without the need for a prior formal notice.',
      'The lease ends on 31 March 2030 without separate notice.',
    ];
    expect(sentences.map((s) => hasCue('Communication', s))).toEqual([false, false, false, false, false]);
  });
});

describe('health records and pictures of private persons: Privacy (category-cues-health-records.ts)', () => {
  it('medical information, records kept confidential or shared, pictures of patients, children or guests', () => {
    const sentences = [
      'The Clinic shall keep the medical information of each client confidential.',
      'The Home shall not share a resident\'s health records with anyone outside the care team.',
      'The Studio may not publish photographs of the children in its brochure.',
      'Neither party may use a patient\'s name or photograph in any advertisement.',
    ];
    expect(sentences.map((s) => cueOf('Privacy', s))).toEqual(['strong', 'strong', 'strong', 'strong']);
    expect(one(sentences[0])).toContain('Privacy');
  });
  it('not a medical certificate, records merely kept, a picture of a place or of the performer', () => {
    const sentences = [
      'Each driver shall hold a medical certificate issued within the last two years.',
      'The Practice shall keep clinical records for at least eight years.',
      'The Agency may use photographs of the hotel in its catalogue.',
      'The Promoter may use the Artist\'s name and photograph to advertise the concerts.',
    ];
    expect(sentences.map((s) => cueOf('Privacy', s) === 'strong')).toEqual([false, false, false, false]);
  });
});

describe('the pay of a party\'s own people: Responsibilities, no bill or tax (category-cues-own-staff-pay.ts)', () => {
  it('its own people\'s wages, salaries and social charges', () => {
    const sentences = [
      'The Contractor shall pay their wages and social security contributions on time.',
      'The Supplier is responsible for the salaries, pensions and payroll taxes of its employees.',
      'The Agency remains the employer of the guards and shall pay their wages.',
    ];
    expect(sentences.map((s) => cueOf('Responsibilities', s))).toEqual(['strong', 'strong', 'strong']);
    expect(sentences.map((s) => hasCue('Payment Terms & Billing', s))).toEqual([false, false, false]);
    expect(hasCue('Pricing & Taxes', sentences[1])).toBe(false);
  });
  it('not a salary the contract pays, nor a sentence that names the contract\'s price, nor a payroll system', () => {
    const sentences = [
      'The Employer will pay the Employee a gross salary of £42,000 a year.',
      'The Customer shall pay each invoice, which includes the wages of its staff, within 30 days.',
      'The Supplier shall protect its payroll system with multi-factor authentication.',
    ];
    expect(sentences.map((s) => cueOf('Responsibilities', s) === 'strong')).toEqual([false, false, false]);
    expect(hasCue('Payment Terms & Billing', sentences[0])).toBe(true);
    expect(hasCue('Payment Terms & Billing', sentences[1])).toBe(true);
  });
});

describe('a level guaranteed, an outcome promised to someone: Warranties', () => {
  it('a measured level of the work guaranteed, a result not promised to a person', () => {
    const sentences = [
      'The Operator guarantees a minimum availability of 99.5% in each month.',
      'The Contractor guarantees an average output of 40 tonnes a day.',
      'The Clinic shall not promise any patient a particular result.',
    ];
    expect(sentences.map((s) => cueOf('Warranties', s))).toEqual(['strong', 'strong', 'strong']);
  });
  it('not a surety\'s guarantee of another\'s performance or of money', () => {
    const sentences = [
      'The Parent guarantees the performance of the Subcontractor under this Agreement.',
      'The Guarantor guarantees the payment of the rent.',
    ];
    expect(sentences.map((s) => cueOf('Warranties', s) === 'strong')).toEqual([false, false]);
  });
});

describe('held harmless, insurance among costs, staff assigned, a public body\'s licence, the language clause', () => {
  it('"hold the Customer harmless" is an indemnity; "harmless" alone is not', () => {
    expect(hasCue('Indemnification', 'The Supplier shall hold the Customer harmless from any claim by its workers.')).toBe(true);
    expect(hasCue('Indemnification', 'The cleaning products shall be harmless to pets.')).toBe(false);
  });
  it('insurance listed among what a price includes is no Insurance; a cover to be kept still is', () => {
    expect(hasCue('Insurance', 'The price includes packing, freight, insurance and unloading at the site.')).toBe(false);
    expect(hasCue('Insurance', 'The fee covers all costs, including travel, insurance, and meals.')).toBe(false);
    expect(hasCue('Insurance', 'The Supplier shall maintain insurance, including public liability cover of £5 million.')).toBe(true);
  });
  it('staff assigned to work is no assignment; the contract assigned is', () => {
    expect(hasCue('Assignments', 'The Supplier shall not assign any engineer to another client during the project.')).toBe(false);
    expect(one('The Supplier shall not assign any of its engineers to work for a competitor.')).not.toContain('Assignments');
    expect(hasCue('Assignments', 'The Supplier shall not assign this Agreement without the Customer\'s consent.')).toBe(true);
  });
  it('a licence from a ministry or a board is a permit; a licence from the Licensor is not', () => {
    expect(isRegulatorLicence('The Customer may terminate if the Supplier\'s licence from the Ministry of Health is revoked.')).toBe(true);
    expect(isRegulatorLicence('All pesticides shall be applied by persons licensed by the State Department of Agriculture.')).toBe(true);
    expect(isRegulatorLicence('The Customer holds a licence from the Licensor to use the Software.')).toBe(false);
    expect(one('The Customer may terminate if the Supplier\'s licence from the Ministry of Health is revoked.')).not.toContain('Intellectual Property');
  });
  it('the clause that says which language prevails is no preamble; the preamble still is', () => {
    expect(isPreamble('This Agreement is made in French and English, and the French text prevails.')).toBe(false);
    expect(one('This Agreement is made in French and English, and the French text prevails.')).toContain('Order of Precedence');
    expect(isPreamble('This Agreement is made in Paris on 2 May 2028 between Alpha SA and Beta Ltd.')).toBe(true);
  });
});

describe('the contract valid for a period: Term & Termination (category-cues-contract-validity.ts)', () => {
  it('the contract itself valid for, from or until a time', () => {
    const sentences = [
      'This Agreement is valid for three years, from 1 June 2028 to 31 May 2031.',
      'The Lease shall remain valid until the Tenant vacates the Premises.',
    ];
    expect(sentences.map((s) => hasCue('Term & Termination', s))).toEqual([true, true]);
    expect(one(sentences[0])).toContain('Term & Termination');
  });
  it('not an amendment\'s validity, nor a quotation\'s', () => {
    const sentences = [
      'No amendment to this Agreement shall be valid unless made in writing.',
      'Any variation of the contract is valid only if signed by both parties.',
      'The quotation is valid for 30 days from its date.',
    ];
    expect(sentences.map((s) => hasCue('Term & Termination', s))).toEqual([false, false, false]);
  });
});
