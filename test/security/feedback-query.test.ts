/**
 * listFeedback's query parameters named like Object.prototype's members (round hred11): `sort=__proto__` or
 * `sort=hasOwnProperty` found the prototype's member in the table of sort keys and failed the sort with a TypeError
 * (a 500 over HTTP) as soon as two feedback entries were stored; `constructor` and `toString` were accepted and
 * sorted nothing. Each is the 400 of any unknown sort field, at `.sort`.
 */
import { describe, expect, it } from 'vitest';
import { CompareComplyV1, type FeedbackDataInput } from '../../src/contracts/index.js';
import { fakeOperations, rejection, sequentialIds, steppingClock } from '../contracts/service-helpers.js';
import { cpuClock } from './guard.js';

const data = (title: string): FeedbackDataInput => ({
  feedback_type: 'element_classification',
  document: { title, hash: 'h' },
  location: { begin: 0, end: 5 },
  text: 'The Supplier shall deliver.',
  original_labels: { types: [{ label: { nature: 'Obligation', party: 'Supplier' } }], categories: [{ label: 'Delivery' }] },
  updated_labels: { types: [], categories: [{ label: 'Delivery' }] },
});

async function seeded(): Promise<CompareComplyV1> {
  const t = new CompareComplyV1({ version: '2018-10-15', operations: fakeOperations(), clock: steppingClock(), newId: sequentialIds() });
  for (const [title, user] of [['b', 'zoe'], ['a', 'adam'], ['c', 'mia']]) await t.addFeedback({ feedbackData: data(title), userId: user });
  return t;
}

const PROTOTYPE_NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf', '__defineGetter__', 'toLocaleString'];

describe('listFeedback sort names that are Object.prototype members', () => {
  it.each(PROTOTYPE_NAMES.flatMap((name) => [name, `-${name}`, `created,${name}`]))('sort=%s is a 400 at .sort', async (sort) => {
    const e = await rejection((await seeded()).listFeedback({ sort }));
    expect([e.status, e.errors[0].code, e.errors[0].path]).toEqual([400, 'enum', '.sort']);
    expect(e.errors[0].message).toContain('allowed: created, user_id, document_title');
  });

  it('the real sort fields still sort', async () => {
    const r = await (await seeded()).listFeedback({ sort: '-user_id' });
    expect(r.result.feedback.map((f) => f.user_id)).toEqual(['zoe', 'mia', 'adam']);
  });
});

describe('listFeedback sort fields named again and again (round hred11)', () => {
  // Every comparison walked every field named, so two interleaved users and `user_id` named 2,000 times (the 16 KB a
  // URL allows) took 0.7 s per request over 10,000 entries, on the server's event loop. A field named again cannot
  // change the order: only its first mention counts.
  it('orders as the first mention says, in bounded time', async () => {
    const t = new CompareComplyV1({ version: '2018-10-15', operations: fakeOperations(), clock: steppingClock(), newId: sequentialIds() });
    for (let i = 0; i < 2000; i++) await t.addFeedback({ feedbackData: data(`d${i % 3}`), userId: `u${i % 2}` });
    const once = await t.listFeedback({ sort: '-user_id,document_title', pageLimit: 100 });
    const started = cpuClock();
    const repeated = await t.listFeedback({ sort: `-user_id,document_title,${'user_id,-document_title,'.repeat(50_000)}`, pageLimit: 100 });
    expect(started()).toBeLessThan(1_500);
    expect(repeated.result.feedback.map((f) => f.feedback_id)).toEqual(once.result.feedback.map((f) => f.feedback_id));
  }, 60_000);
});
