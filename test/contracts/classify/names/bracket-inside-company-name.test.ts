/**
 * A company's name that holds a bracket before its last word and its form ("NADI FRESH PRODUCE (FIJI) PTE LIMITED") is
 * read whole on a signing line, no company "PTE" (company-names.ts BRACKET_IN_NAME_BEFORE; facts set 34's cause 4, h55f34).
 */
import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { elements } from '../helpers.js';
import { orgs } from '../found-names.js';

describe('a bracket inside a company\'s name before its one last word (h55f34)', () => {
  it.each([
    ['SIGNED for and on behalf of NADI FRESH PRODUCE (FIJI) PTE LIMITED by Mere Nailatikau, Director', 'NADI FRESH PRODUCE (FIJI) PTE LIMITED'],
    ['Payment is made to ACME HOLDINGS (UK) TRADING LIMITED within 30 days.', 'ACME HOLDINGS (UK) TRADING LIMITED'],
  ])('%s', (text, name) => expect(orgs(text)).toEqual([name]));

  it('no party "PTE" beside the two the preamble names', () => {
    const parties = classifyContract(elements(
      'VEGETABLE SUPPLY AGREEMENT',
      'BETWEEN: NADI FRESH PRODUCE (FIJI) PTE LIMITED, of Queens Road, Nadi (the "Supplier")',
      'AND: CORAL COAST RESORT LIMITED, of Sigatoka (the "Resort")',
      'The Resort shall pay FJD 3.50 per kilogram of vegetables delivered.',
      'SIGNED for and on behalf of NADI FRESH PRODUCE (FIJI) PTE LIMITED by Mere Nailatikau, Director',
      'SIGNED for and on behalf of CORAL COAST RESORT LIMITED by Jone Rabuka, General Manager',
    )).parties.map((p) => `${p.party} ${p.importance}`);
    expect(parties).toEqual(['NADI FRESH PRODUCE (FIJI) Primary', 'CORAL COAST RESORT Primary']);
  });

  it('a bracket after small words, or two words before the form, is left as before', () => {
    expect(orgs('The fee (GBP) Trading Limited is paid.')).toEqual(['Trading Limited']);
    expect(orgs('The price (in GBP) is paid to Harbour Fresh Foods Limited.')).toEqual(['Harbour Fresh Foods Limited']);
  });
});

describe('a bracket inside a company\'s name holds its country or its form, no field label (hrev42)', () => {
  it.each([
    ['Company Name (BLOCK CAPITALS) HILLTOP LTD', 'HILLTOP LTD'],
    ['Approved Subcontractor (Electrical) Sparks Ltd', 'Sparks Ltd'],
  ])('%s: the name starts after the label\'s bracket', (text, name) => expect(orgs(text)).toEqual([name]));

  it.each([
    ['SIGNED for and on behalf of SUNRISE FARMS (KENYA) HOLDINGS LIMITED by Grace Wanjiru, Director', 'SUNRISE FARMS (KENYA) HOLDINGS LIMITED'],
    ['Payment is made to Savanna Seeds (East Africa) Holdings Limited within 30 days.', 'Savanna Seeds (East Africa) Holdings Limited'],
    ['Payment is made to Harbourline (Asia Pacific) Shipping Limited within 30 days.', 'Harbourline (Asia Pacific) Shipping Limited'],
  ])('%s: a country, a region or a form word keeps the name whole', (text, name) => expect(orgs(text)).toEqual([name]));
});

describe('a bracket right before the legal form (h57names)', () => {
  it.each([
    ['Payment is made to TESCO STORES (IRELAND) LIMITED within 30 days.', 'TESCO STORES (IRELAND) LIMITED'],
    ['Payment is made to Lakeside Bakeries (Scotland) Ltd within 30 days.', 'Lakeside Bakeries (Scotland) Ltd'],
    ['SIGNED for and on behalf of TESCO STORES (IRELAND) LIMITED by Mary Byrne, Director', 'TESCO STORES (IRELAND) LIMITED'],
  ])('%s: the name runs over its bracket to the form', (text, name) => expect(orgs(text)[0]).toBe(name));

  it('the company is a Primary party in the preamble and signs', () => {
    const parties = classifyContract(elements(
      'SUPPLY AGREEMENT',
      'This Agreement is made between TESCO STORES (IRELAND) LIMITED, a company incorporated in Ireland (the "Buyer") and Harbour Fresh Foods Limited (the "Supplier").',
      'The Buyer shall pay EUR 500 per tonne of potatoes delivered.',
      'Signed for and on behalf of TESCO STORES (IRELAND) LIMITED by Mary Byrne, Director',
    )).parties.map((p) => `${p.party} ${p.importance}`);
    expect(parties).toEqual(['TESCO STORES (IRELAND) Primary', 'HARBOUR FRESH FOODS Primary']);
  });

  it('a field label or a sum in brackets before a form names no company', () => {
    expect(orgs('The fee (GBP) Limited is paid.')).toEqual([]);
    expect(orgs('Company Name (BLOCK CAPITALS) LIMITED')).not.toContain('Company Name (BLOCK CAPITALS) LIMITED');
  });
});
