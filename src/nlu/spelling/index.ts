export { compileSpeller, type Speller, type SpellerInput, type Correction } from './speller.js';
export { spellingMode, type SpellingMode } from './policy.js';
