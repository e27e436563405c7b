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

describe('a customer\'s place novated: the payer decides (review hrev37)', () => {
  it('the incoming party that pays the remaining one is the Buyer', () => {
    expect(primary('DEED OF NOVATION', 'THIS DEED is made between Oakfield Schools Ltd (the "Outgoing Party"), Ashby Academies Ltd (the "Incoming Party") and Redcliffe Print Ltd (the "Remaining Party").', 'From the Novation Date the Incoming Party shall pay the Remaining Party for all printing ordered under the Contract.'))
      .toEqual(['OAKFIELD SCHOOLS Unknown', 'ASHBY ACADEMIES Buyer', 'REDCLIFFE PRINT Supplier']);
  });
  it('near misses: the remaining party that pays, or no payment said, keeps the usual sides', () => {
    expect(primary('DEED OF NOVATION', 'THIS DEED is made between Oakfield Print Ltd (the "Outgoing Party"), Redcliffe Print Ltd (the "Incoming Party") and Ashby Academies Ltd (the "Remaining Party").', 'From the Novation Date the Remaining Party shall pay the Incoming Party for all printing ordered under the Contract.'))
      .toEqual(['OAKFIELD PRINT Unknown', 'REDCLIFFE PRINT Supplier', 'ASHBY ACADEMIES Buyer']);
    expect(primary('DEED OF NOVATION', 'THIS DEED is made between Oakfield Print Ltd (the "Outgoing Party"), Redcliffe Print Ltd (the "Incoming Party") and Ashby Academies Ltd (the "Remaining Party").', 'The Incoming Party shall perform the Contract from the Novation Date.'))
      .toEqual(['OAKFIELD PRINT Unknown', 'REDCLIFFE PRINT Supplier', 'ASHBY ACADEMIES Buyer']);
    expect(primary('DEED OF NOVATION', 'THIS DEED is made between Oakfield Print Ltd (the "Transferor"), Redcliffe Print Ltd (the "Transferee") and Ashby Academies Ltd (the "Continuing Party").', 'In return for the Continuing Party\'s consent, the Transferee shall pay the Continuing Party a fee of £1,000.'))
      .toEqual(['OAKFIELD PRINT Unknown', 'REDCLIFFE PRINT Supplier', 'ASHBY ACADEMIES Buyer']);
  });
});
