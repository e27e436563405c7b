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

describe('an organisation acting for the body its description names (hrev42)', () => {
  const booking = (slot: string) => parties(
    'SERVICES AGREEMENT',
    `This Agreement is made on 6 February 2032 between ${slot} and Meridian Fruit Exports Ltd (the "Merchant").`,
    'The Merchant shall pay within 7 days of the invoice.',
  ).filter((p) => p.includes('Primary'));

  it('"a company acting on behalf of <body>" leaves the alias to the body, its principal', () => {
    expect(booking('GREEN AGENCIES LTD, a company acting on behalf of RED SHIPPING S.A. (the "Principal")'))
      .toEqual(['RED SHIPPING Supplier Primary []', 'MERIDIAN FRUIT EXPORTS Buyer Primary []']);
  });

  it('"a wholly owned subsidiary of <body>" still gives the alias to the subsidiary', () => {
    expect(booking('PORT SERVICES LTD, a company wholly owned by the Government of Ghana (the "Contractor")'))
      .toEqual(['PORT SERVICES Supplier Primary []', 'MERIDIAN FRUIT EXPORTS Buyer Primary []']);
  });
});

describe('a body in a description whose participles "and" joins (h57names)', () => {
  it('"a lender authorised and regulated by the Financial Conduct Authority": the alias is the lender\'s', () => {
    expect(parties(
      'LOAN AGREEMENT',
      'This Agreement is made between SAFE LOANS LTD, a lender authorised and regulated by the Financial Conduct Authority (the "Lender") and Oakfield Bakery Limited (the "Borrower").',
      'The Borrower shall repay GBP 50,000 in 24 monthly instalments.',
    ).map((p) => p.replace(/ \[\]$/, ''))).toEqual([
      'SAFE LOANS Supplier Primary',
      'OAKFIELD BAKERY Buyer Primary',
      'FINANCIAL CONDUCT AUTHORITY Unknown Unknown',
    ]);
  });

  it('a second party after "and" still opens its own slot', () => {
    expect(parties(
      'AGENCY AGREEMENT',
      'This Agreement is made between Harbour Shipping Limited, a company registered in England, and Blue Fleet Holdings Limited (the "Owner").',
      'The Owner shall pay USD 100 per voyage.',
    ).filter((p) => p.startsWith('BLUE FLEET HOLDINGS ')).map((p) => p.split(' ').at(-2))).toEqual(['Primary']);
  });
});
