/**
 * An alias whose last word is an agreement noun names a document, not the party before it, whether the noun follows a
 * blank ("Prime Contract") or a hyphen ("Prime-Contract"): one pattern (contract-parties.ts DOCUMENT_ALIAS) since
 * hrev8 merged the hyphenated one (h18e12) into it. A role alias with a hyphen ("Design-Builder") is still a party's.
 */
import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';

const parties = (...texts: string[]) =>
  classifyContract(texts.map((text) => ({ text, kind: 'sentence' as const }))).parties.map((p) => [p.party, p.importance, p.role]);

const PREAMBLE = 'This Subcontract is made between ART EFFECTS LIMITED (the "Contractor") and Kestrel Scaffolding Ltd (the "Subcontractor").';

describe('aliases that name a document', () => {
  it.each(['Prime-Contract', 'Prime Contract', 'Main-Agreement', 'Head-Lease'])('(the "%s") before the preamble gives no party its alias', (alias) => {
    expect(parties(`ART EFFECTS LIMITED and Harbour Foods plc entered into a supply contract on 1 May 2024 (the "${alias}").`, PREAMBLE, 'The Contractor shall pay the Subcontractor.')).toEqual([
      ['ART EFFECTS', 'Primary', 'Supplier'],
      ['KESTREL SCAFFOLDING', 'Primary', 'Supplier'],
      ['HARBOUR FOODS', 'Unknown', 'Unknown'],
    ]);
  });
  it('a hyphenated role alias is the party\'s', () => {
    expect(parties('This Agreement is made between Lakeview Hospital Trust (the "Owner") and Granite Edge Constructors, Inc. (the "Design-Builder").', 'The Design-Builder shall prepare the design.')).toEqual([
      ['LAKEVIEW HOSPITAL TRUST', 'Primary', 'Buyer'],
      ['GRANITE EDGE CONSTRUCTORS', 'Primary', 'Supplier'],
    ]);
  });
});
