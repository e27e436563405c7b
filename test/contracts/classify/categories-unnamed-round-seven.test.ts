/**
 * Subjects a clause states without its category's word, round 7 (issue 18, h26cat7; category-cues-unnamed-round-seven.ts):
 * an amount per unit (Pricing & Taxes); an amount deducted from the next bill, a fee to pay named without "the" or as a
 * share, a tax that only qualifies an amount (Payment Terms & Billing); the work entrusted, what the concession leaves
 * out, no one else granted the right, nothing beyond the quantities, extra units taken (Scope of Work); a place used,
 * keys and containers returned, alterations (Asset Use); capacity, thunder, rescue gear, disinfection, safe working
 * order, alcohol kept out, chlorine (Safety and Security); no alcohol sold to minors (Responsibilities); lots sampled by
 * an inspector (Audits); defective work remade, no answer for quality (Warranties); the purchaser made to honour the
 * contract (Business Continuity); a company's administrator is no insolvency. Sentences written for these tests, not
 * taken from a labelled set or the real response.
 */
import { describe, expect, it } from 'vitest';
import { categoryEvidence } from '../../../src/contracts/classify/categories.js';
import { UNNAMED_ROUND_SEVEN_CUES, UNNAMED_ROUND_SEVEN_VETOES } from '../../../src/contracts/classify/category-cues-unnamed-round-seven.js';
import { cuedBy, expectEach } from './cue-tables.js';

const cued = (text: string, category: string) => categoryEvidence(text, undefined).some((e) => e.category === category && e.cue);
const round = (category: string) => cuedBy(UNNAMED_ROUND_SEVEN_CUES, category);
const vetoed = (category: string) => cuedBy(UNNAMED_ROUND_SEVEN_VETOES, category);

describe('Pricing & Taxes: an amount charged per unit', () => {
  it('reads a rate per unit of work, time or goods', () => {
    expectEach(round('Pricing & Taxes'), ['The Council shall pay the Coach $28.50 for each session taught.',
      'The Publisher shall pay binding charges of Rs. 1.20 per copy.',
      'Extra travel is charged at EUR 3,10 for every kilometre beyond the city limits.',
    ], true);
  });
  it('not a limit of insurance or liability per claim, nor a deposit per crate', () => {
    expectEach(round('Pricing & Taxes'), ['The Builder shall carry public liability insurance of $5,000,000 per occurrence.',
      'The Carrier\'s liability is limited to $20 per kilogram of cargo lost.',
      'The Buyer shall pay a deposit of $15 for each crate, refunded when the crate comes back.',
      'The Club shall pay the Coach XYZ 40 for each session.',
    ], false);
  });
});

describe('Payment Terms & Billing: a deduction from the bill, a fee to pay, a tax that qualifies an amount', () => {
  it('reads them', () => {
    expectEach((t) => cued(t, 'Payment Terms & Billing'), ['The Club may deduct £50 for each missed session from the next invoice.',
      'The Hotel shall pay Cleaner a handling fee of EUR 90 for each event.',
      'The Tenant undertakes to pay to the Owner a fee equal to eight per cent (8%) of the takings.',
      'The Shipper shall pay the Agent a monthly fee of £2,400 plus VAT.',
      'The Museum will pay the Lender a loan fee of $9,000, excluding GST, on signing.',
    ], true);
  });
  it('a tax still vetoes billing where the sentence is about the tax', () => {
    expectEach((t) => cued(t, 'Payment Terms & Billing'), ['All prices are exclusive of VAT, which the Buyer shall pay at the rate then in force.',
      'Each party shall pay its own taxes arising from this Agreement.',
      'The Agent shall claim its expenses net of any value added tax it can recover.',
      'The Client shall pay the fees plus VAT at 20%.',
    ], false);
  });
});

describe('Scope of Work: what the engagement takes in and leaves out', () => {
  it('reads them', () => {
    expectEach(round('Scope of Work'), ['The Owner entrusts to the Manager the running of the marina and its fuel berth.',
      'Catering and bar sales are not included in the services.',
      'The Port shall not grant to any other operator the right to run a water taxi from the quay.',
      'The Mill is not obliged to supply any flour beyond that tonnage.',
      'The Dairy may take up to 12 additional heifers on the same terms.',
    ], true);
  });
  it('not a price left out, nor a minimum volume taken', () => {
    expectEach(round('Scope of Work'), ['Delivery is not included in the price.',
      'The Dairy shall take at least 12 heifers.',
    ], false);
  });
});

describe('Asset Use: a place used, keys and containers returned, alterations', () => {
  it('reads them', () => {
    expectEach(round('Asset Use'), ['The Caterer may use the school kitchen on weekdays.',
      'The Band can use, free of charge, the changing rooms behind the stage.',
      'The Hirer must return the keys to the parish office by noon.',
      'The Pub shall return the empty kegs to the Brewery each week.',
      'The Tenant must not make alterations to the studio without consent.',
    ], true);
  });
  it('not a key put back in a key safe, nor things used in the work', () => {
    expectEach(round('Asset Use'), ['The carer shall lock the door and return the key to the key safe.',
      'The Printer may use the files only for this job.',
    ], false);
  });
});

describe('Safety and Security: hazards said through the acts that guard against them', () => {
  it('reads them', () => {
    expectEach(round('Safety and Security'), ['No more than 80 people may be in the chapel at one time.',
      'The maximum capacity of the barn is 150 seated guests.',
      'Instructors shall bring every canoe ashore when thunder is heard.',
      'The Club shall keep a first aid kit and a defibrillator at the boathouse.',
      'The Groomer shall disinfect the clippers between animals.',
      'The Farmer shall keep the grain auger in safe working order.',
      'No alcohol may be taken onto the boat.',
      'Only the caretaker may handle the chlorine tablets.',
    ], true);
  });
  it('not a limit on who lives in a house, nor lightning as a peril insured', () => {
    expectEach(round('Safety and Security'), ['No more than four people may live at the Premises.',
      'The Warehouse shall insure the grain against fire, lightning and flood.',
    ], false);
  });
});

describe('Responsibilities, Audits, Warranties, Business Continuity', () => {
  it('no alcohol or tobacco sold to minors is the seller\'s own duty', () => {
    expectEach(round('Responsibilities'), ['The Kiosk undertakes not to sell tobacco to persons under 18.',
      '(d) not to serve alcohol to minors;',
    ], true);
  });
  it('lots sampled or graded by an inspector or a laboratory are an audit', () => {
    expect([
      'Each consignment shall be sampled by an independent surveyor at the port.',
      'The Buyer may have the sample regraded by an accredited laboratory.',
      'The parcels shall be inspected by the Buyer on arrival.',
    ].map(round('Audits'))).toEqual([true, true, false]);
  });
  it('defective work remade at one\'s own cost, and no answer for a crop\'s quality, are warranties', () => {
    expect([
      'The Printer shall reprint at its own cost any leaflets that are misprinted.',
      'The Workshop shall remake at no charge any denture that does not fit.',
      'The Grower shall replace any rejected crate within a week.',
      'The Picker is not responsible for the quality of the fruit.',
      'The Landlord shall replace the boiler in 2027.',
    ].map(round('Warranties'))).toEqual([true, true, true, true, false]);
  });
  it('the purchaser of a business or land made to honour the contract is business continuity', () => {
    expect([
      'If the Owner sells the orchard, she shall require the purchaser to honour this contract.',
      'The Seller shall procure that the buyer assumes the lease.',
      'The Seller shall require the Buyer to pay in advance.',
    ].map(round('Business Continuity'))).toEqual([true, true, false]);
  });
});

describe('a company\'s administrator who signs for it is no insolvency', () => {
  it('vetoes the termination cue in a party line, not where the contract ends', () => {
    const veto = vetoed('Term & Termination');
    expect([
      'ALFA SHIPPING S.A., represented by its administrator, Mr Nikos Pappas,',
      'The Company may terminate this Agreement if an administrator is appointed.',
    ].map(veto)).toEqual([true, false]);
    expect(cued('BETA FOODS S.A., lawfully represented by its administrator, Ms Maria Kosta (the "Supplier"),', 'Term & Termination')).toBe(false);
  });
});

describe('round 7\'s strong cues', () => {
  it('no one else granted the right and lots sampled by an inspector name their subject outright', () => {
    const strength = (text: string, category: string) => categoryEvidence(text, undefined).find((e) => e.category === category)?.cue;
    expect([
      strength('The Port shall not grant to any other operator the right to run a water taxi from the quay.', 'Scope of Work'),
      strength('Each consignment shall be sampled by an independent surveyor at the port.', 'Audits'),
      strength('The Dairy may take up to 12 additional heifers on the same terms.', 'Scope of Work'),
    ]).toEqual(['strong', 'strong', true]);
  });
});
