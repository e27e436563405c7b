/**
 * Effective dates said without "commence" or "runs" (h46facts, causes 10 and 12 of h41f30): the Vietnamese opening
 * "Today, <date>, at <place>, we, the undersigned, are:", and the work itself named by its gerund, "Shearing starts on
 * <date>", where a party undertakes that work. Contracts of my own.
 */
import { describe, expect, it } from 'vitest';
import { effective } from '../facts-readers.js';

describe('"Today, <date>, at <place>, we …" opens the parties\' appearance (h46facts)', () => {
  const contract = (opening: string) =>
    effective(
      'GARMENT PROCESSING CONTRACT',
      'Contract No. DN-07/2032',
      opening,
      'PARTY A (THE BUYER): Song Han Apparel Co., Ltd.',
      'PARTY B (THE MANUFACTURER): Lotus Garment Joint Stock Company',
      'Article 1. Party B shall sew 20,000 shirts for Party A.',
      'Article 2. Party A shall pay USD 60,000 for the shirts.',
    );
  it('dates the contract', () => {
    expect(contract('Today, 3 March 2032, at Da Nang City, we, the undersigned, are:')).toEqual(['2032-03-03']);
    expect(contract('Today, on 3 March 2032, in Hanoi, the two parties are:')).toEqual(['2032-03-03']);
  });
  it('a "today" that names no appearance is no date of making', () => {
    expect(contract('Today, 3 March 2032, the price list was sent to the buyer.')).toEqual([]);
  });
});

describe('"<Work>ing starts on <date>" where a party undertakes the work (h46facts)', () => {
  const contract = (work: string) =>
    effective(
      'HARVEST CONTRACT',
      'This contract is between Blue Ridge Orchards Pty Ltd (the "Grower") and Swift Pickers Pty Ltd (the "Contractor").',
      '1. Work.',
      "The Contractor shall supply a team of pickers to harvest the apples in the Grower's orchard.",
      `${work} 2 March 2033 and the Contractor shall keep at least ten pickers working each day.`,
      '2. The Grower shall pay the Contractor $40 per bin.',
    );
  it('"Harvesting starts on" dates the start', () => {
    expect(contract('Harvesting starts on')).toEqual(['2033-03-02']);
    expect(contract('Harvesting begins on')).toEqual(['2033-03-02']);
  });
  it('an activity the contract has no party undertake is no start ("Training starts on")', () => {
    expect(contract('Training starts on')).toEqual([]);
  });
});
