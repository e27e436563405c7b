/**
 * Training texts made from the workspace's own entities (issue 22, few examples per intent): the values and
 * synonyms of one entity are interchangeable in an example ("book a flight to Paris" teaches "book a flight to
 * Rome" when both are values of `@city`), so an example that mentions a value yields variants naming other ones.
 * Deterministic (no randomness: candidates are taken in rotation), and bounded: at most `perExample` variants
 * per example.
 *
 * Not every entity is interchangeable everywhere: `@response` with values `yes` / `no`, or an `@switch` with `on`
 * / `off`, may be what tells two intents apart. A value whose forms occur in other intents' examples and never in
 * this intent's is taken for the other intents' own, and is not put into this intent's examples.
 */
import { tokenize, type Token } from '../text/index.js';

/** One entity's dictionary values: per value, its surface forms (the value, then its synonyms). */
export type EntityForms = readonly (readonly string[])[];

interface Form {
  readonly entity: number;
  readonly group: number;
  readonly text: string;
  /** Folded words of the form. */
  readonly words: readonly string[];
}

interface Mention {
  readonly start: number;
  readonly end: number;
  readonly form: Form;
}

/**
 * The forms whose words all occur in the examples (`vocabulary`: the others cannot be mentioned), by first word;
 * longest forms first, so that "credit card balance" wins over "credit card" at the same word.
 */
function formIndex(entities: readonly EntityForms[], vocabulary: ReadonlySet<string>): Map<string, Form[]> {
  const byFirst = new Map<string, Form[]>();
  entities.forEach((groups, entity) =>
    groups.forEach((forms, group) => {
      for (const text of forms) {
        if (!mayOccur(text, vocabulary)) continue;
        const tokens = tokenize(text);
        if (tokens.length === 0 || !tokens.every((t) => vocabulary.has(t.norm))) continue;
        const words = tokens.map((t) => t.norm);
        const list = byFirst.get(words[0]) ?? [];
        list.push({ entity, group, text: text.trim(), words });
        byFirst.set(words[0], list);
      }
    }),
  );
  for (const list of byFirst.values()) list.sort((a, b) => b.words.length - a.words.length);
  return byFirst;
}

const FIRST_ASCII_WORD = /[a-z0-9]+(?:'[a-z0-9]+)*/i;

/**
 * False when `form` certainly has a word outside `vocabulary`: for ASCII text, its first word as the tokenizer
 * reads it (lowercased: its fold). A cheap test before tokenizing; a workspace may have 100,000 forms.
 */
function mayOccur(form: string, vocabulary: ReadonlySet<string>): boolean {
  for (let i = 0; i < form.length; i++) if (form.charCodeAt(i) > 0x7f) return true;
  const first = FIRST_ASCII_WORD.exec(form);
  return first !== null && vocabulary.has(first[0].toLowerCase());
}

/** Mentions of entity forms in a text (its tokens), left to right, the longest at each word, not overlapping. */
function mentions(tokens: readonly Token[], index: ReadonlyMap<string, readonly Form[]>): Mention[] {
  const found: Mention[] = [];
  for (let i = 0; i < tokens.length; ) {
    const match = (index.get(tokens[i].norm) ?? []).find(
      (f) => i + f.words.length <= tokens.length && f.words.every((w, j) => tokens[i + j].norm === w),
    );
    if (match === undefined) {
      i++;
      continue;
    }
    found.push({ start: tokens[i].start, end: tokens[i + match.words.length - 1].end, form: match });
    i += match.words.length;
  }
  return found;
}

/**
 * Per intent, the variants of its examples (`examples[i]`, intent order) with an entity mention replaced by
 * another form of the same entity: at most `perExample` per example, none equal (by folded words) to an
 * example of any intent or to another variant.
 */
export function entityVariants(
  examples: readonly (readonly string[])[],
  entities: readonly EntityForms[],
  perExample: number,
  /** Intents with more examples than this get none: their examples already vary, and variants shift them. */
  upTo = Infinity,
  /**
   * Leave alone an entity whose values tell intents apart: one that two intents mention with different values
   * (`@appliance`: "lights" in `turn_on`, "radio" in `out_of_scope`). Its values are not interchangeable there.
   */
  skipDistinguishing = false,
): string[][] {
  const out: string[][] = examples.map(() => []);
  if (perExample <= 0 || entities.length === 0) return out;
  const tokens = examples.map((texts) => texts.map((text) => tokenize(text)));
  const vocabulary = new Set<string>();
  for (const perText of tokens) for (const words of perText) for (const t of words) vocabulary.add(t.norm);
  const index = formIndex(entities, vocabulary);
  if (index.size === 0) return out;
  const found = tokens.map((perText) => perText.map((t) => mentions(t, index)));
  if (!found.some((perText) => perText.some((ms) => ms.length > 0))) return out;
  // Which intents mention each value (entity, group).
  const usedBy = new Map<string, Set<number>>();
  found.forEach((perText, intent) =>
    perText.forEach((ms) =>
      ms.forEach(({ form }) => {
        const key = `${form.entity}:${form.group}`;
        const set = usedBy.get(key) ?? new Set<number>();
        set.add(intent);
        usedBy.set(key, set);
      }),
    ),
  );
  const distinguishing = skipDistinguishing ? distinguishingEntities(usedBy) : new Set<number>();
  const key = (words: readonly Token[]) => words.map((t) => t.norm).join(' ');
  const seen = new Set<string>();
  for (const perText of tokens) for (const words of perText) seen.add(key(words));
  found.forEach((perText, intent) => {
    if (perText.length > upTo) return;
    // Per entity, the forms this intent may name (computed once), and a rotation counter.
    const candidates = new Map<number, string[]>();
    const turn = new Map<number, number>();
    const formsFor = (entity: number): string[] => {
      let list = candidates.get(entity);
      if (list === undefined) {
        list = [];
        entities[entity].forEach((forms, group) => {
          const users = usedBy.get(`${entity}:${group}`);
          if (users !== undefined && !users.has(intent)) return;
          // What users write: the synonyms, or the value when it has none (a value with synonyms is often a
          // code such as "pay_date" or "RewardsPoints"; it still counts as a mention).
          for (const f of forms.length > 1 ? forms.slice(1) : forms) if (f.trim() !== '') list!.push(f.trim());
        });
        candidates.set(entity, list);
      }
      return list;
    };
    perText.forEach((ms, i) => {
      if (ms.length === 0) return;
      const text = examples[intent][i];
      for (let k = 0, tries = 0; k < perExample && tries < perExample * 3; tries++) {
        const m = ms[tries % ms.length];
        if (distinguishing.has(m.form.entity)) continue;
        const list = formsFor(m.form.entity);
        if (list.length < 2) continue;
        const t = turn.get(m.form.entity) ?? 0;
        turn.set(m.form.entity, t + 1);
        const variant = text.slice(0, m.start) + list[t % list.length] + text.slice(m.end);
        const folded = key(tokenize(variant));
        if (seen.has(folded)) continue;
        seen.add(folded);
        out[intent].push(variant);
        k++;
      }
    });
  });
  return out;
}

/**
 * Entities whose values separate intents: some two intents mention different sets of its values (`usedBy`: per
 * `entity:group`, the intents whose examples mention that value).
 */
function distinguishingEntities(usedBy: ReadonlyMap<string, ReadonlySet<number>>): Set<number> {
  // Per entity, per intent, the values it mentions (as a sorted key).
  const valuesOf = new Map<number, Map<number, number[]>>();
  for (const [k, intents] of usedBy) {
    const [entity, group] = k.split(':').map(Number);
    const perIntent = valuesOf.get(entity) ?? new Map<number, number[]>();
    for (const intent of intents) perIntent.set(intent, [...(perIntent.get(intent) ?? []), group]);
    valuesOf.set(entity, perIntent);
  }
  const out = new Set<number>();
  for (const [entity, perIntent] of valuesOf) {
    const sets = new Set([...perIntent.values()].map((groups) => groups.sort((a, b) => a - b).join(',')));
    if (sets.size > 1) out.add(entity);
  }
  return out;
}
