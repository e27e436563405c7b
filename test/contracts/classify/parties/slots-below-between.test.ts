/**
 * "entered into by and between" alone on its line opens the party slots of the paragraphs under it, as "between:" does:
 * a name there with its alias is a party whatever its head word ("OMUHONGA RIVER CONSERVANCY", "… TRUST"), and the
 * counterpart's role follows (preamble-names.ts SLOTS_BELOW; facts set 37's cause 1, h67roles). Sentences written for
 * this change.
 */
import { describe, expect, it } from 'vitest';
import { contactLists, primary } from '../facts-readers.js';

const slots = (name: string, alias: string): string[] => [
  'GRAZING RIGHTS AGREEMENT',
  'entered into by and between',
  `${name}, duly represented by its Chairperson, Mr Tjitjo Kaura (hereinafter referred to as "the ${alias}")`,
  'and',
  'KALAHARI TRAILS (PTY) LTD, duly represented by Mr Pieter Botha (hereinafter referred to as "the Operator")',
  '1. The Operator shall pay the Conservancy N$ 50 000.00 per year for the grazing rights.',
];

describe('slots under a line ending in "between" without a colon (h67roles)', () => {
  it('a conservancy alone in its slot paragraph is a party, with its contact; the operator\'s role follows', () => {
    expect(primary(...slots('OMUHONGA RIVER CONSERVANCY', 'Conservancy'))).toEqual(['OMUHONGA RIVER CONSERVANCY Supplier', 'KALAHARI TRAILS Buyer']);
    expect(contactLists(...slots('OMUHONGA RIVER CONSERVANCY', 'Conservancy'))).toEqual([['OMUHONGA RIVER CONSERVANCY', ['Tjitjo Kaura']], ['KALAHARI TRAILS', ['Pieter Botha']]]);
  });
  it('the same in title case and with "BETWEEN" in capitals', () => {
    expect(primary(...slots('Omuhonga River Conservancy', 'Conservancy').map((t) => t.replace('entered into by and between', 'THIS AGREEMENT IS MADE BY AND BETWEEN'))))
      .toEqual(['OMUHONGA RIVER CONSERVANCY Supplier', 'KALAHARI TRAILS Buyer']);
  });
  it('near miss: a line ending in "between" does not make a clause under it a party', () => {
    expect(primary('SUPPLY AGREEMENT', 'This agreement is made between Harbour Foods Ltd (the "Buyer") and Quayside Bakery Ltd (the "Supplier").', 'The parties record the arrangements between', 'the Harbour Market Committee (the "Committee") and the traders.'))
      .toEqual(['HARBOUR FOODS Buyer', 'QUAYSIDE BAKERY Supplier']);
  });
  it('near miss: an entry split over lines (name, register number, alias on lines of their own) is read as before', () => {
    expect(primary('LEASE AGREEMENT', 'entered into by and between', 'SEAPOINT HOLDINGS (PTY) LTD', 'Registration number 2014/118822/07', '(hereinafter referred to as "the Landlord")', 'represented by Lindiwe Khumalo in her capacity as director', 'and', 'HARBOUR LIGHT BAKERY CC', '(hereinafter referred to as "the Tenant")', '1. The Landlord lets to the Tenant the shop at 4 Quay Road.'))
      .toEqual(['SEAPOINT HOLDINGS Supplier', 'HARBOUR LIGHT BAKERY Buyer']);
  });
});

describe('what a line ending in "by and between" does not open (hrev57)', () => {
  const TWO = ['SERVICES AGREEMENT', 'This Agreement is made by and between', 'Ardent Systems Ltd, a company registered in England ("the Provider")', 'and', 'Mintwell Limited, a company registered in Scotland ("the Client").'];
  it('a defined term after the last slot\'s full stop is no party', () => {
    expect(primary(...TWO, 'Service Levels (the "SLA") are set out in Schedule 2.', '1. The Provider shall provide the Services.', '2. The Client shall pay the fees.'))
      .toEqual(['ARDENT SYSTEMS Supplier', 'MINTWELL Buyer']);
  });
  it('a recital ending in "entered into by and between" names another contract\'s parties', () => {
    expect(primary('DISTRIBUTION AGREEMENT', 'This Distribution Agreement is made on 1 June 2030 between Kettle Works Ltd ("the Supplier") and Spout Retail Ltd ("the Distributor").',
      'WHEREAS the parties are bound by the Confidentiality Agreement entered into by and between', 'Kettle Works Ltd and Spout Retail Ltd on 2 January 2030 (the "NDA");',
      'Spout Retail Group ("the Group") is the parent of the Distributor;', '1. The Distributor shall pay for each order within 30 days.'))
      .toEqual(['KETTLE WORKS Supplier', 'SPOUT RETAIL Buyer']);
  });
  it('near miss kept: the slots themselves, the last without its full stop', () => {
    expect(primary(...TWO.slice(0, 4), 'Mintwell Limited, a company registered in Scotland ("the Client")', '1. The Provider shall provide the Services.', '2. The Client shall pay the fees.'))
      .toEqual(['ARDENT SYSTEMS Supplier', 'MINTWELL Buyer']);
  });
});
