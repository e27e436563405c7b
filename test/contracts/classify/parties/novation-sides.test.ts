/**
 * A novation's generic aliases (issue 18, h52facts): the party that takes over the contract ("the Transferee", "the
 * Novatee", "the Incoming Party") performs it in the outgoing party's place, the provider's side; the party that stays
 * ("the Continuing Party", "the Remaining Party") receives the performance, the Buyer's. The outgoing party keeps no side.
 * Sentences written for this change.
 */
import { describe, expect, it } from 'vitest';
import { primary } from '../facts-readers.js';

describe('a novation\'s transferee and continuing party (h52facts)', () => {
  it('the transferee provides, the continuing party buys, the transferor has no side', () => {
    expect(primary('DEED OF NOVATION', 'THIS DEED is made between Oakfield Print Limited (the "Transferor"), Redcliffe Print Limited (the "Transferee") and Bramley Schools Trust Limited (the "Continuing Party").'))
      .toEqual(['OAKFIELD PRINT Unknown', 'REDCLIFFE PRINT Supplier', 'BRAMLEY SCHOOLS TRUST Buyer']);
  });
  it('an incoming party beside a customer, a novatee beside a remaining party', () => {
    expect(primary('NOVATION AGREEMENT', 'This agreement is made between Kestrel Waste Ltd (the "Outgoing Party"), Heron Waste Ltd (the "Incoming Party") and Plover Foods Ltd (the "Customer").'))
      .toEqual(['KESTREL WASTE Unknown', 'HERON WASTE Supplier', 'PLOVER FOODS Buyer']);
    expect(primary('NOVATION AGREEMENT', 'This agreement is made between Linnet Data Ltd (the "Novator"), Wren Data Ltd (the "Novatee") and Finch Bank Ltd (the "Remaining Party").'))
      .toEqual(['LINNET DATA Unknown', 'WREN DATA Supplier', 'FINCH BANK Buyer']);
  });
  it('not outside a novation: a transfer of shares keeps its transferee without a side', () => {
    expect(primary('SHARE TRANSFER AGREEMENT', 'This agreement is made between Kestrel Holdings Ltd (the "Transferor") and Heron Holdings Ltd (the "Transferee").'))
      .toEqual(['KESTREL HOLDINGS Unknown', 'HERON HOLDINGS Unknown']);
  });
});
