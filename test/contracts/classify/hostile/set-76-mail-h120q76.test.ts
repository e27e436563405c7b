/**
 * Hostile text for h120q76's e-mail readers (facts set 76's cause 3, issue 18): the partner signing with the person
 * (parties/email-thread-parties.ts AND_PARTNER), whole threads whose header, signature and answer lines are long runs (a
 * line that long is no header or signature line: what these time is the document around the readers), and threads of
 * many short messages, each with its header and signature lines, which do reach unformedWriterOf and partnerOf (their
 * cost grows with the messages and their signature lines; h120rr #15): each reads in linear time.
 */
import { describe, expect, it } from 'vitest';
import { AND_PARTNER } from '../../../../src/contracts/classify/parties/email-thread-parties.js';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { readsLinearly } from '../../../security/linear-time.js';
import { run } from './helpers.js';

const thread = (header: string, signature: string, answer: string) => [
  `From: ${header} <a@b.example>`, 'To: Karin Nilsson <k@b.example>', 'Subject: Offer', 'Hi Karin,', 'We offer a hike for 6 400 kr.', 'Kind regards,', 'Lars Ek', signature,
  'From: Karin Nilsson <k@b.example>', `To: ${header} <a@b.example>`, 'Subject: Re: Offer', 'Yes, we accept.', 'Best wishes,', answer,
].map((text) => ({ text, kind: 'sentence' as const }));

describe('runs through the e-mail writer and partner readers (h120q76)', () => {
  for (const unit of [' and', ' and Per', ' Per Holm', ' & Aa', 'Aa ', '  ']) {
    it(`"${unit}" repeated after " and": the partner's test reads linearly (h120q76)`, () => {
      expect(typeof readsLinearly((n) => {
        const text = run(' and ', unit, n);
        return () => AND_PARTNER.test(text);
      }, 1000)).toBe('boolean');
    });
  }
  for (const [header, signature, answer] of [
    ['Aa ', 'Chairman, Aa ', 'Karin Nilsson and Per Holm'],
    ['Fjällguideförening', 'Chairman, ', 'Karin Nilsson'],
    ['Aa Bb', 'Chairman, Aa Bb', 'Karin Nilsson and '],
    ['Aa, ', ', ', 'Karin Nilsson & Aa'],
  ] as const) {
    it(`a thread of runs of "${header}" / "${signature}" / "${answer}": classified within 1 s (h120q76)`, () => {
      const labels = readsLinearly((n) => {
        const elements = thread(run('', header, n / 3), run('', signature, n / 3), run('', answer, n / 3));
        return () => classifyContract(elements);
      }, 1000);
      expect(labels.elements).toHaveLength(14);
    });
  }
  it('a thread of more and more short messages, each read by the writer and partner readers: classified in linear time (h120rr #15)', () => {
    const one = thread('Fjällguideförening', 'Chairman, Fjällguideförening', 'Karin Nilsson and Per Holm');
    let messages = 0;
    const labels = readsLinearly((n) => {
      const copies = Math.max(1, Math.round(n / 1000));
      messages = 2 * copies;
      const elements = Array.from({ length: copies }, () => one).flat();
      return () => classifyContract(elements);
    });
    expect(labels.elements).toHaveLength(7 * messages);
  });
});
