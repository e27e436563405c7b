/**
 * A one-line signature may close with its date after a comma: "Signed for Aa B.V.: Joris Hendriks, Chief Financial
 * Officer, 17 September 2025", "Tisza Zrt. – Eszter Varga, Sales Director, 9 April 2025" (signer-lines.ts
 * `withoutCommaDate`; issue 18, h52facts). The date is no part of the title. Sentences written for this change.
 */
import { describe, expect, it } from 'vitest';
import { contactRoles } from '../facts-readers.js';

const PREAMBLE = 'This order form is made between Kestrel Data B.V. (the "Supplier") and Heron Freight B.V. (the "Customer").';

describe('a one-line signature dated after a comma (h52facts)', () => {
  it('"Signed for <party>: <name>, <title>, <date>" in the date\'s several writings', () => {
    for (const date of ['17 September 2025', 'September 17, 2025', '17/09/2025', '2025-09-17', '17th Sept. 2025']) {
      expect(contactRoles(PREAMBLE, `Signed for Kestrel Data B.V.: Anna Visser, Commercial Director, ${date}`, `Signed for Heron Freight B.V.: Joris Hendriks, Chief Financial Officer, ${date}.`))
        .toEqual(['KESTREL DATA: Anna Visser (Commercial Director)', 'HERON FREIGHT: Joris Hendriks (Chief Financial Officer)']);
    }
  });
  it('"<party> – <name>, <title>, <date>": an acceptance on one line', () => {
    expect(contactRoles(PREAMBLE, 'Order accepted on behalf of the Supplier:', 'Kestrel Data B.V. – Anna Visser, Sales Director, 9 April 2025'))
      .toEqual(['KESTREL DATA: Anna Visser (Sales Director)', 'HERON FREIGHT: ']);
  });
  it('no date: the line reads as before; a place after the title is no date, and the line stays unread as before', () => {
    expect(contactRoles(PREAMBLE, 'Signed for Heron Freight B.V.: Joris Hendriks, Chief Financial Officer'))
      .toEqual(['KESTREL DATA: ', 'HERON FREIGHT: Joris Hendriks (Chief Financial Officer)']);
    expect(contactRoles(PREAMBLE, 'Signed for Heron Freight B.V.: Joris Hendriks, Director, Rotterdam'))
      .toEqual(['KESTREL DATA: ', 'HERON FREIGHT: ']);
  });
});
