/**
 * Review hrev79 (issue 18) of h78f44d's money, date, payment-term and title rules on ordinary language: each misfire
 * found on contracts written for the review, as a near miss, beside the rule's own case, still read.
 * - exchange-rates.ts: a sum per a unit of its own currency is a share, and a currency named in several words is read
 *   whole ("per crown" prices a dental crown);
 * - facts.ts EFFECTIVE_LOW: "On <date> … this contract was concluded" only when the clause is the making itself;
 * - facts.ts PAYMENT: no second clause with its own subject, verb and object between "paid" and "within";
 * - contract-types.ts isSubtitleLine: a number-only title is completed by a subtitle, not by the body's first sentence;
 * - place-date-lines.ts STAMP_WORD: a participle or a schedule's word before the date under the title is no town.
 */
import { describe, expect, it } from 'vitest';
import { amounts, effective, facts, paymentTerms, termination } from '../facts-readers.js';

const typeNames = (...items: string[]) => facts(...items).contract_types.map((t) => t.text_normalized);

describe('an exchange rate is between two currencies (review hrev79)', () => {
  it('a share of the sum\'s own currency stays an amount', () => {
    expect(amounts('INCENTIVE AGREEMENT', 'The Distributor earns a bonus of USD 0.05 for each dollar in excess of the target.')).toEqual(['0.05 USD']);
    expect(amounts('LOAN AGREEMENT', 'Late payment attracts a charge of 5 cents for every dollar in arrears.')).toEqual(['0.05 USD']);
    expect(amounts('FRANCHISE AGREEMENT', 'The franchisee pays a royalty of AUD 0.04 per dollar, on gross takings.')).toEqual(['0.04 AUD']);
  });
  it('a word that is a currency only with its country stays a price per thing', () => {
    expect(amounts('DENTAL LABORATORY AGREEMENT', 'The Laboratory charges GBP 350 per crown and GBP 120 per bridge unit.')).toEqual(['350 GBP', '120 GBP']);
    expect(amounts('WHISKY TASTING AGREEMENT', 'The Venue charges the Client GBP 4.50 per dram.')).toEqual(['4.5 GBP']);
  });
  it('the rule\'s own rates stay no amount', () => {
    expect(amounts('SERVICES AGREEMENT', 'The fee is EUR 40,000.00, converted at 655.957 francs CFA per euro.')).toEqual(['40000 EUR']);
    expect(amounts('SERVICES AGREEMENT', 'The fee is NZD 80,000.00; sums in US dollars are converted at NZD 1.65 per US dollar.')).toEqual(['80000 NZD']);
    expect(amounts('SERVICES AGREEMENT', 'The fee is EUR 9,000.00, and any sum in koruna is converted at CZK 25.30 to the euro.')).toEqual(['9000 EUR']);
    expect(amounts('SERVICES AGREEMENT', 'The fee is EUR 9,000.00; invoices in koruna use EUR 0.04 per Czech crown.')).toEqual(['9000 EUR']);
  });
});

describe('"On <date> … this contract was concluded" is the making only (review hrev79)', () => {
  it('the making, with a town or with the parties\' meeting', () => {
    expect(effective('SALE CONTRACT', 'On 1 March 2037, the parties met and this contract was concluded between Elm Trading and Fir Imports.')).toEqual(['2037-03-01']);
    expect(effective('AGREEMENT', 'On 14 April 2037, in the city of Tunis, this agreement was concluded between Carthage Foods and Sfax Oils.')).toEqual(['2037-04-14']);
  });
  it('near misses: a later day\'s duty or act that only mentions the making', () => {
    const made = 'Made on 2 February 2037 between Larch Co and Maple Co.';
    expect(effective('SALE CONTRACT', made, 'On 1 March 2037 the Supplier shall deliver the goods for which this contract was concluded.')).toEqual(['2037-02-02']);
    expect(effective('SUPPLY CONTRACT', made, 'On 15 March 2037 the Buyer confirms in writing that this contract is made with its authority.')).toEqual(['2037-02-02']);
    expect(effective('LOAN CONTRACT', made, 'On 1 March 2037 the Lender pays out the loan, as this contract is made for that purpose.')).toEqual(['2037-02-02']);
  });
});

describe('"paid … within <count>" in one clause (review hrev79)', () => {
  it('the rule\'s own asides stay a payment term', () => {
    expect(paymentTerms('GRAZING CONTRACT', 'The herding fee is paid in cash to the Herder at Mopti, against a receipt, within five (5) days after each month.')).toEqual(['5 days']);
    expect(paymentTerms('SUPPLY CONTRACT', 'The invoice is paid for the materials and the labour costs within 30 days of receipt.')).toEqual(['30 days']);
  });
  it('near misses: a second clause with its own subject, verb and object', () => {
    expect(paymentTerms('SALE CONTRACT', 'The price of EUR 12,000.00 is paid on delivery and the Buyer inspects the goods within 3 days.')).toEqual([]);
    expect(paymentTerms('CARRIAGE CONTRACT', 'Freight of USD 6,500.00 is paid in full before the Carrier collects the cargo within 48 hours of notice.')).toEqual([]);
    expect(paymentTerms('EMPLOYMENT CONTRACT', 'The salary of KES 180,000 is paid monthly but the Employer reviews it within 12 months.')).toEqual([]);
    expect(paymentTerms('INSURANCE CONTRACT', 'Claims are paid by the Insurer after it receives the loss adjuster\'s report within 30 days.')).toEqual([]);
  });
});

describe('a number-only title completed by a subtitle, not by the first clause (review hrev79)', () => {
  it('the subtitle completes it', () => {
    expect(typeNames('CONTRACT No. 61', 'for the supply of medical equipment.', 'Tashkent 4 June 2037')).toEqual(['Contract for the Supply of Medical Equipment']);
  });
  it('near misses: a first sentence naming this contract or a party acting', () => {
    expect(typeNames('CONTRACT No. 5', 'For the supply of the goods the Buyer pays EUR 10,000.00 to the Seller.')).toEqual([undefined]);
    expect(typeNames('CONTRACT No. 16/2037', 'On the execution of this Contract the Buyer pays an advance of 30%.')).toEqual([undefined]);
    expect(typeNames('AGREEMENT No. 9', 'For the performance of the works the Contractor uses its own tools and staff.')).toEqual([undefined]);
  });
});

describe('a participle or a schedule\'s word under the title is no town (review hrev79)', () => {
  const body = 'Volga Mills LLC (the Seller) and Ural Bread LLC (the Buyer) have concluded this contract.';
  it('a town still dates the making', () => {
    expect(effective('CONTRACT No. 8/37', 'Samara 3 April 2037', body)).toEqual(['2037-04-03']);
  });
  it('near misses: a review\'s, a receipt\'s, a delivery\'s or a completion\'s date', () => {
    expect(effective('PURCHASE AGREEMENT', 'Reviewed 2 March 2037', body)).toEqual([]);
    expect(effective('DISTRIBUTION AGREEMENT', 'Received 4 March 2037', body)).toEqual([]);
    expect(effective('SALE CONTRACT No. 55', 'Delivery 30 June 2037', body)).toEqual([]);
    expect(effective('WORKS CONTRACT No. 21', 'Completion 30 September 2037', body)).toEqual([]);
    expect(effective('RENTAL AGREEMENT', 'Until 30 June 2038', body)).toEqual([]);
    expect(termination('LICENCE AGREEMENT', 'Expiring 30 June 2038', body)).toEqual(['2038-06-30']);
  });
});
