/**
 * A slot's name closed by a legal form in small letters (issue 18, h66bind): "Kestrel Telecom plc", "Lingua Praha s.r.o.",
 * "Halden Werkzeuge gmbh" are names of capitalised words as "Kestrel Telecom PLC" is, so the bracket right after one is
 * read as its alias by the preamble's reading, not handed back to the name of the slot before. Sentences written for
 * the rule, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { preambleNames } from '../../../../src/contracts/classify/parties/preamble-names.js';

const named = (text: string) => preambleNames([text], []).map((o) => [o.text, o.alias]);

describe('a name ending in a small-letter legal form holds its slot (h66bind)', () => {
  it('"plc", "s.r.o." after capitalised words', () => {
    expect(named('This Agreement is made between Bramley Estates Ltd, a company registered in England, and Kestrel Telecom plc (the "Operator").'))
      .toEqual([['Kestrel Telecom plc', 'Operator']]);
    expect(named('This Agreement is made between Halden Werkzeuge GmbH, a company registered in Germany, and Lingua Praha s.r.o. (the "Supplier").'))
      .toEqual([['Lingua Praha s.r.o', 'Supplier']]);
  });
  it('near misses: small words that are no legal form still end no name', () => {
    expect(named('This Agreement is made between Bramley Estates Ltd, a company registered in England, and Kestrel Telecom works (the "Operator").'))
      .toEqual([['Bramley Estates Ltd', 'Operator']]);
  });
});
