/**
 * A person assigned to work (issue 18, h78c61): no Assignments. "Provider shall not assign a Team Member to work for
 * another client", "may assign any of its engineers to another project": a party's staffing, whose word "assign" is
 * the Assignments row's own near miss (docs/contracts.md: "assign → Assignments, not 'assigned work'"); the contract
 * and the rights under it are not transferred. The learned model proposed Assignments from the word, so the veto
 * silences it. "shall not assign this Agreement" and "may assign its rights to an Affiliate" keep their Assignments.
 * Bounded steps: linear on hostile text.
 */
import type { CategoryLabel } from '../../../wire.js';

/** The people a party assigns: its staff by any common name. */
const STAFF = String.raw`(?:members?|employees?|staff|personnel|persons?|people|workers?|engineers?|consultants?|developers?|individuals?|drivers?|nurses?|crew|guards?|technicians?|specialists?)`;

export const STAFF_ASSIGNED_VETOES: readonly [RegExp, CategoryLabel][] = [
  [new RegExp(String.raw`\bassign(?:s|ed|ing)?\s{1,3}(?:a|an|any|the|its|their|each|every|one|such)\s{1,3}(?:[\w'’-]{1,30}\s{1,3}){0,2}?${STAFF}\s{1,3}to\b`, 'i'), 'Assignments'],
];
