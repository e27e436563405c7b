import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { elements, typesOf } from '../helpers.js';

/** The party of each type label of the last element. */
const typesOfLast = (...texts: string[]) => classifyContract(elements(...texts)).elements[texts.length - 1].types.map((t) => `${t.label.nature}/${t.label.party}`);
/** The attributes of the first element as `Type:text`. */
const attributesOfFirst = (...texts: string[]) => {
  const got = classifyContract(elements(...texts)).elements[0];
  return got.attributes.map((a) => `${a.type}:${texts[0].slice(a.begin, a.end)}`);
};

describe('a fund that is itself a company is a party (issue 18, h59n52)', () => {
  const preamble = 'This Administration Agreement is made between Oakfield Growth SICAV (the "Fund") and Banque Nord S.A. (the "Administrator").';
  it('"Oakfield Growth SICAV (the "Fund")": the SICAV form names a company, and "The Fund shall pay" binds it', () => {
    expect(typesOfLast(preamble, 'The Fund shall pay the fees within 30 days.')).toEqual(['Obligation/Fund']);
    expect(attributesOfFirst(preamble)).toContain('Organization:Oakfield Growth SICAV');
  });
  it('SICAF and ICAV are such forms too', () => {
    expect(typesOfLast('This Agreement is made between Rhone Patrimoine SICAF (the "Fund") and Banque Nord S.A. (the "Depositary").', 'The Fund shall pay the fees.')).toEqual(['Obligation/Fund']);
    expect(typesOfLast('This Agreement is made between Liffey Global Equity ICAV (the "Fund") and Banque Nord S.A. (the "Depositary").', 'The Fund shall pay the fees.')).toEqual(['Obligation/Fund']);
  });
  it('a fund of money the parties set up is no party: a sinking fund named after the parties binds no one', () => {
    expect(typesOfLast('This Agreement is made between Oakfield Trustees Limited (the "Trustee") and Banque Nord S.A. (the "Bank") in respect of the Oakfield Sinking Fund (the "Fund").', 'The Fund shall be applied to the repayment of the Bonds.')).toEqual([]);
  });
});

describe('a fund described, then acting through its manager, each with its own alias (issue 18, h59n52)', () => {
  const preamble = 'THIS AGREEMENT is made on 1 May 2027 between Oakfield Growth SICAV, an investment company with variable capital incorporated in Luxembourg (the "Fund"), acting through its management company Norvale Asset Management S.A. (the "Management Company"), and Banque Nord S.A., having its registered office in Luxembourg (the "Administrator").';
  it('the fund\'s bracket closes its slot: "The Fund" binds the fund, "The Management Company" the manager', () => {
    expect(typesOfLast(preamble, 'The Fund shall pay the fees.')).toEqual(['Obligation/Fund']);
    expect(typesOfLast(preamble, 'The Management Company shall send the orders.')).toEqual(['Obligation/Management Company']);
    expect(typesOfLast(preamble, 'The Administrator shall keep the register.')).toEqual(['Obligation/Administrator']);
  });
  it('a party without an alias of its own still takes the one after the manager it acts through', () => {
    const through = 'This Subscription Agreement is made between GREENFIELD GROWTH FUND I, acting through its investment manager, Greenfield Capital Advisors LLP (the "Investor"), and Acme Ltd (the "Company").';
    expect(classifyContract(elements(through)).parties.map((p) => p.party)).toContain('GREENFIELD GROWTH FUND I');
    expect(typesOfLast(through, 'The Investor shall pay the subscription price.')).toEqual(['Obligation/Investor']);
  });
});

describe('standard terms whose counterparties are a class, "its clients (each a "Depositor")" (C56, issue 18, h59n52)', () => {
  const preamble = 'These terms govern the storage of wine that Vinothek Keller AG, Basel (the "Keeper") provides to its clients (each a "Depositor").';
  it('the class\'s alias names a party: "The Depositor pays" binds it, the named company keeps its own alias', () => {
    expect(typesOfLast(preamble, 'The Depositor pays the storage fee quarterly.')).toEqual(['Obligation/Depositor']);
    expect(typesOfLast(preamble, 'The Keeper shall store the wine at 12 degrees.')).toEqual(['Obligation/Keeper']);
  });
  it('"(each, an "Investor")", "(each being a "Subscriber")" after "its" or "their" plural of persons', () => {
    expect(typesOfLast('These terms apply to the nominee accounts that Harbour Nominees Ltd (the "Nominee") holds for its investors (each, an "Accountholder").', 'The Accountholder shall give instructions in writing.')).toEqual(['Obligation/Accountholder']);
    expect(typesOfLast('These terms apply to the service Harbour Radio Ltd (the "Provider") offers to its subscribers (each being a "Listener").', 'The Listener shall keep the password secret.')).toEqual(['Obligation/Listener']);
  });
  it('a class of things or of companies in a group is none: "its subsidiaries (each a "Subsidiary")", "the Properties (each a "Property")"', () => {
    const roles = (...texts: string[]) => classifyContract(elements(...texts)).parties.map((p) => p.role);
    expect(roles('This Agreement is made between Harbour Holdings plc (the "Parent") and Harbour Bank plc (the "Bank") for itself and its subsidiaries (each a "Subsidiary").', 'The Subsidiary shall keep its books.')).not.toContain('Subsidiary');
    expect(roles('This Agreement is made between Harbour Holdings plc (the "Parent") and Harbour Bank plc (the "Bank") for its properties (each a "Property").', 'The Property shall be insured.')).not.toContain('Property');
  });
});

describe('"the parties prorogate the exclusive jurisdiction of …" is a submission to a forum (issue 18, h59n52)', () => {
  it('after a first clause with no party, and alone', () => {
    expect(typesOf(
      'This Agreement is governed by the law of Scotland, and the parties prorogate the exclusive jurisdiction of the Court of Session.',
      'The parties prorogate the non-exclusive jurisdiction of the Sheriff Court.',
    )).toEqual([['Obligation/Multiple Parties'], ['Obligation/Multiple Parties']]);
  });
  it('a court\'s jurisdiction prorogated by no one is no promise', () => {
    expect(typesOf('The exclusive jurisdiction of the Court of Session is prorogated.')).toEqual([[]]);
  });
});

describe('a class with an "each" alias is a party only after the one maker of standard terms (issue 18, hrev46)', () => {
  const parties = (...texts: string[]) => classifyContract(elements(...texts)).parties.map((p) => `${p.party}/${p.role}`);
  it('a master agreement\'s two parties, then a party\'s own customers: the customers are no party, the Company keeps its role', () => {
    const preamble = 'This Master Services Agreement is made between Vantage Systems Inc. (the "Supplier") and Oakridge Retail Group plc (the "Company"), which may resell the services to its customers (each a "Customer").';
    expect(parties(preamble, 'The Supplier shall provide the services to the Company.')).toEqual(['VANTAGE SYSTEMS/Supplier', 'OAKRIDGE RETAIL GROUP/Buyer']);
  });
  it('a clause under the preamble that names a class of a party\'s own is no party', () => {
    const preamble = 'This Agreement is made between Quill Software Ltd (the "Licensor") and Harbor Health Inc. (the "Licensee").';
    expect(parties(preamble, 'The Licensee may grant access to its members (each a "Member").', 'The Licensor shall support the Licensee.')).toEqual(['QUILL SOFTWARE/Supplier', 'HARBOR HEALTH/Buyer']);
  });
  it('near miss kept: consumer terms that name their maker, then its customers', () => {
    const preamble = 'These terms apply to the services that Brightline Telecom Ltd (the "Provider") supplies to its customers (each a "Customer").';
    expect(typesOfLast(preamble, 'The Customer shall pay each invoice within 14 days.')).toEqual(['Obligation/Customer']);
  });
});

describe('an agent after a party\'s own alias takes only its own bracket, never the next party\'s (issue 18, hrev46)', () => {
  const parties = (...texts: string[]) => classifyContract(elements(...texts)).parties.map((p) => `${p.party}/${p.role}/${p.importance}`);
  it('a general partner without an alias is no party: "the Buyer" stays Beta\'s', () => {
    const preamble = 'This Agreement is made between Acme KG (the "Seller"), represented by its general partner Acme Verwaltungs GmbH, and Beta Ltd (the "Buyer").';
    expect(parties(preamble, 'The Buyer shall pay the price.')).toEqual(['ACME/Supplier/Primary', 'BETA/Buyer/Primary', 'ACME VERWALTUNGS/Unknown/Unknown']);
    expect(typesOfLast(preamble, 'The Buyer shall pay the price.')).toEqual(['Obligation/Buyer']);
  });
  it('a manager acted through without an alias does not take the lender\'s', () => {
    const preamble = 'This Agreement is made between Pine Fund LP (the "Fund"), acting through its manager Pine Capital LLP, and Oak Bank plc (the "Lender").';
    expect(parties(preamble, 'The Lender shall advance the loan.')).toEqual(['PINE FUND/Buyer/Primary', 'OAK BANK/Supplier/Primary', 'PINE CAPITAL/Unknown/Unknown']);
  });
  it('near miss kept: a manager with its own bracket, its description joined by "and", is a party by that alias', () => {
    const preamble = 'This Agreement is made between Pine Growth SICAV (the "Fund"), acting through its management company Pine Capital S.A., a company authorised and regulated in Luxembourg (the "Management Company"), and Oak Bank plc (the "Administrator").';
    expect(typesOfLast(preamble, 'The Management Company shall send the orders.')).toEqual(['Obligation/Management Company']);
  });
});
