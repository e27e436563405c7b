/**
 * Sides the money decides against an alias's default (facts set 41's causes 1–2, h76f41p): a processor that pays a
 * tender or a contractor is the Buyer, as a grower that pays is; an "Owner" beside another alias on the same side (an
 * event's "Organiser" under a rental's or a hire's title) is the one paid when the contract says so. Sentences written
 * for the rules, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { primary } from '../facts-readers.js';

const sorted = (xs: string[]) => [...xs].sort();

const TENDER = (other: string) => [
  'FISH TENDERING AGREEMENT',
  `This Tendering Agreement is made this 3rd day of April, 2031, by and between Chignik Bay Fisheries, Inc., a Washington corporation with its office at 40 Harbor Way, Seattle, Washington 98119 ("Processor"), and Cape Douglas Towing, LLC, an Alaska limited liability company with an address at P.O. Box 88, Kodiak, Alaska 99615 ("${other}").`,
  `1. ${other} shall receive salmon from Processor's fishermen on the grounds and deliver it to Processor's cannery.`,
];

describe('a processor that pays is the Buyer (h76f41p)', () => {
  it('"Processor shall pay Tender Operator a day rate": beside an alias of no side and beside a supplier word', () => {
    const pays = (other: string) => `2. Processor shall pay ${other} a day rate of $2,400.00 for each day of the season.`;
    expect(sorted(primary(...TENDER('Tender Operator'), pays('Tender Operator')))).toEqual(['CAPE DOUGLAS TOWING Supplier', 'CHIGNIK BAY FISHERIES Buyer']);
    expect(sorted(primary(...TENDER('Contractor'), pays('Contractor')))).toEqual(['CAPE DOUGLAS TOWING Supplier', 'CHIGNIK BAY FISHERIES Buyer']);
  });
  it('near misses: no payer named, or the processor paying only costs, leaves the processor the Supplier', () => {
    expect(sorted(primary(...TENDER('Tender Operator')))).toEqual(['CAPE DOUGLAS TOWING Buyer', 'CHIGNIK BAY FISHERIES Supplier']);
    expect(sorted(primary(...TENDER('Tender Operator'), '2. Processor shall pay Tender Operator compensation for any day lost to a breakdown of the cannery.')))
      .toEqual(['CAPE DOUGLAS TOWING Buyer', 'CHIGNIK BAY FISHERIES Supplier']);
  });
  it('near miss: a data processor beside its controller keeps its side though the controller is named first', () => {
    expect(sorted(primary('DATA PROCESSING AGREEMENT',
      'This agreement is made between Northwind Cloud GmbH, Berlin ("Processor"), and Lindqvist Retail AB, Malmö ("Controller").',
      '1. Controller shall pay Processor the fees in the Main Agreement.'))).toEqual(['LINDQVIST RETAIL Buyer', 'NORTHWIND CLOUD Supplier']);
  });
});

const TERRACE = (title: string, second: string) => [
  title,
  'BETWEEN THE UNDERSIGNED:',
  'Mr. Jean-Luc Aubert, residing at 12, rue Grimaldi, 98000 Monaco,',
  'hereinafter "the Owner",',
  'AND:',
  'LARVOTTO RECEPTIONS SARL, with its registered office at 5, avenue Princesse Grace, 98000 Monaco, represented by its manager, Mr. Paolo Ricci,',
  `hereinafter "${second}",`,
  'IT IS AGREED AS FOLLOWS:',
  `The Owner lets ${second.replace(/^the/, 'the')} use the balcony and the salon for its guests.`,
];

describe('an owner beside another alias on the same side: the money decides (h76f41p)', () => {
  it('"The Organiser pays the Owner a rent" and payments into the Owner\'s account make the owner the Supplier', () => {
    expect(sorted(primary(...TERRACE('BALCONY RENTAL AGREEMENT', 'the Organiser'), 'The Organiser pays the Owner a rent of 22 000 € for the whole period.')))
      .toEqual(['JEAN-LUC AUBERT Supplier', 'LARVOTTO RECEPTIONS Buyer']);
    expect(sorted(primary(...TERRACE('BALCONY RENTAL AGREEMENT', 'the Organiser'), 'The rent is 22 000 €. All payments are made by transfer to the Owner\'s account with the bank.')))
      .toEqual(['JEAN-LUC AUBERT Supplier', 'LARVOTTO RECEPTIONS Buyer']);
    // A venue hire in English drafting: the organiser of a fair pays the owner of the grounds.
    expect(sorted(primary('VENUE HIRE AGREEMENT', 'This agreement is made between Abbey Fields Estates Ltd, of Abbey Road, Kenilworth ("the Owner"), and Midlands Craft Fairs Ltd, of 9 Bridge Street, Warwick ("the Organiser").',
      '1. The Owner grants the Organiser the use of the lower field for the fair.', '2. The Organiser shall pay the Owner a hire fee of £3,500.')))
      .toEqual(['ABBEY FIELDS ESTATES Supplier', 'MIDLANDS CRAFT FAIRS Buyer']);
  });
  it('near misses: a hirer beside the owner, or a builder\'s owner, keeps its side whoever pays costs or damages', () => {
    expect(sorted(primary(...TERRACE('BALCONY RENTAL AGREEMENT', 'the Hirer'), 'The Owner shall pay the Hirer the costs of any repair.')))
      .toEqual(['JEAN-LUC AUBERT Supplier', 'LARVOTTO RECEPTIONS Buyer']);
    expect(sorted(primary('BUILDING CONTRACT', 'This contract is made between Upland Homes Ltd ("the Owner") and Marsh & Daughters Builders Ltd ("the Contractor").',
      '1. The Contractor shall pay the Owner liquidated damages of £500 a week.', '2. The Owner shall pay the Contractor the contract sum.')))
      .toEqual(['MARSH & DAUGHTERS BUILDERS Supplier', 'UPLAND HOMES Buyer']);
  });
});
