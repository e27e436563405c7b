/**
 * Issue 18, h75t57: the readers set 57 taught (signatory-names.ts REPRESENTED_UNTITLED, AND_ITS_POST_NAME,
 * AGREED_BY_ROLE, ROLE_LINE_POST, BORN_NAME and SECOND_SIGNER with particles; place-positions.ts the arrival, call,
 * chamber, district and port positions; place-names.ts REGION_CLOSING_SLOT and "Republic of" after a town;
 * not-quantities.ts ACRONYM_LABEL_BEFORE; identifiers.ts CODE_PREFIX_BEFORE with a formula; group-aliases.ts the
 * alias on a line of its own; nature-present-hand-overs.ts HANDED_OVER) on their near misses repeated: linear.
 */
import { describe, expect, it } from 'vitest';
import { groupAliases } from '../../../../src/contracts/classify/parties/group-aliases.js';
import { readsLinearly } from '../../../security/linear-time.js';
import { itClassifiesRepeatedLinearly } from '../cue-file-linearity.js';

describe('set 57\'s attribute readers on hostile input (h75t57)', () => {
  itClassifiesRepeatedLinearly('represented by Aa Bb Cc Dd Ee represented by Ff Gg ');
  itClassifiesRepeatedLinearly('and its Sporting Director, Aa Van den de la Bb Cc and its ');
  itClassifiesRepeatedLinearly('agreed by the Aa Bb: Cc de Dd Ee by the ');
  itClassifiesRepeatedLinearly('Aa Bb de Cc, born Dd Ee, born in ');
  itClassifiesRepeatedLinearly('arrive in Aa Bb call at Cc chamber of commerce in Dd district of Ee port of ');
  itClassifiesRepeatedLinearly('registered office in Aa, Bb, Cc, Republic of Republic of the ');
  itClassifiesRepeatedLinearly('RUC No. 12345678-9 NIT 1234567-8- SiC-650-GaN-1 ');
});

describe('the collective alias on its own line on hostile input (h75t57)', () => {
  it('a long line of "each a" brackets after a party line: linear, the first one read', () => {
    const aliases = readsLinearly((n) => {
      const unit = 'each a "Club" and together the "Clubs" ';
      const texts = ['This Agreement is made between:', '(1) Aa Ltd (the "Aa"),', unit.repeat(Math.ceil(n / unit.length))];
      return () => groupAliases(texts);
    });
    expect([...aliases]).toEqual([['Club', 'Multiple Parties'], ['Clubs', 'Multiple Parties']]);
  });
});
