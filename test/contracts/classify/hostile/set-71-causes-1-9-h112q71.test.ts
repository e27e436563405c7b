/**
 * Issue 18, h112q71: the patterns facts set 71's causes 1–9 added or widened, on their near misses repeated: linear.
 * marked-company-names.ts QUOTED_NAME_THEN_FORM (a quoted name and "MMC"), protected-area-bodies.ts AREA_ACTS and
 * AREA_AGENT, nordic-and-french-bodies.ts REGION_BEFORE_GERMAN_BANK and the "gericht" compound, place-date-lines.ts
 * PLACE_BAR_DATE_LINE; field-labels.ts' quoted value, the bracketed rendering under a name, "Issued by:" and a Turkic
 * patronymic through the whole classifier.
 */
import { describe, expect, it } from 'vitest';
import { ATTRIBUTES, itRecognizesRepeatedLinearly } from './helpers.js';
import { itClassifiesRepeatedLinearly } from '../cue-file-linearity.js';
import { readsLinearly } from '../../../security/linear-time.js';
import { quotedNameBeforeForm } from '../../../../src/contracts/classify/names/marked-company-names.js';
import { isPlaceBarDateLine } from '../../../../src/contracts/classify/signatures/place-date-lines.js';

describe('facts set 71\'s causes 1–9 on hostile input (h112q71)', () => {
  itRecognizesRepeatedLinearly(ATTRIBUTES, '"Aa Bb" MMC "Cc ');
  itRecognizesRepeatedLinearly(ATTRIBUTES, 'Aa Bb Cc State Nature Reserve Dd National Park issues ');
  itRecognizesRepeatedLinearly(ATTRIBUTES, 'issued by the Aa Bb Wildlife Reserve Cc ');
  itRecognizesRepeatedLinearly(ATTRIBUTES, 'Aa-Bb Cc Sparkasse Dd Volksbank Ee ');
  itRecognizesRepeatedLinearly(ATTRIBUTES, 'Amtsgericht Aa Landgericht ');
  itClassifiesRepeatedLinearly('Centre: "Aa Bb" MMC, represented by its director, Cc Dd oğlu Ee oğlu ');
  itClassifiesRepeatedLinearly('(Aa Association for the Sea) AA ASSOCIAÇÃO (');
  itClassifiesRepeatedLinearly('Issued by: Dr. Aa Bb de Cc, Regional Director of Health, ');
  it('a value of quotes and forms, and a row of bars, read linearly', () => {
    const quoted = readsLinearly((n) => {
      const text = '"Aa Bb" MMC '.repeat(Math.ceil(n / 12));
      return () => quotedNameBeforeForm(`"${text}`);
    });
    expect(quoted).toBeUndefined();
    const row = readsLinearly((n) => {
      const text = `Aa ${'| '.repeat(Math.ceil(n / 2))}3 May 2046`;
      return () => isPlaceBarDateLine(text);
    });
    expect(row).toBe(false);
  });
});
