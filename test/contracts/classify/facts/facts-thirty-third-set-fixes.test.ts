/**
 * Facts set 33's causes (issue 18, h50f33), each on short contracts written for these tests: a preamble's sides in
 * title case, payment by remittance, an order valid until a date, qualified years, a tenancy naming the agreement,
 * a shift's length and a deposit's refund in a payment sentence, an appointment's period, a buyer who buys from the
 * other side, a title with "for" in it, organisations of other languages, and a job work order's time for completion.
 */
import { describe, expect, it } from 'vitest';
import { primary, contactLists, terms, paymentTerms, effective, termination, partyNames } from '../facts-readers.js';

describe('"of the One Part and" in title case (cause 1)', () => {
  const preamble = (one: string, other: string) => [
    `This Agreement is made at Matara on this 5th day of April 2031 between SOUTHERN LINEN SERVICES (PRIVATE) LIMITED, a company incorporated in Sri Lanka (hereinafter referred to as "the Contractor") of the ${one} and LAGOON VIEW RESORTS PLC, a company incorporated in Sri Lanka (hereinafter referred to as "the Resort") of the ${other}.`,
    'The Contractor shall wash the linen and the Resort shall pay LKR 60 per kilogram.',
    'Signed for LAGOON VIEW RESORTS PLC',
    'Name: Chamari Fernando',
  ];
  it('is the side\'s words, as the lower-case form is, not the start of the next party\'s name', () => {
    expect(contactLists(...preamble('One Part', 'Other Part'))).toEqual([['SOUTHERN LINEN SERVICES', []], ['LAGOON VIEW RESORTS', ['Chamari Fernando']]]);
    expect(contactLists(...preamble('First Part', 'Second Part'))).toEqual([['SOUTHERN LINEN SERVICES', []], ['LAGOON VIEW RESORTS', ['Chamari Fernando']]]);
  });
  it('the lower-case form is read as before', () => {
    expect(primary(...preamble('one part', 'other part'))).toEqual(['SOUTHERN LINEN SERVICES Supplier', 'LAGOON VIEW RESORTS Buyer']);
  });
  it('a name with "Part" in it after another word keeps it ("Spare Part Traders")', () => {
    expect(primary(
      'This agreement is made on 5 April 2031 between Spare Part Traders Ltd (the "Supplier") and Delta Motors Ltd (the "Buyer").',
      'The Buyer shall pay the Supplier $500.',
    )).toEqual(['SPARE PART TRADERS Supplier', 'DELTA MOTORS Buyer']);
  });
});

const LETTING = 'This agreement is made on 2 May 2031 between Harbourside Lettings Ltd (the "Agent") and Ann Clarke (the "Owner").';

describe('"remit" pays money (cause 14)', () => {
  it('an agent that remits what it collects within a time has that time to pay', () => {
    expect(paymentTerms(LETTING, 'The Agent shall collect the rents and remit them, less its commission, to the Owner within seven (7) days after the end of each month.')).toEqual(['7 days']);
    expect(paymentTerms(LETTING, 'Net proceeds shall be remitted to the Owner within fifteen (15) days of the sale.')).toEqual(['15 days']);
  });
  it('the noun "remit" is no payment', () => {
    expect(paymentTerms(LETTING, 'Repairs within the remit of the Agent shall be completed within seven (7) days.')).toEqual([]);
    expect(paymentTerms(LETTING, 'Inspections fall within its remit and are made within seven (7) days of a request.')).toEqual([]);
  });
});

describe('a qualifier between the count and "years" (cause 10)', () => {
  const LICENCE = 'This licence is made on 2 May 2031 between Hillfoot Farms Ltd (the "Owner") and Tom Reid (the "Grazier").';
  it('"agricultural", "crop" and "academic" years are years', () => {
    expect(terms(LICENCE, 'The licence runs for three (3) agricultural years from 1 June 2031.')).toEqual(['1095 days']);
    expect(terms(LICENCE, 'The lease is granted for two crop years from 1 June 2031.')).toEqual(['730 days']);
    expect(terms(LICENCE, 'This agreement continues for one (1) academic year.')).toEqual(['365 days']);
  });
  it('a season named by its year ("the 2031/32 Academic Year", "the 2031 Crop Year") is no length', () => {
    expect(terms(LICENCE, 'This agreement continues until the end of the 2031/32 Academic Year.')).toEqual([]);
    expect(terms(LICENCE, 'This agreement covers the 2031 Crop Year only.')).toEqual([]);
  });
  it('a bare "two (2) years" reads as before', () => {
    expect(terms(LICENCE, 'The licence runs for two (2) years from 1 June 2031.')).toEqual(['730 days']);
  });
});

describe('"tenancy" names the agreement (set 33\'s Left)', () => {
  const TENANCY = 'This agreement is made on 2 May 2031 between Citygate Homes Ltd (the "Landlord") and Ravi Patel (the "Tenant").';
  it('"The tenancy is for one (1) year starting on <date>" gives the term and the start', () => {
    expect(terms(TENANCY, '1. The tenancy is for one (1) year starting on 1 June 2031.')).toEqual(['365 days']);
    expect(effective(TENANCY, '1. The tenancy is for one (1) year starting on 1 June 2031.')).toContain('2031-06-01');
  });
  it('a tenancy\'s notice period stays none', () => {
    expect(terms(TENANCY, 'Either party may end the tenancy on two (2) months\' written notice.')).toEqual([]);
  });
});

describe('a shift\'s length in a payment sentence (cause 12)', () => {
  const STEWARDS = 'This agreement is made on 2 May 2031 between Safeguard Crowd Ltd (the "Contractor") and Lakeside Arena Ltd (the "Venue").';
  it('"per twelve-hour shift" is no term and no time to pay; the days to pay stay', () => {
    expect(paymentTerms(STEWARDS, 'The Venue shall pay £180 per steward per twelve-hour shift within fourteen (14) days of the invoice date.')).toEqual(['14 days']);
    expect(terms(STEWARDS, 'The Venue shall pay £180 per steward per 12-hour shift within fourteen (14) days of the invoice date.')).toEqual(['14 days']);
    expect(paymentTerms(STEWARDS, 'The Venue shall pay £180 per steward per twelve (12) hour shift within 14 days.')).toEqual(['14 days']);
  });
  it('a time to pay in hours that is a day or more stays ("within 24 hours")', () => {
    expect(paymentTerms(STEWARDS, 'The Venue shall pay each invoice within forty-eight (48) hours.')).toEqual(['2 days']);
  });
});

describe('a deposit\'s refund in the sentence that makes it payable (cause 13)', () => {
  const TENANCY = 'This agreement is made on 2 May 2031 between Citygate Homes Ltd (the "Landlord") and Ravi Patel (the "Tenant").';
  it('"…, which the Landlord shall return within thirty (30) days after …" is the payee\'s act, no time to pay', () => {
    expect(paymentTerms(TENANCY, 'On signing, the Tenant shall pay a deposit of £1,500, which the Landlord shall return within thirty (30) days after the tenancy ends.')).toEqual([]);
    expect(paymentTerms(TENANCY, 'The Tenant shall pay a deposit of £1,500 within seven (7) days of signing, refundable within thirty (30) days after the tenancy ends.')).toEqual(['7 days']);
  });
  it('a time to pay the deposit itself stays', () => {
    expect(paymentTerms(TENANCY, 'The Tenant shall pay a deposit of £1,500 within seven (7) days of signing.')).toEqual(['7 days']);
  });
});

describe('"appoints … for a period of N years commencing on <date>" (cause 9)', () => {
  const AGENCY = 'This agreement is made on 2 May 2031 between Westgate Valves Ltd (the "Principal") and Omar Aziz (the "Agent").';
  it('gives the appointment\'s term, as "the appointment" would', () => {
    expect(terms(AGENCY, 'The Principal appoints the Agent as its sales agent for a period of two (2) years commencing on 1 June 2031.')).toEqual(['730 days']);
    expect(terms(AGENCY, 'The Agent is hereby appointed for a period of two (2) years commencing on 1 June 2031.')).toEqual(['730 days']);
  });
  it('a period the appointee must act within stays none', () => {
    expect(terms(AGENCY, 'The Principal appoints the Agent, who shall report within thirty (30) days of each sale.')).toEqual([]);
  });
});

describe('"This order is valid until <date>" in an order (cause 8)', () => {
  const ORDER = ['WEAVING JOB WORK ORDER No. WJ-22/2031', 'Date: 3 May 2031', 'Issued by: Meghna Garments Ltd', 'To: Padma Weaving Mills Ltd.', '1. The Weaver shall weave 4,000 metres of fabric at BDT 12.00 per metre.'];
  it('is the order\'s end, as "This agreement is valid until" is an agreement\'s', () => {
    expect(termination(...ORDER, '2. This order is valid until 31 July 2031.')).toEqual(['2031-07-31']);
    expect(termination(...ORDER, '2. This work order shall remain in force until 31 July 2031.')).toEqual(['2031-07-31']);
  });
  it('a date the order sets for a delivery stays none', () => {
    expect(termination(...ORDER, '2. This order shall be delivered until 31 July 2031 at the latest to the buyer\'s store.')).toEqual([]);
  });
});

describe('[GAP] a job work order\'s time for completion from the receipt of the materials (cause 11)', () => {
  const ORDER = ['DYEING JOB WORK ORDER No. DJ-08/2031', 'Date: 3 May 2031', 'Issued by: Meghna Garments Ltd', 'To: Karnaphuli Dyeing Ltd.', '1. The Dyer shall dye 6,000 kg of fabric at BDT 40.00 per kg.'];
  it('"complete the dyeing of the whole order within N days of receipt of the fabric" is the order\'s term', () => {
    expect(terms(...ORDER, '2. The Dyer shall complete the dyeing of the whole order within twenty (20) days of receipt of the fabric.')).toEqual(['20 days']);
    expect(terms(...ORDER, '2. The Dyer shall complete the entire order within twenty (20) days from receipt of the greige fabric.')).toEqual(['20 days']);
  });
  it('an ordinary delivery period from a receipt, or one lot\'s completion, stays none', () => {
    expect(terms(...ORDER, '2. The Dyer shall deliver the goods within twenty (20) days of receipt of the fabric.')).toEqual([]);
    expect(terms(...ORDER, '2. The Dyer shall complete each lot within five (5) days of receipt of the fabric.')).toEqual([]);
  });
});

describe('a one-line acceptance with its date field (cause 4; set 32\'s cause 9 on this wording)', () => {
  const ORDER = ['SEWING JOB WORK ORDER No. SJ-05/2031', 'Date: 3 May 2031', 'Issued by: Meghna Garments Ltd', 'To: Surma Stitching Ltd.', '1. The Stitcher shall sew 2,000 shirts at BDT 55.00 per piece.'];
  it('"Accepted for <COMPANY>: <name>, <title>, Date: <date>" dates the acceptance', () => {
    expect(effective(...ORDER, 'Accepted for SURMA STITCHING LTD.: Rezaul Karim, Director, Date: 9 May 2031')).toEqual(['2031-05-03', '2031-05-09']);
    expect(effective(...ORDER, 'Accepted by Surma Stitching Ltd: Rezaul Karim, Director Date: 9 May 2031')).toEqual(['2031-05-03', '2031-05-09']);
  });
  it('a date field that is no acceptance\'s stays none ("Delivery Date:" in a sentence)', () => {
    expect(effective(...ORDER, 'The shirts shall be packed in cartons of 20, Delivery Date: 9 June 2031')).toEqual(['2031-05-03']);
  });
});

describe('"<party> shall buy … from <other>" makes the buyer (cause 2)', () => {
  const PREAMBLE = 'This agreement is made on 2 May 2031 between Millbrook Dairy Ltd (the "Dairy") and Station Deli Ltd (the "Deli").';
  it('beats a supplier\'s own payment to its customer', () => {
    expect(primary(PREAMBLE, 'The Deli shall buy all its cheese from the Dairy, and the Dairy shall deliver it weekly.', 'The Dairy shall pay the Deli a listing fee of £300 within ten (10) days of signature.'))
      .toEqual(['MILLBROOK DAIRY Supplier', 'STATION DELI Buyer']);
    expect(primary(PREAMBLE, 'The Deli agrees to purchase its butter exclusively from the Dairy.')).toEqual(['MILLBROOK DAIRY Supplier', 'STATION DELI Buyer']);
  });
  it('buying from someone else names no side: the payer decides as before', () => {
    expect(primary(PREAMBLE, 'The Deli shall buy its bread from third parties.', 'The Dairy shall pay the Deli a listing fee of £300.'))
      .toEqual(['MILLBROOK DAIRY Buyer', 'STATION DELI Supplier']);
  });
});

describe('organisations of other languages and forces (causes 5-7)', () => {
  const PREAMBLE = 'This agreement is made on 2 May 2031 between Harbour Guard Ltd (the "Contractor") and Bayside Events Ltd (the "Organiser").';
  const others = (...sentences: string[]) => partyNames(PREAMBLE, ...sentences, 'The Organiser shall pay the Contractor £9,000.').slice(2);
  it('a force or a constabulary named by its qualifiers is a body, its head kept', () => {
    expect(others('The Contractor shall inform the Trinidad and Tobago Police Force and the Belize Defence Force of the event.')).toEqual(['BELIZE DEFENCE FORCE', 'TRINIDAD AND TOBAGO POLICE FORCE']);
    expect(others('The Contractor shall co-operate with the Royal Montserrat Constabulary.')).toEqual(['ROYAL MONTSERRAT CONSTABULARY']);
  });
  it('"force" in "in force" or "force majeure" names none', () => {
    expect(others('This clause remains in Force during any Force Majeure Event.')).toEqual([]);
  });
  it('a Spanish government department ("Departamento … de …") is a body', () => {
    expect(others('The Organiser shall obtain the water permit from the Departamento General de Recursos Hídricos.')).toEqual(['DEPARTAMENTO GENERAL DE RECURSOS HÍDRICOS']);
  });
  it('a Slavic bank word in small letters after the bank\'s name ("Poštová banka", "Česká spořitelna")', () => {
    expect(others('The Organiser shall pay into the Contractor\'s account with Poštová banka.')).toEqual(['POŠTOVÁ BANKA']);
    expect(others('The Organiser shall pay into the Contractor\'s account with Česká spořitelna.')).toEqual(['ČESKÁ SPOŘITELNA']);
  });
  it('a clause heading "<Word> and Police." names no body; "Fire and Rescue Service" in a sentence does', () => {
    expect(others('7. Permits and Police. The Contractor shall obtain every permit for the event.')).toEqual([]);
    expect(others('The Contractor shall follow the directions of the Fire and Rescue Service.')).toEqual(['FIRE AND RESCUE SERVICE']);
  });
});
