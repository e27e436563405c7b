/**
 * Sibling clauses: "13.1", "13.2", "13.3" share the parent "13". When at least half of a parent's numbered
 * clauses are headings ("13.1 Mutual Warranties", "13.2 Supplier warranties"), its other clauses ("13.3 Without
 * prejudice ...") are sections too, whose title is the bare number: the service's `data-empty-title` sections.
 */
import { decimalLevel } from './headings.js';

const CLAUSE = /^(\d{1,3}(?:\.\d{1,3})+)\.?(?=\s)/;

/** The sub-clause number a text opens with ("13.3"), if it has at least two levels. */
export function clauseNumber(text: string): string | undefined {
  const number = CLAUSE.exec(text)?.[1];
  return number !== undefined && decimalLevel(number) >= 2 ? number : undefined;
}

const parentOf = (number: string): string => number.split('.').slice(0, -1).join('.');

export class ClauseGroups {
  private readonly total = new Map<string, number>();
  private readonly headings = new Map<string, number>();

  add(number: string, isHeading: boolean): void {
    const parent = parentOf(number);
    this.total.set(parent, (this.total.get(parent) ?? 0) + 1);
    if (isHeading) this.headings.set(parent, (this.headings.get(parent) ?? 0) + 1);
  }

  /** Whether the clause `number` should head a section of its own, its siblings mostly being headings. */
  headsSection(number: string): boolean {
    const parent = parentOf(number);
    const headings = this.headings.get(parent) ?? 0;
    return headings > 0 && headings * 2 >= (this.total.get(parent) ?? 0);
  }
}
