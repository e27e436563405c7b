/**
 * Other parties of facts set 48 and leftovers of sets 46 and 47 (issue 18, h87o): companies named by their trade, a
 * bank's two words of its own, a foundation, an observatory, a legislature, a territory's governing office, a State's
 * mission with its seat. Sentences written for the rules, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { orgs } from '../found-names.js';

describe('a company named by its trade, without a legal form (h87o)', () => {
  it('the trade\'s word before the name: airline, bank, insurer, courier', () => {
    expect(orgs('Tickets are booked with the airline Air Tahiti Nui at the Client’s cost.')).toEqual(['Air Tahiti Nui']);
    expect(orgs('The deposit is held by the bank Raiffeisen Ticino until the keys are returned.')).toEqual(['Raiffeisen Ticino']);
    expect(orgs('The Lessee insures the boat with the insurer Mapfre Guanarteme.')).toEqual(['Mapfre Guanarteme']);
  });
  it('the carrier of air freight after "by", "with" or "on"', () => {
    expect(orgs('The Buyer pays the air freight from Nuuk to Copenhagen with Greenlandair.')).toEqual(['Greenlandair']);
    expect(orgs('Samples go as air cargo on Solomon Airlines twice a month.')).toEqual(['Solomon Airlines']);
  });
  it('near misses: a role, a place, a day or common words after the cue name no company', () => {
    expect(orgs('The air freight is booked by the Buyer and paid by the Seller.')).toEqual([]);
    expect(orgs('Parts are sent by air on Monday to the workshop.')).toEqual([]);
    expect(orgs('Transfer the fee to the bank Account Details given below.')).toEqual([]);
    expect(orgs('The Seller sends the goods by air with Express Delivery where asked.')).toEqual([]);
  });
});

describe("a bank named by its head and two words of its own (h87o)", () => {
  it('a group\'s regional bank', () => {
    expect(orgs('Payment is made to the account held with Crédit Agricole Alpes-Provence.')).toEqual(['Crédit Agricole Alpes-Provence']);
    expect(orgs('The rent is paid into an account at Banco Santander Totta every month.')).toEqual(['Banco Santander Totta']);
  });
  it('near misses: a common English word after the bank\'s words keeps the whole out', () => {
    expect(orgs('Quote the Banco Pichincha Reference on each transfer.')).toEqual([]);
  });
});

describe('a foundation and an observatory named by their qualifiers (h87o)', () => {
  it('with qualifiers, or an "of" tail', () => {
    expect(orgs('Each print carries a stamp issued by the Dorset Craft Foundation.')).toEqual(['Dorset Craft Foundation']);
    expect(orgs('Work stops whenever the Soufrière Hills Observatory raises the alert level.')).toEqual(['Soufrière Hills Observatory']);
  });
  it('an NHS foundation trust keeps its whole name', () => {
    expect(orgs('Parking is run for Bexley Vale Hospitals NHS Foundation Trust by the Operator.')).toEqual(['Bexley Vale Hospitals NHS Foundation Trust']);
  });
  it('a side named with its alias is left to the party readers', () => {
    expect(orgs('This grant is made by The Aldermoor Foundation, a charity (the "Foundation"), to Brook Lane Youth CIO (the Grantee).')).toEqual(['Brook Lane Youth CIO']);
    expect(orgs('The Embassy of Peru (the Embassy) leases the flat from the Landlord.')).toEqual([]);
  });
  it('near misses: alone, a footing, or a first course', () => {
    expect(orgs('The Foundation shall report on the grant each year.')).toEqual([]);
    expect(orgs('The Contractor casts the Concrete Foundation before the frame is raised.')).toEqual([]);
    expect(orgs('The fee covers the Art Foundation Course and its materials.')).toEqual([]);
  });
});

describe('a legislature, and an island government named by its own name (h87o)', () => {
  it('a legislature by its qualifiers or tail, and the listed names', () => {
    expect(orgs('The levy is fixed by the Legislative Assembly of Nunavut.')).toEqual(['Legislative Assembly of Nunavut']);
    expect(orgs('The hire fee follows the tariff approved by Chief Pleas.')).toEqual(['Chief Pleas']);
    expect(orgs('The licence is renewed each year by the States of Jersey.')).toEqual(['States of Jersey']);
    expect(orgs('Dogs are registered as the Public Entity Saba requires.')).toEqual(['Public Entity Saba']);
  });
  it('near misses: a listed name before a capitalised word opens a longer name', () => {
    expect(orgs('Appeals go to the States of Jersey Planning Committee within a month.')).not.toContain('States of Jersey');
  });
  it('near misses: "Act of Parliament" and the plural "States" name none', () => {
    expect(orgs('Any Act of Parliament that changes the levy applies.')).toEqual([]);
    expect(orgs('The goods may be sold in the States of Ohio and Iowa.')).not.toContain('States of Ohio');
  });
});

describe("a territory's governing office, by its post or seat and \"of\" the territory (h87o)", () => {
  it('a governor, a lieutenant governor, a prefect, a prefecture', () => {
    expect(orgs('Camping needs the permit of the Governor of Bermuda.')).toEqual(['Governor of Bermuda']);
    expect(orgs('The event is held as authorised by the Prefect of Martinique.')).toEqual(['Prefect of Martinique']);
    expect(orgs('Fishing stops when the Prefecture of Mayotte closes the lagoon.')).toEqual(['Prefecture of Mayotte']);
  });
  it('near misses: a post in a bank, a school or a prison, the post alone, a Japanese prefecture', () => {
    expect(orgs('A letter from the Governor of the Central Bank of Kenya is attached.')).toEqual(['Central Bank of Kenya']);
    expect(orgs('She is a Governor of the Academy and may not vote.')).toEqual([]);
    expect(orgs('The Governor shall approve the plan.')).toEqual([]);
    expect(orgs('Delivery is made to a warehouse in Chiba Prefecture.')).not.toContain('Chiba Prefecture');
  });
});

describe("a State's mission abroad ends on its seat after \"in\" (h87o)", () => {
  it('an embassy or a high commission and its seat', () => {
    expect(orgs('Visas are issued by the Embassy of Japan in Samoa within ten days.')).toEqual(['Embassy of Japan in Samoa']);
    expect(orgs('The British High Commission in Port Moresby certifies the copy.')).toEqual(['British High Commission in Port Moresby']);
  });
  it('near misses: a month after "in" is no seat', () => {
    expect(orgs('The Embassy of Japan in March closed its office.')).toEqual(['Embassy of Japan']);
  });
});

describe('a country named with "and" is one qualifier of a body (h87o)', () => {
  it('the country before a bureau or an authority', () => {
    expect(orgs('Labels follow the rules of the Trinidad and Tobago Bureau of Standards.')).toEqual(['Trinidad and Tobago Bureau of Standards']);
    expect(orgs('Permits come from the Antigua and Barbuda Port Authority.')).toEqual(['Antigua and Barbuda Port Authority']);
  });
  it('near misses: two bodies joined by "and" stay two', () => {
    expect(orgs('Copies go to the Kenya Bureau of Standards and the Uganda Revenue Authority.')).toEqual(['Kenya Bureau of Standards', 'Uganda Revenue Authority']);
  });
});

describe("a company's name holds its bailiwick in brackets, and a small island state after its form (h87o)", () => {
  it('"(Guernsey)", "(Jersey)" before the form; "… Corporation of Tuvalu", "… Company of Nauru"', () => {
    expect(orgs('Rent is paid to the account with Harbour Trust (Jersey) Limited each quarter.')).toEqual(['Harbour Trust (Jersey) Limited']);
    expect(orgs('Fuel is bought from the Island Fuel Company of Nauru at cost.')).toEqual(['Island Fuel Company of Nauru']);
  });
  it('near misses: a town after the form stays out', () => {
    expect(orgs('Fuel is bought from the Island Fuel Company of Funafuti at cost.')).toEqual(['Island Fuel Company']);
  });
});

describe('a Nordic court after its place and a sport\'s federation after its region (h87o)', () => {
  it('the court word in small letters, the federation in one compound', () => {
    expect(orgs('Disputes are settled by Stockholms tingsrätt.')).toEqual(['Stockholms tingsrätt']);
    expect(orgs('The Club follows the kit rules of Gotlands Fotbollförbund.')).toEqual(['Gotlands Fotbollförbund']);
  });
  it('near misses: the word alone names none', () => {
    expect(orgs('The tingsrätt of the seat decides.')).toEqual([]);
  });
  it('named again in brackets after its English name, the same court is no second body', () => {
    expect(orgs('Disputes go to the Rogaland District Court (Stavanger tingrett).')).toEqual(['Rogaland District Court']);
  });
});
