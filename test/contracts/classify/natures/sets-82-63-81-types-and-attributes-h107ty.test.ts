/**
 * Issue 18, h107ty (sets 82, 63, 81, 59, 66 and 83's natures, types and attributes; every sentence written for this
 * test): a grant by "awards" and of a usufruct, a share or interest a party "receives" in the present tense, a promise
 * one party makes of another's performance (C191), a party acting "on behalf of" another before its modal, a submission
 * that names what it submits, a waiver of domicile, an application to a long office; signers "by the said", a spouse's
 * row, names with blank-separated initials, "Haji" inside a name, a body's head, a close corporation, a plural council,
 * a row of two signers after "Signed by the <role>:".
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { attributesOf, typesOf } from '../helpers.js';
import { readsLinearly } from '../../../security/linear-time.js';

const HEAD = 'THIS AGREEMENT is made at Leeds on 4 May 2041 between:';
const OWNER = '(1) Harbour Orchards Limited, of Leeds (the "Owner"); and';
const HOLDER = '(2) Alan Marsh, of Thirsk (the "Holder").';
const doc = (s: string) => typesOf(HEAD, OWNER, HOLDER, s)[3];

describe('grants: "awards" a sum or a scholarship, a usufruct granted', () => {
  it('is the grantee\'s Right, and the grantor owes nothing by it', () => {
    expect(doc('1.1 The Owner grants the Holder a usufruct over the pear orchard at Ripon for ten years.')).toEqual(['Right/Holder']);
    expect(doc('1.2 The Owner awards the Holder a bursary of GBP 2,000 for the first year.')).toEqual(['Right/Holder']);
    expect(doc('1.3 The Owner awards the Holder a full scholarship for the course.')).toEqual(['Right/Holder']);
  });
  it('near misses: an award of a contract or of points grants the party nothing', () => {
    expect(doc('The Owner awards the contract for the fencing to the lowest bidder.')).not.toContain('Right/Holder');
    expect(doc('The Owner awards points to the Holder for every crate delivered.')).not.toContain('Right/Holder');
    expect(doc('The Owner does not grant the Holder a usufruct over the barn.')).not.toContain('Right/Holder');
  });
});

describe('a share or interest received in the present tense', () => {
  it('is the receiver\'s Right, as "shall receive" is', () => {
    expect(doc('The Holder receives 20% of the net profit of the orchard for each year.')).toEqual(['Right/Holder']);
    expect(doc('The Holder receives interest of 4% a year on the unpaid balance.')).toEqual(['Right/Holder']);
    expect(doc('The Holder receives interest at the rate of 5 per cent on each late instalment.')).toEqual(['Right/Holder']);
  });
  it('near misses: goods received, a share received in a condition', () => {
    expect(doc('The Holder receives the fruit at the gate.')).toEqual([]);
    expect(doc('If the Holder receives 10% fewer crates, the price is reduced.')).not.toContain('Right/Holder');
  });
});

describe('a promise of another party\'s performance binds the promisor alone (C191)', () => {
  const G = ['THIS DEED is made on 4 May 2041 between:', '(1) Tom Reed, of Leeds (the "Landlord");', '(2) Ann Cole, of York (the "Tenant"); and', '(3) Bob Lane, of Hull (the "Guarantor").'];
  const deed = (s: string) => typesOf(...G, s)[4];
  it('"guarantees to X that Y will", "covenants with X that Y shall", "undertakes that Y shall"', () => {
    expect(deed('5.1 The Guarantor guarantees to the Landlord that the Tenant will pay the rent on time.')).toEqual(['Obligation/Guarantor']);
    expect(deed('5.2 The Guarantor doth hereby covenant with the Landlord that the Tenant shall keep the house in repair.')).toEqual(['Obligation/Guarantor']);
    expect(deed('5.3 The Guarantor undertakes that the Tenant shall leave the house clean.')).toEqual(['Obligation/Guarantor']);
  });
  it('near misses: the other party\'s own clause after ", and", and its own promise, stay its own', () => {
    expect(deed('5.4 The Guarantor guarantees to the Landlord that the Tenant will pay the rent, and the Landlord shall give the Guarantor notice of any default.')).toEqual(['Obligation/Guarantor', 'Obligation/Landlord']);
    expect(deed('5.5 The Tenant shall pay the rent, and the Guarantor shall pay it if the Tenant does not.')).toEqual(['Obligation/Tenant', 'Obligation/Guarantor']);
  });
  it('reads a long run of capitalised words before the modal in linear time', () => {
    readsLinearly((n) => {
      const text = `The Guarantor guarantees to the Landlord that the ${'Aa '.repeat(n / 3)}shall pay.`;
      return () => typesOf(...G, text);
    });
  });
});

describe('a party acting "on behalf of" another before its modal', () => {
  it('is the subject; the one acted for is none', () => {
    expect(doc('1.2 The first month is a trial period, during which either the Owner or the Holder on behalf of the Lender may end this Agreement by seven days\' notice.')).toEqual(['Right/Multiple Parties']);
    expect(doc('The Holder on behalf of the Owner shall sign the receipt for each crate.')).toEqual(['Obligation/Holder']);
  });
  it('near miss: a party after "on behalf of" at the end of the clause is no subject', () => {
    expect(doc('The receipt shall be signed on behalf of the Owner.')).toEqual([]);
  });
});

describe('a count before a collective alias as a passive\'s agent', () => {
  const P = ['This Partnership Agreement is made between Tom Reed, of Leeds, Ann Cole, of York, and Bob Lane, of Hull (each a "Partner" and together the "Partners").'];
  it('binds the group', () => {
    expect(typesOf(...P, '5.2 All cheques must be signed by two Partners.')[1]).toEqual(['Obligation/Multiple Parties']);
  });
  it('near miss: a count of people who are no party', () => {
    expect(typesOf(...P, '5.3 All cheques must be signed by two witnesses.')[1]).toEqual([]);
  });
});

describe('a submission that names what it submits, a waiver of domicile, an application to a long office', () => {
  it('binds the submitting, waiving or applying party', () => {
    expect(doc('9.1 This Agreement is governed by English law, and the Owner and the Holder submit any dispute to the exclusive jurisdiction of the Leeds County Court.')).toEqual(['Obligation/Owner', 'Obligation/Holder']);
    expect(doc('9.2 If the mediation fails, the dispute shall be resolved by the competent courts of Leeds, and the Holder waives its own domicile.')).toEqual(['Obligation/Holder']);
  });
  it('near misses: a claim waived, a dispute submitted by no party', () => {
    expect(doc('The Holder waives any claim for delay.')).toEqual([]);
    expect(doc('Any dispute is submitted to the Leeds County Court.')).toEqual([]);
  });
  it('an application to an office of five words and its initials', () => {
    const P = ['This Contract is made between Harbour Seeds Ltd (the "Seed Company") and Alan Marsh (the "Producer").', '1. The Producer grows the crop and delivers it to the Seed Company.'];
    expect(typesOf(...P, '2. The Seed Company applies to the National Plant Health Inspection Office (NPHIO) for the official inspection of the crop.')[2]).toEqual(['Obligation/Seed Company']);
    // Near miss: an application described, not made.
    expect(typesOf(...P, '3. The Seed Company applies the rules of the National Plant Health Inspection Office (NPHIO).')[3]).toBeUndefined();
  });
});

describe('signers and persons', () => {
  it('"SIGNED by the said" names the signer, in capitals or not', () => {
    expect(attributesOf('SIGNED by the said ALAN JAMES MARSH in the presence of: Peter Quill, Advocate')).toEqual(['Person:ALAN JAMES MARSH', 'Person:Peter Quill']);
    expect(attributesOf('SIGNED by the said Beth Marsh in the presence of: Peter Quill, Advocate')).toEqual(['Person:Beth Marsh', 'Person:Peter Quill']);
  });
  it('a spouse\'s consent row and initials with more name words after a post', () => {
    expect(attributesOf('Spouse of Party A: Lam Siu Wai')).toEqual(['Person:Lam Siu Wai']);
    expect(attributesOf('Witness: K. P. Sunil Chaminda Perera')).toEqual(['Person:K. P. Sunil Chaminda Perera']);
  });
  it('a name with blank-separated initials is a Person wherever it stands, a neighbour\'s too', () => {
    expect(attributesOf('in accordance with the plan made by R. K. Wijesinghe, Licensed Surveyor')).toEqual(['Person:R. K. Wijesinghe']);
    expect(attributesOf('bounded on the West by the land of T. B. Ekanayake;')).toEqual(['Person:T. B. Ekanayake']);
  });
  it('near misses: initials run together, a street or a company after the initials', () => {
    expect(attributesOf('Send it to P.O. Box 12.').filter((a) => a.startsWith('Person'))).toEqual([]);
    expect(attributesOf('an insurer rated A- by A.M. Best').filter((a) => a.startsWith('Person'))).toEqual([]);
    expect(attributesOf('the shop on M. G. Road').filter((a) => a.startsWith('Person'))).toEqual([]);
    expect(attributesOf('supplied by J. K. Tembo Limited').filter((a) => a.startsWith('Person'))).toEqual([]);
  });
  it('"Haji" after a given name stays inside the name; before a name it is still a title', () => {
    expect(attributesOf('Signed for the Council by Zuhura Haji Makame, District Executive Director')).toEqual(['Person:Zuhura Haji Makame']);
    expect(attributesOf('Approved by Haji Rahman, Chairman')).toEqual(['Person:Rahman']);
  });
  it('a body\'s head before its name, a row of signers after "Signed by the <role>:"', () => {
    expect(attributesOf('the farm enterprise "Oltin Bog", represented by its head Sardor Yuldashev, acting on the basis of the Charter')).toContain('Person:Sardor Yuldashev');
    expect(attributesOf('Signed by the Hosts: Nora Fahy, Kevin Fahy')).toEqual(['Person:Nora Fahy', 'Person:Kevin Fahy']);
  });
  it('names with initials: every Person slices a trimmed span of its own element (property)', () => {
    const initials = fc.constantFrom('K. M.', 'H. R.', 'S. P. K.', 'W. A.');
    const surnames = fc.constantFrom('Appuhamy', 'Wijesinghe', 'Ekanayake', 'Gunapala', 'Rathnayake');
    fc.assert(fc.property(initials, surnames, (i, s) => {
      const text = `The boundary was marked by ${i} ${s} on 2 May 2042.`;
      const [found] = classifyContract([{ text, kind: 'sentence' }]).elements;
      const persons = found.attributes.filter((a) => a.type === 'Person').map((a) => text.slice(a.begin, a.end));
      expect(persons).toEqual([`${i} ${s}`]);
      for (const a of found.attributes) expect(text.slice(a.begin, a.end).trim()).toBe(text.slice(a.begin, a.end));
    }), { numRuns: 16 });
  });
  it('reads long runs of initials in linear time', () => {
    readsLinearly((n) => {
      const text = `${'A. '.repeat(n / 3)}Bb`;
      return () => attributesOf(text);
    });
  });
});

describe('bodies: a close corporation, a plural council', () => {
  it('"CC" after a name with a word no dictionary holds, before "by", a bracket or a comma', () => {
    expect(attributesOf('Signed for Kalahari Occupational Health CC by Dr Anna Botha, Member')).toEqual(['Organization:Kalahari Occupational Health CC', 'Person:Anna Botha']);
    expect(attributesOf('and Omaruru Fencing Services CC, registration number 2015/0412')).toContain('Organization:Omaruru Fencing Services CC');
  });
  it('near misses: a copy line, common words only', () => {
    expect(attributesOf('Harbour Orchards CC: Legal Department').filter((a) => a.includes('CC'))).toEqual([]);
    expect(attributesOf('Please Send Copies CC, thanks').filter((a) => a.includes('CC'))).toEqual([]);
  });
  it('"Councils" heads a body as "Courts" does', () => {
    expect(attributesOf('a nurse registered with the Nursing Councils of Botswana')).toEqual(['Organization:Nursing Councils of Botswana']);
  });
  it('reads a long run of capitalised words before "CC" in linear time', () => {
    readsLinearly((n) => {
      const text = `${'Aa '.repeat(n / 3)}CC:`;
      return () => attributesOf(text);
    });
  });
});
