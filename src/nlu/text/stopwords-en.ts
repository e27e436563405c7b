/**
 * English function words: frequent everywhere, so they say little about what a sentence is about.
 * Lowercase, apostrophes removed (the forms after contraction expansion).
 */
export const ENGLISH_STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an the and or but if so of at by for with about against between into through during before after above ' +
    'below to from up down in out on off over under again then once here there all any both each few more most ' +
    'other some such only own same than too very s t just now i me my myself we our ours you your yours he him ' +
    'his she her hers it its they them their theirs this that these those am is are was were be been being have ' +
    'has had having do does did doing would should could will shall can may might must let us as because until ' +
    'while also'
  ).split(' '),
);
