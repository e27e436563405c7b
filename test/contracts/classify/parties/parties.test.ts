import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { elements } from '../helpers.js';
import { within } from '../../../security/guard.js';
import { roleOfAlias } from '../../../../src/contracts/classify/lexicon/roles.js';

/** Each party as `NAME role/importance`, with its addresses and contacts as text. */
const partiesOf = (...texts: string[]) => {
  const els = elements(...texts);
  return classifyContract(els).parties.map((p) => ({
    party: `${p.party} ${p.role}/${p.importance}`,
    addresses: p.addresses.map((a) => els[a.element].text.slice(a.begin, a.end)),
    contacts: p.contacts.map((c) => `${c.name} (${c.role})`),
  }));
};
const primary = (...texts: string[]) => partiesOf(...texts).filter((p) => p.party.endsWith('/Primary')).map((p) => p.party);

describe('parties: the preamble', () => {
  it('between A Ltd (the "Customer") and B Inc ("Supplier")', () => {
    expect(primary('This Agreement is between Northwind Traders Ltd (the "Customer") and Contoso Systems Inc ("Supplier").'))
      .toEqual(['NORTHWIND TRADERS Customer'.replace('Customer', 'Buyer/Primary'), 'CONTOSO SYSTEMS Supplier/Primary']);
  });

  it('"made by and between ..." with "hereinafter referred to as", no brackets', () => {
    expect(primary('This Agreement is made by and between Fabrikam GmbH, hereinafter referred to as the "Licensor", and Tailspin Toys LLC, hereinafter referred to as the "Licensee".'))
      .toEqual(['FABRIKAM Supplier/Primary', 'TAILSPIN TOYS Buyer/Primary']);
  });

  it('a form: the name fills a blank on one line, the alias follows on the next', () => {
    expect(primary('THIS AGREEMENT made on the 1st day of May 2020.', 'BY AND BETWEEN', '___Jane Roe___________', '___Roe Holdings__________ ______',
      'hereinafter called the "Owner"', 'AND ___John Doe__________', '___Builders of Tomorrow, Inc.________', 'hereinafter called the "Contractor"'))
      .toEqual(['ROE HOLDINGS Buyer/Primary', 'BUILDERS OF TOMORROW Supplier/Primary']);
  });

  it('a person named as a party, and an alias that is no role (Primary, on the side the other party leaves)', () => {
    expect(primary('This Consulting Agreement is between Mary Major ("Consultant") and Woodgrove Bank plc ("Woodgrove").'))
      .toEqual(['MARY MAJOR Supplier/Primary', 'WOODGROVE BANK Buyer/Primary']);
  });
  it('three parties with aliases that are no roles keep role Unknown', () => {
    expect(primary('This Escrow Agreement is made among Aldgate Software Ltd ("Owner"), Brixton Bank plc ("Brixton") and Camden Escrow Ltd ("Agent").'))
      .toEqual(['ALDGATE SOFTWARE Buyer/Primary', 'BRIXTON BANK Unknown/Primary', 'CAMDEN ESCROW Unknown/Primary']);
  });
});

describe('parties: addresses', () => {
  it('from the preamble: "whose registered office is at", "with offices at", "located at"', () => {
    const found = partiesOf(
      'This Agreement is between Northwind Traders Ltd, whose registered office is at 12 High Street, Leeds LS1 4AP ("Customer") and Contoso Systems Inc, with offices at 500 Main Street, Suite 200, Seattle, WA 98101 ("Supplier").',
    );
    expect(found.map((p) => p.addresses)).toEqual([['12 High Street, Leeds LS1 4AP'], ['500 Main Street, Suite 200, Seattle, WA 98101']]);
  });

  it('from the notice clause: "The Customer at:" and the address lines under it', () => {
    const found = partiesOf('This Agreement is between Northwind Traders Ltd ("Customer") and Contoso Systems Inc ("Supplier").',
      'Notices shall be addressed as follows:', 'The Customer at: _12 High Street______', '_Leeds LS1 4AP______', 'The Supplier at: _500 Main Street_____',
      '_Seattle WA 98101_____', 'The Auditor at: _9 Side Road_____', 'This Agreement is governed by English law.');
    expect(found.map((p) => p.addresses)).toEqual([['12 High Street', 'Leeds LS1 4AP'], ['500 Main Street', 'Seattle WA 98101']]);
  });

  it('headings that wait for their blocks take them in order', () => {
    const found = partiesOf('This Agreement is between Northwind Traders Ltd ("Customer") and Contoso Systems Inc ("Supplier").',
      'addressed as follows: The Customer at:', 'The Supplier at:', '_12 High Street___ _Leeds LS1 4AP___', '_500 Main Street___ _Seattle WA 98101___');
    expect(found.map((p) => p.addresses)).toEqual([['12 High Street', 'Leeds LS1 4AP'], ['500 Main Street', 'Seattle WA 98101']]);
  });

  it('no address is guessed where the block is blank or names no party', () => {
    const found = partiesOf('This Agreement is between Northwind Traders Ltd ("Customer") and Contoso Systems Inc ("Supplier").',
      'If to Customer:', 'Address:', 'Tel No', 'The Clause 12 notice period is 30 days.');
    expect(found.map((p) => p.addresses)).toEqual([[], []]);
  });
});

describe('parties: contacts', () => {
  it('signature blocks: "CUSTOMER:" then "Name, Title  name and title"; two columns share a line', () => {
    const found = partiesOf('This Agreement is between Northwind Traders Ltd ("Customer") and Contoso Systems Inc ("Supplier").',
      'IN WITNESS WHEREOF the parties have signed this Agreement.', 'CUSTOMER: SUPPLIER', '___signed___ ___signed___',
      '___Ann Lee, Chief Executive ___Bo Chan, Director______ name and title name and title');
    expect(found.map((p) => p.contacts)).toEqual([['Ann Lee (Chief Executive)'], ['Bo Chan (Director)']]);
  });

  it('"For and on behalf of the Supplier" with Name: and Title: fields; notice "Attention:" lines', () => {
    const found = partiesOf('This Agreement is between Northwind Traders Ltd ("Customer") and Contoso Systems Inc ("Supplier").',
      'If to Customer:', 'Attention: Carla Diaz, Procurement Manager', 'For and on behalf of the Supplier', 'Name: Dan Evans', 'Title: General Counsel');
    expect(found.map((p) => p.contacts)).toEqual([['Carla Diaz (Procurement Manager)'], ['Dan Evans (General Counsel)']]);
  });
});

describe('parties: English precedent preambles', () => {
  it('"(1) ACME LIMITED ... (company number ...) whose registered office is at ... (Supplier)": bracketed inserts and a bare role', () => {
    const found = partiesOf('THIS AGREEMENT is dated 1 May 2020', 'PARTIES',
      '(1) ACME LIMITED incorporated in England and Wales (company number 01234567) whose registered office is at 1 High Street, London EC1A 1BB (Supplier).',
      '(2) BETA PLC incorporated in England and Wales (company number 07654321) whose registered office is at 2 Low Road, Leeds LS1 4AP (Customer).');
    expect(found.map((p) => [p.party, p.addresses])).toEqual([
      ['ACME Supplier/Primary', ['1 High Street, London EC1A 1BB']], ['BETA Buyer/Primary', ['2 Low Road, Leeds LS1 4AP']],
    ]);
  });

  it('an address after the alias belongs to the party just named; a person\'s residence too', () => {
    const found = partiesOf('This Agreement is made by and between John Smith, residing at 14 Oak Lane, Springfield, IL 62704 ("Consultant") and Gamma Inc. ("Client"), located at 77 Elm Street, Boston, MA 02110.');
    expect(found.map((p) => [p.party, p.addresses])).toEqual([
      ['JOHN SMITH Supplier/Primary', ['14 Oak Lane, Springfield, IL 62704']], ['GAMMA Buyer/Primary', ['77 Elm Street, Boston, MA 02110']],
    ]);
  });
});

describe('party details on hostile text', () => {
  it('a heading-like element followed by 100,000 blanks is read in linear time (was quadratic: 40,000 blanks took 3 s)', () => {
    const hostile = ['OWNER:', 'ACME LTD:', 'If to Buyer:'].map((head) => `${head}${' \t'.repeat(50_000)}x`);
    const els = [...elements('This Agreement is made between Acme Ltd ("Owner") and Beta Inc ("Contractor").'), ...hostile.map((text) => ({ text, kind: 'sentence' as const }))];
    within(1500, () => classifyContract(els));
  });
});

describe('party roles of distribution and franchise contracts (h18g)', () => {
  it('a distributor, reseller or franchisee is the paying side (Buyer); a franchisor or subcontractor the supplying side', () => {
    expect(['Distributor', 'Reseller', 'Franchisee', 'Franchisor', 'Subcontractor', 'Manufacturer'].map(roleOfAlias))
      .toEqual(['Buyer', 'Buyer', 'Buyer', 'Supplier', 'Supplier', 'Supplier']);
  });
});

describe('role words of other commercial contracts (h18g)', () => {
  it('hire, data processing and sponsorship roles are parties without a preamble, with their side', () => {
    expect(['Hirer', 'Processor', 'Controller', 'Sponsor', 'Carrier', 'Sublessee'].map(roleOfAlias))
      .toEqual(['Buyer', 'Supplier', 'Buyer', 'Buyer', 'Supplier', 'Buyer']);
    const types = classifyContract(elements('The Hirer shall return the vessel clean.', 'The Processor shall not transfer the data.', 'The Sponsor may review the draft paper.'))
      .elements.map((e) => e.types.map((t) => `${t.label.nature}/${t.label.party}`));
    expect(types).toEqual([['Obligation/Hirer'], ['Exclusion/Processor'], ['Right/Sponsor']]);
  });
});

describe('a person named in a role field (issue 18, h18u)', () => {
  const attributes = (...texts: string[]) => {
    const els = elements(...texts);
    return classifyContract(els).elements.map((e, i) => e.attributes.map((a) => `${a.type}:${els[i].text.slice(a.begin, a.end)}`));
  };
  const schedule = [
    'THIS AGREEMENT is made the 20th day of August 2024 between the Landlord and the Tenant named in Schedule 1.',
    'Landlord: Mary O\'Neill, of 4 Mill Lane, Leeds',
    'Tenant: WONG CHI KEUNG (HKID No. A123456(7)), of Flat C, 12/F, 33 Shing Yip Street, Kwun Tong, Kowloon',
    'The Tenant shall pay the Rent.',
  ];
  it('"Tenant: WONG CHI KEUNG", "Landlord: Mary O\'Neill": individuals, Primary parties with their field\'s role', () => {
    expect(primary(...schedule)).toEqual(["MARY O'NEILL Supplier/Primary", 'WONG CHI KEUNG Buyer/Primary']);
  });
  it('the name is a Person attribute where the field gives it', () => {
    const found = attributes(...schedule);
    expect(found[1]).toContain("Person:Mary O'Neill");
    expect(found[2]).toContain('Person:WONG CHI KEUNG');
  });
  it('"Buyer name: Sean O\'Brien"; a company in the field stays an organisation; a field a body fills names no person', () => {
    expect(primary('Seller name: Sean O\'Brien', 'Buyer: Harbor Lights Events Ltd')).toEqual(["SEAN O'BRIEN Supplier/Primary", 'HARBOR LIGHTS EVENTS Buyer/Primary']);
    expect(attributes('Company: Harbor Lights')).toEqual([[]]);
    expect(attributes('Tenant: the person named in Schedule 2')).toEqual([['Number:2']]);
    expect(attributes('The Tenant: Mary Lane shall pay')[0]).not.toContain('Person:Mary Lane');
  });
});
