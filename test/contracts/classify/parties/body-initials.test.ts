/**
 * A body's abbreviation in brackets right after its full name is the body named again (C92): an Organization there and
 * wherever the contract writes it after. Sentences written for these tests.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { elements } from '../helpers.js';

/** Each element's Organizations, as their texts. */
const bodiesOf = (...texts: string[]): string[][] =>
  classifyContract(elements(...texts)).elements.map((e, i) =>
    e.attributes.filter((a) => a.element === undefined && a.type === 'Organization').map((a) => texts[i].slice(a.begin, a.end)));

const PREAMBLE = 'This Agreement is made between Ridgeway Cocoa Ltd (the "Buyer") and Ama Owusu (the "Grower").';

describe('a body abbreviation in brackets (C92)', () => {
  it('is an Organization in the bracket and alone later', () => {
    expect(bodiesOf(
      PREAMBLE,
      'The Grower shall register the farm with the Cocoa Marketing Board (CMB) before the season.',
      'If the CMB refuses the registration, the Buyer may end this agreement.',
    )).toEqual([['Ridgeway Cocoa Ltd'], ['Cocoa Marketing Board', 'CMB'], ['CMB']]);
  });

  it("may be the body's own language's, sharing no initial with the English name", () => {
    expect(bodiesOf(
      PREAMBLE,
      'Pesticides must be approved by the Agricultural Inspection Service (SAG) of Chile.',
      'The Grower shall keep the SAG certificates for two years.',
    )).toEqual([['Ridgeway Cocoa Ltd'], ['Agricultural Inspection Service', 'SAG'], ['SAG']]);
  });

  it("a state company's abbreviation is read as a body's", () => {
    expect(bodiesOf(
      PREAMBLE,
      'The connection to the grid of the National Electricity Company (ENEL) is not part of the works.',
      'The Grower shall arrange the connection directly with the ENEL.',
    )).toEqual([['Ridgeway Cocoa Ltd'], ['National Electricity Company', 'ENEL'], ['ENEL']]);
  });

  it('not a place, a state, a legal form or a currency in the bracket', () => {
    expect(bodiesOf(
      PREAMBLE,
      'Copies go to the Marine Safety Agency (UK), the Coastal Council (NSW) and Bluegum Freight Pty Ltd (SA).',
      'Fees are paid to the Export Promotion Council (EUR) each year.',
    )).toEqual([['Ridgeway Cocoa Ltd'], ['Marine Safety Agency', 'Coastal Council', 'Bluegum Freight Pty Ltd'], ['Export Promotion Council']]);
  });

  it('not an identifier the bracket names before its number', () => {
    expect(bodiesOf(
      PREAMBLE,
      'The Grower is entered in the Farm Register Office (FRO) No. 22-381 and pays the Cocoa Marketing Board (CMB) a levy of 2% of each sale.',
      'The FRO number is printed on each bag.',
    )).toEqual([['Ridgeway Cocoa Ltd'], ['Farm Register Office', 'Cocoa Marketing Board', 'CMB'], []]);
  });

  it("not a quoted alias in the bracket, nor a party's abbreviation (C33)", () => {
    expect(bodiesOf(
      'This Agreement is made between Kestrel Harbour Logistics Limited (KHL) and Ama Owusu (the "Grower").',
      'The farm is inspected by the Regional Water Inspection Authority (the "RWIA").',
      'KHL shall collect the beans.',
    )).toEqual([['Kestrel Harbour Logistics Limited'], ['Regional Water Inspection Authority'], []]);
  });

  it('any capitals in the bracket after any body: classification never throws and every span slices to capitals', () => {
    fc.assert(fc.property(fc.stringMatching(/^[A-Z]{2,8}$/), (abbreviation) => {
      const text = `The Grower shall register with the Cocoa Marketing Board (${abbreviation}).`;
      const found = bodiesOf(PREAMBLE, text)[1];
      expect(found[0]).toBe('Cocoa Marketing Board');
      expect(found.slice(1).every((b) => b === abbreviation)).toBe(true);
    }), { numRuns: 60 });
  });
});
