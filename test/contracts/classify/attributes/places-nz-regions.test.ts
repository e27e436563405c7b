import { describe, expect, it } from 'vitest';
import { attributesOf } from '../helpers.js';

// Issue 18, h44s48: C48 for New Zealand — a town and its region after a comma are one Location, as "Mildura, Victoria"
// is. Every sentence is written here.
describe('a New Zealand town and its region (place-names.ts TOWN_STATE, gazetteer.ts NZ_REGIONS)', () => {
  it('is one Location, a two-word town and a three-word region too', () => {
    expect(attributesOf('The dairy farm is near Waharoa, Waikato.')).toContain('Location:Waharoa, Waikato');
    expect(attributesOf('The orchard lies near Te Puke, Bay of Plenty.')).toContain('Location:Te Puke, Bay of Plenty');
  });

  it('with the country after it, the country is its own Location, as after an Australian state', () => {
    const got = attributesOf('The winery is at Blenheim, Marlborough, New Zealand.');
    expect(got).toContain('Location:Blenheim, Marlborough');
    expect(got).toContain('Location:New Zealand');
  });

  it('near miss: "Nelson" (a given name too) is no region; a name before a region-like word is no town', () => {
    expect(attributesOf('The consent of Jane Brown, Nelson Smith and Ann Lee is needed.')).not.toContain('Location:Jane Brown, Nelson');
    expect(attributesOf('This deed was signed with the consent of Jane Brown, Otago House.')).not.toContain('Location:Jane Brown, Otago');
  });
});
