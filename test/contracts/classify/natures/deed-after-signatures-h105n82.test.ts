/**
 * Issue 18, h105n82 (set 82's cause 1). Where a deed's operative part starts decides where its present-tense duties
 * (C34) are read: a "§ 1" heading numbers its first clause as "1." and "Article 1" do; what follows the signatures — a
 * witness's certificate in the first person ("I certify that …") or an annex's "1."-numbered rows — opens nothing and
 * changes nothing before it. Sentences and documents written for the test.
 */
import { describe, expect, it } from 'vitest';
import { ANNEX_HEADING, OPERATIVE, opensOperative } from '../../../../src/contracts/classify/document/recitals.js';
import type { ElementInput } from '../../../../src/contracts/classify/index.js';
import { typesOf } from '../helpers.js';

/** A document as the pipeline gives it: `# ` opens a title, each other line is under the last title. */
const doc = (...lines: string[]): ElementInput[] => {
  let section: string | undefined;
  return lines.map((line) => {
    if (line.startsWith('# ')) { section = line.slice(2); return { text: section, kind: 'title' as const }; }
    const kind = /^\d{1,2}\.\s|^[a-z]\)\s/.test(line) ? 'listItem' as const : 'sentence' as const;
    return { text: line, kind, ...(section ? { sectionTitle: section } : {}) };
  });
};

const BODY = (first: string, second: string) => [
  '# DEED OF GIFT',
  `# ${first}`,
  'Donor: Ingrid Halvorsen, of Bergen (hereinafter "the Donor").',
  'Recipient: Per Solberg, of Tromsø (hereinafter "the Recipient").',
  `# ${second}`,
  'The Donor hands over the deeds of the boathouse on 1 July.',
  'The Recipient pays the stamp duty within 30 days.',
  'The Donor does not remove the jetty.',
  'Bergen, 2 June 2041',
  'Donor: Ingrid Halvorsen',
  'Recipient: Per Solberg',
];
const READ = [['Obligation/Donor'], ['Obligation/Recipient'], ['Exclusion/Donor']];
/** The three clauses' types. */
const clauses = (...lines: string[]) => typesOf(...doc(...lines)).slice(5, 8);

describe('a deed\'s operative part', () => {
  it('"§ 1" opens it as "1." and "Article 1" do; "I" before a word in small letters does not', () => {
    for (const t of ['§ 1 Parties', '§1. Subject', '§ 1', '1 Parties', 'Article 1 – Parties', 'I. DEFINITIONS', 'I Parties']) expect(opensOperative(t)).toBe(true);
    for (const t of ['§ 10 Parties', '§ 2 Price', 'I certify that the parties signed this deed in my presence.', 'I confirm the identity of the signers.', 'I, Anna Berg, notary of Leeds, confirm that the parties signed.']) expect(opensOperative(t)).toBe(false);
    // The operative words still open it after an "I".
    expect(opensOperative('I and the Buyer agree as follows:')).toBe(true);
    expect(OPERATIVE.test('§ 1 Parties')).toBe(true);
  });
  it('an annex heading with its number, letter or mark; not a body\'s title', () => {
    for (const t of ['Annex: Movable property included in the sale', 'SCHEDULE 2 – RATES', 'Appendix A', 'Annex', 'Schedule 1', 'Exhibit B - Form of Notice']) expect(ANNEX_HEADING.test(t)).toBe(true);
    for (const t of ['Schedule of Conditions', 'Annexation of the land', 'Payment schedule', 'Appendices and annexes to this agreement']) expect(ANNEX_HEADING.test(t)).toBe(false);
  });
  it('reads the same present-tense duties with "§ N" headings as with "N" headings', () => {
    expect(clauses(...BODY('§ 1 Parties', '§ 2 Gift'))).toEqual(READ);
    expect(clauses(...BODY('1 Parties', '2 Gift'))).toEqual(READ);
  });
  it('a witness\'s first-person certificate after the signatures changes nothing before it', () => {
    for (const [first, second] of [['§ 1 Parties', '§ 2 Gift'], ['Parties', 'Gift']]) {
      expect(clauses(...BODY(first, second), '# Certificate of the witness', 'I certify that the Donor and the Recipient signed this deed in my presence.', 'Kari Nilsen, notary, Bergen, 2 June 2041')).toEqual(READ);
    }
  });
  it('an annex\'s numbered rows after the signatures change nothing before them', () => {
    for (const [first, second] of [['§ 1 Parties', '§ 2 Gift'], ['Parties', 'Gift']]) {
      expect(clauses(...BODY(first, second), '# Annex: Things given', '1. A rowing boat with oars.', '2. A dining table with six chairs.')).toEqual(READ);
      expect(clauses(...BODY(first, second), '# Annex 1', '1. A rowing boat with oars.', '2. A dining table with six chairs.')).toEqual(READ);
    }
  });
  it('near miss: a background before a first clause "1." is still no duty', () => {
    const types = typesOf(...doc(
      '# DEED OF GIFT',
      'This deed is made between Ingrid Halvorsen of Bergen (hereinafter "the Donor") and Per Solberg of Tromsø (hereinafter "the Recipient").',
      '# Background',
      'The Donor owns a boathouse at Sandviken and rents it to local fishermen.',
      '# 1 Gift',
      'The Donor hands over the deeds of the boathouse on 1 July.',
    ));
    expect(types[3]).toEqual([]);
    expect(types[5]).toEqual(['Obligation/Donor']);
  });
  it('near miss: a numbered clause under a body\'s title that is no annex heading still opens the operative part', () => {
    const types = typesOf(
      { text: 'DEED OF GIFT', kind: 'title' },
      'This deed is made between Ingrid Halvorsen of Bergen (hereinafter "the Donor") and Per Solberg of Tromsø (hereinafter "the Recipient").',
      'The Donor runs a boatyard at Sandviken.',
      { text: 'Schedule of Conditions', kind: 'title' },
      { text: '1. The Donor hands over the deeds of the boathouse on 1 July.', kind: 'sentence', sectionTitle: 'Schedule of Conditions' },
    );
    expect(types[2]).toEqual([]);
    expect(types[4]).toEqual(['Obligation/Donor']);
  });
});

const DEED = [
  { text: 'DEED OF SALE', kind: 'title' as const },
  'Sellers: Ingrid Halvorsen and Nils Halvorsen, both of Bergen (hereinafter jointly "the Sellers").',
  'Buyer: Per Solberg, of Tromsø (hereinafter "the Buyer").',
];
/** The types of the clauses after the deed's party rows. */
const deedTypes = (...items: (string | ElementInput)[]) => typesOf(...DEED, ...items).slice(DEED.length);

describe('a deed\'s present-tense duties (set 82\'s cause 1, the rest)', () => {
  it('a lead-in with the time its duties are due by gives its items their subject', () => {
    expect(deedTypes('The Sellers undertake before the day of handover:', { text: 'a) to drain the well;', kind: 'listItem' }, { text: 'b) not to fell the oak.', kind: 'listItem' }))
      .toEqual([['Obligation/Sellers'], ['Obligation/Sellers'], ['Exclusion/Sellers']]);
    expect(deedTypes('The Buyer covenants within 14 days of completion:', { text: 'a) to insure the house;', kind: 'listItem' }))
      .toEqual([['Obligation/Buyer'], ['Obligation/Buyer']]);
  });
  it('near miss: the parties agreeing on what follows promise nothing by the time phrase', () => {
    expect(deedTypes('The Sellers and the Buyer agree on the day of handover:')[0]).not.toContain('Obligation/Multiple Parties');
  });
  it('a clause after ", and" that opens on a time phrase binds its party', () => {
    expect(deedTypes('Until the handover the Sellers bear the risk of the house, and from that day the Buyer bears it.')).toEqual([['Obligation/Sellers', 'Obligation/Buyer']]);
    expect(deedTypes('The Sellers pay the land tax up to the handover, and after that date the Buyer pays it.')).toEqual([['Obligation/Sellers', 'Obligation/Buyer']]);
  });
  it('near miss: a state before ", and" still joins no duty after the time phrase', () => {
    expect(deedTypes('The house belongs to the Sellers until the handover, and from that day the Buyer insures it.')).toEqual([[]]);
  });
  it('"answer for" a defect or a debt and "applies for registration" are duties', () => {
    expect(deedTypes('The Sellers answer for hidden defects for two years after the handover.')).toEqual([['Obligation/Sellers']]);
    expect(deedTypes('The Buyer applies for registration of title within six months.')).toEqual([['Obligation/Buyer']]);
    expect(deedTypes('The Buyer applies for planning permission before the handover.')).toEqual([['Obligation/Buyer']]);
  });
  it('near miss: a rule that applies for a purpose binds no one', () => {
    expect(deedTypes('This clause applies for registration purposes only.')).toEqual([[]]);
  });
});

describe('the execution formula joined after an assent', () => {
  it('"accept the content of this contract and … sign it in two originals" binds no one', () => {
    expect(deedTypes('In the terms expressed, the parties accept the content of this deed and, having read it in full, ratify, accept and sign it in two originals.')).toEqual([[]]);
    expect(deedTypes('The Sellers and the Buyer read this deed and sign it in duplicate.')).toEqual([[]]);
  });
  it('near miss: a record signed after an act is still a duty', () => {
    expect(deedTypes('The Buyer receives the keys and signs the handover record.')).toEqual([['Obligation/Buyer']]);
  });
});
