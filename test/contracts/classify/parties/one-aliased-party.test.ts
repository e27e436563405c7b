/**
 * A party without an alias beside one with an alias (issue 18, h66bind). A bracketed alias belongs to the name it follows
 * directly — the nearest party name before it, after that party's description — never to a name across the "and" that
 * opens the next party's slot; a name may end in a legal form in small letters ("plc", "gmbh", "s.r.o."). A shared
 * alias ("together", "each") stays shared. Sentences written for the rule, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';

describe('one party aliased, the other not (h66bind)', () => {
  it('the alias after the second name is the second party\'s; the first binds by its name', () => {
    expect(typesOf('This Maintenance Agreement is made between Bramley Estates Ltd, a company registered in England, and Kestrel Telecom plc (the "Operator").',
      'Bramley Estates Ltd shall repair the roof.', 'The Operator shall pay the rent.').slice(1))
      .toEqual([['Obligation/Bramley Estates Ltd'], ['Obligation/Operator']]);
  });
  it('small-letter forms and a description with a bracket of its own', () => {
    expect(typesOf('This Supply Agreement is made between Halden Werkzeuge GmbH, a company registered in Germany (registered number HRB 1234), and Lingua Praha s.r.o. (the "Supplier").',
      'Halden Werkzeuge GmbH shall pay the price.', 'The Supplier shall deliver the goods.').slice(1))
      .toEqual([['Obligation/Halden Werkzeuge GmbH'], ['Obligation/Supplier']]);
    expect(typesOf('This Supply Agreement is made between Lingua Praha s.r.o., a company registered in Czechia, and Halden Werkzeuge gmbh (the "Buyer").',
      'Lingua Praha s.r.o. shall deliver the goods.', 'The Buyer shall pay the price.').slice(1))
      .toEqual([['Obligation/Lingua Praha s.r.o.'], ['Obligation/Buyer']]);
  });
  it('numbered entries: the bracket closing entry (2) is its own', () => {
    expect(typesOf('This Lease is made between (1) Bramley Estates Ltd of 3 Dock Road, Hull and (2) Kestrel Telecom plc of 9 Quay Road, Leeds (the "Tenant").',
      'Bramley Estates Ltd shall repair the roof.', 'The Tenant shall pay the rent.').slice(1))
      .toEqual([['Obligation/Bramley Estates Ltd'], ['Obligation/Tenant']]);
  });
  it('the first party aliased, the second not: unchanged', () => {
    expect(typesOf('This Agreement is made between Bramley Estates Ltd (the "Owner") and Kestrel Telecom plc, a company registered in Scotland.',
      'Kestrel Telecom plc shall repair the roof.', 'The Owner shall pay the rent.').slice(1))
      .toEqual([['Obligation/Kestrel Telecom plc'], ['Obligation/Owner']]);
  });
});

describe('near misses: a shared alias, and a name inside a description (h66bind)', () => {
  it('"(together the "Sellers")" after two names is both names\'', () => {
    expect(typesOf('This Share Purchase Agreement is made between Ann Carter and Tom Carter (together the "Sellers") and Ridge Holdings Ltd (the "Buyer").',
      'The Sellers shall deliver the shares.', 'The Buyer shall pay the price.').slice(1))
      .toEqual([['Obligation/Sellers'], ['Obligation/Buyer']]);
  });
  it('"(each a "Seller")" after two names: each Seller is each of them', () => {
    expect(typesOf('This Agreement is made between Northgate Ltd and Southgate Ltd (each a "Seller") and Ridge Holdings ltd (the "Buyer").',
      'Each Seller shall deliver its shares.', 'The Buyer shall pay the price.').slice(1))
      .toEqual([['Obligation/Multiple Parties'], ['Obligation/Buyer']]);
  });
  it('a body the description names after "and" takes no bracket from the party', () => {
    expect(typesOf('This Agreement is made between Harbour Loans Ltd, a lender authorised and regulated by the Financial Conduct Authority (the "Lender"), and Jane Smith.',
      'The Lender shall advance the loan.').slice(1)).toEqual([['Obligation/Lender']]);
    expect(typesOf('This Agreement is made between Alder Power LLC, a Delaware limited liability company and wholly-owned subsidiary of Birch Energy Inc. (the "Company"), and Cedar Capital LP (the "Investor").',
      'The Company shall issue the units.', 'The Investor shall pay the price.').slice(1))
      .toEqual([['Obligation/Company'], ['Obligation/Investor']]);
  });
});
