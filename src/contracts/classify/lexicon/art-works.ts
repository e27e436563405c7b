/**
 * A work of art by its own noun (issue 18, h118mendA; review h118rr's finding 15): one home for the art nouns that the
 * licence of a work (category-licensed-works.ts' WORK_NOUN) and a work's reuse (category-cues-work-reuse.ts' ARTWORK)
 * both read. No "works": a building contract's Works are no art.
 */
export const ART_NOUN = String.raw`(?:artworks?|murals?|paintings?|sculptures?|carvings?|frescos?|frescoes|drawings?|illustrations?|tapestr(?:y|ies))`;

/**
 * A picture, as a noun: photographs, photos, images, pictures, footage, videos (issue 18, h121left; re-read h120revA #3):
 * one home for a work's pictures shown (category-cues-work-reuse.ts, C307), a place's pictures licensed
 * (category-cues-intellectual-property.ts' WORK_OF_THE_PLACE) and a licensed work's own noun (category-licensed-works.ts'
 * WORK_NOUN). Whole words: the reader bounds them.
 */
export const PICTURE_NOUN = String.raw`(?:photographs?|photos?|images?|pictures?|footage|videos?)`;
