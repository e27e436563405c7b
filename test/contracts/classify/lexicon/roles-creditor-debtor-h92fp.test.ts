/**
 * A debt's creditor provides the money its debtor owes and repays, as a lender and a borrower do: "the Creditor" is the
 * Supplier, "the Debtor" the Buyer (roles.ts; facts set 53's cause 1, issue 18, h92fp). A guarantee keeps its own reading
 * (BY_KIND: the guarantor pays the creditor). Sentences written for the rule, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { roleOfAlias, roleOfAliasIn } from '../../../../src/contracts/classify/lexicon/roles.js';
import { primary } from '../facts-readers.js';

describe('the creditor and the debtor of a debt (roleOfAlias)', () => {
  it('the Creditor is the Supplier, the Debtor the Buyer, in the singular and the plural', () => {
    expect(['Creditor', 'Debtor', 'Creditors', 'Debtors'].map(roleOfAlias)).toEqual(['Supplier', 'Buyer', 'Supplier', 'Buyer']);
  });
  it('a guarantee keeps the guarantor as the paying side and the creditor as the Supplier', () => {
    expect(['Guarantor', 'Creditor'].map((a) => roleOfAliasIn(a, 'DEED OF GUARANTEE'))).toEqual(['Buyer', 'Supplier']);
  });
  it('near miss: a word that only contains the role ("Creditworthy") takes no side', () => {
    expect(roleOfAlias('Creditworthy')).toBe('Unknown');
  });
  it('a first-person acknowledgement of a debt: the one who borrowed pays, the company that lent provides', () => {
    expect(primary(
      'I, the undersigned, Mrs. Adjoa MENSAH, cocoa farmer, residing at Bechem, hereinafter "the Debtor",',
      'acknowledge that I have received from KUMASI AGRO INPUTS LIMITED, represented by its Director, Mr. Kwaku BOATENG, hereinafter "the Creditor", the sum of GHS 12,000.00 to buy fertiliser.',
      'I shall repay the sum to the Creditor in three instalments before 30 June 2040.',
    )).toEqual(['ADJOA MENSAH Buyer', 'KUMASI AGRO INPUTS Supplier']);
  });
});

describe('the debtor a guarantee secures takes no side in it (roleOfAliasIn)', () => {
  it('in a guarantee or suretyship the Debtor and the Principal Debtor keep no side', () => {
    expect(['Debtor', 'Principal Debtor'].map((a) => roleOfAliasIn(a, 'Suretyship Agreement'))).toEqual(['Unknown', 'Unknown']);
  });
  it('outside a guarantee the Debtor is the Buyer', () => {
    expect(roleOfAliasIn('Debtor', 'ACKNOWLEDGEMENT OF DEBT')).toBe('Buyer');
  });
});
