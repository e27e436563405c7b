/**
 * What the twenty-sixth blind contract-level set left (h31f26's causes 1-3 and 5-9, fixed by h33f26): a details
 * schedule's numbered fields, the "Director/Company Secretary:" label of a section 127 block, a street type and a compass
 * point before a party's alias, a renewal sentence opening "Thereafter it …", qualified districts and confederations as
 * bodies, a contact field with an e-mail after the name, the agreement's own date field, and a season "provided from
 * <date> to <date>". Each rule with sentences written for it (none from the set). Cause 4 (place-and-date lines over a
 * bare company name) stays as decided.
 */
import { describe, expect, it } from 'vitest';
import { classifyElements } from '../../../../src/contracts/index.js';
import { contactLists, dates, partyNames, partiesByImportance, terms } from '../facts-readers.js';

const SIGNATURES = [
  'Executed by Bluegum Hosting Pty Ltd ACN 111 222 333 in accordance with section 127 of the Corporations Act 2001 (Cth)',
  'Director: Samuel Wright',
  'Director/Company Secretary: Olivia Chen',
  'Executed by Kookaburra Legal Pty Ltd ACN 444 555 666 in accordance with section 127 of the Corporations Act 2001 (Cth)',
  'Director: Marcus Bell',
  'Director/Company Secretary: Priya Nair',
];

describe('a details schedule\'s numbered fields: "Item N – <Role>: …" (h33f26)', () => {
  const schedule = (supplier: string, client: string, representative: string) => [
    'CLOUD HOSTING SERVICES AGREEMENT',
    'SCHEDULE',
    `${supplier} Bluegum Hosting Pty Ltd ACN 111 222 333 of 10 King Street, Perth WA 6000`,
    `${client} Kookaburra Legal Pty Ltd ACN 444 555 666 of 2 Hay Street, Subiaco WA 6008`,
    'Item 3 – Start Date: 1 March 2029',
    `${representative} Jasmine Ortiz, Office Manager`,
    'TERMS',
    '1. The Supplier will host the Client\'s systems.',
    ...SIGNATURES,
  ];
  it('the role after the item number names the party, and the representative field its contact', () => {
    expect(partiesByImportance(...schedule('Item 1 – Supplier:', 'Item 2 – Client:', 'Item 4 – Client Representative:')))
      .toEqual(['BLUEGUM HOSTING Primary Supplier', 'KOOKABURRA LEGAL Primary Buyer']);
    expect(contactLists(...schedule('Item 1 – Supplier:', 'Item 2 – Client:', 'Item 4 – Client Representative:')))
      .toEqual([['BLUEGUM HOSTING', ['Samuel Wright', 'Olivia Chen']], ['KOOKABURRA LEGAL', ['Jasmine Ortiz', 'Marcus Bell', 'Priya Nair']]]);
  });
  it('"Item 1:" and "ITEM 1 Provider:" as well; an item number with no role word names no party\'s role', () => {
    expect(partiesByImportance(...schedule('ITEM 1 Provider:', 'Item 2: Customer:', 'Item 4 – Customer Contact:')))
      .toEqual(['BLUEGUM HOSTING Primary Supplier', 'KOOKABURRA LEGAL Primary Buyer']);
    expect(partiesByImportance(...schedule('Item 1 – Name:', 'Item 2 – Name:', 'Item 4 – Notes:')).filter((p) => p.includes('Primary'))).toEqual([]);
  });
});

describe('"Director/Company Secretary:" as a signer\'s label (h33f26)', () => {
  const HEAD = ['SUPPORT AGREEMENT', 'This agreement is made between Bluegum Hosting Pty Ltd ACN 111 222 333 ("Supplier") and Kookaburra Legal Pty Ltd ACN 444 555 666 ("Client").'];
  it('the second signer of a section 127 block is the party\'s contact, as under "Director/Secretary:"', () => {
    expect(contactLists(...HEAD, ...SIGNATURES)).toEqual([['BLUEGUM HOSTING', ['Samuel Wright', 'Olivia Chen']], ['KOOKABURRA LEGAL', ['Marcus Bell', 'Priya Nair']]]);
  });
  it('a slash label of other offices is no signer label', () => {
    expect(contactLists(...HEAD, SIGNATURES[0], 'Director: Samuel Wright', 'Director/Shareholder: Olivia Chen')).toEqual([['BLUEGUM HOSTING', ['Samuel Wright']], ['KOOKABURRA LEGAL', []]]);
  });
});

describe('a street type and a compass point before the alias (h33f26)', () => {
  const contract = (street: string) => [
    'LANDSCAPING SERVICES CONTRACT',
    `This Contract is dated March 3, 2029 and is made between Maplecrest Retail Ltd., of 2200 Dundas ${street}, Hamilton, Ontario (the "Owner"), and Greenway Grounds Inc., of 9 Queen Street, Kitchener, Ontario (the "Contractor").`,
    '1. The Contractor shall mow the lawns weekly.',
    'MAPLECREST RETAIL LTD.',
    'Per: ______________________',
    'Name: Aidan Fraser',
    'Title: Operations Manager',
  ].join('\n\n');
  const partiesOf = async (text: string) => ((await classifyElements({ file: Buffer.from(text), fileContentType: 'text/plain' })).parties ?? [])
    .map((p) => `${p.party} ${p.importance} ${p.role}: ${(p.contacts ?? []).map((c) => c.name).join(', ')}`);
  it('"Ave. E." and "Blvd. W." end no sentence: the company is the Owner, the letter no party', async () => {
    for (const street of ['Ave. E.', 'Blvd. W.']) {
      expect(await partiesOf(contract(street))).toEqual(['MAPLECREST RETAIL Primary Buyer: Aidan Fraser', 'GREENWAY GROUNDS Primary Supplier: ']);
    }
  });
});

describe('a renewal sentence opening "Thereafter it …" (h33f26)', () => {
  const HEAD = ['DISTRIBUTION AGREEMENT', 'This Distribution Agreement is made between Bergquell Getränke AG, Zug, and Talwind Handels GmbH, Basel.'];
  it('goes on about the agreement the sentence before named, as "It …" does', () => {
    expect(terms(...HEAD, '1. This Agreement enters into force on 1 June 2028 and has an initial term of three (3) years.', 'Thereafter it is renewed tacitly for successive periods of one (1) year.'))
      .toEqual(['1095 days', '365 days']);
    expect(terms(...HEAD, '1. This Agreement enters into force on 1 June 2028 and has an initial term of three (3) years.', 'Thereafter, it shall renew automatically for periods of two (2) years.'))
      .toEqual(['1095 days', '730 days']);
  });
  it('after a sentence that names no agreement, "Thereafter it …" gives no term', () => {
    expect(terms(...HEAD, '1. The Distributor shall order the products monthly.', 'Thereafter it is renewed tacitly for successive periods of one (1) year.')).toEqual([]);
  });
});

describe('qualified districts and confederations as bodies (h33f26)', () => {
  const HEAD = ['COMMERCIAL RECYCLING SERVICE AGREEMENT', 'This Agreement is made on June 2, 2029 between Ridgeline Hauling LLC ("Hauler") and Bluegrass Diner Inc. ("Customer").'];
  it('a district named by the service it runs and a confederation are other parties', () => {
    const names = partyNames(...HEAD, 'Customer shall pay the disposal fees charged by the Harlan County Sanitation District.', 'Hauler is a member of the British Confederation of Cleaning Firms and of the Federated Hauliers and Recyclers Confederation.');
    expect(names).toEqual(expect.arrayContaining(['HARLAN COUNTY SANITATION DISTRICT', 'BRITISH CONFEDERATION OF CLEANING FIRMS', 'FEDERATED HAULIERS AND RECYCLERS CONFEDERATION']));
  });
  it('a business district or a lake district stays a place', () => {
    expect(partyNames(...HEAD, 'Hauler\'s depot is in the Central Business District of Lexington, and its drivers rest in the Lake District.')).toEqual(['RIDGELINE HAULING', 'BLUEGRASS DINER']);
  });
});

describe('a contact field with an e-mail after the name (h33f26)', () => {
  const HEADER = [
    'HOT DESK MEMBERSHIP AGREEMENT',
    'Operator: Quayside Desks Limited (company number 700111), 5 Custom House Quay, Dublin 1',
    'Member: Fernhill Design Limited (company number 700222), 9 Pembroke Road, Dublin 4',
  ];
  it('"Member Contact: <name>, <e-mail>" and with a title between give the contact', () => {
    expect(contactLists(...HEADER, 'Member Contact: Aoife Byrne, aoife.byrne@fernhill.ie')).toEqual([['QUAYSIDE DESKS', []], ['FERNHILL DESIGN', ['Aoife Byrne']]]);
    expect(contactLists(...HEADER, 'Member Contact: Aoife Byrne, Office Manager, aoife.byrne@fernhill.ie')).toEqual([['QUAYSIDE DESKS', []], ['FERNHILL DESIGN', ['Aoife Byrne']]]);
  });
  it('a desk\'s address is no person', () => {
    expect(contactLists(...HEADER, 'Member Contact: Accounts Payable, accounts@fernhill.ie')).toEqual([['QUAYSIDE DESKS', []], ['FERNHILL DESIGN', []]]);
  });
});

describe('the agreement\'s own date as a field (h33f26)', () => {
  const HEADER = ['HOT DESK MEMBERSHIP AGREEMENT', 'Operator: Quayside Desks Limited, Dublin', 'Member: Fernhill Design Limited, Dublin'];
  it('"Agreement Date:" and "Date of Agreement:" date the agreement as "Date:" does', () => {
    expect(dates(...HEADER, 'Agreement Date: 12 May 2029', 'Start Date: 1 June 2029')).toEqual({ effective: ['2029-06-01', '2029-05-12'], termination: [] });
    expect(dates(...HEADER, 'Date of Agreement: 12 May 2029')).toEqual({ effective: ['2029-05-12'], termination: [] });
  });
  it('another paper\'s date field is none', () => {
    expect(dates(...HEADER, 'Invoice Date: 12 May 2029')).toEqual({ effective: [], termination: [] });
  });
});

describe('a season "provided from <date> to <date>" (h33f26)', () => {
  const HEAD = ['SNOW CLEARING CONTRACT', 'This Contract is made between Maplecrest Retail Ltd. (the "Owner") and Greenway Grounds Inc. (the "Contractor").'];
  it('"shall provide the services under this Contract from … to …": the start is effective, the end a termination', () => {
    expect(dates(...HEAD, '1. The Contractor shall provide the services under this Contract from November 1, 2028 to March 31, 2029.'))
      .toEqual({ effective: ['2028-11-01'], termination: ['2029-03-31'] });
    expect(dates(...HEAD, '2. The Contractor will render the services under this Contract from 1 December 2028 until 28 February 2029.'))
      .toEqual({ effective: ['2028-12-01'], termination: ['2029-02-28'] });
  });
  it('services provided "from" a place, a date later in the sentence, give no start', () => {
    expect(dates(...HEAD, 'The Contractor shall provide the services from its own depot and shall deliver the salt by November 1, 2028.').effective).toEqual([]);
  });
});
