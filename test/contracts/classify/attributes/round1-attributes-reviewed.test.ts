/**
 * Round 1's attribute rules of session 36 on ordinary contract language (review hrev51), with sentences written for
 * these tests.
 */
import { describe, expect, it } from 'vitest';
import { attributesOf } from '../helpers.js';

describe('a figure with thousands commas before a unit of time (durations.ts COUNT, review hrev51)', () => {
  it('is one Duration, the whole figure its count', () => {
    expect(attributesOf('The Contractor shall complete the Works within 1,000 days of the Start Date.')).toEqual(['Duration:within 1,000 days']);
    expect(attributesOf('The Supplier shall hold 3,000 hours of support time for 2 years.')).toEqual(['Duration:3,000 hours', 'Duration:2 years']);
  });
  it('keeps an age as a compound adjective no Duration, its figure a Number', () => {
    expect(attributesOf('The Seller shall deliver 2,000 day-old chicks to the Farm.')).toEqual(['Number:2,000']);
    expect(attributesOf('The warranty period is 2.5 years from delivery.')).toEqual(['Duration:2.5 years']);
  });
});

describe('one possessive word after "the" before a legal form (company-names.ts aliasWord, review hrev51)', () => {
  it('is a party\'s alias owning the thing when the word is a role or a common word', () => {
    expect(attributesOf('The Buyer shall keep the Buyer\'s LLC in good standing.')).toEqual([]);
    expect(attributesOf('The agreement is between the Seller\'s Ltd and the Buyer.')).toEqual([]);
  });
  it('stays a brand\'s company otherwise', () => {
    expect(attributesOf('The Tenant shall display the Macy\'s Inc. sign.')).toEqual(['Organization:Macy\'s Inc.']);
    expect(attributesOf('The parties met at the Harrod\'s Ltd offices.')).toEqual(['Organization:Harrod\'s Ltd']);
  });
});

describe('a town, its state and its country after commas (place-names.ts countryAfter, review hrev51)', () => {
  it('is one Location after a South African province (C27), as before h63n53 read the province', () => {
    expect(attributesOf('The Seller is based in Sandton, Gauteng, South Africa.')).toEqual(['Location:Sandton, Gauteng, South Africa']);
  });
  it('leaves a Malaysian state\'s country its own Location, as an Australian state\'s (places-nz-regions.test.ts)', () => {
    expect(attributesOf('The Seller is based in Shah Alam, Selangor, Malaysia.')).toEqual(['Location:Shah Alam, Selangor', 'Location:Malaysia']);
  });
  it('keeps a town and its province alone one Location', () => {
    expect(attributesOf('The farm is at Bethlehem, Free State.')).toEqual(['Location:Bethlehem, Free State']);
  });
});
