/**
 * Category false positives of set 23 (issue 18, h22s23), each a rule about contracts in general: a licence that is a
 * permit of a public body or of a regulated trade, or a licence of a berth, a booth or a pitch, is no intellectual
 * property; signature lines "LABEL: COMPANY By: …" and "For X: Name, Title" name no subject; the word
 * "Communications" in a regulator's or a statute's name and a public body's notices on a property are no communication
 * between the parties. Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf, hasCue } from '../helpers.js';

const under = (title: string, text: string) => categoriesOf({ text: title, kind: 'title' }, text)[1];

describe('a permit is no intellectual property', () => {
  it('a licence issued by a public body, a regulated kind of licence, a licensed trade', () => {
    const permits = [
      'The Caterer shall keep in force a liquor licence for the Venue throughout the Season.',
      'The Skipper must carry a commercial fishing licence at all times when aboard.',
      'The Club may run a raffle only under a permit or licence issued by the City Council.',
      'The Operator shall hold for the whole Term a valid pilot licence issued by the Civil Aviation Authority.',
      'Tenant will pay any fee for the renewal of the station\'s license.',
      'All wiring will be done by a licensed electrician at the Owner\'s cost.',
      'The Hirer must arrange cover through a licensed Ontario insurance broker.',
    ];
    expect(permits.map((t) => hasCue('Intellectual Property', t))).toEqual(permits.map(() => false));
  });

  it('a licence of a right keeps its Intellectual Property', () => {
    expect(hasCue('Intellectual Property', 'The Publisher grants the Distributor a licence to reproduce the Artwork on packaging.')).toBe(true);
    expect(hasCue('Intellectual Property', 'The Licensor grants a personal licence to use the Software, issued by way of a key.')).toBe(true);
    expect(hasCue('Intellectual Property', 'The Supplier holds a licence under the Patents from the University.')).toBe(true);
  });

  it('a heading of a party\'s permits and conduct names no Intellectual Property; a heading "Licences" still does', () => {
    expect(under('4.2 Permits and Licences', 'The Stallholder will display the food hygiene rating at the stall.')).not.toContain('Intellectual Property');
    expect(under('7. Licences and Qualifications', 'Each driver will carry the documents required by law.')).not.toContain('Intellectual Property');
    expect(under('7. Licences', 'Each party keeps the rights it had before this Agreement.')).toContain('Intellectual Property');
  });
});

describe('a licence of a berth, a booth or a pitch is the use of the licensor\'s place', () => {
  it('a licence to moor or to use the booth is Asset Use and no Intellectual Property', () => {
    const places = [
      'The Harbour Board grants the Owner a licence to moor the yacht at Pontoon C for the summer.',
      'The Fair grants each exhibitor a licence to use one booth in Hall 2 during opening hours.',
    ];
    expect(places.map((t) => hasCue('Intellectual Property', t))).toEqual([false, false]);
    expect(places.map((t) => hasCue('Asset Use', t))).toEqual([true, true]);
  });

  it('transferring "this licence" to a person names the contract, not a right in intellectual property', () => {
    expect(hasCue('Intellectual Property', 'The Club may transfer this licence to the purchaser of the clubhouse.')).toBe(false);
    expect(hasCue('Intellectual Property', 'Nothing in this clause limits the licence to reproduce the Photographs.')).toBe(true);
  });

  it('a licence\'s fee or period as a defined term is no Intellectual Property', () => {
    const [fee, period] = categoriesOf('"Licence Fee" means the sum payable each quarter under clause 4.', '"Licence Term" means the period from the Opening Date until the last day of the Season.');
    expect(fee).not.toContain('Intellectual Property');
    expect(period).not.toContain('Intellectual Property');
  });
});

describe('signature lines name no category, whatever the section', () => {
  it('a label in capitals, a company in capitals and "By:"', () => {
    expect(under('9. Indemnities', 'OPERATOR: NORTHSHORE TOWING CO. By: Fatima Reyes, Treasurer')).toEqual([]);
    expect(under('9. Indemnities', 'THE LENDER: KESTREL CAPITAL LLP Per: Ivo Marsh, Partner')).toEqual([]);
  });

  it('"For X:" then a person\'s name and a job title', () => {
    expect(under('12. Limitation of Liability', 'For Greenway Kennels: Samuel Otieno, Kennel Manager')).toEqual([]);
    expect(under('12. Limitation of Liability', 'For the Landlord: Ruth Abernethy')).toEqual([]);
  });

  it('a sentence opened by "For …:" keeps its categories', () => {
    expect(under('12. Limitation of Liability', 'For the avoidance of doubt: Neither party limits its liability for fraud.')).toContain('Liability');
  });
});

describe('the word "Communications" in a name, and a public body\'s notices, communicate nothing', () => {
  it('a regulator or a statute named with the word', () => {
    expect(hasCue('Communication', 'The Station shall comply with the rules of the Federal Communications Commission.')).toBe(false);
    expect(hasCue('Communication', 'The Provider shall meet the standards of the Communications Act 2003.')).toBe(false);
    expect(hasCue('Communication', 'Any filing must be made with the Department of Communications of the Province.')).toBe(false);
  });

  it('notices served by an authority on a property', () => {
    expect(hasCue('Communication', 'The Vendor confirms that it has received no statutory notices concerning the Building.')).toBe(false);
    expect(hasCue('Communication', 'There are no outstanding notices from the planning authority affecting the Site.')).toBe(false);
  });

  it('a notice between the parties in the same sentence still is one', () => {
    expect(hasCue('Communication', 'The Station shall notify the Broker of any inquiry of the Federal Communications Commission.')).toBe(true);
    expect(hasCue('Communication', 'All communications under this Agreement must be in writing.')).toBe(true);
  });
});

describe('"at the end of this Agreement" as a place in the document is no Term & Termination', () => {
  it('a schedule or a list placed at the end of the document', () => {
    expect(hasCue('Term & Termination', 'Capitalised words are defined in the glossary at the end of this Agreement.')).toBe(false);
    expect(hasCue('Term & Termination', 'The prices are those set out at the end of this contract.')).toBe(false);
  });

  it('the end of the contract as a time still is', () => {
    expect(hasCue('Term & Termination', 'The Hirer will return the boat at the end of the hire.')).toBe(true);
  });
});
