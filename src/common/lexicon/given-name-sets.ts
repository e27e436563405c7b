/**
 * The given names (`given-names.ts`, generated) as sets, one home for both wings: the conversation engine's
 * `@sys-person` (nlu/sysent/proper-names/persons.ts) starts a mention on them, and the contract labeller asks whether a
 * name's first word is a person's (a defined person, a body that is no person). Built once, on first use.
 */
import { AMBIGUOUS_GIVEN_NAMES, GIVEN_NAMES } from './given-names.js';

/** The names that are no common English word ("Sarah"), and those that are ("Rose", "Grace", "Will"), lower case. */
export interface GivenNameSets {
  readonly plain: ReadonlySet<string>;
  readonly ambiguous: ReadonlySet<string>;
}

let names: GivenNameSets | undefined;

export function givenNames(): GivenNameSets {
  names ??= { plain: new Set(GIVEN_NAMES.split('|')), ambiguous: new Set(AMBIGUOUS_GIVEN_NAMES.split('|')) };
  return names;
}

/** Whether `word` (any case) is a given name of the list that is no common English word ("Sarah", not "Rose" or "Grace"). */
export const isPlainGivenName = (word: string): boolean => givenNames().plain.has(word.toLowerCase());
