/**
 * A public body named inside a party's description ("…, a travel agency approved by the Nepal Tourism Board, with its
 * office at …, (hereinafter the "Agent")") is no Primary party: the alias is the organisation's that opens the slot
 * (preamble-names.ts with alias-forms.ts IN_DESCRIPTION; facts set 34's cause 2, h55f34).
 */
import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { elements } from '../helpers.js';

const parties = (...texts: string[]) => classifyContract(elements(...texts)).parties.map((p) => `${p.party} ${p.role} ${p.importance} [${p.contacts.map((c) => c.name).join(', ')}]`);

describe('a body in the description of a party (h55f34)', () => {
  it('"a rafting company licensed by the Tourism Department" leaves the alias and the signer to the company', () => {
    expect(parties(
      'RAFTING SERVICES AGREEMENT',
      'This agreement is made between TRISULI GUIDES PVT. LTD., with its office at Thamel, Kathmandu (hereinafter the "Contractor") and PHEWA ADVENTURES PVT. LTD., a rafting company licensed by the Department of Tourism, with its office at Lakeside, Pokhara (hereinafter the "Agent").',
      'The Agent shall pay NPR 9,000 per raft per day.',
      'For the Agent: Sita Sharma, Director',
      'For the Contractor: Hari Thapa, Director',
    )).toEqual([
      'TRISULI GUIDES Supplier Primary [Hari Thapa]',
      'PHEWA ADVENTURES Buyer Primary [Sita Sharma]',
      'DEPARTMENT OF TOURISM Unknown Unknown []',
    ]);
  });

  it('two parties in one slot each keep their own alias ("…, a company of Pokhara, and …")', () => {
    expect(parties(
      'RAFTING SERVICES AGREEMENT',
      'This agreement is made between TRISULI GUIDES PVT. LTD., a company of Kathmandu (hereinafter the "Contractor") and PHEWA ADVENTURES PVT. LTD., a company of Pokhara (hereinafter the "Agent").',
      'The Agent shall pay NPR 9,000 per raft per day.',
    )).toEqual(['TRISULI GUIDES Supplier Primary []', 'PHEWA ADVENTURES Buyer Primary []']);
  });
});
