/**
 * A licence of premises (a leave and licence, a licence to occupy) is no Intellectual Property (issue 18, h40s46), with
 * sentences written for these tests (none of the set's): land or a building named as licensed ("the Licensed
 * Premises", "the Licensed Warehouse") vetoes the licence heading's IP and a sub-licence's IP cue, as a "licence to
 * occupy" did (category-cues-events.ts). Sets 7, 32 and 46 label such licences Asset Use, never IP.
 */
import { describe, expect, it } from 'vitest';
import type { ElementInput } from '../../../../src/contracts/classify/index.js';
import { categoriesOf } from '../helpers.js';

const under = (sectionTitle: string, text: string): ElementInput => ({ text, kind: 'sentence', sectionTitle });
const ip = (...items: ElementInput[]) => categoriesOf(...items).map((c) => c.includes('Intellectual Property'));

describe('premises named as licensed', () => {
  it('take no IP from a licence heading', () => {
    expect(ip(
      under('2. GRANT OF LICENCE', '2.1 The Licensor grants the Licensee a licence to use the Licensed Space for storing dry goods for three years.'),
      under('2. GRANT OF LICENCE', '2.2 The Licensee shall use the Licensed Warehouse only for dry goods.'),
      under('2. GRANT OF LICENCE', '2.3 This agreement does not create a tenancy or any interest in the Licensed Premises.'),
    )).toEqual([false, false, false]);
  });
  it('take no IP from a sub-licence of them', () => {
    expect(categoriesOf('The Licensee shall not sub-license or share possession of the Licensed Premises.')).toEqual([['Asset Use']]);
  });
});

describe('near misses that keep their IP', () => {
  it('a licence of trade marks or software under the same heading, and a sub-licence of them', () => {
    expect(ip(
      under('2. GRANT OF LICENCE', '2.5 The Licensor grants the Licensee a licence to use the Licensor\'s trade marks on the packaging.'),
      under('2. GRANT OF LICENCE', '2.6 The Licensee may not sub-license the Software to any third party.'),
    )).toEqual([true, true]);
  });
  it('a licence\'s "Licensed Property" and a territory called "Licensed Area" are no premises', () => {
    expect(ip(
      under('2. GRANT OF LICENCE', '2.7 The Licensee shall not sub-license the Licensed Property.'),
      under('2. GRANT OF LICENCE', '2.8 The Licensee may use the Marks only in the Licensed Area.'),
    )).toEqual([true, true]);
  });
  it('a sentence that names the premises and a patent keeps its IP', () => {
    expect(ip(under('2. GRANT OF LICENCE', 'The Licensee may practise the Patent only at the Licensed Premises.'))).toEqual([true]);
  });
});
