import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../src/contracts/classify/index.js';
import { MODEL_VERSION } from '../../../src/contracts/model-version.js';
import { elements } from './helpers.js';

const CONTRACT = elements(
  { text: 'MASTER SERVICES AGREEMENT', kind: 'title' },
  'This Master Services Agreement is made on 5 January 2021 between Northwind Traders Ltd ("Customer") and Contoso Consulting LLC ("Supplier").',
  'This Agreement is effective from 1 February 2021 and continues for an initial term of two (2) years.',
  'The Customer shall pay each invoice within thirty (30) days of receipt; the fees are payable in GBP.',
  'The total fee for the initial term is £120,000.',
  'This Agreement shall terminate on 31 January 2023 unless renewed.',
  'Disputes shall be referred to the London Court of International Arbitration.',
  { text: 'Contoso Consulting LLC', kind: 'tableCell' },
);
const result = classifyContract(CONTRACT);
const textOf = (span: { element: number; begin: number; end: number }): string => CONTRACT[span.element].text.slice(span.begin, span.end);

describe('contract-level facts', () => {
  it('parties: the preamble aliases make the Primary parties, named upper-case without the legal form', () => {
    expect(result.parties.map((p) => [p.party, p.role, p.importance, p.mentions.map(textOf)])).toEqual([
      ['NORTHWIND TRADERS', 'Buyer', 'Primary', ['Northwind Traders Ltd']],
      ['CONTOSO CONSULTING', 'Supplier', 'Primary', ['Contoso Consulting LLC', 'Contoso Consulting LLC']],
      ['LONDON COURT OF INTERNATIONAL ARBITRATION', 'Unknown', 'Unknown', ['London Court of International Arbitration']],
    ]);
  });

  it('effective dates: the date the agreement takes effect (High), the date it was made (Low)', () => {
    expect(result.effective_dates.map((d) => [textOf(d.span), d.text_normalized, d.confidence_level])).toEqual([
      ['1 February 2021', '2021-02-01', 'High'],
      ['5 January 2021', '2021-01-05', 'Low'],
    ]);
  });

  it('termination dates', () => {
    expect(result.termination_dates.map((d) => [textOf(d.span), d.text_normalized, d.confidence_level])).toEqual([['31 January 2023', '2023-01-31', 'Medium']]);
  });

  it('contract and payment terms: durations in days', () => {
    expect(result.payment_terms.map((d) => [textOf(d.span), d.text_normalized, d.interpretation, d.confidence_level])).toEqual([
      ['within thirty (30) days', '30 days', { value: '30', numeric_value: 30, unit: 'days' }, 'High'],
    ]);
    expect(result.contract_terms.map((d) => [textOf(d.span), d.text_normalized])).toEqual([
      ['within thirty (30) days', '30 days'],
      ['two (2) years', '730 days'],
    ]);
  });

  it('amounts and currencies (ISO-4217)', () => {
    expect(result.contract_amounts.map((d) => [textOf(d.span), d.text_normalized, d.interpretation])).toEqual([
      ['£120,000', '120000 GBP', { value: '120000', numeric_value: 120000, unit: 'GBP' }],
    ]);
    expect(result.contract_currencies.map((d) => [textOf(d.span), d.text_normalized, d.confidence_level])).toEqual([['£120,000', 'GBP', 'High']]);
  });

  it('contract type: the name the agreement gives itself', () => {
    expect(result.contract_types.map((d) => [textOf(d.span), d.confidence_level])).toEqual([['Master Services Agreement', 'Medium']]);
  });
});

describe('provenance ids', () => {
  const typed = result.elements.flatMap((e) => e.types);
  it('type labels carry an N and a P id, categories a C id, facts an M id', () => {
    expect(typed.length).toBeGreaterThan(0);
    for (const t of typed) expect(t.provenance_ids.map((id) => id[0])).toEqual(['N', 'P']);
    for (const c of result.elements.flatMap((e) => e.categories)) expect(c.provenance_ids.map((id) => id[0])).toEqual(['C']);
    for (const f of [...result.effective_dates, ...result.contract_terms]) expect(f.provenance_ids.map((id) => id[0])).toEqual(['M']);
  });

  it('are base64-like and deterministic', () => {
    const again = classifyContract(CONTRACT);
    expect(again).toEqual(result);
    for (const id of typed.flatMap((t) => t.provenance_ids)) expect(id).toMatch(/^[NPCM][A-Za-z0-9+/]{60,}={0,2}$/);
  });

  it('the model version names parley', () => {
    expect(MODEL_VERSION).toBe('parley-contracts-1.0');
  });
});

describe('parties named in other ways', () => {
  it('a name in capitals with its legal form, and a person named as a party', () => {
    const els = elements('This Consulting Agreement is entered into by ACME WIDGETS, INC., a Delaware corporation (the "Client"), and Jane Doe ("Consultant").', 'The Consultant shall submit weekly timesheets.');
    const r = classifyContract(els);
    expect(r.parties.map((p) => [p.party, p.role, p.importance])).toEqual([
      ['ACME WIDGETS', 'Buyer', 'Primary'],
      ['JANE DOE', 'Supplier', 'Primary'],
    ]);
    expect(r.elements[1].types.map((t) => `${t.label.nature}/${t.label.party}`)).toEqual(['Obligation/Consultant']);
  });

  it('an alias that is not a role ("Company") makes a Primary party, on the side the other party leaves (issue 18, h18f)', () => {
    const r = classifyContract(elements('This Agreement is made between Initech Limited ("Company") and Hooli plc ("Provider").'));
    expect(r.parties.map((p) => [p.party, p.role, p.importance])).toEqual([
      ['INITECH', 'Buyer', 'Primary'],
      ['HOOLI', 'Supplier', 'Primary'],
    ]);
  });
});
