/**
 * A call or traffic "terminated" (carried to its destination) is no Term & Termination (issue 18, h32c43, set 43's
 * voice interconnection agreement; category-cues-call-termination.ts). Sentences written for these tests, not taken
 * from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf as categoriesOfElement, definitionCategories } from '../../../../src/contracts/classify/categories/categories.js';
import { expectReads } from '../cue-tables.js';

const one = (text: string, title?: string) => categoriesOfElement(text, title, false);

describe('Term & Termination: a call or traffic terminated is no end of the contract', () => {
  it('reads no Term & Termination in the roles of a call, its termination or the traffic terminated', () => {
    for (const t of [
      'The Terminating Party shall keep a record of every call it completes for at least six months.',
      'The Originating Party shall hand each call over at the point of interconnection with its calling line identity intact.',
      'Each Carrier shall terminate the calls that the other Carrier routes to the numbers listed in Schedule 1.',
      'Each Carrier shall send the other a monthly statement of the minutes it terminated during the month.',
      'No call may be routed through a network in a country where the call terminates unlawfully.',
      'The Carrier hands each call to the other Carrier for termination on its mobile network.',
    ]) expect(one(t), t).not.toContain('Term & Termination');
    expect(one('The Originating Party shall hand each call over at the point of interconnection with its calling line identity intact.')).toEqual([]);
  });
  it('reads no Term & Termination in a call\'s role defined', () => {
    expect(definitionCategories('Terminating Party', '"Terminating Party" means, for each call, the Party that receives it and delivers it to the dialled number.')).toEqual([]);
  });
  it('keeps the contract\'s own termination beside them, and the terminating party in small letters', () => {
    expectReads(one, [
      ['If the Terminating Party ceases to hold its licence, the other Party may terminate this Agreement at once.', ['Responsibilities', 'Term & Termination']],
      ['If traffic stops for three months either Party may terminate this Agreement on notice.', ['Communication', 'Term & Termination']],
      ['The terminating party shall pay the other party\'s reasonable costs of winding down the Services.', ['Payment Terms & Billing', 'Term & Termination']],
      ['The Buyer may terminate any Call-Off Contract on thirty days\' notice.', ['Communication', 'Term & Termination']],
    ]);
  });
});
