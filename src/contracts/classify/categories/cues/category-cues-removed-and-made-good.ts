/**
 * A party's things removed and the place made good or restored (issue 18, h60trn): "At the end of the lease the Tenant
 * must remove its fitout and make good any damage", "the Operator must remove the chargers and restore the stalls",
 * "shall remove the meteorological mast and restore the ground". The sentence hands the other party's property back in
 * the state it was lent in: the property's use and condition, Asset Use (table 2.3: "use of premises, equipment or
 * other assets"), beside the Term & Termination of the end it names. Sets 1–52 label 8 of 10 such sentences Asset Use
 * (the others: set 6's solar system on a roof, set 25's car parks, Term & Termination alone); parley read 5 of the 8
 * without it, the end of the term outweighing the cue. Strong for that reason.
 *
 * The removal comes first, then making good any damage or the place itself, or restoring the place (GROUND); not "make good
 * the defect" (a remedy for defects: Warranties), nor a repair of the thing removed ("remove the part and repair the
 * pump"), nor a removal alone ("remove all Goods from the Warehouse": a storer's goods, split in the sets). Sentences of
 * their own in `category-cues-removed-and-made-good.test.ts`. One bounded gap ({1,120} without a stop): linear on
 * hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';

/**
 * The place handed back (issue 18, hrev45): a thing restored after a removal is the other party's place only where the
 * sentence names one, or restores "it" or "them" to a state ("restore it to the satisfaction of the Government", "to its original
 * condition"), not to a place ("restore them to the Customer's systems"). A
 * system, data, files, a service or a team restored after a virus, content or staff is removed is work done, no
 * property used ("remove the malware and restore the affected files", "remove any personnel and restore the team");
 * nor is damage repaired after an installer's own removal ("remove the old boiler and repair any damage caused by the
 * installation"): "repair any damage" reads the damage of the removal, or to the place.
 */
const GROUND = String.raw`(?:site|sites|ground|grounds|land|premises|property|roof|stalls?|bays?|spaces?|areas?|surfaces?|walls?|floors?|ceilings?|gardens?|fields?|tower|building|car\s+parks?|roads?|verges?|plots?|rooms?|pitch|berths?|unit|shop|yard|landscape|vegetation)`;

export const REMOVED_AND_MADE_GOOD_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(String.raw`\bremov(?:e|es|ing)\b[^.;]{1,120}?\b(?:make\s+good\s+(?:any\s+|all\s+)?(?:damage|the\s+(?!defects?\b)[\w-]+)|restor(?:e|es|ing)\s+(?:(?:the|its|each|every)\s+(?:[\w-]+\s+){0,2}?${GROUND}\b|(?:it|them)\s+to\s+(?:the\s+satisfaction|(?:its|their|the|a)\s+(?:original|former|previous|natural|prior|same|good|clean|tidy|condition|state)))\b|repair\s+(?:any|all)\s+damage\s+(?:(?:caused\s+by|resulting\s+from|arising\s+from)\s+(?:its|their|the|such)\s+removal|to\s+(?:the|its)\s+(?:[\w-]+\s+){0,2}?${GROUND})\b)`, 'i'), 'Asset Use'],
];
