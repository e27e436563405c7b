/**
 * A pronoun opening a sentence after a sentence that bound one party (hrev14's item, h23s23): the subject before is the
 * first choice, an object of that sentence is meant when the pronoun agrees with a thing it names and the verb is what a
 * thing does, or when another party it names was given something the verb gives back. Sentences written for the rule.
 */
import { describe, expect, it } from 'vitest';
import { PREAMBLE, typesOf } from '../helpers.js';

describe('a thing named as the object before', () => {
  it('"It" with a thing\'s verb stands for the singular thing, not the party', () => {
    expect(typesOf(PREAMBLE, 'The Supplier shall deliver the report.', 'It will include a summary of the work.')[2]).toEqual([]);
    expect(typesOf(PREAMBLE, 'The Customer shall provide a server.', 'It must run Linux.')[2]).toEqual([]);
    expect(typesOf(PREAMBLE, 'The Supplier shall fit a meter to the boiler.', 'It must display the reading on its front.')[2]).toEqual([]);
    // A singular noun in -is, -us or -ss ("analysis", "status", "process") is no plural.
    expect(typesOf(PREAMBLE, 'The Supplier shall prepare an analysis of the market.', 'It must cover the last two years.')[2]).toEqual([]);
  });
  it('"They" with a thing\'s verb stands for the plural thing', () => {
    expect(typesOf(PREAMBLE, 'The Supplier shall supply the Products.', 'They must conform to the Specification.')[2]).toEqual([]);
  });
  it('a party\'s verb keeps the subject before, as does a pronoun that cannot be the thing', () => {
    expect(typesOf(PREAMBLE, 'The Supplier shall deliver the report.', 'It shall also send a copy to the auditor.')[2]).toEqual(['Obligation/Supplier']);
    // "It" is no plural thing: the Products cannot be it, whatever the verb.
    expect(typesOf(PREAMBLE, 'The Supplier shall store the Products.', 'It must carry insurance for their full value.')[2]).toEqual(['Obligation/Supplier']);
    expect(typesOf(PREAMBLE, 'The Supplier shall store the Products in a dry place.', 'It shall keep records of every delivery.')[2]).toEqual(['Obligation/Supplier']);
    // "he" and "she" stand for no thing.
    expect(typesOf(PREAMBLE, 'The Supplier shall deliver the report.', 'She must include her findings.')[2]).toEqual(['Obligation/Supplier']);
  });
  it('a verb a party does as often keeps the subject, and so does bearing, covering or carrying a cost, risk or the work (hrev15)', () => {
    expect(typesOf(PREAMBLE, 'The Supplier shall install the software.', 'It shall support the Customer\'s staff for one year.')[2]).toEqual(['Obligation/Supplier']);
    expect(typesOf(PREAMBLE, 'The Supplier shall repair the roof.', 'It shall work only between 8 am and 6 pm.')[2]).toEqual(['Obligation/Supplier']);
    expect(typesOf(PREAMBLE, 'The Customer shall insure the building.', 'It shall renew the policy every year.')[2]).toEqual(['Obligation/Customer']);
    expect(typesOf(PREAMBLE, 'The Supplier shall deliver the report.', 'It shall bear all costs of the delivery.')[2]).toEqual(['Obligation/Supplier']);
    expect(typesOf(PREAMBLE, 'The Supplier shall deliver the report.', 'It shall cover the cost of any corrections.')[2]).toEqual(['Obligation/Supplier']);
    expect(typesOf(PREAMBLE, 'The Supplier shall inspect the site.', 'It shall carry out the Works in accordance with the Programme.')[2]).toEqual(['Obligation/Supplier']);
    // A thing's own burden stays the thing's: a label bears a mark.
    expect(typesOf(PREAMBLE, 'The Supplier shall fix a label to the crate.', 'It must bear the CE mark.')[2]).toEqual([]);
  });
  it('"run" with an object of its own is a party\'s verb ("run the helpdesk")', () => {
    expect(typesOf(PREAMBLE, 'The Supplier shall staff the office.', 'It shall run the helpdesk on weekdays.')[2]).toEqual(['Obligation/Supplier']);
  });
});

describe('another party named as the object before', () => {
  it('a verb of giving back takes the party that was given the thing', () => {
    expect(typesOf(PREAMBLE, 'The Customer shall lend the Supplier two laptops.', 'It must return them when the project ends.')[2]).toEqual(['Obligation/Supplier']);
    expect(typesOf(PREAMBLE, 'The Customer shall issue the Supplier a pass.', 'It shall hand the pass back on the last day.')[2]).toEqual(['Obligation/Supplier']);
  });
  it('any other verb keeps the subject', () => {
    expect(typesOf(PREAMBLE, 'The Customer shall lend the Supplier two laptops.', 'It must insure them while they are on loan.')[2]).toEqual(['Obligation/Customer']);
  });
});
