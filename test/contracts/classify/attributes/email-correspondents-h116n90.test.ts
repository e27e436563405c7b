/**
 * An e-mail's correspondents (attributes/email-correspondents.ts; issue 18, h116n90, set 90's attribute cause 7): in a
 * document that opens as an e-mail, the person a "From:" or "To:" header names is a Person, and so is that person's
 * given name alone where the thread greets or signs by it. Sentences written for the rule, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { typesAndAttributesOf } from '../helpers.js';
import { itClassifiesRunsLinearly } from '../cue-file-linearity.js';

const attributes = (...lines: string[]): string[][] => typesAndAttributesOf(...lines).map((e) => e.attributes);

describe('an e-mail\'s correspondents', () => {
  it('the header\'s name before its comma or its end, each message\'s', () => {
    const got = attributes('From: Ewan Gillies, Loch Mill Ltd', 'To: Calum Macrae, Tarbert', 'Sent: 3 May 2047', 'Subject: Rugs',
      'Hi Calum,', 'We pay GBP 40 for each rug.', 'Many thanks,', 'Ewan',
      'From: Calum Macrae', 'To: Ewan Gillies', 'Subject: RE: Rugs', 'Hi Ewan,', 'Yes, I agree.', 'Thanks, Ewan – the rugs go out on Monday.', 'Calum');
    expect(got[0]).toEqual(['Person:Ewan Gillies', 'Organization:Loch Mill Ltd']);
    expect(got[1]).toContain('Person:Calum Macrae');
    expect(got[4]).toEqual(['Person:Calum']);
    expect(got[7]).toEqual(['Person:Ewan']);
    expect(got[8]).toEqual(['Person:Calum Macrae']);
    expect(got[9]).toEqual(['Person:Ewan Gillies']);
    expect(got[11]).toEqual(['Person:Ewan']);
    expect(got[13]).toEqual(['Person:Ewan']);
    expect(got[14]).toEqual(['Person:Calum']);
  });
  it('a given name before a capitalised word is the whole name\'s, read once', () => {
    const got = attributes('From: Ewan Gillies', 'To: Calum Macrae', 'Subject: Rugs', 'Ewan Gillies | Orders | Loch Mill Ltd');
    expect(got[3]).toEqual(['Person:Ewan Gillies', 'Organization:Loch Mill Ltd']);
  });
});

describe('what is no correspondent', () => {
  it('a company, a team or a post in a header is no person, and its words greet no one', () => {
    const got = attributes('From: Loch Mill Ltd', 'To: Customer Services', 'Subject: Rugs', 'Hi Customer,', 'We pay GBP 40 for each rug.');
    expect(got[0]).toEqual(['Organization:Loch Mill Ltd']);
    expect(got[1]).toEqual([]);
    expect(got[3]).toEqual([]);
  });
  it('a given name that is a common English word is no Person alone', () => {
    const got = attributes('From: Will Gillies', 'To: Calum Macrae', 'Subject: Rugs', 'We will pay GBP 40 for each rug.', 'Will');
    expect(got[3]).toEqual(['Currency:GBP 40']);
    expect(got[4]).toEqual([]);
  });
  it('a form\'s route rows and a letter are no e-mail: their names stay as the rest of the reader leaves them', () => {
    expect(attributes('From: Ewan Gillies', 'To: Calum Macrae', 'Crew: 4 movers', 'Ewan packs the books.')[3]).toEqual([]);
    expect(attributes('Dear Calum,', 'We pay GBP 40 for each rug.', 'Yours sincerely,', 'Ewan')[0]).toEqual([]);
  });
});

describe('hostile text: e-mail headers and greetings (email-correspondents)', () => {
  const units = ['From: Ewan ', 'Ewan ', 'Ewan, ', 'To: A B, ', ' '];
  itClassifiesRunsLinearly(
    units,
    (unit) => `"${unit}" repeated in an e-mail's headers and body: linear`,
    (run) => [
      { text: 'From: Ewan Gillies', kind: 'sentence' },
      { text: `To: Calum Macrae ${run}`, kind: 'sentence' },
      { text: 'Subject: Rugs', kind: 'sentence' },
      { text: `Hi ${run}`, kind: 'sentence' },
    ],
  );
});
