/**
 * A post, a department or a trade in common words before a country is no town (issue 18, h80left; hrev78's leftover
 * "Sales, Asia"): after a bare comma or after "of"/"in", the country alone is the place. Towns the gazetteer lacks
 * and listed towns in common words keep their country (C27, C48). Sentences written for this test.
 */
import { describe, expect, it } from 'vitest';
import { attributesOf } from '../helpers.js';

const places = (text: string) => attributesOf(text).filter((a) => a.startsWith('Location'));

describe('a post or a department before a country', () => {
  it('the country alone is the place', () => {
    expect(places('Signed for the Supplier by Priya Nair, Head of Sales, Kenya.')).toEqual(['Location:Kenya']);
    expect(places('Contact: Tom Reyes, Director of Operations, Europe.')).toEqual(['Location:Europe']);
    expect(places('Notices go to Ann Lee, Marketing Manager, Ghana.')).toEqual(['Location:Ghana']);
    expect(places('The report is approved by the Director of Finance, Uganda.')).toEqual(['Location:Uganda']);
    expect(places('Copies go to Legal Services, Zambia, and to the Auditor.')).toEqual(['Location:Zambia']);
  });
  it('a town before its country still is one place', () => {
    expect(places('The Supplier is a company of Mushin, Nigeria.')).toEqual(['Location:Mushin, Nigeria']);
    expect(places('Ann Lee of Leeds, England will sign.')).toEqual(['Location:Leeds, England']);
    expect(places('Delivery is to the warehouse at Kitwe, Zambia.')).toEqual(['Location:Kitwe, Zambia']);
    expect(places('Kwame Boateng, Tema, Ghana, is the Agent.')).toEqual(['Location:Tema, Ghana']);
  });
});
