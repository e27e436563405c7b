/**
 * The review of session 33's natures, names and facts merges (issue 18, hrev36): false readings of ordinary contract
 * language near the edges of the new rules, each with the sentence the rule was written for (or one like it) kept.
 */
import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { effective, paymentTerms, terms } from '../facts-readers.js';

const PREAMBLE = 'This Services Agreement is made between Northwind Traders Ltd ("Customer") and Contoso Consulting LLC ("Supplier").';
const read = (...texts: string[]) => classifyContract(texts.map((text) => ({ text, kind: 'sentence' as const })));
/** The types (`Nature/Party`) of a clause after the preamble. */
const typesOf = (text: string) => read(PREAMBLE, text).elements[1].types.map((t) => `${t.label.nature}/${t.label.party}`);
/** The attributes (`Type:text`) of a clause after the preamble. */
const attributesOf = (text: string) => read(PREAMBLE, text).elements[1].attributes.map((a) => `${a.type}:${text.slice(a.begin, a.end)}`);

describe('"transfers", "approves", "confirms" as C34 duties (hrev36, h50n50\'s nature-present-hand-overs.ts)', () => {
  it('a transfer of risk, responsibility or a warranty allocates, as a transfer of title does: no duty', () => {
    expect(typesOf('The Supplier transfers the risk of loss to the Customer on delivery.')).toEqual([]);
    expect(typesOf('The Customer transfers responsibility for the site to the Supplier on the start date.')).toEqual([]);
    expect(typesOf('The Supplier transfers the warranty of the manufacturer to the Customer.')).toEqual([]);
    expect(typesOf('The Supplier transfers title to the goods on payment in full.')).toEqual([]);
  });
  it('"confirms to <party> that …" states a fact; a "within" that is no time, or another clause\'s time, makes no duty', () => {
    expect(typesOf('The Customer confirms to the Supplier that it has received the goods within the agreed time.')).toEqual([]);
    expect(typesOf('The Customer approves the invoice only if the work is complete within the milestone.')).toEqual([]);
    expect(typesOf('The Customer confirms the delivery date, which is within 14 days of the order.')).toEqual([]);
  });
  it('keeps a thing handed over and an approval or a confirmation with its time', () => {
    expect(typesOf('The Customer transfers the purchase price to the Supplier\'s bank account.')).toEqual(['Obligation/Customer']);
    expect(typesOf('The Supplier transfers copies of the records to the Customer on request.')).toEqual(['Obligation/Supplier']);
    expect(typesOf('The Supplier confirms each order within two working days.')).toEqual(['Obligation/Supplier']);
    expect(typesOf('The Customer approves each timesheet no later than the fifth day of the month.')).toEqual(['Obligation/Customer']);
    expect(typesOf('The Supplier confirms its acceptance of the order without delay.')).toEqual(['Obligation/Supplier']);
  });
});

describe('a title-case "Clause N" / "Section N" opening a reference (hrev36, h50n50\'s CLAUSE_NUMBER)', () => {
  it('before a bracket or a quoted term no definition\'s verb follows, the clause\'s number stays a Number (C37)', () => {
    expect(attributesOf('Clause 9 (Termination) gives the Customer the right to terminate.')).toEqual(['Number:9']);
    expect(attributesOf('Clause 3.2 "Fees" shall be read with Schedule 2.')).toEqual(['Number:3.2', 'Number:2']);
  });
  it('keeps the label before a defined term and a capital skipped', () => {
    expect(read(PREAMBLE, 'Clause 4.2 "Working Day" means a day other than a Saturday or a Sunday.').elements[1].types.map((t) => t.label.nature)).toEqual(['Definition']);
    expect(typesOf('Section 1.3 The Supplier shall deliver the Goods.')).toEqual(['Obligation/Supplier']);
    expect(attributesOf('Clause 4.1 The Customer shall pay the fees.')).toEqual([]);
  });
});

describe('a town before a listed place after "of" (hrev36, h50n50\'s town-before-listed.ts)', () => {
  it('after a common noun the capitalised word is an owner, no town: the listed place alone', () => {
    expect(attributesOf('The Supplier shall pay the fees of Deloitte, London.')).toEqual(['Location:London']);
    expect(attributesOf('The Supplier is a member of Unilever, London.')).toEqual(['Location:London']);
    expect(attributesOf('The Supplier shall deliver the goods to the warehouse of Smithers, Lagos.')).toEqual(['Location:Lagos']);
  });
  it('keeps a party\'s town after its name, and the street\'s town', () => {
    expect(attributesOf('The Supplier shall act on the instructions of Mrs Adeyemi of Ikeja, Lagos.')).toEqual(['Person:Adeyemi', 'Location:Ikeja, Lagos']);
    expect(read('This Agency Agreement is made between Kemi Adeyemi, trading as Kemfort Stores, of Mushin, Lagos (the "Agent") and Harbour Bank Ltd.').elements[0].attributes.map((a) => a.type)).toContain('Location');
    expect(attributesOf('The Supplier shall deliver to Olaniyi Street, Mushin, Lagos.')).toEqual(['Location:Olaniyi Street, Mushin, Lagos']); // with the street (C48, session 55)
  });
});

describe('percentage points in a range (hrev36, h50n50\'s percentage-points.ts)', () => {
  it('each bound of the range is a Number', () => {
    expect(attributesOf('The rate may rise by 0.5 to 1 percentage points each year.')).toEqual(['Number:0.5', 'Number:1']);
    expect(attributesOf('The rate may rise by 0.5-1.0 percentage points.')).toEqual(['Number:0.5', 'Number:1.0']);
  });
  it('keeps one figure a Number and a rate with % a Percentage', () => {
    expect(attributesOf('The rate is 3 percentage points above the base rate of 4%.')).toEqual(['Number:3', 'Percentage:4%']);
  });
});

describe('"remit" of a penalty, a case or samples pays nothing (hrev36, h50f33\'s PAYMENT)', () => {
  it('gives no time to pay', () => {
    expect(paymentTerms(PREAMBLE, 'The Supplier may remit any penalty within 30 days of its demand.')).toEqual([]);
    expect(paymentTerms(PREAMBLE, 'The Customer may remit the case to the arbitrator within 14 days of the award.')).toEqual([]);
    expect(paymentTerms(PREAMBLE, 'The Supplier shall remit the samples to the laboratory within 5 days.')).toEqual([]);
    expect(paymentTerms(PREAMBLE, 'The committee\'s remit is reviewed within 6 months of the start date.')).toEqual([]);
  });
  it('keeps money remitted', () => {
    expect(paymentTerms(PREAMBLE, 'The Supplier shall collect the rents and remit them, less its fee, to the Customer within ten (10) days.')).toEqual(['10 days']);
    expect(paymentTerms(PREAMBLE, 'The Customer shall remit the invoiced amount within 30 days.')).toEqual(['30 days']);
  });
});

describe('a refund word elsewhere in a payment sentence (hrev36, h50f33\'s REFUNDED)', () => {
  it('leaves the time to pay: only a refund\'s own time right after its word is no payment term', () => {
    expect(paymentTerms(PREAMBLE, 'The Customer shall pay a refundable deposit of USD 500 and the balance within 30 days.')).toEqual(['30 days']);
    expect(paymentTerms(PREAMBLE, 'The Customer shall pay a non-refundable deposit within 7 days.')).toEqual(['7 days']);
    expect(paymentTerms(PREAMBLE, 'Any amount to be returned shall be paid within 30 days.')).toEqual(['30 days']);
  });
  it('keeps the refund\'s own time out', () => {
    expect(paymentTerms(PREAMBLE, 'The Customer shall pay a deposit of USD 2,000, which the Supplier shall return within thirty (30) days after the term ends.')).toEqual([]);
    expect(paymentTerms(PREAMBLE, 'The Customer shall pay a security deposit of USD 3,000, to be refunded without interest within fourteen (14) days after the Term.')).toEqual([]);
  });
});

describe('"appoints" an officer names no agreement (hrev36, h50f33\'s APPOINTS)', () => {
  it('an auditor appointed for a period gives no term', () => {
    expect(terms(PREAMBLE, 'The Customer appoints an auditor for a period of two years to review the accounts.')).toEqual([]);
  });
  it('keeps a party appointed for a period', () => {
    expect(terms(PREAMBLE, 'The Customer appoints the Supplier as its agent for a period of three (3) years commencing on 1 May 2027.')).toEqual(['1095 days']);
  });
});

describe('a one-line acceptance with a "Date:" field (hrev36, h50f33\'s acceptance-lines.ts)', () => {
  it('a line that accepts no party\'s signature, or holds another date, dates nothing', () => {
    expect(effective('Accepted for delivery by the carrier, Date: 6 May 2030')).toEqual([]);
    expect(effective('Agreed by the parties that the goods ship on 1 May 2030, Date: 6 May 2030')).toEqual([]);
  });
  it('keeps the acceptance of a company', () => {
    expect(effective('Accepted for HARBOUR TOOLS LTD.: Ellen Moss, Director, Date: 6 May 2030')).toEqual(['2030-05-06']);
  });
});

const BREWERY = 'This Supply Agreement is made between Brightwater Brewery Ltd ("the Brewery") and Harbour Taverns Ltd ("the Operator").';
const roles = (...texts: string[]) => read(BREWERY, ...texts).parties.map((p) => `${p.party}:${p.role}`);

describe('the Buyer by "shall buy … from" the other party (hrev36, h50f33\'s buyerFromOther)', () => {
  it('a buy-back, or the other party\'s own things bought, leaves the payer to decide', () => {
    expect(roles('The Brewery shall buy back unsold kegs from the Operator.')).toEqual(['BRIGHTWATER BREWERY:Unknown', 'HARBOUR TAVERNS:Unknown']);
    expect(roles('The Brewery shall purchase the Operator\'s used equipment from the Operator at book value.', 'The Operator shall pay the Brewery within 30 days of each delivery.'))
      .toEqual(['BRIGHTWATER BREWERY:Supplier', 'HARBOUR TAVERNS:Buyer']);
  });
  it('keeps the party that buys its supplies from the other', () => {
    expect(roles('The Operator shall buy all its draught beer from the Brewery.')).toEqual(['BRIGHTWATER BREWERY:Supplier', 'HARBOUR TAVERNS:Buyer']);
  });
});
