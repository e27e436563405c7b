/**
 * Issue 18, h103p61: a state or a province with its own nation after a comma is one Location (C151, the lead's
 * decision); a village "on" a lake named with its kind's word is two places (place-positions.ts NOT_A_LAKE_AFTER); a
 * place inside a mark's quoted name is the mark's word (C142, places-named-as-marks.ts). Sentences written for this test.
 */
import { describe, expect, it } from 'vitest';
import { attributesOf } from '../helpers.js';

const places = (text: string) => attributesOf(text).filter((a) => a.startsWith('Location'));

describe('a region and its own nation (C151)', () => {
  it('reads a province, a state or an Australian state with its nation as one Location', () => {
    expect(places('The Seller is a company incorporated in Saskatchewan, Canada, with a mill in Regina.')).toEqual(['Location:Saskatchewan, Canada', 'Location:Regina']);
    expect(places('The Buyer is a corporation organised in Delaware, USA.')).toEqual(['Location:Delaware, USA']);
    expect(places('The farm lies in Queensland, Australia.')).toEqual(['Location:Queensland, Australia']);
  });
  it('near miss: another nation after the comma is a list of places', () => {
    expect(places('The Distributor sells in Texas, Mexico and Canada.')).toEqual(['Location:Texas', 'Location:Mexico', 'Location:Canada']);
  });
});

describe('a village on a lake named with its kind\'s word', () => {
  it('gives the village and the lake apart', () => {
    expect(places('The Lessor is a fisherman of the village of Nampan on Inle Lake.')).toEqual(['Location:Nampan', 'Location:Inle Lake']);
  });
  it('near miss: a town named by its river keeps it ("upon")', () => {
    expect(places('The Supplier has its office in Stratford upon Avon.')).toEqual(['Location:Stratford upon Avon']);
  });
});

describe('a place inside a mark\'s quoted name (C142)', () => {
  it('is no Location in the mark, and the town alone after a preposition stays one', () => {
    expect(places('The trade mark "Tabacos de Estelí" and its labels belong to the Company.')).toEqual([]);
    expect(places('The Company rolls its cigars in Estelí.')).toEqual(['Location:Estelí']);
  });
});
