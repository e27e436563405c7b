/**
 * Facts set 64's causes 1–7 (issue 18, h104q64): "Smt." / "Shri." before a role field's person and a description in
 * brackets after the role word (person-parties.ts HONORIFIC, roleField; alias-forms.ts FIELD), an e-mail thread's sides
 * by who invoices and who is hired (email-thread-parties.ts), a message's signer over "<title>, <company>" under an
 * informal closing (block-openers.ts readNameOverParty), a quotation letter under "Dear Sir," accepted by its addressee
 * (salutation-addressee.ts), a role heading over a block's "Name:" field and "(Pvt.) Ltd." (contract-parties.ts,
 * name-field-entries.ts, gazetteer.ts), a bank's one-word brand (bank-brands.ts) and "Shire of <place>" (government-names.ts).
 * Names and sentences written for the rules, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { contactLists, partyNames, primary } from '../facts-readers.js';
import { addBanksByBrand } from '../../../../src/contracts/classify/names/bank-brands.js';
import { readsLinearly } from '../../../security/linear-time.js';

const GREENHOUSE = (owner: string, builder = 'Builder: M/s Hillside Agro Structures, a proprietorship firm of Shri Anil Thakur, Theog, GSTIN 02ABCDE1234F1Z5 (hereinafter "the Builder")') => [
  'AGREEMENT FOR THE CONSTRUCTION OF A POLYHOUSE',
  'Date of agreement: 03.02.2041',
  owner,
  builder,
  '1. The Builder shall build a polyhouse of 200 square metres on the Owner\'s land.',
  '2. The price is Rs. 2,10,000/- payable by the Owner to the Builder within 10 days of the completion certificate.',
  'For M/s Hillside Agro Structures: Anil Thakur, Proprietor',
];

describe('"Smt." before a role field\'s person, a description in brackets after the role word (cause 1)', () => {
  it('"Owner (landholder): Smt. …, W/o Shri …" names her the Buyer, the builder\'s firm the Supplier', () => {
    expect(primary(...GREENHOUSE('Owner (landholder): Smt. Kamla Negi, W/o Shri Devender Negi, resident of Kotkhai village, District Shimla (hereinafter "the Owner")'))).toEqual(['KAMLA NEGI Buyer', 'HILLSIDE AGRO STRUCTURES Supplier']);
  });
  it('either alone: "Owner: Smt. …" and "Owner (landholder): …"', () => {
    expect(primary(...GREENHOUSE('Owner: Smt. Kamla Negi, resident of Kotkhai village (hereinafter "the Owner")'))).toContain('KAMLA NEGI Buyer');
    expect(primary(...GREENHOUSE('Owner (landholder): Kamla Negi, resident of Kotkhai village (hereinafter "the Owner")'))).toContain('KAMLA NEGI Buyer');
  });
  it('near misses: "Sri" with no stop before "Lanka" names no person; a bracket of figures is no note', () => {
    expect(partyNames(...GREENHOUSE('Owner: Sri Lanka Tea Board, Colombo (hereinafter "the Owner")'))).not.toContain('LANKA TEA BOARD');
    expect(primary(...GREENHOUSE('Owner (2041): Kamla Negi, resident of Kotkhai village'))).not.toContain('KAMLA NEGI Buyer');
  });
});

const THREAD = (replyLine: string, offerLine: string, enquiry: string, replyClosing = 'Cheers,') => [
  'From: Priya Menon <priya@tidewaterpictures.com.au>',
  'Sent: Friday, 6 March 2043 9:12 AM',
  'To: Owen Hart <owen@sandgropertreks.com.au>',
  'Subject: RE: Boat and guide for the whale shoot',
  'Hi Owen,',
  `Thanks – we accept your quote below. ${replyLine}`,
  replyClosing,
  'Priya Menon',
  'Line Producer, Tidewater Pictures Pty Ltd',
  '4 Marine Terrace, Geraldton WA 6530',
  '-----Original Message-----',
  'From: Owen Hart <owen@sandgropertreks.com.au>',
  'Sent: Thursday, 5 March 2043 4:40 PM',
  'To: Priya Menon <priya@tidewaterpictures.com.au>',
  'Subject: RE: Boat and guide for the whale shoot',
  'Hi Priya,',
  `I can take your crew out for five days from 20 July 2043 for $900 a day. ${offerLine}`,
  'Kind regards,',
  'Owen Hart',
  'Director, Sandgroper Treks Pty Ltd',
  'PO Box 77, Exmouth WA 6707',
  '-----Original Message-----',
  'From: Priya Menon <priya@tidewaterpictures.com.au>',
  'Sent: Wednesday, 4 March 2043 11:02 AM',
  'To: Owen Hart <owen@sandgropertreks.com.au>',
  'Subject: Boat and guide for the whale shoot',
  'Hi Owen,',
  enquiry,
  'Thanks,',
  'Priya',
];

describe('an e-mail thread\'s sides by who invoices and who is hired (cause 2)', () => {
  it('"my invoice" in one company\'s offer makes it the Supplier, the other the Buyer', () => {
    expect(primary(...THREAD('See you in July.', 'The balance is due within 7 days of my invoice.', 'Could you quote for five days on the water in July?'))).toEqual(['TIDEWATER PICTURES Buyer', 'SANDGROPER TREKS Supplier']);
  });
  it('so does the other\'s "we would like to hire you as our guide", or its deposit "to your account"', () => {
    expect(primary(...THREAD('See you in July.', 'See you then.', 'We would like to hire you as our skipper and guide for five days in July.'))).toEqual(['TIDEWATER PICTURES Buyer', 'SANDGROPER TREKS Supplier']);
    expect(primary(...THREAD('I have paid the deposit to your account today.', 'See you then.', 'Could you quote for five days on the water in July?'))).toEqual(['TIDEWATER PICTURES Buyer', 'SANDGROPER TREKS Supplier']);
  });
  it('near miss: with no word on who is paid or hired, both stay of no side', () => {
    expect(primary(...THREAD('See you in July.', 'See you then.', 'Could you quote for five days on the water in July?'))).toEqual(['TIDEWATER PICTURES Unknown', 'SANDGROPER TREKS Unknown']);
  });
});

describe('a message\'s signer over "<title>, <company>" under an informal closing (cause 3)', () => {
  it('"Cheers," / name / "Line Producer, <company>" / address: she is that company\'s contact', () => {
    const lists = contactLists(...THREAD('See you in July.', 'The balance is due within 7 days of my invoice.', 'Could you quote?'));
    expect(lists).toEqual([['TIDEWATER PICTURES', ['Priya Menon']], ['SANDGROPER TREKS', ['Owen Hart']]]);
  });
  it('near miss: a name over an address line under a closing signs for no company', () => {
    const lists = contactLists(...THREAD('See you in July.', 'The balance is due within 7 days of my invoice.', 'Could you quote?').map((t) => (t === 'Line Producer, Tidewater Pictures Pty Ltd' ? '12 Chapman Road, Tidewater Pictures Pty Ltd' : t)));
    expect(lists.flatMap(([, contacts]) => contacts)).not.toContain('Priya Menon');
  });
});

const QUOTATION = (salutation: string, acceptance: string, addressee = 'Mr Tevita Lolohea') => [
  'HALAVEA PLUMBING LTD',
  'PO Box 88, Nuku\'alofa, Tonga – Tel. 23 456',
  'Nuku\'alofa, 2 May 2043',
  addressee,
  'Kolomotu\'a, Nuku\'alofa',
  'Subject: Quotation No. 17 – new water tank at your house',
  salutation,
  'We are pleased to send you our quotation for supplying and fitting a 5,000-litre water tank at your house:',
  'Tank and stand: TOP 3,200',
  'Labour: TOP 900',
  'A deposit of 50% is due on acceptance of this quotation; the balance within 7 days of the handover, by transfer to our account.',
  'Yours faithfully,',
  'Sione Halavea',
  'Manager',
  acceptance,
  'Tevita Lolohea',
];

describe('a quotation letter under "Dear Sir," accepted by its addressee (cause 4)', () => {
  it('the letterhead company supplies, its manager its contact; the titled addressee who signs back buys', () => {
    const facts = QUOTATION('Dear Sir,', '"Quotation accepted, good for works", Kolomotu\'a, 9 May 2043');
    expect(primary(...facts)).toEqual(['HALAVEA PLUMBING Supplier', 'TEVITA LOLOHEA Buyer']);
    expect(contactLists(...facts)).toContainEqual(['HALAVEA PLUMBING', ['Sione Halavea']]);
  });
  it('"Offer accepted" and "Good for agreement" accept it too', () => {
    expect(primary(...QUOTATION('Dear Sir,', 'Offer accepted, Kolomotu\'a, 9 May 2043'))).toContain('TEVITA LOLOHEA Buyer');
    expect(primary(...QUOTATION('Dear Madam,', 'Good for agreement, 9 May 2043'))).toContain('TEVITA LOLOHEA Buyer');
  });
  it('near misses: the addressee without a title, or no acceptance over the name, is no party', () => {
    expect(primary(...QUOTATION('Dear Sir,', '"Quotation accepted, good for works", 9 May 2043', 'Tevita Lolohea'))).not.toContain('TEVITA LOLOHEA Buyer');
    expect(primary(...QUOTATION('Dear Sir,', 'Please call us with any question.'))).not.toContain('TEVITA LOLOHEA Buyer');
  });
});

const HEADED = (sellerName: string, buyerName: string, heading = 'SELLER') => [
  'CONTRACT FOR THE SUPPLY OF WALNUTS',
  'Dated: 12-08-2041, Skardu',
  heading,
  `Name: ${sellerName}`,
  'Registration: No. 55/2030',
  'Address: Shigar, Skardu',
  'Represented by: Nasreen Ali, Secretary',
  'BUYER',
  `Name: ${buyerName}`,
  'NTN: 1234567-8',
  'Address: Plot 4, I-9, Islamabad',
  'Represented by: Kamran Qureshi, Director',
  '1. The Seller sells to the Buyer 2,000 kg of walnuts at Rs. 900 per kg.',
  '2. The Buyer pays within 30 days of delivery.',
  'For the Seller: Nasreen Ali, Secretary',
  'For the Buyer: Kamran Qureshi, Director',
];

describe('a role heading over a block\'s "Name:" field, and "(Pvt.) Ltd." (cause 5)', () => {
  it('"SELLER" / "Name: <cooperative>" and "BUYER" / "Name: <company> (Pvt.) Ltd." name both, each with its representative', () => {
    const facts = HEADED('Shigar Valley Growers Cooperative Society', 'Potohar Foods (Pvt.) Ltd.');
    expect(primary(...facts)).toEqual(['SHIGAR VALLEY GROWERS COOPERATIVE SOCIETY Supplier', 'POTOHAR FOODS Buyer']);
    expect(contactLists(...facts)).toEqual([['SHIGAR VALLEY GROWERS COOPERATIVE SOCIETY', ['Nasreen Ali']], ['POTOHAR FOODS', ['Kamran Qureshi']]]);
  });
  it('a person in the "Name:" field under "SELLER:" is the seller', () => {
    expect(primary(...HEADED('Gul Bano', 'Potohar Foods (Pvt.) Ltd.', 'SELLER:'))).toEqual(['GUL BANO Supplier', 'POTOHAR FOODS Buyer']);
  });
  it('"(Pvt.) Ltd." in a sentence is a company\'s form', () => {
    expect(partyNames('The Buyer, Potohar Foods (Pvt.) Ltd., collects the walnuts at Skardu.')).toContain('POTOHAR FOODS');
  });
  it('near miss: a signature block\'s role heading over "Name:" / "Signature:" names a signer, no party', () => {
    const signed = [...HEADED('Gul Bano', 'Potohar Foods (Pvt.) Ltd.'), 'Buyer', 'Name: Rashid Mahmood', 'Signature: ________'];
    expect(primary(...signed)).not.toContain('RASHID MAHMOOD Buyer');
  });
  it('near miss: a heading that is no role word ("SCHEDULE") gives the name field no side', () => {
    expect(primary(...HEADED('Gul Bano', 'Potohar Foods (Pvt.) Ltd.', 'SCHEDULE'))).not.toContain('GUL BANO Supplier');
  });
});

const HIRE = (line: string) => [
  'VEHICLE HIRE AGREEMENT',
  'This agreement is made between Kestrel Tours Pty Ltd (the "Supplier") and Bluewater Media Pty Ltd (the "Client").',
  '1. The Supplier hires a four-wheel drive to the Client for six days at $210 a day.',
  `2. ${line}`,
];

describe('a bank\'s one-word brand where money is paid to an account with it (cause 6)', () => {
  it('"to the Supplier\'s account with <brand>", "into our account at <brand>", "to your <brand> account"', () => {
    expect(partyNames(...HIRE('The Client pays the deposit of $900 to the Supplier\'s account with Bendigo within 3 days.'))).toContain('BENDIGO');
    expect(partyNames(...HIRE('The Client has paid $500 into our account at Suncorp.'))).toContain('SUNCORP');
    expect(partyNames(...HIRE('The Client transfers the fee to your Macquarie account.'))).toContain('MACQUARIE');
  });
  it('near misses: an English word, a country\'s adjective, two capitalised words, or no payment', () => {
    expect(partyNames(...HIRE('The Client pays the fee into your Savings account.'))).toEqual(['KESTREL TOURS', 'BLUEWATER MEDIA']);
    expect(partyNames(...HIRE('The Client pays the fee into your Kenyan bank account.'))).toEqual(['KESTREL TOURS', 'BLUEWATER MEDIA']);
    expect(partyNames(...HIRE('The Client pays the fee to our account with Harbour Supplies.'))).not.toContain('HARBOUR');
    expect(partyNames(...HIRE('The Client may log in to your Zendrix account to see the booking.'))).toEqual(['KESTREL TOURS', 'BLUEWATER MEDIA']);
  });
  it('reads a long run of account phrases in linear time', () => {
    readsLinearly((n) => {
      const text = 'paid to the Aa\'s account with '.repeat(Math.ceil(n / 31)) + 'Westpac';
      return () => addBanksByBrand(text, () => undefined);
    });
  });
});

describe('"Shire of <place>" as its council, a local government one asks as a body (cause 7)', () => {
  it('"ask the Shire of …", "The Shire of … closes", "notify the City of …"', () => {
    expect(partyNames(...HIRE('The Supplier shall ask the Shire of Exmouth for a permit to drive on the beach.'))).toContain('SHIRE OF EXMOUTH');
    expect(partyNames(...HIRE('The Shire of Carnarvon closes the tracks in the wet season.'))).toContain('SHIRE OF CARNARVON');
    expect(partyNames(...HIRE('The Client shall notify the City of Geraldton of the filming dates.'))).toContain('CITY OF GERALDTON');
  });
  it('near misses: a place after "in" or "within" stays a place', () => {
    expect(partyNames(...HIRE('The vehicle stays in the Shire of Exmouth.'))).toEqual(['KESTREL TOURS', 'BLUEWATER MEDIA']);
    expect(partyNames(...HIRE('The crew sleeps within the City of Perth for two nights.'))).toEqual(['KESTREL TOURS', 'BLUEWATER MEDIA']);
  });
});
