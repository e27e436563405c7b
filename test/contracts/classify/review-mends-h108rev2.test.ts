/**
 * Session 71's second re-read (h108rev2), findings 1–5: near misses of the session's new rules, each pinned as parley now
 * answers it, beside the rule's own case that must still fire. Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../src/contracts/classify/index.js';
import { contactLists, paymentTerms } from './facts-readers.js';
import { categoriesAfter } from './categories/set-cue-helpers.js';

const PARTIES = 'This Agreement is made between Acme Ltd ("Supplier") and Beta Ltd ("Customer").';
const categoriesOf = categoriesAfter(PARTIES);

describe('an acceptor above "For <party>" stops at a line that names its own party (finding 1)', () => {
  it('a block of each party under one heading: each signer signs for the block it stands in', () => {
    expect(contactLists(PARTIES, 'ACCEPTANCE', 'For Beta Ltd:', 'Jane Doe, Director', 'For Acme Ltd:', 'John Roe, Manager')).toEqual([['ACME', ['John Roe']], ['BETA', ['Jane Doe']]]);
  });
  it('"Accepted by the Customer" above the signer: the Customer\'s, not the next block\'s', () => {
    expect(contactLists(PARTIES, 'ACCEPTED AND AGREED', 'Accepted by the Customer', 'Jane Doe, Director', 'For the Supplier:', 'John Roe, Manager')).toEqual([['ACME', ['John Roe']], ['BETA', ['Jane Doe']]]);
  });
});

describe('a work\'s licence suspended or cancelled keeps Intellectual Property; a permit does not (finding 2)', () => {
  it.each([
    ["On suspension of the Customer's user licences, the Customer may not use the Software.", ['Asset Use', 'Intellectual Property']],
    ["The Licensor's trademark licence to the Licensee is cancelled on a change of control.", ['Business Continuity', 'Intellectual Property']],
  ])('%s', (text, categories) => expect(categoriesOf(text)).toEqual(categories));
  it('near miss: a trade permit suspended is no Intellectual Property', () => {
    expect(categoriesOf("The Licensee's waste management licence is suspended.")).toEqual([]);
  });
});

describe('C214: a course stopped, not a visit or a thing treated (finding 3)', () => {
  it.each(['The technician may end the service visit after two hours.', "The Provider's staff can stop treatment of the water if the pH is low."])('%s: no Term & Termination', (text) => {
    expect(categoriesOf(text)).not.toContain('Term & Termination');
  });
  it.each(['You can stop treatment at any time by telling us.', 'The Client may end the service at any time.'])('%s: Term & Termination', (text) => {
    expect(categoriesOf(text)).toContain('Term & Termination');
  });
});

describe('a sum\'s relative clause that returns the thing hired is no payment (finding 4)', () => {
  it('"USD 900 per week for the van, which you return within 3 days": the van returned, no payment term', () => {
    expect(paymentTerms(PARTIES, 'Hire: USD 900 per week for the van, which you return within 3 days of the end of the hire.')).toEqual([]);
  });
  it('near miss: a deposit "which I return within 7 days" is still a payment term', () => {
    expect(paymentTerms(PARTIES, 'Deposit: USD 600, which I return within 7 days of the end of the stay.')).toEqual(['7 days']);
  });
});

describe('two persons joined by "i" are no one name (finding 5)', () => {
  it('"Jordi Vila i Marta Soler" gives no Person of both names', () => {
    const preamble = 'This deed is made between Jordi Vila i Marta Soler of Olot (the "Owners") and Pere Roca of Girona (the "Tenant").';
    const persons = classifyContract([{ kind: 'sentence', text: preamble }]).elements[0].attributes
      .filter((a) => a.type === 'Person')
      .map((a) => preamble.slice(a.begin, a.end));
    expect(persons).not.toContain('Jordi Vila i Marta Soler');
    expect(persons).toContain('Pere Roca');
  });
});
