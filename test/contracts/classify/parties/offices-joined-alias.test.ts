import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { elements } from '../helpers.js';

/** Each party as `NAME role/importance`. */
const partiesOf = (...texts: string[]) =>
  classifyContract(elements(...texts)).parties.map((p) => `${p.party} ${p.role}/${p.importance}`);
const partyNamed = (name: string, ...texts: string[]) => partiesOf(...texts).find((p) => p.startsWith(`${name} `));

// h67slot, with h66bind's rule (a bracket is the name's it follows, not the earlier name's across "and"): the "and" of a
// representative's two offices opens no slot, so the company keeps the alias its representative's titles stand before.
describe('a representative\'s offices joined by "and" open no slot (h67slot)', () => {
  const preamble = (office: string) => [
    'OLIVE OIL PACKING CONTRACT',
    'Between the undersigned:',
    '1) HUILERIE DU SAHEL S.A.R.L., a limited liability company with a capital of 100,000 dinars, whose registered office is at Route de Sousse, 4000 Sousse, represented by its manager Mr. Karim Ben Youssef, hereinafter referred to as "the Packer", of the first part;',
    `2) CAP BON HUILES S.A., whose registered office is at Avenue Habib Bourguiba, 8000 Nabeul, represented by its ${office} Mr. Sami Jaziri, hereinafter referred to as "the Exporter", of the second part;`,
    'It has been agreed as follows:',
    'Article 1 – Object. The Packer shall pack the oil for the Exporter.',
    'Article 2 – Price. The Exporter shall pay the Packer TND 1.200 per litre.',
  ];
  it('"its Chairman and Managing Director Mr. …": the company keeps its role', () => {
    expect(partyNamed('CAP BON HUILES', ...preamble('Chairman and Managing Director'))).toBe('CAP BON HUILES Buyer/Primary');
    expect(partyNamed('HUILERIE DU SAHEL', ...preamble('Chairman and Managing Director'))).toBe('HUILERIE DU SAHEL Supplier/Primary');
  });
  it('one office, as before', () => {
    expect(partyNamed('CAP BON HUILES', ...preamble('Managing Director'))).toBe('CAP BON HUILES Buyer/Primary');
  });
});

describe('an "and" after a representative\'s name still opens the next slot (near miss, h67slot)', () => {
  it('"represented by its director John Hart, and Kestrel Telecom plc (the "Operator")": the bracket is Kestrel\'s alone', () => {
    const found = partiesOf(
      'This supply agreement is made between Bramley Estates Ltd, represented by its director John Hart, and Kestrel Telecom plc (the "Buyer").',
      'Bramley Estates Ltd shall repair the roof.',
    );
    expect(found).toContain('KESTREL TELECOM Buyer/Primary');
    expect(found).not.toContain('BRAMLEY ESTATES Buyer/Primary');
  });
});
