/**
 * The service's irrelevance threshold: a top intent whose confidence is below it counts as no intent
 * (`#name` is false, `irrelevant` is true, the response lists no intent). One home for every layer.
 */
export const IRRELEVANCE_THRESHOLD = 0.2;

/**
 * The fuzzy-match threshold of the expression language: a bare `@entity` is true only when the mention's confidence
 * exceeds it (dialog-runtime.md §5.2, §7.3 [C] D-expr, D-tips). parley's own fuzzy matcher never emits a confidence
 * at or below it; it matters for entities a request supplies.
 */
export const FUZZY_ENTITY_THRESHOLD = 0.3;
