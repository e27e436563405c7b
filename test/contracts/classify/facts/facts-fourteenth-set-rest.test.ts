/**
 * What the fourteenth facts set still left (h22facts, issue 18): an earlier agreement's date and term, which are none of
 * this contract's; an agreement that "runs for" a time; a ministry whose name lists what it is for with a comma.
 * Sentences written for the test, none copied from the set.
 */
import { describe, expect, it } from 'vitest';
import { facts, partyNames as parties } from '../facts-readers.js';
import { orgs } from '../found-names.js';

const effective = (...items: string[]) => facts(...items).effective_dates.map((d) => `${d.text_normalized} ${d.confidence_level}`);
const terms = (...items: string[]) => facts(...items).contract_terms.map((t) => t.interpretation?.numeric_value);

describe('an earlier agreement\'s date is none of this contract\'s (h22facts)', () => {
  const deed = [
    'DEED OF AMENDMENT',
    'THIS DEED is dated 2 March 2026 and is made between HOLLOWAY STORAGE LIMITED (the "Owner") and FENWICK FOODS LIMITED (the "Occupier").',
  ];
  it('"are parties to a licence of … dated D (the "Licence")": the licence\'s date is dropped', () => {
    expect(effective(...deed, '(A) The Owner and the Occupier are parties to a licence of bay 4 at Kirkby Depot dated 9 June 2022 (the "Licence").', '1. With effect from 1 April 2026 the fee is increased.'))
      .toEqual(['2026-04-01 High', '2026-03-02 Low']);
  });
  it('"issued under the Framework Agreement dated D": dropped', () => {
    expect(effective('CALL-OFF ORDER No. 12', 'This call-off order is issued under the Framework Agreement dated 4 May 2024 between the parties and takes effect on 1 July 2026.'))
      .toEqual(['2026-07-01 High']);
  });
  it('where the sentence tells the agreement was entered into, it stays Low (the real response\'s reading), but not in a variation (the lead\'s decision, h31f25)', () => {
    expect(effective(...deed, '(A) The Owner and the Occupier entered into a storage agreement dated 9 June 2022 (the "Agreement").'))
      .toEqual(['2026-03-02 Low']);
    expect(effective('STORAGE SERVICES AGREEMENT', 'THIS AGREEMENT is dated 2 March 2026.', '(A) The Owner and the Occupier entered into a storage agreement dated 9 June 2022.'))
      .toEqual(['2026-03-02 Low', '2022-06-09 Low']);
  });
  it('a title naming the other contract with its number, dated and defined by a bracket: dropped', () => {
    expect(effective('AMENDMENT LETTER – Haulage Contract No. HC-2022-14 dated 3 October 2022 (the "Contract")', 'Leeds, 12 January 2026', 'Dear Sirs', 'We refer to the Contract between Aire Haulage Limited ("Aire") and Calder Mills Limited ("Calder").'))
      .not.toContain('2022-10-03 Low');
  });
  it('a cover line dating the document that calls itself by the bracket\'s name ("this Agreement") stays (hrev14)', () => {
    expect(effective('Supply Agreement dated 1 June 2026 (the "Agreement")', 'This Agreement is made between ALDER FARMS LIMITED ("Seller") and BIRCH MILLS LIMITED ("Buyer").'))
      .toEqual(['2026-06-01 Low']);
  });
  it('"entered into this Amendment to amend the … Agreement dated D": that agreement\'s date is dropped (hrev14)', () => {
    expect(effective('This Amendment is made on 2 February 2026 between ALDER FARMS LIMITED ("Seller") and BIRCH MILLS LIMITED ("Buyer"), who have entered into this Amendment to amend the Supply Agreement dated 1 January 2020.'))
      .toEqual(['2026-02-02 Low']);
  });
  it('this agreement dated D with its own bracket stays', () => {
    expect(effective('This Agreement dated 5 May 2026 (the "Agreement") is made between ALDER FARMS LIMITED ("Seller") and BIRCH MILLS LIMITED ("Buyer").'))
      .toEqual(['2026-05-05 Low']);
  });
  it('the earlier agreement\'s term is no term of this one', () => {
    expect(terms(...deed, '(A) The parties are parties to a lease of unit 7 at Dock Road dated 1 May 2021 for a term of ten years (the "Lease").', '1. The term of the Lease is extended by two (2) years.'))
      .toEqual([730]);
  });
});

describe('an agreement that "runs for" a time (h22facts)', () => {
  it('"is expected to run for two (2) years from …", "This licence runs for three years"', () => {
    expect(terms('LETTER OF INTENT', 'The supply agreement is expected to run for three (3) years from 1 March 2026.')).toEqual([1095]);
    expect(terms('LICENCE AGREEMENT', 'This licence runs for five years.')).toEqual([1825]);
  });
  it('something else running for a time is no term', () => {
    expect(terms('SERVICES AGREEMENT', 'The acceptance test runs for five days.')).toEqual([]);
  });
});

describe('a body\'s name listing what it is for with a comma (h22facts)', () => {
  it('"Ministry of Trade, Tourism and Investment", "Department of Health, Education and Welfare"', () => {
    expect(parties('SERVICES AGREEMENT', 'The Agent shall register this agreement with the Ministry of Trade, Tourism and Investment within 30 days.'))
      .toContain('MINISTRY OF TRADE, TOURISM AND INVESTMENT');
    expect(parties('SERVICES AGREEMENT', 'Each report goes to the Department of Health, Education and Welfare.'))
      .toContain('DEPARTMENT OF HEALTH, EDUCATION AND WELFARE');
  });
  it('a comma before a company is no list: "the Ministry of Justice, Acme Ltd and …"', () => {
    expect(parties('SERVICES AGREEMENT', 'Copies go to the Ministry of Justice, Kestrel Ltd and the auditors.'))
      .toContain('MINISTRY OF JUSTICE');
  });
  it('nor before a body or a company the "and" opens: "the Ministry of Justice, Tax and Customs Board" names two (hrev14)', () => {
    expect(orgs('Copies go to the Ministry of Justice, Tax and Customs Board and the auditors.')).toEqual(['Ministry of Justice', 'Tax and Customs Board']);
    expect(orgs('Copies go to the Ministry of Finance, Holm Foods and Kestrel Ltd.')).toContain('Ministry of Finance');
  });
});
