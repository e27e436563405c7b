import { describe, expect, it } from 'vitest';
import { classifyReturn } from '../../../src/contracts/operations/results.js';
import { analyzeRead } from '../../../src/contracts/operations/pipeline.js';
import { TYPESET_SAMPLE } from '../../../src/contracts/operations/warm-up.js';
import { readText } from '../../../src/contracts/readers/text.js';

// The warm-up's typeset copy is the sample's opening and signing lines (bench/log.md, "The cold classify, part 12"): its
// classification is the second run of what a document reads once (title, preamble, parties, dates, term, signers),
// which V8 then compiles to native code; the body's clauses, whose patterns the plain sample ran on many elements, are
// left out, so the copy costs about half of a whole one.
describe('the warm-up’s typeset copy: the opening and the signing lines', () => {
  it('holds the title, the preamble, the definitions, the term and both signing lines, and no body clause', () => {
    expect(TYPESET_SAMPLE.startsWith('SERVICES AGREEMENT\n\nThis Services Agreement (the “Agreement”) is made on 3 March 2021')).toBe(true);
    expect(TYPESET_SAMPLE).toContain('(the “Customer”)');
    expect(TYPESET_SAMPLE).toContain('(the “Supplier”)');
    expect(TYPESET_SAMPLE).toContain('2.1 This Agreement shall commence');
    expect(TYPESET_SAMPLE).toMatch(/clause 7\.\n\nSigned for and on behalf of Northwind Trading Limited by Jane Smith, Director, on 3 March 2021\.\n\nSigned for and on behalf of Blue Harbour Systems Inc\. by Robert Brown, Chief Executive Officer\.\n$/);
    for (const body of ['3. SUPPLIER', '3.1 ', '4. FEES', 'USD 12,500.00', 'CONFIDENTIALITY', '6.1 ', '7.1 ', 'GOVERNING LAW']) {
      expect(TYPESET_SAMPLE).not.toContain(body);
    }
    // Two-byte text: typographic quotes in pairs, no straight quote left.
    expect(TYPESET_SAMPLE).not.toMatch(/["']/);
    expect(TYPESET_SAMPLE).toMatch(/[^\x00-\xff]/);
  });

  it('classified, reads what a document reads once: both parties with their addresses and signers, the date, the term', () => {
    const answer = classifyReturn(analyzeRead(readText(new TextEncoder().encode(TYPESET_SAMPLE)), 'hash')) as unknown as {
      parties: { party: string; role: string; importance: string; addresses: { text: string }[]; contacts: { name: string }[] }[];
      effective_dates: { text_normalized: string }[];
      contract_terms: { text: string }[];
    };
    const { parties, effective_dates: dates, contract_terms: terms } = answer;
    expect(parties.map((p) => [p.party, p.role, p.importance])).toEqual([
      ['NORTHWIND TRADING', 'Buyer', 'Primary'],
      ['BLUE HARBOUR SYSTEMS', 'Supplier', 'Primary'],
    ]);
    expect(parties.map((p) => p.addresses.map((a) => a.text))).toEqual([
      ['12 High Street, Leeds LS1 4AB, United Kingdom'],
      ['400 Market Street, Suite 210, San Francisco, California 94105'],
    ]);
    expect(parties.map((p) => p.contacts.map((c) => c.name))).toEqual([['Jane Smith'], ['Robert Brown']]);
    expect(dates.map((d) => d.text_normalized)).toContain('2021-03-03');
    expect(terms.map((t) => t.text)).toContain('twenty-four (24) months');
  });
});
