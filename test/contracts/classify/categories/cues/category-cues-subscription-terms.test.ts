import { describe, expect, it } from 'vitest';
import { categoriesOf } from '../../helpers.js';

// Issue 18, h50c50: a subscription's terms in plain English, read without their formal words. Sentences written here.
const SUBSCRIPTION = 'This agreement is between Brightwater Boxes Ltd ("we", "us") and the customer named on the order ("you").';
const of = (text: string): string[] => categoriesOf(SUBSCRIPTION, text)[1];

describe('a subscription\'s plain terms (category-cues-subscription-terms.ts)', () => {
  it('its length and its start: Term & Termination', () => {
    expect(of('The term of this subscription is 24 months from the first delivery.')).toEqual(['Term & Termination']);
    expect(of('This agreement takes effect when we send you a welcome email.')).toEqual(['Term & Termination']);
  });

  it('credits on the bill that roll over: Payment Terms & Billing', () => {
    expect(of('Credits that we cannot apply to your invoice in a month will roll over to the next month.')).toEqual(['Payment Terms & Billing']);
  });

  it('a membership sold or pledged: Assignments; insuring inside a list of verbs: Insurance', () => {
    expect(of('You do not own the boxes, and you may not sell or pledge your subscription.')).toContain('Assignments');
    expect(of('We will install, insure and service the boiler.')).toEqual(['Insurance']);
  });

  it('records obtained on the customer\'s say-so: Privacy', () => {
    expect(of('You authorise us to obtain your meter readings and billing records from your supplier.')).toContain('Privacy');
  });

  it('near misses: a rate change taking effect, a share moved between your accounts, a share of costs, a usage credit', () => {
    expect(of('A change in the base rate takes effect on the day it is announced.')).not.toContain('Term & Termination');
    expect(of('We will transfer your share to your new account at no cost.')).not.toContain('Assignments');
    expect(of('The Supplier shall bear its share of the costs.')).not.toContain('Assignments');
    expect(of('Unused credit does not roll over to the next month.')).not.toContain('Payment Terms & Billing');
  });
});
