/**
 * Hostile text, by area (split from hostile-text.test.ts and hostile-session-29.test.ts; see helpers.ts for which file
 * takes which case): the facts sets' party, signer, field and legal-form rules (facts sets 11–19, 26, 28)
 * and the contacts of a notice.
 * Each describe keeps the engineer or convention it came from in its title or first comment.
 */
import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { PATTERNS_ALONE_LENGTH, PATTERNS_ALONE_MS, readsLinearly } from '../../../security/linear-time.js';
import { contactNames } from '../facts-readers.js';
import { findPartyDetails } from '../../../../src/contracts/classify/parties/party-details.js';
import { partyLexicon } from '../../../../src/contracts/classify/parties/party-lexicon.js';
import { nameFieldEntries } from '../../../../src/contracts/classify/parties/name-field-entries.js';
import { salutationAddressee } from '../../../../src/contracts/classify/parties/salutation-addressee.js';
import { surnameFields } from '../../../../src/contracts/classify/parties/surname-fields.js';
import { namesADocument } from '../../../../src/contracts/classify/parties/details/document-words.js';
import { itClassifiesRepeatedLinearly } from '../cue-file-linearity.js';
import { itReadsWithin4s, itReadsUnitsAsElementAndLines, itReadsFirstTableRows, itClassifiesRunsBeforeAlias } from './helpers.js';

describe('hostile text for the eleventh facts set\'s rules (h18f11)', () => {
  // An alias bracket extended by "which expression …" never closed, or closed thousands of times; a person after an
  // organisation in one slot, repeated; "Eng." before names; "kr." before amounts.
  itReadsWithin4s([
    ['This Agreement is made between Aa Bb Ltd (hereinafter referred to as the "Seller", ', 'which expression '],
    ['This Agreement is made between ', 'Aa Bb Ltd (the "Seller", which expression includes Cc) '],
    ['Second Party: ', 'Aa Bb Company, represented by Mr. Cc Dd, hereinafter referred to as "the Contractor". '],
    ['Signed for and on behalf of Aa Bb Kft. ', 'Eng. Cc Dd '],
    ['The rent is ', 'kr. 1.000 and '],
    ['Between the undersigned, on one side, AA BB S.A.S., ', 'who will be called THE '],
  ]);
});

describe('hostile text for the twelfth facts set\'s rules (h19f12)', () => {
  // A form before a quote never closed, or quoted names by the thousand; a rate "at … per" without its "per"; a total
  // without its sum; new money marks without a figure; a quoted name's closing quote before no alias.
  itReadsWithin4s([
    ['This Contract is made between ', 'Limited Liability Company "Aa Bb '],
    ['This Contract is made between ', 'LLC "Aa Bb", '],
    ['The goods are priced ', 'at EUR 1 2 3 4 5 6 7 8 9 0 '],
    ['The order total ', 'total EUR and total '],
    ['The fee is ', 'Tk. QR lei kr. Baht GH₵ COP $ '],
    ['Limited Liability Company "Aa Bb', '" , identification code 12 , '],
    // A subject line without its kind, an appearance formula's place words without "on", an acceptance without a date.
    ['Re: ', 'Aa – bb – letter '],
    ['In ', 'Aa Bb, Cc Dd, '],
    ['Accepted by the Seller ', 'and by the Buyer '],
    ['Made in ', 'Aa Bb Cc among '],
    // A signature line of dashes and commas without a party, a common seal never affixed.
    ['For Aa Bb Ltd: ', 'Cc Dd, Director; '],
    ['Aa Bb Ltd ', '— Cc Dd — Ee '],
    ['The Common Seal of ', 'AA BB LIMITED and '],
  ]);
});

describe('hostile text for the thirteenth facts set\'s rules (h20f13)', () => {
  // An order's "issued under the …" line without its end, a place line of "city" words without a date, a "Made in"
  // formula without "on", a side letter's "to the" tail repeated, dates of issue and acceptances without a date, money
  // marks and new legal forms without a figure or a name. Timed at 20,000 / 40,000 / 80,000 characters (a /tmp script,
  // CPU): see bench/log.md (h20f13).
  itReadsWithin4s([
    ['issued under the ', 'Aa under the '],
    ['Aa', ' city city, '],
    ['Made in ', 'Aa Bb, in '],
    ['SIDE LETTER to the ', 'Aa to the '],
    ['Date of issue: ', 'date of issue: '],
    ['Agreed and accepted ', 'and accepted '],
    ['concluded on ', 'concluded on Aa '],
    ['The fee is ', 'MAD tenge $ '],
    ['between Aa ', 'd.o.o. IKE p.l.c. (Pvt) Single Member S.A. Limited Liability Partnership '],
    ['between ', 'Joint Stock Company "Aa '],
    ['Buyer: Aa d.o.o., ', 'director director Bb '],
    ['Buyer: ', 'Aa Bb, cc dd, '],
  ]);
});

describe('hostile text for the fourteenth facts set\'s rules (h21f14)', () => {
  // Codes before figures without "per", dotted marks before figures not in money's form, "Shs." and "P" marks, "JD"
  // before years, "value of" without a sum, "$" dot groups of a peso country, a short name before "will" without
  // "pay", "Av." without a street, periods "of receiving the" without a payment. Timed at 20,000 / 40,000 / 80,000 characters (a /tmp script, CPU): see
  // bench/log.md (h21f14).
  itReadsWithin4s([
    ['The rate is ', 'EUR 1 1 1 1 1 1 1 1 '],
    ['The fee is ', 'R.O. R.O R.O.1 S/ S/. '],
    ['Kampala, Uganda. The fee is ', 'Shs. 12 Shs Shs.1,2 '],
    ['Gaborone, Botswana. The fee is ', 'P 12 P1,2 P '],
    ['The fee is ', 'JD 2025 JD JD1,2 FJ$ F$ J$ '],
    ['The stock has a ', 'value of value of EUR '],
    ['Montevideo, Uruguay. The price is ', '$ 1.000.000.000 $ '],
    ['This MOU is made between Aa Ltd ("Aa") and Bb Ltd ("Bb"). Aa ', 'will will shall shall '],
    ['domiciled at ', 'Av. Av. Avda. '],
    ['The Buyer shall pay ', 'within 5 days of receiving the within 5 days after receipt of '],
  ]);
});

describe('hostile text for the signer lines of the fourteenth facts set (h21f14b)', () => {
  // "For <party>: <name>" with particles and no end, "acting by its <title>" repeated, headings dated at their end,
  // officers joined by "and" without a comma; charter parties' slots of names, addresses and role words repeated
  // without an end, laydays words between dates. Timed at 20,000 / 40,000 / 80,000 characters (a /tmp script, CPU): see
  // bench/log.md (h21f14b).
  itReadsWithin4s([
    ['For the Aa: ', 'Aa bin bint Bb bin '],
    ['Executed as a deed by Aa Ltd ', 'acting by its sole director, '],
    ['Accepted and agreed for Aa Ltd', ' on 9 May 2025 dated the 3rd day of March '],
    ['Executed as a deed by Aa Ltd ', 'acting by Aa Bb, Director Director Director and '],
    ['It is agreed between ', 'AA BB PTE LIMITED of Cc, Dd, Owners of the Ee, '],
    ['It is agreed between AA BB PTE LIMITED of ', 'Cc, Dd, Ee Ff, Gg, '],
    ['The vessel is ready. ', 'Laytime laydays 3 November 2025 cancelling '],
  ]);
});

describe('hostile text for what the fourteenth facts set still left (h22facts)', () => {
  // An earlier agreement's noun and "of" words without "dated", "dated" without a date, defining brackets after dates,
  // "runs for" without a duration, a ministry's comma lists without the "and" that closes them. Timed at 20,000 / 40,000
  // / 80,000 characters (a /tmp script, CPU): see bench/log.md (h22facts). Currencies written out beside "$", repeated.
  itReadsWithin4s([
    ['The parties are parties to ', 'a lease of Aa Bb at Cc dated for a term of '],
    ['Contract No. 1 ', 'dated 1 June 2023 (the "Contract") '],
    ['The agreement ', 'runs for runs for the '],
    ['The Ministry of Aa', ', Bb Cc, Dd Ee'],
    ['The Ministry of Aa', ', Bb and Cc, Dd and Ee'],
    ['Offices in Singapore. ', 'US$ NZ$ USD SGD $ 1 S$C$ '],
  ]);
});

describe('hostile text for the fourteenth facts set\'s parties (h22facts)', () => {
  // Baltic forms before runs of capitalised words and before more forms, field persons with titles that never reach a
  // post word, "by power of attorney" tails without a name. Timed at 20,000 / 40,000 / 80,000 characters (a /tmp script,
  // CPU): see bench/log.md (h22facts).
  itReadsWithin4s([
    ['', 'SIA Aa Bb Cc Dd Ee Ff Gg '],
    ['', 'AS Aa AS "Bb UAB SIA '],
    ['Buyer: Aa Bb', ', Cc Dd Ee Ff '],
    ['Aa Bb, Cc Dd', ', by power of attorney '],
    ['Order acknowledged by the Vendor: Aa Bb', ', Cc Dd Ee Ff Gg Hh '],
  ]);
});

describe('hostile text for the fifteenth facts set\'s rules (h22f15)', () => {
  // Unquoted "hereinafter" aliases with their article and no end, officers after an office repeated, signer labels
  // marked "(signature)", the money marks KD / Bs / GEL / FCFA / TT$ / NT$ / N$ before figures not in money's form,
  // "value of" / "invoice of" without a sum, periods after a colon, signing-date fields, "this guarantee". Timed at
  // 20,000 / 40,000 / 80,000 characters (a /tmp script, CPU, load ~15): 490 ms at most, none growing faster than the text.
  itReadsWithin4s([
    ['between Aa d.o.o., Zagreb ', '(hereinafter: the Aa hereinafter THE Bb hereinafter: '],
    ['between Aa d.d., represented by ', 'the Member of the Management Board Aa Bb and the President of the '],
    ['Authorized Representative', ' (signature) (signed) (sign)'],
    ['The fee is ', 'KD 1,000.00 Bs 1.000.000 Bs. GEL 1 FCFA 1 000 TT$ NT$ N$ '],
    ['Made in Dakar. The price is ', '1 000 FCFA FCFA 2 500 '],
    ['The ', 'value of the value of this invoice of invoices for contract value '],
    ['Clause 4 Licence period', ': from period: from 1 July 2025 '],
    ['', 'Signing date Date of signing: signature date '],
    ['This Guarantee ', 'this guarantee this annex this deed until '],
  ]);
});

describe('hostile text for the sixteenth facts set\'s rules (h23f16)', () => {
  // Baltic forms before quotes never closed, quoted names before a Bulgarian form's letters, stroke money marks without a
  // figure, "AGREEMENT ON" / "CONTRACT FOR" titles without their end, date-defining brackets never closed, dotted dates,
  // capital articles in quotes, first-days periods without their period, months' money, survival words, register words.
  // Timed at 20,000 / 40,000 / 80,000 characters (a /tmp script, CPU ms, classifyContract, load ~6): see bench/log.md (h23f16).
  itReadsWithin4s([
    ['UAB "', 'Aa bb cc dd '],
    ['', '"Aa bb" "Aa" EOO '],
    ['', 'AB "Aa AB "Bb '],
    ['The deposit is ', 'B/. B/ S/. '],
    ['', 'AGREEMENT ON AA OF '],
    ['CONTRACT FOR ', 'AA BB '],
    ['The Parties terminate the Lease on 1 May 2025 ', '(the "Termination (the "End Date '],
    ['Order date: ', 'Place and date: date and place: '],
    ['Today, 2 June 2025, the parties ', 'concluded this concluded the present '],
    ['', '12.12.2025 1.1.2025. '],
    ['Aa Ltd, hereinafter ', '"THE "THE THE '],
    ['The rent is payable ', 'within the first within the first 5 days of each '],
    ['Payment is due; the duties ', 'survive survives for a period of 2 years '],
    ['', 'Registry Register Aa Registry of '],
  ]);
});

describe('hostile text for the seventeenth facts set\'s rules (h24f17)', () => {
  // A place of making without its "on", a term field without its period, notices entries without their person, a
  // quoted name before a form cut short, "Signed by" without its "for and on behalf of", a table row of thousands of
  // cells, "the undersigned" without its date. Timed at 20,000 / 40,000 / 80,000 characters (a /tmp script, CPU ms,
  // classifyContract, load ~8): 404/13/11, 15/35/32, 19/25/56, 22/25/62, 22/10/18, 5/7/10, 180/183/415 (a header row
  // before it), 28/25/30 — see bench/log.md (h24f17).
  itReadsWithin4s([
    ['This Agreement is made in ', 'Aa, of Bb '],
    ['1. ', 'Renewal period Aa '],
    ['Notices: the Buyer, tel. +1 555 0101, ', 'Aa Bb Cc Dd Ee '],
    ['Notices: ', 'the Buyer: Aa Bb, x@y.zz; '],
    ['', '"Aa Bb" Limited Liability '],
    ['Signed by ', 'Aa Bb, Cc '],
    ['Item | Price, UZS ', '| 1 000 '],
    ['In San José, Costa Rica, on the ', 'second day the undersigned '],
  ]);
});

describe('hostile text for what the seventeenth facts set left (h24f17b)', () => {
  // Thousands of listed instalment dates, with and without a defined term after them; "lodge a" without its deposit;
  // "Received and accepted:" over a run of names; initials without a surname. Timed at 20,000 / 40,000 / 80,000
  // characters (a /tmp script, CPU ms, classifyContract, load ~18): 594/571/744 (base 719/526/709), 189/154/280,
  // 34/32/56, 28/19/42, 10/12/37 — see bench/log.md (h24f17b).
  itReadsWithin4s([
    ['The Loan is repaid in instalments on ', '1 May 2026, '],
    ['The Loan is repaid in instalments maturing on ', '1 May 2026 and ("Aa Bb '],
    ['The Tenant shall lodge a ', 'further further deposit lodge a '],
    ['Received and accepted: ', 'Aa Bb and '],
    ['Director ____________ ', 'R. '],
  ]);
});

describe('hostile text for the eighteenth facts set\'s rules (h25f18)', () => {
  // "Concluded in" before places without their "on"; a slot's capacity after "as" and its "hereinafter:" alias repeated
  // after a Balkan form and its seat; "the undersigned" without its colon; the new money marks before figures not in
  // money's form. Timed at 20,000 / 40,000 / 80,000 characters (a /tmp script, CPU ms, classifyContract) — see
  // bench/log.md (h25f18).
  itReadsWithin4s([
    ['Concluded in ', 'Aa Bb Cc, '],
    ['', 'Aa DOOEL Bb, as lessor (hereinafter: the Lessor) and '],
    ['Concluded in Aa on 3 March 2025 by and between ', 'the undersigned '],
    ['The fee is ', 'DA 12 MK 3 Bds$ lei '],
  ]);
});

describe('hostile text for what the eighteenth facts set left (h25f18b)', () => {
  // A court's head before capitalised words that never end the clause; names joined by "e de" without their legal form;
  // "Start date" without its colon; "of receiving the second" without the payment word. Timed at 20,000 / 40,000 /
  // 80,000 characters (a /tmp script, CPU ms, classifyContract) — see bench/log.md (h25f18b).
  itReadsWithin4s([
    ['Disputes go to the ', 'Basic Court Aa Court Bb '],
    ['', 'Banco Aa e de Bb y de Cc e '],
    ['1. ', 'Start date Start '],
    ['Within ten (10) days ', 'of receiving the second '],
  ]);
});

describe('hostile text for the nineteenth facts set\'s rules (h26f19)', () => {
  // A table header's bracketed mark never closed ("(Abcd." repeated), "C $" repeated without a figure, a notices
  // clause's ", and" without "to", hyphenated given names and honorifics without an end, "to the agreement" lines. Timed
  // at 20,000 / 40,000 / 80,000 characters (a /tmp script, CPU ms, each pattern alone): header mark 0.4 / 0.3 / 0.5,
  // entry break 0.4 / 0.3 / 0.8, person 0.9 / 0.4 / 0.8 and 0.3 / 0.5 / 1.2, subtitle line 0.4 / 0.5 / 0.6; a body
  // named head first (findNames) 47 (cold) / 3.0 / 6.0 and 3.5 / 5.6 / 7.6, an account settled 1.0 / 0.6 / 0.9: linear.
  itReadsWithin4s([
    ['Item | ', '(Abcd.'],
    ['Made in Managua. The fee is ', 'C $ C$ '],
    ['Notices: to the Seller, aa@bb.cc, +44 20 7946 0000', ',  and  '],
    ['Notices: to the Seller, aa@bb.cc; ', 'Jean-Claude-Marie '],
    ['Notices: to the Seller, aa@bb.cc; ', 'Daw U Aa '],
    ['', 'to the agreement '],
    ['', 'Banco Aa Bb de Cc Dd Ee de la '],
    ['', 'Ministerio de Aa y '],
    ['The Owners ', 'account settle the each '],
  ]);
});

describe('hostile text for the signature lines facts set 20 left (h27f20b)', () => {
  // "represented by" repeated (each kept for the role fields, at most 16), a role field repeated under a preamble naming
  // its person as a representative, "<name>, for" repeated without a party, okina names repeated after "acting by",
  // "to be" and "be signed" repeated (the look-behind before "signed" is bounded).
  itReadsWithin4s([
    ['ACME S.A., ', 'represented by Mr. Jordi Puig Vidal '],
    ['ACME S.A., represented by Mr. Jordi Puig Vidal (the "Seller");\n', 'The Seller: Jordi Puig Vidal\n'],
    ['', 'Ana Ruiz Soto, for '],
    ['Executed as a deed by ACME LIMITED acting by ', '\'Ana Latu, Director, and '],
    ['The agreement is ', 'to be  be signed '],
    ['Acknowledged and agreed ', 'for Acme: Jo Roe, President, on '],
  ]);
});

// hostile text: set 26's field, signer, renewal, body and date patterns (h33f26)
describe('hostile text: set 26\'s field, signer, renewal, body and date patterns (h33f26)', () => {
  itReadsUnitsAsElementAndLines([
    ['a schedule\'s item numbers with no field', 'Item 1 – Item 2 – Provider Item 3: '],
    ['slash labels with no name', 'Director/Company Secretary: director/company secretary '],
    ['a contact field\'s e-mail parts with no end', 'Member Contact: Aoife Byrne, a.b.c@d.e.f, x@y '],
    ['renewal openers with no verb', 'Thereafter, it Thereafter this Afterwards it '],
    ['the agreement\'s date field words', 'Agreement Date Date of Agreement: Contract date '],
    ['services provided from, no date', 'provide the services under this Contract from render the works from '],
    ['district and confederation heads with no name', 'Solid Waste District Confederation of Water District the '],
  ]);
});

describe('hostile text: identity-number brackets, position labels, "Signed for … by …", "S.C.", organ titles (h37f28)', () => {
  // identity-numbers.ts (IDENTITY_BRACKET), position-labels.ts (POSITION_LABEL), party-details.ts (SIGNED_FOR_BY),
  // company-names.ts (TOWN_THEN_SC, TOWN_LEAD), institution-guards.ts (OFFICE_AFTER): each on near-miss units repeated,
  // classified whole.
  const units: [string, string][] = [
    ['an entry with near-miss identity brackets', '(2) Mr Aa Bb (NRIC No. S1 (passport 1 '],
    ['position labels without a name', 'First Party: the Second Party: '],
    ['signing lines without a signer', 'Signed for Aa Ltd by Signed on behalf of Bb by '],
    ['towns and S.C. forms', 'in Aa, S.C. Bb Cc, S.C. , Dd, S.C. '],
    ['organ titles', 'Management Board Member Supervisory Board Chair Board '],
  ];
  for (const [what, unit] of units) {
    it(`${what} ("${unit}") repeated, classified whole: linear`, () => {
      const result = readsLinearly((n) => {
        const run = unit.repeat(Math.ceil(n / unit.length));
        return () => classifyContract([
          { text: 'SERVICES AGREEMENT', kind: 'title' },
          { text: `This Agreement is made between: ${run}`, kind: 'sentence' },
          { text: `First Party: ${run}Aa Bb L.L.C. (the "Client")`, kind: 'sentence' },
          { text: `(2) Mr Aa Bb (NRIC No. S1234567A)${run}, of 1 Aa Road (the "Contractor").`, kind: 'sentence' },
          { text: `Signed for ${run} by Aa Bb, Director`, kind: 'sentence' },
        ]);
      });
      expect(result.elements.length).toBe(5);
    });
  }
  // Session 57's review: a second officer's comma and an "acting through" read a run of blanks two ways (quadratic).
  it('the second officer and the acting-through patterns alone on a run of blanks: linear', async () => {
    const { AND_OFFICER, ACTING_THROUGH } = await import('../../../../src/contracts/classify/parties/details/line-shapes.js');
    readsLinearly((n) => {
      const text = `${' '.repeat(n)}x`;
      return () => AND_OFFICER.test(text) || ACTING_THROUGH.test(text);
    }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
  });
  it('the identity bracket alone on 20k/40k/80k characters of its near miss: linear', async () => {
    const { IDENTITY_BRACKET } = await import('../../../../src/contracts/classify/parties/identity-numbers.js');
    readsLinearly((n) => {
      const text = '(NRIC No. 1'.repeat(Math.ceil(n / 11));
      return () => IDENTITY_BRACKET.test(text);
    }, 4000, 64_000, 20_000);
  });
});

// hred19 (issue 18, session 29's twentieth adversarial round, once hostile-session-29.test.ts): a behaviour found wrong and its bound.
describe('"Attention:" names a person only before a capital (notice-contacts.ts ATTENTION_NAMED, h30f24)', () => {
  // Its lookahead for a capital was read in any case (the `i` flag folds \p{Lu}), so the first "attention" of an entry
  // was taken whatever followed it, and a person named after a second one was lost.
  const PARTIES = [
    'SERVICES AGREEMENT',
    'THIS AGREEMENT is made on 2 March 2026 between Harrow Mills Limited (the "Customer") and Quayside Data Ltd (the "Supplier").',
    'The Supplier shall provide the services and the Customer shall pay for them.',
  ];
  it('the person after the second "Attention:" when the first names a department in small letters', () => {
    expect(contactNames(...PARTIES,
      'Notices to the Supplier shall be sent to 7 Canal Street, Leeds, marked for the attention of accounts, or by hand, Attention: Tobias Renshaw, Finance Director.',
    )).toEqual(['HARROW MILLS: ', 'QUAYSIDE DATA: Tobias Renshaw']);
  });
  it('lower-case words after the only "attention" name nobody', () => {
    expect(contactNames(...PARTIES,
      'Notices to the Supplier shall be sent to 7 Canal Street, Leeds, for the attention of the finance team, Tobias Renshaw.',
    )).toEqual(['HARROW MILLS: ', 'QUAYSIDE DATA: ']);
  });
});

describe('a preamble\'s representative (representative-contacts.ts, h39a)', () => {
  // "represented by" over and over, each followed by post words and capitalised words with no end: each reading is cut
  // to 160 characters, and the post and name are read word by word.
  itClassifiesRepeatedLinearly('Acme Ltd, represented by its Director General Aa Bb ');
  itClassifiesRepeatedLinearly('represented by represented by ');
  itClassifiesRepeatedLinearly('Director of the Board of ');
});

describe('a preamble\'s representative: courtesy titles and a firm\'s legal form (hrev29)', () => {
  itClassifiesRepeatedLinearly('Lumen SA, represented by its attorney Maître Aa Bb LLP ');
  itClassifiesRepeatedLinearly('represented by Sra. ');
});

describe('courtesy titles from one list before a signer\'s or a contact\'s name (courtesy-titles.ts, hcalls)', () => {
  // COURTESY_BEFORE_NAME (party-details.ts, signer-lines.ts, notice-contacts.ts), notice-contacts.ts' TO_ITS_OFFICER and
  // ATTENTION_NAMED, now built from the one list: titles repeated without the name that ends a match (20k/40k/80k).
  itReadsWithin4s([
    ['For the Supplier: ', 'Miss Sheikh Hon. '],
    ['Notices to the Supplier shall be addressed to its Director, ', 'Lady Sir '],
    ['Attention: ', 'MISS Hon. '],
    ['Signed by ', 'Rev. Mrs Professor '],
  ]);
});

// hruns: the first table of sessions 18–22 (element-runs.test.ts, every area at once) spread by area: its rows and
// cases unchanged, each comment kept with the rows it is about.
describe('the first table\'s facts on parties and signers cases (sessions 18–22)', () => {
  itReadsFirstTableRows([
    // h19seg: a clause number closing a list (lists.ts's DECIMAL_CLAUSE), a run of numbers that never ends in a space.
    ['a deed execution heading with "acting by" names and commas in a run', 'Executed as a deed by Aa Ltd ', 'acting by Aa Bb, '],
    // h18f9: a short name before the role alias ('("Nordvik" or the "Customer")'), and aliases that name a contract.
    ['signature labels before capitals in a run', '', 'Executed by AA BB '],
    ['a signature label before a blank run (two whitespace runs around an optional colon)', 'Name', ' '],
    ["'By:' before a blank run", 'By:', ' '],
    ["'Executed as a deed by' before a blank run", 'Executed as a deed by', ' '],
    ['signing lines "For <name>:" and "Signed:" that never reach a name, in a run (h18e10)', '', 'For Aa Bb: Signed: For '],
    ['"For" and words that never reach a colon, in a run (h18e10)', 'For ', 'Aa, '],
    // h18party: businesses described by their form, bare aliases after a register number and an address, an alias after "a".
    ['"for" and a role before a colon or "by" in a run (h18e9)', '', 'for the Client by for the Supplier: '],
    ['"for the Client" before a blank run (a signatory label, then the name\'s blanks)', 'Approved for the Client', ' '],
    ['"signed, sealed and delivered by" and dashes after names in a run (h18t)', '', 'SIGNED, SEALED AND DELIVERED by Aa Bb - Cc '],
    ['a role field before capitalised name words in a run (h18t)', 'The Landlord: Mr ', 'Aa Bb '],
    ["signature labels before names with apostrophes and hyphens in a run", '', "Signed by O'Aa-Bb Cc-Dd "],
    ['a signature line "For …" that never reaches its colon', 'For ', 'Aa Bb '],
    ['"on behalf of" that never reaches "by" a name', '', 'on behalf of Aa Bb '],
    ['"on behalf of" before a blank run (the free-text name between two whitespace runs split it every way)', 'Signed on behalf of', ' '],
    ['signature lines "Signed by … for and on behalf of" in a run', '', 'Signed by Aa Bb, Director, for and on behalf of '],
    ['signer labels with names and titles in a run', 'By: ', 'Aa Bb, Cc Dd, '],
    ['"Signed for and on behalf of … by" in a run', 'Signed for and on behalf of ', 'Aa Ltd by Bb Cc, '],
    ['"Name:" fields of surname particles that never reach a capitalised word, in a run', 'Name: Aa ', 'van der de '],
    // The eighth set's cues (category-cues-services.ts, h18s): each family run without ever completing.
    ['role fields without an end in a run (issue 18, h18u: a field\'s value is read at most 80 characters on)', 'Tenant: ', 'Aa Bb Cc Dd '],
    ['role and colon signatory labels in a run (issue 18, h18v)', '', 'on behalf of the Contractor: Aa '],
    ['signature lines, capitals names with initials and titles in a run (issue 18, h18f6)', 'SIGNED IN THE PRESENCE OF: ', '____ By: AA B. CC Legal Representative '],
    ['"Party A (Buyer):" fields and "(seal)" headings in a run (issue 18, h18f7)', 'Party A (Buyer): ', 'Aa Co., Ltd. Party B (seal): '],
    ['signing headings, name lines, titles and a second officer in a run (issue 18, h18f7)', 'Executed as a deed by Aa Ltd acting by Bb Cc, Director', ', and Dd Ee, Secretary For Aa Ltd Name: Ññ Óó '],
    ['"acting through" in a signature heading before a long run (issue 18, h18f7: at most 80 characters after it)', 'For Aa Ltd, acting through ', 'Bb Cc '],
  ]);
  // h19s17d: signing labels ("Signed for … by", "by its director", "Per:", "Signed by you"), a town after a party's comma,
  // a document part's title and a month closing a sentence, "and remain liable" after a bar, "but may" after a duty,
  // "allow us to", "be credited on", the pronouns' bracket and a body after "between the", repeated. Timed at 20,000 / 40,000 / 80,000 characters
  // (a /tmp script, CPU): 305 ms at most ("Aa Ltd, Bb " after "between"), none growing faster than the text.
  // 4 s, as the later lists: "SCHEDULE 1 1 1 …" (32,000 numbers read as attributes) took 0.6-0.7 s CPU alone and
  // 3.4-5.3 s under load 11-16 (the process's CPU counts its other test threads), linear from 20k to 160k characters.
  itClassifiesRunsBeforeAlias('h19s17d', [['Signed for ', 'Aa bb '], ['', 'by its director '], ['', 'by its Chairman, '], ['', 'Per: '], ['', 'Signed by you '], ['between ', 'Aa Ltd, Bb '], ['SCHEDULE ', '1 '], ['', 'Schedule 1 – '], ['', '30 September. '], ['', 'August. '], ['The Supplier shall not ', 'and remain liable '], ['The Supplier must pay, ', 'but may '], ['You ', 'allow us to '], ['You will not ', 'be credited on '], ['', '"we", "us" '], ['between the ', 'Aa and the Bb Cc '], ['between the Aa ', 'Bb '], ['between the ', 'Aa of Bb and '], ['This Agreement is made between the ', 'Aa and the Bb Cc '], ['', 'Agreement made between ']], { seconds: 4 });
});

// h45f31: an "Agency" beside an "Operator" takes its side from who shall pay (party-sides.ts EITHER_SIDE_AGENCY, payerOf):
// the parties' sentence, then "The Agency shall pay" repeated.
describe('an agency that pays (h45f31)', () => {
  itReadsWithin4s([
    ['This Agreement is made between Aa Tours S.A.C. (the "Operator") and Bb Travel Ltd (the "Agency"). ', 'The Agency shall pay '],
  ]);
});

// h46facts: two signers on one line (signer-pairs.ts: two labelled fields, two "name, title" columns, two "For <party>:
// <name>" halves), each read only on a line of 200 characters or fewer; the runs check that longer lines stay linear.
describe('two signers on one line (h46facts)', () => {
  itReadsWithin4s([
    ['LAKESIDE SAILING CLUB ', 'Per: Aa Bb '],
    ['Name: Aa Bb, Cc ', 'Name: Dd Ee, Ff '],
    ['Aa Bb, CEO ', 'Cc Dd Director '],
    ['For the Client: Aa Bb ', 'For the Agency: Cc Dd '],
  ]);
});

// h46facts: a witness on the label's line (party-details.ts WITNESS_LINE), the label then a long run.
describe('a witness on its label\'s line (h46facts)', () => {
  itReadsWithin4s([
    ['In the presence of: ', 'Name: Aa Bb, Cc '],
    ['Witnessed by', ' '],
  ]);
});

// h47f32: a signature block on one line, "<party> By: <name>, <title>" (party-details.ts PARTY_THEN_SIGNERS), its
// "Date:" field after the title (signer-lines.ts DATED_TAIL, facts.ts EFFECTIVE_LOW).
describe('a party, "By:" and its signer on one line, dated (h47f32)', () => {
  itReadsUnitsAsElementAndLines([
    ['one-line signature blocks', 'Aa Bb Co., Ltd. By: Cc Dd, Manager Date: May 9, 2030 '],
    ['"By:" and "Per:" without a date', 'By: Aa Bb per: Cc By: Dd date Per: '],
  ]);
});

// h47f32: "<company>, <name>" signature lines (signer-lines.ts PARTY_COMMA_NAME) and particles "el", "al", "y" in names.
describe('a company, a comma and its signer on one line; particles in names (h47f32)', () => {
  itReadsUnitsAsElementAndLines([
    ['company, name lines', 'Aa Bb B.V., Cc van der Dd, '],
    ['particles in a run', 'Aa el Bb al Cc y Dd de '],
  ]);
});

// h47f32: names title-cased letter by letter (slot-names.ts titleCased) and people sharing one alias as one side
// (party-sides.ts): accented pairs joined by "and" in a run.
describe('accented people joined by "and" under one alias (h47f32)', () => {
  itReadsWithin4s([
    ['This agreement is made between Aa Bb inc. (the "Daycare") and ', 'Jérôme Martin and Émilie Roy and '],
  ]);
});

// h48facts: a grower's side decided by who pays (party-sides.ts SIDE_BY_PAYER, payerOf): the payer's sentence in a run.
describe('a grower beside a party without a role word, and who pays (h48facts)', () => {
  itReadsWithin4s([
    ['This agreement is made between Aa Limited (the "Apiarist") and Bb Limited (the "Grower"). ', 'The Grower shall pay the Apiarist the Grower will pay '],
  ]);
});

// h48facts: a letter's countersigning addressee without a legal form (letter-addressee.ts NAME_AT_START, its name read
// again across the letter): the name repeated in the addressee block, the body and the acceptance's name line.
describe('a letter\'s countersigning addressee named again across the letter (h48facts)', () => {
  const units: readonly (readonly [string, string])[] = [
    ['the name again', 'Aa Arts Center of the Bb '],
    ['capitalised words without end', 'Aa Bb Cc Dd Ee Ff Gg Hh Ii Jj Kk '],
  ];
  for (const [what, unit] of units) {
    it(`${what} ("${unit}") repeated in a countersigned letter: linear`, () => {
      const result = readsLinearly((n) => {
        const run = unit.repeat(Math.ceil(n / unit.length));
        return () => classifyContract([
          { text: 'Aa Clock Repair LLC · 1 Main Street', kind: 'sentence' },
          { text: `Mr. Aa Bb, Manager, Aa Arts Center of the Bb, ${run}`, kind: 'sentence' },
          { text: 'Dear Mr. Bb:', kind: 'sentence' },
          { text: `We will service the clock of ${run}(the "Center").`, kind: 'sentence' },
          { text: 'Agreed and accepted:', kind: 'sentence' },
          { text: `Aa Arts Center of the Bb By: Aa Bb, Manager ${run}`, kind: 'sentence' },
        ]);
      });
      expect(result.elements.length).toBe(6);
    });
  }
});

// h52facts: an acceptance heading dated before its party (signer-lines.ts DATED_BEFORE_PARTY): dates after "on" without
// the party, and blanks between them, as one element and as heading-long lines.
describe('an acceptance dated before its party (h52facts)', () => {
  itReadsUnitsAsElementAndLines([
    ['dates after "on" without a party', 'Agreed and accepted on the 9th of March, 2026 on 10th March, 2026 '],
    ['blank runs after "on"', 'Accepted on      the      9th      of      March,      2026      for '],
  ]);
  itReadsWithin4s([
    ['Agreed and accepted on 10th March, 2026 for Aa Ltd.: ', 'on 9 March 2026 for '],
  ]);
});

// h52facts: a one-line signature's date after a comma (signer-lines.ts COMMA_DATE_TAIL): commas and date-like runs,
// as one element and as line-long lines.
describe('a one-line signature dated after a comma (h52facts)', () => {
  itReadsUnitsAsElementAndLines([
    ['commas before dates', 'Signed for Aa B.V.: Bb Cc, Director, 9 April 2025, 9 April 2025 ,   , '],
    ['date-like runs', 'Aa Zrt. – Bb Cc, Sales Director, 12/12/2025 September 9 2025-01-01 , '],
  ]);
});

// h56facts: a party's unit in its notice details (notice-units.ts UNIT_NAME on a mention, CONTACT_DETAILS on the
// element); long runs of title-case words before "Department" and of e-mail-like text (20k/40k/80k characters).
describe('a party\'s unit in its notice details (h56facts)', () => {
  itReadsWithin4s([
    ['Notices to Aa Ltd go to ', 'Credit Risk Department, attention Bb, x@y. Treasury And Ops Division '],
    ['Notice: ', 'aaaaaaaa.bbbbbbbb+cccc-dddd_eeee@ffff-gggg aaaa@'],
  ]);
});

// h57names: "St." inside a signer's name (party-details.ts SAINT, one anchored word at a time); lines of "St." words and
// names, classified whole (20k/40k/80k characters).
describe('a "St." surname on a signer\'s line (h57names)', () => {
  itClassifiesRepeatedLinearly('Aa St. Bb St. Ste. ');
  itReadsWithin4s([
    ['For Aa Ltd\n', 'Marcella St. Rose St. '],
  ]);
});

// h59f35: the party key's forms as written (party-key.ts SUFFIX_CASED, LEADING_FORM, with the Bulgarian forms and "CV",
// "UD"), anchored at the name's end or start; repeated forms and capitals before an alias (20k/40k/80k characters).
describe('Bulgarian forms after a name and Indonesian ones before it (h59f35)', () => {
  itReadsWithin4s([
    ['This agreement is made between CV UD ', 'AA EOOD OOD AD, ET EAD CV UD '],
    ['This agreement is made between ', 'CV AA AD (the "Supplier") and UD BB EOOD, '],
  ]);
});

// h59f35: "SIGNED by A (Title) and B (Title) for and on behalf of …" (party-details.ts SIGNED_FOR, SIGNED_TITLE,
// signer-pairs.ts SIGNER_NAME_BEFORE_AND), anchored at the line's start and read on lines of at most 240 characters;
// repeated bracketed titles and "and"s (20k/40k/80k characters, one element and lines of it).
describe('a signing line\'s bracketed titles and two signers (h59f35)', () => {
  itReadsUnitsAsElementAndLines([
    ['signers and brackets', 'SIGNED by AA BB (Cc) and DD EE (Ff) and GG HH ( '],
    ['names before "for"', 'Signed by Aa Bb and Cc Dd for and on behalf of Ee and '],
  ]);
});

// hrev47: the party key keeps a form that is also a word ("AD", "ET", "CV", "UD") beside English words alone (party-key.ts
// FORMS_ALSO_WORDS: one look-up per word of the name), and a "SIGNED by" line's names are tried against JOB_TITLE
// (anchored, bounded); repeated forms beside English words, and titles where names stand (20k/40k/80k characters).
describe('forms that are words beside English words, titles as signers (hrev47)', () => {
  itReadsWithin4s([
    ['This agreement is made between ', 'SMART AD (the "Designer") and UD TRUCKS, CV SCIENCES ET '],
  ]);
  itReadsUnitsAsElementAndLines([
    ['titles where names stand', 'SIGNED by the Director and Company Secretary for and on behalf of Aa and '],
  ]);
});

// h62names: a seal's bracket after a signer's title (party-details.ts SIGNED_SEAL: one optional literal bracket after each
// title, the line anchored and bounded); repeated titles and seals (20k/40k/80k characters, one element and lines of it).
describe('a seal\'s bracket on a signing line (h62names)', () => {
  itReadsUnitsAsElementAndLines([
    ['titles and seals', 'SIGNED by AA BB (Cc) (Seal) and DD EE (L.S.) (Seal) ( '],
    ['seals before "for"', 'Signed by Aa Bb (Seal) and Cc Dd (L. S.) for and on behalf of Ee and '],
  ]);
});

// h66names: "Signed by [the within-named] <COMPANY> by its <title>, <name>[, in the presence of:]" and "Signed by <COMPANY>
// by <name>, <title>" (party-details.ts SIGNED_BY_COMPANY_LEAD, IN_PRESENCE in SIGNED_FOR_BY_TITLE and SIGNED_FOR_BY:
// anchored, lines of at most 240 characters); repeated "by"s, "within-named" and witnesses' headings (20k/40k/80k
// characters, one element and lines of it).
describe('a company signing by its officer (h66names)', () => {
  itReadsUnitsAsElementAndLines([
    ['"by" after "by"', 'Signed by the within-named AA BB LIMITED by its Director, Cc Dd, in the presence of: by '],
    ['names and titles', 'SIGNED BY THE WITHIN-NAMED AA by Bb Cc, Director by its Dd, Ee Ff, in the presence of '],
  ]);
});

// h72sig: a bare "BSC" ending a party's key (party-key.ts SUFFIX_CASED, one more literal in its anchored alternation);
// name / TITLE / PARTY blocks (party-details.ts: NAME_LINE, JOB_TITLE and the lexicon on three short lines, each
// bounded); two officers in a slot (representative-contacts.ts: the same bounded reader on the first "and" part).
// Repeated runs (20k/40k/80k characters).
describe('a bare BSC, name / title / party blocks and two officers (h72sig)', () => {
  itClassifiesRepeatedLinearly('AA BB BSC, Cc Dd BSC BSC Ee Ltd ');
  itClassifiesRepeatedLinearly('Aa Bb Cc\nLEGAL REPRESENTATIVE\nDD EE S.R.L.\n');
  itClassifiesRepeatedLinearly('Aa Ltd, represented by its President Mr. Bb Cc and its Treasurer Mr. Dd Ee and ');
});

// h78f44p: a short form repeating a quoted name in brackets (alias-forms.ts NAME_IN_SHORT_FORM, one more bounded branch
// of ALIAS_AFTER's skip), a bracketed acronym closing a party's key (party-key.ts ACRONYM_CLOSING, anchored), a company
// named on to its country (company-names.ts OF_PLACE_AFTER_FORM, anchored after the form, three words), a bank's region
// after a dash (bank-names.ts DASH_THEN_WORDS, anchored after the name), a sole trader after "and" (representative-
// contacts.ts, anchored on the part): runs of each before a short sentence.
describe('short forms in brackets, acronyms, companies of a country, a bank\'s region, sole traders (h78f44p)', () => {
  itReadsWithin4s([
    ['Limited Liability Company "Aa Bb" ', '(LLC "Aa Bb") '],
    ['between Aa Bb Company ', 'of Kenya Company of Ghana Corporation of '],
    ['the Banque pour le Commerce ', '– Mer Rouge (BCIMR) – Aa (BA) '],
    ['Aa Ltd, represented by Director Bb Cc', ', and IE Dd Ee (OGRNIP 1234) (INN 5) (DT)'],
  ]);
});

// hsec6: an introduced address's owner (party-details.ts ownerOf) was looked for in the whole text before its intro and
// after it, once per address (quadratic on an element of addresses over and over: 1.1 / 4.0 / 14.4 s for the whole
// classifier at 64k / 128k / 256k characters; the stage alone 73 / 895 ms at 16k / 64k); now within OWNER_REACH
// characters. The stage alone, from 16,000 characters (at 8,000 the old reading grew 6 times, on the bound).
describe("an address's owner on an element of addresses (hsec6)", () => {
  it('"Acme Ltd, having its registered office at 1 Main Street, London ("Acme"), " repeated: findPartyDetails linear', () => {
    const unit = 'Acme Ltd, having its registered office at 1 Main Street, London ("Acme"), ';
    // A lexicon per run, as a classification has: one lexicon keeps what it read of each text.
    const details = readsLinearly((n) => {
      const text = unit.repeat(Math.ceil(n / unit.length));
      return () => findPartyDetails([text], partyLexicon(new Map([['Acme Ltd', 'Acme'], ['Acme', 'Acme']])), new Set(['Acme']));
    }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH, 16_000);
    expect(details.get('Acme')?.addresses.length).toBeGreaterThan(100);
  });
});

// h93fp: an execution in a bracket column (one-line-signers.ts readBracketColumn: from a "SIGNED" line, at most five lines
// of 200 characters, each read by an anchored pattern) and numbered "Name :" entries closed by an alias line
// (name-field-entries.ts: the first 30 elements, lines of 160 characters at most, eight lines after each name): many
// lines of either, the readers alone.
describe('bracket columns and "Name :" entries over many lines (h93fp)', () => {
  it('"SIGNED by Aa Bb, Director, )" / "for and on behalf of )" / "Acme Ltd ) ____" repeated: findPartyDetails linear', () => {
    const lines = ['SIGNED by Aa Bb, Director, )', 'for and on behalf of )', 'Acme Ltd ) ______', 'in the presence of: )'];
    const details = readsLinearly((n) => {
      const texts = Array.from({ length: Math.ceil(n / 24) }, (_, k) => lines[k % lines.length]);
      return () => findPartyDetails(texts, partyLexicon(new Map([['Acme Ltd', 'Acme'], ['Acme', 'Acme']])), new Set(['Acme']));
    }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH, 16_000);
    expect(details.get('Acme')?.contacts).toEqual([{ name: 'Aa Bb', role: 'Director' }]);
  });
  it('"1. Name : Aa Bb" / "Age : 40 years" / "Hereinafter called the FIRST PARTY (the Lessor)." repeated: nameFieldEntries linear', () => {
    const lines = ['1. Name : Aa Bb', 'Age : 40 years', 'Hereinafter called the FIRST PARTY (the Lessor).'];
    const entries = readsLinearly((n) => {
      const texts = Array.from({ length: Math.ceil(n / 40) }, (_, k) => lines[k % lines.length]);
      return () => nameFieldEntries(texts);
    }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH, 16_000);
    expect(entries.length).toBe(10);
  });
});

// h95f54: a letter's addressee called by its salutation (salutation-addressee.ts: the salutation within the first lines,
// the address block above it, the acceptance found once, three lines under it): many lines of a body speaking to "you"
// and signed back, and one long name line, the reader alone.
describe("a salutation's addressee over many lines (h95f54)", () => {
  it('"Mr Aa Bb" / "Dear Aa," / "You accept Aa Bb" lines repeated, a long name line last: salutationAddressee linear', () => {
    const found = readsLinearly((n) => {
      const body = Array.from({ length: Math.ceil(n / 20) }, () => 'You accept Aa Bb.');
      const texts = ['ACME LIMITED', 'Mr Aa Bb', 'Dear Aa,', ...body, 'I accept.', 'Aa Bb', `Aa ${'Bb '.repeat(n / 3)}`];
      return () => salutationAddressee(texts, []);
    }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH, 16_000);
    expect(found.map((o) => o.text)).toEqual(['Aa Bb', 'Aa Bb']);
  });
});

// h95f54: a title's words read as a signer's name (document-words.ts, a pattern anchored per word): one long word of
// letters and many words, the check alone.
describe("a document title's words in a name (h95f54)", () => {
  it('one word of letters without its possessive, then "Aa Bb " repeated: namesADocument linear', () => {
    const long = readsLinearly((n) => () => namesADocument(`${'a'.repeat(n)}s`), PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH, 16_000);
    const many = readsLinearly((n) => () => namesADocument('Aa Bb '.repeat(Math.ceil(n / 6))), PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH, 16_000);
    expect([long, many]).toEqual([false, false]);
  });
});

// h95f54: "Surname:" / "First names:" fields (surname-fields.ts: pairs of lines of 80 characters at most in the first
// lines, an alias looked for ten lines below): many lines of fields, the reader alone.
describe('"Surname:" and "First names:" fields over many lines (h95f54)', () => {
  it('"Surname: AA" / "First names: Bb" repeated: surnameFields linear', () => {
    const found = readsLinearly((n) => {
      const texts = Array.from({ length: Math.ceil(n / 16) }, (_, k) => (k % 2 === 0 ? 'Surname: AA' : 'First names: Bb'));
      return () => surnameFields(texts);
    }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH, 16_000);
    expect(found).toEqual([]);
  });
});
