/**
 * "supervised by <Word>" names no body: work is supervised by a person as often as by a regulator ("the works are
 * supervised by Jones"), so only "supervised by the <Word>" does; "accredited / regulated / licensed by <Word>" still name
 * one (bodies-by-agent.ts AGENT_WORD; review of h67names, hrev57). Sentences written for this review.
 */
import { describe, expect, it } from 'vitest';
import { partyNames } from '../facts-readers.js';

const OPENING = 'This Agreement is made on 3 March 2031 between Ardent Laboratories Ltd (the "Laboratory") and Mintwell Limited (the "Customer").';
const others = (...lines: string[]) => partyNames(OPENING, ...lines, 'The Customer shall pay the Laboratory GBP 40 per sample.').slice(2);

describe('"supervised by" a surname (hrev57)', () => {
  it('a surname after "supervised by" is no party', () => {
    expect(others('All sampling on site is supervised by Jones.')).toEqual([]);
    expect(others('The tests are carried out by the Laboratory and supervised by Okafor.')).toEqual([]);
  });
  it('near misses kept: "accredited by" a word, "supervised by the" a body', () => {
    expect(others('The samples are tested by a laboratory accredited by Sanas.')).toEqual(['SANAS']);
    expect(others('The Laboratory is supervised by the Commission de Surveillance du Secteur Financier.')).toEqual(['COMMISSION DE SURVEILLANCE DU SECTEUR FINANCIER']);
  });
});
