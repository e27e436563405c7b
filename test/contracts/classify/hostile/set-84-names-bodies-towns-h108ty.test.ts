/**
 * Issue 18, h108ty: the patterns this branch added or widened, on their near misses repeated: linear. signatory-names.ts
 * NUMBERED_NAME_POST_ROW (a numbered row's name, post and town), NAME_PARTICLES' Catalan "i", own-language-bodies.ts'
 * capitalised "Banka" and its form, indonesian-bodies.ts' "Koperasi Unit Desa", associations-in-capitals.ts' alias
 * bracket, persons-named-again.ts' place inside a name (the whole classifier).
 */
import { describe } from 'vitest';
import { ATTRIBUTES, itRecognizesRepeatedLinearly } from './helpers.js';
import { itClassifiesRepeatedLinearly } from '../cue-file-linearity.js';

describe('set 84\'s names, the bodies and towns of sets 66, 25, 64 and 67 on hostile input (h108ty)', () => {
  itRecognizesRepeatedLinearly(ATTRIBUTES, 'Aa Bb i Cc, Advocate, of ', '2. ');
  itRecognizesRepeatedLinearly(ATTRIBUTES, 'Ms Aa i Bb i ');
  itRecognizesRepeatedLinearly(ATTRIBUTES, 'Aa Bb Banka AD Cc Banka ');
  itRecognizesRepeatedLinearly(ATTRIBUTES, 'Koperasi Unit Desa Aa Koperasi Unit ');
  itRecognizesRepeatedLinearly(ATTRIBUTES, 'THE AA SOCIETY FOR BB (the "A ', '(1) ');
  itRecognizesRepeatedLinearly(ATTRIBUTES, 'Comú d\'Aa Consell de ');
  itClassifiesRepeatedLinearly('Ms Montserrat Aa i Bb (the "Owner"). Montserrat Aa i Bb ');
});
