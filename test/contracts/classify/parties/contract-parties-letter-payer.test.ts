/**
 * A letter's "we" and "you" take their sides from who pays (contract-parties.ts `letterPayer`, h29f22), but only when
 * the payment is the price: a provider's service credit, compensation, refund, taxes or costs say no side (review
 * hrev22, issue 18). Sentences written for the review.
 */
import { describe, expect, it } from 'vitest';
import { partiesByImportance, primary } from '../facts-readers.js';

const letter = (writer: string, addressee: string, intro: string, ...body: string[]) =>
  primary(writer.toUpperCase(), 'London', addressee, 'Dear Sirs,', 'Re: Letter Agreement', intro, ...body);
const CLEANER = 'This letter sets out the terms on which we, Harbour Cleaning Ltd. ("Harbour"), will clean the offices of you, Quay Offices Ltd. ("Quay").';

describe('a letter\'s payment that is no price names no payer (review hrev22)', () => {
  it('the provider writing "we will pay you a service credit / the costs / compensation / taxes / you back" is no Buyer', () => {
    for (const sentence of [
      'If we miss a scheduled visit, we will pay you a service credit of 5% of the monthly fee.',
      'We will pay the costs of disposing of the waste.',
      'We will pay you compensation of up to GBP 100 for each item damaged.',
      'We shall pay any taxes levied on our income.',
      'If you end this agreement early, we will pay you back any fee paid in advance.',
    ]) expect(letter('Harbour Cleaning Ltd.', 'Quay Offices Ltd.', CLEANER, sentence)).toEqual(['HARBOUR CLEANING Unknown', 'QUAY OFFICES Unknown']);
  });
  it('the client paid liquidated damages or interest by the addressee is no Supplier for it', () => {
    expect(letter('Granite Builders Ltd.', 'Steel Frames Ltd.',
      'This letter sets out the terms on which you, Steel Frames Ltd. ("Steel"), will supply steel frames to us, Granite Builders Ltd. ("Granite").',
      'If delivery is late, you will pay us liquidated damages of GBP 500 per day.',
      'You must pay interest on any sum you owe us under this letter.',
    )).toEqual(['GRANITE BUILDERS Unknown', 'STEEL FRAMES Unknown']);
  });
  it('the price still decides, beside a credit the other side pays', () => {
    expect(letter('Harbour Cleaning Ltd.', 'Quay Offices Ltd.', CLEANER,
      'You will pay us a monthly fee of GBP 2,000.',
    )).toEqual(['HARBOUR CLEANING Supplier', 'QUAY OFFICES Buyer']);
    expect(letter('Harbour Cleaning Ltd.', 'Quay Offices Ltd.', CLEANER,
      'If we miss a scheduled visit, we will pay you a service credit of 5% of the monthly fee.',
      'You will pay us a monthly fee of GBP 2,000.',
    )).toEqual(['HARBOUR CLEANING Supplier', 'QUAY OFFICES Buyer']);
    expect(letter('Quay Offices Ltd.', 'Harbour Cleaning Ltd.',
      'We, Quay Offices Ltd. ("Quay"), confirm that you, Harbour Cleaning Ltd. ("Harbour"), will clean our offices.',
      'We will pay you GBP 2,000 each month.',
    )).toEqual(['QUAY OFFICES Buyer', 'HARBOUR CLEANING Supplier']);
  });
});

describe('two parties named by short names: a payment that is no price names no payer either (payerOf; hrev22, h30cue)', () => {
  const preamble = 'This Memorandum of Understanding is made between Tarnbeck Drilling Ltd ("Tarnbeck") and Oreline Minerals Ltd ("Oreline").';
  it('costs, damages, a credit or taxes one side will pay make it no Buyer', () => {
    for (const sentence of [
      'Tarnbeck will pay the costs of moving the rig back to site.',
      'Tarnbeck shall pay Oreline a credit of 2% for each day of delay.',
      'Tarnbeck must pay any taxes on its own income.',
      'Tarnbeck agrees to pay damages for any harm to the access road.',
    ]) expect(partiesByImportance(preamble, sentence)).toEqual(['TARNBECK DRILLING Primary Unknown', 'ORELINE MINERALS Primary Unknown']);
  });
  it('the price still decides, beside costs the other side pays', () => {
    expect(partiesByImportance(preamble, 'Tarnbeck will pay the costs of moving the rig back to site.', 'Oreline will pay a drilling fee of USD 90,000 per well.'))
      .toEqual(['TARNBECK DRILLING Primary Supplier', 'ORELINE MINERALS Primary Buyer']);
  });
});
