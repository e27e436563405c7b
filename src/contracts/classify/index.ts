/**
 * The contract classifier: labels for every element and the contract-level facts.
 * Part 1 of the module returns no labels; part 2 fills this in.
 */
import type { ContractClassifier, ContractLabels, ElementInput } from './types.js';

export type * from './types.js';

export const classifyContract: ContractClassifier = (elements: readonly ElementInput[]): ContractLabels => ({
  elements: elements.map(() => ({ types: [], categories: [], attributes: [] })),
  parties: [],
  effective_dates: [],
  termination_dates: [],
  contract_amounts: [],
  contract_terms: [],
  payment_terms: [],
  contract_currencies: [],
  contract_types: [],
});
