/**
 * Vietnam's local governments as bodies (issue 18, h118v74; bench/log.md, h118q74's "Left", facts set 74): "the
 * People's Committee of <place> commune" and "the People's Council of <place>" are the executive and the elected body of
 * a province, district, commune or ward (Law on Organisation of Local Government 2015), named by their kind and place.
 * Contracts written for this test (none is the set's own sentence).
 */
import { describe, expect, it } from 'vitest';
import { partiesByImportance } from '../facts-readers.js';
import { itClassifiesRepeatedLinearly } from '../cue-file-linearity.js';

const hire = (clause: string) => ['CONTRACT FOR PLOUGHING A FIELD',
  'PARTY A (the farmer): Mrs. Lê Thị Hoa, residing at Tân Hòa hamlet, Mỹ Long commune.',
  'PARTY B (the ploughman): Mr. Võ Văn Bình, residing at Mỹ Long commune.',
  'Article 1. Party B ploughs Party A\'s field of 2 ha in March 2048. Party A pays Party B VND 3.000.000.', clause];

describe("a People's Committee or Council named by its place", () => {
  it('is an other party', () => {
    expect(partiesByImportance(...hire("Article 2. Disputes go first to the People's Committee of Mỹ Long commune.")))
      .toContain("PEOPLE'S COMMITTEE OF MỸ LONG COMMUNE Unknown Unknown");
    expect(partiesByImportance(...hire("Article 2. The People's Council of Bến Tre Province approves the price.")))
      .toContain("PEOPLE'S COUNCIL OF BẾN TRE PROVINCE Unknown Unknown");
    expect(partiesByImportance(...hire("Article 2. Failing that, the People's Court of Chợ Lách district decides.")))
      .toContain("PEOPLE'S COURT OF CHỢ LÁCH DISTRICT Unknown Unknown");
  });
  it('near misses: a committee or council of the people with no place names no body', () => {
    const none = (s: string) => partiesByImportance(...hire(s)).filter((p) => /COMMITTEE|COUNCIL/.test(p));
    expect(none("Article 2. The people's committee will meet after the harvest.")).toEqual([]);
    expect(none("Article 2. Disputes go to a People's Committee chosen by both parties.")).toEqual([]);
    // the kind joins only after a "People's" body: another court keeps its small-letter word out
    expect(partiesByImportance(...hire('Article 2. Disputes go to the High Court of Kenya district registry.')))
      .toContain('HIGH COURT OF KENYA Unknown Unknown');
  });
  itClassifiesRepeatedLinearly("the People's Committee of Aa Bb commune, ");
  itClassifiesRepeatedLinearly("People's People's Council ");
});
