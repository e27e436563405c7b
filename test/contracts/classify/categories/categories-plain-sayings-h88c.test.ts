/**
 * Categories said plainly, without their word (issue 18, h88c): the contract entering into force (Term & Termination,
 * category-cues-entry-into-force.ts), a matter referred for decision (Dispute Resolution, category-cues-matters-referred.ts),
 * a message sent (Communication, category-cues-messages-sent.ts), fees a party may charge for a thing it does (Pricing &
 * Taxes, category-cues-fees-charged.ts). Sentences written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { ENTRY_INTO_FORCE_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-entry-into-force.js';
import { MATTERS_REFERRED_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-matters-referred.js';
import { MESSAGES_SENT_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-messages-sent.js';
import { FEES_CHARGED_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-fees-charged.js';
import { cuedBy, expectEach } from '../cue-tables.js';
import { itReadsCueFilesLinearly } from '../cue-file-linearity.js';
import { clauseCategories, expectCategories } from '../helpers.js';

const SHOP = { preamble: 'These repair terms are made between FixIt Ltd ("we") and the customer ("you").' };

describe('categories: said plainly (h88c)', () => {
  it('the contract entering into force, not a law', () => {
    expectEach(cuedBy(ENTRY_INTO_FORCE_CUES, 'Term & Termination'), [
      'The agreement enters into force upon signature by both parties.',
      'This lease shall come into force on the first day of May.',
      'The amendment comes into effect on 1 July.',
    ], true);
    expectEach(cuedBy(ENTRY_INTO_FORCE_CUES, 'Term & Termination'), ['The Supplier shall comply with the new regulation when it comes into force.'], false);
  });

  it('a matter referred for decision, not a person or work referred', () => {
    expectEach(cuedBy(MATTERS_REFERRED_STRONG_CUES, 'Dispute Resolution'), [
      'If we cannot agree, you may refer the matter to the consumer ombudsman.',
      'Either party may refer the complaint to the Chamber of Commerce.',
    ], true);
    expectEach(cuedBy(MATTERS_REFERRED_STRONG_CUES, 'Dispute Resolution'), ['The Clinic may refer the patient to a specialist.', 'The Builder may refer the plumbing work to a subcontractor.'], false);
  });

  it('a message sent, not a document or goods sent', () => {
    expectEach(cuedBy(MESSAGES_SENT_CUES, 'Communication'), ['We send you a text message when your laptop is ready.', 'The Agency sends the Client an e-mail with each booking.'], true);
    expectEach(cuedBy(MESSAGES_SENT_CUES, 'Communication'), ['We send you the invoice at the end of the month.', 'The Seller sends the Buyer two samples of each batch.'], false);
  });

  it('fees a party may charge for a thing it does, not for a late payment', () => {
    expectEach(cuedBy(FEES_CHARGED_CUES, 'Pricing & Taxes'), ['The Museum may charge reasonable fees for the copying of letters from the archive.', 'The Club will charge a fee for each guest.'], true);
    expectEach(cuedBy(FEES_CHARGED_CUES, 'Pricing & Taxes'), ['We may charge a fee for late payments.', 'The Landlord shall not charge the Tenant any fee for the keys.'], false);
  });

  it('gives the clauses their categories', () => {
    expectCategories([
      ['The agreement enters into force upon signature by both parties.', ['Term & Termination']],
      ['If we cannot agree, you may refer the matter to the consumer ombudsman.', ['Dispute Resolution'], SHOP],
      ['We send you a text message when your laptop is ready.', ['Communication'], SHOP],
    ]);
    expect(clauseCategories('The Museum may charge reasonable fees for the copying of letters from the archive.')).toContain('Pricing & Taxes');
  });
});

itReadsCueFilesLinearly([
  ['categories/cues/category-cues-entry-into-force.ts', 'agreement shall comes into '],
  ['categories/cues/category-cues-matters-referred.ts', 'refer the a matters to '],
  ['categories/cues/category-cues-messages-sent.ts', 'send the each an a '],
  ['categories/cues/category-cues-fees-charged.ts', 'may charge a the fees for '],
]);
