/**
 * Issue 18, h101pl: the readers this branch added, on their near misses repeated: linear. natures.ts
 * `presentClauseBeforeJoinedSubject` ("and" and a party's modal) and the bar joined to a right; street-before-town.ts's
 * French kinds before a person's name; town-before-listed.ts's hills; place-names.ts CITY_AFTER_DISTRICT and
 * PERSON_OR_SUM_BEFORE; government-names.ts's town hall; name-grammar.ts JOIN's dash before "Lda.".
 */
import { describe } from 'vitest';
import { itClassifiesRepeatedLinearly } from '../cue-file-linearity.js';

describe('sets 72–76\'s places, bodies and natures on hostile input (h101pl)', () => {
  itClassifiesRepeatedLinearly('If we cannot , we leave a card and you must and the Seller may keeps the fee and does not refund and ');
  itClassifiesRepeatedLinearly('Avenue Aa de Bb de Cc d\'Dd Boulevard Ee Ff, Allée , Impasse Gg du Hh, ');
  itClassifiesRepeatedLinearly('of Aa Hills, Bb Heights, Cc Hill, Providenciales Dd Hills, ');
  itClassifiesRepeatedLinearly('Cocody, Abidjan, Marcory, Aa, de Balboa 12 Cristóbal Bb Panamanian Balboa, ');
  itClassifiesRepeatedLinearly('Town Hall of Aa Bb City Hall of Hospital Geral do Hospital de Cc ');
  itClassifiesRepeatedLinearly('of the Aa Bb, Cc Dd Road, Ee Ff (the the Gg, Hh Street, ( ');
  itClassifiesRepeatedLinearly('Aa – Bb Cc – Dd Ee, Lda Ff – Gg, Ltda. GIE Hh de Ii ');
});
