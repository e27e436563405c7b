/**
 * The service's irrelevance threshold: a top intent whose confidence is below it counts as no intent
 * (`#name` is false, `irrelevant` is true, the response lists no intent). One home for every layer.
 */
export const IRRELEVANCE_THRESHOLD = 0.2;
