/**
 * A work of art by its own noun (issue 18, h118mendA; review h118rr's finding 15): one home for the art nouns that the
 * licence of a work (category-licensed-works.ts' WORK_NOUN) and a work's reuse (category-cues-work-reuse.ts' ARTWORK)
 * both read. No "works": a building contract's Works are no art.
 */
export const ART_NOUN = String.raw`(?:artworks?|murals?|paintings?|sculptures?|carvings?|frescos?|frescoes|drawings?|illustrations?|tapestr(?:y|ies))`;
