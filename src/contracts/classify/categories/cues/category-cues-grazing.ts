/**
 * Asset Use of land grazed (issue 18, h88c): a grazing licence or a community's pasture agreement says the land's use
 * through the grazing itself, not through a word of letting or use. C12 reads the use of the other party's land as
 * Asset Use, and so do the sets' grazing clauses (set 18: "licence to graze cattle on the Land", "No sheep, horses or pigs
 * may be grazed on the Land"; set 66: the animals grazed on the pasture, grazing stopped on parts of it, grazing more
 * animals than allowed). Read here:
 * - animals grazed, or grazing, on or in the land ("grazed on the pasture", "stop grazing on parts of the meadow");
 * - a party allowed, bound or barred to graze ("may graze the animals of other residents", "a licence to graze cattle");
 * - grazing more animals than the contract allows ("grazes more animals than allowed").
 * Not grazing named as a time or a place's state ("the grazing season", "any field where livestock are grazing": a
 * notice before entering it, set 52) nor grazing as one of a herder's practices ("its code of practice on combing,
 * grazing and the care of goats", set 35). Stated with sentences of my own (`categories-land-grazed-h88c.test.ts`).
 * Bounded: linear.
 */
import type { CategoryLabel } from '../../../wire.js';

/** The land grazed: a pasture, a meadow, a paddock, a common, the land or a field. */
const GRAZED_LAND = String.raw`(?:pastures?|meadows?|paddocks?|commons?|land|fields?|plots?|allotments?)`;

export const GRAZING_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [
    new RegExp(
      String.raw`\bgraz(?:e|es|ed|ing)\s{1,8}(?:[\w-]{1,30}\s{1,8}){0,4}?(?:on|in|upon)\s{1,8}(?:(?:any|a|the)\s{1,8})?(?:parts?\s{1,8}of\s{1,8})?(?:the|its|a|that|this|any|our|your|their)\s{1,8}(?:[\w-]{1,30}\s{1,8})?${GRAZED_LAND}\b` +
        String.raw`|\b(?:may|to|not|shall|must|will|can)\s{1,8}graze\b` +
        String.raw`|\bgraz(?:e|es|ed|ing)\s{1,8}more\s{1,8}(?:[\w-]{1,30}\s{1,8})?(?:than|animals|cattle|sheep|goats|horses|head|livestock)\b`,
      'i',
    ),
    'Asset Use',
  ],
];
