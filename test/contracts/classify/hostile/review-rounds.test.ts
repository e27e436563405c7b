/**
 * Hostile text, by area (split from hostile-text.test.ts and hostile-session-29.test.ts; see helpers.ts for which file
 * takes which case): the patterns the reviews (hrev*), the adversarial rounds (hred*) and the lead changed
 * across areas at once; a case that attacks one area belongs in that area's file.
 * Each describe keeps the engineer or convention it came from in its title or first comment.
 */
import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { PATTERNS_ALONE_LENGTH, PATTERNS_ALONE_MS, readsLinearly } from '../../../security/linear-time.js';
import { itClassifiesRepeatedLinearly, itClassifiesRunsLinearly, itReadsCueFilesLinearly } from '../cue-file-linearity.js';
import { itReadsWithin4s, itReadsUnitsAsElementAndLines } from './helpers.js';

describe('hostile text for the review\'s narrowings (hrev12)', () => {
  // An unquoted alias restating a word of its slot, thousands of times (each look is bounded to the slot's last 240
  // characters: unbounded, 20,000 / 40,000 / 80,000 characters took 88 / 267 / 664 ms of CPU); an order's "under the"
  // line of framework words that never ends; "IKE" after commas; a verb of knowing without its pronoun. Under a title,
  // so the facts read the line under it. Timed at 20,000 / 40,000 / 80,000 characters: see the commit messages (hrev12).
  for (const [head, unit] of [
    ['On the one side AA LTDA., owner of the building, ', 'hereinafter called the Building, '],
    ['under the ', 'agreement framework order '],
    ['between Aa Bb', ' , IKE I.K.E. Ike'],
    ['The Singer shall notify ', 'as soon as she knows that '],
  ]) {
    it(`"${head}" then "${unit}" repeated under a title: within 4 s`, () => {
      const labels = readsLinearly((n) => {
        const text = head + unit.repeat(Math.ceil((n - head.length) / unit.length));
        return () => classifyContract([{ text: 'WORK ORDER No. 5', kind: 'title' }, { text, kind: 'sentence' }, { text: 'Leeds, 3 March 2025', kind: 'sentence' }, { text: 'The Seller shall pay.', kind: 'sentence' }]);
      });
      expect(labels.elements).toHaveLength(4);
    });
  }
});

describe('hostile text for the review of session 21\'s first round (hrev14)', () => {
  // Money words between fuel and "apart", property nouns before more nouns, control of capitalised words without a
  // verb, brackets opened and never closed after a list marker. Timed at 20,000 / 40,000 / 80,000 characters (a /tmp
  // script): see bench/log.md (hrev14).
  itReadsWithin4s([
    ['The fuel ', 'kept kept costs apart '],
    ['If the Owner sells the farm ', 'produce produce '],
    ['control of the ', 'Aa '],
    ['(a) (', 'The Supplier shall deliver ( '],
    ['The Ministry of Aa', ', Bb and Cc Board, Dd and Eef Ltd'],
    ['', 'SIA Licence UAB Hospital AS Built '],
  ]);
});

describe('hostile text for the review of session 22 (hrev15)', () => {
  // "AS" after words in capitals (the lookbehind before a Baltic form), a signing block's role and post words before a
  // comma (the place-and-date line's lookahead), a tax word beside a late cost (C17's veto). Timed at 20,000 / 40,000 /
  // 80,000 characters (a /tmp script): see bench/log.md (hrev15).
  itReadsWithin4s([
    ['ACME LIMITED ', 'REFERRED TO AS "'],
    ['', 'Supplier Executive '],
    ['Overdue payments bear interest ', 'tax overdue interest '],
  ]);
});

describe('hostile text for the review of session 24\'s second round (hrev18)', () => {
  // The narrowings' words repeated without the end they need: goods traded before safety gear (a bounded lookbehind),
  // information used "for any other", another's obligations guaranteed, a post's field, a court's day, money held,
  // "committed to" without its object. Timed at 20,000 / 40,000 / 80,000 characters (a /tmp script, CPU ms, round 6's
  // cues, findNames and classifyContract, load ~13): 163(warm-up)/30/80, 14/16/36, 18/19/49, 27/49/51, 10/13/30,
  // 13/18/50, 21/27/40: linear.
  itReadsWithin4s([
    ['', 'supply a,b '],
    ['', 'not use the Information for any other '],
    ['', 'guarantees the performance of '],
    ['', 'Director: Human Resources '],
    ['', 'the Court Monday '],
    ['', 'The Supplier retains all the proceeds '],
    ['', 'The Supplier is committed to deliver '],
  ]);
});

describe('hostile text for the review of session 25\'s first round (hrev19)', () => {
  // Names joined by "and" before an alias said together, Australian state codes before years and short numbers, a
  // product line's common-word stops, "U" before common words, "ALL" after capitals, common words after "situated in"
  // and an opening "In …, on the", each repeated without the end it needs. Timed at 20,000 / 40,000 / 80,000 characters
  // (a /tmp script, classifyContract on one element, CPU ms best of 2, load ~14): 54/23/92, 24/28/64, 165/177/272,
  // 48/24/55, 21/36/81, 64/95/137, 23/40/55, 115/111/239: linear.
  itReadsWithin4s([
    ['between ', 'Aa Bb and Cc Dd and Ee Ff Gg Hh and '],
    ['', '(together, Aa Bb Cc Dd and Ee Ff '],
    ['the depot at ', 'Aa Bb ACT 2004 Cc NSW 9 TAS 7 '],
    ['the product line ', 'Gold – Silver – Bronze – '],
    ['Option ', 'U Standard U Aa U Drawing '],
    ['THE BUYER SHALL ACCEPT ', 'ALL 1,500 ACCEPT ALL '],
    ['The land ', 'situated in Good Condition located in '],
    ['In ', 'Phase Two Three Four, on the '],
  ]);
});

describe('hostile text for the review of session 27\'s first round (hrev21)', () => {
  // "owes" before "no" words, an assignment of all rights before money words, a credit "as soon", a surety's
  // "guarantees that" before money words without "will be paid", and a plural guarantee after a surety's word.
  itReadsWithin4s([
    ['The Buyer ', 'owes no nothing none '],
    ['The Seller hereby assigns to the Buyer all rights in ', 'the receivables and the '],
    ['The Bank shall ', 'credit the Customer as soon '],
    ['The Guarantor ', 'guarantees that all sums obligations payments '],
    ['', 'Parent Company Guarantees '],
  ]);
});

describe('hostile text for session 27\'s rules, eighteenth adversarial round (hred17)', () => {
  // Each of round 1's new patterns closed and repeated, where its own tests repeated it unclosed: a second signer after a
  // post ("and", "in the presence of"), quoted credits, a day in guillemets after a place, Canada's provinces and
  // numbered companies, qualifiers with "and" before a service and "Act", the glued dollar marks, the cifrão repeated,
  // a registration number's strokes, Romanian particles, "No." before a house number, Japanese blocks without a ward,
  // the Americas by their compass word, Aruba's legal form.
  itReadsWithin4s([
    ['', 'Signed by Aa Bb, Director, and Cc Dd, Manager. '],
    ['', 'Signed by Aa Bb, Director, in the presence of Cc Dd, '],
    ['', '"Music by Aa Bb" '],
    ['', 'Dushanbe «16» March 2026 '],
    ['', 'Thompson, Manitoba 1289455 Alberta Ltd. '],
    ['', 'National Aa and Bb and Cc Health Service Act '],
    ['', 'EC$ 3,600.00 WS$ 7,200 MOP$ 1 CI$ 2 '],
    ['CVE ', '18.450.000$00$00$00'],
    ['AWG ', '1/2/3/4/5/R7/41822 '],
    ['', 'Bd. Ștefan cel Mare cel lui '],
    ['', 'Calle Mayor No. 15, Aa, '],
    ['', '1-1-1-1-1-1-1 '],
    ['', 'North America Latin America V.B.A. '],
  ]);
});

describe('hostile text for the merge fixes of session 27 (lead)', () => {
  // preamble-aliases.ts THING_BEFORE on "the" and small words before a closing bracket, and nature-present-duties.ts'
  // modal-before-clause-end lookup on a long clause of party mentions each followed by a word in -s.
  itReadsWithin4s([
    ['This Agreement is made between Aa Ltd ("Bb") and Cc Ltd ("Dd") for ', 'the aa bb cc '],
    ['The parties agree as follows: ', 'Customer sites and '],
  ]);
});

describe('hostile text for what the review of session 27 left (h28mend2)', () => {
  // "not sell" before words and commas that never reach "other", "to any other customers" before words that never
  // reach a territory, a run of "in".
  itReadsWithin4s([
    ['The Seller shall ', 'not sell the goods, '],
    ['The Seller shall not sell ', 'to any other customers aa bb cc dd '],
    ['', 'not sell to other persons in in in '],
    // "the guarantee period" after money guarantees' words that never reach it; "pay the price in" repeated.
    ['The ', 'bank guarantee guarantor the guarantee '],
    ['', 'pay the price in aa bb cc '],
    ['', 'Danger Hazard Danger Money '],
    // "owes" before its debtee, never reaching a denial.
    ['The Seller ', 'owes the Buyer '],
  ]);
});

describe("hostile text for session 28's changes (issue 18, hred18)", () => {
  // contract-parties.ts ROLE_HEADING_LINE: a role word, then a run of blanks that never closes the line ("SUPPLIER",
  // 80,000 blanks, a letter) above a party's entry. Written `\s*:?\s*$`, each split of the blanks between the two runs
  // was tried: 1.4 s at 20,000 characters through classifyContract, 20 s for the pattern alone at 80,000.
  for (const blank of [' ', '\n', '\t']) {
    it(`a role heading, then ${JSON.stringify(blank)} repeated and a letter, above a party's entry: linear`, () => {
      const result = readsLinearly((n) => {
        const elements = [
          { text: 'This Agreement is made between:', kind: 'sentence' as const },
          { text: `SUPPLIER${blank.repeat(n)}x`, kind: 'sentence' as const },
          { text: 'Guadalcanal Fuel Ltd, Honiara', kind: 'sentence' as const },
        ];
        return () => classifyContract(elements);
      });
      expect(result.elements.length).toBe(3);
    });
  }
  // addresses.ts' address by form, read by code (h29speed): each candidate whose town starts with a listed word ("Tel",
  // "Or", "In", a role word) costs a match object with its indices and a second, checked match at its position. The worst
  // found: a town line or a named building or street before it, every 12-21 characters; 80,000 characters 35-50 ms warm
  // at load 14 (the single pattern before: 1.5-3.5 ms). Alone, linear and under 100 ms per 80,000 characters.
  for (const unit of ['Tel LS1 4AB ', 'In CA 90210 ', 'Or NSW 2000 ', 'Aa Road, Tel LS1 4AB ', 'Ab Rd, Or W1 1AA ', 'Ruta 5 km 3, Or ']) {
    it(`findAddresses on "${unit}" repeated: linear`, async () => {
      const { findAddresses } = await import('../../../../src/contracts/classify/names/addresses.js');
      const found = readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => findAddresses(text);
      }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
      expect(found).toEqual([]);
    });
  }
  // category-cues-insurance.ts INSURER_NAME_NOT_SAID (h29c37, merged while this round ran): an insurer's name of up to
  // four capitalised words before "Insurance Company". Its words were unbounded: a run of "A-A-A-…" (a capital after
  // each hyphen, a word boundary) before "Insurance policy" was read to its end from each capital: 16,000 characters
  // 2.5 s through classifyContract, the pattern alone 11 s at 40,000.
  for (const unit of ['A-', "A'", 'A&']) {
    it(`an insurance duty, then "${unit}" repeated before "Insurance policy": linear`, () => {
      const result = readsLinearly((n) => {
        const text = `The Contractor shall maintain public liability insurance with ${unit.repeat(Math.ceil(n / unit.length))} Insurance policy.`;
        return () => classifyContract([{ text, kind: 'sentence' }, { text: 'The Seller shall pay.', kind: 'sentence' }]);
      });
      expect(result.elements.length).toBe(2);
    });
  }
  it('an insurer named by four words before "Insurance Company" is still read as a name, no insurance carried', async () => {
    const { INSURER_NAME_NOT_SAID } = await import('../../../../src/contracts/classify/categories/cues/category-cues-insurance.js');
    const [re] = INSURER_NAME_NOT_SAID[0];
    expect('Notices to Harbour Mutual Insurance Company, Pier 3.'.replace(re, ' ')).toBe('Notices to  , Pier 3.');
    expect('insured with Northgate-Westfield Insurance Ltd only'.match(re)?.[0]).toBe('Northgate-Westfield Insurance Ltd');
  });
});

describe('hostile text: the patterns changed by the review of the second round (hrev23)', () => {
  // CONFIDENTIALITY_CUES' "independently developed by" now looks at most 120 characters on for the recipient or the
  // information; SCOPE_VETOES' exceptions gained "shall set out" and its kind (inside a 400-character window).
  const units = ['independently developed by ', 'independently developed by x ', 'Statement of Work shall set ', 'SOW fees shall ', 'shall  '];
  for (const unit of units) {
    it(`the two patterns on "${unit}" repeated: linear`, async () => {
      const { CONFIDENTIALITY_CUES } = await import('../../../../src/contracts/classify/categories/cues/category-cues-confidentiality.js');
      const { SCOPE_VETOES } = await import('../../../../src/contracts/classify/categories/cues/category-cues-scope.js');
      const patterns = [...CONFIDENTIALITY_CUES, ...SCOPE_VETOES].map(([re]) => re);
      const found = readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => patterns.map((re) => re.test(text));
      }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
      expect(found.length).toBe(2);
    });
  }
  it('a sentence of them, classified whole: linear', () => {
    const result = readsLinearly((n) => {
      const text = `Each Statement of Work shall set out the fees; ${'independently developed by the '.repeat(Math.ceil(n / 31))}.`;
      return () => classifyContract([{ text, kind: 'sentence' }]);
    });
    expect(result.elements.length).toBe(1);
  });
  // signatory-names.ts SIGNED: one given name before "bin" / "binti" (a lookahead of a word and a capital).
  for (const unit of ['Name: Siti binti ', 'Aa bin ', 'Signed by Aa bt. ']) {
    itClassifiesRepeatedLinearly(unit, { name: `a signing line's Malay name on "${unit}" repeated: linear` });
  }
});

describe('hostile text: every match found on the pattern itself (h30speed)', () => {
  // common/regex-matches.ts matchesOf replaced `matchAll` in the classifier (no pattern changed): it finds every match
  // before its caller reads one, where a caller of matchAll could stop at its first. An empty match at every place of
  // astral characters, and agreement-terms' abbreviation read to the end of a run of them (it stopped at the first
  // capitalised one), must stay linear.
  for (const unit of ['😀', 'é ', 'x']) {
    it(`an empty match at every place of "${unit}" repeated: linear`, async () => {
      const { matchesOf } = await import('../../../../src/common/regex-matches.js');
      const count = readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => matchesOf(/y*/gu, text).length;
      }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
      expect(count).toBeGreaterThan(0);
    });
  }
  it('"the nda " repeated, then "the NDA", in a sentence classified whole: linear', () => {
    const result = readsLinearly((n) => {
      const text = `${'the nda '.repeat(Math.ceil(n / 8))}the NDA continues for two (2) years.`;
      return () => classifyContract([{ text, kind: 'sentence' }]);
    });
    expect(result.elements.length).toBe(1);
  });
});

describe('hostile text: the patterns hrev24 changed reviewing session 29\'s first round', () => {
  // nature-modals.ts PERIOD_GRANTED's look-ahead for a deadline's duty (DEADLINE_DUTY, a 120-character window),
  // pronouns.ts' check for a second name joined to a pronoun's role, category-cues-assets.ts' "disassemble" with the
  // software after it (SOFTWARE_AFTER, 80 characters) or "decompile" before it (a 40-character look-behind).
  for (const unit of ['shall have 5 days to pay ', 'shall have 5 days to to to ', '"we" means the Client and the ', 'disassemble ', 'decompile disassemble ', 'reverse engineer x disassemble ']) {
    it(`a sentence of "${unit}" repeated, classified whole: linear`, () => {
      const result = readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => classifyContract([{ text: `"We" means the Client ${text}`, kind: 'sentence' }, { text, kind: 'sentence' }]);
      });
      expect(result.elements.length).toBe(2);
    });
  }
});

describe("hostile text: session 29's changes, attacked (issue 18, hred19)", () => {
  // ATTENTION_NAMED spelt in its cases (notice-contacts.ts), the pronoun definitions' capitalised role (pronouns.ts), the
  // trade-mark terms capped (defined-trademarks.ts) and the group walk by first word (role-definitions.ts): each on
  // a run of what it reads, classified whole. The quadratic cases of the last two are in categories-of-sets-34-45.test.ts
  // (trade-mark terms) and parties-and-names.test.ts (a group defined as parties).
  const units = [
    'Notices to the Supplier: for the attention of accounts, Attention: Ann Lee, ',
    'ATTENTION: MR ATTN. attn ',
    '"we", "us" and "our" mean Aa Ltd (the "agency"). ',
    '"you" means the person (the "toString") ',
    '"Marks" means the trade marks. any Mark the Marks ',
    '"Sellers" means Aa, Bb and Cc Ltd, ',
  ];
  itClassifiesRunsLinearly(
    units,
    (unit) => `"${unit}" repeated, classified whole: linear`,
    (text) => [{ text: 'This Agreement is made between Aa Ltd ("Aa"), Bb Ltd ("Bb") and Cc Ltd ("Cc").', kind: 'sentence' }, { text, kind: 'sentence' }, { text, kind: 'sentence' }],
  );
  it('ATTENTION_NAMED on its worst units: linear', async () => {
    const { ATTENTION_NAMED } = await import('../../../../src/contracts/classify/parties/notice-contacts.js');
    for (const unit of ['Attention: Mr ', 'FOR THE ATTENTION OF ', 'attn.  Dr  a']) {
      const found = readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => ATTENTION_NAMED.test(text);
      }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
      expect(typeof found).toBe('boolean');
    }
  });
});

describe('hostile text: the patterns the fixes of hrev24/hrev25\'s leftovers changed (h31rev)', () => {
  // category-cues-share-transfers.ts's PORTIONED lookahead, category-cues-written-acts.ts's disclosure (its "not"
  // lookbehind and NOT_A_PARTY_AFTER), its notice's content and its invoice, category-cues-deliverable-acceptance.ts's
  // listed benefits (the buyer's lookbehind, the staff lookahead), category-cues-delivery.ts's CARRIED_TO,
  // nature-modals.ts's DEADLINE_DUTY_OBJECT, attributes.ts's route ends (feasts, businesses), place-positions.ts's
  // FROM_TO and party-not-place.ts: each on its own repeated unit inside a classified sentence.
  const units = ['transfer its shares of the ', 'shares in the the the ', 'not disclose to Customer ', 'disclose to Contoso ', 'notice shall notice ',
    'submit the invoice for ', 'Customer shall give the following ', 'provide the following benefits to its ', 'deliver the documents to the ',
    'shall have 10 days to respond to a ', 'to provide the the ', 'to obtain the ', 'Shanghai to Contoso | ', 'from Boston to Harbor Tech ', 'to Christmas, '];
  for (const unit of units) {
    it(`"${unit}" repeated, classified after a preamble: linear`, () => {
      const result = readsLinearly((n) => {
        const text = `The Supplier ${unit.repeat(Math.ceil(n / unit.length))}shall.`;
        return () => classifyContract([
          { text: 'This Services Agreement is made between Northwind Traders Ltd ("Customer") and Contoso Ltd ("Supplier").', kind: 'sentence' },
          { text, kind: 'sentence' },
        ]);
      });
      expect(result.elements.length).toBe(2);
    });
  }
});

describe('hostile text: the patterns the review of session 30\'s first round changed (hrev26)', () => {
  // defined-persons.ts's NAMED_AFTER_MEANS (its title and apposition captures), durations.ts's NAME_WORD_AFTER (the
  // capitalised prepositions), not-quantities.ts's TIMES_AFTER, place-names.ts's STREET_WORD_AFTER ("St" before a name)
  // and TOWN_STATE (no capitalised word after the state), place-positions.ts's CALENDAR_WORD after STREET_TOWN,
  // category-cues-share-transfers.ts's HOLDER and "lieu", nature-modals.ts's objection lookahead in DEADLINE_DUTY_OBJECT,
  // category-cues-delivery.ts's CARRIED_TO: each on its own repeated unit inside a classified sentence.
  const units = ['"Aa" means Dr Aa Bb, a ', 'means Aa Bb ', 'Monthly In ', 'Monthly Per ', 'KPI 3 times ', 'KPI 3 ', 'London St Pancras ', 'London St. ',
    'of Aa Bb, Victoria Cc ', 'Park Lane, Mondays ', 'Mill Road, May, ', 'transfer its shares in the data ', 'shares in lieu of ', 'data centre subsidiary ',
    'shall have 10 days to provide a statement of ', 'submit any documents supporting its ', 'deliver the documents by hand ', 'deliver the accounts to the office '];
  itClassifiesRunsLinearly(
    units,
    (unit) => `"${unit}" repeated, classified after a preamble: linear`,
    (run) => [
      { text: 'This Services Agreement is made between Northwind Traders Ltd ("Customer") and Contoso Ltd ("Supplier").', kind: 'sentence' },
      { text: `The Supplier ${run}shall.`, kind: 'sentence' },
      { text: `"Charge" means ${run}.`, kind: 'sentence' },
    ],
  );
});

// hostile text: taxes a party is liable for, forums submitted to, a court's division opening a sentence (hrev27)
describe('hostile text: taxes a party is liable for, forums submitted to, a court\'s division opening a sentence (hrev27)', () => {
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-liability-heads.js', 'liable for any stamp '],
    ['categories/cues/category-cues-liability-heads.js', 'liable to the x for any '],
  ]);
  itReadsUnitsAsElementAndLines([
    ['submissions to a forum never named', 'Each party submits itself to the decision of the exclusive '],
    ['submissions to an expert with no decision', 'The X submits to the Expert the Expert submits themselves to '],
    ['court divisions with no court', 'The Family Division of The Chancery Division of the '],
    ['court divisions before courts, each opening on "The"', 'The Family Division of the High Court The Chancery Division of the High Court '],
    ['the Services performed from no date', 'perform the Services from Jan perform the Services from 9.00 provide the Services from '],
    ['role fields with a title and e-mail parts with no end', 'Customer Representative: Joan Ibarra, Procurement Manager, a.b.c@d.e.f, x@y '],
    ['preamble dates before common words', 'made and entered into this 3rd day of March 2027 in Good Faith as of March 3, 2027 in '],
    ['signature blocks one under another', 'Mark Fenwick Director, for and on behalf of Aa Ltd Mark Fenwick Director, for and on behalf of '],
    ['acceptance lines with no signer', 'Agreed and accepted by: Accepted and agreed Agreed and accepted: '],
  ]);
});

// hostile text: a grant's participle after its auxiliary and no modal before its period; extended cover bought or
// priced; a heading "On behalf of" with no verb (hrev30)
describe('hostile text: grants for a period, cover by kind, "On behalf of" headings (hrev30)', () => {
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-granted-period.js', 'is hereby engaged grants the x '],
    ['categories/cues/category-cues-granted-period.js', 'appoints for a period of one two three '],
    ['categories/cues/category-cues-insurance.js', 'extended cover optional cover '],
    ['categories/cues/category-cues-insurance.js', 'buy extended cover for the desk '],
  ]);
  itReadsUnitsAsElementAndLines([
    ['headings "On behalf of" with no verb', 'London, 5 March 2026 On behalf of the Customer On behalf of X '],
  ]);
});

// hostile text: titles that are also names taken only with their stop; a thing's heading in capitals under a dated
// line (hrev30)
describe('hostile text: titles with their stop, things\' headings under dated lines (hrev30)', () => {
  itReadsUnitsAsElementAndLines([
    ['attention lines with titles that are also names', 'attention Eng Hock Tan, attention ENG. Hon Ing Mag. '],
    ['dated lines over defined things in capitals', 'London, 4 May 2026 SERVICES "Services" (the "Supplier") SUPPLIER '],
  ]);
});


// hostile text: what a price of the services leaves out, beside what the services leave out (hrev32)
describe('hostile text: what a price of the services leaves out (hrev32)', () => {
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-scope.js', 'is not included in the Services '],
  ]);
});

// hostile text: the strong physical-safety reading with its trade guard (hrev32)
describe('hostile text: safety gear traded (hrev32)', () => {
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-physical-safety.js', 'smoke alarms deliver 500 '],
    ['categories/cues/category-cues-physical-safety.js', 'the x y z deliver 1,000,000 '],
  ]);
});

// hostile text: "By: … Date:" as a signature block writes it (hrev32)
describe('hostile text: "By: … Date:" fields (hrev32)', () => {
  itReadsUnitsAsElementAndLines([
    ['"By:" fields with dated tails and no signer', 'Payment By: bank transfer due Date: By: Aa Bb, Cc Delivery Date: '],
  ]);
});

// hostile text: a party's name alone before "By:" (hrev32)
describe('hostile text: small words before "By:" (hrev32)', () => {
  itReadsUnitsAsElementAndLines([
    ['small words before "By:" and a signer', 'notices to Aa Bb Limited and to Cc of Dd By: Ee Ff, Manager '],
  ]);
});

// hostile text: the narrowings of session 33's natures, names and facts rules (hrev36). Each new or changed pattern reads
// a bounded slice at its anchor (a tempered run of at most 100 or 120 characters, a figure after a figure, the 48
// characters before "of"): linear.
describe('hostile text: session 33\'s narrowed natures, names and facts rules (hrev36)', () => {
  // nature-present-hand-overs.ts RIGHT_TRANSFERRED, TIME_TO_ACT, THAT_AFTER
  itClassifiesRepeatedLinearly('The Aa transfers the risk warranty approves if within confirms to the Bb Cc that within two ');
  // text.ts CLAUSE_NUMBER (title case before a quote and a definition's verb)
  itClassifiesRepeatedLinearly('Clause 9 "Aa Bb" Clause 3.2 "Cc means ');
  // town-before-listed.ts ADDRESS_OF_BEFORE
  itClassifiesRepeatedLinearly('Aa Bb, of Mushin, of Lagos, fees of Deloitte, London ');
  // percentage-points.ts SECOND_FIGURE
  itClassifiesRepeatedLinearly('by 0.5 to 1 percentage points 2 - 3 percentage point ');
  itReadsWithin4s([
    // facts.ts PAYMENT (remit), agreement-terms.ts REFUNDED, APPOINTS_PARTY
    ['The Agent shall ', 'remit the aa bb penalty remit them remit to '],
    ['The Tenant shall pay a deposit of £100, ', 'to be refunded without interest to the Aa non-refundable '],
    ['The Principal ', 'appoints the Agent appoints an auditor hereby appoint Aa '],
    // acceptance-lines.ts ACCEPTANCE_LINE_DATED
    ['Accepted for ', 'AA BB LTD.: Cc Dd, Director, 2 '],
    // party-sides.ts BUYS_AFTER, buyerFromOther's possessive
    ['This agreement is made between Aa Ltd (the "Deli") and Bb Ltd (the "Dairy"). The Deli shall buy ', 'the Dairy\'s cheese back from '],
  ]);
});

// hrev57, review of session 37's round 1 party rules: bodies-by-agent.ts AGENT_WORD ("supervised by" only before
// "the": a lookahead of bounded blanks), party-payee.ts paid ("paid by" someone other than the other party: a bounded
// adverb and blanks), preamble-names.ts LAST_SLOT_END (anchored at the end), person-parties.ts QUOTED_POSITION_ALIAS and
// POSITION_FIELD_BEFORE (anchored at the end, on 120 characters), marked-company-names.ts POSSESSIVE_BEFORE and
// WORK_NOUN_AFTER (on 12 and 40 characters). Repeated units, each timed on 20k/40k/80k characters.
describe('review of round 1\'s party rules (hrev57)', () => {
  itClassifiesRepeatedLinearly('supervised by supervised by the Aaaa supervised by Jones accredited by ');
  itClassifiesRepeatedLinearly('its LLP "Toolkit" software its Limited Liability Partnership "Aa" SARL "Bb" template ');
  itClassifiesRepeatedLinearly('(the "Second Party") "First Party" "the Party A" \nSecond Party: Mary Jones, Owner\nFirst Party: ');
  itReadsWithin4s([
    ['This agreement is made between Aa Ltd (the "Creamery") and Bb Ltd (the "Ripener"). ', 'The Ripener is paid by the retailers shall be paid directly by '],
    ['This Agreement is made by and between\n', 'Aa Ltd ("the Provider").\nand\nBb Ltd ("the Client").\nWHEREAS entered into by and between\n'],
  ]);
});

// hrev60: the review of round 1's party and name rules. party-pays-now.ts NOT_A_THIRD_PARTYS (a bounded look-ahead
// after the price word), NOT_OWN and MONEY_FIGURE (bounded figures and words); associations-in-capitals.ts SLOT_CLOSER
// ("represented by") and ENGLISH_HEAD_FIRST (anchored on the run); company-names.ts ENGLISH_AS_PHRASE (a literal word
// list on a field's four words); nordic-and-french-bodies.ts INDEFINITE_BEFORE (anchored on twelve characters). Each
// repeated (20k/40k/80k characters).
describe('the review of round 1\'s party and name rules (hrev60)', () => {
  itReadsWithin4s([
    ['This agreement is made between Aa Ltd (the "Grove") and Bb Ltd (the "Presser"). ', 'The Grove pays the invoices of its fees of any charges for their '],
    ['This agreement is made between Aa Ltd (the "Grove") and Bb Ltd (the "Presser"). ', 'The Grove pays its own own fees The Grove pays 1,2.3 % of the aa bb 4 '],
  ]);
  itClassifiesRepeatedLinearly('1.1. ASSOCIATION FEES MUTUAL WORKS, as represented represented by HEREIN BY ');
  itClassifiesRepeatedLinearly('Aa: SUCH SAME SOON AS, Bb: LONG FAR AS\nCc: DD EE AS ');
  itClassifiesRepeatedLinearly('a Société de courtage de Aa an Chambre de bb de Cc any each ');
});

// h71left, session 37's leftovers: marked-company-names.ts TITLE_NOUN_ENDS_NAME (a title's noun at the quoted name's
// end, or "<noun> of" and at most 40 letters; the name is at most 61 characters). Timed on 20k/40k/80k characters.
describe('session 37\'s leftovers (h71left)', () => {
  itClassifiesRepeatedLinearly('LLP "Compliance Manual" only SARL "Code of Conduct of Aa" Limited Liability Partnership "Plan of of of" ');
});

// h71left: company-names.ts POSTS_THEN_AND (at most six post words, each with a bounded blank and "and", anchored at the
// name's start, after a possessive read on 8 characters). Timed on 20k/40k/80k characters.
describe('a possessive\'s post before "and" and a company (h71left)', () => {
  itClassifiesRepeatedLinearly('its Director and Managing Director and Chairman and Board Aa Ltd represented by its Chief and Bb GmbH ');
});

// h71left: slot-names.ts companyAfterTown (a listed town before the first comma, the company among at most five pieces
// after it). Timed on 20k/40k/80k characters.
describe('a town opening a party\'s entry (h71left)', () => {
  itClassifiesRepeatedLinearly('(1) Paris, 3 rue Aa, Bb Conseil SARL, Lyon, Cc, Dd, Ee SARL (the "Consultant"); and ');
});

// h73left, session 38's leftovers: numbers/reference-words.ts (the part and reference words, anchored on 16 characters);
// lexicon/board-offices.ts OFFICES_JOINED_AT_END and REPRESENTED_AT_END (at most six post words, each blank run bounded,
// anchored at the end of 160 characters); natures NOT_ACCEPTING_LIABILITY (literal words, bounded blanks); alias-forms.ts
// PARTY_LETTER_ALIAS in CALLED_UNQUOTED, BARE_ROLE, BARE_ALIAS, BARE_IN_SLOT; small-word-company-names.ts' listed place;
// place-positions.ts "has / with its seat in", "whose seat is"; company-names.ts SIGNER_THEN_POST (a name of two to four
// words and four post words at most, anchored at the name's start); category-cues-information.ts' order answered within a
// time (a 40-character bounded gap before "within"). Each repeated (20k/40k/80k characters).
describe('session 38\'s leftovers (h73left)', () => {
  itClassifiesRepeatedLinearly('release page Lot 2034. 04. 09 Sections 1. 5. 2034 Item 8 section ');
  itClassifiesRepeatedLinearly('Aa SA, represented by its Chairman of the Board & Managing Director and represented herein by ');
  itClassifiesRepeatedLinearly('We do not accept any legal liability claims do not take the responsibility ');
  itClassifiesRepeatedLinearly('Aa Co., Ltd. (hereinafter referred to as Party A) (Party B) (PARTY C), and hereinafter called PARTY ');
  itClassifiesRepeatedLinearly('Zagreb warehouse office d.o.o. Ljubljana depot s.r.o. premises ');
  itClassifiesRepeatedLinearly('Aa S.L., which has its seat in Bb de Cc, with its seat at Dd whose seat is in ');
  itClassifiesRepeatedLinearly('Carla Rocha Vaca LEGAL REPRESENTATIVE General Manager Chief Executive Officer MIEL ANDINA S.R.L.\n');
  itClassifiesRepeatedLinearly('shall confirm or reject each purchase work order in writing and by e-mail to the Buyer within ');
});

// h75left, session 39's leftovers: the cue files' new patterns alone (category-cues-held-as-bailee.ts, a 160-character
// bounded gap; category-cues-goodwill-indemnity.ts, bounded blanks; category-cues-insurance.ts' rate, an 80-character
// gap; category-cues-compliance.ts' food law, the duty's bounded opening), then the names whole: cooperative-names.ts'
// join before the head (one optional small word) and the spelled-out forms (literal alternatives of SUFFIX).
describe('session 39\'s leftovers (h75left)', () => {
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-held-as-bailee.ts', 'remains the property of Aa with the Bb, and holds it only as '],
    ['categories/cues/category-cues-goodwill-indemnity.ts', 'indemnity or compensation for the loss of indemnities in respect of '],
    ['categories/cues/category-cues-insurance.ts', 'insure the goods at a rate of 0.5 at 1. insurance '],
    ['categories/cues/category-cues-compliance.ts', 'The Agent shall comply with the food safety food hygiene Food '],
  ]);
  itClassifiesRepeatedLinearly('Chama cha Aa cha Bb wa Ushirika wa Cc Spółka z ograniczoną odpowiedzialnością Gesellschaft mit ');
});

// hrev76, review of h77t60's rules: nature-present-duties.ts YOU_OWN_RISK (a 120-character bounded gap on a 140-character
// slice), EFFORT_AIM (two bounded words), dotted-day-months.ts PLAIN_FIGURE_PARTNER (24 characters, anchored at the end),
// not-quantities.ts SECTION_SIGNS_LIST_BEFORE (48 characters, bounded lists), nature-modals.ts OWES_NOTHING's lookahead.
describe('h77t60\'s rules reviewed (hrev76)', () => {
  itClassifiesRepeatedLinearly('Aa ("we") and you ("you"). You take part at your own risk, you run the risk and the parties seek to build a close partnership; the Aa owes the Bb nothing more than §§ 3, 4 and 5 or § 6–7 between 6.5 and 7.5. more than 8.5. ');
});
