/**
 * Hostile text for the patterns h119q75 added for facts set 75's causes 5, 3 and 10 (issue 18): a business "run by" /
 * "owned and operated by" its owner (names/company-names.ts OWNER_RUN_BUSINESS, parties/representative-contacts.ts RUN_BY
 * and OWNER_END, parties/preamble-names.ts OWNED_AND_RUN); an acceptor's "<name> Date: <date>" line under a first-person
 * acceptance (parties/details/line-shapes.ts NAME_THEN_DATE_FIELD, read by salutation-addressee.ts and acceptance-lines.ts).
 */
import { describe, expect, it } from 'vitest';
import { ownersIn } from '../../../../src/contracts/classify/parties/representative-contacts.js';
import { acceptorNameDated } from '../../../../src/contracts/classify/facts/acceptance-lines.js';
import { salutationAddressee } from '../../../../src/contracts/classify/parties/salutation-addressee.js';
import { readsLinearly } from '../../../security/linear-time.js';
import { itClassifiesRunsWithin1s, run } from './helpers.js';

describe('runs of "run by" descriptions (h119q75)', () => {
  const rows = [
    ['Aa Bb', ', sole trader (EI) run by '],
    ['Aa Bb', ', a business owned and operated by Mr '],
    ['Aa Bb', ' sole trader  (EI)  run  by  Aa '],
    ['Aa Bb', ', a family business owned and and owned and run by Aa Bb Cc Dd Ee Ff '],
  ] as const;
  for (const [head, unit] of rows) {
    it(`"${head}" then "${unit}" repeated: owners read within 1 s (h119q75)`, () => {
      const owners = readsLinearly((n) => {
        const text = run(head, unit, n);
        return () => ownersIn(text, () => true);
      }, 1000);
      expect(owners.length).toBeLessThanOrEqual(8);
    });
  }
  itClassifiesRunsWithin1s('h119q75', [
    ['Ker Bara', ', sole trader (EI) run by Mr. Aa Bb'],
    ['HARBOUR BITES', ', a business owned and operated by Mr Aa Bb of Cc (the "Provider") and '],
    ['Aa Bb Cc Dd', ' Ee, a sole proprietorship owned and run by '],
    // party-details.ts ENDS_AT_COMMA (h119mendB): a clause's third business after a party, over and over
    ['The Contractor may use', ' a subcontractor, a business run by Mr Aa Bb, with the Client\'s consent,'],
  ]);
});

describe('runs of an acceptor\'s "<name> Date:" line (h119q75)', () => {
  // Under "I accept the above terms.": line-shapes.ts NAME_THEN_DATE_FIELD (salutation-addressee.ts, acceptance-lines.ts).
  const rows = [
    ['Aa Bb', ' Cc Dd Date'],
    ['Aa Bb', '    Date :'],
    ['Aa', ' Bb Date: 1 May 2048 Cc'],
    // NAME_THEN_DATE_FIELD's courtesy title and capitals (h119mendB)
    ['Mr. Cc', ' Dd  DATE:'],
    ['Mr. Cc Dd', '\t \t'],
  ] as const;
  for (const [head, unit] of rows) {
    it(`"${head}" then "${unit}" repeated under an acceptance: dated linearly (h119q75)`, () => {
      const dated = readsLinearly((n) => {
        const elements = [{ text: 'I accept the above terms.' }, { text: run(head, unit, n) }];
        return () => acceptorNameDated(elements, 1);
      }, 1000);
      expect(typeof dated).toBe('boolean');
      const found = readsLinearly((n) => {
        const texts = ['ASANTE WEAVERS', 'Bolgatanga', 'Mr. Aa Bb', 'Dear Sir,', 'We weave for you.', 'I accept the above terms.', run(head, unit, n)];
        return () => salutationAddressee(texts, []);
      }, 1000);
      expect(found).toEqual([]);
    });
  }
  itClassifiesRunsWithin1s('h119q75', [
    ['Dear Sir, I accept the above terms. Kofi', ' Mensah Date: 5 May 2048'],
    // facts/facts.ts TODAY_BEFORE (cause 9): the words before a date, and a date after runs of them.
    ['On this day, ', 'Tuesday, On this day, 3 June 2048, at Aa, '],
    ['On this day, Tuesday, 3 June 2048, at ', 'Aa, Bb, '],
  ]);
});
