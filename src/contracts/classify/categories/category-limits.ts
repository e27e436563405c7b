/**
 * At most this many categories on one element: the ranking's cap (categories.ts; a written consent's Communication
 * beside them aside) and the cap on a works list's item (category-works-list-items.ts).
 */
export const MAX_CATEGORIES = 2;
