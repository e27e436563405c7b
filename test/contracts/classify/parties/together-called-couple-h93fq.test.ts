/**
 * A married couple in one slot of a deed, called one party together (issue 18, h93fq; facts set 53's cause 4), documents
 * written for the rule, none from a set:
 * - "hereinafter together called "THE VENDOR"" is an alias as "hereinafter called" is (alias-forms.ts ALIAS_FORM);
 * - its persons joined by "and" are each a party of that side, also when the alias stands on its own line under them
 *   (preamble-names.ts, namesJoined read from the names' line).
 */
import { describe, expect, it } from 'vitest';
import { classifyElements } from '../../../../src/contracts/index.js';

/** Each Primary party with its role, of a plain-text document of one paragraph a line. */
const plain = async (...lines: string[]) => {
  const r = await classifyElements({ file: Buffer.from(`${lines.join('\n\n')}\n`), fileContentType: 'text/plain' });
  return r.parties.filter((p) => p.importance === 'Primary').map((p) => `${p.party} ${p.role}`);
};

const DEED = (couple: string, alias: string) => [
  'DEED OF SALE',
  'BEFORE Maître Paul RENAUD, notary at Lorient, the undersigned,',
  'APPEARED:',
  ...(alias === '' ? [couple] : [couple, alias]),
  'AND:',
  'Mrs. Claire Anne MORVAN, teacher, residing at 2 rue des Forges, Vannes,',
  'hereinafter called "THE BUYER".',
  'The Vendor sells to the Buyer a garden plot at Ploemeur with its shed.',
  'The Buyer pays the Vendor the price of 12 000,00 € this day.',
];

const COUPLE = 'Mr. Hervé Louis KERGOAT, baker, and Mrs. Yvette Marie KERGOAT, née LE BRAS, florist, his wife, residing together at 9 rue de la Gare, Lorient,';

describe('a couple called one party together (alias-forms.ts ALIAS_FORM, preamble-names.ts)', () => {
  it('the alias on the line under the couple gives both persons the side', async () => {
    expect(await plain(...DEED(COUPLE, 'hereinafter together called "THE VENDOR",')))
      .toEqual(['HERVÉ LOUIS KERGOAT Supplier', 'YVETTE MARIE KERGOAT Supplier', 'CLAIRE ANNE MORVAN Buyer']);
  });

  it('on the couple\'s own line, and with "jointly", the same', async () => {
    expect(await plain(...DEED(`${COUPLE} hereinafter jointly called "THE VENDOR",`, '')))
      .toEqual(['HERVÉ LOUIS KERGOAT Supplier', 'YVETTE MARIE KERGOAT Supplier', 'CLAIRE ANNE MORVAN Buyer']);
  });

  it('one person "hereinafter together called" is that side alone', async () => {
    expect(await plain(...DEED('Mr. Hervé Louis KERGOAT, baker, residing at 9 rue de la Gare, Lorient,', 'hereinafter together called "THE VENDOR",')))
      .toEqual(['HERVÉ LOUIS KERGOAT Supplier', 'CLAIRE ANNE MORVAN Buyer']);
  });

  it('near miss: "hereinafter called" without "together" keeps its reading (the name before the alias)', async () => {
    expect(await plain(...DEED(COUPLE, 'hereinafter called "THE VENDOR",')))
      .toEqual(['YVETTE MARIE KERGOAT Supplier', 'CLAIRE ANNE MORVAN Buyer']);
  });
});
