/**
 * Readers of the contract-level facts for the facts tests: each classifies its elements (sentences unless given) and
 * gives one family as short strings, so that a test states the answer it expects. One home for what every set's
 * test file used to define again.
 */
import { classifyContract, type ElementInput } from '../../../src/contracts/classify/index.js';
import { elements } from './helpers.js';

type Items = (string | ElementInput)[];

/** The whole classification of the elements. */
export const facts = (...items: Items) => classifyContract(elements(...items));

/** Each amount's `text_normalized` ("2750000 MZN"), in the order found. */
export const amounts = (...items: Items) => facts(...items).contract_amounts.map((a) => a.text_normalized);

/** Each currency's `text_normalized` ("EUR"), in the order found, repeats kept. */
export const currencies = (...items: Items) => facts(...items).contract_currencies.map((a) => a.text_normalized);

/** The distinct currencies, in the order first found. */
export const distinctCurrencies = (...items: Items) => [...new Set(currencies(...items))];

/** Each effective date's `text_normalized` ("2025-03-03"). */
export const effective = (...items: Items) => facts(...items).effective_dates.map((d) => d.text_normalized);

/** Each termination date's `text_normalized`. */
export const termination = (...items: Items) => facts(...items).termination_dates.map((d) => d.text_normalized);

/** The effective and the termination dates of one classification. */
export const dates = (...items: Items) => {
  const r = facts(...items);
  return { effective: r.effective_dates.map((d) => d.text_normalized), termination: r.termination_dates.map((d) => d.text_normalized) };
};

/** Each term's `text_normalized`. */
export const terms = (...items: Items) => facts(...items).contract_terms.map((t) => t.text_normalized);

/** Each payment term's `text_normalized`. */
export const paymentTerms = (...items: Items) => facts(...items).payment_terms.map((t) => t.text_normalized);

/** The words each contract type spans in its element ("CONTRACT"). */
export const types = (...items: string[]) => facts(...items).contract_types.map((t) => items[t.span.element].slice(t.span.begin, t.span.end));

/** Each party's name. */
export const partyNames = (...items: Items) => facts(...items).parties.map((p) => p.party);

/** Each party as `name | role | importance`. */
export const parties = (...items: Items) => facts(...items).parties.map((p) => `${p.party} | ${p.role} | ${p.importance}`);

/** Each party as `name role importance`. */
export const partiesByRole = (...items: Items) => facts(...items).parties.map((p) => `${p.party} ${p.role} ${p.importance}`);

/** Each party as `name importance role`. */
export const partiesByImportance = (...items: Items) => facts(...items).parties.map((p) => `${p.party} ${p.importance} ${p.role}`);

/** Each primary party as `name role`. */
export const primary = (...items: Items) => facts(...items).parties.filter((p) => p.importance === 'Primary').map((p) => `${p.party} ${p.role}`);

/** Each primary party with the names of its contacts: `[name, [contact, …]]`. */
export const contactLists = (...items: Items) => facts(...items).parties.filter((p) => p.importance === 'Primary').map((p) => [p.party, p.contacts.map((c) => c.name)]);

/** Each primary party with its contacts: `name: contact, contact`. */
export const contactNames = (...items: Items) =>
  facts(...items).parties.filter((p) => p.importance === 'Primary').map((p) => `${p.party}: ${p.contacts.map((c) => c.name).join(', ')}`);

/** Each primary party with its contacts and their roles: `name: contact (role), …`. */
export const contactRoles = (...items: Items) =>
  facts(...items).parties.filter((p) => p.importance === 'Primary').map((p) => `${p.party}: ${p.contacts.map((c) => `${c.name} (${c.role})`).join(', ')}`);
