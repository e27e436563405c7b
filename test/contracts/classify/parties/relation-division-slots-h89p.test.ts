/**
 * An individual's slot that names a parent after the name ("son of …") and divisions joined by "and" in the address
 * ("Tehsil and District …"): the party is the person, the divisions no party; an "Owner" beside an alias that says no
 * side takes its side from the payer (slot-names.ts RELATION_AFTER_NAME and DIVISIONS_JOINED, common/lexicon/relation-
 * marks.ts, lexicon/address-divisions.ts, party-sides.ts; facts set 50's cause 4, issue 18, h89p). Sentences written
 * for the rules, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { primary } from '../facts-readers.js';

const FIRST = 'Ghulam Abbas son of Allah Ditta, resident of Chak No. 12/9-L, Tehsil and District Okara, holder of CNIC No. 35301-5566778-1, owner of the bullock-driven cane crusher at Chak No. 12/9-L (hereinafter called the "Owner") of the one part;';
const SECOND = 'Malik Sajjad Hussain son of Malik Ahmad Yar, resident of Chak No. 14/9-L, Tehsil and District Okara, holder of CNIC No. 35301-7788990-3 (hereinafter called the "Grower") of the other part.';
const AGREEMENT = (first: string, second: string, payment = '2. That the Grower shall pay the Owner Rs. 300/- (Rupees Three Hundred only) for each maund of cane crushed.') => primary(
  'AGREEMENT FOR CRUSHING OF SUGARCANE',
  'This Agreement is made and executed at Okara on this 5th day of November, 2039,',
  'BETWEEN',
  first,
  'AND',
  second,
  'NOW THEREFORE it is agreed between the parties as under:',
  '1. That the Owner shall crush the cane of the Grower at his crusher during the season.',
  payment,
);

describe('"son of" and "Tehsil and District" in an individual\'s slot (h89p)', () => {
  it('both persons are the parties; the Owner paid by the other is the Supplier', () => {
    expect(AGREEMENT(FIRST, SECOND)).toEqual(['GHULAM ABBAS Supplier', 'MALIK SAJJAD HUSSAIN Buyer']);
  });
  it('"S/o." for "son of" alike', () => {
    expect(AGREEMENT(FIRST.replace('son of', 'S/o.'), SECOND.replace('son of', 'S/o.'))).toEqual(['GHULAM ABBAS Supplier', 'MALIK SAJJAD HUSSAIN Buyer']);
  });
  it('"Village and Post" for the divisions alike', () => {
    expect(AGREEMENT(FIRST.replace('Tehsil and District', 'Village and Post'), SECOND)).toEqual(['GHULAM ABBAS Supplier', 'MALIK SAJJAD HUSSAIN Buyer']);
  });
  it('near miss: with no payer named the Owner keeps the side its alias gives', () => {
    expect(AGREEMENT(FIRST, SECOND, '2. That the season ends on 31st March, 2040.')).toEqual(['GHULAM ABBAS Buyer', 'MALIK SAJJAD HUSSAIN Supplier']);
  });
});
