/**
 * Set 53's attributes (issue 18, h63n53), with sentences written for these tests (none of the set's): an age written as
 * a compound adjective is no Duration, and a figure's last group is no count of its own (numbers/durations.ts,
 * AGE_ADJECTIVE_AFTER, FIGURE_GROUP_BEFORE); a rand mark written apart before a comma-grouped figure is Currency
 * (src/nlu/sysent/number/currency.ts, contractUnitBefore).
 */
import { describe, expect, it } from 'vitest';
import { attributesOf } from '../helpers.js';

describe('an age as a compound adjective (durations.ts, AGE_ADJECTIVE_AFTER, FIGURE_GROUP_BEFORE)', () => {
  it('is no Duration, and the count before it keeps its Number', () => {
    expect(attributesOf('The Company will deliver 24,000 day-old ducklings to each shed.')).toEqual(['Number:24,000']);
    expect(attributesOf('Each flock has between 9,500 and 11,000 day-old pullets.')).toEqual(['Number:9,500', 'Number:11,000']);
    // A spelled age's count is read as any spelled count is (a Number), no longer as a Duration "three-week".
    expect(attributesOf('The Breeder will supply 40 three-week-old piglets.')).toEqual(['Number:40', 'Number:three']);
  });
  it('near misses: a period with a hyphen, and an age written apart, stay Durations', () => {
    expect(attributesOf('The Supplier shall give a 30-day notice of any change.')).toEqual(['Duration:30-day']);
    expect(attributesOf('The Buyer shall pay within 14 days.')).toEqual(['Duration:within 14 days']);
  });
});

describe('a rand mark written apart before comma groups (currency.ts, contractUnitBefore)', () => {
  it('is Currency, as "R 2.45" and "R70,000" are', () => {
    expect(attributesOf('The minimum fee per flock is R 45,000 and the bonus R 1.20 per bird.')).toEqual(['Currency:R 45,000', 'Currency:R 1.20']);
  });
  it('near misses: a label\'s number after "R" stays a Number', () => {
    expect(attributesOf('Take the R 102 road to the farm.')).toEqual(['Number:102']);
  });
});

describe('the DMCC free zone (lexicon/gazetteer.ts: COMPANY_SUFFIXES, COINED_SHORT_BODIES, INSTITUTION_HEADS; names/company-names.ts ALIAS_POSSESSIVE)', () => {
  it('"X DMCC" is a company, "DMCC" alone the zone\'s authority, a disputes centre a body', () => {
    expect(attributesOf('This Lease is made between Dune Crest Holdings DMCC ("Lessor") and Amber Route Trading DMCC ("Lessee").'))
      .toEqual(['Organization:Dune Crest Holdings DMCC', 'Organization:Amber Route Trading DMCC']);
    expect(attributesOf('The Lessor shall register this Lease with DMCC.')).toEqual(['Organization:DMCC']);
    expect(attributesOf('Any dispute goes first to the DMCC Disputes Centre.')).toEqual(['Organization:DMCC Disputes Centre']);
  });
  it('near misses: a party\'s possessive before a form\'s initials is no company; a bare disputes centre is an alias', () => {
    expect(attributesOf('The loss of the Lessee\'s DMCC licence ends this Lease.')).toEqual(['Organization:DMCC']);
    expect(attributesOf('The loss of the Lessee\'s FZE licence ends this Lease.')).toEqual([]);
    expect(attributesOf('Any dispute goes first to the Disputes Centre.')).toEqual([]);
  });
});

describe('a South African town and its province (C48; lexicon/gazetteer.ts SOUTH_AFRICAN_PROVINCES in STATES_AFTER_TOWN)', () => {
  it('is one Location', () => {
    expect(attributesOf('The office is at Sandton, Gauteng.')).toEqual(['Location:Sandton, Gauteng']);
    expect(attributesOf('The Grower of Kroonstad, Free State shall keep records.')).toEqual(['Location:Kroonstad, Free State']);
  });
  it('near misses: a province alone is no town\'s, and a court named by it stays a body', () => {
    expect(attributesOf('The farm is in the Free State.')).toEqual([]);
    expect(attributesOf('The Western Cape High Court has jurisdiction.')).toEqual(['Organization:Western Cape High Court']);
  });
});
