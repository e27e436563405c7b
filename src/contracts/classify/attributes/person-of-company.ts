/**
 * A person named "of" the company they work for: "Text messages between Kirsty Jamieson of Sooth Mooth Woollens Ltd,
 * Lerwick, and …", "placed by John Smith of Acme Trading Ltd". The company grammar joins capitalised words with "of"
 * ("Bank of Scotland plc"), so it read the person as the name's first words, one Organization over both; the person is
 * a Person and the company an Organization after "of" (table 2.4: a person's name is a Person, a company's an
 * Organization; set 91's attribute cause, issue 18, h118t91), as a post before "of" is the person's (post-of-company.ts).
 * Only where the words before "of" are a person's name by the document's own reading (the same words read as a Person in
 * some element: a chat's sender, a signer) or by their form (a listed given name first), so "Bank of Scotland plc" and
 * "Isle of Man Steam Packet Company Limited" keep their words.
 */
import type { ElementFacts } from './attributes.js';
import { isPlainGivenName } from '../../../common/lexicon/given-name-sets.js';
import { isPersonName } from '../names/person-names.js';
import { isLegalForm } from '../parties/details/signer-names.js';

/**
 * Two or three capitalised name words, then "of" and a capital opening the company: the person's words are group 1.
 * Anchored at the Organization's start, the words split by single blanks, each bounded: linear.
 */
const PERSON_OF = /^(\p{Lu}[\p{L}\p{M}'’-]{1,30}(?: \p{Lu}[\p{L}\p{M}'’-]{1,30}){1,2}) of (?=\p{Lu})/u;

/**
 * A person's name by its form: a listed given name first, as persons-named-again.ts reads a person's own words ("Smith"
 * is a common word too, so the other words are not tested).
 */
function personByForm(name: string): boolean {
  return isPlainGivenName(name.split(' ')[0]);
}

/**
 * One word and a legal form after "of": a company named after its founder and its town ("John Lewis of Hungerford plc",
 * "Thomas Cook of London Ltd") as often as a person of a one-word firm, so the name's form does not split it; the
 * document's own reading (the same words a Person elsewhere) still does (issue 18, h118mendD, finding 7 of h118rr).
 * Anchored, one word then one, bounded: linear.
 */
const ONE_WORD_THEN_FORM = /^\p{Lu}[\p{L}\p{M}'’-]{1,30} (\S{1,12}?)\.?$/u;

/** Whether the company after "of" is one word and a legal form (`ONE_WORD_THEN_FORM`). */
function townAndForm(company: string): boolean {
  const m = ONE_WORD_THEN_FORM.exec(company);
  return m !== null && isLegalForm(m[1]);
}

/** Splits each Organization that opens on a person's name and "of" into that Person and the Organization after "of". */
export function splitPersonsOfCompanies(texts: readonly string[], facts: ElementFacts[]): void {
  const persons = new Set<string>();
  facts.forEach((f, i) => f.attributes.forEach((a) => {
    if (a.type === 'Person') persons.add(texts[i].slice(a.begin, a.end));
  }));
  facts.forEach((f, i) => {
    if (!f.attributes.some((a) => a.type === 'Organization')) return;
    const out: ElementFacts['attributes'] = [];
    for (const a of f.attributes) {
      const m = a.type === 'Organization' ? PERSON_OF.exec(texts[i].slice(a.begin, a.end)) : null;
      const company = m === null ? '' : texts[i].slice(a.begin + m[0].length, a.end);
      if (m === null || !isPersonName(m[1]) || !(persons.has(m[1]) || (personByForm(m[1]) && !townAndForm(company)))) {
        out.push(a);
        continue;
      }
      out.push({ ...a, type: 'Person', end: a.begin + m[1].length }, { ...a, begin: a.begin + m[0].length });
    }
    f.attributes = out;
  });
}
