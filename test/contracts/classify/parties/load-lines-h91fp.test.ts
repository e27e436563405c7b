/**
 * A load's "Shipper:" / "Consignee:" lines on a rate confirmation name whose goods move, no side: they are other
 * parties, and the broker on the letterhead is then the side it is (parties/load-lines.ts; facts set 52's cause 1, issue
 * 18, h91fp). A contract of carriage that names its shipper again keeps the field as the shipper's slot. Documents
 * written for the rule, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { partiesByImportance } from '../facts-readers.js';
import { isLoadLineRole } from '../../../../src/contracts/classify/parties/load-lines.js';

const CONFIRMATION = (terms: string) => partiesByImportance(
  'PRAIRIE ROUTE BROKERAGE LTD.',
  '210 Albert Street, Regina, SK S4R 2N6 · loads@prairieroute.example',
  'LOAD CONFIRMATION',
  'Date: 11-Jan-2039',
  'Carrier: Qu\'Appelle Bulk Haulers Inc., Box 55, Fort Qu\'Appelle, SK',
  'Shipper: Moose Jaw Canola Crushers Ltd.',
  'Consignee: Thunder Bay Grain Terminals Corp.',
  'Rate: CAD $6,200.00 all in',
  `1. Carrier delivers the load within three days of pickup. ${terms}`,
  '2. Payment: 30 days from receipt of the signed bill of lading.',
  'BROKER: PRAIRIE ROUTE BROKERAGE LTD.',
  'Issued by: Dana Kowalchuk, Load Planner',
  'CARRIER: QU\'APPELLE BULK HAULERS INC.',
  'Name: Ray Desjarlais',
  'Title: Owner',
);

describe('a load\'s shipper and consignee lines (h91fp)', () => {
  it('named only in their lines: other parties, the broker the Buyer beside the carrier', () => {
    expect(CONFIRMATION('')).toEqual([
      'PRAIRIE ROUTE BROKERAGE Primary Buyer', 'QU\'APPELLE BULK HAULERS Primary Supplier',
      'MOOSE JAW CANOLA CRUSHERS Unknown Unknown', 'THUNDER BAY GRAIN TERMINALS Unknown Unknown',
    ]);
  });
  it('near miss: a shipper the clauses bind ("The Shipper shall …") keeps its field as its slot', () => {
    const parties = CONFIRMATION('The Shipper shall have the load ready at 07:00.');
    expect(parties).toContain('MOOSE JAW CANOLA CRUSHERS Primary Unknown');
    expect(parties).toContain('THUNDER BAY GRAIN TERMINALS Unknown Unknown');
  });
});

describe('isLoadLineRole', () => {
  it('a load\'s role named once, as a label', () => {
    expect(isLoadLineRole(['Shipper: Acme Ltd.', 'Carrier follows the rules.'], 'Shipper')).toBe(true);
    expect(isLoadLineRole(['| Consignee | Beta Corp. |'], 'consignee')).toBe(true);
  });
  it('near misses: named again, a possessive, a second label (a signing heading), another role', () => {
    expect(isLoadLineRole(['Shipper: Acme Ltd.', 'The Shipper declares the goods.'], 'Shipper')).toBe(false);
    expect(isLoadLineRole(['Shipper: Acme Ltd.', 'at the Shipper\'s dock'], 'Shipper')).toBe(false);
    expect(isLoadLineRole(['Shipper: Acme Ltd.', 'SHIPPER: ACME LTD.'], 'Shipper')).toBe(false);
    expect(isLoadLineRole(['Carrier: Acme Ltd.'], 'Carrier')).toBe(false);
  });
});
