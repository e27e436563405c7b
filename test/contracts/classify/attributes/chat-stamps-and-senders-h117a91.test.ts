/**
 * A chat export's stamps and senders (issue 18, h117a91, set 91's attribute causes; docs/contract-labels.md table 2.4's
 * DateTime and Person rows): a date and the time after its comma are one DateTime (numbers/recognizers.ts
 * COMMA_BEFORE_TIME), and a printed chat's senders are Persons, their given names alone too, as an e-mail's correspondents
 * are (attributes/email-correspondents.ts, parties/chat-parties.ts chatSenderMentions). Sentences written for the rule,
 * none from a set.
 */
import { describe, expect, it } from 'vitest';
import { typesAndAttributesOf } from '../helpers.js';
import { itClassifiesRunsLinearly } from '../cue-file-linearity.js';

const attributes = (...lines: string[]): string[][] => typesAndAttributesOf(...lines).map((e) => e.attributes);

describe('a date and the time after its comma: one DateTime', () => {
  it('a chat line\'s stamp, and a date in words with its 12-hour time', () => {
    expect(attributes('The call was logged at [02/05/2047, 11:48].')[0]).toEqual(['DateTime:02/05/2047, 11:48']);
    expect(attributes('The meeting is on 24 October 2026, 9.00 am in Leeds.')[0]).toEqual(['DateTime:24 October 2026, 9.00 am', 'Location:Leeds']);
  });
  it('near misses: a span of hours after the comma, a sum, a second date, a time before its date', () => {
    expect(attributes('The shop is open on 3 May 2034, 9:00 to 17:00.')[0]).toEqual(['DateTime:3 May 2034', 'DateTime:9:00', 'DateTime:17:00']);
    expect(attributes('On 3 May 2034, 12.50 EUR was paid.')[0]).not.toContain('DateTime:3 May 2034, 12.50');
    expect(attributes('The visits are on 3 May 2034, 4 June 2034 and 5 July 2034.')[0]).toEqual(['DateTime:3 May 2034', 'DateTime:4 June 2034', 'DateTime:5 July 2034']);
    expect(attributes('The meeting starts at 9.00 am on 24 October 2026.')[0]).toEqual(['DateTime:9.00 am on 24 October 2026']);
  });
  it('near miss: each end of a period "from <date>, <time> to <date>, <time>" stays a date and an hour apart', () => {
    const got = attributes('The boat is hired from 16.07.2043, 09:00 h, to 18.07.2043, 19:00 h.')[0];
    expect(got).toContain('DateTime:16.07.2043');
    expect(got).toContain('DateTime:18.07.2043');
  });
});

describe('a printed chat\'s senders: Persons', () => {
  const chat = [
    '[02/05/2047, 11:48] Ann Reid: Morning Ewan, here is our order.',
    '[02/05/2047, 11:50] Ewan Gillies: Thanks Ann, I can weave six rugs.',
    '[02/05/2047, 11:55] Ann Reid: We pay GBP 40 for each rug.',
  ];
  it('each line\'s sender, and a given name greeted alone (iOS lines)', () => {
    const got = attributes(...chat);
    expect(got[0]).toEqual(['DateTime:02/05/2047, 11:48', 'Person:Ann Reid', 'Person:Ewan']);
    expect(got[1]).toEqual(['DateTime:02/05/2047, 11:50', 'Person:Ewan Gillies', 'Person:Ann', 'Number:six']);
    expect(got[2]).toEqual(['DateTime:02/05/2047, 11:55', 'Person:Ann Reid', 'Currency:GBP 40']);
  });
  it('Android lines too', () => {
    const got = attributes(...chat.map((l) => l.replace(/^\[([^\]]+)\]/, '$1 -')));
    expect(got[0]).toEqual(['DateTime:02/05/2047, 11:48', 'Person:Ann Reid', 'Person:Ewan']);
  });
  it('near misses: a business sender, and two lines that make no chat', () => {
    const business = attributes('[02/05/2047, 11:48] Loch Mill Ltd: Morning, here is our order.', chat[1], chat[2]);
    expect(business[0]).not.toContain('Person:Loch Mill Ltd');
    expect(attributes(chat[0], chat[1])[0]).not.toContain('Person:Ewan');
  });
});

describe('hostile text: chat stamps and senders', () => {
  const units = ['[1/5/2047, 11:48] ', '1 May 2047, 9:00, ', 'Ann Reid: ', 'Ann, ', ' '];
  itClassifiesRunsLinearly(
    units,
    (unit) => `"${unit}" repeated in a chat's lines: linear`,
    (run) => [
      { text: '[02/05/2047, 11:48] Ann Reid: Morning Ewan.', kind: 'sentence' },
      { text: `[02/05/2047, 11:50] Ewan Gillies: ${run}`, kind: 'sentence' },
      { text: `[02/05/2047, 11:55] Ann Reid: ${run} We pay GBP 40.`, kind: 'sentence' },
    ],
  );
});
