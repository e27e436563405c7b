/**
 * Roles named only in the signature block (issue 18, h20s20): a preamble names two companies with no alias, the body
 * calls them by a role ("Grazier shall", "Estate may"), and each signature line's label pairs the role with a name
 * ("ESTATE: KILBRIDE HILL ESTATES LTD"). Sentences written for the rule, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { elements, typesOf } from '../helpers.js';

const PREAMBLE = 'This Grazing Licence is made on 3 March 2027 between Kilbride Hill Estates Ltd, a company registered in Scotland, and Moorfoot Livestock Partners LLP.';
const BODY = ['Grazier shall pay Estate a fee of £4,200 for the season.', 'Estate may inspect the fields at any time.', 'Grazier may not sublet the grazing.'];
const SIGNED = ['ESTATE: KILBRIDE HILL ESTATES LTD', 'By: Fiona Kerr, Director', 'GRAZIER: MOORFOOT LIVESTOCK PARTNERS LLP', 'By: Ewan Laidlaw, Partner'];
const primaries = (...items: string[]) =>
  classifyContract(elements(...items)).parties.filter((p) => p.importance === 'Primary').map((p) => `${p.party} ${p.role}`);

describe('a role named only in the signature block', () => {
  it('the label before a preamble party\'s name is its alias: the body\'s clauses bind it', () => {
    expect(typesOf(PREAMBLE, ...BODY, ...SIGNED).slice(1, 4)).toEqual([['Obligation/Grazier'], ['Right/Estate'], ['Exclusion/Grazier']]);
    // Neither alias is a role word; "Grazier shall pay Estate a fee" makes the grazier the paying side (h21f14).
    expect(primaries(PREAMBLE, ...BODY, ...SIGNED)).toEqual(['KILBRIDE HILL ESTATES Supplier', 'MOORFOOT LIVESTOCK PARTNERS Buyer']);
  });
  it('a label in title case reads the same; a landowner lets its land, as a lessor does', () => {
    const preamble = 'This Hunting Lease is entered into between Cedar Fork Farms, Inc. and Bobwhite Sporting Club LLC.';
    const body = ['Club shall pay Landowner rent of $9,000 each season.', 'Landowner may close the north pasture during calving.'];
    expect(typesOf(preamble, ...body, 'Landowner: Cedar Fork Farms, Inc.', 'Club: Bobwhite Sporting Club LLC').slice(1, 3)).toEqual([['Obligation/Club'], ['Right/Landowner']]);
    expect(primaries(preamble, ...body, 'Landowner: Cedar Fork Farms, Inc.', 'Club: Bobwhite Sporting Club LLC')).toEqual(['CEDAR FORK FARMS Supplier', 'BOBWHITE SPORTING CLUB Buyer']);
  });
  it('a label the body never uses is no role, and a name the preamble did not name as a party takes none', () => {
    // The preamble's slots make both companies parties all the same, by their names (h64bind): no role.
    expect(primaries(PREAMBLE, 'The fee is due on 1 May.', ...SIGNED)).toEqual(['KILBRIDE HILL ESTATES Unknown', 'MOORFOOT LIVESTOCK PARTNERS Unknown']);
    expect(primaries('This Grazing Licence is dated 3 March 2027.', ...BODY, ...SIGNED)).toEqual([]);
  });
  it('the lines of who signs ("By:", "Name:", "Signed for and on behalf of:") are no role', () => {
    const signed = ['By: Kilbride Hill Estates Ltd', 'Name: Moorfoot Livestock Partners LLP'];
    expect(primaries(PREAMBLE, 'By the end of May the fields are closed.', 'Name each animal on the register.', ...signed)).toEqual(['KILBRIDE HILL ESTATES Unknown', 'MOORFOOT LIVESTOCK PARTNERS Unknown']);
  });
  it('a preamble alias is kept: the signature label does not replace it', () => {
    const preamble = 'This Grazing Licence is made between Kilbride Hill Estates Ltd (the "Licensor") and Moorfoot Livestock Partners LLP (the "Licensee").';
    expect(typesOf(preamble, 'Licensee shall pay the fee.', 'Grazier shall pay the fee.', ...SIGNED).slice(1, 3)).toEqual([['Obligation/Licensee'], []]);
  });
  it('one label on two names is no role of either', () => {
    const signed = ['PARTY OF THE FIRST PART: KILBRIDE HILL ESTATES LTD', 'GRAZIER: KILBRIDE HILL ESTATES LTD', 'GRAZIER: MOORFOOT LIVESTOCK PARTNERS LLP'];
    expect(primaries(PREAMBLE, ...BODY, ...signed)).toEqual(['KILBRIDE HILL ESTATES Unknown', 'MOORFOOT LIVESTOCK PARTNERS Unknown']);
  });
});
