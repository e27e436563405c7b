/**
 * Cities the contracts gazetteer lists since h56attr (gazetteer.ts MORE_CITIES: the United Kingdom's core cities and
 * ports, national capitals, the largest ports, North American cities of half a million people), and a kind of water or
 * land after a listed town (place-names.ts WATER_OR_LAND_AFTER). Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { attributesOf } from '../helpers.js';

describe('a listed city wherever it stands', () => {
  it('reads a seat, a port and a place of arbitration', () => {
    expect(attributesOf('The Supplier keeps its stock in Leeds.')).toEqual(['Location:Leeds']);
    expect(attributesOf('The goods are shipped from Antwerp to Le Havre.')).toEqual(['Location:Antwerp', 'Location:Le Havre']);
    expect(attributesOf('Any dispute shall be finally settled by arbitration in New York City.')).toEqual(['Location:New York City']);
    expect(attributesOf('The Agency pays the climbers\' return flights to Kathmandu.')).toEqual(['Location:Kathmandu']);
  });
  it('leaves a listed city inside a body\'s or a person\'s name to that name', () => {
    expect(attributesOf('The Osaka District Court and the Genoa Maritime Bank S.A. are named.')).not.toContain('Location:Genoa');
    expect(attributesOf('Signed by Dr. Paulo Albuquerque Lima.')).not.toContain('Location:Albuquerque');
  });
  it('lists no given name or common word', () => {
    expect(attributesOf('Charlotte shall deliver the report to Florence.')).toEqual([]);
    expect(attributesOf('Reading the report, the Buyer shall pay.')).toEqual([]);
  });
});

describe('a kind of water or land after a listed town', () => {
  it('reads the two words as one place', () => {
    expect(attributesOf('The crew is hired for the 2028 Bristol Bay salmon season.')).toContain('Location:Bristol Bay');
  });
  it('keeps the town alone before another capitalised word', () => {
    expect(attributesOf('The yacht is berthed in Hamburg Harbour Marina.')).toEqual(['Location:Hamburg']);
  });
});
