/**
 * Review of session 43's round-1 nature, type and attribute rules (h77t60) on ordinary contract language (issue 18,
 * hrev76): we/you terms of gyms, apps, car rentals, language courses and marketplaces, leases and supply contracts,
 * sentences written for the review, none from a set. Misfires narrowed by shape, each beside the rule's own case:
 * - "you" with a bare verb binds (C34), but not where it takes a risk or goes at its own pace ("You take part at your own
 *   risk", "You study at your own pace", "You run the risk of …") nor where it hears, finds, saves or learns;
 * - a verb of effort binds the parties, but not an aim for their relationship ("seek to establish a … relationship");
 * - "owes … nothing" denies a debt, "owes … nothing more than the rent" owes the rent;
 * - a dotted day and month after a word of time is a date, a decimal ending a range after a plain figure ("between 6.5
 *   and 7.5.") or after "more/higher than" is none;
 * - the numbers of a list or range after "§§" / "§ 3–" name sections, no Number;
 * - a signer's town between post and date, but no department of common words ("Director, Procurement, 2028-03-01").
 */
import { describe, expect, it } from 'vitest';
import { attributesOf, typesOf } from './helpers.js';

const GYM = 'These membership terms apply between FitHub Ltd ("FitHub", "we", "us" or "our") and you, the member ("you", "your").';
const APP = 'These terms of use are an agreement between Notely Inc. ("Notely", "we", "us") and you, the user of the app ("you").';
const RENT = 'These rental conditions apply between Kaskad Auto AB ("we", "us") and you, the hirer ("you").';
const LEASE = 'This lease is made between Harbour Estates Ltd (the "Landlord") and Pia Moretti (the "Tenant").';

describe('C34\'s bare "you": a risk taken or a thing experienced binds no one', () => {
  it('the rule\'s own case: what the customer does is its duty', () => {
    expect(typesOf(RENT, 'You return the car with a full tank.')[1]).toEqual(['Obligation/You']);
    expect(typesOf(GYM, 'You pay the joining fee on your first visit.')[1]).toEqual(['Obligation/You']);
    expect(typesOf(APP, 'You keep your password secret.')[1]).toEqual(['Obligation/You']);
  });
  it('"at your own risk" or "at your own pace" states a risk or a freedom', () => {
    expect(typesOf(GYM, 'You take part at your own risk.')[1]).toEqual([]);
    expect(typesOf(GYM, 'You use the sauna and the steam room at your own risk.')[1]).toEqual([]);
    expect(typesOf(APP, 'You access the beta features at your own risk.')[1]).toEqual([]);
    expect(typesOf(RENT, 'You travel abroad at your own risk and only with our written consent.')[1]).toEqual([]);
    expect(typesOf(GYM, 'You train at your own pace and at your own risk.')[1]).toEqual([]);
    expect(typesOf(APP, 'You run the risk of losing your notes if you do not back them up.')[1]).toEqual([]);
  });
  it('near miss: an act done "at your own risk and expense" still binds, as the singular party\'s does', () => {
    expect(typesOf(RENT, 'You return the roof box to our office at your own risk and expense.')[1]).toEqual(['Obligation/You']);
    expect(typesOf(LEASE, 'The Tenant removes its own fittings at its own risk.')[1]).toEqual(['Obligation/Tenant']);
  });
  it('what "you" hears, finds, saves or learns describes the service', () => {
    expect(typesOf(GYM, 'You hear from us within two working days.')[1]).toEqual([]);
    expect(typesOf(GYM, 'You find the class timetable in the app.')[1]).toEqual([]);
    expect(typesOf(GYM, 'You save 15% when you pay for the year in advance.')[1]).toEqual([]);
    expect(typesOf(RENT, 'You find the spare key in the glovebox.')[1]).toEqual([]);
  });
  it('near miss: "we" beside them binds the writer (C34 binds "we" as any party since h78we), "we offer" nothing', () => {
    expect(typesOf(GYM, 'We clean the changing rooms three times a day.')[1]).toEqual(['Obligation/FitHub']);
    expect(typesOf(GYM, 'We offer a free induction to every new member.')[1]).toEqual([]);
    expect(typesOf(GYM, 'You may freeze your membership for up to three months a year.')[1]).toEqual(['Right/You']);
  });
});

describe('a verb of effort with the parties\' aim', () => {
  it('an aim for the relationship is no duty', () => {
    expect(typesOf(LEASE, 'The parties seek to establish a long-term relationship of trust.')[1]).toEqual([]);
    expect(typesOf(LEASE, 'The parties strive to build a lasting partnership.')[1]).toEqual([]);
  });
  it('near miss: trying to settle or agree binds both (the rule\'s case)', () => {
    expect(typesOf(LEASE, 'The parties try to settle any dispute by talking to each other first.')[1]).toEqual(['Obligation/Multiple Parties']);
    expect(typesOf(LEASE, 'The parties attempt to agree the rent review within one month.')[1]).toEqual(['Obligation/Multiple Parties']);
  });
});

describe('"owes … nothing more than"', () => {
  it('owes that sum: no Disclaimer', () => {
    expect(typesOf(LEASE, 'The Tenant owes the Landlord nothing more than the rent and the service charge.')[1]).toEqual([]);
    expect(typesOf(LEASE, 'The Tenant owes nothing but the rent.')[1]).toEqual([]);
  });
  it('near miss: "owes nothing further" still denies', () => {
    expect(typesOf(LEASE, 'The Tenant owes nothing further once the final rent is paid.')[1]).toEqual(['Disclaimer/Tenant']);
  });
});

describe('a dotted day and month, and a decimal ending a range', () => {
  it('a decimal after a plain figure and "to" / "and", or after "more/higher than", is no date', () => {
    expect(attributesOf('The price rises from 12.80 to 15.10.')).not.toContain('DateTime:15.10');
    expect(attributesOf('The moisture content of the grain must be between 12.5 and 14.5.')).not.toContain('DateTime:14.5');
    expect(attributesOf('The pH of the water is kept between 6.5 and 7.5.')).not.toContain('DateTime:7.5');
    expect(attributesOf('The pH of the water must not be more than 8.5.')).not.toContain('DateTime:8.5');
    expect(attributesOf('The score must be higher than 7.5.')).not.toContain('DateTime:7.5');
  });
  it('near misses: the rule\'s own dates stay', () => {
    expect(attributesOf('Grazing is allowed from 1.5. to 30.9.')).toEqual(['DateTime:1.5', 'DateTime:30.9']);
    expect(attributesOf('The hay must be delivered no later than 15.7.')).toEqual(['DateTime:15.7']);
    expect(attributesOf('The term is extended to 31.12.')).toEqual(['DateTime:31.12']);
  });
});

describe('a list or range after the section sign', () => {
  it('names sections, no Number', () => {
    expect(attributesOf('§§ 3 and 5 of the Commercial Code do not apply.')).toEqual([]);
    expect(attributesOf('§§ 3 to 5 of the Commercial Code do not apply.')).toEqual([]);
    expect(attributesOf('§ 3–5 of the Commercial Code do not apply.')).toEqual([]);
  });
  it('near misses: a count after the sections, a title number before "U.S.C." stay Numbers', () => {
    expect(attributesOf('Under § 4 the Seller delivers 12 pallets.')).toEqual(['Number:12']);
    expect(attributesOf('The Buyer complies with the Fair Credit Reporting Act, 15 U.S.C. § 1681 et seq.')).toEqual(['Number:15']);
  });
});

describe('a department between the signer\'s post and the date', () => {
  it('is no town', () => {
    expect(attributesOf('For AgroMix Kft.: Péter Nagy, Director, Procurement, 2028-03-01')).not.toContain('Location:Procurement');
    expect(attributesOf('For AgroMix Kft.: Péter Nagy, Director, Logistics, 1 March 2028')).not.toContain('Location:Logistics');
    expect(attributesOf('For AgroMix Kft.: Péter Nagy, Director, Compliance, March 1, 2028')).not.toContain('Location:Compliance');
  });
  it('near miss: a town there stays a Location (the rule\'s case)', () => {
    expect(attributesOf('For AgroMix Kft.: Péter Nagy, Director, Szeged, 2028-03-01')).toContain('Location:Szeged');
  });
});
