/**
 * Text helpers shared by the NLU layers: Unicode-aware tokens with UTF-16 offsets, folding, English rules.
 */
export { foldText } from './normalize.js';
export { tokenize, isUnspacedScriptToken, MAX_TOKENS, type Token } from './tokenize.js';
export { stemEnglish } from './stem-en.js';
export { expandEnglishContraction, englishTerms } from './english.js';
export { ENGLISH_STOP_WORDS } from './stopwords-en.js';
