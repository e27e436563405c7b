/**
 * Hostile text, by area (split from hostile-text.test.ts and hostile-session-29.test.ts; see helpers.ts for which file
 * takes which case): party slots, aliases, role definitions and bindings, pronouns, signature names and
 * firms' forms.
 * Each describe keeps the engineer or convention it came from in its title or first comment.
 */
import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { PATTERNS_ALONE_LENGTH, PATTERNS_ALONE_MS, readsLinearly } from '../../../security/linear-time.js';
import { findNames } from '../../../../src/contracts/classify/names/names.js';
import { describedPeopleAliases } from '../../../../src/contracts/classify/parties/described-people.js';
import { itClassifiesRepeatedLinearly, itClassifiesRunsLinearly } from '../cue-file-linearity.js';
import { typesOf } from '../helpers.js';
import { runAfterHead, itReadsWithin4s, letters, itReadsFirstTableRows, run, itClassifiesRunsBeforeAlias } from './helpers.js';

describe('hostile text for set 18\'s party rules (h19s18p)', () => {
  // "entered into … by" never reaching "by"; a description insert never reaching its bracket; pronoun brackets and
  // "together," brackets never closed; a quoted term with possessives never closed; Malaysian names with register numbers.
  for (const [head, unit] of [
    ['This Agreement is ', 'entered into on 5 May '],
    ['This Agreement is made between Aa Ltd', ', a company whose office is at Bb Road '],
    ['between Aa Ltd ', '("I", "me" or '],
    ['between Aa Ltd ', '(together, "you" or the '],
    ['"', "Aa's Bb "],
    ['between Aa Berhad ', '(Company No. 123) Bb Sdn. Bhd. '],
    // Streets named kind first that never reach the postcode and town.
    ['', 'Via dei Aa Bb 14 '],
    ['', 'Corso Aa 9, 20121 '],
    // A signature line under a contract's own alias, repeated without a line break.
    ['This licence is made between Ann Hale (the Landowner) and Tom Rowe (the Grazier).\n', 'Signed by the Grazier: Aa '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => {
      const labels = readsLinearly((n) => {
        const text = runAfterHead(head, unit, n);
        return () => classifyContract([{ text: text, kind: 'sentence' }, { text: 'The Seller shall pay.', kind: 'sentence' }]);
      });
      expect(labels.elements).toHaveLength(2);
    });
  }
});

describe('hostile text for set 20\'s rules (h20s20)', () => {
  // Words between a duty's verb and its "to" never reaching "to"; signature labels by the thousand; Polish streets and
  // postcodes never completed; Mexican legal forms and "del"/"y" joins never closed; names in letters outside ASCII after
  // "By:" and "Mr."; "may" after numbers; "CIO" after capitalised words. Timed at 20,000 / 40,000 / 80,000 characters
  // (a /tmp script, CPU, whole classifier): 690 ms at most, none growing faster than the text.
  itReadsWithin4s([
    ['The Builder is obliged', ' in particular, in particular,'],
    ['', 'is obliged in particular '],
    ['between Aa Ltd and Bb Ltd.\nAA: ', 'AA BB CC: '],
    ['', 'ul. Aa 1, 12-'],
    ['', 'al. Ąą Ęę Łł 5/'],
    ['', 'Aa del Bb y Cc, S. de R.L. de '],
    ['By: ', 'Ñañ Ñañ-Ñ'],
    ['Mr. ', 'Zięba Łódź '],
    ['', '1.1 may 2.2 may '],
    ['', 'Aa Bb CIO '],
  ]);
});

describe('hostile text for set 23\'s rules (h22s23)', () => {
  // Permits and licences of a place without their end ("licence issued by the" then capitalised words, "licensed" then
  // capitals), signature lines without their colon or "By:", a slashed reference of capitals, IBAN-like groups with no
  // end, "Communications" names. Timed at 20,000 / 40,000 / 80,000 characters (a /tmp script, CPU): see bench/log.md (h22s23).
  itReadsWithin4s([
    ['The Club holds a licence issued by the ', 'Aa Bb '],
    ['The Club uses a licensed ', 'Aa '],
    ['The Marina grants a licence to use the ', 'Aa-Bb '],
    ['For Aa Bb: ', 'Cc Dd '],
    ['LICENSEE: ', 'AA BB '],
    ['Our ref: ', 'AA/BB/12/'],
    ['IBAN ', 'AB12 3456 '],
    ['the Federal ', 'Communications '],
  ]);
});

describe('hostile text for set 27\'s lead-ins and party slots (h24s27b)', () => {
  // A promise verb before a colon that never comes, "covenants:" thousands of times, "Between: … hereinafter" repeated
  // (each preamble name looked for the organisation inside it over every organisation found: quadratic, now a binary
  // search in spans-inside.ts), and an item's "and not to" under "The Operator undertakes:". Timed at 20,000 / 40,000 /
  // 80,000 characters (a /tmp script, CPU ms, load ~17): 346/227/177, 60/66/24, 5/9/42, 46/53/178, 50/28/70,
  // 159/46/44 — see bench/log.md (h24s27b).
  itReadsWithin4s([
    ['', 'Between: Aa Bb, hereinafter "the Aa", '],
    ['The Aa ', 'undertakes, in particular '],
    ['The Aa ', 'covenants with the Bb Cc '],
    ['The Aa ', 'covenants: '],
    ['The Aa ', 'is responsible for the following '],
  ]);

  it('an item "to offer the Aa, and not to" repeated under "The Operator undertakes:": within 4 s', () => {
    const got = readsLinearly((n) => {
      const text = '(a) ' + 'to offer the Aa, and not to '.repeat(Math.ceil(n / 28));
      return () =>
        classifyContract([
          { text: 'This Agreement is made between Aa Ltd ("Operator") and Bb Ltd ("Owner").', kind: 'sentence' },
          { text: 'The Operator undertakes:', kind: 'sentence' },
          { text, kind: 'listItem' },
        ]);
    });
    expect(got.elements[2].types.map((t) => `${t.label.nature}/${t.label.party}`)).toEqual(['Obligation/Operator', 'Exclusion/Operator']);
  });
});

describe('hostile text for set 31\'s party bindings (h26n31)', () => {
  // A letting's lessee repeated without the thing let, "let you the" repeated, a warranty certificate given repeatedly, a
  // warranty's words without its noun, "either … or" and "neither … nor" without a modal. Timed at 20,000 / 40,000 /
  // 80,000 characters (a /tmp script, whole classify, CPU ms): 818 (cold) / 401 / 244, 40 / 69 / 66, 19 / 27 / 45,
  // 151 / 193 / 257, 40 / 55 / 75, 13 / 22 / 44: linear.
  itReadsWithin4s([
    ['The Service Provider ', 'lets the Customer '],
    ['We ', 'let you the '],
    ['The Service Provider ', 'gives the Customer a warranty certificate '],
    ['The Service Provider gives a ', '(12) month '],
    ['', 'Either the Customer or the Service Provider or '],
    ['Neither ', 'the Customer nor '],
  ]);
});

describe('hostile text for set 32\'s party bindings (h27n32)', () => {
  // "(together, X)" brackets repeated in a party slot, a plural "indemnify" repeated, a pronoun's condition without its
  // comma, connectives repeated, "use of the" without a thing, "affected" repeated, "because the Owner" without a modal.
  // Timed at 20,000 / 40,000 / 80,000 characters (a /tmp script, whole classify, CPU ms): 914 (cold) / 249 / 51,
  // 78 / 44 / 64, 23 / 51 / 63, 25 / 26 / 48, 22 / 37 / 48, 12 / 23 / 47, 17 / 23 / 68: linear.
  itReadsWithin4s([
    ['This licence is made between Sam Pike and Jo Pike ', '(together, Tenants) and '],
    ['The Tenants ', 'indemnify the Owner '],
    ['Where it finds ', 'a crack and '],
    ['Further, ', 'further, it '],
    ['The Owner grants the Contractor the ', 'use of the '],
    ['The party affected ', 'affected '],
    ['', 'because the Owner '],
  ]);
  // An item under "The Contractor will:" whose opening phrase never ends (no comma): 525 (cold) / 251 / 106 CPU ms at
  // 20,000 / 40,000 / 80,000 characters: linear.
  it('an item "at the request of the Owner" repeated under "The Contractor will:": within 4 s', () => {
    const got = readsLinearly((n) => {
      const text = '1. at ' + 'the request of the Owner '.repeat(Math.ceil(n / 25));
      return () => classifyContract([{ text: 'The Contractor will:', kind: 'sentence' }, { text, kind: 'listItem' }]);
    });
    expect(got.elements.length).toBe(2);
  });
});

describe('hostile text for set 33\'s party bindings (h27n33)', () => {
  // ", who" and ", who shall" after a party repeated, a passive's "put right by" repeated, "right" after "be put" repeated.
  // Timed at 20,000 / 40,000 / 80,000 characters (a /tmp script, whole classify, CPU ms): 17 / 26 / 37, 54 / 70 / 172,
  // 32 / 53 / 71, 9 / 19 / 28: linear.
  itReadsWithin4s([
    ['The goods are sold to the Buyer', ', who '],
    ['The goods are sold to the Buyer', ', who shall '],
    ['A faulty joint shall be ', 'put right by the Buyer and '],
    ['A faulty joint shall be put ', 'right '],
  ]);
  // A name in capitals with its joining words ("OF THE", "THE") repeated before an alias in a party slot: 192 (cold) / 36
  // / 130 and 8 / 13 / 16 CPU ms at 20,000 / 40,000 / 80,000 characters: linear.
  for (const unit of ['THE GUILD OF THE CHURCH OF ST JOHN THE ', 'OF THE ']) {
    it(`a party slot of "${unit}" repeated before (the "Guild"): within 4 s`, () => {
      const got = readsLinearly((n) => {
        const text = 'This agreement is made between ' + unit.repeat(Math.ceil(n / unit.length)) + ' (the "Guild")';
        return () => classifyContract([{ text, kind: 'sentence' }, { text: 'The Guild shall pay.', kind: 'sentence' }]);
      });
      expect(got.elements.length).toBe(2);
    });
  }
});

describe('hostile text for set 34\'s natures and party bindings (h28n34)', () => {
  // Each changed pattern's words repeated: "we guarantee" (the lookbehind is one word), "owes" before up to three words,
  // "bears all the", "keeps the … right(s) to", a register number in brackets before a bare alias never closed, "then
  // be" before a passive's agent, "neither party shall have any", "grants … a discount", and a numbered pronoun clause.
  itReadsWithin4s([
    ['', 'we guarantee '],
    ['The Seller ', 'owes a b c '],
    ['The Seller ', 'bears all the '],
    ['The Seller ', 'keeps the a b '],
    ['This contract is made between Aa Bb Incorporated ', '(ABN 12 345 678 901) '],
    ['This contract is made between Aa Bb Incorporated (ABN 12 345 678 901) ', '(the Aa '],
    ['This contract may ', 'then be renewed '],
    ['Neither party shall ', 'have any '],
    ['The Seller grants the Buyer ', 'a discount '],
    ['2.2 It must ', 'sieve and must not '],
  ]);
});

describe('hostile text for the preamble\'s closing aliases (h28s35n)', () => {
  // preamble-aliases.ts reads an element's last 160 characters only; each unit repeated in a preamble element: an
  // unclosed quoted bracket, a role "or" an abbreviation never closed, "hereinafter" with a colon, a bare bracket, and
  // the punctuation and "and" that may follow an alias.
  itReadsWithin4s([
    ['', '(the "Aa '],
    ['', '(the "Aa" or "'],
    ['', 'hereinafter referred to as: the Aa '],
    ['', '(hereinafter: the '],
    ['Aa Bb ehf. ', '( the '],
    ['Aa Bb ehf. (the Aa)', ' , and '],
  ]);
});

describe('hostile text: set 40\'s party bindings and natures (issue 18, h30n40)', () => {
  // pronouns.ts WE_DEFINED / YOU_DEFINED (one builder), nature-modals.ts PERIOD_GRANTED and the guarantee's adverbs in
  // PRESENT_PROMISE, roles.ts "we … each" / "we … both", definitions.ts DEFINES_WHERE_UNQUOTED, natures.ts commaAnd, recognizers.ts
  // DOCUMENT_PART_BEFORE with "Item".
  const units = [
    '"we", "us", ',
    '"we" and "us" mean the Agency (',
    'irrevocably and unconditionally ',
    'shall have 5 days ',
    'shall have a further period of (15) ',
    'we will each ',
    'we shall both ',
    'In this lease, ',
    'In this lease, Aa Bb ',
    'may cancel, and shall ',
    'the amount in Item 8 and Items 1, 2 and ',
  ];
  itClassifiesRunsLinearly(
    units,
    (unit) => `"${unit}" repeated, classified whole: linear`,
    (run) => [{ text: `In these terms, ${run} means.`, kind: 'sentence' }, { text: run, kind: 'sentence' }],
  );
});

describe('hostile text: set 39\'s party bindings (h30n39)', () => {
  // party-lexicon.ts PLURAL_ALIAS (a name's singular), role-definitions.ts GROUP_DEFINITION / NAMES_END / NAMES_JOIN (a
  // defined group, C39), natures.ts NESTED_SUBJECT_BEFORE / VERB_AND_GAP (a party nested in the
  // predicate), nature-modals.ts ACCEPTS_DUTY (inside MODAL). Each on blank, letter and word runs; then classified whole.
  const units = [' ', 'a', 'Aa', 'ss', 'as ', 'in the aa ', 'aas and ', ', and ', 'Sellers and ', '"Aa Bb" means ', 'accepts the aa ', '-'];
  for (const unit of units) {
    it(`the patterns on "${unit}" repeated: linear`, async () => {
      const { PLURAL_ALIAS } = await import('../../../../src/contracts/classify/parties/party-lexicon.js');
      const { GROUP_DEFINITION, NAMES_END, NAMES_JOIN } = await import('../../../../src/contracts/classify/parties/role-definitions.js');
      const { NESTED_SUBJECT_BEFORE, VERB_AND_GAP } = await import('../../../../src/contracts/classify/natures/natures.js');
      const { MODAL } = await import('../../../../src/contracts/classify/natures/nature-modals.js');
      const found = readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        const ends = `${text}x`;
        return () => [PLURAL_ALIAS, GROUP_DEFINITION, NAMES_END, NAMES_JOIN, NESTED_SUBJECT_BEFORE, VERB_AND_GAP].map((re) => [re.test(text), re.test(ends)]).concat([[[...text.matchAll(MODAL)].length > 0]]);
      }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
      expect(found.length).toBe(7);
    });
  }
  it('a contract of them, classified whole: linear', () => {
    const result = readsLinearly((n) => {
      const run = 'Sellers and '.repeat(Math.ceil(n / 24));
      const texts = [
        '(1) THE PERSONS listed in Schedule 1 (the "Sellers");',
        `"Warrantors" means the ${run}.`,
        `No Seller shall accept the ${'aa '.repeat(Math.ceil(n / 6))}obligation and shall not ${'in the way Seller directs and '.repeat(Math.ceil(n / 60))}sell.`,
      ];
      return () => classifyContract(texts.map((text) => ({ text, kind: 'sentence' })));
    });
    expect(result.elements.length).toBe(3);
  });
});

describe('hostile text: roles.ts\' "we … each" before a time and institution-guards.ts\' head before a street (hrev24)', () => {
  for (const unit of ['we will each month ', 'we each each ', 'Old Hospital Lane ', 'Aa Hospital Hospital Road ']) itClassifiesRepeatedLinearly(unit);
});

describe('hostile text: the patterns set 41\'s left bindings changed (h30s41)', () => {
  // natures.ts's INDEFINITE_OPENS / INDEFINITE_SUBJECT_AFTER (an article before a role) and VEHICLE_THAT / PROMISE_TO
  // ("undertakes to X that …"), nature-present-duties.ts's STATE_BEFORE (a passive of an act is no state): each on its
  // own repeated unit inside a classified sentence.
  const units = ['. A Backer ', 'A Backer wishing ', 'an an an ', 'undertakes to the Backer that, ', 'to to that ', '(a) 1.2. A ', 'are only checked ', 'is is ownedd ', 'were then ', ', and the Backer '];
  itClassifiesRunsLinearly(
    units,
    (unit) => `"${unit}" repeated, classified after a preamble: linear`,
    (run) => [
      { text: 'This Members Agreement is made between Orla Quinn ("the Partners") and Fernside Capital Limited ("the Backer").', kind: 'sentence' },
      { text: `A Backer ${run} will not sell.`, kind: 'sentence' },
    ],
  );
});

describe('hostile text: a group of two parties\' roles, its definition run on (h31n)', () => {
  // role-definitions.ts GROUP_DEFINITION ("In this Agreement, " before the term), NAMES_END and PLAIN_END (a second
  // definition after ", and"): each on runs of its near misses, then a contract of them classified whole.
  const units = ['In this Aa, ', ', and ', ', "', ' , and "', 'In this Agreement, "Aa" means the Aa, and ', 'the Partners, and '];
  for (const unit of units) {
    it(`the patterns on "${unit}" repeated: linear`, async () => {
      const { GROUP_DEFINITION, NAMES_END, PLAIN_END } = await import('../../../../src/contracts/classify/parties/role-definitions.js');
      const found = readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        const ends = `${text}x`;
        return () => [GROUP_DEFINITION, NAMES_END, PLAIN_END].map((re) => [re.test(text), re.test(ends)]);
      }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
      expect(found.length).toBe(3);
    });
    it(`"${unit}" repeated in a definition, classified after a preamble: linear`, () => {
      const result = readsLinearly((n) => {
        const text = `In this Agreement, "Members" means the Partners and the Backer${unit.repeat(Math.ceil(n / unit.length))}.`;
        return () => classifyContract([
          { text: 'This Members Agreement is made between Orla Quinn ("the Partners"), Fernside Capital Limited ("the Backer") and Quarry Row Limited ("the Venture").', kind: 'sentence' },
          { text, kind: 'sentence' },
          { text: 'No Member may pledge its units.', kind: 'sentence' },
        ]);
      });
      expect(result.elements.length).toBe(3);
    });
  }
});

describe('hostile text: a described party, a defined term after an alias, "PARTY A" in capitals (h34n44)', () => {
  // described-parties.ts DESCRIBED (a description before a role bracket), preamble-names.ts' quoted aliases read again,
  // party-lexicon.ts DETERMINER_BEFORE: each on its near-miss unit in a preamble slot (timed at 20k/40k/80k characters).
  const units = ['and the company named on the ', 'the company named ', 'between the parties (the "Term") ', 'EACH PARTY A ', 'PARTY A PARTY B '];
  itClassifiesRunsLinearly(
    units,
    (unit) => `"${unit}" repeated in a preamble and a clause: linear`,
    (run) => [
      { text: `These terms are agreed between Meadowgate Shows Ltd ("Party A") and ${run}form ("Stallholder").`, kind: 'sentence' },
      { text: `Each order shall be placed by Party B ${run}("Drawings").`, kind: 'sentence' },
      { text: `${run}MAKES NO WARRANTY.`, kind: 'sentence' },
    ],
  );
});

describe('hostile text: a firm named "& Co" before its form, its party key (h38rev)', () => {
  // company-names.ts's AND_CO_FIRM and party-key.ts's kept "& Co", on near-miss units (20k/40k/80k characters).
  for (const unit of ['Aa & Co ', 'Aa Bb & ', 'Aa & Co. Aa ', 'Aa and Bb & Co, ']) {
    it(`"${unit}" repeated, names found: linear`, () => {
      readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => findNames(text);
      });
    });
  }
  it('a long firm name with "& Co LLP", its party key: linear', async () => {
    const { partyKey } = await import('../../../../src/contracts/classify/parties/party-key.js');
    readsLinearly((n) => {
      const text = `${'Aa & '.repeat(Math.ceil(n / 5))}Co LLP`;
      return () => partyKey(text);
    });
  });
});

// hred19 (issue 18, session 29's twentieth adversarial round, once hostile-session-29.test.ts): a behaviour found wrong and its bound.
describe('a pronoun\'s definition names a capitalised role only (pronouns.ts, h30n40\'s "we" and the older "you")', () => {
  // The definition's pattern reads its words in any case ("We", "MEANS"), which let its `[A-Z]` take a small letter:
  // `(the "agency")` bound "we" to a party "agency", `(the "toString")` to "toString".
  const WORK = ['We will vet every worker before the first shift.', 'You must pay us the fee within 30 days.'];
  it('a capitalised bracket binds the pronoun, as before', () => {
    expect(typesOf('In these terms, "we", "us" and "our" mean Pellworth Staffing Ltd (the "Agency").', ...WORK).slice(1))
      .toEqual([['Obligation/Agency'], ['Obligation/You']]);
    expect(typesOf('In these terms "you" means the business that books a worker (the "Hirer").', ...WORK).slice(1))
      .toEqual([[], ['Obligation/Hirer']]);
  });
  // Since h86p the definition itself binds "we" to the company it names (PRONOUN_DEFINED), as the bracket
  // `Pellworth Staffing Ltd ("we", "us" or "our")` always did: the party is "we", never the bracket's word.
  it('a bracket in small letters binds nothing: "we" stays the pronoun\'s party, "you" stays You', () => {
    for (const word of ['agency', 'toString', 'constructor', 'hasOwnProperty', 'valueOf']) {
      expect(typesOf(`In these terms, "we", "us" and "our" mean Pellworth Staffing Ltd (the "${word}").`, ...WORK).slice(1))
        .toEqual([['Obligation/we'], ['Obligation/You']]);
      expect(typesOf(`In these terms "you" means the business that books a worker (the "${word}").`, ...WORK).slice(1))
        .toEqual([[], ['Obligation/You']]);
    }
  });
  it('a role word opening the meaning still binds when the bracket is in small letters', () => {
    expect(typesOf('"We" and "us" mean the Supplier named in the Order Form (the "supplier side").', 'We will deliver the goods to your site.')[1])
      .toEqual(['Obligation/Supplier']);
  });
});

// hred19 (issue 18, session 29's twentieth adversarial round, once hostile-session-29.test.ts): a behaviour found wrong and its bound.
describe('a group defined as parties (role-definitions.ts, h30n39)', () => {
  // Each step of the meaning's walk read every party name: definitions × names. Now the names of its first word only.
  const alias = (k: number) => `Q${letters(k).padStart(3, 'a')}`;
  it('still reads a group of names joined by commas and "and", first words shared or not', async () => {
    const { roleDefinitions } = await import('../../../../src/contracts/classify/parties/role-definitions.js');
    const names = ['Alder Ltd', 'Alder', 'Alder Holdings Ltd', 'Birch Ltd', 'A.B. Trading Ltd', 'Sellers'];
    expect([...roleDefinitions(['"Guarantors" means Alder Holdings Ltd, A.B. Trading Ltd and Birch Ltd.'], names).keys()]).toEqual(['Guarantors']);
    expect([...roleDefinitions(['"Covenantors" means the Sellers listed in Part 3.'], names).keys()]).toEqual(['Covenantors']);
    expect([...roleDefinitions(['"Guarantors" means Alder Holdingsx Ltd and Birch Ltd.'], names).keys()]).toEqual([]);
    expect([...roleDefinitions(['"Affiliates" means Alder and its subsidiaries.'], names).keys()]).toEqual([]);
  });
  it('thousands of names and thousands of group definitions of them: linear in their count', async () => {
    const { roleDefinitions } = await import('../../../../src/contracts/classify/parties/role-definitions.js');
    const found = readsLinearly((n) => {
      const count = Math.ceil(n / 100);
      const names = Array.from({ length: count }, (_, k) => alias(k));
      const texts = Array.from({ length: count }, () => `"Sellers" means ${names.slice(-30).join(', ')}.`);
      return () => roleDefinitions(texts, names).size;
    }, 200, 80_000, 20_000);
    expect(found).toBe(1);
  });
});

// hruns: the first table of sessions 18–22 (element-runs.test.ts, every area at once) spread by area: its rows and
// cases unchanged, each comment kept with the rows it is about.
describe('the first table\'s parties and names cases (sessions 18–22)', () => {
  itReadsFirstTableRows([
    // h21bare: C14's undertaking to co-operate (a modal, a bracketed phrase, then "co-operate"; a second duty after it).
    ['alias brackets with pronouns in a run', '', '("Aa", "we", "us" or '],
    // h18f10: a representative "acting … on behalf of" a company, "hereinafter," and a leading legal form in a run.
    ['representatives acting on behalf of one another in a run', 'between Mr. Aa Bb, ', 'acting in the name and on behalf of Aa Bb, S.L., '],
    ['"(hereinafter," brackets and "PT" names in a run', 'between ', 'PT Aa (hereinafter, "the Aa" and '],
    ['", as <role>" slots and agreements "of" a company in a run', 'between Aa Ltd', ', as Owner, as Agreement (this Aa) of Bb Ltd '],
    ['short names before "and, together with" in a run', 'between Aa Ltd ', '("Aa" and, together with Bb, '],
    // h19seg: a clause number closing a list (lists.ts's DECIMAL_CLAUSE), a run of numbers that never ends in a space.
    ['"represented by" in a run inside a party slot, then an alias', 'between ', 'Aa Bb represented by '],
    // h18f8: "(together, the …)" aliases, the wider alias window (320) and the one-alias-one-party slot test.
    ['"(together," openings without an alias, after companies in a run', 'between ', 'Aa Ltd, of Bb (together, '],
    ['companies in one slot before a distant alias, in a run', 'between ', 'Aa Sp. z o.o. of Bb FZE '],
    // h18f9: a short name before the role alias ('("Nordvik" or the "Customer")'), and aliases that name a contract.
    ['short names joined by "or" before an alias that never closes, after a company', 'Aa Ltd (', '"Bb" or "Cc" or '],
    ['aliases naming a contract after companies in a run', 'between ', 'Aa Ltd (the "Bb Contract") '],
    ['collective alias phrases in a run', 'between ', 'each a "Aa" and together the "Aa" '],
    ['a collective alias before a blank run (two whitespace runs around an optional comma)', 'between A and B, each a "Member"', ' '],
    ['collective aliases "each also referred to as" in a run (h18e10)', 'between ', 'each also referred to as "Aa" and jointly as "Aa" '],
    ['a role definition "means the Party" before a blank run (h18e10)', '"Aa Bb" means the Party', ' '],
    ['quoted aliases with commas inside the quotes in a run', 'among ', '("Aa," "we," '],
    // h18party: businesses described by their form, bare aliases after a register number and an address, an alias after "a".
    ['capitalised names described by a business form in a run', '', 'Aa Bb, a general partnership '],
    ['descriptions by a business form without a name before them, in a run', '', ', a Texas limited partnership'],
    ['register numbers and "of" addresses before a bracket that never closes, in a run', 'Parties: ', 'Aa Pty Ltd ACN 614 228 930 of 4 Bb Street, Cc ('],
    ['party aliases after "a" before modals in a run', 'between Aa Ltd ("Club"). ', 'a Club campaign shall '],
    ['numbered party entries before companies in a run', '', '(2) 3 Aa Ltd and 4 Bb Ltd '],
    ['table rows of role cells before company cells in a run', '', '| Supplier | Aa B.V. |\n'],
    ['states "as represented by" bodies in a run', '', 'State of Aa Bb as represented by the Cc Dd, ABN 1 '],
    ['parties named by their part in an event, in a run (h18e9)', '', 'the affected Party the non-defaulting party may '],
    ['slot openers of notes and civil-law preambles in a run (h18t)', 'between ', 'FOR VALUE RECEIVED, on the one side, Aa '],
    ['"hereinafter:" without a quote in a run (h18t)', 'between Aa B.V. ', 'hereinafter : '],
    ['initials and particles before a comma in a run (h18t)', 'Aa Ltd ', 'P. de A. van '],
    ['registry words before names in a run (h18t)', 'between ', 'registered with the Aa Bb Ltd, enrolled with '],
    ['registers before party numbers in a run (h18w)', 'between Aa B.V., ', 'registered with the Chamber of Commerce under number 1, '],
    ['a preamble "among" many capitalised names of the university kind', 'among ', 'University of the Aa, '],
    ['a courtesy title before one long lower-case run (a name word split one way only)', 'Dr ', 'Aa'.padEnd(400, 'a') + '1 '],
    ['a preamble slot of name words joined by "of" and house numbers in a run', 'between Aa Ltd ("Buyer") and ', 'Aa Bb of 3 '],
    ['pronouns quoted without commas in an alias bracket that never closes (each blank read one way)', 'between Aa Ltd ("Aa"', ' "we"'],
    ['an alias bracket whose quote is followed by a blank run that never closes', 'between Aa Ltd ("Aa"', ' '],
    ['party numbers in brackets in a run', 'between ', '(1) Aa, '],
    ['names of towns after "of" in a preamble slot', 'between Aa Ltd ("Aa") and ', 'Bb Cc of Dd '],
    // The eleventh set's patterns (h18e11), each run without ever completing.
    ['accented alias brackets that never close, in a run (h18e11)', 'between Aa Ltd ', '("Éé Çà '],
    ['quoted terms with dashes before words that are no article, in a run (h18e11)', '', '"Aa" – bb '],
    ['a sub-contract preamble and its sub-contractor in a run (the mask and the preamble read once)', 'This Sub-Contract is made between Aa Ltd (the "Contractor") and Bb Ltd (the "Sub-Contractor"). ', 'the Sub-Contractor shall carry out and complete the Sub-Contract Works '],
    // The eighth set's cues (category-cues-services.ts, h18s): each family run without ever completing.
    ['bracketed legal-form words, lettered entries and representatives in a preamble run (issue 18, h18f6)', 'between ', '(B) AA (PTY) BB CC, acting through its manager, Dd (Pty) Ltd ("Investor") Dear Ee '],
    ['persons joined by "and" before a collective alias in a run (issue 18, h18f7: the last three slot words read)', 'by and among ', 'MR. AA BB, of 1 Cc Road, and MS. DD EE (hereinafter collectively referred to as the "Promoters") '],
  ]);
  it('a numbered party entry under a Parties heading with "of" before capitalised words in a run, then an alias: linear', () => {
    for (const unit of ['Aa of Bb Cc Dd of ', 'Aa of Bb Cc Hall, ', 'of ']) {
      const labels = readsLinearly((n) => {
        const entry = `(1) ${unit.repeat(Math.ceil(n / unit.length))}(the "Authority")`;
        return () => classifyContract([{ text: 'PARTIES', kind: 'sentence' }, { text: entry, kind: 'sentence' }, { text: 'The Authority shall pay.', kind: 'sentence' }]);
      });
      expect(labels.elements).toHaveLength(3);
    }
  });
  it('numbered "1." entries under "THE UNDERSIGNED:", each a run of words before the alias: linear (h18t)', () => {
    const labels = readsLinearly((n) => {
      const entry = `1. ${'Aa Bb, duly represented by '.repeat(Math.ceil(n / 28))}hereinafter: "the Depositor";`;
      return () => classifyContract(['THE UNDERSIGNED:', entry, '2. Cc B.V., hereinafter: "the Warehouse Keeper";'].map((text) => ({ text, kind: 'sentence' as const })));
    });
    expect(labels.elements).toHaveLength(3);
  });
  it('a party in the preamble\'s slot, then blanks and brackets of capitalised words without quotes in a run (a bare alias?): linear (h18alias)', () => {
    for (const tail of [(n: number) => ' '.repeat(n), (n: number) => '(Aa Bb Cc Dd '.repeat(Math.ceil(n / 13)), (n: number) => ` ${'('.repeat(n)}`]) {
      const labels = readsLinearly((n) => {
        const text = `This agreement is made between Aa Ltd (the Client) and Bb Ltd${tail(n)}`;
        return () => classifyContract([{ text, kind: 'sentence' }, { text: 'The Client shall pay.', kind: 'sentence' }]);
      });
      expect(labels.elements).toHaveLength(2);
    }
  });
  it('a slot "entered into by" then "and the Reinsurers " in a run before a plural alias (a party named by its description?): linear (h18alias)', () => {
    for (const unit of ['and the Reinsurers ', 'the  ', ', by the Aa ']) {
      const labels = readsLinearly((n) => {
        const text = `This Contract is entered into by ${unit.repeat(Math.ceil(n / unit.length))}(hereinafter called "the Reinsurers").`;
        return () => classifyContract([{ text, kind: 'sentence' }, { text: 'The Reinsurers shall pay.', kind: 'sentence' }]);
      });
      expect(labels.elements).toHaveLength(2);
    }
  });
  it('a party name run across a blank run in the preamble: no "Regular expression too large", the legal form read in linear time', () => {
    for (const gap of [(n: number) => ' '.repeat(n), (n: number) => ', '.repeat(n / 2)]) {
      const labels = readsLinearly((n) => {
        const preamble = `This Agreement is made between Aa${gap(n)}Bb Ltd ("Seller") and Cc Inc ("Buyer").`;
        return () => classifyContract([{ text: preamble, kind: 'sentence' }, { text: 'The Buyer shall pay the Seller.', kind: 'sentence' }]);
      });
      expect(labels.elements).toHaveLength(2);
    }
  });
  // One test per run: each is bounded by `within`, and eight of them in one test passed vitest's 30 s under a load of 20.
  for (const [head, unit] of [['This Agreement is entered into ', 'made by '], ['', 'B Ltd (the "Design-Builder") and '], ['(each, a "', 'Member" and '], ['', 'Party A Party B '], ['', 'If a party '], ['', '.1 .2 '], ['', 'Authorised representative: Aa '], ['SIGNED by ', 'AB CD ']]) {
    it(`"${head}" then "${unit}" repeated (a preamble naming its parties after "entered into … by", a hyphenated alias, a collective alias, letter parties, a group after "If", AIA markers, signatory labels): within 4 s (h18e12)`, () => {
      const labels = readsLinearly((n) => {
        const text = run(head, unit, n);
        return () => classifyContract([{ text, kind: 'sentence' }, { text: 'Each Member shall pay.', kind: 'sentence' }]);
      });
      expect(labels.elements).toHaveLength(2);
    });
  }
  // h18s15: bracketed aliases without quotes in a "Parties:" field ("(Aa Bb)" never closed, closed before no end of slot,
  // and thousands of them), and a leading clause number before thousands of quantities.
  for (const [head, unit] of [['Parties: Aa Bb ', '(Cc Dd '], ['Parties: Aa Bb ', '(Cc Dd) Ee '], ['This Agreement is made between ', 'Aa Bb (Cc Dd) and '], ['2.1.1 ', '1.1 hours ']]) {
    it(`"${head}" then "${unit}" repeated: within 4 s (h18s15)`, () => {
      // 1 s, not 4: the bare-bracket alias first looked up the organisations found once per bracket, 2 s at this length
      // (quadratic) — under the 4 s bound of the other cases; linear, it takes tens of milliseconds.
      const labels = readsLinearly((n) => {
        const text = run(head, unit, n);
        return () => classifyContract([{ text, kind: 'sentence' }, { text: 'The Cc Dd shall pay.', kind: 'sentence' }]);
      }, 1000);
      expect(labels.elements).toHaveLength(2);
    });
  }
  it('a party\'s role word before a plural noun, repeated ("Customer sites Customer sites …"): each mention reads 40 characters after it, linear (h18s15b)', () => {
    const labels = readsLinearly((n) => {
      const text = run('', 'Customer sites ', n) + ' must close.';
      return () => classifyContract([{ text: 'This Agreement is made between Aa Bb Ltd ("Customer") and Cc Dd LLC ("Supplier").', kind: 'sentence' }, { text, kind: 'sentence' }]);
    }, 1000);
    expect(labels.elements[1].types).toEqual([]);
  });
  // h18s16p: a second name before the alias ("p/k/a "…""), runs of it and of blanks; "referred to as:" with a colon;
  // an alias in capitals with its article; a negated authority, a granted concession and "GmbH & Co." and "Art. 1", repeated. Timed at 20,000 / 40,000 / 80,000 characters.
  itClassifiesRunsBeforeAlias('h18s16p', [['between Aa Bb ', 'p/k/a "Cc" '], ['between Aa Bb p/k/a ', '"Cc'], ['between Aa Bb, hereinafter referred to as', ': '], ['between Aa Bb, hereinafter ', 'the "HOTEL" '], ['Supplier is not ', 'authorised to not '], ['Supplier grants ', 'the Supplier the concession '], ['Aa ', 'Bb GmbH & Co. '], ['', 'Art. 1 '], ['CLAUSE ', 'FOUR ']]);
});

describe('hostile text: "we" defined by name and the opening against "you" (pronouns.ts, issue 18, h44s48)', () => {
  // NAMED_MEANING (anchored, one character class), WE_OPENING (bounded gaps between literals).
  const units = [
    '"we" and "us" mean Aa Bb ',
    'These terms apply between Aa Bb ',
    'This agreement is made between you and ',
    'between Aa and ',
    'these terms ',
  ];
  itClassifiesRunsLinearly(
    units,
    (unit) => `"${unit}" repeated, classified whole: linear`,
    (text) => [{ text, kind: 'sentence' }, { text: `${text} you.`, kind: 'sentence' }],
  );
});

// hrev34: a letter's addressee read as the "you" beside the writer's "we" (party-sides.ts isAddressee: the party's name
// searched in the address block, no pattern) on a long address block and a long body naming the addressee again.
describe('a letter\'s addressee beside the writer\'s "we" (hrev34)', () => {
  const unit = 'Aa Folk Ensemble (the "Ensemble") ';
  it(`the addressee's name repeated ("${unit}") in the address block and the body: linear`, () => {
    const result = readsLinearly((n) => {
      const run = unit.repeat(Math.ceil(n / unit.length));
      return () => classifyContract([
        { text: 'Bb Festivals Ltd', kind: 'sentence' },
        { text: `Aa Folk Ensemble ${run}`, kind: 'sentence' },
        { text: 'Dear Ms. Cc,', kind: 'sentence' },
        { text: `The terms on which Aa Folk Ensemble (the "Ensemble") will play for Bb Festivals Ltd ("we"): ${run}`, kind: 'sentence' },
        { text: `We will pay you a fee of £1,800. ${run}`, kind: 'sentence' },
        { text: 'Agreed and accepted:', kind: 'sentence' },
        { text: 'Aa Folk Ensemble', kind: 'sentence' },
        { text: 'By: Cc Dd, Leader', kind: 'sentence' },
      ]);
    });
    expect(result.elements.length).toBe(8);
  });
});

describe('"Signed for" / "Accepted for" a company with a comma before its form or a year (signed-for-company.ts, h50n50)', () => {
  // SIGNED_FOR_COMPANY takes a comma only before a legal form or four digits, at most 80 characters a start.
  itClassifiesRepeatedLinearly('Accepted for Aa, Inc., 2027, Ltd by Signed for Bb, ');
  itClassifiesRepeatedLinearly('Signed for Aa Bb, Inc. by Cc Dd, Accepted for ');
});

describe('a name inside an alias\'s quotes (alias-forms.ts ALIAS_QUOTES_OPEN, h55f34)', () => {
  // The lead is at most 80 characters before the name, its blank runs bounded; the whole classifier on repeated openings.
  itClassifiesRepeatedLinearly('Aa Company, hereinafter "the Bb Company", and ');
  itClassifiesRepeatedLinearly('hereinafter referred to as: "the (hereinafter "the  ');
});

describe('a courtesy title before an individual party\'s name (party-key.ts COURTESY_LEAD, h55f34)', () => {
  // Anchored at the name's start, one title and at most three blanks: the whole classifier on repeated titled parties.
  itClassifiesRepeatedLinearly('Mr. Aa Bb (the "Owner") and MRS   ');
  itClassifiesRepeatedLinearly('between Dr Aa Bb, of Cc (hereinafter: the Owner) and Ms. ');
});

describe('a body in a party\'s description (alias-forms.ts IN_DESCRIPTION, h55f34)', () => {
  // Read on the 120 characters before a name the preamble would give an alias; the whole classifier on repeated slots.
  itClassifiesRepeatedLinearly('between Aa Ltd, a agency approved by the Bb Board, of Cc (hereinafter the "Agent") and ');
  itClassifiesRepeatedLinearly(', a a a a a by the  Dd Board with ');
});

describe('a clause naming a party by its given alias, a bracket after (contract-parties.ts givenAliasWords, h55f34)', () => {
  // A set lookup per organisation mention; the whole classifier on a preamble's alias repeated with brackets after.
  itClassifiesRepeatedLinearly('Aa AB ("the Bb Company"), and the Bb Company of Cc (the "Dd") ');
});

describe('a courtesy title kept before a business\'s name (party-key.ts withoutCourtesyTitle, hrev42)', () => {
  // One name check per party key; the whole classifier on repeated titled venues and individuals.
  itClassifiesRepeatedLinearly('between Lady Aa Hall (the "College") and Dr Bb Cc, of Dd (the "Tutor") and Sir ');
});

describe('an organisation acting for the body in its description (alias-forms.ts IN_DESCRIPTION, hrev42)', () => {
  // A bounded lookbehind before the description's last word: the whole classifier on repeated "on behalf of" slots.
  itClassifiesRepeatedLinearly('between Aa Ltd, a company acting on behalf of Bb S.A. (the "Principal") and ');
  itClassifiesRepeatedLinearly(', a a agents   of  behalf  by the  ');
});

describe('participles joined by "and" in a party\'s description (alias-forms.ts IN_DESCRIPTION, h57names)', () => {
  // One bounded lookahead after each "and" of the 120-character lead; the whole classifier on repeated slots.
  itClassifiesRepeatedLinearly('between Aa Ltd, a lender authorised and regulated by the Bb Authority (the "Lender") and ');
  itClassifiesRepeatedLinearly(', a and aaed and bbed by  and ');
});

describe('a class of persons with an "each" alias (described-parties.ts EACH_OF_CLASS, h59n52)', () => {
  // Literal words and bounded blank runs, one pass per element: the whole classifier on repeated classes and near misses.
  itClassifiesRepeatedLinearly('that Aa AG (the "Keeper") keeps for its clients (each a "Depositor") and ');
  itClassifiesRepeatedLinearly('its clients (each, being an "its clients (each a ');
});

describe('a party\'s own alias before the manager it acts through (contract-parties.ts OWN_ALIAS_BEFORE_AGENT, preamble-names.ts slot closed, h59n52)', () => {
  // Anchored at the lead's end, bounded: the whole classifier on repeated slots with and without the party's own alias.
  itClassifiesRepeatedLinearly('between Aa SICAV, a fund (the "Fund"), acting through its manager Bb S.A. (the "Manager") and ');
  itClassifiesRepeatedLinearly('") , acting through a a a a " ) acting by ');
});

// h59f35: a party's description past commas before the body that licenses it (alias-forms.ts IN_DESCRIPTION, now up to 200
// characters with commas), read on the 240 characters before the body and on the text between two names of one bracket;
// repeated descriptions and commas before an alias (20k/40k/80k characters).
describe('a long description with commas before a body and the alias (h59f35)', () => {
  itClassifiesRunsBeforeAlias('h59f35', [
    ['AA LIMITED, ', 'a company of Bb, with Cc, holding a licence issued by Dd Ee, '],
    ['AA LIMITED', ', a, an , a by the , '],
  ], { seconds: 4 });
});

describe('the aliased parties before a class with an "each" alias (described-parties.ts QUOTED_ALIAS_BRACKET, hrev46)', () => {
  // One pass over the element's alias brackets, a pointer moved with the classes: repeated classes each after its maker,
  // and runs of alias openings.
  itClassifiesRepeatedLinearly('Aa AG (the "Keeper") keeps for its clients (each a "Depositor") and ');
  itClassifiesRepeatedLinearly('( the "(hereinafter a a "(" ');
});

describe('the next party\'s name between an agent and a bracket (contract-parties.ts NEXT_PARTY_BEFORE_ALIAS, hrev46)', () => {
  // Read over at most ALIAS_AFTER's reach: repeated agents without an alias before the next party's, and runs of "and".
  itClassifiesRepeatedLinearly('between Aa KG (the "Seller"), represented by Bb GmbH, and Cc Ltd (the "Buyer") and ');
  itClassifiesRepeatedLinearly('"), acting through and and the and A ');
});

// hrev47: an alias naming a guarantor or a parent (preamble-names.ts RELATION_ALIAS, anchored on the alias's own words)
// keeps the body a description names before it; repeated descriptions before such aliases (20k/40k/80k characters).
describe('a guarantor\'s alias after a long description (hrev47)', () => {
  itClassifiesRunsBeforeAlias('hrev47', [
    ['AA LIMITED, ', 'a company of Bb, with Cc, guaranteed by Dd Ee PLC, '],
  ], { seconds: 4, tail: ' (the "Guarantor").' });
});

// h62names: a company's town after its legal form (slot-names.ts COMPANY_OF_TOWN, anchored on a slot's part, its name
// bounded at 120 characters); repeated "of" and forms in a slot before an alias (20k/40k/80k characters).
describe('a company\'s town after its legal form (h62names)', () => {
  itClassifiesRunsBeforeAlias('h62names', [
    ['between Aa Ltd of Bb, ', 'Cc Ltd of Dd Ee of Ff '],
    ['between ', 'Aa Inc. of Bb Cc Dd '],
  ], { seconds: 4, tail: ' (the "Seller").' });
});

// h62names: a class's alias that is its own noun in the singular (described-parties.ts namesItsClass: a string compare
// per EACH_OF_CLASS match); repeated classes with their own nouns after one maker (20k/40k/80k characters).
describe('a class named by its own noun in the singular (h62names)', () => {
  itClassifiesRunsBeforeAlias('h62names', [
    ['Aa Ltd (the "Provider") serves ', 'its users (each a "User") and its account holders (each an "Account Holder") and '],
  ], { seconds: 4, tail: ' its users (each a "User").' });
});

// h64bind: a company a preamble slot opens without an alias (unaliased-slot-parties.ts SLOT_OPENER, anchored at the end
// of 40 characters; BARE_SLOT over 400); repeated slot words and numbered entries before names (20k/40k/80k characters).
describe('a company a preamble slot opens without an alias (h64bind)', () => {
  itClassifiesRepeatedLinearly('made between Aa Ltd, a company, and (1) Bb Ltd and ');
  itClassifiesRepeatedLinearly('and and ( 1 ) between Cc plc among ');
});

// hrev55: names a list joins (unaliased-slot-parties.ts LIST_JOIN, COMMA_AND: anchored at both ends of the gap between
// two mentions, bounded); many listed companies in one preamble (20k/40k/80k characters).
describe('names a list joins in a preamble slot (hrev55)', () => {
  itClassifiesRepeatedLinearly('made between Aa Ltd, Bb Ltd and Cc Ltd, and ');
  itClassifiesRepeatedLinearly('made by Dd Ltd and Ee Ltd (owned by Ff Ltd and ');
});

// h66bind: a bracket belongs to the name right after a slot word (contract-parties.ts SLOT_OPENS_NAME, anchored at the
// end of the text between two names), and a small-letter legal form closing a slot's name (slot-names.ts nameAfter);
// repeated slot words, numbered entries and small-letter forms before one bracket (20k/40k/80k characters).
describe('a bracket after the name a slot word opens (h66bind)', () => {
  itClassifiesRepeatedLinearly('between Aa Ltd, a company registered in England, and Bb plc ; and (2) Cc s.r.o. among ');
  itClassifiesRepeatedLinearly('and  ,and ; (b) and Dd Ee gmbh Ff ltd (the "Operator") ');
});

// h67slot: a register number in brackets inside a slot's description (party-registers.ts REGISTER_NUMBER_BRACKET in
// alias-forms.ts BARE_ALIAS: each bracket bounded at 30+30 characters, the description at 160); repeated register
// brackets and descriptions before an unquoted role bracket (20k/40k/80k characters).
describe('a register number in brackets before a slot\'s role bracket (h67slot)', () => {
  itClassifiesRepeatedLinearly('PARTIES: (1) Aa Limited, a company incorporated in Bb (registered number SC1 (company no. 2 ');
  itClassifiesRepeatedLinearly('between Cc Ltd (RCS Dd B 1 2 3), a company (KRS 0000 whose office is at Ee (the Ff ');
});

// h67slot: a representative's offices joined by "and" (contract-parties.ts OFFICES_JOINED, anchored at the end of the
// last 160 characters between two names, four office words at most); repeated offices and "and" between companies and
// one bracket (20k/40k/80k characters).
describe('a representative\'s offices joined by "and" open no slot (h67slot)', () => {
  itClassifiesRepeatedLinearly('between Aa Ltd, represented by its Chairman and Bb Cc Dd and Ee Ltd, represented by ');
  itClassifiesRepeatedLinearly('and Ff S.A., acting through the Gg Hh Ii Jj Kk & Ll Mm (the "Exporter") and ');
});

// h67names: a post joined to another by "and" (slot-names.ts REPRESENTED_AT_END, post words bounded at six, anchored at
// the end of 160 characters) and a representative's name ending at "in his capacity" (representative-contacts.ts
// REPRESENTATIVE_END); repeated posts and capacities in a slot before an alias (20k/40k/80k characters).
describe('a post joined by "and", a representative "in his capacity" (h67names)', () => {
  itClassifiesRunsBeforeAlias('h67names', [
    ['between Aa Ltd, represented by its ', 'Chairman and Managing Director and '],
    ['between Aa Ltd, duly represented by Mr ', 'Bb Cc in his capacity as Director in her capacity '],
  ], { seconds: 4, tail: ' (the "Seller").' });
});

// h67names: an opening's date before the first name (slot-names.ts DATE_OPENING, anchored at the part's start, bounded
// blanks); repeated dates before an alias (20k/40k/80k characters).
describe('an opening\'s date before the first name (h67names)', () => {
  itClassifiesRunsBeforeAlias('h67names', [
    ['On 3 March 2031, ', 'On 3 March 2031, Aa Ltd '],
    ['On ', 'March 3, 2031, On the 3rd day of March '],
  ], { seconds: 4, tail: ' (the "Seller").' });
});

// h67roles: the party that charges or is paid (party-payee.ts paidPattern: the alias, a bounded verb and object; each
// blank run and word bounded) after a preamble of two parties whose aliases say no side; aliases quoted in capitals
// (alias-forms.ts nounInCapitals: literal compares). Repeated charges, fees and capitals (20k/40k/80k characters).
describe('the party that charges or is paid; aliases in capitals (h67roles)', () => {
  const preamble = 'This agreement is made between Northfell Creamery Limited (the "Creamery") and Dalesend Ripening Limited (hereinafter "THE RIPENER").';
  itClassifiesRunsLinearly(
    [
      'The Ripener charges the Ripener shall charge a a a monthly monthly fee fee ',
      'RIPENER charges GBP GBP 1 the Creamery the the the costs ',
      'The Creamery shall receive a a a fee The Creamery is paid paid for for ',
      'THE RIPENER invoices THE RIPENER bills THE THE RIPENER ',
    ],
    (unit) => `"${unit.slice(0, 40)}…" repeated after the preamble: linear`,
    (text) => [{ text: preamble, kind: 'sentence' }, { text, kind: 'sentence' }],
  );
});

// h67roles: a line ending in the preamble's verb and "between" without a colon (preamble-names.ts SLOTS_BELOW: "made"
// and at most 80 characters to "between" at the end); a position-label field before a person (person-parties.ts
// POSITION_FIELD_LABEL in the role fields, alias-forms.ts FIELD). Repeated verbs, labels and names (20k/40k/80k characters).
describe('slots under "… by and between"; persons in position-label fields (h67roles)', () => {
  itClassifiesRepeatedLinearly('entered into made concluded by and between between ');
  itClassifiesRepeatedLinearly('made by and between Aa Bb made between\n');
  itClassifiesRepeatedLinearly('Second Party: Mr. Aa Bb Cc\nParty of the First Part: Party B: ');
  itClassifiesRepeatedLinearly('\nFirst Party: First Party: Party A Party of the Second Part: Dd Ee, ');
});

// hred29: the parties' code on whole documents of hostile size, through the classifier (what classifyElements runs on
// a read document): a preamble slot of names and aliases as long as the run, paragraphs of "and" alone or of a name and
// its alias under "entered into by and between", brackets nested a twentieth of the run deep, a representative's posts
// joined by "and" (8,000 and 32,000 characters: 100,000-character preambles, 10,000 paragraphs and 5,000 nested
// brackets read within budget by hand, bench/log.md "Thirtieth adversarial round (hred29)").
describe('parties on documents of hostile size (hred29)', () => {
  const tail = [
    { text: '1. The Supplier shall deliver the Goods.', kind: 'sentence' as const },
    { text: '2. The Buyer shall pay the price within 30 days.', kind: 'sentence' as const },
  ];
  const title = { text: 'SUPPLY AGREEMENT', kind: 'title' as const };
  const sentence = (text: string) => ({ text, kind: 'sentence' as const });
  const documents: [string, (n: number) => { text: string; kind: 'sentence' | 'title' }[]][] = [
    ['one preamble of names and aliases', (n) => [title, sentence(`This Agreement is made between ${'Aaa Bbb Ltd ("Aaa"), '.repeat(n / 21)}and Ccc GmbH ("Buyer").`), ...tail]],
    ['paragraphs of "and" alone', (n) => [title, sentence('This Agreement is made between'), ...Array.from({ length: n / 10 }, () => sentence('and')), sentence('Ccc GmbH ("Buyer").'), ...tail]],
    ['paragraphs of a name and its alias', (n) => [title, sentence('This Agreement is entered into by and between'), ...Array.from({ length: n / 25 }, (_, i) => sentence(`and Aaa${letters(i)} Ltd ("A${letters(i)}")`)), ...tail]],
    ['nested brackets around a name', (n) => [title, sentence(`This Agreement is made between ${'('.repeat(n / 20)}Aaa Ltd${')'.repeat(n / 20)} and Ccc GmbH ("Buyer").`), ...tail]],
    ['posts joined by "and"', (n) => [title, sentence(`This Agreement is made between Aaa Ltd, represented by its ${'Chairman and '.repeat(n / 13)}Mr. John Smith, and Ccc GmbH ("Buyer").`), ...tail]],
    ['position-label fields', (n) => [title, ...Array.from({ length: n / 40 }, (_, i) => sentence(`Second Party: Mr. Aaa${letters(i)} Bbb, farmer`)), ...tail]],
  ];
  for (const [what, make] of documents) {
    it(`${what}: linear`, () => {
      const labels = readsLinearly((n) => {
        const elements = make(n);
        return () => classifyContract(elements);
      });
      expect(labels.elements.length).toBeGreaterThanOrEqual(3);
    });
  }
});

// h70roles: a present-tense "pays" of the other party or the price (party-pays-now.ts paysNowPattern: the alias, one
// bounded adverb, a bounded object of at most two words before a price word) after a two-party preamble whose aliases
// say no side; the authority after a representative (representative-contacts.ts REPRESENTATIVE_END: bounded words).
// Repeated runs (20k/40k/80k characters).
describe('the party that "pays"; a power of attorney after the representative (h70roles)', () => {
  const preamble = 'Adjara Press LLC (hereinafter the "Presser") and Chakvi Citrus LLC (hereinafter the "Grove") agree as follows:';
  itClassifiesRunsLinearly(
    [
      'The Grove pays the Presser pays to the the Grove pays a a monthly pressing fee ',
      'Grove also pays GEL 1 Grove pays the the costs "Run Fee" means the Grove pays ',
    ],
    (unit) => `"${unit.slice(0, 40)}…" repeated after the preamble: linear`,
    (text) => [{ text: preamble, kind: 'sentence' }, { text, kind: 'sentence' }],
  );
  itClassifiesRepeatedLinearly('Aa Bb S.R.L., legally represented by Ms. Aa Bb by power of attorney under a notarial proxy pursuant to by virtue of ');
});

// h70n55: a collective alias whose bracket is the subject of "enter into this agreement" (group-aliases.ts
// ENTER_INTO_AFTER), read on the 120 characters after the bracket; runs of collective brackets with no "and" before
// "collectively", of blanks between the bracket and the verb, and of words before "agreement" that never comes.
describe('collective aliases entering into the agreement themselves (h70n55)', () => {
  for (const [head, unit] of [
    ['Aa Ltd ("Aa") ', '(each a "Member", collectively the "Members") '],
    ['Aa Ltd ("Aa") (each a "Member")', ' '],
    ['Aa Ltd ("Aa") (each a "Member") enter into this ', 'joint '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => {
      const labels = readsLinearly((n) => {
        const text = run(head, unit, n);
        return () => classifyContract([{ text, kind: 'sentence' }, { text: 'Each Member shall pay.', kind: 'sentence' }]);
      });
      expect(labels.elements).toHaveLength(2);
    });
  }
});

// hrev61: the name or bracket before a collective bracket that enters into the agreement (group-aliases.ts
// NAMES_BEFORE_BRACKET, anchored at the end of 80 characters); runs of lowercase nouns and brackets before it.
describe('a collective bracket after no party\'s name (hrev61)', () => {
  for (const [head, unit] of [
    ['The annexes ', '(each an "Annex") make this agreement complete '],
    ['The ', 'annexes schedules ( '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => {
      const labels = readsLinearly((n) => {
        const text = run(head, unit, n);
        return () => classifyContract([{ text, kind: 'sentence' }, { text: 'Each Annex shall be signed.', kind: 'sentence' }]);
      });
      expect(labels.elements).toHaveLength(2);
    });
  }
});

// h72pay: a price "of / for / on" a third party's role word (party-pays-now.ts notAThirdPartys: bounded words before
// the role word, the other party's name excluded). Repeated runs (20k/40k/80k characters).
describe('the party that "pays" a third party\'s charges (h72pay)', () => {
  const preamble = 'Adjara Press LLC (hereinafter the "Presser") and Chakvi Citrus LLC (hereinafter the "Grove") agree as follows:';
  itClassifiesRunsLinearly(
    [
      'The Grove pays the charges of the a b local council pays fees for the the Presser ',
      'Grove pays the rates on the a b c Grove pays all charges for each carrier-bank ',
    ],
    (unit) => `"${unit.slice(0, 40)}…" repeated after the preamble: linear`,
    (text) => [{ text: preamble, kind: 'sentence' }, { text, kind: 'sentence' }],
  );
});

// h73f39n: facts set 39's party shapes. The payment into a party's account (party-payee.ts accountPattern: a payment's
// word, a lazy gap of at most 160 characters without a stop, the account after the alias's possessive or "account of"),
// the payer of an advance (party-pays-now.ts PRICE_WORD), titles in a row before a representative (representative-
// contacts.ts COURTESY, courtesy-titles.ts: at most three), party-first signature headings ("p. ACME S.A.": party-
// details.ts SIGNS_FOR_LEAD anchored, RULE_ONLY). Repeated runs (20k/40k/80k characters).
describe('facts set 39\'s party shapes (h73f39n)', () => {
  const preamble = 'AGRITEST LAB LTD (hereinafter called "the Laboratory") AND MUHANGA TEA ESTATE LTD (hereinafter called "the Estate") agree as follows:';
  itClassifiesRunsLinearly(
    [
      'paid paid payable within the to the Laboratory Laboratory\'s bank bank to the ',
      'transferred to the account account of the Estate Estate\'s paid into an a ',
      'The Estate pays an advance a deposit the Laboratory pays ',
    ],
    (unit) => `"${unit.slice(0, 40)}…" repeated after the preamble: linear`,
    (text) => [{ text: preamble, kind: 'sentence' }, { text, kind: 'sentence' }],
  );
  itClassifiesRepeatedLinearly('represented by its director Ing. Agr. Dr. Ing. Lic. Cr. Dipl.-Ing.-Ing. Martín ');
  itClassifiesRepeatedLinearly('p. ACME S.A.\n______\nAna Ruiz\nDirector\np.p. Por Für ');
});

// h90ty: people the opening describes and aliases (described-people.ts: a quoted alias's bracket, the 160 characters
// before it read against a description anchored at its end). An element of thousands of such brackets, and of people's
// nouns with no bracket, read in linear time.
describe('people described and aliased in the opening (h90ty)', () => {
  for (const unit of [
    'the parents or carers of the child (the "Parents") and ',
    'whose members members or tenants tenants of the the child\'s ("Family") ',
  ]) {
    it(`"${unit.slice(0, 40)}…" repeated: linear`, () => {
      const result = readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => describedPeopleAliases([text], () => false);
      });
      expect(result).toBeInstanceOf(Map);
    });
  }
});

// h93fd: facts set 54's bodies (indonesian-bodies.ts: a head then up to three own words; bank-name-ends.ts: a place
// after a one-word bank) and the brands in brackets after a name (bracketed-brands.ts, one pass over the mentions).
describe("facts set 54's bodies and brands on hostile input (h93fd)", () => {
  it('"Subak Aa Subak " repeated: linear', async () => {
    const { addIndonesianBodies } = await import('../../../../src/contracts/classify/names/indonesian-bodies.js');
    const found = readsLinearly((n) => {
      const text = 'Subak Aa Subak '.repeat(Math.ceil(n / 15));
      return () => { let count = 0; addIndonesianBodies(text, () => { count++; }); return count; };
    }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
    expect(found).toBeGreaterThan(0);
  });
  it('a one-word bank before a long hyphened place: linear', async () => {
    const { placeAfterOneWordBank } = await import('../../../../src/contracts/classify/names/bank-name-ends.js');
    const length = readsLinearly((n) => {
      const after = ` ${'Aaa-'.repeat(Math.ceil(n / 4))}`;
      return () => placeAfterOneWordBank(after);
    }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
    expect(length).toBe(0);
  });
  it('names in brackets after names, thousands of them: linear', async () => {
    const { bracketedBrands } = await import('../../../../src/contracts/classify/parties/bracketed-brands.js');
    const brands = readsLinearly((n) => {
      const unit = 'Banco Aa (Bb) ';
      const text = unit.repeat(Math.ceil(n / unit.length));
      const orgs: { element: number; begin: number; end: number; text: string }[] = [];
      for (let at = 0; at < text.length; at += unit.length) {
        orgs.push({ element: 0, begin: at, end: at + 8, text: 'Banco Aa' }, { element: 0, begin: at + 10, end: at + 12, text: 'Bb' });
      }
      return () => bracketedBrands([text], orgs);
    }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
    expect(brands.get('BB')).toBe('BANCO AA');
  });
});

// h98fb: bodies of facts sets 53–57 (nordic-and-french-bodies.ts: a Nordic insurer's compound and an insurer's word after
// its brand; bank-names.ts: a credit cooperatives' system and its own words; bodies-by-shape.ts: a nation's organisation
// and its short name after a dash; headed-institutions.ts: fields listed with commas before a head). Each reader alone.
describe("facts sets 53–57's bodies on hostile input (h98fb)", () => {
  it('insurers\' compounds and words after brands, repeated: linear', async () => {
    const { nordicAndFrenchBodies } = await import('../../../../src/contracts/classify/names/nordic-and-french-bodies.js');
    for (const unit of ['Aa Bbförsäkring ', 'Länsförsäkringar Aa ', 'Aa Bb Assurances ', 'Aa Assurances Congo ', 'Aa Bb Cc Dd ']) {
      const found = readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => nordicAndFrenchBodies(text).length;
      }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
      expect(found).toBeGreaterThanOrEqual(0);
    }
  });
  it('a credit cooperatives\' system before runs of capitalised words and joins: linear', async () => {
    const { addCreditCooperatives } = await import('../../../../src/contracts/classify/names/bank-names.js');
    for (const unit of ['Sicoob Aa do Bb ', 'Sicredi ', 'Cresol Aa Bb Cc Dd account ']) {
      const found = readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => { let count = 0; addCreditCooperatives(text, () => { count++; }); return count; };
      }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
      expect(found).toBeGreaterThan(0);
    }
  });
  it('a nation\'s words never reaching "Organisation", and dashes after it: linear', async () => {
    const { addBodiesNamedByShape } = await import('../../../../src/contracts/classify/names/bodies-by-shape.js');
    for (const unit of ['Hellenic Aa Bb and ', 'Greek Aa Organisation – AAA – ', 'Kenya Organization ']) {
      readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => { let count = 0; addBodiesNamedByShape(text, () => { count++; }); return count; };
      }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
    }
  });
  it('fields listed with commas before heads, thousands of them: linear', async () => {
    const { addHeadedInstitutions } = await import('../../../../src/contracts/classify/names/headed-institutions.js');
    for (const unit of ['Aa, Bb and Cc Board ', 'Aa, ', 'Aa Bb, Cc Dd, Ee and Ff Institute, ']) {
      readsLinearly((n) => {
        const text = `${unit.repeat(Math.ceil(n / unit.length))}Gg and Hh Board`;
        return () => { let count = 0; addHeadedInstitutions(text, () => { count++; }); return count; };
      }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
    }
  });
});

describe('hostile text: a pronoun\'s own bracket and a first-person opening\'s alias (pronouns.ts YOU_BRACKETED, FIRST_ALIAS; h112e89)', () => {
  // "you (" then a bracket that never closes its quote, a run of blanks and articles inside it, and a first-person
  // opening whose bracket runs on: each repeated in the element that opens the document, before a clause of "you"
  // and "I" that the map binds.
  const units = ['you (', 'you ("the ', 'you (the "the ', 'you (  "  the  Aa Bb ', 'you ("Aa Bb Cc Dd Ee ', '("the Aa"', ' ', 'the '];
  itClassifiesRunsLinearly(
    units,
    (unit) => `"${unit}" repeated after "you" and after "I, the undersigned,": linear`,
    (run) => [
      { text: `I, the undersigned, Aa Bb (${run}) and you ${run}.`, kind: 'sentence' },
      { text: `Following our call, Harbour Ltd ("we") orders from you ${run} the gowns.`, kind: 'sentence' },
      { text: 'You deliver the gowns and I pay the price.', kind: 'sentence' },
    ],
  );
});
