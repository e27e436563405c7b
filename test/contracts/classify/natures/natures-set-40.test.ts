import { describe, expect, it } from 'vitest';
import { attributesOf, typesAndAttributesOf, typesOf } from '../helpers.js';

// Issue 18, h30n40: the general rules behind set 40's party bindings and natures. Every sentence is written here.

const WE_TERMS = 'In these terms, "we", "us" and "our" mean Pellworth Staffing Ltd, of 9 Quay Road, Hull HU1 2AB (the "Agency").';
const YOU_TERMS = '"You" means the business that books a worker from us (the "Hirer").';

describe('a defined "we": the contract binds its pronouns to the party it names', () => {
  it('"we" and "us" mean the Agency everywhere: its duties, rights and disclaimers', () => {
    expect(typesOf(WE_TERMS, YOU_TERMS,
      'We will vet every worker before the first shift.',
      'We may refuse any booking without giving a reason.',
      'We do not guarantee that a worker will stay for the whole booking.',
      'We are not responsible for any damage a worker causes under your control.').slice(2))
      .toEqual([['Obligation/Agency'], ['Right/Agency'], ['Disclaimer/Agency'], ['Disclaimer/Agency']]);
  });

  it('"we may charge you" is the Agency\'s Right, "we will not charge you" its bar: "you" there is the object', () => {
    expect(typesOf(WE_TERMS, YOU_TERMS, 'If you pay late, we may charge you a fee of 5% of the unpaid sum.', 'If you cancel a shift a day ahead, we will not charge you for it.').slice(2))
      .toEqual([['Right/Agency'], ['Exclusion/Agency']]);
  });

  it('the definition with an Oxford comma, or naming the role without a bracket, binds "we" too', () => {
    expect(typesOf('In these conditions "we", "us", and "our" mean Brackley Freight Ltd (the "Carrier").', 'We will collect the goods on the agreed day.')[1])
      .toEqual(['Obligation/Carrier']);
    expect(typesOf('"We" and "us" mean the Supplier named in the Order Form.', 'We will deliver the goods to your site.')[1]).toEqual(['Obligation/Supplier']);
  });

  it('a meaning that names no role leaves "we" unbound, as before', () => {
    expect(typesOf('"We" means the people who run this website.', 'We will answer emails within a week.')[1]).toEqual([]);
  });

  it('"we will each" and "we both" are the parties together, even where "we" is one party', () => {
    expect(typesOf(WE_TERMS, YOU_TERMS, 'We will each keep the other\'s price lists confidential.', 'We both agree to meet once a quarter.').slice(2))
      .toEqual([['Obligation/Multiple Parties'], ['Obligation/Both Parties']]);
  });
});

describe('natures of set 40\'s kinds of sentence', () => {
  const DEED = 'This Deed of Guarantee is made between Harlow Group plc (the "Guarantor") and Eastmere Council (the "Beneficiary").';

  it('"irrevocably and unconditionally guarantees" is the guarantor\'s Obligation, the adverbs in either order', () => {
    expect(typesOf(DEED,
      'The Guarantor irrevocably and unconditionally guarantees to the Beneficiary the payment of every sum due from its subsidiary.',
      'The Guarantor hereby unconditionally and irrevocably indemnifies the Beneficiary against any loss from that default.').slice(1))
      .toEqual([['Obligation/Guarantor'], ['Obligation/Guarantor']]);
  });

  it('"may cancel …, and shall then pay": the duty after the comma is read as the same subject\'s', () => {
    const P = 'These conditions are agreed between Tollgate Mills Ltd (the "Buyer") and Ferris Castings Ltd (the "Supplier").';
    expect(typesOf(P, 'The Buyer may suspend an order by written notice at any time, and shall then pay the Supplier for the castings already poured.')[1])
      .toEqual(['Right/Buyer', 'Obligation/Buyer']);
    expect(typesOf(P, 'The Buyer may suspend an order by written notice, and will then pay for the work already done.')[1])
      .toEqual(['Right/Buyer', 'Obligation/Buyer']);
  });

  it('a period granted to a party to act is its Right (C42)', () => {
    const P = 'This agreement is between Redfern Apps Inc. ("Client") and Osprey Code LLC ("Developer").';
    expect(typesOf(P, 'Client shall have ten (10) working days after each release to review it.', 'Developer will have 30 days to remedy the defect.').slice(1))
      .toEqual([['Right/Client'], ['Right/Developer']]);
    // A count of days that is a deadline is still a duty.
    expect(typesOf(P, 'Client shall pay each invoice within 30 days.')[1]).toEqual(['Obligation/Client']);
  });

  it('an unquoted term after "In this lease," is defined, as a quoted one is', () => {
    const [lease, deed] = typesAndAttributesOf('2.1 In this lease, Rent Day means the first day of each month.', 'In this Deed, Default Notice means a notice under clause 6.');
    expect(lease.types).toEqual(['Definition/None']);
    expect(lease.attributes).toContain('DefinedTerm:Rent Day');
    expect(deed.types).toEqual(['Definition/None']);
    expect(deed.attributes).toContain('DefinedTerm:Default Notice');
  });

  it('"In this lease," before a clause that defines nothing defines nothing', () => {
    expect(typesOf('In this lease, The Tenant must pay the Rent on each Rent Day.')[0]).not.toContain('Definition/None');
  });
});

describe('"Item N" of a schedule stays bare (C40)', () => {
  it('no Number for an item named inside a sentence, one or several; a schedule\'s number stays one (C18)', () => {
    expect(attributesOf('The Tenant must pay the deposit stated in Item 7 within 14 days.')).not.toContain('Number:7');
    expect(attributesOf('The rates in Items 2 and 3 apply from the first Rent Day.').filter((a) => a.startsWith('Number:'))).toEqual([]);
    expect(attributesOf('The Lender will lend the works listed in Schedule 2.')).toContain('Number:2');
  });
});

describe('C43: what a party keeps is its Right; a thing that "remains the property" binds no one', () => {
  const PREAMBLE = 'This Agreement is made between Kestrel Apps Inc. ("Developer") and Moorfield Bank plc ("Client").';
  it('"Developer retains ownership of …" is the Developer\'s Right', () => {
    expect(typesOf(PREAMBLE, 'Developer retains ownership of its code libraries and design templates.')[1]).toEqual(['Right/Developer']);
  });
  it('"… remains the property of Client" with no party acting has no type', () => {
    expect(typesOf(PREAMBLE, 'All test data remains the property of Client.')[1]).toEqual([]);
  });
});
