/**
 * Issue 18, h112n88: the patterns set 88's nature and attribute fixes added or widened, on their near misses repeated:
 * linear. Natures: PRELIMINARY_HEADING (a heading of the terms), JOINED_DUTY_VERB and COMMA_BUT's "and" (a compound
 * predicate), LISTED_CAUSE_COMMA, BARE_OBJECT's sums, "still", "remains bound", RIGHTS_TAKEN_OVER, RELATIVE_OBJECT_GAP,
 * GRANTED's permits, CLAUSE_END's "that" after a verb of telling, KEEPS_OWN's money, DATA_PROCESSED_AFTER; lists.ts'
 * COLON_ROW (two routes, "free"). Attributes: the route's dash between places, NUMBER_MARK_BEFORE and the season's years
 * in a heading, PLATE_BEFORE and a zero-led number after "No.", NAME_LINE under a closing, INITIALS_BEFORE and
 * INITIALLED_ROW, a given-name town read as a place once and named again (towns-named-with-country.ts).
 */
import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { readsLinearly } from '../../../security/linear-time.js';
import { ATTRIBUTES, TITLE_ATTRIBUTES, itRecognizesRepeatedLinearly } from './helpers.js';
import { itClassifiesRepeatedLinearly, itClassifiesRunsLinearly } from '../cue-file-linearity.js';

const PREAMBLE = 'This agreement is made in Leeds on 3 May 2040 between Tom Hale ("the Hall") and Harlow Shops Ltd ("the Client").';

describe("set 88's nature patterns on hostile input (h112n88)", () => {
  itClassifiesRepeatedLinearly('The Hall keeps 10% of the price and ');
  itClassifiesRepeatedLinearly('the Hall keeps the takings and tips and refunds ');
  itClassifiesRepeatedLinearly('If the Hall cannot hold it because of a fire, a fire or ');
  itClassifiesRepeatedLinearly('it refunds everything and owes and not and ');
  itClassifiesRepeatedLinearly('the Clients still pay TMT 180 for ');
  itClassifiesRepeatedLinearly('and the Client remains bound remains ');
  itClassifiesRepeatedLinearly("The Client who pays the Hall takes over the Hall's the ");
  itClassifiesRepeatedLinearly('The Hall grants the Client a permit a ');
  itClassifiesRepeatedLinearly('You tell your guests that they that ');
  itClassifiesRepeatedLinearly('tells informs warns that the guest the ');
  itClassifiesRepeatedLinearly('The Client consents to the Hall processing his personal ');
  itClassifiesRepeatedLinearly('and you keep the difference the ');
  itClassifiesRepeatedLinearly('Part B – Prices Background Parties ', { kind: 'title' });
  itClassifiesRunsLinearly(['Leeds – York, or ', 'A – B – C – ', 'Children under five: free free '],
    (unit) => `a fare row of "${unit}" repeated under a colon lead-in: linear`,
    (run) => [{ text: PREAMBLE, kind: 'sentence' }, { text: 'The fares are fixed by the Hall and are as follows:', kind: 'sentence' }, { text: `${run}: free`, kind: 'sentence' }]);
  // Many headings and sentences after the preamble: the first heading of the terms is found in one pass.
  for (const unit of ['Part B ', 'The Client pays. ']) {
    it(`a heading of the terms then "${unit}" repeated as 60-character elements, titles and sentences in turn: linear`, () => {
      const result = readsLinearly((n) => {
        const pieces = unit.repeat(Math.ceil(n / unit.length)).match(/.{1,60}/gsu) ?? [];
        const contract = [{ text: 'BOOKING', kind: 'title' as const }, { text: PREAMBLE, kind: 'sentence' as const },
          ...pieces.map((text, i) => ({ text, kind: i % 2 === 0 ? 'title' as const : 'sentence' as const }))];
        return () => [contract.length, classifyContract(contract)] as const;
      });
      expect(result[1].elements).toHaveLength(result[0]);
    });
  }
});

describe("set 88's attribute patterns on hostile input (h112n88)", () => {
  itRecognizesRepeatedLinearly(ATTRIBUTES, 'Asmara – Keren – ');
  itRecognizesRepeatedLinearly(ATTRIBUTES, 'Keren - Keren, Keren – ', 'Asmara – ');
  itRecognizesRepeatedLinearly(ATTRIBUTES, 'card No. 0412-77 No. 0');
  itRecognizesRepeatedLinearly(ATTRIBUTES, 'registration plate 3-A 21453 A-');
  itRecognizesRepeatedLinearly(ATTRIBUTES, 'plate 3 A 3 A ', 'registration ');
  itRecognizesRepeatedLinearly(TITLE_ATTRIBUTES, 'season 2047–2048–');
  itRecognizesRepeatedLinearly(TITLE_ATTRIBUTES, 'CONTRACT No. 2318 No. ');
  itClassifiesRepeatedLinearly('The Guest: U. Sidarovich, B. ');
  itClassifiesRepeatedLinearly('U. V. W. X. ', { kind: 'title' });
  itClassifiesRunsLinearly(['Kadra Daher ', 'Yours sincerely, '],
    (unit) => `a letter's closing then "${unit}" repeated: linear`,
    (run) => [{ text: 'Yours sincerely,', kind: 'sentence' }, { text: run, kind: 'sentence' }]);
  itClassifiesRunsLinearly(['in Keren From Keren ', 'Keren Keren, Keren '],
    (unit) => `"${unit}" repeated after a route that reads Keren as a place: linear`,
    (run) => [{ text: 'The minibus runs on the Asmara – Keren route.', kind: 'sentence' }, { text: run, kind: 'sentence' }]);
  itClassifiesRunsLinearly(['The Clients: J. Amanowa, ', 'J. Amanowa, B. Amanow and '],
    (unit) => `a signing row of "${unit}" repeated: linear`,
    (run) => [{ text: `The Clients: ${run}B. Amanow`, kind: 'sentence' }]);
});
