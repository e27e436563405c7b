/**
 * Round 10 (issue 18, h27cat10): a hired thing used only for a use or within an area (Asset Use, round 9's sense of use
 * kept to a purpose); money given as security is no Safety and Security (category-cues-unnamed-round-ten.ts); closing
 * lines signed by proxy ("p.p."), a signer's name and job title, a body's name and place in capitals carry no category
 * (signature-lines.ts). Sentences written for these tests, not taken from a labelled set or the real response.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf, titleCategories } from '../../../src/contracts/classify/categories.js';
import { UNNAMED_ROUND_NINE_CUES } from '../../../src/contracts/classify/category-cues-unnamed-round-nine.js';
import { UNNAMED_ROUND_TEN_STRONG_CUES, UNNAMED_ROUND_TEN_VETOES } from '../../../src/contracts/classify/category-cues-unnamed-round-ten.js';
import { isClosingLine, isSignatureLine } from '../../../src/contracts/classify/signature-lines.js';
import { cuedBy, expectEach } from './cue-tables.js';

describe('Asset Use: a hired thing used, sailed or driven only for a use or within an area', () => {
  const assetUse = cuedBy(UNNAMED_ROUND_NINE_CUES, 'Asset Use');
  it('reads them', () => {
    expectEach(assetUse, [
      'The Hirer must use the van only for deliveries within the county.',
      'Members may fly the club glider only within the airspace shown on the map.',
      'The Lessee shall operate the Crane solely on the construction site.',
      'You may drive the tractor only on the farm tracks.',
    ], true);
  });
  it('not information, names, marks, software, a loan or a grant used only for a purpose', () => {
    expectEach(assetUse, [
      'The Recipient shall use the Confidential Information only for the Purpose.',
      'We will use your contact details only to send you reminders.',
      'The Distributor may use the Supplier\'s trade marks only to promote the Products.',
      'The Borrower must use the loan only to buy the vessel.',
      'The Charity must use the grant only for the Project.',
      'The Licensee may use the Software solely for its internal business.',
    ], false);
  });
});

describe('Scope of Work: what is outside the contract\'s subject (round 2\'s sense, now strong; civil-law words)', () => {
  const scope = cuedBy(UNNAMED_ROUND_TEN_STRONG_CUES, 'Scope of Work');
  it('reads them', () => {
    expectEach(scope, [
      'Packaging design and printing are outside the subject of this contract.',
      'Timber felled outside the marked stands is not subject to this contract.',
      'Road haulage is outside the object of this agreement.',
    ], true);
  });
  it('not what is subject to the contract, nor a person outside it', () => {
    expectEach(scope, [
      'Every delivery is subject to this contract.',
      'The Agent shall not act outside the territory.',
    ], false);
  });
  it('round 2\'s words still read: "Roof repairs are not covered by this Agreement"', () => {
    expect(categoriesOf('Roof repairs are not covered by this Agreement.', undefined, false)).toContain('Scope of Work');
    expect(categoriesOf('Equipment not listed in Schedule 2 is outside the scope of this Contract.', undefined, false)).toContain('Scope of Work');
  });
});

describe('Deliverables: the goods specified by their content', () => {
  const deliverables = cuedBy(UNNAMED_ROUND_TEN_STRONG_CUES, 'Deliverables');
  it('reads them', () => {
    expectEach(deliverables, [
      'The wheat shall contain not more than 14% moisture and no live insects.',
      'Each bale is to have a protein content of at least 11% on a dry basis.',
      'The pulp must contain on average between 30% and 35% fibre.',
    ], true);
  });
  it('not a warranty of it, nor a document that contains something', () => {
    expectEach(deliverables, [
      'The Seller warrants that the wheat shall contain not more than 14% moisture.',
      'The invoice shall contain the order number and the delivery date.',
      'The Content of the website is owned by the Publisher.',
      'The Buyer may reject any bale with a moisture content above 16%.',
      '(ii) has a sugar content below 12%;',
    ], false);
  });
});

describe('Safety and Security: money given as security is none', () => {
  const vetoed = cuedBy(UNNAMED_ROUND_TEN_VETOES, 'Safety and Security');
  it('vetoes a security deposit, bond or interest, and security for payment', () => {
    expectEach(vetoed, [
      'The Hirer shall pay a security deposit of £400 on collection of the trailer.',
      'The Owner will refund the security deposit within ten days, less any damage.',
      'The Contractor shall provide a security bond of 10% of the Contract Price.',
      'The Bank holds a security interest in the stock.',
      'The guarantee is given as security for payment of the rent.',
    ], true);
  });
  it('not where the sentence names safety too', () => {
    expectEach(vetoed, [
      'The security deposit is returned only after the Hirer has completed the safety induction.',
      'The Tenant shall keep the security bond and the fire alarms in order.',
      'The Contractor shall employ security guards at the gate.',
    ], false);
  });
  it('a heading about a deposit names no Safety and Security; one about safety still does', () => {
    expect(titleCategories('2.3 Security deposit')).not.toContain('Safety and Security');
    expect(titleCategories('Security Bond')).not.toContain('Safety and Security');
    expect(titleCategories('Site Security')).toContain('Safety and Security');
    expect(titleCategories('Safety and Security Deposit')).toContain('Safety and Security');
  });
  it('a whole sentence: the deposit is a term of payment, not safety', () => {
    expect(categoriesOf('The Hirer shall pay a security deposit of £400 on collection of the trailer.', '4. Security deposit', false)).not.toContain('Safety and Security');
  });
});

describe('closing lines: signed by proxy, a signer and job title, a body and place in capitals', () => {
  it('reads a "p.p." or "per pro." line as a signature', () => {
    expectEach(isSignatureLine, ['p.p. NORDVIK FISHERIES AS', 'P.P. Alder & Finch LLP', 'per pro. Lindqvist Shipping AB'], true);
    expectEach(isSignatureLine, ['pp. 12-14 of the Manual apply.', 'The parties shall pay pro rata.'], false);
  });
  it('reads a signer\'s name and job title, and a body\'s name and place in capitals, as closing lines', () => {
    expectEach(isClosingLine, [
      'Ingrid Solberg, Managing Director',
      'José Manuel Ortiz Pérez, Legal Representative',
      'Tomas Berg, Attorney-in-fact',
      'Amelia Hart, Chief Executive Officer',
      'COUNTY OF ELMWOOD, IOWA',
      'TOWN OF BRIDGEWATER, VERMONT',
    ], true);
  });
  it('not a sentence, a schedule\'s row or a heading with a verb', () => {
    expectEach(isClosingLine, [
      'Payment Terms, Net Thirty Days',
      'The Manager, who shall report to the Director',
      'Insurance, Public Liability Cover',
      'TERM AND TERMINATION',
      'COUNTY OF ELMWOOD, IOWA shall pay the fee.',
      'Ingrid Solberg, Managing Director, shall sign every order.',
    ], false);
  });
  it('gives them no category under the last article\'s title', () => {
    for (const line of ['p.p. NORDVIK FISHERIES AS', 'Ingrid Solberg, Managing Director', 'COUNTY OF ELMWOOD, IOWA']) {
      expect(categoriesOf(line, 'ARTICLE 14. ARBITRATION AND GOVERNING LAW', false)).toEqual([]);
    }
  });
});
