import { describe, expect, it } from 'vitest';
import { PREAMBLE, categoriesOf, typesOf } from '../helpers.js';

// Issue 18, hrev25: false readings found reviewing session 29's second round, each on sentences written for the review.
describe('C38: a role word that modifies a noun is no barred role', () => {
  it.each([
    ['No Customer data shall be stored outside the European Union.', 'Obligation/Customer'],
    ['No Supplier equipment shall be removed from the site without consent.', 'Obligation/Supplier'],
  ])('%s → not Exclusion of the role', (sentence, label) => {
    expect(typesOf(PREAMBLE, sentence)[1]).toEqual([label]);
  });
  it.each([
    ['No Supplier shall assign this Agreement.', 'Exclusion/Supplier'],
    ['No Customer shall be liable for indirect loss.', 'Exclusion/Customer'],
  ])('%s → still the role barred', (sentence, label) => {
    expect(typesOf(PREAMBLE, sentence)[1]).toEqual([label]);
  });
});

describe('DELIVERY_VETOES: a defined thing carried is as carried as a lower-case one', () => {
  it.each([
    'At Completion the Seller shall deliver the Goods to the warehouse of the Buyer.',
    'Before Closing the Supplier shall deliver the ordered Products to the warehouse of the Customer.',
    'On Completion the Supplier shall deliver the Equipment and its keys to the Customer.',
  ])('%s → Delivery', (sentence) => {
    expect(categoriesOf(PREAMBLE, sentence)[1]).toContain('Delivery');
  });
  it('documents handed over at Completion stay vetoed', () => {
    expect(categoriesOf(PREAMBLE, 'At Completion the Supplier shall deliver to the Customer the share certificates and the minute books.')[1]).not.toContain('Delivery');
  });
});

describe('business passing: control of a thing lost is no change of control', () => {
  it.each([
    'If the Supplier ceases to control the Platform, it shall tell the Customer at once.',
    'If the Supplier ceases to control the Customer Data, it shall tell the Customer at once.',
    'If the Customer ceases to control the Data Room, the Supplier may suspend access.',
  ])('%s → no Business Continuity', (sentence) => {
    expect(categoriesOf(PREAMBLE, sentence)[1]).not.toContain('Business Continuity');
  });
  it('a party no longer controlled by another stays a business passing', () => {
    expect(categoriesOf(PREAMBLE, 'If the Parent ceases to control the Supplier, the Customer may terminate this Agreement.')[1]).toContain('Business Continuity');
  });
});

describe('share transfers: a party\'s share of a sum is a portion, not a holding', () => {
  it.each([
    'Each party shall transfer its share of the joint account balance to the other on termination.',
    'The Supplier shall transfer its share in the pooled savings to the Customer each quarter.',
  ])('%s → no Assignments', (sentence) => {
    expect(categoriesOf(PREAMBLE, sentence)[1]).not.toContain('Assignments');
  });
  it('a holder\'s shares sold stay an Assignment', () => {
    expect(categoriesOf(PREAMBLE, 'The Customer may sell its shares in the Supplier to any person.')[1]).toContain('Assignments');
  });
});

describe('business passing: a defined Purchaser bound by the contract is a party, not the buyer of what was sold', () => {
  it('reads no Business Continuity for the party', () => {
    expect(categoriesOf(PREAMBLE, 'The Purchaser is bound by this agreement until Completion.')[1]).not.toContain('Business Continuity');
  });
  it('keeps it for the buyer of a sold property taking the lease', () => {
    expect(categoriesOf(PREAMBLE, 'If the Landlord sells the building, it must ensure that the buyer takes the lease subject to the Tenant\'s rights.')[1]).toContain('Business Continuity');
  });
});
