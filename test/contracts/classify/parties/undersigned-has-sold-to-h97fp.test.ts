/**
 * "The undersigned <name>, … (the Seller), has today sold to <name>, … (the Buyer), …": a private sale in the third person
 * (Nordic drafting) names both parties in one sentence, the seller's slot after "The undersigned" (preamble-words.ts
 * UNDERSIGNED_NAMED) and the buyer's after the sale's verb (slot-names.ts SOLD_TO), with bare or quoted bracket aliases.
 * Facts set 56's cause 1, issue 18, h97fp. Documents written for the rule, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { primary } from '../facts-readers.js';
import { UNDERSIGNED_NAMED } from '../../../../src/contracts/classify/parties/preamble-words.js';

const SALE = (opening: string) => [
  'BOAT PURCHASE AGREEMENT',
  opening,
  '1. The price is NOK 85 000, paid by transfer to the Seller\'s account before handover.',
  '2. The boat is handed over at the Seller\'s jetty on 2039-06-02.',
  'Tromsø, 2039-05-20',
  'Seller',
  'Kari Elise Nordmann',
  'Buyer',
  'Ola Berg',
];

describe('a sale in the third person opening "The undersigned"', () => {
  it('gives the seller and the buyer with bare bracket aliases, with "has today sold to" or "has this day sold to"', () => {
    for (const verb of ['has today sold to', 'has this day sold to', 'has sold to']) {
      expect(primary(...SALE(`The undersigned Kari Elise Nordmann, born 1968, Storgata 12, 9008 Tromsø (the Seller), ${verb} Ola Berg, born 1990, Fjellveien 4, 9010 Tromsø (the Buyer), the boat described below.`)))
        .toEqual(['KARI ELISE NORDMANN Supplier', 'OLA BERG Buyer']);
    }
  });
  it('gives them with quoted aliases, and with a comma after "The undersigned"', () => {
    expect(primary(...SALE('The undersigned, Kari Elise Nordmann, Storgata 12, 9008 Tromsø (the "Seller"), has today sold to Ola Berg, Fjellveien 4, 9010 Tromsø (the "Buyer"), the boat described below.')))
      .toEqual(['KARI ELISE NORDMANN Supplier', 'OLA BERG Buyer']);
  });
  it('reads "hereby sells to" after "between" as the buyer\'s slot too', () => {
    expect(primary(...SALE('Between Kari Elise Nordmann, Storgata 12, 9008 Tromsø (the Seller), who hereby sells to Ola Berg, Fjellveien 4, 9010 Tromsø (the Buyer), the boat described below.')))
      .toEqual(['KARI ELISE NORDMANN Supplier', 'OLA BERG Buyer']);
  });
  it('opens a slot only before a capital, and reads hostile runs of its words in bounded time', () => {
    expect(UNDERSIGNED_NAMED.test('The undersigned parties agree')).toBe(false);
    const runs = [`The undersigned ${'A, '.repeat(20000)}x`, `The undersigned A${' has today sold to'.repeat(8000)} (the Buyer)`, `${'The undersigned '.repeat(10000)}B`];
    const start = performance.now();
    for (const run of runs) UNDERSIGNED_NAMED.test(run);
    primary(`The undersigned Anna Berg (the Seller)${' has today sold to'.repeat(4000)} Ola Berg (the Buyer).`);
    expect(performance.now() - start).toBeLessThan(5000);
  });
});
