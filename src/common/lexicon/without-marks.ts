/**
 * A text with its combining marks removed after canonical decomposition ("Bouaké" → "Bouake", "Peña" → "Pena"): what the
 * readers of names compare where a contract writes a name with its accents or without. Lengths may differ from the
 * input's: never use it for spans.
 */
export const withoutMarks = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '');
