/**
 * A form a company prints on its letterhead and signs "For <company>:" with its agent, beside the one party its fields
 * name: the company is the other side and its agent its contact (parties/letterhead-signer.ts; facts set 52's cause 6,
 * issue 18, h91fp); a signer's name in brackets under "For M/s. <firm>" with a title line is the firm's contact
 * (details/line-shapes.ts NAME_IN_BRACKETS_LINE; cause 5). Documents written for the rules, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { contactRoles, primary } from '../facts-readers.js';
import { classifyElements } from '../../../../src/contracts/index.js';

/** Each Primary party with its contacts, of a plain-text document of one paragraph a line (the service's own reading). */
const plainContacts = async (...lines: string[]) => {
  const r = await classifyElements({ file: Buffer.from(`${lines.join('\n\n')}\n`), fileContentType: 'text/plain' });
  return r.parties.filter((p) => p.importance === 'Primary').map((p) => `${p.party}: ${p.contacts.map((c) => `${c.name} (${c.role})`).join(', ')}`);
};

const RENTAL = (signing: string[]) => [
  'ISLAND SCOOTERS RENTAL LTD.',
  'The Valley, Anguilla · Tel 1-264-497-0000',
  'SCOOTER RENTAL AGREEMENT No. 5521',
  'Renter: Martina Kovács',
  'Home address: 7 Rákóczi út, Budapest, Hungary',
  'Rental period: 3 days',
  'Scooter, 3 days at US$35.00 per day | US$105.00',
  '1. The Renter returns the scooter with a full tank.',
  '2. The Renter pays the charges on return.',
  '3. Only the Renter may ride the scooter, and only with a helmet.',
  'Renter\'s signature: ______________________',
  'Martina Kovács',
  ...signing,
];

describe('a letterhead company that signs its form "For <company>:" (h91fp)', () => {
  it('the company is the Supplier beside the renter, its agent its contact', () => {
    expect(contactRoles(...RENTAL(['For Island Scooters Rental Ltd.:', 'Delroy Richardson, Rental Agent'])))
      .toEqual(['ISLAND SCOOTERS RENTAL: Delroy Richardson (Rental Agent)', 'MARTINA KOVÁCS: ']);
  });
  it('near miss: a letterhead company the text gives an alias of its own ("ISR") is left to that alias', () => {
    const rental = RENTAL(['For Island Scooters Rental Ltd.:', 'Delroy Richardson, Rental Agent']);
    rental[1] = 'Island Scooters Rental Ltd. ("ISR"), The Valley, Anguilla';
    expect(primary(...rental)).not.toContain('ISLAND SCOOTERS RENTAL Supplier');
  });
  it('near miss: a company on the letterhead that does not sign stays no party', () => {
    expect(primary(...RENTAL([]))).toEqual(['MARTINA KOVÁCS Buyer']);
  });
});

describe('a signer\'s name in brackets under "For M/s. <firm>" (h91fp)', () => {
  const SALE = (signer: string) => plainContacts(
    'AGREEMENT FOR SUPPLY OF GROUNDNUTS',
    'This Agreement is made at Junagadh on 5th November, 2038',
    'BETWEEN',
    'M/s. Girnar Oil Mills, a partnership firm, through its managing partner Shri Dinesh Bhanubhai Vaghasiya, hereinafter called "the Buyer" of the ONE PART;',
    'AND',
    'Shri Mansukhbhai Karsanbhai Ribadiya, aged about 52 years, farmer, residing at Vanthali, hereinafter called "the Seller" of the OTHER PART.',
    '1. The Seller shall sell to the Buyer 40 quintals of groundnut at ₹ 6,100/- per quintal.',
    'For M/s. Girnar Oil Mills',
    signer,
    'Managing Partner',
    'Mansukhbhai K. Ribadiya',
    'Seller',
  );
  it('"(Dinesh B. Vaghasiya)" over "Managing Partner" is the firm\'s contact', async () => {
    expect(await SALE('(Dinesh B. Vaghasiya)')).toEqual(['GIRNAR OIL MILLS: Dinesh B. Vaghasiya (Managing Partner)', 'MANSUKHBHAI KARSANBHAI RIBADIYA: ']);
  });
  it('near miss: brackets that hold no name give no contact', async () => {
    expect(await SALE('(Seal of the firm)')).toEqual(['GIRNAR OIL MILLS: ', 'MANSUKHBHAI KARSANBHAI RIBADIYA: ']);
  });
});
