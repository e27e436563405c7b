/**
 * What the twenty-seventh blind contract-level set left (h33f27's causes, fixed by h34f27): Roman-numeral party entries,
 * numbered entries under a "between:" line whose aliases are no role words, a role known by elimination beside a couple,
 * "Signed by <name> for <company>" lines, … Each rule with sentences written for it (none from the set).
 */
import { describe, expect, it } from 'vitest';
import { amounts, contactNames, dates, distinctCurrencies, partyNames, paymentTerms, primary, terms, types } from '../facts-readers.js';

describe('a party entry numbered "I." / "II." (h34f27)', () => {
  const ENTRIES = [
    'DISTRIBUTION AGREEMENT',
    'This Distribution Agreement is entered into between:',
    'I. GAUCHO LOGISTICA LTDA., a limited liability company with its registered office at Rua das Flores 120, Porto Alegre (the "Supplier"); and',
    'II. PAMPA ALIMENTOS LTDA., a limited liability company with its registered office at Avenida Brasil 55, Curitiba (the "Distributor").',
    'The Distributor shall pay the Supplier R$ 1.200,00 per month.',
    'GAUCHO LOGISTICA LTDA.',
    'Name: Marcos Pereira',
    'Title: Director',
    'PAMPA ALIMENTOS LTDA.',
    'Name: Luiza Tavares',
    'Title: Director',
  ];
  it('the numeral is no word of the name, and the signature blocks bind their signers', () => {
    expect(contactNames(...ENTRIES)).toEqual(['GAUCHO LOGISTICA: Marcos Pereira', 'PAMPA ALIMENTOS: Luiza Tavares']);
  });
  it('so with a legal form in English', () => {
    expect(primary('This Agreement is made between:', 'I. HALDON FOODS LIMITED, a company with its office at 1 Main Street, Leeds (the "Supplier"); and', 'II. TORR BAKERIES LIMITED, a company with its office at 2 High Street, York (the "Buyer").'))
      .toEqual(['HALDON FOODS Supplier', 'TORR BAKERIES Buyer']);
  });
  it('an initial "J." and a lone "V." stay the name\'s first word', () => {
    expect(partyNames('This Agreement is made between:', 'J. ASHWORTH LIMITED, a company with its office at 1 Main Street, Leeds (the "Supplier"); and', 'V. PATEL LIMITED, a company with its office at 2 High Street, York (the "Buyer").'))
      .toEqual(['J. ASHWORTH', 'V. PATEL']);
  });
});

describe('numbered entries under a "… between:" line, their aliases no role words (h34f27)', () => {
  const HEAD = ['CONCERT AGREEMENT', 'This agreement is made in Trondheim on 3 March 2029 between:'];
  const ENTRY_1 = '1. NIDAROS SCENE AS, organisation number 912 345 678, Kjøpmannsgata 5, 7013 Trondheim, hereinafter "the Promoter", and';
  const ENTRY_2 = (alias: string) => `2. FJELLTONE PRODUKSJON AS, organisation number 987 654 321, Storgata 9, 0155 Oslo, acting for the choir Nordlys, hereinafter "the ${alias}".`;
  const BODY = (alias: string) => [`1. Fee. The Promoter shall pay the ${alias} a fee of NOK 40 000 within fourteen (14) days of the concert.`, 'For NIDAROS SCENE AS', 'Name: Ingrid Berg', 'Title: Managing Director', 'For FJELLTONE PRODUKSJON AS', 'Name: Ola Nordmann', 'Title: Chair of the Board'];
  it('"2." continues the entries: the second party keeps its alias, its side and its signer', () => {
    expect(contactNames(...HEAD, ENTRY_1, ENTRY_2('Performer'), ...BODY('Performer'))).toEqual(['NIDAROS SCENE: Ingrid Berg', 'FJELLTONE PRODUKSJON: Ola Nordmann']);
    expect(primary(...HEAD, ENTRY_1, ENTRY_2('Performer'), ...BODY('Performer'))).toEqual(['NIDAROS SCENE Buyer', 'FJELLTONE PRODUKSJON Supplier']);
  });
  it('an alias ending in "Company" names its party, no other body "ARTIST"', () => {
    expect(partyNames(...HEAD, ENTRY_1, ENTRY_2('Artist Company'), ...BODY('Artist Company'))).toEqual(['NIDAROS SCENE', 'FJELLTONE PRODUKSJON']);
    expect(partyNames('This agreement is made between Nidaros Scene AS ("the Promoter") and Fjelltone Produksjon AS ("the Artist Company").', 'The Promoter shall pay the Artist Company a fee of NOK 40 000.'))
      .toEqual(['NIDAROS SCENE', 'FJELLTONE PRODUKSJON']);
  });
  it('the clauses numbered from 1 again are no entries', () => {
    expect(partyNames(...HEAD, ENTRY_1, ENTRY_2('Performer'), '1. Definitions. "Venue" means Olavshallen, Trondheim.')).toEqual(['NIDAROS SCENE', 'FJELLTONE PRODUKSJON']);
  });
});

describe('a side known by elimination beside a couple (h34f27)', () => {
  const DEAL = (couple: string, alias: string) => `This agreement is made on 2 March 2029 between BRAMBLE LIGHT STUDIO LTD, of 4 Mill Lane, Bath ("the Photographer") and ${couple}, of 12 Park Road, Bristol (${alias}).`;
  it('two persons under one alias are one side: the photographer takes the other', () => {
    expect(primary('PORTRAIT PHOTOGRAPHY AGREEMENT', DEAL('Sophie Turnbull and James Okoro', 'together "the Clients"'), 'The Clients shall pay the Photographer a session fee of £300.'))
      .toEqual(['BRAMBLE LIGHT STUDIO Supplier', 'SOPHIE TURNBULL Buyer', 'JAMES OKORO Buyer']);
  });
  it('as beside one client', () => {
    expect(primary('PORTRAIT PHOTOGRAPHY AGREEMENT', DEAL('Sophie Turnbull', '"the Client"'), 'The Client shall pay the Photographer a session fee of £300.'))
      .toEqual(['BRAMBLE LIGHT STUDIO Supplier', 'SOPHIE TURNBULL Buyer']);
  });
  it('three parties under three aliases stay as they are', () => {
    expect(primary('SERVICES AGREEMENT', 'This agreement is made between BRAMBLE LIGHT STUDIO LTD ("the Photographer"), Sophie Turnbull ("the Client") and HAZEL VENUES LTD ("the Venue").'))
      .toEqual(['BRAMBLE LIGHT STUDIO Unknown', 'SOPHIE TURNBULL Buyer', 'HAZEL VENUES Unknown']);
  });
});

describe('"Signed by <name> for <COMPANY>" (h34f27)', () => {
  const HEAD = ['SUPPLY AGREEMENT', 'This agreement is made between TOTARA TIMBER LIMITED ("the Supplier") and Kahu Homes Limited ("the Buyer").', 'The Buyer shall pay the Supplier NZ$12,000 within 20 days of delivery.'];
  it('the name is the company\'s signer, no party "ANA RETI FOR TOTARA TIMBER"', () => {
    expect(contactNames(...HEAD, 'Signed by Ana Reti for TOTARA TIMBER LIMITED', 'Signed by Mere Walker for KAHU HOMES LIMITED')).toEqual(['TOTARA TIMBER: Ana Reti', 'KAHU HOMES: Mere Walker']);
    expect(partyNames(...HEAD, 'Signed by Ana Reti for TOTARA TIMBER LIMITED')).toEqual(['TOTARA TIMBER', 'KAHU HOMES']);
  });
  it('a body whose name holds "for" stays whole', () => {
    expect(partyNames(...HEAD, 'The Supplier is a member of the Society for Timber Standards Limited.')).toContain('SOCIETY FOR TIMBER STANDARDS');
  });
});

describe('a facility\'s limit, a price per day or head, "ordered for", an income threshold (h34f27)', () => {
  it('a facility\'s or a loan\'s limit is its principal', () => {
    expect(amounts('FACILITY LETTER', 'We offer Kahu Homes Limited a revolving working capital facility with a limit of NZD 400,000.')).toEqual(['400000 NZD']);
    expect(amounts('LOAN AGREEMENT', 'The Borrower may draw loans up to a limit of EUR 90,000.')).toEqual(['90000 EUR']);
  });
  it('a liability limit stays none', () => {
    expect(amounts('SERVICES AGREEMENT', 'Each party\'s liability is subject to a limit of £1,000,000.')).toEqual([]);
  });
  it('"<thing> is <sum> per person per day" is a price, in a local mark too', () => {
    expect(amounts('CONFERENCE AGREEMENT', 'The lunch package is R420,00 per person per day.')).toEqual(['420 ZAR']);
    expect(amounts('CONFERENCE AGREEMENT', 'The day delegate package is £65 per delegate.')).toEqual(['65 GBP']);
  });
  it('an insurance limit "per person" or "per occurrence" stays none', () => {
    expect(amounts('SERVICES AGREEMENT', 'The Supplier shall hold public liability insurance of £5,000,000 per occurrence.')).toEqual([]);
    expect(amounts('SERVICES AGREEMENT', 'The Supplier shall hold cover of £2,000,000 per person.')).toEqual([]);
  });
  it('"may be ordered for £120" is a price', () => {
    expect(amounts('PHOTOGRAPHY AGREEMENT', 'A printed album may be ordered for £120.')).toEqual(['120 GBP']);
  });
  it('a share of income above a threshold: the threshold is no amount, the fee beside it is', () => {
    expect(amounts('CONCERT AGREEMENT', 'The Promoter shall pay a fee of NOK 30 000 plus half of net ticket income above NOK 150 000.')).toEqual(['30000 NOK']);
  });
});

describe('a bare "$" beside one dollar written out (h34f27)', () => {
  const LETTER = ['FACILITY LETTER', 'We offer Kahu Homes Limited an overdraft facility with a limit of NZD 400,000.', 'An establishment fee of NZ$1,200 is payable on acceptance.'];
  it('is that dollar', () => {
    expect(amounts(...LETTER, 'An account fee of $40 per month applies.')).toEqual(['400000 NZD', '1200 NZD', '40 NZD']);
    expect(distinctCurrencies(...LETTER, 'An account fee of $40 per month applies.')).toEqual(['NZD']);
  });
  it('beside US dollars written out too, or alone, stays US dollars', () => {
    expect(distinctCurrencies(...LETTER, 'A transfer fee of USD 15 and an account fee of $40 per month apply.')).toEqual(['NZD', 'USD']);
    expect(distinctCurrencies('SERVICES AGREEMENT', 'The Client shall pay a fee of $40 per month.')).toEqual(['USD']);
  });
});

describe('a facility "available from … until …", an offer\'s deadline, a Japanese block address (h34f27)', () => {
  const HEAD = ['LOAN AGREEMENT', 'This agreement is made between Harbour Bank Limited ("the Lender") and Kahu Homes Limited ("the Borrower").'];
  it('"available from X until Y (the "Expiry Date")": X starts it, Y ends it', () => {
    expect(dates(...HEAD, 'The loan is available from 1 May 2029 until 30 April 2030 (the "Expiry Date").')).toEqual({ effective: ['2029-05-01'], termination: ['2030-04-30'] });
  });
  it('an offer\'s acceptance deadline dates nothing; a start before it in the sentence stays', () => {
    expect(dates(...HEAD, 'This offer lapses if the Lender does not receive the signed copy by 20 April 2029.')).toEqual({ effective: [], termination: [] });
    expect(dates(...HEAD, 'This offer must be accepted by 20 April 2029.')).toEqual({ effective: [], termination: [] });
    expect(dates(...HEAD, 'This agreement is effective from 1 May 2029; this offer lapses unless accepted by 20 April 2029.')).toEqual({ effective: ['2029-05-01'], termination: [] });
  });
  it('the signing date stays', () => {
    expect(dates(...HEAD, 'This agreement was signed on 20 April 2029.')).toEqual({ effective: ['2029-04-20'], termination: [] });
  });
  it('"4-2-18 Umeda, Kita-ku, Osaka" is an address, no date; "on 12-03-25" stays a date', () => {
    expect(dates('MAINTENANCE AGREEMENT', 'This Agreement is entered into on 1 April 2029 between Sakura Systems Co., Ltd., of 4-2-18 Umeda, Kita-ku, Osaka ("Provider") and Hoshi Trading K.K., of 2-7-3 Nishiki, Naka-ku, Nagoya ("Customer").'))
      .toEqual({ effective: ['2029-04-01'], termination: [] });
    expect(dates('MAINTENANCE AGREEMENT', 'This Agreement was signed on 12-03-25 Osaka, Japan.').effective).toHaveLength(1);
  });
});

describe('a time for completion of the works just commenced, an invoice\'s lead time (h34f27)', () => {
  it('"commence the works on <date> and complete them within eight (8) weeks from that date" is a term', () => {
    expect(terms('FIT-OUT CONTRACT', 'The Contractor shall commence the works on 3 June 2029 and shall complete them within eight (8) weeks from that date.')).toEqual(['56 days']);
  });
  it('a task\'s deadline from that date stays none', () => {
    expect(terms('FIT-OUT CONTRACT', 'The Contractor shall commence the works on 3 June 2029 and shall repair any defect within eight (8) weeks from that date.')).toEqual([]);
  });
  it('"will invoice the balance four weeks before the Event Date": no term; the days to pay the invoice are', () => {
    const text = 'The Photographer will invoice the balance of £900 four weeks before the Event Date, and the Client shall pay it within ten (10) days of the invoice date.';
    expect(terms('PHOTOGRAPHY AGREEMENT', text)).toEqual(['10 days']);
    expect(paymentTerms('PHOTOGRAPHY AGREEMENT', text)).toEqual(['10 days']);
  });
  // Changed on purpose by h80f45d (facts set 45's cause 21): a time before an event is a deadline, no payment term
  // (this test asserted 28 days); the days to pay after an invoice stay one.
  it('a payment due before the event is no payment term', () => {
    expect(paymentTerms('PHOTOGRAPHY AGREEMENT', 'The Client shall pay the balance four weeks before the Event Date.')).toEqual([]);
    expect(paymentTerms('PHOTOGRAPHY AGREEMENT', 'The Client shall pay the balance within four weeks after the Event Date.')).toEqual(['28 days']);
  });
});

describe('signers under an ACCEPTANCE heading, "Name: …, Capacity: …" on one line (h34f27)', () => {
  const LETTER = ['Harbour Bank Limited', '1 Quay Street, Auckland', '3 March 2029', 'The Directors', 'Kahu Homes Limited', '5 Beach Road, Napier', 'Dear Directors', 'OVERDRAFT FACILITY LETTER',
    'Harbour Bank Limited (the "Bank") offers Kahu Homes Limited (the "Borrower") an overdraft facility with a limit of NZD 90,000.', 'Yours faithfully', 'For and on behalf of Harbour Bank Limited', 'Name: Ruth Kingi', 'Title: Relationship Manager'];
  const SIGNED = ['Director: Mere Walker', 'Director: Tama Ngata', 'Date: 20 March 2029'];
  it('the party that accepts under the heading signs the lines under it', () => {
    expect(contactNames(...LETTER, 'ACCEPTANCE', 'Kahu Homes Limited accepts the facility on the terms of this letter.', ...SIGNED)).toEqual(['HARBOUR BANK: Ruth Kingi', 'KAHU HOMES: Mere Walker, Tama Ngata']);
  });
  it('the same sentence with no heading over it binds nobody new', () => {
    expect(contactNames(...LETTER, 'Kahu Homes Limited accepts the facility on the terms of this letter.', ...SIGNED)).toEqual(['HARBOUR BANK: Ruth Kingi, Mere Walker, Tama Ngata', 'KAHU HOMES: ']);
  });
  const DEAL = ['CATERING AGREEMENT', 'This agreement is entered into between KAROO FEASTS (PTY) LTD ("the Caterer") and THE HIGHVELD BIRDING CLUB ("the Client").', 'The Client shall pay the Caterer R12 000,00 within 7 days of the event.'];
  it('"For the Caterer: Name: Johan Visser, Capacity: Director, who warrants …" gives the signer', () => {
    expect(contactNames(...DEAL, 'SIGNED at Bloemfontein on this 3rd day of March 2029.', 'For the Caterer: Name: Johan Visser, Capacity: Director, who warrants that he is duly authorised.',
      'SIGNED at Kimberley on this 5th day of March 2029.', 'For the Client: Name: Dr Lindiwe Nkosi, Capacity: Chairperson, who warrants that she is duly authorised.'))
      .toEqual(['KAROO FEASTS: Johan Visser', 'HIGHVELD BIRDING CLUB: Lindiwe Nkosi']);
  });
});

describe('a span "from … through …" defined as a period (h34f27)', () => {
  const HEAD = ['INFLUENCER AGREEMENT', 'This agreement is made between Acme Inc. ("Brand") and Jo Smith ("Influencer").'];
  it('"shall post the videos from X through Y (the "Campaign Period")": X starts it, Y ends it', () => {
    expect(dates(...HEAD, '1. Campaign. The Influencer shall post the videos from 1 May 2029 through 31 July 2029 (the "Campaign Period").')).toEqual({ effective: ['2029-05-01'], termination: ['2029-07-31'] });
  });
  it('without the defining bracket, or for a warranty\'s period, neither date', () => {
    expect(dates(...HEAD, 'The Influencer shall post the videos from 1 May 2029 through 31 July 2029.')).toEqual({ effective: [], termination: [] });
    expect(dates(...HEAD, 'The Supplier warrants the goods from 1 May 2029 to 30 April 2030 (the "Warranty Period").')).toEqual({ effective: [], termination: [] });
  });
});

describe('a letter\'s subject line "FACILITY LETTER – …" under the addressee\'s block (h34f27)', () => {
  const TOP = ['Harbour Bank Limited', '1 Quay Street, Auckland', '3 March 2029', 'The Directors', 'Kahu Homes Limited', '5 Beach Road, Napier', 'Dear Directors'];
  const BODY = ['Harbour Bank Limited (the "Bank") offers Kahu Homes Limited (the "Borrower") an overdraft facility with a limit of NZD 90,000.', 'Yours faithfully', 'For and on behalf of Harbour Bank Limited', 'Name: Ruth Kingi', 'Title: Relationship Manager'];
  it('is no contact of the addressee', () => {
    expect(contactNames(...TOP, 'FACILITY LETTER – BUSINESS OVERDRAFT', ...BODY)).toEqual(['HARBOUR BANK: Ruth Kingi', 'KAHU HOMES: ']);
  });
  it('names the type', () => {
    expect(types(...TOP, 'FACILITY LETTER – BUSINESS OVERDRAFT', ...BODY)).toEqual(['FACILITY LETTER']);
    expect(types(...TOP, 'OVERDRAFT FACILITY LETTER', ...BODY)).toEqual(['OVERDRAFT FACILITY LETTER']);
  });
  it('a letter that refers to a facility letter is none of that kind', () => {
    expect(types('Harbour Bank Limited', 'Dear Sirs', 'We refer to the facility letter of 1 May 2029 and confirm the new limit.')).toEqual([]);
  });
});
