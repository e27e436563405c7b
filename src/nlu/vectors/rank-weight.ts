/**
 * How much a word counts in a text's vector, by its frequency rank (read by the table and the sentence code).
 * Rank at which a word gets half weight: `rank / (rank + HALF_WEIGHT_RANK)`. Under Zipf's law this is the
 * smooth-inverse-frequency weight a / (a + p(w)) with a ≈ 3e-4.
 */
export const HALF_WEIGHT_RANK = 300;
