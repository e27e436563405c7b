/**
 * Party bindings, natures and a defined term set 18 showed missing (issue 18, h19s18p), each rule with sentences
 * written for it (none from the set): a sole trader writing "I", a couple named "you" with "together,", a person with a
 * residence insert after "entered into … by", a register number before the alias of a Malaysian company, an unquoted
 * alias after a long description, "I am not liable", and a possessive inside a quoted defined term.
 */
import { describe, expect, it } from 'vitest';
import { classifyContract, type ElementInput } from '../../../../src/contracts/classify/index.js';
import { attributesOf, elements, typesOf } from '../helpers.js';

const parties = (...items: (string | ElementInput)[]) =>
  classifyContract(elements(...items)).parties.filter((p) => p.importance === 'Primary').map((p) => `${p.party} ${p.role}`);

describe('a sole trader in the first person singular, and a couple named "you"', () => {
  const preamble = 'This agreement is between Harbour Light Studio LLC ("I", "me" or the "Designer") and Sam Ortiz and Lee Park (together, "you" or the "Client").';
  it('"I" binds the alias the bracket gives it; "you" the alias after "together,"', () => {
    expect(parties(preamble)).toEqual(['HARBOUR LIGHT STUDIO Supplier', 'SAM ORTIZ Buyer', 'LEE PARK Buyer']);
    expect(typesOf(preamble, 'I will deliver three logo concepts within ten days.', 'You will pay a deposit of $300.', 'I may show the logo in my portfolio.').slice(1))
      .toEqual([['Obligation/Designer'], ['Obligation/Client'], ['Right/Designer']]);
  });
  it('"I am not liable", "I am not required to": the first person frees itself as "is not liable" does', () => {
    expect(typesOf(preamble, 'I am not liable for delays caused by the venue.', 'I am not required to keep the drafts after delivery.').slice(1))
      .toEqual([['Disclaimer/Designer'], ['Disclaimer/Designer']]);
  });
  it('a lower-case "i" numbering an item names no one', () => {
    expect(typesOf(preamble, '(i) the colours must be approved in writing;')[1]).toEqual([]);
  });
  it('without "I" in the bracket, "I" binds no one', () => {
    expect(typesOf('This agreement is between Harbour Light Studio LLC (the "Designer") and Sam Ortiz (the "Client").', 'I will deliver three logo concepts.')[1]).toEqual([]);
  });
});

describe('"entered into … by" opens the party slots "between" does', () => {
  const preamble = 'This Coaching Agreement is entered into on March 2, 2027 by Bluecrest Athletics LLC, a Nevada limited liability company (the "Club"), and Dana Whitfield, residing in Reno, Nevada (the "Coach").';
  it('a person with a residence insert takes the alias after it', () => {
    expect(parties(preamble)).toEqual(['BLUECREST ATHLETICS Unknown', 'DANA WHITFIELD Unknown']);
    expect(typesOf(preamble, 'The Coach shall attend every home fixture.', 'The Club may end this agreement on notice.').slice(1))
      .toEqual([['Obligation/Coach'], ['Right/Club']]);
  });
  it('"by and between" stays the slot word it was', () => {
    expect(parties('This Agreement is made by and between Fabrikam GmbH ("Licensor") and Tailspin Toys LLC ("Licensee").')).toEqual(['FABRIKAM Supplier', 'TAILSPIN TOYS Buyer']);
  });
});

describe('Malaysian companies: "Berhad" and "Sdn. Bhd." are legal forms', () => {
  const preamble = 'THIS AGREEMENT is made on 4 May 2027 BETWEEN Bank Pertiwi Utara Berhad (Company No. 199801002233) (the "Bank") AND Sinar Padi Foods Sdn. Bhd. (Company No. 201201011122) (the "Customer").';
  it('each is an Organization and a party; a register number between name and alias keeps the alias', () => {
    expect(parties(preamble)).toEqual(['BANK PERTIWI UTARA Supplier', 'SINAR PADI FOODS Buyer']);
    expect(attributesOf(preamble).filter((a) => a.startsWith('Organization'))).toEqual(['Organization:Bank Pertiwi Utara Berhad', 'Organization:Sinar Padi Foods Sdn. Bhd.']);
    expect(typesOf(preamble, 'The Bank shall disburse the facility within five days.')[1]).toEqual(['Obligation/Bank']);
  });
});

describe('an unquoted alias after a long description in the party slot', () => {
  const preamble = 'THIS AGREEMENT is dated 3 May 2027 and made between (1) The College of Eastmere, a chartered corporation whose principal office is at Tower House, Bridge Street, Eastmere EM1 2AB (the College) and (2) Brightdorm Living Limited, company number 11223344 (the Provider).';
  it('the alias is the described party\'s, not the next party\'s', () => {
    expect(parties(preamble)).toEqual(['COLLEGE OF EASTMERE Buyer', 'BRIGHTDORM LIVING Supplier']);
    expect(typesOf(preamble, 'The College must tell the Provider by 1 July how many rooms it needs.')[1]).toEqual(['Obligation/College']);
  });
  it('an "and" inside the insert ends it: the next party keeps its own alias', () => {
    expect(parties('This Deed is made between Eastmere Trust Limited, a company whose office is at 1 Mill Road, and Oakfield Homes Limited (the Buildco).'))
      // Eastmere Trust opens the first slot: a Primary party without an alias (h64bind), Buildco's bracket is not its own.
      .toEqual(['EASTMERE TRUST Unknown', 'OAKFIELD HOMES Unknown']);
  });
});

describe('a quoted defined term with a possessive', () => {
  it('"Supplier\'s Fee" means … is a Definition with its term', () => {
    expect(typesOf('"Supplier\'s Fee" means the fee set out in the Order.')).toEqual([['Definition/None']]);
    expect(attributesOf('"Lender\'s Margin" means 2.5 per cent.').filter((a) => a.startsWith('DefinedTerm'))).toEqual(['DefinedTerm:Lender\'s Margin']);
  });
  it('single quotes still pair as before', () => {
    expect(attributesOf("'Goods' means the items in the Order.").filter((a) => a.startsWith('DefinedTerm'))).toEqual(['DefinedTerm:Goods']);
  });
});
