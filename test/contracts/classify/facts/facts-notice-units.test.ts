/**
 * A party's unit in its notice details is no other party (notice-units.ts, h56facts; facts sets 17 and 18 share the
 * cause). A body named "Department of …", or a unit named outside notice details, reads as before. Sentences written
 * for the rule.
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../facts-readers.js';

const contract = (...rest: string[]) => [
  'ESCROW AGREEMENT',
  'This Escrow Agreement is made between Aral Build LLC (the "Buyer"), Tobol Steel LLC (the "Seller") and Nur Bank JSC (the "Escrow Agent").',
  '1. The Buyer shall deposit USD 90,000 with the Escrow Agent within five days.',
  ...rest,
];
const others = (...rest: string[]) => facts(...contract(...rest)).parties.filter((p) => p.importance !== 'Primary').map((p) => p.party);

describe('a party\'s unit in its notice details (h56facts)', () => {
  it.each([
    '7. Notices. Notices shall be sent to: Buyer: Arman Seitov, a.seitov@aralbuild.kz; Escrow Agent: Custody Operations Department, attention Dana Ospanova, custody@nurbank.kz.',
    '8. Notices to the Seller go to Mr. Timur Bekov, Treasury Department, t.bekov@tobol.kz.',
    '6. Notices to the Buyer shall be marked for the attention of its Legal Department.',
  ])('no other party: %s', (sentence) => {
    expect(others(sentence)).toEqual([]);
  });

  it('a unit named outside notice details reads as before', () => {
    expect(others('5. Each release shall be approved by the Treasury Department of the Escrow Agent.')).toEqual(['TREASURY DEPARTMENT OF THE ESCROW AGENT']);
  });

  it('a department "of" its field stays a body in notice details', () => {
    expect(others('9. A copy of every notice shall go to the Department of Labour, attention the Registrar.')).toEqual(['DEPARTMENT OF LABOUR']);
  });
});
