/**
 * Set 26's natures and parties (issue 18, h24s26n), as general rules with sentences written for them (none is a copy of
 * the set's): "she"/"he" for the party that is a person across headings, "they" for the party that is several people,
 * "either side", "the other", a civil-law "is obliged in particular:" lead-in and its "not to" item, and the present-tense
 * or passive duties the set's Czech, Chilean and plain-English documents write.
 */
import { describe, expect, it } from 'vitest';
import { PREAMBLE, typesOf } from '../helpers.js';

const title = (text: string) => ({ text, kind: 'title' as const });
const CARER = 'This agreement is made between Daniel and Ruth Okoye of 4 Mill Lane, Leeds (together "the Family") and Agnes Byrne of 7 Park Row, Leeds ("the Carer").';
const COACH = 'This agreement is made between Harbour Rowing Club Ltd ("the Club") and Samuel Adeyemi of 3 Dock Street, Hull ("the Coach").';

describe('"she" and "he" stand for the party that is a person', () => {
  it('across a heading, where the sentence before names no party', () => {
    const types = typesOf(CARER, title('2. Duties'), 'She must keep a daily log of the medicines given.', title('3. Leave'), 'She is entitled to 25 days of leave a year.');
    expect(types[2]).toEqual(['Obligation/Carer']);
    expect(types[4]).toEqual(['Right/Carer']);
  });
  it('after a sentence whose subject is the couple, not the couple', () => {
    const types = typesOf(CARER, 'The Carer may use the spare bedroom, which the Family will heat.', 'She must lock the back door at night.', 'She will pay for her own telephone calls.');
    expect(types[2]).toEqual(['Obligation/Carer']);
    expect(types[3]).toEqual(['Obligation/Carer']);
  });
  it('after a sentence whose subject is the company, not the company; "he" as "she"', () => {
    const types = typesOf(COACH, 'The Club shall provide the boats and the boathouse.', 'He must hold a current coaching licence.');
    expect(types[2]).toEqual(['Obligation/Coach']);
  });
  it('inside a sentence with no party of its own before it ("If she is unwell, she must …")', () => {
    expect(typesOf(CARER, title('4. Absence'), 'If she is unwell, she must tell the Family by 8 am.')[2]).toEqual(['Obligation/Carer']);
    expect(typesOf(CARER, title('5. Ending'), 'When the agreement ends she will hand back the door keys.')[2]).toEqual(['Obligation/Carer']);
  });
  it('a party of the pronoun\'s own sentence stays its antecedent', () => {
    expect(typesOf(COACH, 'If the Club is wound up, he is entitled to his fees earned to that day.')[1]).toEqual(['Right/Coach']);
    // No person among the parties: "she" keeps the sentence before's subject, as before.
    expect(typesOf(PREAMBLE, 'The Supplier shall deliver the report.', 'She must include her findings.')[2]).toEqual(['Obligation/Supplier']);
  });
  it('a pronoun with its own modal is the subject of the modal joined after it by "and"', () => {
    expect(typesOf(CARER, title('6. Driving'), 'She may use the family car and must not lend it to anyone.')[2]).toEqual(['Right/Carer', 'Exclusion/Carer']);
    // Not inside a condition of its predicate: "cannot" there is the condition's.
    expect(typesOf(PREAMBLE, 'You can only leave early if you move house or cannot work for medical reasons.')[1]).toEqual(['Right/You']);
  });
});

describe('"they" opening a sentence stands for the party that is several people', () => {
  it('after a heading', () => {
    expect(typesOf(CARER, title('7. Expenses'), 'They will repay her the cost of taxis to hospital appointments.')[2]).toEqual(['Obligation/Family']);
  });
  it('a plural alias is such a party too', () => {
    const owners = 'This lease is made between Ann and Peter Hale ("Landlords") and Mei Wong ("Tenant").';
    expect(typesOf(owners, title('2. Repairs'), 'They will repair the roof within 14 days of a report.')[2]).toEqual(['Obligation/Landlords']);
  });
});

describe('natures the set\'s drafting writes', () => {
  it('"is not expected to" frees the party (a Disclaimer, as "is not required to")', () => {
    expect(typesOf(COACH, 'The Coach is not expected to drive the club minibus.')[1]).toEqual(['Disclaimer/Coach']);
  });
  it('"must never" bars, as "shall never" does', () => {
    expect(typesOf(PREAMBLE, 'The Supplier must never store the data outside the EU.')[1]).toEqual(['Exclusion/Supplier']);
  });
  it('"either side", "neither side" and "both sides" are the parties', () => {
    expect(typesOf(PREAMBLE, 'After the first year either side may end this agreement on one month\'s notice.')[1]).toEqual(['Right/Multiple Parties']);
    expect(typesOf(PREAMBLE, 'Neither side may record the meetings.')[1]).toEqual(['Exclusion/Multiple Parties']);
    expect(typesOf(PREAMBLE, 'Both sides will keep the price confidential.')[1]).toEqual(['Obligation/Both Parties']);
  });
  it('"the other" before its modal is the other party', () => {
    expect(typesOf(PREAMBLE, 'If either party becomes insolvent, the other may end this agreement at once.')[1]).toEqual(['Right/Multiple Parties']);
  });
  it('a civil-law lead-in "is obliged in particular:" types its items, and "not to" is the bar', () => {
    const types = typesOf(PREAMBLE, 'The Customer is obliged in particular:', 'a) to give the Supplier access to the site,', 'b) not to move the equipment without the Supplier\'s consent.');
    expect(types.slice(1)).toEqual([['Obligation/Customer'], ['Obligation/Customer'], ['Exclusion/Customer']]);
  });
  it('"paid for by" names the payer of a passive', () => {
    expect(typesOf(PREAMBLE, '4.2 Lost keys shall be paid for by the Customer at cost.')[1]).toEqual(['Obligation/Customer']);
  });
  it('present-tense duties: bearing responsibility, paying a fee, fixing a domicile', () => {
    expect(typesOf(PREAMBLE, 'The Customer bears full responsibility for the safety of its visitors.')[1]).toEqual(['Obligation/Customer']);
    expect(typesOf(PREAMBLE, 'The Customer pays the annual fee by bank transfer.')[1]).toEqual(['Obligation/Customer']);
    expect(typesOf(PREAMBLE, 'The parties fix their domicile in Lisbon for all purposes of this agreement.')[1]).toEqual(['Obligation/Multiple Parties']);
    // The fee a party pays, named in a relative clause, is no duty stated.
    expect(typesOf(PREAMBLE, 'The fee the Customer pays covers two visits.')[1]).toEqual([]);
  });
  it('"agrees to X and not to Y" bars the promise\'s subject, not a party named between', () => {
    expect(typesOf(PREAMBLE, 'The Supplier agrees to brief Customer staff weekly and not to contact the press.')[1]).toEqual(['Obligation/Supplier', 'Exclusion/Supplier']);
  });
  it('statutory pay received is the party\'s right', () => {
    expect(typesOf(COACH, 'The Coach will receive statutory holiday pay for each season.')[1]).toEqual(['Right/Coach']);
  });
});

describe('"she" of a ship is no person (hrev16)', () => {
  const CHARTER = 'This charter is made between Solent Yachts Ltd ("the Owner") and Harriet Cole of 2 Quay Road, Cowes ("the Charterer").';
  it('after a sentence naming the vessel, "she" keeps the earlier reading, not the person party', () => {
    const types = typesOf(CHARTER, 'The Owner shall deliver the Vessel at Cowes on 1 June.', 'She will carry a full set of safety equipment.');
    expect(types[2]).toEqual(['Obligation/Owner']);
    expect(typesOf(CHARTER, 'The Owner shall deliver the Vessel at Cowes on 1 June.', 'She shall be tight, staunch and strong.')[2]).toEqual([]);
  });
  it('with no ship before it, "she" is still the person', () => {
    expect(typesOf(CHARTER, 'The Owner shall deliver the keys at Cowes on 1 June.', 'She must return them by 8 June.')[2]).toEqual(['Obligation/Charterer']);
  });
});

describe('a person whose alias is a surname in "s" is no plural party (hrev16)', () => {
  const JONES = 'This agreement is made between Harbour Rowing Club Ltd ("the Club") and David Jones of 3 Dock Street, Hull ("Jones").';
  it('"he" is the person; an opening "they" is nobody', () => {
    const types = typesOf(JONES, 'The Club shall provide the boats.', 'He must hold a coaching licence.', title('2. Fees'), 'They will pay him monthly.');
    expect(types[2]).toEqual(['Obligation/Jones']);
    expect(types[4]).toEqual([]);
  });
});
