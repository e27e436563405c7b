/**
 * A chat export's message lines (text/chat-lines.ts CHAT_LEAD_AT_START, text.ts leadLength; chat-parties.ts readsAsChat,
 * pronouns.ts; issue 18, h117e91, set 91's cause 1): the "[date, time] Sender: " opening leads its message as a clause
 * number leads a clause, so the message's subject is read ("You knit …"), and the senders of a chat of three message lines
 * or more say "we" of themselves, whose duties and rights bind the party "we" (C34's we/you terms, as an e-mail's and a
 * letter's "we" do). Sentences written for the rule, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';
import { leadLength } from '../../../../src/contracts/classify/text/text.js';
import { readsAsChat } from '../../../../src/contracts/classify/parties/chat-parties.js';
import { itClassifiesRunsLinearly } from '../cue-file-linearity.js';

const OPENING = ['Messages between Ann Reid of Hill Mill Ltd and Tom Ward', '[03/05/2047, 09:12] Ann Reid: Morning Tom, here is the order.'];

describe('a chat export\'s message lines: the message\'s subject and the senders\' "we"', () => {
  it('binds "you" and "we" after an iOS line opening', () => {
    expect(typesOf(...OPENING,
      '[03/05/2047, 09:15] Ann Reid: You weave six rugs for us.',
      '[03/05/2047, 09:16] Ann Reid: We pay you GBP 40 for each rug.',
      '[03/05/2047, 09:18] Ann Reid: If a rug is faulty, we may send it back.',
      '[03/05/2047, 09:19] Ann Reid: You do not sell the pattern to anyone else.',
      '[03/05/2047, 10:02] Tom Ward: Yes, fine by me.').slice(2))
      .toEqual([['Obligation/You'], ['Obligation/we'], ['Right/we'], ['Exclusion/You'], []]);
  });
  it('the same after an Android line opening ("date, time - Sender: ")', () => {
    expect(typesOf('03/05/2047, 09:12 - Ann Reid: Morning Tom.', '03/05/2047, 09:15 - Ann Reid: You weave six rugs for us.', '03/05/2047, 09:16 - Ann Reid: We pay you GBP 40 for each rug.', '03/05/2047, 10:02 - Tom Ward: Fine by me.').slice(1, 3))
      .toEqual([['Obligation/You'], ['Obligation/we']]);
  });
  it('a bracket of "we" keeps its own reading', () => {
    expect(typesOf('[03/05/2047, 09:12] Ann Reid: Hill Mill Ltd ("the Mill", "we") orders six rugs from you.', '[03/05/2047, 09:15] Ann Reid: We pay you GBP 40 for each rug.', '[03/05/2047, 10:02] Tom Ward: Fine by me.')[1])
      .toEqual(['Obligation/Mill']);
  });
  it('near misses: two message lines, lines with no time, and plain text bind no "we"', () => {
    expect(typesOf('[03/05/2047, 09:16] Ann Reid: We pay you GBP 40 for each rug.', '[03/05/2047, 10:02] Tom Ward: Fine by me.')[0]).toEqual([]);
    expect(typesOf('Ann Reid: Morning Tom.', 'Ann Reid: We pay you GBP 40 for each rug.', 'Tom Ward: Fine by me.')[1]).toEqual([]);
    expect(typesOf('Terms of order', 'We pay you GBP 40 for each rug.', 'Each rug is 2 metres long.')[1]).toEqual([]);
  });
  it('leadLength: the line opening leads, a date in a sentence does not', () => {
    expect(leadLength('[03/05/2047, 09:15] Ann Reid: You weave six rugs.')).toBe('[03/05/2047, 09:15] Ann Reid: '.length);
    expect(leadLength('03/05/2047, 09:15 - Ann Reid: You weave six rugs.')).toBe('03/05/2047, 09:15 - Ann Reid: '.length);
    expect(leadLength('03/05/2047, 09:15 is the start of the meeting.')).toBe(0);
    expect(leadLength('On 03/05/2047, 09:15 - Ann Reid: said so.')).toBe(0);
  });
  it('readsAsChat: three message lines or more', () => {
    expect(readsAsChat(['[03/05/2047, 09:12] Ann Reid: Hi.', '[03/05/2047, 09:13] Tom Ward: Hi.', '[03/05/2047, 09:14] Ann Reid: Deal.'])).toBe(true);
    expect(readsAsChat(['[03/05/2047, 09:12] Ann Reid: Hi.', '[03/05/2047, 09:13] Tom Ward: Hi.'])).toBe(false);
    expect(readsAsChat(['Ann Reid: Hi.', 'Tom Ward: Hi.', 'Ann Reid: Deal.'])).toBe(false);
  });
});

describe('hostile text: chat line openings (leadLength, readsAsChat)', () => {
  // Runs of timestamps, brackets, dashes and senders' words where a message line's opening is tried.
  const units = ['[03/05/2047, 09:12] ', '03/05/2047, 09:12 - ', '1/1/47 ', 'Ann ', ' ', '-: '];
  itClassifiesRunsLinearly(
    units,
    (unit) => `"${unit}" repeated in chat line openings: linear`,
    (run) => [
      { text: `[03/05/2047, 09:12] ${run}: hello`, kind: 'sentence' },
      { text: `${run}Ann Reid: We pay you GBP 40.`, kind: 'sentence' },
      { text: `[03/05/2047, 09:14] Ann Reid: ${run}`, kind: 'sentence' },
      { text: 'We pay GBP 40 for each rug.', kind: 'sentence' },
    ],
  );
});
