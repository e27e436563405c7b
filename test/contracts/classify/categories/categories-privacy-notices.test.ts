/**
 * A privacy notice is a document, no notice given (category-cues-privacy-notices.ts, issue 18, h56cat): Privacy alone,
 * no Communication from its "notice"; a notice given, or an "inform" beside it, keeps its Communication. Sentences
 * written for these tests, not taken from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { categoriesOf } from '../helpers.js';

describe('categories: a privacy notice named as where the rules are (Privacy, no Communication)', () => {
  it('as our privacy notice explains, as described in our Privacy Notice, a data protection notice', () => {
    const got = categoriesOf(
      'We will use your personal information only to book your classes, as our privacy notice explains.',
      'We hold your details and your dog\'s records as described in our Privacy Notice.',
      'The Club processes members\' personal data in line with its data protection notice.',
    );
    expect(got).toEqual([['Privacy'], ['Privacy'], ['Privacy']]);
  });
});

describe('categories: a notice given beside a privacy notice (Communication kept)', () => {
  it('inform of the privacy notice; by giving notice', () => {
    const got = categoriesOf(
      'The Employer shall inform each worker of the Agency\'s privacy notice before the first shift.',
      'We may change how we use your personal data by giving you 30 days\' written notice.',
    );
    expect(got.map((c) => c.includes('Communication'))).toEqual([true, true]);
  });
});
