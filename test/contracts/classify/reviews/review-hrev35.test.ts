/**
 * The review of session 33's category merges (issue 18, hrev35): false readings of ordinary contract language near the
 * edges of the new cue files, each with the near miss the rule was written for kept. Every sentence is written here.
 */
import { describe, expect, it } from 'vitest';
import { categoriesAfter } from '../categories/set-cue-helpers.js';

const PREAMBLE = 'This Agreement is made between Harbour Trading Limited ("the Company") and Quay Services Limited ("the Supplier").';
const categoriesOf = categoriesAfter(PREAMBLE);

describe('a leased thing by its own name: not staff, skill, papers, a sold machine\'s parts or a business moved (hrev35, h50c50)', () => {
  it('staff leased out, skill used with care, the proceeds of a loan: no Asset Use', () => {
    expect(categoriesOf('The Agency leases qualified nurses to the Hospital for periods of up to six months.')).not.toContain('Asset Use');
    expect(categoriesOf('The Staffing Company hires out its drivers to the Customer on a daily basis.')).not.toContain('Asset Use');
    expect(categoriesOf('The Consultant shall use its professional skill with due care and diligence.')).not.toContain('Asset Use');
    expect(categoriesOf('The Borrower shall not use the proceeds for business purposes other than the Project.')).not.toContain('Asset Use');
  });
  it('a paper returned to the Landlord, a report that stays its author\'s: no Asset Use', () => {
    expect(categoriesOf('The Tenant shall return the signed counterpart to the Landlord within five days.')).not.toContain('Asset Use');
    expect(categoriesOf('Any notice returned undelivered to the Landlord is deemed served.')).toEqual(['Communication']);
    expect(categoriesOf('The Consultant shall provide the Client with a report, which remains the property of the Consultant.')).not.toContain('Asset Use');
    expect(categoriesOf('The Architect shall supply the Client with the drawings, which remain the property of the Architect.')).not.toContain('Asset Use');
  });
  it('a sold machine\'s wear parts under its warranty or kept in stock: no Asset Use, the warranty kept', () => {
    expect(categoriesOf('Wear parts are excluded from the Supplier\'s warranty and are charged at list price.')).toEqual(['Pricing & Taxes', 'Warranties']);
    expect(categoriesOf('The Seller shall keep a stock of wear parts for the machine for ten years after delivery.')).not.toContain('Asset Use');
  });
  it('a head office, a home or data moved out of a country: no Asset Use', () => {
    expect(categoriesOf('The Company shall not move its headquarters out of the State without the Investor\'s consent.')).not.toContain('Asset Use');
    expect(categoriesOf('The Processor shall not move the data out of the country.')).not.toContain('Asset Use');
    expect(categoriesOf('The Employee will not move their residence out of the state while employed.')).not.toContain('Asset Use');
  });
  it('keeps the leased thing: the lease, its use with care, its return, its parts, its title, its store', () => {
    expect(categoriesOf('The Lessor leases two forklifts to the Lessee for the Term.')).toContain('Asset Use');
    expect(categoriesOf('The Hirer shall use the vehicles with care and not use them for racing.')).toContain('Asset Use');
    expect(categoriesOf('The Tenant shall return the keys to the Landlord on the last day of the tenancy.')).toContain('Asset Use');
    expect(categoriesOf('The Lessor bears the cost of wear parts such as tyres and chains.')).toContain('Asset Use');
    expect(categoriesOf('The Agency will issue each Contractor with an identity badge, which remains the property of the Agency.')).toContain('Asset Use');
    expect(categoriesOf('The Keeper must not move the goods out of the warehouse without the Owner\'s written consent.')).toContain('Asset Use');
  });
});

describe('a price in a schedule or as a share: not a rate of performance or exchange, a default charge or a security (hrev35, h50c50)', () => {
  it('a response, recycling or exchange rate in a schedule: no Pricing & Taxes', () => {
    expect(categoriesOf('The Supplier shall meet the response rates in Schedule 4.')).not.toContain('Pricing & Taxes');
    expect(categoriesOf('The Contractor shall achieve the recycling rates set out in Annex B.')).not.toContain('Pricing & Taxes');
    expect(categoriesOf('Amounts in foreign currency are converted at the exchange rates in Appendix A.')).not.toContain('Pricing & Taxes');
  });
  it('a default charge on overdue sums (C17), a charge over shares, a fee\'s stage payment: no Pricing & Taxes from the share', () => {
    expect(categoriesOf('The Borrower shall pay a default charge of 2% per month on all overdue amounts.')).toEqual(['Payment Terms & Billing']);
    expect(categoriesOf('The Bank may register a charge of 100% over the Borrower\'s shares.')).not.toContain('Pricing & Taxes');
    expect(categoriesOf('The fee 50% of which is payable on signing covers all work.')).toEqual(['Payment Terms & Billing']);
  });
  it('keeps the prices: fees and rates in a schedule, a commission as a share', () => {
    expect(categoriesOf('The Company shall pay the fees in Schedule 2.')).toEqual(['Payment Terms & Billing', 'Pricing & Taxes']);
    expect(categoriesOf('The Client shall pay for extra work at the rates set out in Schedule 1.')).toContain('Pricing & Taxes');
    expect(categoriesOf('The Agent shall receive a commission equal to 5% of net sales.')).toContain('Pricing & Taxes');
    expect(categoriesOf('The Supplier shall pay a fee of 3% of the gross takings.')).toContain('Pricing & Taxes');
  });
});

describe('a subscription\'s plain terms: the agreement\'s term and start only, a member\'s place only (hrev35, h50c50)', () => {
  it('a warranty\'s, a guarantee\'s or a patent\'s term: no Term & Termination, the subject kept', () => {
    expect(categoriesOf('The term of the warranty is two years from delivery.')).toEqual(['Warranties']);
    expect(categoriesOf('The term of the guarantee is ten years from practical completion.')).not.toContain('Term & Termination');
    expect(categoriesOf('The term of the patent is 20 years from filing.')).toEqual(['Intellectual Property']);
  });
  it('a notice\'s or a new price\'s "it takes effect": no Term & Termination', () => {
    expect(categoriesOf('It takes effect when the Supplier receives it.')).not.toContain('Term & Termination');
    expect(categoriesOf('It will take effect 30 days after we send you the notice of the new price.')).toEqual(['Communication', 'Pricing & Taxes']);
  });
  it('a share booked to a cost centre, title records obtained: no Assignments, no Privacy', () => {
    expect(categoriesOf('Each party must charge its share to its own cost centre.')).not.toContain('Assignments');
    expect(categoriesOf('The Seller authorises the Buyer to obtain her title records from the Land Registry.')).not.toContain('Privacy');
  });
  it('keeps the subscription\'s own terms', () => {
    expect(categoriesOf('The term of the licence is five years from the Effective Date.')).toContain('Term & Termination');
    expect(categoriesOf('The term is 20 years from the date the Garden starts operating.')).toContain('Term & Termination');
    expect(categoriesOf('It takes effect on the date we accept your form.')).toEqual(['Term & Termination']);
    expect(categoriesOf('You may not sell or pledge your share.')).toEqual(['Assignments']);
    expect(categoriesOf('You authorize us to obtain your usage history from your utility.')).toEqual(['Privacy']);
  });
});

describe('a processor\'s risk from receipt: not a buyer\'s (hrev35, h50c50)', () => {
  it('a buyer bearing the risk of the goods from their receipt: no Liability (the risk passing)', () => {
    expect(categoriesOf('The Buyer shall bear the risk of loss of the Goods from their receipt at the Buyer\'s premises.')).not.toContain('Liability');
    expect(categoriesOf('The Purchaser bears the risk of damage to the Equipment from receipt.')).not.toContain('Liability');
  });
  it('keeps the processor\'s risk of the goods it holds', () => {
    expect(categoriesOf('The Miller bears the risk of loss of or damage to the grain from its receipt.')).toEqual(['Liability']);
  });
});

describe('the contract\'s object said outright: not a thing that is its subject, not a sale supposed (hrev35, h51cat)', () => {
  it('a thing "that is the subject of this Agreement" said to be something else: no Scope of Work', () => {
    expect(categoriesOf('The Software that is the subject of this Agreement is the property of the Licensor.')).not.toContain('Scope of Work');
    expect(categoriesOf('Any information that is the subject of this Agreement is to be kept confidential.')).toEqual(['Confidentiality']);
  });
  it('a sale and a purchase supposed by a condition: no strong Scope of Work, the payment kept', () => {
    expect(categoriesOf('If the Reseller sells and the Customer buys a Product, the Reseller shall pay the Vendor a commission of 10%.')).toEqual(['Payment Terms & Billing', 'Pricing & Taxes']);
    expect(categoriesOf('Where the Tenant sells and the Landlord buys the fixtures, the price is their book value.')).toEqual(['Pricing & Taxes']);
  });
  it('keeps the object said outright and the sale agreed', () => {
    expect(categoriesOf('The object of this contract is the collection and washing of hospital linen.')).toEqual(['Scope of Work']);
    expect(categoriesOf('The purpose of this Agreement is to set out the terms on which the Supplier provides cleaning services.')).toContain('Scope of Work');
    expect(categoriesOf('The Farmer agrees to sell and the Co-op agrees to buy the whole crop of barley.')).toContain('Scope of Work');
    expect(categoriesOf('Harbour sells and Quay buys twelve tonnes of dried figs.')).toContain('Scope of Work');
  });
});

describe('a log or a record a party keeps: not its standing, a notebook computer, a record label (hrev35, h51cat)', () => {
  it('a safety or attendance record kept up, a notebook computer kept, a record label: no Audits', () => {
    expect(categoriesOf('The Contractor shall maintain a good safety record throughout the Term.')).toEqual(['Safety and Security']);
    expect(categoriesOf('The Employee shall maintain a satisfactory attendance record.')).not.toContain('Audits');
    expect(categoriesOf('The Company will provide and maintain a notebook computer for the Employee\'s use.')).not.toContain('Audits');
    expect(categoriesOf('The Artist shall not maintain a record label of his own during the Term.')).not.toContain('Audits');
    expect(categoriesOf('The Customer shall keep a log-in password for each user secret.')).not.toContain('Audits');
  });
  it('keeps the logs and records kept', () => {
    expect(categoriesOf('The Caterer shall keep a fridge temperature log for each kitchen.')).toEqual(['Audits']);
    expect(categoriesOf('The Supplier shall keep a record of the hours worked by each consultant.')).toContain('Audits');
    expect(categoriesOf('The Operator shall keep a log of all access to the server room.')).toContain('Audits');
  });
});

describe('stock counted: not a billing cycle, people counted, goods counted on delivery (hrev35, h51cat)', () => {
  it('a cycle that counts as a month, a count of employees, goods counted on delivery: no Audits', () => {
    expect(categoriesOf('Each billing cycle counts as one month.')).not.toContain('Audits');
    expect(categoriesOf('A partial cycle counts as a full cycle for the purpose of the minimum charge.')).not.toContain('Audits');
    expect(categoriesOf('The Employer shall give the Union a physical count of employees on each site.')).not.toContain('Audits');
    expect(categoriesOf('The Buyer shall count the goods on delivery and notify any shortfall within 2 days.')).toEqual(['Communication']);
  });
  it('keeps the stock counted', () => {
    expect(categoriesOf('The Warehouse shall carry out a full stocktake each year.')).toEqual(['Audits']);
    expect(categoriesOf('The Keeper shall carry out a rolling cycle count of all fast-moving lines.')).toEqual(['Audits']);
    expect(categoriesOf('The Consignee shall allow the Consignor to count the stock in its shops once a quarter.')).toEqual(['Audits']);
  });
});

describe('a code a party works by: not a chamber\'s code a dispute is settled by (hrev35, h51cat)', () => {
  it('a dispute settled under arbitration rules and a code of ethics: no Responsibilities', () => {
    expect(categoriesOf('Any dispute shall be settled in accordance with the arbitration rules and code of ethics of the Chamber.')).toEqual(['Dispute Resolution']);
  });
  it('keeps the code the party works by', () => {
    expect(categoriesOf('The Supplier shall comply with the Company\'s supplier code of conduct.')).toEqual(['Responsibilities']);
  });
});
