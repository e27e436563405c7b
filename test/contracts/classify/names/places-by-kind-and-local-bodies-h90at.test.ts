/**
 * Set 68's places and bodies (issue 18, h90at): a lake, a mountain or a river named with its kind first, a city or a
 * town with its kind last, a district by its kind, a listed city inside a Romance street's name, a State's tax service
 * and a local service named by its level and its fields. Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { attributesOf } from '../helpers.js';

describe('a lake named with its kind first', () => {
  it('reads the lake whole, its name listed or not', () => {
    expect(attributesOf('The boats fish on Lake Tanganyika all year.')).toEqual(['Location:Lake Tanganyika']);
    expect(attributesOf('The nets are used on Lake Kenya only.')).toEqual(['Location:Lake Kenya']);
  });
  it('leaves a street or a longer name to its own reader, and a mountain or a river named kind first none', () => {
    expect(attributesOf('Deliveries go to Lake Street depot.')).not.toContain('Location:Lake Street');
    expect(attributesOf('Logs are floated down the River Shire.')).toEqual([]);
    expect(attributesOf('The camp lies on the slopes of Mount Mulanje.')).toEqual([]);
  });
});

describe('a city or a town with its kind last', () => {
  it('keeps "City" or "Town" in the place', () => {
    expect(attributesOf('The sloop is registered at Dangriga Town.')).toEqual(['Location:Dangriga Town']);
    expect(attributesOf('The yacht is moored at Kuwait City until May.')).toEqual(['Location:Kuwait City']);
    expect(attributesOf('The cloth is delivered CIF Ho Chi Minh City.')).toEqual(['Location:Ho Chi Minh City']);
    expect(attributesOf('Witnessed by Ann Cole, Notary Public, Punta Gorda Town')).toContain('Location:Punta Gorda Town');
  });
  it('reads no place in a body\'s name or a phrase of common words', () => {
    expect(attributesOf('Leeds City Council shall pay the grant.')).toEqual(['Organization:Leeds City Council']);
    expect(attributesOf('The tour ends in the Old Town.')).toEqual([]);
  });
});

describe('a district by its kind', () => {
  it('is a Location, its country another', () => {
    expect(attributesOf('The farm lies in the Toledo District of Belize.')).toEqual(['Location:Toledo District', 'Location:Belize']);
  });
});

describe('a listed city naming a Romance street', () => {
  it('is no town', () => {
    expect(attributesOf('The shop is at Avenida Lisboa, Quelimane.')).not.toContain('Location:Lisboa');
    expect(attributesOf('The bar is at Rue de Paris, Nouméa.')).not.toContain('Location:Paris');
  });
});

describe('public bodies named by a tax field or by a level and fields', () => {
  it('reads a State\'s tax service', () => {
    expect(attributesOf('Duty is paid to the Tonga Tax Service at Nukualofa.')).toContain('Organization:Tonga Tax Service');
  });
  it('reads a local service named by its level, its fields and its place', () => {
    expect(attributesOf('The Provincial Directorate of Agriculture and Fisheries of Gaza shall inspect the nets.'))
      .toEqual(['Organization:Provincial Directorate of Agriculture and Fisheries of Gaza']);
    expect(attributesOf('The District Service of Planning and Infrastructure of Xai-Xai approves the works.'))
      .toEqual(['Organization:District Service of Planning and Infrastructure of Xai-Xai']);
  });
  it('leaves a company\'s own tax unit none', () => {
    expect(attributesOf("The Supplier's Tax Division shall file the returns.")).toEqual([]);
  });
});

describe('the new patterns on hostile text', () => {
  it('read repeated kinds and names in linear time', async () => {
    const { readsLinearly } = await import('../../../security/linear-time.js');
    const { placesByKindWord } = await import('../../../../src/contracts/classify/names/places-by-kind-word.js');
    for (const unit of ['Aa Bb Cc ', 'of Lake Aa ', ', Aa Bb Town, ', 'at Aa City Bb ', 'Lake Mount River ']) {
      readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => placesByKindWord(`${text} City.`);
      });
    }
    readsLinearly((n) => {
      const text = 'District Service of Aa, Bb and '.repeat(Math.ceil(n / 31));
      return () => attributesOf(`${text}Cc of Dd.`);
    });
  }, 120_000);
});
