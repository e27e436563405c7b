/**
 * A quality inspection of goods is no audit (issue 18, h71s55; set 55's fifth category cause): a lot passing or failing
 * a final, pre-shipment or random inspection, goods made to an AQL at inspection (Deliverables), an inspector or an
 * inspection as a defined term; and another's accounts kept are Audits. Audits stays for records, books and premises.
 * Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf, definitionCategories } from '../../../../src/contracts/classify/categories/categories.js';

const one = (text: string) => categoriesOf(text, undefined, false);

describe('a quality inspection of goods is Deliverables, not Audits (h71s55)', () => {
  it('reads goods passing or failing a final, pre-shipment or random inspection as their quality checked', () => {
    // A carton refused is its delivery refused too (Delivery, category-cues-carriage-handled.ts, h92cat): what this case
    // asks is the inspection read as the goods' quality and no audit.
    expect(one('The Buyer may refuse any carton that does not pass the final random inspection.')).toEqual(['Deliverables', 'Delivery']);
    expect(one('Any batch that fails the pre-shipment inspection shall be sorted again at the Maker\'s cost.')).toContain('Deliverables');
    expect(one('Any batch that fails the pre-shipment inspection shall be sorted again at the Maker\'s cost.')).not.toContain('Audits');
    expect(one('The Maker knits the sweaters to the approved counter samples and AQL 1.5 at pre-shipment inspection.')).toContain('Deliverables');
    expect(one('The Maker knits the sweaters to the approved counter samples and AQL 1.5 at pre-shipment inspection.')).not.toContain('Audits');
  });
  it('keeps Audits for records, books and premises inspected', () => {
    expect(one('The Buyer may inspect the Maker\'s books and records on reasonable notice.')).toContain('Audits');
    expect(one('The Buyer may inspect the Maker\'s premises during business hours.')).toContain('Audits');
    // A lot failing an inspection of the records is still an audit (the records named).
    expect(one('Any lot whose records fail the final inspection of the production records shall be held.')).toContain('Audits');
  });
});

describe('another\'s accounts kept are Audits (h71s55)', () => {
  it('reads the accounts or books of account kept for another', () => {
    expect(one('The Manager shall keep the Association\'s accounts for each season.')).toContain('Audits');
    expect(one('The Operator shall maintain the Marina\'s books of account in the usual form.')).toContain('Audits');
  });
  it('reads no audit in bank or user accounts kept, nor accounts kept separate or confidential', () => {
    expect(one('The Agent shall keep its bank accounts with a licensed bank.')).not.toContain('Audits');
    expect(one('The Provider shall keep the user accounts of the Customer active during the Term.')).not.toContain('Audits');
    expect(one('The Broker shall keep the client accounts separate from its own.')).not.toContain('Audits');
  });
});

describe('an inspector or an inspection as a defined term is no audit (h71s55)', () => {
  it('gives an inspector a statute appoints no category', () => {
    expect(definitionCategories('Fish Inspector', 'Fish Inspector means an inspector appointed under the Fisheries Act 2010.')).toEqual([]);
    expect(definitionCategories('Inspection', '"Inspection" means a close visual check of the hulls by divers.')).toEqual([]);
  });
  it('keeps Audits for a defined term naming an audit or records', () => {
    expect(definitionCategories('Audit Inspector', '"Audit Inspector" means the firm that checks the Supplier\'s records.')).toContain('Audits');
    expect(definitionCategories('Records Inspection', '"Records Inspection" means the annual review of the Supplier\'s books.')).toContain('Audits');
  });
});
