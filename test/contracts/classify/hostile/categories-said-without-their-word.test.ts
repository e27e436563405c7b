/**
 * Hostile text, by area (split from hostile-text.test.ts and hostile-session-29.test.ts; see helpers.ts for which file
 * takes which case): the category cues of rounds 3–10 and of the sets up to 33 (categories said without
 * their word, cues that look for a word before a lookbehind).
 * Each describe keeps the engineer or convention it came from in its title or first comment.
 *
 * The cue rounds' rows whose comment names only category cue files (rounds 3–7 and 9: h24rec, h24perf, h24cat4,
 * h25cat5, h25cat6, h26cat7, h27cat9; and h29cat) are read by `categoriesOf` alone (`itRecognizesRowsLinearly`,
 * session 73, h110suiteH). The family's whole-classifier runs stay: h19s18c's, h23cat's, h23cat2's, h23s25's (natures
 * and dates too), hrev17's (Norway's "AS"), round 8's (closing lines and the ending lead-in) and round 10's rows (p.p.
 * and signers' names), "an Approved Insurance " (hrev23), the first table's rows and the 1-second runs.
 */
import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { readsLinearly } from '../../../security/linear-time.js';
import { itClassifiesRepeatedLinearly, itReadsCueFilesLinearly, itReadsPredicatesLinearly } from '../cue-file-linearity.js';
import {
  CATEGORIES, runAfterHead, itReadsWithin4s, readsWithin4s, itReadsFirstTableRows, itClassifiesRunsWithin1s, itRecognizesRepeatedLinearly,
  itRecognizesRowsLinearly,
} from './helpers.js';

describe('hostile text for the ends, title-passing, report, licence-name and amount cues (h19s18c)', () => {
  // category-cues-ends.ts, -delivery.ts (title passing), -information.ts, -amounts.ts and the "this licence" phrase of
  // categories.ts, each on runs of its own words never completed (the cues alone timed at 20k/40k/80k in their tests).
  for (const [head, unit] of [['', 'when the big '], ['at the end of the ', 'big '], ['', 'title to the '], ['risk in the ', 'big '], ['shall give the Aa ', 'monthly '], ['', 'report to the Aa '], ['', 'this licence '], ['shall pay the ', 'big '], ['', 'pay the Aa a ']]) {
    it(`"${head}" then "${unit}" repeated: within 4 s`, () => {
      const labels = readsLinearly((n) => {
        const text = runAfterHead(head, unit, n);
        return () => classifyContract([{ text: text, kind: 'sentence' }]);
      });
      expect(labels.elements).toHaveLength(1);
    });
  }
});

describe('hostile text for the readings settled training on sets 1-24 (h23cat)', () => {
  // "sub-" without its "let" or "lease", and with no use word after: the subletting sense rule's bounded windows.
  // Timed at 20,000 / 40,000 / 80,000 characters (a /tmp script): see bench/log.md (h23cat).
  itReadsWithin4s([
    ['The Tenant shall not ', 'sub- sub sublime sub-lessor '],
  ]);
});

describe('hostile text for a party\'s own particulars changed (h23cat2)', () => {
  // "change its" without the particular it needs: the Amendments sense rule's bounded windows.
  itReadsWithin4s([
    ['The Supplier shall not ', 'change its new changes of their '],
  ]);
});

describe('hostile text for set 25\'s natures, categories and dates (h23s25)', () => {
  // "and, x, not to" without a verb after it, "as its" without a fee, "will receive 5" without a percent sign, "can,"
  // repeated, "as soon as it can," repeated (the condition read before each bare modal). Timed at 20,000 / 40,000 / 80,000 characters (a /tmp script, CPU, load ~15):
  // no growth past the base's figures; see bench/log.md (h23s25).
  itReadsWithin4s([
    ['The Supplier agrees to ', 'and, x, not to '],
    ['The Supplier will receive ', 'as its '],
    ['The Supplier will receive ', 'will receive 5 '],
    ['The Supplier ', 'can, '],
    ['The Supplier will do it as soon as it ', 'can, as soon as it '],
    // Set 25's categories and dates: "differ" without its "governs", "Signed for" without its "by", letter closings
    // without their comma, "complaints" without its procedure, a relative year without its "year".
    ['If the two ', 'differ differs disagree '],
    ['Signed for ', 'Aa Bb Cc '],
    ['', 'Very truly yours Yours faithfully '],
    ['Our ', 'complaints formal '],
    ['on 30 April ', 'of the following of the next '],
    // h24s27n (set 27's natures and parties): a definition of "you" without its bracket, "Between the undersigned:" slots
    // without an alias, paired declarations without "that", duties stated with "is to" without a verb, "By" rows.
    // Timed at 20,000 / 40,000 / 80,000 characters (CPU, load ~10): flat; see bench/log.md (h24s27n).
    ['In these terms "you" means ', 'the person named as hirer '],
    ['Between the undersigned: ', 'the Aa Bb Cooperative, registered '],
    ['The Supplier ', 'declares and declares and '],
    ['The Customer may keep the tools ', 'and is to and is required '],
    ['AA BB CORPORATION ', 'By By: '],
  ]);
});

describe('hostile text for categories said without their word, round 3 (h24rec)', () => {
  // The words round 3's cues look for (now each in its category's file, under a "round 3 (h24rec)" line:
  // category-cues-assets, -audits, -business-continuity, -delivery, -information, -intellectual-property, -own-duties,
  // -payment, -physical-safety, -privacy, -scope), repeated without the end they need. Timed at 20,000 /
  // 40,000 / 80,000 characters (a /tmp script, CPU ms, load ~16): the patterns 0-12 ms, classifyContract 5-200 ms, no
  // growth past linear; see bench/log.md (h24rec).
  itRecognizesRowsLinearly(CATEGORIES, [
    ['The Clinic shall ', 'keep the signed forms '],
    ['The Carer will ', 'tell the Aa '],
    ['', 'let the Aa '],
    ['The Mill shall ', 'receive the Aa\'s '],
    ['', 'is excluded from the '],
    ['', 'drive the '],
    ['', 'obtain a valid '],
    ['', 'treat the '],
    ['', 'settle the share '],
    ['If we ', 'sells the business '],
    ['', 'licence from the Aa '],
  ]);
});

describe('hostile text for the category cues that look for their word before a lookbehind (h24perf)', () => {
  // The words the reordered cues look for, after the words their lookbehinds reject and without the end they need:
  // "beyond" and "outside" with no control, "dispatched" after a notice, "indemnify" after a liability with no
  // "against". Timed at 20,000 / 40,000 / 80,000 characters (a /tmp script, native and interpreted regexes, load ~18):
  // each pattern 0-11 ms at 80,000, no growth past linear; see bench/log.md (h24perf).
  itRecognizesRowsLinearly(CATEGORIES, [
    ['', 'save for beyond the '],
    ['Data stored ', 'outside the Aa\'s '],
    ['The notice ', 'is dispatched '],
    ['Its liability ', 'to indemnify the Aa '],
  ]);
});

describe('hostile text for categories said without their word, round 4 (h24cat4)', () => {
  // The words round 4's cues look for (now each in its category's file, under a "round 4 (h24cat4)" line:
  // category-cues-amendments-and-precedence, -amounts, -assets, -audits, -business-continuity, -information,
  // -intellectual-property, -own-duties, -scope, -warranties), repeated without the end they need. Timed at 20,000 /
  // 40,000 / 80,000 characters (a /tmp script, CPU ms, the patterns alone, load ~13): 0.1-3.9 ms each, no growth past
  // linear; see bench/log.md (h24cat4).
  itRecognizesRowsLinearly(CATEGORIES, [
    ['We will ', 'send you a '],
    ['The Contractor shall ', 'submit its '],
    ['', 'record each '],
    ['You must ', 'not put a, '],
    ['The fee will be ', 'adjusted each '],
    ['If the Owner ', 'sells the resort, '],
    ['The French ', 'version of the contract '],
    ['The Driver must ', 'hold a valid '],
    ['', 'advise the Aa '],
    ['', 'purchaser of its '],
  ]);
});

describe('hostile text for categories said without their word, round 5 (h25cat5)', () => {
  // The words round 5's cues look for (now each in its category's file, under a "round 5 (h25cat5)" line:
  // category-cues-amounts, -assets, -audits, -business-continuity, -ends, -information, -own-duties, -physical-safety,
  // -privacy, -scope, -warranties), repeated without the end they need. Timed at 20,000 /
  // 40,000 / 80,000 characters (a /tmp script, CPU ms, the patterns alone, 32 units, load ~15): at most 13 / 2.5 / 3.8 ms
  // a unit, no growth past linear; see bench/log.md (h25cat5).
  itRecognizesRowsLinearly(CATEGORIES, [
    ['', 'gas cylinders '],
    ['Hot soup ', 'held at or '],
    ['', 'herbicides applied by '],
    ['The Tenant shall ', 'keep the Aa '],
    ['', 'repair any damage to the '],
    ['', 'send '],
    ['', 'buy from the Aa at least '],
    ['', 'keep the accounts '],
    ['', 'transfers ownership of '],
    ['If you ', 'cancels '],
    ['', 'VAT invoice '],
    ['The Aa ', 'Bb – '],
  ]);
});

describe('hostile text for categories said without their word, round 6 (h25cat6)', () => {
  // The words round 6's cues look for (now each in its category's file, under a "round 6 (h25cat6)" line:
  // category-cues-assets, -information, -insurance, -intellectual-property, -own-duties, -payment, -physical-safety,
  // -scope, -warranties), and round 5's widened sale, repeated without the end they
  // need. Timed at 20,000 / 40,000 / 80,000 characters (a /tmp script, CPU ms, rounds 5 and 6 alone, 18 units, load
  // ~14): at most 21 / 7.1 / 7.1 ms a unit, no growth past linear; see bench/log.md (h25cat6).
  itRecognizesRowsLinearly(CATEGORIES, [
    ['', 'shall hold a '],
    ['(a) ', 'hold the '],
    ['', 'checks each Aa '],
    ['', 'alcohol within '],
    ['', 'for every '],
    ['', 'lets to the Aa the right of '],
    ['The Aa shall ', 'provide the Aa with a '],
    ['', 'keep the Aa\'s '],
    ['', 'work not fewer than '],
    ['', 'not provide within '],
    ['', 'pay a fee of '],
    ['', 'tell the Aa in '],
    ['', 'guarantees '],
    ['', 'National Insurance '],
    ['', 'indemnity cover '],
    ['', 'licence to use the '],
    ['Aa ', 'undertakes to sell and Aa '],
  ]);
});

describe('hostile text for the review\'s narrowings of round 5 and Norway\'s "AS" (hrev17)', () => {
  // The words of the lookbehinds and lookaheads added, repeated without the end they need. Timed at 20,000 / 40,000 /
  // 80,000 characters (a /tmp script, CPU ms, the round's patterns, isClosingLine and findNames): 3 / 3 / 5 ms for
  // the speed limit, 8 ms at 80,000 for the row, 26 ms for "Nordlys Fisk AS" (load ~14): linear.
  itReadsWithin4s([
    ['', 'download speed limits '],
    ['', 'grant the use of the '],
    ['', 'gives back to the '],
    ['The Tenant – ', 'Anna '],
    ['', 'Goods AS IS '],
  ]);
});

describe('hostile text for categories said without their word, round 7 (h26cat7)', () => {
  // The words round 7's cues (now each in its category's file, under a "round 7 (h26cat7)" line: category-cues-amounts,
  // -assets, -audits, -business-continuity, -ends, -own-duties, -payment, -physical-safety, -scope, -warranties) and
  // the narrowed tax veto look for, repeated without the end they
  // need. Timed at 20,000 / 40,000 / 80,000 characters (a /tmp script, CPU ms, the round's patterns, round 6's and
  // categoryEvidence, 23 units, load ~20): at most 10.6 / 19.5 / 29.6 ms a unit, linear; see bench/log.md (h26cat7).
  itRecognizesRowsLinearly(CATEGORIES, [
    ['', '$12 per $12 for each '],
    ['', 'Rs. 2,000/- Rs. '],
    ['', 'deduct $5 from deduct '],
    ['', 'entrusts to the Aa '],
    ['', 'not grant to any other person '],
    ['', 'not obliged to offer '],
    ['', 'may use the may use, free of charge, '],
    ['', 'return the key return '],
    ['', 'no more than 12 people '],
    ['', 'not to sell alcohol to '],
    ['', 'sampled and graded by an '],
    ['', 'remake at no charge any Aa '],
    ['', 'require the purchaser '],
    ['Aa S.A., ', 'represented by its '],
    ['', 'pay to the Aa a fee equal '],
    ['', 'plus VAT plus '],
    ['', 'exclusive of VAT, '],
    ['', 'plus VAT at plus VAT at '],
  ]);
});

describe('hostile text for categories said without their word, round 8 (h26cat8)', () => {
  // The words round 8's cues look for (now each in its category's file, under a "round 8 (h26cat8)" line:
  // category-cues-assets, -information, -physical-safety, -scope), repeated without the end they need (its cues, the closing
  // lines and the ending lead-in); timings at 20,000 / 40,000 / 80,000 characters in bench/log.md (h26cat8).
  itReadsWithin4s([
    ['', 'shall report to the Aa shall report '],
    ['', 'send the Aa an updated send '],
    ['', 'accompanied by a member of '],
    ['', 'may use the aa, bb, may use '],
    ['', 'place its aa, bb, place '],
    ['', 'remove its aa, bb, remove '],
    ['', 'not permit any other operator to '],
    ['', 'undertakes to purchase aa bb undertakes to purchase '],
    ['In Aa, ', '12 March '],
    ['Aa Oy, ', 'Bb Cc Dd '],
    ['AA ', 'BB, CC '],
    ['When the licence ', 'ends of the aa '],
  ]);
});

describe('hostile text for round 9 of categories said without their word (h27cat9)', () => {
  // Round 9's cues are each in its category's file, under a "round 9 (h27cat9)" line: category-cues-assets, -audits,
  // -deliverables, -information, -own-duties, -physical-safety, -scope.
  // Each new sense's leading words repeated without the end it needs: an order answered without "order", a return
  // submitted without its noun, a thing lent without "to", a purpose kept without "for", title kept without "at all
  // times", chemicals applied without their noun, a closure without the authority, staff experience without "years", a
  // permit without the public body, an Act without "Act", a Report without its verb. The patterns alone timed at
  // 20,000 / 40,000 / 80,000 characters (a /tmp script, CPU ms): each 0–5 / 0–1 / 0–5: linear.
  itRecognizesRowsLinearly(CATEGORIES, [
    ['', 'confirm or reject each aa '],
    ['', 'submit a monthly '],
    ['', 'lend the aa bb '],
    ['', 'not use the Aa Bb Cc '],
    ['', 'Title to the aa bb remains with the '],
    ['', 'apply any aa bb '],
    ['', 'closed by the aa bb cc '],
    ['', 'who have at least '],
    ['', 'without a aa permits from the Aa Bb '],
    ['', 'comply with the Aa and of '],
    ['', 'each Aa Reports '],
    ['', 'inspect the aa '],
  ]);
});

describe('hostile text for round 10\'s categories (h27cat10)', () => {
  // Round 10's cues are in category-cues-deliverables, -physical-safety and -scope, under a "round 10 (h27cat10)" line.
  // A hired thing "use the van" without "only for", a money security repeated, "p.p." repeated, a signer's name with
  // commas and no job title, a capitals name with commas and no end: each repeated to 20,000 / 40,000 / 80,000
  // characters (checked by growth, readsLinearly).
  itReadsWithin4s([
    ['The Hirer must ', 'use the van and '],
    ['', 'security deposit security bond '],
    ['', 'p.p. ACME '],
    ['Ingrid Solberg', ', Managing Solberg'],
    ['COUNTY', ' OF ELMWOOD,'],
  ]);
});

describe('hostile text for round 9\'s Responsibilities cue of a complied Act, now in category-cues-own-duties.ts (hred16)', () => {
  // The Responsibilities cue's complying party ("The Home shall comply with the … Act") started at every capital of a
  // run "Aa-Aa-…" and read to its end: 20,000 / 40,000 / 80,000 characters after "The Supplier shall comply with the "
  // took 347 / 1,034 / 3,953 CPU ms through classifyContract (the cue alone 12 s at 160,000); 135 / 99 / 67 since.
  it('"The Supplier shall comply with the " then "Aa-" repeated: within 4 s', () => readsWithin4s('The Supplier shall comply with the ', 'Aa-'));
});

describe('round 4\'s words on its categories\' cue files (h28cues: round 4\'s linear test, its cues now in their category files)', () => {
  // The words round 4's cues look for, without the end they need, read by every cue of the category files round 4's
  // cues went to (category-cues-information, -assets, -own-duties, -scope, -intellectual-property, -audits,
  // -warranties, -amounts, -business-continuity, -amendments-and-precedence): the test moved from
  // round 4's own test file (no longer kept: its cases are in each category's category-cues-*.test.ts), over the whole
  // files now that the cues are grouped by category.
  it('each cue on 80k characters of its words without their end', async () => {
    const lists = await Promise.all([
      import('../../../../src/contracts/classify/categories/cues/category-cues-information.js').then((m) => m.INFORMATION_CUES),
      import('../../../../src/contracts/classify/categories/cues/category-cues-assets.js').then((m) => m.ASSET_CUES),
      import('../../../../src/contracts/classify/categories/cues/category-cues-own-duties.js').then((m) => m.OWN_DUTY_CUES),
      import('../../../../src/contracts/classify/categories/cues/category-cues-scope.js').then((m) => m.SCOPE_CUES),
      import('../../../../src/contracts/classify/categories/cues/category-cues-intellectual-property.js').then((m) => m.INTELLECTUAL_PROPERTY_CUES),
      import('../../../../src/contracts/classify/categories/cues/category-cues-audits.js').then((m) => m.AUDIT_CUES),
      import('../../../../src/contracts/classify/categories/cues/category-cues-warranties.js').then((m) => m.WARRANTY_CUES),
      import('../../../../src/contracts/classify/categories/cues/category-cues-amounts.js').then((m) => m.AMOUNT_CUES),
      import('../../../../src/contracts/classify/categories/cues/category-cues-business-continuity.js').then((m) => m.BUSINESS_CONTINUITY_CUES),
      import('../../../../src/contracts/classify/categories/cues/category-cues-amendments-and-precedence.js').then((m) => m.AMENDMENT_AND_PRECEDENCE_CUES),
    ]);
    const hostile = [
      'send you a '.repeat(8000), 'submit its '.repeat(8000), 'record each '.repeat(8000) + 'in the ',
      'not put a, '.repeat(8000), 'adjusted each '.repeat(6000), 'sells the resort, '.repeat(5000),
      'version of the contract '.repeat(4000), 'hold a valid '.repeat(7000),
    ];
    const start = process.cpuUsage();
    for (const text of hostile) for (const list of lists) for (const [re] of list) re.test(text);
    const used = process.cpuUsage(start);
    expect((used.user + used.system) / 1000).toBeLessThan(4000);
  });
});

describe('hostile text for the categories the sets left to the lead (h29cat)', () => {
  // LONE_SUBLETTING (category-cues-assets.ts): its verbs repeated without a determiner after them, "or" runs, and the
  // works window never closed; each alone ≤ 0.03 ms at 20,000 / 40,000 / 80,000 characters (anchored, bounded windows).
  itRecognizesRowsLinearly(CATEGORIES, [
    ['', 'sublet '],
    ['', 'sub-let or aa aa '],
    ['The Lessee may not ', 'sublease or '],
    ['', 'sub-charter aa aa aa aa aa aa aa aa aa aa works '],
    // The safety inspection (category-cues-physical-safety.ts) and the works on a building's part (category-cues-assets.ts)
    // without what ends them; alone ≤ 2 ms and ≤ 0.2 ms at 80,000 characters.
    ['', 'inspection of the aa '],
    ['', 'inspected by the Division of aa '],
    ['', 'renovate the interior of the aa '],
  ]);
  // An item of a precedence lead-in is read a second time without its heading (index.ts, withoutRankedPrecedence).
  it('a long item under a precedence lead-in and an "Order of Precedence" heading: linear', () => {
    const title = 'Order of Precedence';
    const labels = readsLinearly((n) => {
      const item = `(a) the ${'prevail order aa '.repeat(Math.ceil(n / 17))};`;
      return () => classifyContract([
        { text: title, kind: 'title' },
        { text: 'The documents rank in the following order of precedence:', kind: 'sentence', sectionTitle: title },
        { text: item, kind: 'listItem', sectionTitle: title },
      ]);
    });
    expect(labels.elements.length).toBe(3);
  });
});

describe('hostile text: the patterns h30cue changed for the review of the second round (hrev23)', () => {
  // INSURER_NAME_NOT_SAID's look-behind for an article (bounded: an article and three words of 41 characters); the
  // confidentiality exception's "generally available to the public" with its 80-character look-ahead; "reverse engineer"
  // with its 80-character look-ahead; the forward cue's 80-character look-ahead for an insurer; the statement sent with
  // a payment; the price set out in a document; a place's security (a cue, and in the money security's veto); the
  // Statement of Work veto's charges and prices.
  const cases: [string, string][] = [
    ['categories/cues/category-cues-insurance.js', 'an A '],
    ['categories/cues/category-cues-insurance.js', 'Any A-'],
    ['categories/cues/category-cues-insurance.js', 'A A A A '],
    ['categories/cues/category-cues-confidentiality.js', 'generally available to the public '],
    ['categories/cues/category-cues-confidentiality.js', 'information which is '],
    ['categories/cues/category-cues-assets.js', 'reverse engineer '],
    ['categories/cues/category-cues-information.js', 'forward to the x '],
    ['categories/cues/category-cues-information.js', 'forward '],
    ['categories/cues/category-cues-information.js', 'forward to the insurer claim '],
    ['categories/cues/category-cues-information.js', 'together with a x '],
    ['categories/cues/category-cues-amounts.js', 'fees for a b c are set '],
    ['categories/cues/category-cues-physical-safety.js', 'site security '],
    ['categories/cues/category-cues-physical-safety.js', 'security '],
    ['categories/cues/category-cues-scope.js', 'Statement of Work charges '],
  ];
  itReadsCueFilesLinearly(cases);
  // The file's one whole-classifier run of a category unit; the others read the category stage alone (CATEGORIES).
  itClassifiesRepeatedLinearly('an Approved Insurance ');
  for (const unit of ['forward the claim to the insurer ', 'The fees for each x are set out in ', 'site security ']) itRecognizesRepeatedLinearly(CATEGORIES, unit);
});

describe('hostile text: the patterns the review of round 2 changed (hrev25)', () => {
  // party-lexicon.ts's MODIFIED_NOUN_AFTER (C38), category-cues-delivery.ts's DELIVERY_VETOES (carried things in either
  // case), category-cues-business-passing.ts's "ceases to control" and category-cues-share-transfers.ts's singular share.
  const units = ['No Customer data ', 'No Supplier ', 'At Completion deliver the Goods ', 'deliver the certificates ', 'ceases to control the Customer ', 'transfer its share of ', 'sell share share '];
  for (const unit of units) {
    it(`"${unit}" repeated, classified after a preamble: linear`, () => {
      const result = readsLinearly((n) => {
        const text = `${unit.repeat(Math.ceil(n / unit.length))}shall.`;
        return () => classifyContract([
          { text: 'This Services Agreement is made between Northwind Traders Ltd ("Customer") and Contoso Consulting LLC ("Supplier").', kind: 'sentence' },
          { text, kind: 'sentence' },
        ]);
      });
      expect(result.elements.length).toBe(2);
    });
  }
});

// hruns: the first table of sessions 18–22 (element-runs.test.ts, every area at once) spread by area: its rows and
// cases unchanged, each comment kept with the rows it is about.
describe('the first table\'s categories cases (sessions 18–22)', () => {
  itReadsFirstTableRows([
    // h20conv: the information-security veto of Safety and Security (C13) reads bounded windows from the start.
    ['information-security words without a physical one, in a run', 'The Supplier shall ', 'encrypt data systems security '],
    // h21bare: C14's undertaking to co-operate (a modal, a bracketed phrase, then "co-operate"; a second duty after it).
    ['a modal and a comma, then words that never reach "co-operate"', 'The Supplier shall, ', 'in connection with the works '],
    ['an undertaking to co-operate, then "and" without a duty, in a run', 'The parties shall cooperate ', 'and and in '],
    // h19seg: a clause number closing a list (lists.ts's DECIMAL_CLAUSE), a run of numbers that never ends in a space.
    ['appointments and facilities without an object', '', 'hereby appoints makes available to '],
    // h18f9: a short name before the role alias ('("Nordvik" or the "Customer")'), and aliases that name a contract.
    ['indemnities against liabilities in a run', '', 'indemnify against liabilities '],
    ['liabilities before and after indemnities in a run (bounded look-behind and look-ahead)', '', 'liability indemnify against all liabilities and '],
    ['returns without property in a run', '', 'return to the Aa all '],
    // h18party: businesses described by their form, bare aliases after a register number and an address, an alias after "a".
    ['"responsible for" before words that never reach "its own" or "acts and omissions"', '', 'responsible for the aa, bb '],
    ['appointments that never name a role', '', 'hereby appoints Aa Bb as its aa bb '],
    ['liable for, and to whom, in a run', '', 'liable to the Aa for any '],
    ['ships before words that never name the goods', '', 'ships the aa bb '],
    ['indemnities against negligence in a run (bounded look-behind and look-ahead for a liability)', '', 'indemnify against negligence '],
    ['reports that never reach "to" a party', '', 'report any aa bb '],
    ['fees and costs "equal to" without a share in a run', '', 'fee equal to 1 cost at a rate of '],
    ['sums payable by no party in a run', '', 'is payable by the '],
    ['guarantees, inconsistencies and conflicts that never name the winning document', '', 'guarantees are inconsistent conflicts with the '],
    ['defences against words that never reach a claim', '', 'defend the Aa bb against any '],
    ['records kept that never become secure, and backups without an object', '', 'keep the aa bb back up the aa '],
    // The seventh set's cues (category-cues-operations.ts, h18h): each family run without ever completing.
    ['"provide the X with" and training that never reach an object, in a run', '', 'provide the Aa Bb with train the Aa\'s bb '],
    ['appointments of people that never name a supervisor, in a run', '', 'appoint a aa bb '],
    ['owning or operating "any" words that never reach a business, in a run', 'shall not operate ', 'any aa bb cc '],
    // The eleventh set's patterns (h18e11), each run without ever completing.
    ['"make good" and defects words that never close, in a run', '', 'make good the aa defects make good '],
    ['licences to use words that never reach desks or rooms, in a run', '', 'licence to use aa bb cc dd ee ff '],
    ['a party\'s equipment words that never reach equipment, in a run', '', 'use the Aa\'s bb cc '],
    ['stock of words that never reach "sufficient for", in a run', '', 'stock of aa bb cc dd '],
    ['"make available to" and change notes in a run', '', 'make available to the party change note modify these '],
    ['a licence to use counted words that never reach desks, in a run', '', 'licence to use (1) aa (2) bb '],
    // The eighth set's cues (category-cues-services.ts, h18s): each family run without ever completing.
    ['"meet the following" and faults never reaching "within", in a run', '', 'meet the following attend any reported faults '],
    ['security, permits and fire words that never complete, in a run', '', 'security permit to fire open biosafet PHI '],
    ['"used only" and "affix" words that never reach the walls, in a run', '', 'used only affix aa bb to the use it only '],
    ['"allow the X\'s" and "train each of its" words that never reach access, in a run', '', 'allow the Aa\'s engineers train each of its aa '],
    ['tools before a passive that never says "provided by", in a run', '', 'tools shall be aa '],
    ['backup, generator and "does not interrupt" words in a run', '', 'backup aa does not interrupt the aa generator '],
    ['confidential information before "use it" that never says "only", in a run', '', 'confidential information use it '],
    ['change orders, day rates and fees of figures that never reach a percent, in a run', '', 'change day fee of 12.5 extend the '],
    ['"but" before restated modals, "be paid" after them, ownership retained and liability assumed, in a run (h18s)', 'The Supplier may ', 'act, but shall be paid retains ownership of assumes all liability '],
    // h22s22c: a property sold that never names its buyer; control of a party that never passes; "your" details and
    // exclusions of the works that never reach their noun.
    ['properties sold without a buyer, in a run', 'If the Owner ', 'sells the premises and sells our home '],
    ['control of a party and acquisitions without an object, in a run', '', 'control of the Aa acquires a '],
    ['"share your" and "does not" without what follows, in a run', 'We ', 'share your does not is not part of the '],
    ['chemicals and fuel that are never kept apart, in a run', 'The Grower shall store ', 'chemicals fuel poisons '],
    // h22cat: goods lent that never reach "to", hired things and losses that never reach a possession, land and
    // machinery that never reach the land, rooms never used; collections that never reach "from", deliveries never
    // sent "to"; "any other" after a verb that never ends; redone work that never reaches its cost; costs never "of".
    ['things lent that never go "to" anyone, in a run', 'The Museum will ', 'lend the aa bb lend any '],
    ['losses that never reach a possession, in a run', '', 'lost or damaged while in the Aa’s in its '],
    ['machinery that never reaches the land, in a run', 'The Harvester may ', 'enter the Aa\'s land leave any other machinery aa bb on the '],
    ['rooms booked and things removed that never reach their place, in a run', 'Each team ', 'may use one aa may book the dismantle and remove all aa from '],
    ['collections and deliveries that never reach "from" or "to", in a run', '', 'collect the soiled aa from collect all will deliver the aa bb undertakes to deliver the '],
    ['"any other" and redone work that never reach their end, in a run', '', 'not aa bb work for any other rewash aa bb cc replant or bear the cost of 5% of the aa '],
    ['interest, penalties and replaced things that never reach a percent or a failure, in a run', '', 'pay interest on the aa penalty of claim a replace any aa that costs of the aa '],
  ]);
  // h18s15b: the event, events-of-default, media-rights and person's-licence cues (category-cues-events.ts) on runs of their
  // own words: each bounded window read once per start, so linear (timed at 20,000 / 40,000 / 80,000 characters).
  itClassifiesRunsWithin1s('h18s15b', [['If work is delayed ', 'by a flood '], ['beyond the ', "Aa's "], ['', 'storm flood '], ['a receiver ', 'receiver, '], ['the right to ', 'produce, '], ['must hold ', 'a full, '], ['licensed in the ', 'states '], ['Article ', '(1) '], ['keep the ', 'aa vehicle '], ['return the ', 'aa aircraft ']]);
  // h18s16c: the labelled signature line, the licence over land, the routine inspection veto and the phrases whose cue
  // words do not say their category (category-not-said.ts' NOT_SAID), on runs of their own words: anchored or bounded, each read
  // once per start (timed at 20,000 / 40,000 / 80,000 characters: 39 / 8 / 19 ms at most, categoriesOf alone).
  itClassifiesRunsWithin1s('h18s16c', [['THE HOTEL: ', 'Aa '], ['THE ', 'AA '], ['', 'For and on behalf of '], ['Aa ', 'without further notice '], ['Aa ', 'upon payment in full '], ['the ', "patient's insurance "], ['may grant ', 'licences to '], ['a licence ', 'aa '], ['inspect every ', 'bike at '], ['the ', 'inspection, inspection and '], ['licensed by the ', 'aa '], ['', 'payment and '], ['If the ', 'statement of work conflicts '], ['', 'a copy for your '], ['keep a ', 'copy copy ']], '4. INSURANCE');
  // h19recall: the acts of a hire or lease without the word "asset" (category-cues-assets.ts), a party's own people
  // (category-cues-own-duties.ts) the extent of the contract (category-cues-scope.ts)
  // and its handing over (category-cues-delivery.ts) on runs of their own words (timed at 20,000 / 40,000 / 80,000 characters: linear).
  itClassifiesRunsWithin1s('h19recall', [['The Owner hires ', 'the big '], ['The ', 'equipment and the '], ['', 'equipment is '], ['Title to the ', 'spare '], ['may bring ', 'any tools, '], ['alterations to the ', 'old '], ['may use the ', 'house '], ['shall employ ', 'at least '], ['will only assign ', 'the staff '], ['shall pay its ', 'staff '], ['the ', 'crew '], ['a minimum quantity of ', 'big '], ['', 'not obliged to '], ['wishes to ', 'appoint the '], ['', 'appoints the Aa '], ['shall commission the ', 'wind '], ['will ship each ', 'big '], ['', 'achieve the ']]);
});

describe('hostile text: first aid after a training or qualification (category-cues-physical-safety.ts, issue 18, h47cat2)', () => {
  // The first-aid pattern's bounded lookbehind ("trained in (a word) first aid") on units that start it without ending
  // it, alone and classified whole (20k/40k/80k characters); its cues now strong, read by one more list.
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-physical-safety.js', 'trained in in first '],
    ['categories/cues/category-cues-physical-safety.js', 'qualified in a-b first aid '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'staff trained in canine first ');
  itRecognizesRepeatedLinearly(CATEGORIES, 'keep a first aid kit and a fire extinguisher ');
});

describe('hostile text: risk of loss passing from one party to another (category-cues-delivery.ts, C74, h56conv)', () => {
  // "risk of accidental loss" and "pass from" runs without the "to" that ends a match, each repeated: 20,000 / 40,000 /
  // 80,000 characters (checked by growth, readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-delivery.js', 'risk of accidental loss or damage '],
    ['categories/cues/category-cues-delivery.js', 'risk passes from the Seller pass from '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'Risk of loss shall pass from the Seller ');
});

describe('hostile text: the cost of a remedy or a loss borne (category-cues-amounts.ts, issue 18, h56cat)', () => {
  // "bears the cost of" before a run of words and article runs that never reach the noun the lookahead reads, and the
  // fault words' start without their ending: 20,000 / 40,000 / 80,000 characters (checked by growth, readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-amounts.js', 'bears the cost of any a-b '],
    ['categories/cues/category-cues-amounts.js', 'bear the costs of the loss results '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'The Miller bears the cost of the product ');
});

describe('hostile text: a price refunded or credited (category-cues-amounts.ts, issue 18, h56cat)', () => {
  // "credit the X with" runs that never reach the price, and "refund the price of the" before a run of words, each
  // repeated: 20,000 / 40,000 / 80,000 characters (checked by growth, readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-amounts.js', 'credit the a-b with credit '],
    ['categories/cues/category-cues-amounts.js', 'refund the price of the a b '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'The Mill shall refund its sale price of the ');
});

describe('hostile text: shipment as a time or a measure (categories.ts\' Delivery cue, issue 18, h56cat)', () => {
  // The new lookbehinds' words before "shipped" and "shipment", each repeated and classified whole: 20,000 / 40,000 /
  // 80,000 characters (checked by growth, readsLinearly).
  itRecognizesRepeatedLinearly(CATEGORIES, 'before the a-b is shipped until ');
  itRecognizesRepeatedLinearly(CATEGORIES, 'all goods prior to shipment ');
});

describe('hostile text: the review of h56conv\'s and h56cat\'s rules (amounts, delivery, categories.ts\' shipment, hrev43)', () => {
  // The changed patterns' new windows, each repeated: "analysis of" without its quantifier and "resulting from" before
  // a run with no fault word, "passes to the" before no insurer, "are shipped to" and "pending shipment" without
  // their ends: 20,000 / 40,000 / 80,000 characters (checked by growth, readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-amounts.js', 'bears the cost of the analysis of the '],
    ['categories/cues/category-cues-amounts.js', 'bear the cost of x resulting from a b c '],
    ['categories/cues/category-cues-delivery.js', 'risk of loss passes to the a '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'Goods are shipped to the pending shipment ');
  itRecognizesRepeatedLinearly(CATEGORIES, 'The risk of loss passes to the ');
});

describe('hostile text: loss adjusters\' costs borne (category-cues-amounts.ts, hrev43)', () => {
  // "bear the costs of loss" before runs that never reach "adjusters", repeated: 20,000 / 40,000 / 80,000 characters
  // (checked by growth, readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-amounts.js', 'bears the costs of product loss adjust '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'The Supplier shall bear the costs of loss ');
});

describe('hostile text: the reviewers\' category leftovers (payment, not-responsible, delivery, category-sense.ts, h57left)', () => {
  // The new and changed patterns' windows, each repeated without their ends: a refund or a credit of a price never
  // reaching "within … days", "responsible for damage" before runs with no duty laid, a risk passing to a possessive
  // with no insurer: 20,000 / 40,000 / 80,000 characters (checked by growth, readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-payment.js', 'refund the price within a b c '],
    ['categories/cues/category-cues-payment.js', 'credit the a b price within 7 '],
    ['categories/cues/category-cues-not-responsible.js', 'responsible for damage and the a b c shall '],
    ['categories/cues/category-cues-delivery.js', 'risk to the goods passes to the a\'s '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'The Supplier shall refund the price within thirty (30) ');
  itRecognizesRepeatedLinearly(CATEGORIES, 'is responsible for any damage, and the Hirer shall ');
  itRecognizesRepeatedLinearly(CATEGORIES, 'risk to the goods shall pass to the Owner\'s ');
});

describe('hostile text: title and risk to the goods read apart (category-cue-lists.ts TEXT_CUES Delivery, hrev44)', () => {
  // The insurer's lookahead now follows "risk … the goods" only; repeated titles and risks passing toward no insurer.
  itRecognizesRepeatedLinearly(CATEGORIES, 'title to the goods shall pass to the Insurer\'s ');
  itRecognizesRepeatedLinearly(CATEGORIES, 'risk in the goods passes to the a ');
});

describe('hostile text: the refund cue\'s tempered window (category-cues-payment.ts, hrev44)', () => {
  // One bounded lookahead per character of the 160-character window: refunds repeated before near-modal words and
  // "returned" runs, never reaching "within … days".
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-payment.js', 'refund the price shal musts returne within a '],
    ['categories/cues/category-cues-payment.js', 'credit its price return within 7 refunded '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'Goods refunded shall be returned within 14 ');
});

describe('hostile text: a task the loss word names (not-responsible, category-sense.ts, categories.ts Liability cue, h59left)', () => {
  // LOSS_WORD_NAMES_A_TASK after every loss word; C73's Liability cue's "… and for" window; the sense veto's tempered
  // window of loss words that each name a task: 20,000 / 40,000 / 80,000 characters (checked by growth, readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-not-responsible.js', 'responsible for damage control and for loss '],
    ['categories/cues/category-cues-not-responsible.js', 'responsible for a b and fo loss- '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'is responsible for damage control and loss prevention ');
  itRecognizesRepeatedLinearly(CATEGORIES, 'responsible for loss prevention, injury reporting and damage ');
});

describe('hostile text: a title passing to an insurer (category-cues-delivery.ts PASSED_TO_INSURER\'s lookbehind, h59left)', () => {
  // The lookbehind reads back at most 160 characters to a comma or a full stop, at each "to" before an insurer word.
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-delivery.js', 'title risk pass to the insurer '],
    ['categories/cues/category-cues-delivery.js', 'ownership title passes to insurers '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'title to the goods shall pass to the insurer and ');
  itRecognizesRepeatedLinearly(CATEGORIES, 'risk in the goods passes to the insurer title ');
});

describe('hostile text: the refund cue and a paper issued, a credit on a bill (category-cues-payment.ts, h59left)', () => {
  // One more fixed-width lookahead per character of the 160-character window: issuing participles never followed by
  // "within", and "issued within" runs after a refund; credits of money never reaching a bill or a statement.
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-payment.js', 'refund the fees issued withi sent '],
    ['categories/cues/category-cues-payment.js', 'credit the fee issued within 3 '],
    ['categories/cues/category-cues-payment.js', 'credit the a b fees in the next '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'The Supplier shall credit the fees in the statement issued within ');
});

describe('hostile text: a buyer bound on a sale (category-cues-business-passing.ts, h61conv)', () => {
  // C76's widened strong cue: an optional relative word before the buyer's verb; a deed entered into with
  // an 80-character window to "bound by", tried once per "buyer enter into a deed".
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-business-passing.js', 'buyer that will buyer who '],
    ['categories/cues/category-cues-business-passing.js', 'buyer enter into a deed bound by '],
  ]);
  itReadsPredicatesLinearly([
    ['categories/cues/category-cues-business-passing.js', 'isBuyerBoundSale', 'sells the buyer assumes bound by this '],
    ['categories/cues/category-cues-business-passing.js', 'isBuyerBoundSale', 'sold purchaser honours these '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'must make the buyer enter into a deed with the buyer that assumes ');
  // isBuyerBoundSale (read for Assignments' title and learned evidence): a buyer word, then 80 and 60 characters.
  itRecognizesRepeatedLinearly(CATEGORIES, 'If the Owner sells the farm the purchaser shall assume and honour the ');
});

describe('hostile text: an account debited (category-cues-sums-owed.ts, h61c52b)', () => {
  // "debits" followed by words that never reach "account", repeated: 20,000 / 40,000 / 80,000 characters.
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-sums-owed.js', 'debits the a b c d e f g h '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'The Supplier debits the fees from the ');
});

describe('hostile text: exclusivity bounded by the term, the work product counted or judged (h63cat)', () => {
  // The strong exclusivity cue is anchored (tried once), two 600-character windows; its inner "not <verb> … any other"
  // window is 120 characters. The Deliverables cue's count is anchored too; "approve or reject" has no window.
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-scope.js', 'during the term not sell any other '],
    ['categories/cues/category-cues-scope.js', 'not to let a b any third party in the Territory '],
    ['categories/cues/category-cues-deliverables.js', 'write twelve a b c d e f each '],
    ['categories/cues/category-cues-deliverables.js', 'approve or reject the approve or comment on each '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'During the term the Agent shall not sell to any other ');
  itRecognizesRepeatedLinearly(CATEGORIES, 'The Columnist shall write twelve columns and twelve ');
});

describe('hostile text: no bribe or gift offered or taken (category-cues-codes-of-conduct.ts, h63cat)', () => {
  // "not offer or accept any" then up to three listed words before the gift noun, repeated without the noun.
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-codes-of-conduct.js', 'not offer or accept any a, b or c, '],
    ['categories/cues/category-cues-codes-of-conduct.js', 'not give a gift vouchers not take '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'The Agent shall not accept any payment, commission or ');
});

describe('hostile text: frost or drought excused, the other party told (category-cues-events.ts, category-cues-information.ts, h67n54)', () => {
  // Two lookaheads anchored at the start, each over the whole text once, then one word list: linear.
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-events.js', 'frost drought hail not a b breach '],
    ['categories/cues/category-cues-events.js', 'frost-free not a b c '],
    ['categories/cues/category-cues-information.js', 'tell the other party tell each other at once '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'A crop lost to frost or drought is not a ');
  itRecognizesRepeatedLinearly(CATEGORIES, 'Each party will tell the other at once tell ');
});

describe('hostile text: a party\'s own workforce and permits (h67c54)', () => {
  // The widened alternations' near-miss units repeated: 20,000 / 40,000 / 80,000 characters (readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-own-duties.js', 'provide its staff with a b protective register every worker it '],
    ['categories/cues/category-cues-own-duties.js', 'must hold your own a b c d handler cards that does not hold a valid '],
    ['categories/cues/category-cues-own-duties.js', 'apply to the a b for a c d licence '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'The Grower must provide its staff with register every worker hold your own handler ');
});

describe('hostile text: frost or drought as the subject of prevents or reduces, or the agent of prevented (category-cues-events.ts, hrev59)', () => {
  // The narrowed branches' near-miss units repeated: 20,000 / 40,000 / 80,000 characters (readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-events.js', 'frost a b c to prevent prevented by a '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'Frost damage to prevent hail prevented by drought ');
});

describe('hostile text: child or forced labour not used (hrev59)', () => {
  // The narrowed branch's near-miss unit repeated: 20,000 / 40,000 / 80,000 characters (readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-own-duties.js', 'not use child forced or bonded child seats '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, 'The Grower shall not use child or forced child seats ');
});

describe('hostile text: the permits the law requires (h68s54)', () => {
  // The widened tail of the obtained-permit alternative repeated: 20,000 / 40,000 / 80,000 characters (readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-own-duties.js', 'obtain all a b c permits required by any applicable required under '],
  ]);
});

describe('hostile text: a report as a duty\'s second verb or a list item\'s (category-cues-information.ts, h68com)', () => {
  // The widened report branch's near-miss units repeated: 20,000 / 40,000 / 80,000 characters (readsLinearly).
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-information.js', 'and to report to the Owner a b c d e '],
    ['categories/cues/category-cues-information.js', 'or report and report promptly report '],
  ]);
  itRecognizesRepeatedLinearly(CATEGORIES, '(d) report and to report to the Owner a b ');
});

// h71left (hrev59's Left): category-cues-events.ts WEATHER_HARM's guard (a negative lookahead of a bounded blank and one
// protective noun after the weather's word). Timed on 20k/40k/80k characters.
describe('the weather as a noun\'s modifier (h71left)', () => {
  itRecognizesRepeatedLinearly(CATEGORIES, 'hail nets hail hail  frost fans, which reduce drought tolerance prevents hailstorm ');
});

// h71left (hrev59's Left): category-cues-intellectual-property.ts' know-how cue, its held-in-confidence lookahead (a lazy
// run of at most 120 characters after "owns"/"retains"). Timed on 20k/40k/80k characters.
describe('know-how held in confidence (h71left)', () => {
  itRecognizesRepeatedLinearly(CATEGORIES, 'retains the aa bb know-how only for retains owns in confidence shall return recipes ');
});
