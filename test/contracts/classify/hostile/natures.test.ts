/**
 * Hostile text, by area (split from hostile-text.test.ts and hostile-session-29.test.ts; see helpers.ts for which file
 * takes which case): natures: modals, duties, present-tense promises, passives, relative clauses and C15–C17.
 * Each describe keeps the engineer or convention it came from in its title or first comment.
 */
import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { within } from '../../../security/guard.js';
import { PATTERNS_ALONE_LENGTH, PATTERNS_ALONE_MS, readsLinearly } from '../../../security/linear-time.js';
import { itClassifiesRepeatedLinearly, itClassifiesRunsLinearly } from '../cue-file-linearity.js';
import { itReadsWithin4s, readsWithin4s, itReadsFirstTableRows, itReadsUnitsAsElementAndLines, run, LENGTH } from './helpers.js';

describe('hostile text for set 21\'s party and nature rules (h21s21)', () => {
  // Joined names before "are each" without the quoted alias, qualifiers after "the Party", lettings, cost shares that
  // never reach the second agent, naming sentences, "wishing to" openers, the operative formula, signature fields and
  // a title before a name, each repeated. Timed at 20,000 / 40,000 / 80,000 characters (a /tmp script, CPU, whole
  // classifier, the element as a party entry and a clause): 571 ms at most, none growing faster than the text.
  itReadsWithin4s([
    ['between Aa Ltd ("Aa") and Bb Ltd ("Bb"). ', 'Aa and Bb are each a "'],
    ['', 'Aa Bb, Cc Dd and Ee are each '],
    ['The Party ', 'affected by the Party whose '],
    ['Landlord ', 'leases to Tenant hereby lets to '],
    ['The cost is to be shared ', '50% by Landlord and 50% by '],
    ['The Landlord and the Tenant shall ', 'be referred to individually as '],
    ['', 'A Partner wishing to the party in breach '],
    ['NOW, THEREFORE, the parties ', 'agree as follows: '],
    ['', 'Dr. Aa Bb, residing at '],
  ]);
});

describe('hostile text for set 22\'s pronoun rule (h22s22p)', () => {
  // A pronoun before a modal repeated, after a sentence binding one party; opening phrases of time never closed. Timed at
  // 20,000 / 40,000 / 80,000 characters (a /tmp script, CPU): linear.
  itReadsWithin4s([
    ['The Seller shall pay. ', 'It shall they will '],
    ['The Seller shall pay. During the term ', 'during the term of '],
    // The letting with the thing first, present "receives", "responsible to … for" (h22s22p, same timing: linear).
    ['The Landlord ', 'lets the Tenant to the Tenant '],
    ['The Contractor ', 'receives a fee receives the '],
    ['The Seller ', 'remains responsible to Buyer for '],
    // A continental street before a city's first letters, a town's four digits repeated (h22s22p: linear).
    ['At ', 'Lindenstraße 12, Muni '],
    ['Of 22 Victoria Street, ', 'Hamilton 3204 Ham '],
  ]);
});

describe('hostile text for set 24\'s rules (h22s24p)', () => {
  // "is also to" without the verb it needs, opening phrases of a day before no pronoun, witness lines of numbered names
  // without an end, role lines of capitals and colons. Timed at 20,000 / 40,000 / 80,000 characters: see bench/log.md (h22s24p).
  itReadsWithin4s([
    ['The Buyer ', 'is also to is then to '],
    ['On a public holiday ', 'on a public holiday at weekends '],
    ['Witnesses: ', '1. Aa Bb 2. '],
    ['SELLER: ', 'Aa Bb – Cc: '],
    ['The room is kept at 4%, ', 'plus or minus plus or '],
    ['', 'Today, today, '],
    ['12 Park Road, ', 'District 1, Sector 2, Aa Bb Cc Dd, '],
    ['The Buyer will list the days ', 'on which during which the Seller Aa '],
  ]);
});

describe('hostile text for C17, what paying late costs (h23conv)', () => {
  // A sum's noun repeated without its "late", "does not pay" without its "on time", "not paid" without its "due date".
  // Timed at 20,000 / 40,000 / 80,000 characters (a /tmp script, CPU, load ~8): the rule ≤ 1.5 ms, the whole
  // classification ≤ 216 ms; see bench/log.md (h23conv).
  itReadsWithin4s([
    ['Any fee ', 'is more than ten fee amounts '],
    ['The Buyer does not pay ', 'pay the sum on '],
    ['Sums not paid ', 'not paid in full when not received '],
  ]);
});

describe('hostile text for what sets 23 and 24 left (h23s23)', () => {
  // The noun phrases of the sentence before a pronoun that opens one: determiners repeated without a head, and heads
  // without a stop. Timed at 20,000 / 40,000 / 80,000 characters (a /tmp script, CPU, load ~10): see bench/log.md.
  for (const unit of ['the the a report of the ', 'the Aa Bb Cc Dd Ee ']) {
    it(`a sentence of "${unit}" repeated before "It must include …": within 4 s`, () => {
      const labels = readsLinearly((n) => {
        const text = `The Supplier shall deliver ${unit.repeat(Math.ceil(n / unit.length))}.`;
        return () => classifyContract([{ text, kind: 'sentence' }, { text: 'It must include a summary.', kind: 'sentence' }]);
      });
      expect(labels.elements.length).toBe(2);
    });
  }
  // "the Party" before a preposition's relative clause, repeated; a dash caption before a long clause.
  itReadsWithin4s([
    ['The Party ', 'for which for which '],
    ['Sole Paragraph – The Customer may not sublet ', 'the premises and '],
    ['On behalf of ', 'our clients, Aa Bb Cc Dd Ee Ff Gg '],
    ['Our ', 'clients our clients will '],
    ['Signed by ', 'A. B. C. '],
    ['represented by General Director ', 'Aa Bb Director '],
    ['Deliver to Rua ', 'Aa de Bb, 12, '],
    ['Deliver to Rua das Aa, 12, ', 'Bb Cc Dd '],
    ['', 'Aa Bb, 2 March 2026 '],
    ['LESSOR: ', 'AA AND BB '],
    ['LESSOR: ', 'AA AND BB COMPANY LIMITED '],
    ['The ', 'Trustees of the Aa Bb of Cc '],
    ['Paid to the account at ', 'Aabank Bbbank '],
  ]);
});

describe('hostile text for C17\'s money test (hred12)', () => {
  // A figure of points that never reaches its unit, in a sentence C17 reads: the money test began again after each point
  // (80,000 characters: 6 s of the whole classification, 12 s of the rule at load 12; now linear).
  itReadsWithin4s([
    ['Late payments shall bear interest at ', '1.'],
    ['Overdue invoices carry a surcharge of ', '1,'],
    // A clause number without the space it needs after the parties (contract-parties.ts, AFTER_PARTIES): each run of
    // digits could be split many ways, exponential ('07.10.' ten times, 60 characters: 0.5-4 s; 120: past 20 s).
    ['', '07.10.'],
    ['This Agreement is made between Aa Ltd and Bb Ltd. ', '123.4567.'],
  ]);
});

describe('hostile text for set 26\'s natures and parties (h24s26n)', () => {
  // A pronoun's modal joined by "and" thousands of times, "is obliged in particular" without its colon, "pays the" without
  // a fee, "fix their" without "domicile", "paid for" without "by", "either side"/"the other" without a modal, a quoted
  // plural alias "together" repeated, "not to" items. Timed at 20,000 / 40,000 / 80,000 characters (a /tmp script, CPU ms,
  // classifyContract): see bench/log.md (h24s26n).
  itReadsWithin4s([
    ['She must ', 'use it and must '],
    ['The Lessee is obliged ', 'in particular is obliged '],
    ['The Customer ', 'pays the monthly annual '],
    ['The parties ', 'fix their special legal '],
    ['Lost keys shall be ', 'paid for be paid for '],
    ['', 'either side the other both sides '],
    ['This agreement is made between Aa and Bb Cc ', '(together "the Employers") and '],
    ['a) ', 'not to not to '],
    ['The Nanny will ', 'receive statutory sick '],
  ]);
});

describe('hostile text for set 28\'s natures and parties (h25s28n)', () => {
  // Earnings kept, "is committed to", "prorogate"/"domicilium", "insures … against", "entrusts to … who accepts", a duty
  // said to survive, a party in a relative clause on a quantified noun, "may … and must", a name's branch after a dash.
  // Timed at 20,000 / 40,000 / 80,000 characters (a /tmp script, CPU ms, under load): 764/322/91, 33/42/40, 7/11/19,
  // 8/18/53, 11/16/33, 12/21/41, 17/16/28, 57/105/279 (160,000: 416), 159/35/77 — see bench/log.md (h25s28n).
  itReadsWithin4s([
    ['The Aa ', 'retains all the aa '],
    ['The Aa ', 'is committed to the is fully committed to '],
    ['The parties ', 'prorogate the choose as their '],
    ['The Aa ', 'insures the aa bb cc dd '],
    ['The Aa ', 'entrusts to the Aa, who entrusts the '],
    ['', 'does not reduce the Aa\'s duty to '],
    ['', 'Every aa bb you bring '],
    ['The Aa may go ', 'and must '],
    ['Between Aa Bb ', '– Cc Dd - '],
  ]);
});

describe('hostile text for set 30\'s natures and parties (h26s30n)', () => {
  // The words of the new patterns (an unquoted "(together, Alias)", "does not need", "warrants its … against" over six
  // words, "is personally responsible", two passive agents joined by "and"), repeated without the end they need. Timed
  // at 20,000 / 40,000 / 80,000 characters (a /tmp script, CPU ms, load ~15): 226/74/33, 22/20/37, 12/45/72, 8/12/25,
  // 7/11/23, 7/12/34 — see bench/log.md (h26s30n).
  itReadsWithin4s([
    ['', '(together, Aa Bb Cc '],
    ['', '(together "the Aa Bb '],
    ['The Aa ', 'does not need your does not need to '],
    ['The Aa warrants its ', 'aa-bb cc dd ee ff gg '],
    ['The Aa is ', 'personally responsible '],
    ['shall be borne by the Aa ', 'and the Bb and the Aa '],
  ]);
});

describe('hostile text for an item\'s own subject (h28s35n)', () => {
  // index.ts ITEM_OWN_SUBJECT: an item opening on words in small letters, repeated, before a modal or none.
  itReadsWithin4s([
    ['(a) ', 'aa bb, '],
    ['(a) the ', 'visitor '],
  ]);
});

describe('hostile text for present-tense duties (h28s35n)', () => {
  // nature-present-duties.ts: a party then a verb in -s repeated (every mention read, each a bounded slice), an opening
  // phrase never closed, "and" joins, "does not", "holds"/"keeps" before the words they look through, "wishes".
  itReadsWithin4s([
    ['The parties agree as follows: ', 'The Seller sends '],
    ['The parties agree as follows: ', 'the Seller and the Buyer pays '],
    ['On ', 'each day of the '],
    ['The Seller ', 'does not '],
    ['The Seller holds ', 'a b c '],
    ['The Seller keeps ', 'all the '],
    ['The Seller ', 'wishes to '],
  ]);
});

describe('hostile text for the MODAL pattern\'s first-letter lookaheads (h29speed2)', () => {
  // The lookbehinds the lookaheads now lead (a present promise after a modal and a word, money kept after "who" and a
  // word, "not to" after "and" and an insert between commas), reached at every word of a run that never completes them.
  for (const [head, unit] of [
    ['The Seller ', 'shall aa indemnifies '],
    ['', 'who aa retains keeps we keep '],
    ['The Buyer agrees to pay ', 'and , aa bb , not to '],
    ['', 'hereby irrevocably unconditionally '],
    ['', 'receives keeps retains owes bears '],
  ]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => readsWithin4s(head, unit));
    // Imported here, not at the top: the blocks of this file are appended by several branches at once.
    it(`"${head}" then "${unit}" repeated: MODAL alone linear`, async () => {
      const { MODAL } = await import('../../../../src/contracts/classify/natures/nature-modals.js');
      const count = readsLinearly((n) => {
        const text = head + unit.repeat(Math.ceil(Math.max(n - head.length, 1) / unit.length));
        return () => [...text.matchAll(MODAL)].length;
      });
      expect(count).toBeGreaterThanOrEqual(0);
    });
  }
});

describe('hostile text for sets 37-38 natures (issue 18, h29n38)', () => {
  // nature-present-duties.ts: present passives ("are checked by the") never reaching a party, a plural party's bare verb,
  // ", but" before a verb in -s that never reaches its object, an opening pronoun; nature-modals.ts "makes any" before
  // words that never reach "warranty", "has a" before words that never reach "lien", "consent to the" before
  // "jurisdiction" never written; nature-relatives.ts "which the" before "can" never followed by a proof verb;
  // object-natures.ts "obligation to" before "is" never reaching "absolute".
  itReadsWithin4s([
    ['The Owner may store goods', ', but checks '],
    ['', 'are checked by the are checked by '],
    ['The parties ', 'treat aa bb '],
    ['(2) It keeps ', 'aa bb cc '],
    ['Neither party ', 'makes any aa bb '],
    ['The Keeper ', 'has a aa bb '],
    ['The parties ', 'consent to the exclusive '],
    ['information ', 'which the Recipient can which the '],
    ["Customer's obligation to pay ", 'aa bb cc '],
    ['Work may start', ', and the Supplier stores '],
    ['The Controller ', 'gives the Supplier a aa '],
  ]);
});

describe('hostile text for a letter\'s payer, past "pay" (review hrev22)', () => {
  // The letter's "we" and "you" set up, then a body of "pay"s each followed by words that almost name a credit.
  const intro = [
    'HARBOUR CLEANING LTD.', 'Quay Offices Ltd.', 'Dear Sirs,',
    'This letter sets out the terms on which we, Harbour Cleaning Ltd. ("Harbour"), will clean the offices of you, Quay Offices Ltd. ("Quay").',
  ];
  for (const unit of ['we will pay you aa-bb cc cost ', 'You shall pay us back-a b c credi ', 'we will pay pay pay ']) {
    it(`"${unit}" repeated in a letter: linear`, () => {
      const read = readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => classifyContract([...intro, text].map((t) => ({ text: t, kind: 'sentence' as const })));
      });
      expect(read.elements.length).toBe(5);
    });
  }
  // A role heading over a long entry line whose words almost name a clause's verb (roleHeadingOver).
  it('"SUPPLIER" over a name and "shal wil mays " repeated: linear', () => {
    const read = readsLinearly((n) => {
      const text = 'Acme Widgets Limited, ' + 'shal wil mays '.repeat(Math.ceil(n / 14));
      return () => classifyContract(['SUPPLY AGREEMENT', 'SUPPLIER', text].map((t) => ({ text: t, kind: 'sentence' as const })));
    });
    expect(read.elements.length).toBe(3);
  });
  // A reference's noun before a number and a month's name with its year (structure/sentences.ts REFERENCE_BEFORE).
  for (const unit of ['Annex 1. Mai 2026 ', 'clause  12. März 2026 item 3. ', 'annexannex 1. May 2026. ']) {
    it(`sentences of "${unit}" repeated: linear`, async () => {
      const { splitSentences } = await import('../../../../src/contracts/structure/sentences.js');
      const count = readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => splitSentences(text, { start: 0, end: text.length }).length;
      });
      expect(count).toBeGreaterThan(0);
    });
  }
});

describe('hostile text: PERIOD_GRANTED\'s future-perfect exception (nature-modals.ts PARTICIPLE, hrev24)', () => {
  for (const unit of ['shall have paid 5 days to ', 'will have reachedreachedreached days to ', 'shall have ']) itClassifiesRepeatedLinearly(unit);
});

describe('hostile text: the patterns set 41\'s natures changed (h30n41)', () => {
  // nature-modals.ts's Disclaimer row ("makes no other …", "has no duty to"), role-definitions.ts's group read (C44) and
  // object-natures.ts's QUALIFIED_DUTY_AFTER ("… obligation to insure applies …"):
  // each on its own repeated unit inside a classified sentence.
  const units = ['has no other ', 'no other express or ', 'has no duty ', 'duties to ', 'no duty to no duty ', 'the Partners and the Backer, ', "the Backer's obligation to insure applies lasts "];
  for (const unit of units) {
    it(`"${unit}" repeated, classified after a group definition: linear`, () => {
      const result = readsLinearly((n) => {
        const text = `The Backer ${unit.repeat(Math.ceil(n / unit.length))}.`;
        return () => classifyContract([
          { text: 'This Members Agreement is made between Orla Quinn ("the Partners") and Fernside Capital Limited ("the Backer").', kind: 'sentence' },
          { text: `"Members" means ${unit.repeat(Math.ceil(n / unit.length))}`, kind: 'sentence' },
          { text, kind: 'sentence' },
        ]);
      });
      expect(result.elements.length).toBe(3);
    });
  }
});

describe('hostile text: joined unquoted terms, "claiming that", an inability after a phrase (h31n)', () => {
  // definitions.ts CAPITALISED (capitalised words joined by "of", "for" …), nature-relatives.ts RELATIVE (a phrase
  // after the noun: "over", "as to", "relating to" …) and RELATIVE_ON_OPENER ("<verb>ing that"). RELATIVE on its runs;
  // each unit classified whole as an opening and as the words before a modal.
  const units = ['Aa of ', 'Aa for the ', 'Aa ', 'any aa over the aa ', 'as to aa ', 'relating to ', 'claiming that ', 'A party claiming that aa '];
  for (const unit of units) {
    it(`RELATIVE on "${unit}" repeated: linear`, async () => {
      const { RELATIVE } = await import('../../../../src/contracts/classify/natures/nature-relatives.js');
      const found = readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => [RELATIVE.test(text), RELATIVE.test(`${text}x`), RELATIVE.test(`${text}that the `)];
      }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
      expect(found.length).toBe(3);
    });
    it(`"${unit}" repeated, classified before "means" and before a modal: linear`, () => {
      const result = readsLinearly((n) => {
        const run = unit.repeat(Math.ceil(n / unit.length));
        return () => classifyContract([
          { text: 'This contract is made between Riverbend Dairy Pty Ltd (Purchaser) and Coldstream Process Engineering Pty Ltd (Supplier).', kind: 'sentence' },
          { text: `${run}Aa means the date.`, kind: 'sentence' },
          { text: `A party ${run}must give notice.`, kind: 'sentence' },
          { text: `Any dispute ${run}that the parties cannot resolve shall be referred.`, kind: 'sentence' },
        ]);
      });
      expect(result.elements.length).toBe(4);
    });
  }
});

describe('hostile text: the modal after a relative clause\'s "cannot" (h31n)', () => {
  // nature-relatives.ts UNABLE_CLAUSE_GAP (read on at most 84 characters), on runs of its near misses; then classified.
  const units = [' cannot ', 'cannot a ', ' can not aa', 'a ', ' '];
  for (const unit of units) {
    it(`"${unit}" repeated: linear`, async () => {
      const { UNABLE_CLAUSE_GAP } = await import('../../../../src/contracts/classify/natures/nature-relatives.js');
      const result = readsLinearly((n) => {
        const run = unit.repeat(Math.ceil(n / unit.length));
        return () => [UNABLE_CLAUSE_GAP.test(run), UNABLE_CLAUSE_GAP.test(`${run},`), classifyContract([
          { text: 'This contract is made between Alder Ltd (Buyer) and Birch Ltd (Seller).', kind: 'sentence' },
          { text: `Any question that the Buyer${run}shall be put to the engineer.`, kind: 'sentence' },
        ]).elements.length];
      });
      expect(result[2]).toBe(2);
    });
  }
});

describe('hostile text: the patterns set 43\'s natures changed (h32n43)', () => {
  // role-definitions.ts ROLE_DEFINITION (an aside after "means"), roles.ts's event roles ("the disputing Party"),
  // nature-modals.ts PRESENT_PROMISE ("submits to" a forum, "domicilia") and LIEN ("hypothec"): each near miss repeated
  // inside the clause it would open, then classified after a preamble.
  const units = ['"Aa Party" means, for any call, ', 'means, aa ', ', for any call,', 'the disputing ', 'disputing Party ', 'submits to the ', 'submit to aa ', 'choose as their domicilia ', 'their respective ', 'shall have a hypothec ', 'a tacit aa '];
  itClassifiesRunsLinearly(
    units,
    (unit) => `"${unit}" repeated: linear`,
    (run) => [
      { text: 'This Transit Agreement is made between Harbour Net Ltd ("Harbour") and Ridge Telecom SA ("Ridge"), each a "Party".', kind: 'sentence' },
      { text: `"Sending Party" means${run} the Party that sends it.`, kind: 'sentence' },
      { text: `The Sending Party ${run}shall pay the courts.`, kind: 'sentence' },
      { text: `Ridge ${run}jurisdiction of the courts.`, kind: 'sentence' },
    ],
  );
});

describe('hostile text: a second duty after ", and in that event" or ", but" (h34n44)', () => {
  // natures.ts JOINED_EVENT_BEFORE (40 characters before each modal), nature-present-duties.ts COMMA_BUT (the first 400
  // characters of the clause) and the joined subject after a condition: each on its near-miss unit (20k/40k/80k).
  const units = [', and in that event ', ', and in that event will ', 'The Seller provides, but ', 'If a party may and shall not ', ', and then shall '];
  itClassifiesRunsLinearly(
    units,
    (unit) => `"${unit}" repeated after a preamble: linear`,
    (run) => [
      { text: 'This Supply Agreement is made between Northwind Traders Ltd ("Buyer") and Contoso Ltd ("Seller").', kind: 'sentence' },
      { text: `The Buyer may cancel ${run}refund.`, kind: 'sentence' },
      { text: `The Seller provides transport${run}, but it is not responsible.`, kind: 'sentence' },
    ],
  );
});

describe('hostile text: a party given a thing before a joined modal (h38rev)', () => {
  // natures.ts's OBJECT_AND_GAP (an article and one word allowed before "and"), on its near-miss units.
  for (const unit of ['the Customer notice and ', 'the Customer a copy x and ', 'Customer the ']) {
    it(`"${unit}" repeated, classified after a preamble: linear`, () => {
      const result = readsLinearly((n) => {
        const run = unit.repeat(Math.ceil(n / unit.length));
        return () => classifyContract([
          { text: 'This Services Agreement is made between Northwind Traders Ltd ("Customer") and Contoso Consulting LLC ("Supplier").', kind: 'sentence' },
          { text: `The Supplier shall give ${run}shall not assign the contract.`, kind: 'sentence' },
        ]);
      });
      expect(result.elements.length).toBe(2);
    });
  }
});

describe('hostile text: further objects of "Nothing … obliges X to …" (hcalls)', () => {
  // object-natures.ts FURTHER_OBJECT (", or the", "and", "nor" read over the 300 characters after the first object) and
  // the object list before the "to" ("obliges Customer or Supplier or …"), on their near-miss units (20k/40k/80k).
  for (const unit of [', or the Supplier to ', 'or Customer and ', ' nor the x ', 'Supplier or ']) {
    it(`"${unit}" repeated after "Nothing obliges the Customer to": linear`, () => {
      const result = readsLinearly((n) => {
        const run = unit.repeat(Math.ceil(n / unit.length));
        return () => classifyContract([
          { text: 'This Services Agreement is made between Northwind Traders Ltd ("Customer") and Contoso Consulting LLC ("Supplier").', kind: 'sentence' },
          { text: `Nothing in this Agreement obliges the Customer to buy ${run}accept it.`, kind: 'sentence' },
          { text: `Nothing in this Agreement obliges the Customer or ${run}to buy.`, kind: 'sentence' },
        ]);
      });
      expect(result.elements.length).toBe(3);
    });
  }
});

// hruns: the first table of sessions 18–22 (element-runs.test.ts, every area at once) spread by area: its rows and
// cases unchanged, each comment kept with the rows it is about.
describe('the first table\'s natures cases (sessions 18–22)', () => {
  itReadsFirstTableRows([
    ['modals after a party (subject gap reread per modal)', 'The Supplier shall ', 'shall '],
    // h19seg: a clause number closing a list (lists.ts's DECIMAL_CLAUSE), a run of numbers that never ends in a space.
    ["possessive duties that never reach 'is to'", '', "Supplier's sole obligation "],
    ['a disclaimer, then "that" and modals in a run', 'The Supplier makes no warranty ', 'that it shall '],
    // h18f9: a short name before the role alias ('("Nordvik" or the "Customer")'), and aliases that name a contract.
    ['"is to" and "are not to be" after a party in a run (h18e10)', 'The Supplier ', 'is to are not to be '],
    ['"promises us that" and inverted "In no event is" in a run (h18e10)', 'You ', 'promise us that in no event is the '],
    ['present-tense promises after a blank run (a look-behind for a modal before them)', 'The Supplier', ' '],
    ['present-tense promises in a run', 'The Supplier ', 'shall guarantees submits to '],
    // h18party: businesses described by their form, bare aliases after a register number and an address, an alias after "a".
    ['bars after "but" following a right, in a run (h18e9)', 'The Contractor may use the yard, ', 'but must not '],
    ['grants of permission without a party in a run', '', 'grants the permission to '],
    ['"is free to" and "warrants to" without a verb in a run', 'The Supplier ', 'is free to warrants to the Aa Bb '],
    ['"gives" a party words that never reach a licence', 'We ', 'give you a aa bb '],
    ['relative clauses with "cannot" in a run', 'The Supplier ', 'any issue it cannot any aa that the '],
    ['a clause opening on "No" with passives in a run', 'No aa ', 'shall be made by either party '],
    // The eleventh set's patterns (h18e11), each run without ever completing.
    ['relative clauses of a noun, a phrase and "which" before "cannot", in a run (h18e11)', 'The Supplier ', 'any dispute about aa bb which the parties cannot '],
    ['passives of two participles with adverbs and states that never reach a party, in a run (h18e11)', 'The fee ', 'shall be computed monthly and kept confidential by '],
    ['present-tense warranties of a thing that never reach "against", in a run (h18e11)', 'The Supplier ', 'warrants the aa bb cc dd '],
    ['passives "by either" and "by each" before no party, in a run (h18e11)', 'The budget ', 'shall not be disclosed by either aa by each '],
    // h22nat: C15's acknowledgement ("acknowledges and agrees that" is no promise) read before each "agrees that".
    ['acknowledgements joined to "agrees that" in a run (issue 18, h22nat)', 'The Customer ', 'acknowledges , and agrees that '],
    // h22nat: C16's bracket asides (one pass over the brackets, a binary search per modal), open, closed and nested.
    ['brackets opened and never closed, each before a modal (issue 18, h22nat)', 'The Supplier shall ', '(the Customer shall '],
    ['bracketed modals and stray closing brackets in a run (issue 18, h22nat)', 'The Supplier shall ', '(shall) may ) ((shall) '],
  ]);
  it('a present-tense promise after 64,000 blanks, and a 300-character name among the parties: read in linear time', () => {
    const name = 'Aa '.repeat(100).trim();
    const texts = [`This Agreement is made among ${name} Ltd ("Aa") and Bb Corp. ("BB").`, `The Supplier${' '.repeat(LENGTH)}guarantees delivery.`, 'BB guarantees payment.'];
    const labels = within(4000, () => classifyContract(texts.map((text) => ({ text, kind: 'sentence' as const }))));
    expect(labels.elements[2].types.map((t) => `${t.label.nature}/${t.label.party}`)).toEqual(['Obligation/BB']);
  });
  it('many parties each with its modal (every modal looked among all the parties before it): 200,000 characters within 4 s', () => {
    // Before the mentions were searched by position, "Buyer may " 20,000 times took 15 s, "both of us may " 5 s.
    for (const unit of ['Buyer may ', 'both of us may ', 'either party shall ']) {
      const text = unit.repeat(Math.ceil(200_000 / unit.length));
      const labels = within(4000, () => classifyContract([{ text: 'x', kind: 'sentence' }, { text, kind: 'sentence' }]));
      expect(labels.elements[1].types.length).toBeGreaterThan(0);
    }
    // The claim is the CPU bound above (`within`: 4 s of this process's CPU per unit, ~0.7 s warm), which load does not
    // move; vitest's 30 s wall timeout is what load moves: the case failed it at load ≥ 17 on two cores, each fork then
    // getting a tenth of a core. 120 s fits the three units' bounds (12 s of CPU) on a tenth of a core (h117suite). The
    // smaller pair of `readsLinearly` would not keep the case's 200,000 characters, which its name states.
  }, 120_000);
  // h18def: one test per pattern family of the rules for unseen drafting (rows under a colon lead-in, a release from
  // liability, relative clauses with and without "that", a pronoun opening a clause before "and", a grant's insert, a
  // phrasal passive), each run long enough to show a quadratic scan.
  for (const [head, unit] of [['Aa (bb cc) ', '– dd '], ['', 'shall be discharged of all '], ['over any terms ', 'the Customer may propose '], ['Taxes that ', 'the Supplier is required to pay under '], ['', ', it acts and is not liable '], ['A party that receives ', 'a notice from the other party '], ['grants to the Customer', ', for the Term'], ['', 'be carried out jointly by '], ['The Supplier may ', ', but is not obliged to '], ['', 'grants the other Member '], ['Neither party ', 'warrants that '], ['The Customer has a ', 'non-exclusive, '], ['', 'shall receive a fee shall receive an '], ['The Customer ', 'bears the entire risk ']]) {
    it(`"${head}" then "${unit}" repeated: within 4 s (h18def)`, () => {
      const labels = readsLinearly((n) => {
        const text = run(head, unit, n);
        return () => classifyContract([{ text: 'The Supplier shall restore the service as follows:', kind: 'sentence' }, { text, kind: 'sentence' }, { text: 'Aa – bb', kind: 'sentence' }]);
      });
      expect(labels.elements).toHaveLength(3);
    });
  }
});

// hostile text: a lien at most two words after its article; a defined thing whose name ends in a warranty, guarantee or
// bond (hrev32)
describe('hostile text: liens granted, defined bonds granted (hrev32)', () => {
  itReadsUnitsAsElementAndLines([
    ['grants with liens far after the article', 'The X grants the Y a b c d liens a '],
    ['grants of capitalised words never ending', 'The X grants the Y a Aa Bb Cc Dd Ee '],
  ]);
});

describe('"transfers", "approves", "confirms" as present-tense duties (nature-present-hand-overs.ts, h50n50)', () => {
  // RIGHT_TRANSFERRED, TIME_TO_ACT and THAT_AFTER read a bounded slice after the verb, anchored at its start.
  itClassifiesRepeatedLinearly('The Lessor transfers the the rights of within that ');
  itClassifiesRepeatedLinearly('The Employer approves each order confirms to aa that within within ');
});

describe('a modal after an inserted verb of opinion (nature-relatives.ts, OPINION_GAP, h50n50)', () => {
  itClassifiesRepeatedLinearly('which we estimate will produce, which we expect expects will ');
});

describe('an engagement on an exclusive basis, in a run (object-natures.ts ENGAGED_EXCLUSIVELY, h55n51)', () => {
  // Anchored on the 40 characters after the engaged party, its words bounded: linear.
  itClassifiesRepeatedLinearly('Client engages Recruiter on an exclusive basis and engages ');
  itClassifiesRepeatedLinearly('engages the Agent as its sole engages ');
});

describe('an exclusive engagement denied, in a run (object-natures.ts NO_ENGAGEMENT_BEFORE and the sole-responsible guard, hrev40)', () => {
  // NO_ENGAGEMENT_BEFORE reads the 60 characters before "engages", the guard 40 after "sole": bounded, linear.
  itClassifiesRepeatedLinearly('Nothing no not engages Recruiter as the sole a b c engages ');
  itClassifiesRepeatedLinearly('engages the Agent as its sole a b c d e f responsible engages ');
});

describe('"prorogate the exclusive jurisdiction", in a run (nature-modals.ts PRESENT_PROMISE, h59n52)', () => {
  // One optional literal word between "prorogate the" and "jurisdiction": the whole classifier on repeated near misses.
  itClassifiesRepeatedLinearly('the parties prorogate the exclusive non-exclusive jurisdiction prorogates ');
});

describe('grants of easements and free periods, entrustments in relative clauses, the formula of named parties, in a run (object-natures.ts GRANTS, GRANTED, ENTRUSTER_IN_RELATIVE; natures.ts assentsAsParties; h63n53)', () => {
  // GRANTED reads 160 characters after the grantee with one bounded gap; ENTRUSTER_IN_RELATIVE the 48 before "entrusts",
  // its words bounded: linear on the whole classifier.
  itClassifiesRepeatedLinearly('The Owner grants and conveys to the Company a rent-free a b period easement grants ');
  itClassifiesRepeatedLinearly('goods that the Sender Aa Bb entrusts to the Haulier that which ');
  itClassifiesRepeatedLinearly('Landlord and Tenant and Landlord agree as follows: ');
});

describe('an easement or a free period granted, bounded after its article, in a run (object-natures.ts GRANTED, hrev51)', () => {
  // The new alternative allows two words, each with its comma, between the article and the thing: linear.
  itClassifiesRepeatedLinearly('The Grantor grants the Grantee a perpetual, non-exclusive, wide, easement rent-free a b c period ');
});

describe('what a conveyance confers, in a run (object-natures.ts CONVEYED_RIGHT, hrev51)', () => {
  // Anchored on 80 characters after the grantee, two bounded words before the right: linear.
  itClassifiesRepeatedLinearly('grants and conveys to the Grantee the entire, right, title a b c rights of ');
});

describe('"that" after a verb of agreeing before an entrustment, in a run (object-natures.ts ENTRUSTER_IN_RELATIVE, hrev51)', () => {
  // A bounded lookbehind of literal verbs before "that": linear.
  itClassifiesRepeatedLinearly('agreed that the Aa Bb entrusts to the Manager goods that Owner entrusts ');
});

describe('an appointment "to" a verb, or denied, in a run (object-natures.ts APPOINTED_FOR and NO_ENGAGEMENT_BEFORE on appointments, C78, h65conv)', () => {
  // APPOINTED_FOR reads the 12 characters after the appointee, NO_ENGAGEMENT_BEFORE the 60 before "appoints": bounded,
  // linear on the whole classifier (20,000 / 40,000 / 80,000 characters, checked by growth).
  itClassifiesRepeatedLinearly('The Owner appoints the Manager to manage and appoints the Manager to the ');
  itClassifiesRepeatedLinearly('Nothing no not appoints the Manager to a b c appoints ');
});

describe('hostile text: an appointment to a number, a name, or in a time clause (hrev56)', () => {
  itClassifiesRepeatedLinearly('Before the Owner appoints the Manager to three London ');
});

describe('a forum elected, a use let, a paragraph in words and a bar in a relative clause, in a run (h67n54)', () => {
  // nature-modals.ts PRESENT_PROMISE's "elect the courts of" (one word between at most), object-natures.ts
  // THING_AFTER_LESSEE / THING_OF_THE_USER (anchored, bounded), text.ts CLAUSE_NUMBER's "Paragraph One." (anchored) and
  // nature-relatives.ts UNABLE_RELATIVE_BEFORE (40 characters before the party, one word): linear on the whole
  // classifier (20,000 / 40,000 / 80,000 characters, checked by growth).
  itClassifiesRepeatedLinearly('The parties elect the exclusive courts of elect the courts in ');
  itClassifiesRepeatedLinearly('Your plan lets you use our lets the Buyer use the ');
  itClassifiesRepeatedLinearly('Paragraph One. The SELLER delivers Sole Paragraph. ');
  itClassifiesRepeatedLinearly('goods made for it that the Supplier cannot use parts which Supplier cannot ');
});

describe('an allowance, "We do not" and the translated "agree to sign this contract" formula, in a run (h70n55)', () => {
  // nature-modals.ts's Right "is allowed/permitted a" (an alternation beside "is granted a"), nature-present-duties.ts
  // WE_DO_NOT (anchored on the 60 characters after "we") and natures.ts TO_SIGN_THIS_CONTRACT (anchored, 80 characters
  // of terms before the colon, read on 200): linear on the whole classifier (20,000 / 40,000 / 80,000 characters,
  // checked by growth).
  itClassifiesRepeatedLinearly('Party B is allowed a is permitted the are allowed an ');
  itClassifiesRepeatedLinearly('We do not prorate we do not do not We ');
  itClassifiesRepeatedLinearly('the two parties agree to sign this contract on the terms agree to conclude the present agreement ');
});

describe('a quantifier before the clause\'s opening party, in a run (nature-subjects.ts clauseOpener, h70n55)', () => {
  // The slice from the clause start to the first mention is matched anchored at both ends with one optional word: linear
  // on the whole classifier (20,000 / 40,000 / 80,000 characters, checked by growth).
  itClassifiesRepeatedLinearly('Each each Member shall sell in that region and shall not grant ');
});

describe('a quantified party before a noun, and "agree to sign this contract" without its terms, in a run (hrev61)', () => {
  // nature-subjects.ts QUANTIFIED_SUBJECT_GOES_ON (anchored on 40 characters after the mention) and natures.ts
  // TO_SIGN_THIS_CONTRACT's bounded lookahead for the terms: linear on the whole classifier (20,000 / 40,000 / 80,000
  // characters, checked by growth).
  itClassifiesRepeatedLinearly('A Seller invoice shall state and shall not include Each Seller handling ');
  itClassifiesRepeatedLinearly('the two parties agree to sign this contract within 5 days of approval terms ');
});

describe('commissions accepted, "owes no", an apposition\'s relative clause, in a run (h98at)', () => {
  // object-natures.ts COMMISSIONS / COMMISSIONED_WORK (anchored on 60 characters after the object), nature-present-duties.ts
  // INSTRUCTION_ACCEPTED (anchored, bounded), nature-modals.ts OWES_NOTHING's "no" (literal words), nature-relatives.ts
  // APPOSITION_PREPOSITION_WHICH (bounded words, read on 120 characters before a modal): linear on the whole classifier
  // (20,000 / 40,000 / 80,000 characters, checked by growth).
  itClassifiesRepeatedLinearly('The Publisher commissions the Printer, who accepts, to print instructs the Printer, which accepts, ');
  itClassifiesRepeatedLinearly('the Publisher owes no rent owes the Printer no fee owes no ');
  itClassifiesRepeatedLinearly('Parcel Hub Ltd, a courier through which the Publisher may send Aa Bb plc, a bank from which ');
  // attributes/persons-named-again.ts: one pattern of the persons found, at most 32 mentions per element.
  itClassifiesRepeatedLinearly('the singer Tessa Marlowe and Tessa Marlowe for Tessa Marlowe Bb ');
});
