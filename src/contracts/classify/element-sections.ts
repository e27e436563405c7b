/**
 * Each element's section, walked once for the two readers of it (issue 18, h86c: index.ts' typeLabels and categoryLabels
 * each walked the elements for their titles). The types read the section an element was given, else the latest title
 * element before it; the categories read the heading path, where a numbered or run-in heading inside the given section
 * titles the clauses after it, and the titles are masked as the categories read every text.
 */
import type { ElementInput } from './types.js';
import { isNumberedHeading } from './categories/categories.js';
import { runInHeading } from './text/text.js';

export interface ElementSection {
  /** The section title the element was given, else the latest title element's text before it (none for a title). */
  readonly given: string | undefined;
  /** The latest heading (a title element, a numbered heading, a run-in heading) in the given section, masked. */
  readonly title: string | undefined;
  /** The given section when a heading inside it titles the clause, else the given parent (masked). */
  readonly parent: string | undefined;
  /** Whether the element is a heading itself: a title element or a numbered heading. */
  readonly heading: boolean;
}

/**
 * The sections of `elements`: `raw` are their texts as given, `read` as the categories read them (masked), `mask` the
 * masking of a given title.
 */
export function elementSections(elements: readonly ElementInput[], raw: readonly string[], read: readonly string[], mask: (title: string) => string): ElementSection[] {
  let latestTitle: string | undefined;
  let currentTitle: string | undefined;
  let givenTitle: string | undefined;
  let given: string | undefined;
  let givenParent: string | undefined;
  return elements.map((e, i) => {
    if (e.kind === 'title') latestTitle = raw[i];
    if (e.sectionTitle !== givenTitle || (e.parentTitle !== undefined && mask(e.parentTitle) !== givenParent)) {
      givenTitle = e.sectionTitle;
      currentTitle = given = givenTitle === undefined ? undefined : mask(givenTitle);
      givenParent = e.parentTitle === undefined ? undefined : mask(e.parentTitle);
    }
    const heading = e.kind === 'title' || isNumberedHeading(read[i]);
    if (heading) currentTitle = read[i];
    // "2. Delivery. Seller shall deliver …": a run-in heading titles its own clause and the sentences after it.
    const runIn = heading ? undefined : runInHeading(read[i]);
    if (runIn) currentTitle = runIn.trim().replace(/\.$/, '');
    return {
      given: e.kind === 'title' ? undefined : e.sectionTitle ?? latestTitle,
      title: currentTitle,
      parent: given !== undefined && currentTitle !== given ? given : givenParent,
      heading,
    };
  });
}
