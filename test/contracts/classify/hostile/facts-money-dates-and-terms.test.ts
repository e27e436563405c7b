/**
 * Hostile text, by area (split from hostile-text.test.ts and hostile-session-29.test.ts; see helpers.ts for which file
 * takes which case): the facts sets' money, date, deposit and term rules (facts sets 20–25, 27).
 * Each describe keeps the engineer or convention it came from in its title or first comment.
 */
import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { within } from '../../../security/guard.js';
import { itClassifiesRunsLinearly } from '../cue-file-linearity.js';
import { PATTERNS_ALONE_LENGTH, PATTERNS_ALONE_MS, readsLinearly } from '../../../security/linear-time.js';
import { itReadsWithin4s, letters, run, itReadsFirstTableRows, LENGTH, itClassifiesRunsWithin1s } from './helpers.js';
import { recognizeNumericFacts } from '../../../../src/contracts/classify/numbers/recognizers.js';
import { CoveredSpans } from '../../../../src/contracts/classify/text/covered-spans.js';
import { otherDutyPeriods } from '../../../../src/contracts/classify/facts/other-duty-periods.js';
import { debtFallsDueBefore } from '../../../../src/contracts/classify/facts/debt-falls-due.js';
import { deedOpeningDate } from '../../../../src/contracts/classify/facts/deed-openings.js';
import { contractType } from '../../../../src/contracts/classify/document/contract-types.js';
import { partyLabelBelow } from '../../../../src/contracts/classify/facts/bare-date-over-signers.js';
import { sendsMoney } from '../../../../src/contracts/classify/facts/money-sent.js';
import { measuresWork } from '../../../../src/contracts/classify/facts/agreement-terms.js';
import { withItemNumberBlanked } from '../../../../src/contracts/classify/parties/schedule-items.js';
import { contractLocalCurrencies } from '../../../../src/contracts/classify/facts/local-currency.js';
import { speaksOfMoney } from '../../../../src/contracts/classify/facts/amount-cues.js';

describe('hostile text for the twentieth facts set\'s place-and-date lines and deposits (h27f20)', () => {
  // A place whose words a small-letter particle joins, and a place with a district after a comma, repeated without the
  // date that ends the line. The regular expression alone (a /tmp script, ms at 20,000 / 40,000 / 80,000 characters):
  // 1.2 / 0.3 / 0.6, 0.1 / 0.3 / 0.5 (one 69 ms GC spike in another unit), 0.3 / 0.3 / 0.5: linear; whole classify here.
  itReadsWithin4s([
    ['Aa ', 'la Bb de Cc '],
    ['Aa, ', 'M.D.C., '],
    ['Aa la Vella, ', 'Bb, '],
    // A deposit's word repeated without the account or escrow it needs, and with dotted figures between (facts.ts PAYMENT).
    ['The Buyer shall ', 'deposit '],
    ['The Buyer shall deposit ', 'EUR 1.240.000,00 '],
  ]);
});

describe('hostile text for the twenty-first facts set\'s rules (h28f21)', () => {
  // The cifrão and contract marks repeated without a figure after them, "day of the month" without its month, a day in
  // guillemets without its month, "In the city of …, island of" without "on", a period heading's capitals repeated,
  // "Done in two originals at" repeated, "Signed for … by its …," and "<Title>: " repeated without a name, a place of
  // signing repeated before "for", and the lilangeni's country words.
  itReadsWithin4s([
    ['The fee is ', '95.000$00$'],
    ['The fee is ', 'Afl. MOP VT Le E '],
    ['On the fourth ', 'day of the month '],
    ['Dushanbe ', '«16» "16" '],
    ['In the city of Aa, ', 'island of Bb Cc '],
    ['2. ', 'TERM AND '],
    ['', 'Done in two originals at '],
    ['Signed for the Owner ', 'by its Chairman, '],
    ['', 'Managing Director: Aa Bb, '],
    ['SIGNED ', 'at Aa Bb Cc '],
    ['This lease is made at ', 'Mbabane Manzini emalangeni '],
    ['Notices go to Ms. Aa Bb, aa@bb.example', ', and, for '],
    ['Each payment is retained within 5 days', ' defects liability period of warranty period '],
  ]);
});

describe('hostile text for what facts sets 20-21 left (h28f21b)', () => {
  // A court's town of hyphened particles repeated, "signed at <town> for" repeated before no name, capitals joined by
  // "AND" after a small "and", "Chairman of the Board of Directors" repeated, a notices entry's "to its <office>," without
  // a person, "(in <Language>," brackets, "loan is granted for" without a duration, "a sole proprietorship" after capitals.
  itReadsWithin4s([
    ['Disputes go to the Civil Court of ', 'Port-au-Prince-en-'],
    ['Disputes go to the Civil Court of ', 'Port-Au-Prince-En-'],
    ['SIGNED ', 'at Aa for signed at Bb for '],
    ['between AA LIMITED and ', 'BB CC AND '],
    ['For the Buyer: Aa Bb, ', 'Chairman of the Board of Directors '],
    ['Notices to the Customer shall be addressed ', 'to its Head of Aa, and notices to '],
    ['AA LIMITED ', '(in Portuguese, Aa Bb, '],
    ['The ', 'loan is granted for credit shall be granted '],
    ['AA BB', ', a sole proprietorship AA '],
    ['The works tendered by the ', 'Secretariat of Aa and DNV '],
    ['The services ', 'continue for an initial period of initial '],
  ]);
});

describe('hostile text for the twenty-second facts set\'s rules (h29f22)', () => {
  // Dates left in another language (recognizers.ts OTHER_LANGUAGE_DATE) and the German day's stop (sentences.ts);
  // money marks (KM, FBu, M, D, BD$, SI$) and a table header's lettered dollar; a letter's pronouns in apposition; the
  // lease "is for" and the passive completion period (agreement-terms.ts); "reimburse"; initials before a capitalised
  // title with particles (party-details.ts).
  itReadsWithin4s([
    ['This lease takes effect on ', '1. März 12. Februar '],
    ['Made on ', '12 de de de marzo '],
    ['The Buyer shall pay ', 'KM 1.000,00 FBu 2.000 M 3 000.00 D 4,000.00 BD$ 5 SI$ 6 '],
    ['| Item | Price (SI$) | ', 'Aa$ Bb$ | '],
    ['This letter sets out the terms on which ', 'we, you, Aa Ltd. ("Aa"), '],
    ['The lease is for ', 'three years and the lease is for '],
    ['The services shall be completed within ', 'eight months from the signing '],
    ['The Tenant shall reimburse ', 'the charges within 14 days of '],
    ['A. B. ', 'da da de dos '],
  ]);
  it('role headings on their own lines over party entries, repeated: linear', () => {
    const result = readsLinearly((n) => {
      const lines: { text: string; kind: 'sentence' }[] = [];
      for (let k = 0; k * 40 < n; k++) lines.push({ text: k % 2 === 0 ? 'SUPPLIER' : `Aa Bb Cc ${k} Limited, Honiara`, kind: 'sentence' });
      return () => classifyContract(lines);
    });
    expect(result.elements.length).toBeGreaterThan(2);
  });
});

describe('hostile text for the twenty-third facts set (issue 18, h29f23)', () => {
  // party-details.ts: an Irish "Present when the common seal of" heading never reaching "was affixed", a "with a copy"
  // never reaching "to", a contact field's name and title never closing; facts.ts: a bracket defining "the Terms" never
  // closed, "this" before words never reaching a date, "invoiced" with no money.
  itReadsWithin4s([
    ['Present when the common seal of ', 'Aa Bb '],
    ['If to Company: 1 Main Street, ', 'with a copy aa '],
    ['Customer contact: ', 'Aa Bb, Cc '],
    ['Supplier ', 'contact for notices '],
    ['the Aa Terms dated 1 May 2025 (the "', 'Terms and '],
    ['', 'this aa bb cc dd ee ff '],
    ['Fee: £100, ', 'invoiced on aa '],
  ]);
});

describe('hostile text: the patterns of the twenty-fourth facts set (h30f24)', () => {
  // date-kinds.ts CUE gained "in force from" and a comma before a period's "from"; notice-contacts.ts ATTENTION_NAMED and
  // OFFICE_AT_END; agreement-terms.ts AFTER_PAID (a payment's own name) and IN_CONDITION (a lookahead per character,
  // bounded to 120); money-list-items.ts ENDS_WITH_COLON. Each on its worst repeated unit, at 20k, 40k and 80k characters.
  const units = ['in force from ', 'years, from ', 'year,,  from ', 'Attention: Mr ', 'attn.  Dr  A', ' Manager', 'after receipt of the settlement ', 'if if where ', 'if aaaa ', ':   ', ': :'];
  for (const unit of units) {
    it(`the patterns on "${unit}" repeated: linear`, async () => {
      const { CUE } = await import('../../../../src/contracts/classify/facts/date-kinds.js');
      const { ATTENTION_NAMED, OFFICE_AT_END } = await import('../../../../src/contracts/classify/parties/notice-contacts.js');
      const { AFTER_PAID, IN_CONDITION } = await import('../../../../src/contracts/classify/facts/agreement-terms.js');
      const { ENDS_WITH_COLON } = await import('../../../../src/contracts/classify/facts/money-list-items.js');
      const read = (text: string) => [[...text.matchAll(CUE)].length, ATTENTION_NAMED.test(text), OFFICE_AT_END.test(text), AFTER_PAID.test(text), IN_CONDITION.test(text), ENDS_WITH_COLON.test(text)];
      const found = readsLinearly((n) => {
        const text = `${unit.repeat(Math.ceil(n / unit.length))}x`;
        return () => read(text);
      }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
      expect(found.length).toBe(6);
    });
  }
  // contract-types.ts TITLE gained "guarantee"/"guaranty" (a title line of at most 160 characters); date-kinds.ts
  // EARLIER_AGREEMENT a "sub-" before the agreement noun (read on the 120 characters before a date); party-details.ts
  // HEADING_WORDS "issued" (a signature heading of at most 80 characters).
  for (const unit of ['the subcontract dated ', 'a sub-sub-contract ', 'Guarantee ', 'sub- lease dated 1 May 2026 ', 'Issued by: issued ']) {
    it(`a title line and a recital of "${unit}" repeated, classified whole: linear`, () => {
      const result = readsLinearly((n) => {
        const text = `${unit.repeat(Math.ceil(n / unit.length))}GUARANTEE`;
        return () => classifyContract([{ text: 'PARENT COMPANY GUARANTEE', kind: 'sentence' }, { text, kind: 'sentence' }]);
      });
      expect(result.elements.length).toBe(2);
    });
  }
  it('a list of money items and a notices sentence of them, classified whole: linear', () => {
    const result = readsLinearly((n) => {
      const items = Array.from({ length: Math.ceil(n / 40) }, (_, k) => ({ text: `(a) Stage ${k}: £1,000; Attention: Ann Lee,`, kind: 'sentence' as const }));
      return () => classifyContract([{ text: 'The Client shall pay the price in instalments:', kind: 'sentence' }, ...items]);
    });
    expect(result.elements.length).toBeGreaterThan(1);
  });
});

describe('hostile text: the patterns of the twenty-fifth facts set\'s causes (h31f25)', () => {
  // party-details.ts OFFICE_FOR (an office and "for and on behalf of" on one line); contract-types.ts TITLE ("Letter of
  // Engagement"); recognizers.ts CODE_DIGITS_BEFORE_MONEY (a code's digits before money); listed-bodies.ts
  // CONVENTION_AFTER; agreement-terms.ts WORK_TIMED and TAKES (the work's start and length); date-kinds.ts CUE ("perform
  // the Services from") and BETWEEN_DATED (an "of" place with commas); facts.ts OTHER_DOCUMENT_DATED (100 characters after
  // "dated"), THIS_OR_EXTENDED (an old expiry after an earlier agreement's date) and AMOUNT (an estimated total value).
  // Each unit repeated in a sentence classified under a variation's title, so every facts rule reads it.
  const units = [
    'Director, for and on behalf of ', ', , for and on behalf of ', 'Letter of Engagement ', 'PH-40 EUR ', 'A-1 A-1 ', 'a-1  EUR 1 ',
    'UN Convention ', 'the work will start ', 'the services are expected to ', 'work will take ', 'services expected to take ',
    'perform the Services from ', 'a lease of Unit 7, ', 'the lease of a, b, dated ', 'a lease of X dated 1 May 2022 expiring on 30 April 2028 ',
    'estimate estimate ', 'estimated total value of ', 'is due to expire on ', 'was   set  to end on 1 May 2027 ', 'may end this lease on ', 'may  terminate the  agreement early  on ', 'Notices: Attention: with a copy of ',
  ];
  for (const unit of units) {
    it(`"${unit}" repeated, classified under a variation's title: linear`, () => {
      const result = readsLinearly((n) => {
        const text = `${unit.repeat(Math.ceil(n / unit.length))}£1,000 on 1 May 2027 for two (2) years.`;
        return () => classifyContract([{ text: 'LEASE VARIATION AGREEMENT', kind: 'sentence' }, { text, kind: 'sentence' }]);
      });
      expect(result.elements.length).toBe(2);
    });
  }
  it('a letter closing, place-and-date lines over company names and notices entry lines, thousands of them: linear', () => {
    const result = readsLinearly((n) => {
      const lines = Array.from({ length: Math.ceil(n / 80) }, (_, k) => [
        { text: 'Yours sincerely,', kind: 'sentence' as const },
        { text: 'Ann Lee', kind: 'sentence' as const },
        { text: `Director, for and on behalf of Aa${k} Limited`, kind: 'sentence' as const },
        { text: 'Krefeld, 14 June 2027', kind: 'sentence' as const },
        { text: `Bb${k} GmbH`, kind: 'sentence' as const },
        { text: `Supplier: Cc${k} Inc., 1 Main Street, Attention: Ann Lee, Director`, kind: 'sentence' as const },
      ]).flat();
      return () => classifyContract([{ text: 'SUPPLY AGREEMENT', kind: 'sentence' }, { text: 'Notices shall be sent to:', kind: 'sentence' }, ...lines]);
    });
    expect(result.elements.length).toBeGreaterThan(1);
  });
});

describe('hostile text: the patterns set 27\'s facts changed (h34f27)', () => {
  // name-grammar.ts's RECITAL_LETTER (Roman numerals) and slot-names.ts's ENTRY_NUMBER, company-names.ts's SIGNER_FOR,
  // preamble-names.ts's numbered entries under "between:", facts.ts's facility AMOUNT, PRICE_PER_AFTER, INCOME_THRESHOLD,
  // OFFER_DEADLINE and "ordered for", date-kinds.ts's "available from", recognizers.ts's BLOCK_ADDRESS / DISTRICT_AFTER,
  // agreement-terms.ts's COMPLETE_THEM / COMMENCED_BEFORE and INVOICE_LEAD_TIME: each on its own repeated unit.
  const units = ['II. AA ', 'Signed by Aa Bb for ', 'Aa Bb for ', '2. AA AS, ', 'facility limit ', 'facility with a limit of ', 'R420,00 per person ', 'income above ',
    'This offer lapses ', 'offer is open ', 'available from ', '4-2-18 Aa, ', '4-2-18 ', 'commence the works and complete them within ', 'will invoice the balance ', 'ordered for ',
    // party-details.ts's PARTY_NAME_CAPACITY and PARTY_ACCEPTS (under ACCEPTANCE_HEADING).
    'For Aa: Name: Aa Bb, Capacity: ', 'Name: ', 'ACCEPTANCE Aa accepts ',
    // facts.ts's definedPeriodEnd (FROM_BEFORE, SPAN_JOIN, DEFINED_PERIOD).
    'from 1 May 2029 through 31 July 2029 (the "Aa Period") ', 'from 1 May 2029 to ',
    // contract-types.ts's TITLE ("facility letter") and party-details.ts's DOCUMENT_WORDS.
    'FACILITY LETTER – ', 'Aa Facility Letter '];
  itClassifiesRunsLinearly(
    units,
    (unit) => `"${unit}" repeated, classified after a preamble: linear`,
    (run) => [
      { text: 'This agreement is made between:', kind: 'sentence' },
      { text: `1. ${run}NIDAROS SCENE AS, hereinafter "the Promoter", and`, kind: 'sentence' },
      { text: `The Client shall pay ${run}£5 per day within 8 weeks before the date.`, kind: 'sentence' },
      { text: `Signed by ${run}ACME LIMITED`, kind: 'sentence' },
      { text: 'ACCEPTANCE', kind: 'sentence' },
      { text: `For the Client: Name: ${run}, Capacity: Director, who warrants ${run}.`, kind: 'sentence' },
    ],
  );
});

// hflake: "1er mars 2026 " repeated, classified whole, failed its growth bound now and then (9 to 11 times the time for
// four times the text): each date was compared with every date kept before it (recognizers.ts), and each date tested
// the whole element again for the period's cues (facts.ts). Both are now linear.
describe('an element of thousands of dates: linear (hflake)', () => {
  // From 32,000 characters (2,300 dates): at hostile-text's 8,000 the quadratic part hid under the fixed cost.
  it('"1er mars 2026 " repeated: each a date of its own, recognised in linear time', () => {
    const facts = readsLinearly((n) => {
      const text = run('', '1er mars 2026 ', n);
      return () => recognizeNumericFacts(text);
    }, 4000, 64_000, 32_000);
    // The larger text read: 128,000 characters, or 256,000 if the first pair was measured again.
    expect(facts.length).toBeGreaterThanOrEqual(Math.ceil(128_000 / 14));
    expect(facts.filter((f, k) => f.type === 'DateTime' && f.begin === 14 * k && f.end === 14 * k + 13 && f.value === '2026-03-01')).toHaveLength(facts.length);
  });

  it('"1er mars 2026 " repeated, classified whole (its facts read once per element, not once per date): linear', () => {
    const result = readsLinearly((n) => {
      const text = run('', '1er mars 2026 ', n);
      return () => classifyContract([{ text, kind: 'sentence' }]);
    }, 4000, 64_000, 32_000);
    expect(result.elements.length).toBe(1);
  });
});

describe('CoveredSpans: the overlap of a span with the spans kept', () => {
  it('answers as the comparison kept.begin < end && begin < kept.end', () => {
    const kept = new CoveredSpans(40);
    kept.add(10, 20);
    expect([kept.overlaps(0, 10), kept.overlaps(20, 30), kept.overlaps(9, 11), kept.overlaps(19, 25), kept.overlaps(12, 14), kept.overlaps(0, 40)])
      .toEqual([false, false, true, true, true, true]);
  });

  it('an empty span kept overlaps a span around its position only, as by the comparison', () => {
    const kept = new CoveredSpans(40);
    kept.add(30, 30);
    expect([kept.overlaps(29, 31), kept.overlaps(30, 31), kept.overlaps(29, 30), kept.overlaps(0, 10)]).toEqual([true, false, false, false]);
  });
});

// hdates: a place-and-date line reads the element under it as a signature heading, "For <party>" or now "On behalf of
// <party>" (facts.ts FOR_HEADING), and over a bare company name it dates the signing beside a stated start too.
describe('signature headings under a place-and-date line (hdates)', () => {
  for (const unit of ['On behalf of ', 'On  behalf\tof ', 'On behalf of the ', 'Freiburg, 12 September 2027 GmbH ']) {
    it(`a place-and-date line over "${unit}" repeated, then a company's line: linear`, () => {
      const result = readsLinearly((n) => {
        const heading = run('', unit, n);
        return () => classifyContract([
          { text: 'This Agreement enters into force on 1 October 2027.', kind: 'sentence' },
          { text: 'Freiburg, 12 September 2027', kind: 'sentence' },
          { text: heading, kind: 'sentence' },
          { text: 'Freiburg, 13 September 2027', kind: 'sentence' },
          { text: 'Kessler Kältetechnik GmbH', kind: 'sentence' },
        ]);
      });
      expect(result.effective_dates.map((d) => d.text_normalized)).toContain('2027-10-01');
    });
  }
});

// hdates: a heading in capitals under a place-and-date line is looked up among the names the contract defines in quotes
// (signing-role-heading.ts CAPITALS_LINE, QUOTED), read once per document.
describe('defined names in quotes and headings in capitals (hdates)', () => {
  for (const unit of ['"the Consultant" ', '"aaaa bbbb cccc dddd eeee ffff gggg hhhh ', '“', 'Tampere, 8 September 2025 CONSULTANT ']) {
    it(`"${unit}" repeated in the body, then signing lines: linear`, () => {
      const result = readsLinearly((n) => {
        const body = run('This Agreement is made with Kallio Oy (the "Consultant"). ', unit, n);
        return () => classifyContract([
          { text: body, kind: 'sentence' },
          { text: 'Tampere, 8 September 2025', kind: 'sentence' },
          { text: 'CONSULTANT', kind: 'sentence' },
        ]);
      });
      expect(result.effective_dates.map((d) => d.text_normalized)).toContain('2025-09-08');
    });
  }
  it('thousands of place-and-date lines over headings in capitals: the defined names read once (linear)', () => {
    const result = readsLinearly((n) => {
      const count = Math.ceil(n / 40);
      const lines = Array.from({ length: count }, (_, k) => [
        { text: `Tampere, ${1 + (k % 28)} September 2025`, kind: 'sentence' as const },
        { text: `HEADING ${letters(k).toUpperCase()}`, kind: 'sentence' as const },
      ]).flat();
      return () => classifyContract([{ text: 'This Agreement is made with Kallio Oy (the "Consultant").', kind: 'sentence' }, ...lines]);
    });
    expect(result.elements.length).toBeGreaterThan(2);
  });
});

// hruns: the first table of sessions 18–22 (element-runs.test.ts, every area at once) spread by area: its rows and
// cases unchanged, each comment kept with the rows it is about.
describe('the first table\'s facts on money, dates and terms cases (sessions 18–22)', () => {
  itReadsFirstTableRows([
    // h19seg: a clause number closing a list (lists.ts's DECIMAL_CLAUSE), a run of numbers that never ends in a space.
    ['clock times in a run (the element read once for what its dates are about, not once per date)', '', '9.30 am 1 pm '],
    ['durations in a run (the element read once for payment or term)', 'payment ', 'within 30 days '],
    ['liability words before money in a run', 'The Tenant shall pay ', 'liability shall not exceed $1 '],
    ['periods counted "from" with dates in a run', 'This Agreement runs ', 'six months from 1 May 2024 '],
    // h18f8: "(together, the …)" aliases, the wider alias window (320) and the one-alias-one-party slot test.
    ['"paid within" with durations in a run', '', 'paid within 7 days '],
    // h18party: businesses described by their form, bare aliases after a register number and an address, an alias after "a".
    ['hundreds spelled without "and" and years of the contract\'s reckoning in a run (h18e9)', 'within ', 'one hundred eighty Contract Years two hundred '],
    ['payment durations of money, after rates and in replaced words in a run (h18t)', 'payment ', 'per month for 6 months of base salary replacing "30 days '],
    ['amounts after fees with currency codes and signs in a run', 'The fee is ', 'HK$1 SGD 1 of '],
    ['periods between dates in a run (each split once)', 'between ', '1 May 2026 and 2 June 2026 to '],
    ['counts from dates in a run', '', 'three years from 1 April 2025 '],
    ['24-hour clock times in a run', '', '07:00 19:30 hours '],
    ['terms of words that never reach years or months', '', 'term of aa bb (1) '],
    ['"term" after a warranty in a run (the look-behind reads back from each "term" only)', 'warranty has a', ' term'],
    ['start and end cues between dates in a run (each date reads only the words since the previous one)', '', 'commences on 1 May 2026 until '],
    ['agreement terms and notice periods in a run (the sentence read once for naming the agreement)', '', 'continues for 2 years before notice of '],
    ['"net" payment periods between durations in a run (one ordered walk)', 'payment ', 'net 30 within 5 days of the net invoice price '],
    ['grace periods after due dates in a run', 'pay ', 'within 5 days after its due date '],
    ['figures with their words in brackets that never reach a unit, in a run', 'term ', '36 (thirty-six) 12 (twelve '],
    ['"take effect" and "date of entry" cues between dates in a run', '', 'takes effect on 1 May 2026 date of entry with effect from '],
    // The eleventh set's patterns (h18e11), each run without ever completing.
    ['dashes and blanks before percentages in a run (h18e11)', 'Instalment ', '– 20% — 3 '],
    // The eighth set's cues (category-cues-services.ts, h18s): each family run without ever completing.
    ['other agreements, notices and signings leading up to dates in a run (each date reads a bounded tail)', 'effective ', 'the Aa Bb agreement between Cc and notice of termination signed by Dd on 1 May 2026 '],
    ['signing words that never reach a date in a run', 'effective on 1 May 2026 ', 'signed by the Aa Bb the agreement between '],
    ['changes of price from one sum to another in a run (issue 18, h18v: the old sum\'s cue reads 24 characters back)', 'The price ', 'is increased from $1 to $2 reduced from '],
    ['date ranges, "effective for" and notice periods in a run (issue 18, h18f6)', 'This Agreement shall be effective for ', '1 year from 1 May 2025 to 2 May 2026 - 3 June 2026 four (4) weeks\' written notice pay '],
    ['grants of money and royalties in a run (issue 18, h18f6)', 'a grant of ', '£1 grant of royalties grant of USD 1 '],
    ['repayments, instalments and order line fields in a run (issue 18, h18f7)', 'Line 1', ' Aa repay installments of $1 each Total '],
  ]);
  it('a statement of work\'s start and completion cues between dates in a run, under its title: linear (h18k)', () => {
    const labels = readsLinearly((n) => {
      const text = `Supplier shall perform the services: ${'begin on 1 May 2024 complete by 2 May 2024 '.repeat(Math.ceil(n / 44))}`;
      return () => classifyContract([{ text: 'STATEMENT OF WORK NO. 1', kind: 'title' }, { text, kind: 'sentence' }]);
    });
    expect(labels.effective_dates.length).toBeGreaterThan(0);
    expect(labels.termination_dates.length).toBeGreaterThan(0);
  });
  it('thousands of facts in one 256,000-character element: each fact\'s provenance id does not hash the element again', () => {
    for (const unit of ['payment within 30 days of invoice; ', 'a fee of $1,000 and ']) {
      const text = unit.repeat(Math.ceil((4 * LENGTH) / unit.length));
      const labels = within(4000, () => classifyContract([{ text: 'x', kind: 'sentence' }, { text, kind: 'sentence' }]));
      const facts = [...labels.payment_terms, ...labels.contract_amounts];
      expect(facts.length).toBeGreaterThan(5_000);
      expect(new Set(facts.map((f) => f.provenance_ids[0])).size).toBe(facts.length);
    }
  });
});

// h45f31: a stay or a season "from <date> to <date>" (facts.ts PERIOD_NOUN_FROM, date-kinds.ts FROM_DATE, RANGE_END with
// an hour and a weekday between); a period noun then "from", hours and weekdays, and a range of many dates, repeated.
describe('a stay or a season from one date to another (h45f31)', () => {
  itReadsWithin4s([
    ['The hire season is ', 'stay week season '],
    ['The stay is from ', '4.00 pm on Friday '],
    ['The season is ', 'from 1 May 2032 to 10.00 am on Friday 8 May 2032 to '],
  ]);
});

// h45f31: a season or a stay that begins or ends (facts.ts PERIOD_NOUN_RUNS): the noun, then words up to the verb, repeated.
describe('a season that begins or ends (h45f31)', () => {
  itReadsWithin4s([
    ['The season ', 'stay season hire '],
    ['The stay ', 'begins ends '],
  ]);
});

// h45f31: a monthly or yearly value (facts.ts AMOUNT) and a calendar's name before "years" (durations.ts QUALIFIER),
// repeated.
describe('a periodic value and Gregorian years (h45f31)', () => {
  itReadsWithin4s([
    ['The monthly value is ', 'monthly value annual '],
    ['The term is ', 'three (3) Gregorian Hijri '],
  ]);
});

// h46facts: "Today, <date>, at <place>, we" (facts.ts TODAY_BEFORE, TODAY_AT_AFTER) and "<Work>ing starts on"
// (GERUND_STARTS, its stem looked up as text), each before a long run.
describe('"Today, <date>, at" and a gerund that starts (h46facts)', () => {
  itReadsWithin4s([
    ['Today, 3 March 2032, at ', 'Aa Bb '],
    ['Today, 3 March 2032, at Hanoi', ', we '],
    ['Harvesting starts on 2 March 2033 ', 'to harvest '],
    ['', 'Harvesting starts on '],
  ]);
});

// h46facts: an extension "by up to" (agreement-terms.ts EXTENDED_BY, UP_TO) and a sentence that starts and lasts
// (STARTS_AND_LASTS, 600 characters at most), before a long run.
describe('an extension by up to a length (h46facts)', () => {
  itReadsWithin4s([
    ['The term is one year. The Client may extend it ', 'by up to six (6) months '],
    ['The period starts on 1 May 2032 and ', 'lasts '],
  ]);
});

// h47f32: a passive time for completion after works that start (agreement-terms.ts COMPLETE_THEM, COMMENCED_BEFORE), a
// renewal whose subject is "it" (IT_RENEWS), instalments "paid …, each within" (facts.ts PAYMENT).
describe('passive completions, "it renews", "paid …, each within" (h47f32)', () => {
  itReadsWithin4s([
    ['This contract is made between Aa Ltd (the "Contractor") and Bb Ltd (the "Owner"). ', 'the works shall start on 2 June 2031 and shall be completed within ten (10) weeks of that date, '],
    ['This agreement is made between Aa Ltd (the "Tuner") and Bb Ltd (the "Church"). ', 'it renews for successive it will then renew for further '],
    ['The price ', 'is paid in instalments, each is paid, each within 5 days '],
  ]);
});

// h48facts: "us" before a "$" (currency.ts PRONOUN_PREFIXES), the currency words several countries share (local-currency.ts:
// "dirhams", "pesos", "rupees", "dollars" after the figure, their countries and codes) and a sum "per" a unit
// (facts.ts PER_UNIT_AFTER).
describe('"us $", shared currency words and their countries, sums per unit (h48facts)', () => {
  itReadsWithin4s([
    ['The Church will pay ', 'us $300 us $ us$5 US $ '],
    ['This contract is made in Fes, Morocco, for MAD 1,000. ', '320 dirhams per 5 UAE dirhams per each per and every '],
    ['This agreement is made in Bogota, Colombia. ', '5 pesos 6 Mexican pesos 7 rupees 8 Indian rupees 9 dollars 10 US dollars '],
  ]);
});

// hrev33: a dollar named by its country in words (local-currency.ts, the dollar's `explicit`), repeated without the
// word "dollars" after it (20k/40k/80k characters).
describe('a dollar named in words (hrev33)', () => {
  itReadsWithin4s([
    ['A company of Toronto, Ontario. ', 'United  States New  Zealand Hong Kong US dollar Canadian '],
  ]);
});

// h55f34: a free period before a charge counts (agreement-terms.ts FREE_FIRST), anchored on the 30 characters before a
// duration of a payment sentence; repeated durations after "after the first" (20k/40k/80k characters).
describe('a free period before a charge counts (h55f34)', () => {
  itReadsWithin4s([
    ['The Buyer shall pay KES 20 per week ', 'after the first three weeks, for  the   initial 2 days '],
  ]);
});

// h55f34: the place-and-date opening before "between" a name (facts.ts BETWEEN_NAME_AFTER), anchored at each date and
// read on 40 characters; a long element of repeated dates after the opening (20k/40k/80k characters).
describe('a place-and-date opening before "between" and a name (h55f34)', () => {
  itReadsWithin4s([
    ['In Calama, Chile, on 9 April 2031, between ', 'AA S.A., on 9 April 2031, by and  between the Bb, 3 May 2031 between '],
  ]);
});

// hrev42: the free first period needs a charge before it (agreement-terms.ts AFTER_FIRST, FOR_FIRST, FREE_BEFORE,
// FREE_OR_RATE_BEFORE), read on the 30 and the 120 characters before each duration of a payment sentence; repeated free
// words, rates and first periods (20k/40k/80k characters).
describe('a free first period with its charge said before it (hrev42)', () => {
  itReadsWithin4s([
    ['The Buyer shall pay ', 'rent-free per  bag no   rent waived for the first 3 weeks after the initial 2 days each week '],
  ]);
});

// hrev42: the long place-and-date opening needs an alias given and no past making after the date (facts.ts
// ALIAS_GIVEN_IN, PAST_MAKING_IN), each read once over the element after a date; repeated dates, aliases and verbs.
describe('a place-and-date opening that names its parties (hrev42)', () => {
  itReadsWithin4s([
    ['In Calama, Chile, on 9 April 2031, between ', 'AA S.A., hereinafter ("the was  has been  made 3 May 2031 referred  to ( the "'],
  ]);
});

// h56facts: a sum due within days of signing (sums-due-on-signing.ts DUE_ON_SIGNING), a money noun then a bounded run
// to "within … of the signing"; repeated money nouns and "within"s with no signing after them (20k/40k/80k characters).
describe('a sum due within days of signing (h56facts)', () => {
  itReadsWithin4s([
    ['The Lessee shall pay a deposit of EUR 5.000,00 ', 'fee EUR 5.000 within  ten (10) days of the within 9 weeks of '],
    ['A deposit of ', 'within within within days of the date of deposit fee sum '],
  ]);
});

// h61facts: the term's new words (agreement-terms.ts GRANT_IS_FOR, "duration", "this memorandum", "renewal period",
// "the project runs", COMMENCED_ON_THEN_COMPLETE read on the 120 characters before each duration); repeated grants,
// durations and starts on dates with no completion after them (20k/40k/80k characters).
describe('the term named by a grant, a duration, a memorandum or a project (h61facts)', () => {
  itReadsWithin4s([
    ['This Memorandum remains in force for ', 'grant is  made for duration of renewal period the project runs for 6 months '],
    ['The Builder shall commence the Works on 2 May 2031 and ', 'commence the Works on 2 May 2031 and and shall complete them within 10 months '],
  ]);
});

// h61facts: an annex's clause opening "From <date>" (change-from-date.ts OPENS_FROM, anchored and read on at most 32
// characters before a date); repeated list numbers and "from"s before dates (20k/40k/80k characters).
describe('an annex clause opening "From <date>" (h61facts)', () => {
  itReadsWithin4s([
    ['ANNEX No. 2 to the Lease Agreement. 1. From 1 April 2031 ', '1. From 1 April 2031 (a) as from starting on 2 May 2031 '],
  ]);
});

// h61facts: minimum sales by the period and a guaranteed minimum (facts.ts AMOUNT, "guarantee(s/d) … minimum of", its
// gap bounded at 60 characters); repeated guarantees and minimums with no sum after them (20k/40k/80k characters).
describe('minimum sales by the period and a guaranteed minimum (h61facts)', () => {
  itReadsWithin4s([
    ['The Principal guarantees the Agent ', 'guarantees a minimum monthly  minimum annual sales guaranteed minimum '],
  ]);
});

// h61facts: a security document's secured sum (secured-sum.ts SECURED_BEFORE, read on the 120 characters before each
// sum, each gap bounded); repeated verbs of securing and liabilities with no bound after them (20k/40k/80k characters).
describe('a guarantee\'s or a pledge\'s secured sum (h61facts)', () => {
  itReadsWithin4s([
    ['PARENT COMPANY GUARANTEE. The Guarantor guarantees ', 'secures guaranteed maximum aggregate liability of the Guarantor is up  to GBP 5 '],
  ]);
});

// hrev50: a security document's type, anchored at its end (secured-sum.ts SECURITY_KIND); repeated security words that
// are no type's head, with guaranteed bounds after them (20k/40k/80k characters).
describe('a security word that is not the type\'s head (hrev50)', () => {
  itReadsWithin4s([
    ['MORTGAGE BOND PLEDGE LOAN AGREEMENT ', 'bond pledge  guarantee mortgage agreement  deed guarantees up to EUR 5 '],
  ]);
});

// hrev50: a clause in the past after an annex's opening date (change-from-date.ts PAST_AFTER, anchored, its gap bounded
// at 60 characters and read on 80); repeated dates with past verbs after them (20k/40k/80k characters).
describe('an annex clause in the past after its opening date (hrev50)', () => {
  itReadsWithin4s([
    ['AMENDMENT No. 1 to the Services Agreement. As of 31 December 2030 ', 'the Lessee had  was were has been As of 31 December 2030 '],
  ]);
});

// hrev50: works commenced on a calendar date under no condition (agreement-terms.ts COMMENCED_ON_THEN_COMPLETE's date
// lookahead, bounded at 20 characters, and UNDER_CONDITION, its gap bounded at 200); repeated conditions and starts on
// no date (20k/40k/80k characters).
describe('works started under a condition or on a relative day (hrev50)', () => {
  itReadsWithin4s([
    ['If a defect appears, the Provider shall commence the works on ', 'the 2nd day may and complete them within 5 days; if where should '],
  ]);
});

// hrev50: a guaranteed minimum of insurance (facts.ts AMOUNT's lookahead after "minimum of", bounded at 60 characters);
// repeated guaranteed minimums with insurance words after them (20k/40k/80k characters).
describe('a guaranteed minimum of insurance (hrev50)', () => {
  itReadsWithin4s([
    ['The Agent guarantees ', 'a minimum of EUR 5 of guarantees a minimum sum insured insurance cover '],
  ]);
});

// hrev50: "Renewal period:" as its line's heading (agreement-terms.ts RENEWAL_HEADING, anchored at the element's start,
// each gap bounded); repeated renewal periods inside a sentence (20k/40k/80k characters).
describe('a renewal period as a heading (hrev50)', () => {
  itReadsWithin4s([
    ['1. Renewal period: ', 'the renewal period of 1.2. renewal  period  one (1) year '],
  ]);
});

// h62names: a deadline for a making still to come (facts.ts DEADLINE_BEFORE, anchored at each date on the 24 characters
// before it); repeated makings and deadlines before dates (20k/40k/80k characters).
describe('a deadline for a making still to come (h62names)', () => {
  itReadsWithin4s([
    ['This Agreement is made between Aa Ltd and Bb Ltd. Any variation shall be made ', 'on or before 1 May 2033 no later than  not later than the 2 May 2033 on or '],
  ]);
});

// h63left: a length owned by another thing (agreement-terms.ts OWNER_WITH_LENGTH, SUBJECT_THEN_LENGTH, TRAILING_MODIFIER,
// read on the 80 characters before each duration); repeated subjects and owners before lengths (20k/40k/80k characters).
describe('a length owned by another thing than the agreement (h63left)', () => {
  itReadsWithin4s([
    ['SERVICES AGREEMENT. This Agreement covers ', 'a pilot phase with a duration of 6 months and each visit under this Agreement lasts 5 days, '],
    ['SERVICES AGREEMENT. The training ', 'under this Agreement of the a b c d e f g h has a duration of 40 hours '],
  ]);
});

// h63left: a dotted date in a start's gap (agreement-terms.ts DATE_GAP in COMMENCED_ON_THEN_COMPLETE, START_THEN_LENGTH,
// STARTS_AND_LASTS and UNDER_CONDITION: one character at a time, its looks one character); repeated dotted dates and
// points between digits after starts (20k/40k/80k characters).
describe('a dotted date after a start (h63left)', () => {
  itReadsWithin4s([
    ['The Contractor shall commence the Works on ', '02.05.2031 1.2.3.4.5 and begin on 1.1.2031 and last '],
    ['For each repair, the works start on ', '2.5.2031.6.7.8.9 and complete them within 5 days and '],
  ]);
});

// h63left: the main contract's party guaranteeing (secured-sum.ts MAIN_PARTY_GUARANTEES, read on the 120 characters
// before each sum, its gap bounded at 100); repeated parties and verbs before bounds (20k/40k/80k characters).
describe('the main contract\'s party guaranteeing in a guarantee (h63left)', () => {
  itReadsWithin4s([
    ['PERFORMANCE GUARANTEE ', 'the Supplier hereby has guarantees Contractor secured up to EUR 5 '],
  ]);
});

// h63f36: "repay" as a payment verb (facts.ts PAYMENT, its deposit lookahead bounded); repeated (20k/40k/80k characters).
describe('repay as a payment verb (h63f36)', () => {
  itReadsWithin4s([
    ['The Tenant shall ', 'repay the security  repay  repaid within 20 days of demand '],
  ]);
});

// h63f36: an insured sum per unit (facts.ts INSURED_SUM and PRICED_IN_CLAUSE, anchored at the sum's end on the 120
// characters before it); repeated insured sums and premiums per load (20k/40k/80k characters).
describe('an insured sum per load (h63f36)', () => {
  itReadsWithin4s([
    ['The Haulier shall maintain insurance of ', 'GBP 250,000 per load insure insurance USD 1 per vehicle premium '],
  ]);
});

// h63f36: the notarial and "On <date>, … agree as follows" openings (facts.ts EFFECTIVE_LOW, each gap bounded);
// repeated (20k/40k/80k characters).
describe('notarial and "agree as follows" openings (h63f36)', () => {
  itReadsWithin4s([
    ['BE IT KNOWN, that ', 'on this personally came and  appeared be it known on this 3rd day, '],
    ['On ', '3 March 2031, Acme and Beta 2031, on this agree as follows '],
  ]);
});

// hrev53: a sum handed back after "repay" (facts.ts PAYMENT, its refund lookahead bounded); repeated (20k/40k/80k
// characters).
describe('repay of a sum handed back (hrev53)', () => {
  itReadsWithin4s([
    ['The Supplier shall ', 'repay to the Customer any amounts  repay the purchase overpaid repay '],
  ]);
});

// hrev53: a freight rate owed, invoiced or received beside an insurance word (facts.ts PRICED_IN_CLAUSE, anchored at the
// sum's end); repeated (20k/40k/80k characters).
describe('a rate owed beside insurance (hrev53)', () => {
  itReadsWithin4s([
    ['Including insurance, the Customer ', 'owes invoiced receives  GBP 300 per load insured receive '],
  ]);
});

// hrev53: the openings' acknowledgment lookaheads and the plural "agree" (facts.ts EFFECTIVE_LOW, each look bounded);
// repeated (20k/40k/80k characters).
describe('notarial openings without an acknowledgment (hrev53)', () => {
  itReadsWithin4s([
    ['BE IT KNOWN, that on this ', 'personally came and appeared acknowledg be it known on this 5th '],
    ['On 1 April 2031, ', 'the Supplier delivers, and agrees as follows agree as 2031, '],
  ]);
});

// hrev53: the owner's trailing participle or "here-" word (agreement-terms.ts TRAILING_MODIFIER, anchored at the end);
// repeated (20k/40k/80k characters).
describe('a licence granted hereunder (hrev53)', () => {
  itReadsWithin4s([
    ['The licence ', 'granted hereunder created by this Lease granted has a duration of 5 years '],
  ]);
});

// hrev53: a role guaranteeing another's obligations (secured-sum.ts MAIN_PARTY_GUARANTEES' lookahead, bounded);
// repeated (20k/40k/80k characters).
describe('a customer guaranteeing obligations (hrev53)', () => {
  itReadsWithin4s([
    ['GUARANTEE ', 'the Customer guarantees the all obligations of owed up to EUR 5 '],
  ]);
});

// h67dates: a date written year first (recognizers.ts NUMERIC_DATE, YEAR_FIRST_DATE; sentences.ts MONTH_AND_DAY_AFTER,
// YEAR_BEFORE), its parts repeated without the day that ends it (20k/40k/80k characters).
describe('dates written year first (h67dates)', () => {
  itReadsWithin4s([
    ['Szeged, ', '2031. 05. 2031. '],
    ['made on ', '2031. március 2031. május '],
    ['Budapest, ', '2031.  november  2031. 1. '],
  ]);
  it('reads the numeric facts linearly', () => {
    const found = readsLinearly((n) => {
      const text = '2031. 05. 2031. március '.repeat(Math.ceil(n / 24)).slice(0, n);
      return () => recognizeNumericFacts(text);
    });
    expect(found.length).toBeGreaterThan(0);
  });
});

// h67dates: a party's name line under a place-and-date line (signing-party-name.ts NAME_LINE, ALIAS_GIVEN; facts.ts
// FOR_HEADING in small letters), repeated (20k/40k/80k characters).
describe('a party named without its legal form under a place-and-date line (h67dates)', () => {
  itReadsWithin4s([
    ['between Aa Bb Limited (the "Seller") and ', 'Aa Bb of de Cc '],
    ['Leeds, 5 May 2032 ', 'for the Aa for the '],
  ]);
});

describe('many place-and-date lines over name lines after a long parties clause (h67dates)', () => {
  it('reads linearly', () => {
    const result = readsLinearly((n) => {
      const lines: { text: string; kind: 'sentence' }[] = [{ text: `between ${'Aa Bb '.repeat(Math.ceil(n / 12))}Limited (the "Seller") and Cc Ltd (the "Buyer").`, kind: 'sentence' }];
      for (let k = 0; k * 30 < n; k++) lines.push({ text: k % 2 === 0 ? 'Leeds, 5 May 2032' : 'Aa Bb Aa', kind: 'sentence' });
      return () => classifyContract(lines);
    });
    expect(result.elements.length).toBeGreaterThan(2);
  });
});

// h67dates: a notary's commission and a window of months before a date (facts.ts NOTARY_COMMISSION_BEFORE,
// MONTH_WINDOW_BEFORE, MONTH_AND_YEAR_ONLY), repeated (20k/40k/80k characters).
describe('a notary\'s commission and a window of months (h67dates)', () => {
  itReadsWithin4s([
    ['My ', 'commission expires commission expiry : 1/2/2030 '],
    ['from ', 'September to October until November 2032 '],
  ]);
});

// h67dates: a sum that "is due" (facts.ts PAYMENT's alternative), repeated without the "due" (20k/40k/80k characters).
describe('a sum that is due (h67dates)', () => {
  itReadsWithin4s([
    ['The ', 'rent is balance shall be fees will be '],
  ]);
});

// hrev58: a sum "due" whose "within" must be its own (facts.ts PAYMENT's lookahead), "for the <party>" in small letters
// as a whole heading (FOR_HEADING), and the agreement lasting through a window of months (AGREEMENT_LASTS_BEFORE),
// repeated without what ends them (20k/40k/80k characters).
describe('a due sum\'s own period, a small-letter heading, an agreement\'s window (hrev58)', () => {
  itReadsWithin4s([
    ['The rent is due ', 'in full the balance the remainder is due '],
    ['The price is due ', 'due within '],
    ['Leeds, 5 May 2032 for the ', 'Aa of Bb and Cc-Dd\'s '],
    ['This Agreement shall remain in force ', 'agreement is from March until December 2035 '],
  ]);
});

// h68s54: a period's first day and the second's year (recognizers.ts WRITTEN_YEAR), a measure after "DT" (currency.ts
// COUNTED_AFTER_MARK), another duty's period beside a payment (other-duty-periods.ts OWN_DUTY), "My" before a name
// (name-grammar.ts LEADING), repeated (20k/40k/80k characters).
describe("a period's year, a measure after DT, another duty's period (h68s54)", () => {
  itReadsWithin4s([
    ['from ', "1 September to 30 November '3 "],
    ['a total of ', '1,500 DT hours 2,000 DT '],
    ['The Buyer ', 'shall must will agrees to return within 48 hours; '],
    ['My ', 'My Commission My Aa '],
  ]);
});

// h68left: a dotted abbreviation's points made blanks before a secured sum (secured-sum.ts DOTTED_ABBREVIATION, read on
// the 120 characters before each sum), repeated (20k/40k/80k characters).
describe('a guarantee\'s sum after a dotted legal form (h68left)', () => {
  itReadsWithin4s([
    ['This Guarantee. The Guarantor guarantees ', 'Aa a.s. s.r.o. e.g.i.e.a.b.c.d. up to EUR 1 '],
  ]);
});

// h69fix: a year-first figure after a reference's word (recognizers.ts REFERENCE_WORD_BEFORE_YEAR_FIRST), the words and
// the figures repeated without a date's end (20k/40k/80k characters).
describe('a year-first figure after a reference word (h69fix)', () => {
  itReadsWithin4s([
    ['release ', 'version v. no. 2034. 04. release '],
    ['Policy no. ', '2034. 11. ref: # 2034. '],
  ]);
  it('reads the numeric facts linearly', () => {
    const found = readsLinearly((n) => {
      const text = 'release 2034. 04. 09 version 2034. '.repeat(Math.ceil(n / 35)).slice(0, n);
      return () => recognizeNumericFacts(text);
    });
    expect(found.length).toBeGreaterThan(0);
  });
});

// h70money: a sum priced without a price word (facts.ts PRICED_WITHOUT_PRICE_WORD: "costs", "served at", "at … per
// person", "is <sum> for the day" behind a bounded lookbehind) and a measure invoiced (PAYMENT's bounded lookbehind and
// lookahead around "invoice"), repeated (20k/40k/80k characters).
describe('sums priced without a price word, a measure invoiced (h70money)', () => {
  itReadsWithin4s([
    ['Dinner ', 'costs served at NOK 520 at NOK 5 per person is NOK 30 000 for '],
    ['The fine ', 'capital is NOK 1 for the cap is NOK 2 000 for the day '],
    ['The Buyer ', 'the weight invoiced weights invoiced quantity invoice invoiced within 6 days '],
  ]);
});

// h70dates: a spaced day-first date (spaced-day-first-dates.ts SPACED_DAY_FIRST, AFTER_DATE, NUMBER_WORD_BEFORE; the
// sentence splitter's SPACED_MONTH_AND_YEAR_AFTER, SPACED_YEAR_AFTER, SPACED_DAY_BEFORE), figures and stops repeated
// without a date's end (20k/40k/80k characters).
describe('a spaced day-first date (h70dates)', () => {
  itReadsWithin4s([
    ['on ', '1. 5. 2034 1. 5. 1. '],
    ['Sections ', '3. 4. 2030. no. 1. 5. 20345 '],
  ]);
  it('reads the numeric facts linearly', () => {
    const found = readsLinearly((n) => {
      const text = '1. 5. 2034 units 12. 13. 2034. '.repeat(Math.ceil(n / 31)).slice(0, n);
      return () => recognizeNumericFacts(text);
    });
    expect(found.length).toBeGreaterThan(0);
  });
});

// h70dates: a place-and-date line over a role's signature line (signing-role-label.ts ROLE_LABEL_LINE, CLAUSE_VERB), the
// label, its colon and blanks repeated (20k/40k/80k characters).
describe("a place-and-date line over a role's signature line (h70dates)", () => {
  itReadsWithin4s([
    ['Bled, 12.04.2034\n\nLessor: ', '____ .... Lessor: Lessee '],
  ]);
});

// h70dates: a range's start with its hour (date-kinds.ts START_HOUR in RANGE_AFTER and RANGE_END), hours repeated
// after "from" and a date (20k/40k/80k characters).
describe("a range's start with its hour (h70dates)", () => {
  itReadsWithin4s([
    ['The rental period is from 4 July 2034', ' at 09:00, at 12:00 noon at 9 a.m. '],
    ['from 4 July 2034 ', 'at 14.00 hrs until 5 July 2034 at 09:00 until '],
  ]);
});

// h70dates: a rental period's length (agreement-terms.ts RENTAL_PERIOD in ABOUT_AGREEMENT), the words repeated before a
// length (20k/40k/80k characters).
describe("a rental period's length (h70dates)", () => {
  itReadsWithin4s([
    ['The ', 'rental rental period rental term is '],
    ['The rental period is ', 'two (2) days, (3 days) '],
  ]);
});

// hrev61: "costs" as a noun (facts.ts NOUN_COSTS_BEFORE, a bounded lookbehind), a liability "for the day", "as invoiced"
// (PAYMENT's bounded lookbehind) and "paid for within", a range's other end after the start's hour (date-kinds.ts
// END_IS_DATE, anchored on 48 characters), a page's or a lot's number (spaced-day-first-dates.ts NUMBER_WORD_BEFORE) and
// a role's line with an instruction (signing-role-label.ts CLAUSE_VERB), each repeated (20k/40k/80k characters).
describe('review of the date and amount rules on hostile input (hrev61)', () => {
  itReadsWithin4s([
    ['The Owner bears ', 'court costs NOK 1 500 its own costs EUR 2 costs '],
    ['The ', 'maximum liability is NOK 100 000 for the cover is EUR 5 for the '],
    ['The Buyer shall settle ', 'each amount as invoiced not as invoiced grade as paid for within '],
    ['Under this Agreement the goods are collected from 1 May 2034', ' at 09:00 until 17:00 on at 9 a.m. to 5 p.m. '],
    ['See ', 'Page 1. 5. 2034 Lot 4. 5. 2034 Art. 5. 1. 2034 p. '],
    ['Kranj, 12.04.2034\n\nLessee: ', 'Please return to be Keys kindly '],
  ]);
});

// h71left (hrev58's Left): facts.ts OTHER_THING_EXPIRES_BEFORE (a possessive, at most three bounded words, a thing's
// noun and "expires"/"expiry", anchored at the date on 80 characters). Timed on 20k/40k/80k characters.
describe('a party\'s own cover or proof expiring (h71left)', () => {
  itReadsWithin4s([
    ['This Agreement is made on 1 March 2034 between Aa Ltd ("Client") and Bb Ltd ("Contractor"). ', "the Contractor's aa bb cc insurance expires: 30/06/2035 its its its permit expiry date: 1 May 2036 "],
  ]);
});

// h71s55: Slavic genitive month names (calendar-names.ts OTHER_LANGUAGE_MONTHS in recognizers.ts OTHER_LANGUAGE_DATE and
// sentences.ts MONTH_AND_YEAR_AFTER), days and month names repeated without a year; and "runs from" before a length
// (agreement-terms.ts TERM_CUE) repeated (20k/40k/80k characters).
describe('Slavic genitive month names and an agreement that runs from a date (h71s55)', () => {
  itReadsWithin4s([
    ['V Brně dne ', '1. května 15. srpnja 1. maja lutego '],
    ['The lease runs from ', '1 July 2034 runs from until (2 years '],
  ]);
});

// h73f39d: session 38's leftovers — recognizers.ts DAY_MONTH_FIGURES (anchored), facts.ts BARE_INSURANCE_EXPIRES_BEFORE
// (a bounded lookbehind, read on 80 characters), agreement-terms.ts ANY_EXTENSION_BY (anchored at the length),
// party-pays-now.ts' payee "to" a third party's role (60 characters of the clause), category-late-payment.ts'
// NOT_OF_GOODS after the money word: each head then its words repeated, classified in linear time within 1 s.
describe("session 38's leftovers on hostile input (h73f39d)", () => {
  itClassifiesRunsWithin1s('h73f39d', [
    ['The season runs ', 'from 01/09 to 30/11/2032 between 1/1 and '],
    ['The Contractor ', 'this public liability insurance policy which expires on insurance expiry date: 30/06/2035 '],
    ['Any extension of the rental period ', 'any extension of the hire period by any renewal of for a further period of 14 days '],
    ['Birch pays the licence fees ', 'for the music it plays to the collecting society to the bank account of '],
    ['If any instalment ', 'of the goods is overdue instalment of the works is late a penalty '],
  ], 'STORAGE AGREEMENT');
});

// hsec6: another duty's period beside a payment (other-duty-periods.ts `otherDutyPeriods`): the semicolons around each
// period were searched for back to the text's start and on to its end, and a part of many periods was tested once per
// period (quadratic on one long line of periods). The stage alone, every period of the text, after a part with a payment.
describe("another duty's period, every period of one long line (hsec6)", () => {
  it('"The Buyer shall pay the price; " then "deliver within 10 days, " repeated, every period read: linear', () => {
    const pays = (part: string) => /\bpay\b/.test(part);
    const answers = readsLinearly((n) => {
      const text = `The Buyer shall pay the price; ${'deliver within 10 days, '.repeat(Math.ceil(n / 24))}`;
      const periods = [...text.matchAll(/\d+ days/g)].map((m) => [m.index, m.index + m[0].length] as const);
      return () => {
        const other = otherDutyPeriods(text, pays);
        return periods.map(([begin, end]) => other(begin, end));
      };
    }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
    // "deliver" has no modal of its own: no period is another duty's.
    expect(answers.every((a) => !a)).toBe(true);
  });
});

// h92fd: facts set 53's new pattern files, each read alone on a long run (the stage's own function, no whole classify):
// debt-falls-due.ts (read on the 80 characters before a date), deed-openings.ts (the opening lines' year, day and the
// appearance before the notary), bracketed-figure-money.ts (figures in brackets, the engine on a short window after
// each), and contract-types.ts' title opening the first sentence (anchored, five words at most).
describe("facts set 53's dates, sums and titles on hostile input (h92fd)", () => {
  it('a debt\'s "falls due on" before a run of its words: linear', () => {
    const answers = readsLinearly((n) => {
      const text = 'The whole debt of the loan '.repeat(Math.ceil(n / 27)) + 'falls due on ';
      return () => debtFallsDueBefore(text);
    }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
    expect(answers).toBe(true);
  });
  it('a deed\'s opening lines, each a long run of "In the year" and "before, appeared": linear', () => {
    const found = readsLinearly((n) => {
      const year = `In the year ${'two thousand and '.repeat(Math.ceil(n / 17))}`;
      const day = `on the ${', before appeared'.repeat(Math.ceil(n / 17))}`;
      const lines = [
        { text: year, numeric: [{ type: 'Number' as const, begin: 12, end: year.length, value: '2040' }] },
        { text: day, numeric: [{ type: 'DateTime' as const, begin: day.length - 8, end: day.length, value: '2000-03-03' }] },
      ];
      return () => deedOpeningDate(lines);
    }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
    expect(found).toBeUndefined();
  });
  it('"ten (10) euros (20) " repeated, the figures in brackets read as money: linear', () => {
    const facts = readsLinearly((n) => {
      const text = 'ten (10) euros (20) '.repeat(Math.ceil(n / 20));
      return () => recognizeNumericFacts(text);
    });
    expect(facts.some((f) => f.type === 'Currency')).toBe(true);
  });
  it('a title in capitals of many words before its first sentence: linear', () => {
    const found = readsLinearly((n) => {
      const text = `${'AA BB '.repeat(Math.ceil(n / 6))}CONTRACT entered into by`;
      return () => contractType([{ text }]);
    }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
    expect(found).toBeUndefined();
  });
});

// h93fd: facts set 54's new pattern files, each read alone on a long run (no whole classify): bare-date-over-signers.ts
// (a form's party line under a date, bounded to 120 characters), money-sent.ts (an e-transfer or money wired) and the
// days of work a party owes (agreement-terms.ts measuresWork, read on 40 characters after the span and 24 before).
describe("facts set 54's dates, payments and work on hostile input (h93fd)", () => {
  it('a party line of a long bracket under a date: linear', () => {
    const below = readsLinearly((n) => {
      const lines = [{ text: '2041. 10. 3.' }, { text: `Party A (${'Seller '.repeat(Math.ceil(n / 7))}): Han` }];
      return () => partyLabelBelow(lines, 0);
    }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
    expect(below).toBe(false);
  });
  it('"wire you the the " repeated before no money: linear', () => {
    const sent = readsLinearly((n) => {
      const text = 'wire you the the '.repeat(Math.ceil(n / 17));
      return () => sendsMoney(text);
    }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
    expect(sent).toBe(false);
  });
  it('"days of of " repeated around a span: linear', () => {
    const work = readsLinearly((n) => {
      const text = 'within '.repeat(Math.ceil(n / 14)) + 'one day' + " of ' of".repeat(Math.ceil(n / 8));
      const begin = text.indexOf('one day');
      return () => measuresWork(text, begin, begin + 7, 1);
    }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
    expect(work).toBe(false);
  });
});

// h94fd: facts set 55's new pattern file and cues, each read alone on a long run (no whole classify): schedule-items.ts's
// withItemNumberBlanked (a key-terms row's number, anchored), the "$" sums named pesos in words (local-currency.ts, a bracket of blanks after each
// "$") and money received (amount-cues.ts RECEIVED_SUM, the received verb repeated before no sum).
describe("facts set 55's rows, pesos and receipts on hostile input (h94fd)", () => {
  it('a row number before a run of blanks and no bar: linear', () => {
    const blanked = readsLinearly((n) => {
      const line = `7. ${' '.repeat(n)}Start Date`;
      return () => withItemNumberBlanked(line);
    }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
    expect(blanked.startsWith('7. ')).toBe(true);
  });
  it('"$ 1.000 (" repeated before no pesos: linear', () => {
    const local = readsLinearly((n) => {
      const text = `$ 1.000 (${' '.repeat(20)}`.repeat(Math.ceil(n / 29));
      return () => contractLocalCurrencies([text]);
    }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
    expect(local.size).toBe(0);
  });
  it('"has received " repeated before no sum: linear', () => {
    const money = readsLinearly((n) => {
      const text = 'has   received   '.repeat(Math.ceil(n / 17));
      return () => speaksOfMoney(text);
    }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
    expect(money).toBe(false);
  });
});
