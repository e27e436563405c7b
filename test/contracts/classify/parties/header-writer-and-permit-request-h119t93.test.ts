/**
 * Set 93's causes 4 and 5 (issue 18, h119t93):
 * - terms printed under a company's header line, written "we" to "you" with no bracket, letter or e-mail (a ticket's
 *   conditions): the company that opens the first line with its legal form is "we" (header-writer.ts; C34's we/you terms);
 * - a permit that names its grantee as the one whose request it answers, the grant after both ("The Office of … (the
 *   "Office"), on the request of … (the "Holder"), gives this permission …"): both names are its parties, each bound by
 *   its alias, whatever the grantor's head word (preamble-names.ts PARTIES_REQUEST, PERMIT_GRANTED).
 * Sentences written for the rules, none from a set.
 */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';
import { itClassifiesRunsLinearly } from '../cue-file-linearity.js';

const title = (text: string) => ({ text, kind: 'title' as const });
const TICKET = ['Skerry Ferries Ltd – Scalloway, Shetland', title('FERRY TICKET – KEEP IT WITH YOU'), 'Passenger: Ms Ann Lee', title('CONDITIONS OF TRAVEL')];

describe('a ticket\'s "we" under a company\'s header line (header-writer.ts)', () => {
  it('binds "we" to the writer beside the reader\'s "You"', () => {
    expect(typesOf(...TICKET,
      '1. We may refuse goods that are badly packed.',
      '2. You do not smoke on board.',
      '3. We refund the fare if the sea is too rough to sail.',
      '4. We are not liable for cash packed in your bags.',
    ).slice(4)).toEqual([['Right/we'], ['Exclusion/You'], ['Obligation/we'], ['Disclaimer/we']]);
  });
  it('with the header line alone, no field of a passenger', () => {
    expect(typesOf('Harbour Boats SARL', title('CONDITIONS OF TRAVEL'), 'We may change the departure time for the weather.', 'You keep your dog on a lead.', 'We lend the life jackets free of charge.').slice(2))
      .toEqual([['Right/we'], ['Obligation/You'], ['Obligation/we']]);
  });
  it('near misses: no legal form, a header not at the top, no "you", a single "we"', () => {
    // The header names no company with a legal form.
    expect(typesOf('Scalloway, Shetland', 'FERRY TICKET', 'We may refuse goods that are badly packed.', 'You do not smoke on board.', 'We refund the fare.')[2]).toEqual([]);
    // The company is named in the body, not as the first line's opening.
    expect(typesOf('FERRY TICKET', 'Tickets sold for Skerry Ferries Ltd', 'We may refuse goods that are badly packed.', 'You do not smoke on board.', 'We refund the fare.')[2]).toEqual([]);
    // A note whose "we" is its two writers, speaking to no "you".
    expect(typesOf('Skerry Ferries Ltd – Scalloway', 'NOTE OF THE MEETING', 'We may refuse goods that are badly packed.', 'We share the cost of the new ramp.')[2]).toEqual([]);
    // One "we" in the body is no terms of the writer.
    expect(typesOf('Skerry Ferries Ltd – Scalloway', 'FERRY TICKET', 'You do not smoke on board.', 'We may refuse goods that are badly packed.')[3]).toEqual([]);
  });
});

describe('a permit "on the request of" its holder (preamble-names.ts PARTIES_REQUEST)', () => {
  it('names the grantor by its own word and the holder by its alias', () => {
    expect(typesOf('PERMISSION No. 5 TO FILM AT THE OLD HARBOUR',
      'The Hakimlik of Kara District (the "Hakimlik"), on the request of Blue Reel Films LLC of Urgench (the "Producer") dated 2 May 2047, gives this permission on the conditions below.',
      '1. The Hakimlik may stop the filming at once.',
      '2. The Producer pays a site fee of 500 euros before filming begins.',
      '3. The Hakimlik is not responsible for any injury to the crew.',
    ).slice(2)).toEqual([['Right/Hakimlik'], ['Obligation/Producer'], ['Disclaimer/Hakimlik']]);
  });
  it('"at the written request of" and "issues this permit" the same', () => {
    expect(typesOf('PERMIT No. 9',
      'The Voivodeship of Lubin (the "Voivodeship"), at the written request of Blue Reel Films LLC (the "Producer"), hereby issues this permit.',
      'The Voivodeship may move the filming days.').slice(2)).toEqual([['Right/Voivodeship']]);
  });
  it('near misses: a request with no permission granted, or no bracket before it', () => {
    expect(typesOf('NOTE',
      'The Hakimlik of Kara District (the "Hakimlik"), on the request of Blue Reel Films LLC (the "Producer"), reviewed the plans.',
      'The Hakimlik may stop the filming at once.').slice(2)).toEqual([[]]);
    expect(typesOf('PERMISSION No. 5',
      'The Hakimlik of Kara District, on the request of Blue Reel Films LLC (the "Producer"), gives this permission.',
      'The Hakimlik may stop the filming at once.').slice(2)).toEqual([[]]);
  });
});

describe('hostile text: a header line, and a permit\'s request', () => {
  itClassifiesRunsLinearly(
    ['We ', 'you ', 'Aa Ltd ', 'Ltd – '],
    (unit) => `"${unit}" repeated under a company's header line: linear`,
    (run) => [
      { text: `Skerry Ferries Ltd ${run}`, kind: 'sentence' },
      { text: `We may refuse goods ${run}.`, kind: 'sentence' },
      { text: `You do not smoke ${run}.`, kind: 'sentence' },
      { text: 'We refund the fare.', kind: 'sentence' },
    ],
  );
  itClassifiesRunsLinearly(
    ['), on the request of ', ') , at  the ', 'gives this ', '(the "Aa") ', 'on the written request of '],
    (unit) => `"${unit}" repeated in a permit's opening: linear`,
    (run) => [
      { text: `The Hakimlik of Kara (the "Hakimlik"), on the request of ${run} Blue Reel LLC (the "Producer") ${run}, gives this permission.`, kind: 'sentence' },
      { text: 'The Hakimlik may stop the filming at once.', kind: 'sentence' },
    ],
  );
});
