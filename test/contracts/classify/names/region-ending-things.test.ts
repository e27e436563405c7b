/**
 * Review hrev39 of h53bodies' region-ending bodies (names/region-ending-bodies.ts): capitalised words before a country
 * that name a post, a department, a law, an instrument, a day, a rate, an event, a product or a language are no body;
 * the bodies the reading was made for stay. Sentences written for this review.
 */
import { describe, expect, it } from 'vitest';
import { orgs } from '../found-names.js';

describe('things ending in a country, no body (hrev39)', () => {
  it.each([
    'The Managing Director UK shall sign each order.',
    'The Chief Executive Officer Canada shall approve the budget.',
    'Orders shall be sent to Sales Scotland at the address below.',
    'The Customer shall notify Field Operations NSW of any fault.',
    'Returns go to Customer Services UK within thirty days.',
    'Each unit shall conform to the Building Regulations England in force.',
    'The Supplier shall submit its claim under the Employment Rights Act UK.',
    'The Contractor shall follow the Code of Practice Scotland.',
    'The Seller shall obtain the Export Licence UK before shipment.',
    'The Buyer shall insure under a Marine Cargo Policy Australia.',
    'The Employer shall follow the Safe Work Method Statement NSW.',
    'No delivery shall be made on a Bank Holiday UK.',
    'The Supplier shall pay the Minimum Wage UK rate or higher.',
    'The Consultant shall attend the Annual Conference Scotland each June.',
    'The Licensee shall sell the Galaxy Phone India range only.',
    'The Services are available in English UK and French Canada.',
  ])('%s', (text) => {
    expect(orgs(text)).toEqual([]);
  });
  it.each([
    ['The Grantee received a feasibility award from Innovate UK in 2024.', 'Innovate UK'],
    ['The hatchery shall keep the records Crop Safety Scotland asks for.', 'Crop Safety Scotland'],
    ['The Contractor shall notify WorkCover NSW of any serious incident.', 'WorkCover NSW'],
    ['Please see the return filed with Revenue Ireland.', 'Revenue Ireland'],
    ['The Company is a member of Business Wales and pays its fees.', 'Business Wales'],
  ])('%s: the body stays', (text, body) => {
    expect(orgs(text)).toContain(body);
  });
});
