/**
 * Issue 18, h89ty (set 67's parties, sentences written for this test). A permit's operative sentence names both its
 * parties around the grant: "The Parish of Ordino (hereinafter, the Parish) grants Mr. Owen Price (hereinafter, the
 * Holder) a licence …" — the grantor's alias may repeat its own name's word, the grantee may be a person or described
 * ("the trader named above"), and the alias may be written in small letters (`(hereinafter, the holder)`, then "the
 * holder shall …"). Each alias binds its party, and the grantee holds the grant's Right.
 */
import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { elements, typesOf } from '../helpers.js';

const TITLE = { text: 'LICENCE TO PLACE A KIOSK', kind: 'title' as const };
const CONDITIONS = { text: 'CONDITIONS', kind: 'title' as const };
const after = (grant: string, ...clauses: string[]) => typesOf(TITLE, grant, CONDITIONS, ...clauses).slice(1);
const primary = (grant: string) => classifyContract(elements(TITLE, grant)).parties.filter((p) => p.importance === 'Primary').map((p) => p.party);

describe('a grant that names both its parties with their aliases', () => {
  it('a public body whose alias is its own name\'s word, and a person', () => {
    const grant = 'The Parish of Ordino (hereinafter, the Parish) grants Mr. Owen Price (hereinafter, the Holder) a licence to place a kiosk on the promenade.';
    expect(after(grant,
      '1. The Holder shall pay the fee before opening the kiosk.',
      '2. The Parish may withdraw the licence for a public event.',
    )).toEqual([['Right/Holder'], [], ['Obligation/Holder'], ['Right/Parish']]);
    expect(primary(grant)).toEqual(['PARISH OF ORDINO', 'OWEN PRICE']);
  });
  it('a body named with an elided article, and a quoted alias', () => {
    expect(after('The Comú d\'Ordino (hereinafter, the Comú) grants Mr. Owen Price (hereinafter "the Holder") a licence to place a kiosk on the square.',
      '1. The Comú may move the kiosk during the festival.',
    )).toEqual([['Right/Holder'], [], ['Right/Comú']]);
  });
  it('a grantee described, its alias in small letters', () => {
    expect(after('The Town Council of Lakeford (hereinafter, the Council) grants the trader named above (hereinafter, the holder) a licence to place a kiosk on the promenade.',
      '1. The holder shall keep the kiosk clean.',
      '2. The holder may not sell alcohol.',
      '3. The Council shall mark the pitch.',
    )).toEqual([['Right/holder'], [], ['Obligation/holder'], ['Exclusion/holder'], ['Obligation/Council']]);
  });
  it('"it can be" with a passive is what may happen to a thing, no permission', () => {
    expect(after('The Town Council of Lakeford (hereinafter, the Council) grants Mr. Owen Price (hereinafter, the Holder) a licence to place a kiosk on the promenade.',
      '1. The Holder shall display this licence where it can be seen from the promenade.',
    )).toEqual([['Right/Holder'], [], ['Obligation/Holder']]);
  });
  it('near misses: no alias before the verb, a grant with no grantee alias, a thing\'s alias in small letters', () => {
    expect(primary('The Parish of Ordino grants Mr. Owen Price (hereinafter, the Holder) a licence to place a kiosk.')).not.toContain('PARISH OF ORDINO');
    expect(after('The Parish of Ordino (hereinafter, the Parish) grants a licence for the kiosk on the promenade (hereinafter, the pitch).',
      '1. The pitch shall be kept clean.',
    )).toEqual([[], [], []]);
    expect(typesOf(TITLE, 'The kiosk stands on the promenade (hereinafter, the pitch) for the summer.', '1. The pitch shall be kept clean.').slice(1)).toEqual([[], []]);
  });
});
