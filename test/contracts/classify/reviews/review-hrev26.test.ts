import { describe, expect, it } from 'vitest';
import { PREAMBLE, attributesOf, categoriesOf, typesAndAttributesOf, typesOf } from '../helpers.js';

// Issue 18, hrev26: the false readings a review of session 30's first round (h31rev, h31n, h31a42) found, each on
// sentences written for the review, with the readings beside each rule that must keep their label.

describe('a definition names a person only where it shows one (h31a42\'s defined persons)', () => {
  it.each([
    ['"Property" means Rose Cottage.', ['DefinedTerm:Property']],
    ['"Software" means Oracle Database.', ['DefinedTerm:Software']],
    ['"Venue" means Wembley Stadium.', ['DefinedTerm:Venue']],
    ['"Project" means Project Falcon.', ['DefinedTerm:Project']],
    ['"Brand" means Harbour Lights.', ['DefinedTerm:Brand']],
    ['"Territory" means New Zealand.', ['DefinedTerm:Territory', 'Location:New Zealand']],
    ['"Software" means Nimbus Ledger, the accounting application described in Schedule 1.', ['DefinedTerm:Software', 'Number:1']],
    ['"Event" means Harbour Lights, an outdoor concert.', ['DefinedTerm:Event']],
  ])('%s → no Person', (sentence, expected) => {
    expect(attributesOf(sentence)).toEqual(expected);
  });
  it.each([
    ['"Key Person" means Tomas Reyes, a senior engineer of the Supplier.', ['DefinedTerm:Key Person', 'Person:Tomas Reyes']],
    ['"Project Lead" means Dr Wenna Trago.', ['DefinedTerm:Project Lead', 'Person:Wenna Trago']],
    ['"Key Person" means Sarah Okoye.', ['DefinedTerm:Key Person', 'Person:Sarah Okoye']],
    ['"Researcher" means Wenna Trago, a doctoral student of the University.', ['DefinedTerm:Researcher', 'Person:Wenna Trago']],
    ['"Supervisor" means Helen Ward, a lecturer of the University.', ['DefinedTerm:Supervisor', 'Person:Helen Ward']],
  ])('%s → still a Person', (sentence, expected) => {
    expect(attributesOf(sentence)).toEqual(expected);
  });
});

describe('"KPI N" names an indicator, not "KPI N times" (h31a42, C47)', () => {
  it('a count of times after "KPI" stays a Number', () => {
    expect(attributesOf('If the Supplier fails any KPI 3 times in a quarter, the Customer may terminate.')).toEqual(['Number:3']);
  });
  it('the indicator\'s own figure stays none', () => {
    expect(attributesOf('KPI 2 shall be measured monthly.')).toEqual(['Duration:monthly']);
  });
});

describe('a frequency word before a capitalised preposition is no name (h31a42, C46)', () => {
  it.each([
    ['Fees | Monthly In Advance', ['Duration:Monthly']],
    ['Payment Frequency: Quarterly In Arrears', ['Duration:Quarterly']],
  ])('%s → a Duration', (sentence, expected) => {
    expect(attributesOf(sentence)).toEqual(expected);
  });
  it.each([
    ['The Customer shall pay the Annual Support Fee.', []],
    ['The Supplier shall hold Weekly Progress Meetings.', []],
    ['The Supplier shall send the Monthly Performance Report.', []],
    ['The Customer shall pay the Annual Order Fee.', []],
  ])('%s → still none', (sentence, expected) => {
    expect(attributesOf(sentence)).toEqual(expected);
  });
});

describe('"St" after a listed town is a street only where no name follows (h31a42)', () => {
  it('"London St Pancras": London stays a place', () => {
    expect(attributesOf('The train leaves from London St Pancras at 9 am.')).toEqual(['Location:London', 'DateTime:9 am']);
  });
  it('"London Road", "Wellington St," stay streets', () => {
    expect(attributesOf('The depot is on London Road, Leeds.')).toEqual(['Location:London Road, Leeds']); // no London of its own; the street with its town (C48, session 55)
    expect(attributesOf('The depot is on London St, near the station.')).toEqual([]);
  });
});

describe('shares in a company named by a portioned word stay holdings (h31rev)', () => {
  const SHA = 'This Shareholders Agreement is made between Ana Lowe ("the Founder"), Greyfield Ventures LLP ("the Investor") and Pell Robotics Limited ("the Company").';
  const categories = (sentence: string): string[] => categoriesOf(SHA, sentence)[1];
  it.each([
    'The Investor shall not sell its shares in the data centre subsidiary without the consent of the Founder.',
    'The Founder may transfer his shares in lieu of fees owed to an adviser.',
  ])('%s → Assignments', (sentence) => {
    expect(categories(sentence)).toContain('Assignments');
  });
  it.each([
    'The Investor may transfer its shares of the running costs to the Company.',
    'The Investor may transfer its shares in the project profits to an affiliate.',
  ])('%s → still no Assignments', (sentence) => {
    expect(categories(sentence)).not.toContain('Assignments');
  });
});

describe('a period to state objections stays the party\'s to use (h31rev, C42)', () => {
  const types = (sentence: string): string[] => typesOf(PREAMBLE, sentence)[1];
  it.each([
    'The Customer shall have 10 days to provide a statement of its objections to the test results.',
    'The Customer shall have 14 days to submit any documents supporting its claim.',
  ])('%s → Right', (sentence) => {
    expect(types(sentence)).toEqual(['Right/Customer']);
  });
  it.each([
    ['The Supplier shall have 30 days to submit a remediation plan.', ['Obligation/Supplier']],
    ['The Supplier shall have 10 days to provide the monthly report.', ['Obligation/Supplier']],
  ])('%s → still a duty', (sentence, expected) => {
    expect(types(sentence)).toEqual(expected);
  });
});

describe('an Australian state before a surname is a person\'s given name (h31a42, C48)', () => {
  it('"John Brown, Victoria Adams and Paul Stone" names no town and state', () => {
    expect(attributesOf('The changes require the consent of John Brown, Victoria Adams and Paul Stone.')).not.toContain('Location:John Brown, Victoria');
  });
  it('"of Shepparton, Victoria" stays the town and its state', () => {
    expect(attributesOf('The goods shall be delivered to a depot of Shepparton, Victoria.')).toEqual(['Location:Shepparton, Victoria']);
  });
});

describe('documents handed over by hand or by post stay vetoed from Delivery (h31rev\'s CARRIED_TO)', () => {
  const SALE = 'This Sale Agreement is made between Brackwater Holdings Limited ("Seller") and Tern Valley Foods Ltd ("Buyer").';
  const categories = (sentence: string): string[] => categoriesOf(SALE, sentence)[1];
  it.each([
    'The Seller shall deliver the signed accounts to the Buyer by hand.',
    'The Seller shall deliver the signed transfer documents to the Buyer by post.',
  ])('%s → no Delivery', (sentence) => {
    expect(categories(sentence)).not.toContain('Delivery');
  });
  it.each([
    'The Seller shall deliver the printed catalogues to the Buyer\'s warehouse by road.',
    'The Seller shall deliver the documents to the Buyer\'s office by courier.',
  ])('%s → still Delivery', (sentence) => {
    expect(categories(sentence)).toContain('Delivery');
  });
});

describe('a day or a month after a street is no town (h31a42\'s STREET_TOWN)', () => {
  it.each([
    ['Collections from Park Lane, Mondays.', []],
    ['Deliveries to Mill Road, Saturday.', []],
  ])('%s → no Location', (sentence, expected) => {
    expect(attributesOf(sentence)).toEqual(expected);
  });
  it('a town after a street stays one, with the street (C48, session 55)', () => {
    expect(attributesOf('The office is in Carrick House, Wellington Street, Leeds.')).toEqual(['Location:Wellington Street, Leeds']);
  });
});

describe('a party named as a listed town with its legal form leaves the town a place (h31rev\'s party-not-place)', () => {
  const SUPPLY = 'This Supply Agreement is made between Tees Valley Foods Ltd ("Buyer") and Sheffield Limited ("Seller").';
  const attributes = (sentence: string): string[] => typesAndAttributesOf(SUPPLY, sentence)[1].attributes;
  it('"Sheffield Limited" a party: "in Sheffield" stays a Location (a place\'s position)', () => {
    expect(attributes('The Seller shall deliver the goods to the Buyer\'s depot in Sheffield.')).toEqual(['Location:Sheffield']);
  });
  it('"London Limited" a party: a journey to London still ends at a place (a listed town)', () => {
    const london = 'This Haulage Agreement is made between London Limited ("Carrier") and Wexby Mills Limited ("Customer").';
    expect(typesAndAttributesOf(london, 'The goods shall be carried from Hull to London.')[1].attributes).toEqual(['Location:Hull', 'Location:London']);
  });
  it('a party\'s unlisted name at a route\'s end stays none', () => {
    const haulage = 'This Haulage Agreement is made between Contoso Ltd ("Carrier") and Wexby Mills Limited ("Customer").';
    expect(typesAndAttributesOf(haulage, 'Rates | Shanghai to Contoso | USD 900')[1].attributes).not.toContain('Location:Contoso');
  });
});
