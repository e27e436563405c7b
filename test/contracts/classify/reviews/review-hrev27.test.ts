import { describe, expect, it } from 'vitest';
import { PREAMBLE, attributesOf, categoriesOf, typesOf } from '../helpers.js';
import { contactNames, dates } from '../facts-readers.js';

// Issue 18, hrev27: the false readings a review of session 30's second round (h31c42, h32c43, h33c43, h32n43, h32a43,
// h31f25, h33f26) found, each on sentences written for the review, with the readings beside each rule that must keep
// their label.

describe('being liable for a tax or a levy allocates a cost, no Liability (h31c42\'s "liable for any")', () => {
  const categories = (sentence: string): string[] => categoriesOf(PREAMBLE, sentence)[1];
  it.each([
    ['The Customer is liable for any taxes imposed on the Services.', ['Pricing & Taxes']],
    ['The Tenant shall be liable for any rates and charges levied on the Premises.', ['Pricing & Taxes']],
  ])('%s → no Liability', (sentence, expected) => {
    expect(categories(sentence)).toEqual(expected);
  });
  it.each([
    ['The Supplier shall be liable for any loss of data caused by its negligence.', ['Liability']],
    ['The Customer shall be liable for any failure of its own systems.', ['Liability']],
    // (h56cat) A cost not answered for because of a cancellation is Liability alone (category-cues-cancelled-occurrences.ts).
    ['We are not liable for any costs you incur because we cancel your booking.', ['Liability']],
    ['THE SUPPLIER SHALL BE LIABLE FOR ANY LOSS OF DATA CAUSED BY ITS NEGLIGENCE.', ['Liability']],
  ])('%s → still Liability', (sentence, expected) => {
    expect(categories(sentence)).toEqual(expected);
  });
});

describe('a submission to a forum is a promise whatever the forum is called (h32n43\'s "submit to")', () => {
  const types = (sentence: string): string[] => typesOf(PREAMBLE, sentence)[1];
  it.each([
    ['The Supplier submits to the exclusive venue of the state courts located in Dallas County.', ['Obligation/Supplier']],
    ['Each party submits to the decision of the Expert, which shall be final.', ['Obligation/Multiple Parties']],
    ['Each party irrevocably submits itself to the jurisdiction of the High Court.', ['Obligation/Multiple Parties']],
    ['The Supplier hereby submits to the non-exclusive jurisdiction of the courts of New York.', ['Obligation/Supplier']],
  ])('%s → a promise', (sentence, expected) => {
    expect(types(sentence)).toEqual(expected);
  });
  it.each([
    ['The card Transactions that you submit to us must be genuine.', []],
    ['The Customer submits to the Expert a statement of its claim.', []],
  ])('%s → still no promise of a submission', (sentence, expected) => {
    expect(types(sentence)).toEqual(expected);
  });
  // A list handed over in the present tense is C34's duty, as "sends" is (issue 18, h80t62: "submits" a document is a
  // hand-over, nature-present-hand-overs.ts); no promise of a submission to a forum.
  it('The Customer submits to the Supplier a list of its sites. → the duty to hand the list over (C34)', () => {
    expect(types('The Customer submits to the Supplier a list of its sites.')).toEqual(['Obligation/Customer']);
  });
});

describe('a court\'s division opening the sentence takes no "The" (h32a43)', () => {
  it.each([
    ['The Family Division of the High Court has jurisdiction.', ['Organization:Family Division of the High Court']],
    ['THE CHANCERY DIVISION OF THE HIGH COURT HAS JURISDICTION.', []],
  ])('%s', (sentence, expected) => {
    expect(attributesOf(sentence)).toEqual(expected);
  });
  it('a division after "the" keeps its span', () => {
    expect(attributesOf('Any dispute shall be heard by the Chancery Division of the High Court.')).toEqual(['Organization:Chancery Division of the High Court']);
  });
});

describe('the defined Services performed or provided from a date, the agreement unnamed (h31f25\'s and h33f26\'s period cue)', () => {
  const HEAD = ['SERVICES AGREEMENT', 'This Services Agreement is made between Ashcombe Logistics Ltd ("Customer") and Pellow Freight Ltd ("Supplier").'];
  it.each([
    ['The Supplier shall provide the Services from 1 April 2027 until 31 March 2029.', { effective: ['2027-04-01'], termination: ['2029-03-31'] }],
    ['The Supplier shall perform the Services from 1 April 2027 through 31 March 2029.', { effective: ['2027-04-01'], termination: ['2029-03-31'] }],
    ['The Supplier shall provide the Services from 1 April 2027.', { effective: ['2027-04-01'], termination: [] }],
  ])('%s → its start and end', (sentence, expected) => {
    expect(dates(...HEAD, sentence)).toEqual(expected);
  });
  it.each([
    'The Supplier shall perform the Services from its offices in Leeds and shall complete them by 30 June 2027.',
    'The Supplier shall perform the Services from time to time as requested, and shall send a report by 1 May 2027.',
    'The Supplier shall provide the Services from 9.00 am to 5.00 pm on weekdays, starting with the induction on 3 May 2027.',
    'The Contractor shall provide the services from its own depot and shall deliver the salt by 1 November 2027.',
  ])('%s → no date of the agreement', (sentence) => {
    expect(dates(...HEAD, sentence)).toEqual({ effective: [], termination: [] });
  });
});

describe('a representative field with an e-mail after the title (h33f26\'s contact e-mails, the role field\'s layout)', () => {
  const HEAD = ['SUPPLY AGREEMENT', 'This Agreement is between Granite Peak Tools Inc. ("Supplier") and Redwater Water District ("Customer").'];
  it('"Customer Representative: <name>, <title>, <e-mail>" names the customer\'s contact', () => {
    expect(contactNames(...HEAD, 'Customer Representative: Joan Ibarra, Procurement Manager, joan.ibarra@redwater.example'))
      .toEqual(['GRANITE PEAK TOOLS: ', 'REDWATER WATER DISTRICT: Joan Ibarra']);
  });
  it('a desk with an e-mail is still no contact', () => {
    expect(contactNames(...HEAD, 'Customer: Accounts Payable, Finance Office, accounts@redwater.example'))
      .toEqual(['GRANITE PEAK TOOLS: ', 'REDWATER WATER DISTRICT: ']);
  });
});

describe('the common-law preamble\'s date then "in" opens a description as often as a town (h32a43\'s place of making)', () => {
  it.each([
    ['This Agreement is made and entered into this 3rd day of March 2027 in Good Faith.', ['DateTime:3rd day of March 2027']],
    ['This Agreement is made this 3rd day of March 2027 in Consideration of the mutual covenants below.', ['DateTime:3rd day of March 2027']],
  ])('%s → no Location', (sentence, expected) => {
    expect(attributesOf(sentence)).toEqual(expected);
  });
  it.each([
    ['This Agreement is made and entered into this 18th day of January 2027 in Makati City, Philippines.', ['DateTime:18th day of January 2027', 'Location:Makati City, Philippines']],
    ['This Agreement is entered into as of March 3, 2027 in Austin, Texas.', ['DateTime:March 3, 2027', 'Location:Austin, Texas']],
    ['This Agreement is made this 1st day of June 2027 in Cape Town.', ['DateTime:1st day of June 2027', 'Location:Cape Town']],
    ['Signed on 3 May 2027 in Bath.', ['DateTime:3 May 2027', 'Location:Bath']],
  ])('%s → still its place', (sentence, expected) => {
    expect(attributesOf(sentence)).toEqual(expected);
  });
});

describe('a countersignature block right under a closing block (h31f25\'s letter closings)', () => {
  const LETTER = ['Letter of Agreement', 'This letter of agreement is made between Kinsella Audit Ltd ("Consultant") and Tidewater Ports Ltd ("Client").', 'The Consultant will provide port audit services.', 'Yours faithfully,', 'Orla Kinsella', 'Director, for and on behalf of Kinsella Audit Ltd'];
  it('"<name>" / "<office>, for and on behalf of <the other party>" under the first block binds its own signer', () => {
    expect(contactNames(...LETTER, 'Mark Fenwick', 'Operations Director, for and on behalf of Tidewater Ports Ltd'))
      .toEqual(['KINSELLA AUDIT: Orla Kinsella', 'TIDEWATER PORTS: Mark Fenwick']);
  });
  it('a name with no office line of its own under the closer binds to no one', () => {
    expect(contactNames('Letter of Agreement', LETTER[1], LETTER[2], 'Yours faithfully,', 'Orla Kinsella', 'Mark Fenwick', 'Director, for and on behalf of Tidewater Ports Ltd'))
      .toEqual(['KINSELLA AUDIT: ', 'TIDEWATER PORTS: ']);
  });
});

describe('a bare acceptance line over the addressee\'s signer (h31f25\'s office lines)', () => {
  const LETTER = ['LETTER OF ENGAGEMENT', 'This letter sets out the terms on which Kestrel Audit LLP ("we") will audit the accounts of Lowther Farms Limited ("you").', 'Yours sincerely,', 'Martin Crake', 'Partner, for and on behalf of Kestrel Audit LLP'];
  it('"Agreed and accepted:" / "<name>" / "<office>, for and on behalf of <addressee>" binds the name to the addressee', () => {
    expect(contactNames(...LETTER, 'Agreed and accepted:', 'Fiona Grant', 'Director, for and on behalf of Lowther Farms Limited'))
      .toEqual(['KESTREL AUDIT: Martin Crake', 'LOWTHER FARMS: Fiona Grant']);
  });
  it('an acceptance line that is a sentence is no heading', () => {
    expect(contactNames(...LETTER, 'The terms are agreed and accepted by both of us.', 'Fiona Grant', 'Director, for and on behalf of Lowther Farms Limited'))
      .toEqual(['KESTREL AUDIT: Martin Crake', 'LOWTHER FARMS: ']);
  });
});
