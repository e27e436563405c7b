import { describe, expect, it } from 'vitest';
import { PREAMBLE, categoriesOf } from '../helpers.js';

// Issue 18, hrev28: the false readings a review of session 30's third round (h34n44, h34x44, h36n45, h36c45, h34f27)
// found, each on sentences written for the review, with the readings beside each rule that must keep their label.

describe('an indemnity given in the words "protection and indemnity" is no P&I club (h36c45\'s CLUB_NAME_NOT_SAID)', () => {
  const categories = (sentence: string): string[] => categoriesOf(PREAMBLE, sentence)[1];
  it.each([
    ['The Supplier shall provide protection and indemnity to the Customer against all third-party claims.', ['Indemnification']],
  ])('%s → Indemnification', (sentence, expected) => {
    expect(categories(sentence)).toEqual(expected);
  });
  it.each([
    ['The Owners shall keep the ship entered with a protection and indemnity club for the whole voyage.', ['Insurance']],
    ['The Owners shall maintain Protection and Indemnity insurance for the Vessel.', ['Insurance']],
    ['The Owners shall keep the Vessel insured for protection and indemnity and war risks with a first-class club.', ['Insurance']],
  ])('%s → the club or its cover, no Indemnification', (sentence, expected) => {
    expect(categories(sentence)).toEqual(expected);
  });
});

describe('a cash register or a till is no register kept for checking (h36c45\'s KEPT_BOOKS_STRONG_CUES)', () => {
  const categories = (sentence: string): string[] => categoriesOf(PREAMBLE, sentence)[1];
  it.each([
    ['The Customer shall maintain the cash registers in good repair.', ['Responsibilities']],
    ['The Customer shall keep the tills and registers clean and working.', []],
  ])('%s → no Audits', (sentence, expected) => {
    expect(categories(sentence)).toEqual(expected);
  });
  it.each([
    ['The Supplier shall maintain a register of visitors to the Site.', ['Audits']],
    ['The Supplier shall keep proper books of account and records of the Services.', ['Audits']],
  ])('%s → still Audits', (sentence, expected) => {
    expect(categories(sentence)).toEqual(expected);
  });
});

describe('technical or export-controlled data sent abroad is no personal data (h34x44\'s transfer outside the EEA)', () => {
  const categories = (sentence: string): string[] => categoriesOf(PREAMBLE, sentence)[1];
  it.each([
    ['The Supplier shall not transfer any technical information outside the EEA.', []],
    ['The Supplier shall not export controlled technology data outside the EU.', []],
  ])('%s → no Privacy', (sentence, expected) => {
    expect(categories(sentence)).toEqual(expected);
  });
  it.each([
    ['The Supplier shall not transfer any data outside the EEA without the Customer\'s consent.', ['Privacy']],
    ['The Supplier shall not store Customer information outside the European Union.', ['Privacy']],
  ])('%s → still Privacy', (sentence, expected) => {
    expect(categories(sentence)).toEqual(expected);
  });
});

describe('a liability allocated for an event is no exception (h36c45\'s C4 EXCUSED_LOSS_NOT_SAID)', () => {
  const categories = (sentence: string): string[] => categoriesOf(PREAMBLE, sentence)[1];
  it.each([
    ['The Supplier shall be liable for loss caused by events beyond the control of the Customer.', ['Force Majeure', 'Liability']],
  ])('%s → Liability kept', (sentence, expected) => {
    expect(categories(sentence)).toEqual(expected);
  });
  it.each([
    ['The Carrier shall not be liable for any loss or damage arising from act of God.', ['Force Majeure']],
    ['Neither the Owner nor the Hirer shall be liable for any delay caused by force majeure.', ['Force Majeure']],
  ])('%s → the exceptions line, Force Majeure only', (sentence, expected) => {
    expect(categories(sentence)).toEqual(expected);
  });
});
