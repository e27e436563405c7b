/**
 * Other parties of facts sets 46 and 47 (issue 18, h86o): a French-speaking country's power or water utility named by
 * what it supplies; a one-word bank's name closing on its country, French spelling too. Sentences written for the rules,
 * none from a set.
 */
import { describe, expect, it } from 'vitest';
import { orgs } from '../found-names.js';

describe('a French utility named by what it supplies and where (h86o)', () => {
  it('"Électricité de/du <Country>", "Société des Eaux de <Country>", accents or none', () => {
    expect(orgs('The Tenant pays the meter readings of Électricité du Cameroun.')).toEqual(['Électricité du Cameroun']);
    expect(orgs('Water is billed by the Société des Eaux de Mauritanie every quarter.')).toEqual(['Société des Eaux de Mauritanie']);
    expect(orgs('Power cuts announced by Electricite de Madagascar excuse the delay.')).toEqual(['Electricite de Madagascar']);
  });
  it('near misses: the word for power in a heading or before small letters names none', () => {
    expect(orgs('Électricité de base: the Owner keeps the meter.')).toEqual([]);
    expect(orgs("The électricité de l'atelier is paid by the Apprentice.")).toEqual([]);
  });
});

describe("a one-word bank's name closes on its country (h86o)", () => {
  it('French or English spelling after the bank', () => {
    expect(orgs('The deposit is paid into the account held with Orabank Bénin.')).toEqual(['Orabank Bénin']);
    expect(orgs('Rent is paid by transfer to the Owner’s account at Ecobank Togo.')).toEqual(['Ecobank Togo']);
    expect(orgs('Rent is paid by transfer to an account at Ecobank Ghana.')).toEqual(['Ecobank Ghana']);
  });
  it("near misses: a branch after a French spelling, or another capitalised word after the country, keeps it out", () => {
    expect(orgs('The fee goes by transfer to the Ecobank Guinée branch account.')).toEqual(['Ecobank']);
    expect(orgs('Fees are paid by transfer to Ecobank Togo Lomé.')).toEqual(['Ecobank']);
  });
});

describe("a chamber's name before a company's register number labels it (h86o)", () => {
  it('"no.", "No.", "reg. no." after the chamber: no body', () => {
    expect(orgs('Harbour Road 4, Philipsburg · Chamber of Commerce no. 22817')).toEqual([]);
    expect(orgs('Kaya Grandi 5, Kralendijk · Chamber of Commerce No. 4471')).toEqual([]);
    expect(orgs('Main Street 9 · Chamber of Commerce & Industry reg. no. 731')).toEqual([]);
  });
  it('near misses: the chamber named as a body keeps its name', () => {
    expect(orgs('Disputes are settled under the rules of the Chamber of Commerce of Aruba.')).toEqual(['Chamber of Commerce of Aruba']);
    expect(orgs('The Chamber of Commerce shall be told of the change within 30 days.')).toEqual(['Chamber of Commerce']);
  });
});

describe("a territory's government named by its place before the word (h86o)", () => {
  it('a saint-named territory or a listed country, then "Government"', () => {
    expect(orgs('Trading hours are set by St Kilda Government each season.')).toEqual(['St Kilda Government']);
    expect(orgs('The Kenya Government’s consent is needed for the export.')).toEqual(['Kenya Government']);
  });
  it('near misses: a capitalised word after "Government" makes it the name of something else', () => {
    expect(orgs('The rate is published in the Kenya Government Gazette.')).toEqual([]);
    expect(orgs('Pupils of St Mary Government School may enter free.')).toEqual(expect.not.arrayContaining(['St Mary Government']));
  });
});

describe('a French company name joined by an elided "d\'" (h86o)', () => {
  it('"d\'" before a capital joins the name\'s words', () => {
    expect(orgs("The Caretaker is insured with Mutuelle d'Assurances SA for the season.")).toEqual(["Mutuelle d'Assurances SA"]);
    expect(orgs('The works are done by Compagnie Générale d’Entreprises SARL.')).toEqual(['Compagnie Générale d’Entreprises SARL']);
  });
  it('near misses: a small letter after it joins nothing', () => {
    expect(orgs("Boulangerie Martin SARL d'accord with the plan.")).toEqual(['Boulangerie Martin SARL']);
  });
});
