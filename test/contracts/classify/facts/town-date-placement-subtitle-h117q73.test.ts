/**
 * Facts set 73's cause 7 (issue 18, h117q73), on contracts written for it, none from the set:
 * - a place-and-date line whose town is followed by "town" or "village" before a day in guillemets or quotes ("Naryn town
 *   «14» June 2046"), as "Almaty city «…»" was read, is the day the contract was made (place-date-lines.ts
 *   SETTLEMENT_AFTER);
 * - a subtitle "on the placement of …" under a numbered title is what the contract is for (contract-types.ts
 *   SUBTITLE_LINE), as "on the supply of …" is: the title joins it, and the date line under it is read.
 */
import { describe, expect, it } from 'vitest';
import { effective, facts } from '../facts-readers.js';
import { isPlaceAndDateLine } from '../../../../src/contracts/classify/signatures/place-date-lines.js';
import { isSubtitleLine } from '../../../../src/contracts/classify/document/contract-types.js';

const PARTIES = 'Limited Liability Company «Naryn Media», hereinafter the «Agency», and individual entrepreneur Osmonova Aida Kubanychbekovna, hereinafter the «Owner», have concluded this agreement as follows:';
const PRICE = '1. The Agency pays the Owner 4 000 (four thousand) KGS per month.';

describe('"town" or "village" before a quoted day (cause 7)', () => {
  it.each([
    ['Naryn town «14» June 2046', '2046-06-14'],
    ['Kochkor village «02» June 2046', '2046-06-02'],
    ['Naryn town "14" June 2046', '2046-06-14'],
    ['Naryn city «14» June 2046', '2046-06-14'],
  ])('%s', (line, date) => {
    expect(effective('AGREEMENT No. 12', line, PARTIES, PRICE)).toEqual([date]);
  });
  it('the line reader', () => {
    expect(isPlaceAndDateLine('Naryn town «14» June 2046')).toBe(true);
    expect(isPlaceAndDateLine('Kochkor village, 2 June 2046')).toBe(true);
    // Near misses: no date after the settlement's noun, a stamp's word before it.
    expect(isPlaceAndDateLine('Naryn town')).toBe(false);
    expect(isPlaceAndDateLine('Naryn town centre «14» June 2046')).toBe(false);
  });
});

describe('a subtitle "on the placement of …" (cause 7)', () => {
  it('the title joins it, and the date line under it is read', () => {
    const text = ['AGREEMENT No. 12', 'on the placement of an advertising board on the roof of a shop', '(translated from Russian)', 'Naryn town «14» June 2046', PARTIES, PRICE];
    expect(facts(...text).contract_types.map((t) => t.text_normalized)).toEqual(['Agreement on the Placement of an Advertising Board on the Roof of a Shop']);
    expect(effective(...text)).toEqual(['2046-06-14']);
    expect(facts('CONTRACT No. 3', 'for the placement of beehives on the land of a cooperative', PARTIES, PRICE).contract_types.map((t) => t.text_normalized)).toEqual(['Contract for the Placement of Beehives on the Land of a Cooperative']);
  });
  it('the line reader, and near misses: a sentence, a placement with no "of"', () => {
    expect(isSubtitleLine('on the placement of an advertising board on the roof of a shop')).toBe(true);
    expect(isSubtitleLine('On the placement of the board the Agency pays the Owner 4 000 KGS.')).toBe(false);
    expect(isSubtitleLine('On the placement of this Agreement on its website, the Agency informs the Owner')).toBe(false);
    expect(isSubtitleLine('on placement')).toBe(false);
  });
});
