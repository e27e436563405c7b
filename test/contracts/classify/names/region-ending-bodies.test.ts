/**
 * A body named by what it does and the nation or region it serves, no head word the institution reader knows: one to
 * three capitalised words right before a country's name or an Australian state's code (names/region-ending-bodies.ts;
 * issue 18, h53bodies). Sentences written for this change.
 */
import { describe, expect, it } from 'vitest';
import { findNames } from '../../../../src/contracts/classify/names/names.js';
import { partiesByImportance } from '../facts-readers.js';

const named = (text: string) => findNames(text).map((n) => `${n.type}:${text.slice(n.begin, n.end)}`);

describe('a body ending in its country or region (h53bodies)', () => {
  it.each([
    ['The hatchery shall keep the records Crop Safety Scotland asks for.', 'Crop Safety Scotland'],
    ['The Grantee received a feasibility award from Innovate UK in 2024.', 'Innovate UK'],
    ['The Farm shall follow the guidance of Rural Enterprise Ireland on slurry.', 'Rural Enterprise Ireland'],
    ['The cottage is graded each year by Visit Wales.', 'Visit Wales'],
    ['The Contractor shall notify WorkCover NSW of any serious incident.', 'WorkCover NSW'],
    ['The lodge is inspected by Heritage Trails Canada, which may close it.', 'Heritage Trails Canada'],
    ['the licence that The Marine Directorate Scotland issued', 'Marine Directorate Scotland'],
  ])('%s', (text, body) => {
    expect(named(text)).toContain(`Organization:${body}`);
  });
  it.each([
    // (h55n51) A compass word before a country is one region with it (place-names.ts, REGION_QUALIFIER_BEFORE).
    ['The works run across Central Scotland and North Wales.', ['Location:Central Scotland', 'Location:North Wales']],
    ['This Agreement is governed by the laws of England and Wales.', ['Location:England', 'Location:Wales']],
    ['Throughout Scotland the Supplier shall deliver weekly.', ['Location:Scotland']],
    ['Visit Wales before the season opens.', ['Location:Wales']],
    ['The depots are in Greater London and New South Wales.', ['Location:London', 'Location:New South Wales']],
    ['Mr Peter England shall sign for the Buyer.', ['Person:Peter England']],
    ['The Supplier grows the Highland Lamb Scotland 12 line.', ['Location:Scotland']],
    ['Delivery to Glasgow Scotland within five days.', ['Location:Glasgow', 'Location:Scotland']],
    ['the Customer Scotland office', ['Location:Scotland']],
    ['The Governing Law Scotland clause applies.', ['Location:Scotland']],
  ])('%s: a place, a person or a product, no body', (text, expected) => {
    expect(named(text)).toEqual(expected);
  });
  it('leaves a longer name to its own reader (a legal form, a statute)', () => {
    expect(named('Kestrel Ireland Limited shall pay.')).toEqual(['Organization:Kestrel Ireland Limited']);
    expect(named('under the Food Safety Scotland Act 2015')).not.toContain('Organization:Food Safety Scotland');
  });
  it('is one of the contract\'s other parties', () => {
    expect(partiesByImportance(
      'This agreement is made between Loch Feed Limited (the "Supplier") and Glen Salmon Limited (the "Buyer").',
      'The Buyer shall report any feed recall to Crop Safety Scotland within 24 hours.',
    )).toEqual(['LOCH FEED Primary Supplier', 'GLEN SALMON Primary Buyer', 'CROP SAFETY SCOTLAND Unknown Unknown']);
  });
  it('does not make a primary party\'s short name another party', () => {
    expect(partiesByImportance(
      'This agreement is made between Kestrel Ireland Limited (the "Supplier") and Glen Salmon Limited (the "Buyer").',
      'Kestrel Ireland shall deliver the feed to the Buyer.',
    )).toEqual(['KESTREL IRELAND Primary Supplier', 'GLEN SALMON Primary Buyer']);
  });
});
