import { describe, expect, it } from 'vitest';
import { PREAMBLE, typesOf } from '../helpers.js';

/** Types of each clause after the preamble (Northwind "Customer", Contoso "Supplier"). */
const clauses = (...texts: string[]): string[][] => typesOf(PREAMBLE, ...texts).slice(1);
const clause = (text: string): string[] => clauses(text)[0];

describe('rows without a marker under a lead-in that ends with a colon (h18def)', () => {
  it('"Label – entry" rows are items of the duty that leads them', () => {
    expect(clauses(
      '4.1 The Supplier shall restore the service within the following periods:',
      'Priority A (site offline) – restoration within 4 hours;',
      'Priority B (degraded) – restoration within 1 working day;',
      'Priority C – next scheduled release.',
    )).toEqual([['Obligation/Supplier'], ['Obligation/Supplier'], ['Obligation/Supplier'], ['Obligation/Supplier']]);
  });
  it('a row with its own subject keeps its own label', () => {
    expect(clauses('The Supplier shall deliver the following reports:', 'Monthly report – the Customer may ask for a meeting about it.'))
      .toEqual([['Obligation/Supplier'], ['Right/Customer']]);
  });
  it('rows of a schedule with no colon lead-in stay untyped, and a sentence after the rows ends them', () => {
    expect(clauses('Schedule of Fees', 'Basic plan – 40 dollars a month', 'Premium plan – 90 dollars a month'))
      .toEqual([[], [], []]);
    expect(clauses('The Customer shall pay the fees below:', 'Basic plan – 40 dollars a month;', 'Late payments accrue interest at 2%.', 'Setup – 100 dollars.'))
      .toEqual([['Obligation/Customer'], ['Obligation/Customer'], [], []]);
  });
});

describe('a modal inside a relative clause binds no one (h18def)', () => {
  it('a contact clause ("any terms the Customer may propose") whose verb lacks its object', () => {
    expect(clause('These Conditions prevail over any terms the Customer may propose.')).toEqual([]);
    expect(clause('The Supplier shall follow all instructions the Customer may give under Clause 4.')).toEqual(['Obligation/Supplier']);
  });
  it('a right or a duty with its object is still the party\'s ("In any event the Customer may terminate the Agreement")', () => {
    expect(clause('In any event the Customer may terminate the Agreement.')).toEqual(['Right/Customer']);
    expect(clause('The Supplier shall bear any costs and the Customer may deduct them from the fees.')).toEqual(['Obligation/Supplier', 'Right/Customer']);
  });
  it('a duty or right stated in a relative clause on a noun describes it ("Taxes that X is required to pay under the Head Lease")', () => {
    expect(clause('The Customer shall pay 40% of any rates and taxes that the Supplier is required to pay under the Head Lease.')).toEqual(['Obligation/Customer']);
    expect(clause('The Supplier shall refund any amount which the Customer is entitled to claim.')).toEqual(['Obligation/Supplier']);
  });
  it('a promise in a relative clause is still made, and a verb\'s "that" opens no relative clause', () => {
    expect(clause('Any sum which the Customer agrees to pay shall be paid within 15 days.')).toEqual(['Obligation/Customer']);
    expect(clause('The Customer acknowledges that the Supplier is entitled to terminate.')).toEqual(['Right/Supplier']);
  });
  it('a pronoun in a condition ("until they can operate", "if it may") promises nothing', () => {
    expect(clause('The Supplier shall train the operators of the Customer until they can operate the system unaided.')).toEqual(['Obligation/Supplier']);
    expect(clause('The Supplier shall keep the backups unless it can restore the data otherwise.')).toEqual(['Obligation/Supplier']);
    expect(clause('The Supplier warrants that it shall keep the backups.')).toEqual(['Obligation/Supplier']);
  });
});

describe('a party discharged of liability by the clause: Disclaimer (h18def)', () => {
  it('"shall be discharged of all liability", "shall be exempted from liability", "is released from its obligations"', () => {
    expect(clause('The Supplier shall be discharged of all liability unless proceedings are brought within one year.')).toEqual(['Disclaimer/Supplier']);
    expect(clause('The affected party shall be exempted from liability to the extent of the force majeure event.')).toEqual(['Disclaimer/Multiple Parties']);
    expect(clause('The Customer is released from its obligations under Clause 6.')).toEqual(['Disclaimer/Customer']);
  });
  it('not a release from doing something, nor one in a condition', () => {
    expect(clause('If the Supplier is relieved from performing any obligation, the Customer may terminate.')).toEqual(['Right/Customer']);
    expect(clause('The Supplier shall be released from the escrow account on completion.')).toEqual(['Obligation/Supplier']);
  });
});

describe('subjects and grants with an insert (h18def)', () => {
  it('a grant with a comma-delimited insert before what it grants', () => {
    expect(clause('The Supplier with full title guarantee grants to the Customer, for the Licence Period, the rights set out in Schedule 1.')).toEqual(['Right/Customer']);
    expect(clause('The Supplier grants to the Customer, on request, a copy of the plans.')).toEqual([]);
  });
  it('"Each Party grants the other Party a licence": the other party, whichever it is', () => {
    expect(clause('Each Party grants the other Party a non-exclusive, royalty-free licence to use its logos.')).toEqual(['Right/Multiple Parties']);
    expect(clause('Nothing in this Agreement grants the other Party a licence to use the marks.')).toEqual([]);
    expect(clause('The other Party may terminate this Agreement on notice.')).toEqual(['Right/Multiple Parties']);
  });
  it('a party that opens the clause with a relative clause on it stays its subject', () => {
    expect(clause('A party that receives a complaint about the other party\'s staff may refer it to the steering committee.')).toEqual(['Right/Multiple Parties']);
    expect(clause('Each party that ceases to use the Service must delete the Software.')).toEqual(['Obligation/Multiple Parties']);
    expect(clause('A party that is in breach of clause 4 is liable for the loss.')).toEqual(['Obligation/Multiple Parties']);
  });
  it('not when the relative clause holds a modal of its own (which one is the main verb is not read) or a comma', () => {
    expect(clause('A party that may wish to end this Agreement shall give notice.')).toEqual([]);
    expect(clause('Each party that the steering committee names, after a vote, shall chair the meeting.')).toEqual([]);
  });
  it('a phrasal passive with an adverb names its agent ("shall be carried out jointly by both parties")', () => {
    expect(clause('Final acceptance shall be carried out jointly by both parties within 30 days.')).toEqual(['Obligation/Both Parties']);
    expect(clause('The tests shall be set up promptly by the Supplier.')).toEqual(['Obligation/Supplier']);
  });
  it('a predicate after "and" shares the pronoun that opens its clause ("…, it acts solely as agent … and is not liable")', () => {
    expect(clause('Where the Supplier arranges insurance, it acts solely as agent of the Customer and is not liable for any failure of the insurer.')).toEqual(['Disclaimer/Supplier']);
    expect(clause('When the goods arrive, they belong to the Customer and shall be insured.')).toEqual([]);
  });
});

describe('holding a licence is a right (h18def)', () => {
  it('"has a non-exclusive licence to copy" → Right, as "has a right to" is; a licence agreement is a document', () => {
    expect(clause('Subject to payment of the fees, the Customer has a non-exclusive, royalty-free licence to copy the drawings.')).toEqual(['Right/Customer']);
    expect(clause('The Supplier must have a Software Licence Agreement on file for each user.')).toEqual(['Obligation/Supplier']);
  });
});

describe('a disclaimer after "but" shares the subject (h18def)', () => {
  it('"may, but is not obligated to", "… but is under no obligation to"', () => {
    expect(clause('If the Customer asks for more capacity, each party may, but is not obligated to, contribute.')).toEqual(['Right/Multiple Parties', 'Disclaimer/Multiple Parties']);
    expect(clause('The Supplier reviews the prices every January but is under no obligation to lower them.')).toEqual(['Disclaimer/Supplier']);
    expect(clause('The Customer may audit the records, but is not required to do so.')).toEqual(['Right/Customer', 'Disclaimer/Customer']);
  });
  it('not across a sentence', () => {
    expect(clause('If the Customer asks, the Supplier may help. But is not required to.')).toEqual(['Right/Supplier']);
  });
});

describe('a collective alias in a grant, and a negated warranty (h18def)', () => {
  const pre = 'This Cooperation Agreement is made between Alpha GmbH and Beta AG (each a "Member" and together the "Members").';
  it('"Each Member grants the other Member a right" → Right/Multiple Parties', () => {
    expect(typesOf(pre, 'Each Member grants the other Member a non-exclusive, royalty-free right to use its Results.')[1]).toEqual(['Right/Multiple Parties']);
  });
  it('"Neither … warrants/represents that" is "does not warrant": a Disclaimer, no bar; the warranty itself stays an Obligation', () => {
    expect(typesOf(pre, 'Neither Member warrants that its Results are free of third-party rights.')[1]).toEqual(['Disclaimer/Multiple Parties']);
    expect(clause('Neither party represents that the software is error free.')).toEqual(['Disclaimer/Multiple Parties']);
    expect(typesOf(pre, 'Each Member warrants that it owns its Results.')[1]).toEqual(['Obligation/Multiple Parties']);
  });
});

describe('money a party shall receive is its right (h18def)', () => {
  it('"will receive a service credit", "shall also receive an annual fee" → Right', () => {
    expect(clause('If the Supplier misses a service level, the Customer will receive a service credit equal to 5% of the fee.')).toEqual(['Right/Customer']);
    expect(clause('The Supplier shall also receive an annual management fee of 1%.')).toEqual(['Right/Supplier']);
  });
  it('receiving goods is a duty', () => {
    expect(clause('The Supplier shall receive, store and ship the Goods.')).toEqual(['Obligation/Supplier']);
    expect(clause('The Supplier shall receive the Goods at its warehouse.')).toEqual(['Obligation/Supplier']);
  });
});

describe('bearing the risk of loss is a duty (h18def)', () => {
  it('"the Customer bears the entire risk of loss" → Obligation, as "shall bear the risk" is; risk that passes binds no one', () => {
    expect(clause('From delivery until return, the Customer bears the entire risk of loss of the Equipment.')).toEqual(['Obligation/Customer']);
    expect(clause('Risk of loss passes to the Customer on delivery.')).toEqual([]);
  });
});
