/**
 * "Directorate General" (or "Directorate-General") is an institution's head as "General Directorate" is: "the
 * Directorate General of Customs" names a body, "the Directorate General" alone none (lexicon/gazetteer.ts
 * INSTITUTION_HEADS; facts set 34's cause 5, h55f34).
 */
import { describe, expect, it } from 'vitest';
import { orgs } from '../found-names.js';

describe('"Directorate General of …" as a body (h55f34)', () => {
  it.each([
    ['The Supplier shall follow the rules of the Directorate General of Customs.', 'Directorate General of Customs'],
    ['The Supplier shall notify the Directorate-General for Fisheries of each landing.', 'Directorate-General for Fisheries'],
    ['Towing needs a permit of the Directorate General of the Port Territory and Inland Waters.', 'Directorate General of the Port Territory and Inland Waters'],
  ])('%s', (text, name) => expect(orgs(text)).toEqual([name]));

  it.each([
    'The Directorate General shall be informed.',
    'The Supplier pays the Directorate General Fee each year.',
  ])('%s: no tail and no qualifier, no body', (text) => expect(orgs(text)).toEqual([]));
});
