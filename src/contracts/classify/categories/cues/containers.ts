/**
 * (issue 18, h105mendC) The containers a supplier or a scheme sends its goods in: a box, a hamper, a basket, a parcel, a
 * crate. One list for the cues that name them: category-cues-deliverables.ts' box scheme (with a bag),
 * category-cues-key-fact-rows.ts' deliveries paused or first (with a delivery or an order), and
 * category-cues-entrusted-returns.ts' empty containers given back (with bottles, barrels, kegs …). Fixed words: linear.
 */
export const GOODS_CONTAINER = String.raw`(?:box|boxes|hamper|hampers|basket|baskets|parcel|parcels|crate|crates)`;
