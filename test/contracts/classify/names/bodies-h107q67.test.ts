/**
 * Facts set 67's causes 3, 4, 6, 7, 8, 9 and 11 (issue 18, h107q67), on sentences written for them, none from the set:
 * - "Bank", a compass word and a region: a bank where the element speaks of banking (bank-names.ts regionAfterBank);
 * - Papua New Guinea's "<name> Incorporated Land Group" read whole (company-names.ts landGroupEnd);
 * - "<words> Company of <Indian state or province> Limited" read on to the state (company-names.ts servedPlaceEnd);
 * - an institution's head before "Agent(s)" names a trade, no body (institution-guards.ts, "a trade's agents");
 * - "Corporation for <field>" a public body whole (gazetteer.ts FOR_TAIL_HEADS, company-names.ts corporationForField),
 *   and "Corporación" a Spanish body's head with its join;
 * - "Tehsil <country's name>" an address's division, no body (region-ending-bodies.ts DIVISION_KINDS);
 * - a body's name stops before "for" a person (institution-grammar.ts FOR_A_PERSON).
 */
import { describe, expect, it } from 'vitest';
import { orgs } from '../found-names.js';
import { institutionMatches } from '../../../../src/contracts/classify/names/institution-grammar.js';
import { addBanksByOwnWord } from '../../../../src/contracts/classify/names/bank-names.js';
import { readsLinearly } from '../../../security/linear-time.js';

describe('"Bank", a compass word and a region (cause 3)', () => {
  it.each([
    ['The Tenant pays the rent into the Landlord\'s account with Bank South Pacific, Lae branch.', 'Bank South Pacific'],
    ['The loan is paid by transfer to Bank Central Asia in Surabaya.', 'Bank Central Asia'],
    ['Deposits go to the Seller\'s account at Bank West Africa.', 'Bank West Africa'],
  ])('%s', (text, bank) => {
    expect(orgs(text)).toContain(bank);
  });
  it('near misses: a street, a holiday, a compass word before a common word, no banking word', () => {
    expect(orgs('The shop on Bank Street closes on the Bank Holiday.')).toEqual([]);
    expect(orgs('Payment is made at the office on Bank North Street by transfer.')).not.toContain('Bank North Street');
    expect(orgs('We walked along the Bank South Pacific coast path.')).not.toContain('Bank South Pacific');
  });
});

describe('an incorporated land group kept whole (cause 4)', () => {
  it('"<name> Incorporated Land Group", in small letters and in capitals', () => {
    expect(orgs('Lessor: Yalu Korop Incorporated Land Group (ILG No. 2210), of Yalu village.')).toContain('Yalu Korop Incorporated Land Group');
    expect(orgs('Signed for YALU KOROP INCORPORATED LAND GROUP by its Chairman.')).toContain('YALU KOROP INCORPORATED LAND GROUP');
  });
  it('near miss: "Incorporated" closing a name stays its legal form', () => {
    expect(orgs('The goods are sold by Harbour Tools Incorporated of Lae.')).toContain('Harbour Tools Incorporated');
  });
});

describe('"Company of <Indian state>" read on (cause 6)', () => {
  it.each([
    ['Power is billed by the Southern Power Distribution Company of Telangana Limited each month.', 'Southern Power Distribution Company of Telangana Limited'],
    ['The meter belongs to the Power Corporation of Madhya Pradesh.', 'Power Corporation of Madhya Pradesh'],
  ])('%s', (text, body) => {
    expect(orgs(text)).toContain(body);
    expect(orgs(text)).toHaveLength(1);
  });
  it('near miss: a US state after the form stays the seat', () => {
    expect(orgs('Hudson Trading Company of Ohio ships the goods.')).toContain('Hudson Trading Company');
  });
});

describe('an institution\'s head before "Agents" names a trade (cause 7)', () => {
  it('"For <firm> Commission Agents" gives no body "… Commission"', () => {
    expect(orgs('For Sri Venkateswara Vegetable Commission Agents')).not.toContain('Sri Venkateswara Vegetable Commission');
  });
  it('near miss: a commission named without the trade word stays a body', () => {
    expect(orgs('The Andhra Pradesh Vegetable Commission fixes the rates.')).toContain('Andhra Pradesh Vegetable Commission');
  });
});

describe('"Corporation for <field>" a public body (cause 8)', () => {
  it.each([
    ['The Lessor informs the National Corporation for Rural Water Supply of the works.', 'National Corporation for Rural Water Supply'],
    ['The grant comes from the Corporation for Public Broadcasting.', 'Corporation for Public Broadcasting'],
    ['La Comunidad informa a la Corporación Nacional de Desarrollo Indígena.', 'Corporación Nacional de Desarrollo Indígena'],
  ])('%s', (text, body) => {
    expect(orgs(text)).toContain(body);
  });
  it('near misses: a company "for" a party or another company keeps its own name', () => {
    expect(orgs('The Supplier invoices Acme Corporation for the services.')).toContain('Acme Corporation');
    expect(orgs('Northwind Corporation for Buyer signs below.')).toContain('Northwind Corporation');
  });
});

describe('"Tehsil <country\'s name>" an address (cause 9)', () => {
  it('a tehsil or a mandal named as a country is no body', () => {
    expect(orgs('resident of Village Kot, Tehsil Bahrain, District Swat, holder of CNIC No. 15601-1234567-1')).toEqual([]);
    expect(orgs('resident of Mohalla Bazar, Mandal Oman, District Kurnool')).toEqual([]);
  });
  it('near miss: a body named by its field before a country stays one', () => {
    expect(orgs('The licence is issued by Tourism Bahrain.')).toContain('Tourism Bahrain');
  });
});

describe('a body\'s name stops before "for" a person (cause 11)', () => {
  it.each([
    ['The Owner pays the fee to the Mutare Rural District Council for Mr Dube\'s permit.', 'Mutare Rural District Council'],
    ['The rent is paid to the Kanye Land Board for Mrs Dube\'s lease.', 'Kanye Land Board'],
  ])('%s', (text, body) => {
    expect(orgs(text)).toContain(body);
    expect(orgs(text).some((o) => o.includes(' for '))).toBe(false);
  });
  it('near misses: a field after "for", a saint\'s possessive', () => {
    expect(orgs('The Agency for Rural Development approves the plan.')).toContain('Agency for Rural Development');
    expect(orgs('The grant comes from the Foundation for St Anne\'s School.')).toContain('Foundation for St Anne\'s School');
  });
});

describe('linear reads', () => {
  it('FOR_A_PERSON on a long run of capitalised words after "Council for"', () => {
    readsLinearly((n) => {
      const text = 'Aa Council for ' + 'Bb '.repeat(Math.ceil(n / 3)) + "Cc's";
      return () => institutionMatches(text);
    });
  });
  it('the compass bank on a long run of "Bank South"', () => {
    readsLinearly((n) => {
      const text = 'account '.concat('Bank South '.repeat(Math.ceil(n / 11)), 'Pacific');
      return () => addBanksByOwnWord(text, () => undefined);
    });
  });
});
