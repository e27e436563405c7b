/**
 * An e-mail's plain "we" (email-thread-parties.ts opensAsEmail, pronouns.ts; issue 18, h114e90, set 90's cause 2): a
 * document that opens with a message's "From:" / "To:" / "Subject:" headers and brackets no "we" is written by the one
 * who says "we", whose duties and rights bind the party "we" (C34's we/you terms: "we" binds as any party). Sentences
 * written for the rule, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';
import { opensAsEmail } from '../../../../src/contracts/classify/parties/email-thread-parties.js';
import { itClassifiesRunsLinearly } from '../cue-file-linearity.js';

const HEADERS = ['From: Ann Reid, Hill Mill Ltd', 'To: Tom Ward', 'Sent: 3 May 2047', 'Subject: Six rugs', 'Hi Tom,'];

describe('an e-mail\'s plain "we" (opensAsEmail)', () => {
  it('binds the writer\'s duties and rights, beside "you"', () => {
    expect(typesOf(...HEADERS, 'You weave six rugs for us from the yarn we send you.', 'We pay GBP 40 for each rug within ten days.', 'If a rug is faulty, we may send it back to you.', 'We do not pay for rugs woven after 30 June.').slice(5))
      .toEqual([['Obligation/You'], ['Obligation/we'], ['Right/we'], ['Exclusion/we']]);
  });
  it('"Date:" or no date between the headers, and a line over them', () => {
    expect(typesOf('Order by e-mail', 'From: Ann Reid', 'To: Tom Ward', 'Date: 3 May 2047', 'Subject: Six rugs', 'We pay GBP 40 for each rug.')[5]).toEqual(['Obligation/we']);
    expect(typesOf('From: Ann Reid', 'To: Tom Ward', 'Subject: Six rugs', 'We pay GBP 40 for each rug.')[3]).toEqual(['Obligation/we']);
  });
  it('a bracket of "we" keeps its own reading', () => {
    expect(typesOf('From: Ann Reid', 'To: Tom Ward', 'Subject: Six rugs', 'Hill Mill Ltd ("the Mill", "we") orders six rugs from you.', 'We pay GBP 40 for each rug.')[4])
      .toEqual(['Obligation/Mill']);
  });
  it('near misses: a form\'s "From:" / "To:" route rows with no subject, a letter, and headers far down bind no "we"', () => {
    expect(typesOf('Moving estimate', 'From: your house in Leeds', 'To: your new house in York', 'Crew: 4 movers', 'We pack your books in boxes.')[4]).toEqual([]);
    // A letter under "Dear …" closed by "Yours sincerely," now binds "we" too (letter-parties.ts signsAsLetter, h116n90):
    // changed on purpose; a salutation with no closing stays a near miss.
    expect(typesOf('Dear Tom,', 'We pay GBP 40 for each rug within ten days.', 'Ann Reid')[1]).toEqual([]);
    expect(typesOf('Terms of order', 'Hill Mill Ltd orders six rugs.', 'The rugs are wool.', 'Each rug is 2 metres long.', 'Forwarded:', 'From: Ann Reid', 'To: Tom Ward', 'Subject: Six rugs', 'We pay GBP 40 for each rug.')[8]).toEqual([]);
  });
  it('opensAsEmail: the headers under "From:" decide', () => {
    expect(opensAsEmail(['From: A', 'To: B', 'Subject: C'])).toBe(true);
    expect(opensAsEmail(['From: A', 'Sent: 1 May', 'Cc: D', 'To: B', 'Subject: C'])).toBe(true);
    expect(opensAsEmail(['From: A', 'To: B', 'Crew: 4'])).toBe(false);
    expect(opensAsEmail(['From: A', 'Subject: C'])).toBe(false);
    expect(opensAsEmail(['Dear B,', 'From: our office'])).toBe(false);
  });
});

describe('hostile text: e-mail headers (opensAsEmail)', () => {
  // Runs of header labels, of "From:" and of blanks in the first lines, before a clause of "we" the map would bind.
  const units = ['From: ', 'To: ', 'Subject: ', ' ', 'From: To: Subject: '];
  itClassifiesRunsLinearly(
    units,
    (unit) => `"${unit}" repeated in e-mail headers: linear`,
    (run) => [
      { text: `From: ${run}`, kind: 'sentence' },
      { text: `To: ${run}`, kind: 'sentence' },
      { text: `Subject: ${run}`, kind: 'sentence' },
      { text: 'We pay GBP 40 for each rug.', kind: 'sentence' },
    ],
  );
});
