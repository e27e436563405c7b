/**
 * Hostile text for the patterns h103q63 added for facts set 63's parties (issue 18): the next first-person writer and the
 * residence before a municipality (preamble-names.ts NEXT_WRITER, preamble-words.ts RESIDENCE_BEFORE), "and:" opening a
 * slot (slot-names.ts SLOT, preamble-names.ts NEXT_SLOT_LINE), the signing line naming a letterhead's company
 * (letterhead-signer.ts FOR_NAME_LINE), a text-message export's lines and its owner's introduction (chat-parties.ts),
 * Italian joins in a bank's name (own-language-bodies.ts ROMANCE_JOIN) and "-à-" in a town (institution-grammar.ts).
 */
import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { readsLinearly } from '../../../security/linear-time.js';
import { itClassifiesRunsWithin1s } from './helpers.js';

describe('runs against the writers, "and:" slots, the signing line and the Italian joins (h103q63)', () => {
  itClassifiesRunsWithin1s('h103q63', [
    ['I, Aa Bb (hereinafter the Seller), ', 'and I, '],
    ['I, Aa Bb (hereinafter the Seller)', ', and I, Cc Dd (hereinafter the Buyer)'],
    ['I, Aa Bb, resident of ', 'Aa Municipality, resident of '],
    ['Between: AA S.N.C. (the "Client"); and: ', 'and: '],
    ['For ', 'Aa Bb '],
    ['For Aa', ' '],
    ['Banca ', 'di Aa '],
    ['Banca Aa ', 'della Bb di '],
    ['Court of Pointe', '-à-Aa'],
    ['Me: Aa Bb ', 'from Aa Bb '],
    ['Me: ', 'this is Aa Bb '],
    ['Me: ', 'sending the '],
  ]);
});

describe('a text-message export of many lines (h103q63)', () => {
  it('"Messages with <name>" over "Me:" and "<name>:" lines repeated: linear, its two sides read', () => {
    const result = readsLinearly((n) => {
      const lines = Array.from({ length: Math.ceil(n / 60) }, (_, k) => ({ text: k % 2 === 0 ? 'Me: Aa Bb from Cc Dd LLC here, sending the $5.' : 'Ee Ff: Received the $5, thanks.', kind: 'sentence' as const }));
      return () => classifyContract([{ text: 'Messages with Ee Ff (+1 555-0100)', kind: 'sentence' }, ...lines.slice(0, 400)]);
    });
    expect(result.elements.length).toBeGreaterThan(1);
  });
});
