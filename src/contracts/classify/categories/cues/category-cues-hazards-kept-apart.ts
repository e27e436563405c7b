/**
 * Safety and Security of a danger to the goods, the vessel or the people around them, said without the word (issue 18,
 * h92cat; set 70 missed four such sentences): a contract keeps people safe by naming what can go wrong and keeping it
 * apart, the Safety and Security row's "hazards … protective measures":
 * - a thing not carried, stored or kept in the same hold, van or room as another ("The Carrier shall not carry fuel
 *   drums or chemicals in the same hold as the copra", "must not store raw meat in the same fridge as cooked food"): the
 *   segregation of what can burn, taint or poison;
 * - goods or a substance that can catch fire, ignite or explode ("since wet copra can heat and catch fire in the hold"):
 *   the hazard named;
 * - a person vaccinated against, or screened for, an illness people catch from each other ("is vaccinated against
 *   hepatitis B and measles and has been screened for tuberculosis"; sets 66 and 70 label both such items Safety and
 *   Security, both missed). Not an animal's vaccinations (a dog's rabies, a horse's equine influenza: sets 19 and 23 label
 *   them Responsibilities or Communication): their diseases are left out;
 * - a person whose conduct puts others at risk ("may ask the University to withdraw a student whose conduct puts patients
 *   at risk");
 * - food that made people ill ("if we receive complaints that it has made customers ill").
 * Strong: the sentence model reads copra, holds, hepatitis and dishes as little else. Stated with sentences of my own
 * (`categories-carriage-and-care-h92cat.test.ts`). Bounded: linear.
 */
import type { CategoryLabel } from '../../../wire.js';

/** Where things are carried or kept together. */
const SPACE = String.raw`(?:holds?|vans?|vehicles?|trucks?|lorr(?:y|ies)|containers?|compartments?|rooms?|stores?|storerooms?|fridges?|refrigerators?|freezers?|cabinets?|cupboards?|tanks?|sheds?|warehouses?|areas?|spaces?|shelves|shelf|trailers?|wagons?)`;

/** Illnesses people catch from each other, against which staff and students are vaccinated or screened. */
const HUMAN_ILLNESS = String.raw`(?:hepatitis|measles|mumps|rubella|tetanus|typhoid|polio|diphtheria|pertussis|whooping\s{1,3}cough|influenza|flu|covid(?:-19)?|yellow\s{1,3}fever|meningitis|chickenpox|varicella|tuberculosis|TB|cholera)`;

export const HAZARD_KEPT_APART_STRONG_CUES: readonly [RegExp, CategoryLabel][] = [
  // Not carried, stored or kept in the same space as another thing.
  [new RegExp(String.raw`\bnot\s{1,8}(?:carry|store|keep|transport|place|put|load|stow|pack|mix)\s{1,8}[^.;]{0,100}?\bin\s{1,8}the\s{1,8}same\s{1,8}${SPACE}\s{1,8}as\b`, 'i'), 'Safety and Security'],
  // Can catch fire, ignite or explode.
  [/\b(?:can|could|may|might|will|would|is\s{1,8}(?:liable|likely)\s{1,8}to)\s{1,8}(?:[\w-]{1,30}\s{1,8}(?:and|or)\s{1,8})?(?:catch\s{1,8}fire|ignite|explode|self-?heat|combust)\b/i, 'Safety and Security'],
  // Vaccinated against, or screened for, an illness people catch from each other.
  [new RegExp(String.raw`\b(?:is|are|be|been|being)\s{1,8}(?:fully\s{1,8})?(?:vaccinated|immuni[sz]ed)\s{1,8}against\s{1,8}(?:[\w-]{1,30}\s{1,8}){0,3}?${HUMAN_ILLNESS}\b|\b(?:is|are|be|been|being)\s{1,8}screened\s{1,8}for\s{1,8}${HUMAN_ILLNESS}\b`, 'i'), 'Safety and Security'],
  // Conduct that puts others at risk.
  [/\b(?:conduct|behaviou?r|actions?)\s{1,8}(?:puts?|places?)\s{1,8}(?:[\w'’-]{1,30}\s{1,8}){1,3}?at\s{1,8}risk\b/i, 'Safety and Security'],
  // Food or a dish that made people ill.
  [/\b(?:has|have|had)\s{1,8}made\s{1,8}(?:a\s{1,8}|any\s{1,8})?(?:customers?|guests?|diners?|people|someone|anyone|patients?|pupils?|children|residents?|passengers?|consumers?|clients?|them|him|her|you|us)\s{1,8}(?:ill|sick|unwell)\b/i, 'Safety and Security'],
];
