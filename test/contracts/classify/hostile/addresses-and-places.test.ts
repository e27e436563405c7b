/**
 * Hostile text, by area (split from hostile-text.test.ts and hostile-session-29.test.ts; see helpers.ts for which file
 * takes which case): streets, house numbers, postcodes, towns, countries, places before dates and courts
 * of a place.
 * Each describe keeps the engineer or convention it came from in its title or first comment.
 *
 * The rows of h21attr (attribute rules), h29speed (address and place patterns) and h59f35 (place-of-making.ts) are read
 * by `findAttributes` alone (`itRecognizesRowsLinearly`, session 73, h110suiteH); the family's whole-classifier runs
 * stay: the facts sets' rows (h20facts2, h22f15b, h23f16b), the place words of hred9, h48attr's, h67slot's and
 * h73f39d's units, the first table's rows.
 */
import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import { readsLinearly } from '../../../security/linear-time.js';
import { ATTRIBUTES, itReadsWithin4s, itReadsFirstTableRows, itRecognizesRepeatedLinearly, itRecognizesRowsLinearly } from './helpers.js';
import { itClassifiesRepeatedLinearly } from '../cue-file-linearity.js';

describe('hostile text for the rules of what sets 11–13 left (h20facts2)', () => {
  // "K" before figures not in money's form, figures and brackets of words without the currency, dates followed by
  // "B.S" without the rest, "Court in" without a seat, "registered at the" without a register, polities after places
  // without "represented by", "represented by" slots without an alias. Timed at 20,000 / 40,000 / 80,000 characters (a
  // /tmp script, CPU): see bench/log.md (h20facts2).
  itReadsWithin4s([
    ['Lusaka, Zambia. The fee is ', 'K 12 K1,2 K '],
    ['The price is ', '2,400 (two thousand four hundred '],
    ['made on ', '2082/01/15 B.S '],
    ['the District ', 'Court in Court in '],
    ['registered at the ', 'Office of the Registrar registered at the '],
    ['Aa, ', 'Bb, Province of Cc, '],
    ['Aa Ltd, hereinafter the "Seller", ', 'represented by Director Bb Cc, '],
    ['between Aa Ltd ', '(in Greek "Bb Cc" (in Greek "'],
    ['seated at ', 'G.E.MI. AB.CD. No '],
    ['Director ', '___ A.B. Aa Director '],
    ['represented by ', 'Aa Bb A.B. Bb p.p. A. Bb '],
  ]);
});

describe('hostile text for place words (the lead, from hred9\'s report)', () => {
  // A place word was unbounded: a run of "A-A-A-…" after a house number was tried from every capital to its end
  // (16,000 / 32,000 / 64,000 characters: 193 / 597 / 2,358 ms of CPU, growing with the square; 160,000 would take
  // about 15 s). Capped at 61 letters: 66 / 35 / 58 ms.
  for (const [head, unit] of [
    ['12 ', 'A-'],
    ['Via ', 'Ą-'],
    ['Leeds, ', 'A-'],
  ]) {
    it(`"${head}" then "${unit}" repeated: linear, within 4 s at 160,000 characters`, () => {
      const labels = readsLinearly((n) => {
        const text = head + unit.repeat(Math.ceil(n / unit.length)) + ' street';
        return () => classifyContract([{ text, kind: 'sentence' }, { text: 'The Seller shall pay.', kind: 'sentence' }]);
      }, 4000, 160_000);
      expect(labels.elements).toHaveLength(2);
    });
  }
});

describe('hostile text for the attribute rules of unseen drafting (h21attr)', () => {
  // Lots and units before streets never reaching a street word; recital letters before names; the legal form written as
  // a kind of document; "CO-" words; currencies named after countries; part and item titles; "Legal Representative:";
  // Dublin's postal districts. Timed at 20,000 / 40,000 / 80,000 characters (a /tmp script, CPU, whole classifier): 434 ms
  // at most, none growing faster than the text (", Dublin 2" 357 / 375 / 434 ms; main's build 394 / 423 / 495 ms).
  itRecognizesRowsLinearly(ATTRIBUTES, [
    ['', 'Lot 7 Aa Bb '],
    ['', 'Unit 7 Aa Bb Cc '],
    ['A. ', 'Aa Bb Company '],
    ['', 'Limited Liability Company Agreement of Aa '],
    ['', 'AA CO-AA CO-'],
    ['', 'United States Dollars '],
    ['PART ', '4 PART '],
    ['Item 4 ', '– Aa Item 4 '],
    ['', 'Legal Representative: Aa '],
    ['1 Aa Street', ', Dublin 2'],
  ]);
});

describe('hostile text for what facts sets 14-15 left (h22f15b)', () => {
  // "amended by" an amendment without its "dated", a day restated in brackets without its "day of", countries named with
  // "and" repeated in a party slot, titles before names, name / company / alias runs without line breaks, extension verbs
  // without their "extended", an annex title's "to the" without its contract. Timed at 20,000
  // / 40,000 / 80,000 characters (a /tmp script, CPU, load ~15): see bench/log.md (h22f15b).
  itReadsWithin4s([
    ['The Lease dated 1 May 2020, ', 'as amended by the First Amendment No. 1 amended by '],
    ['The Lease ', 'amended by Addendum No. 2 dated dated '],
    ['made on the ', 'twentieth (20th) (20th) twentieth '],
    ['made on the twentieth ', '(20th) day (20th) days of '],
    ['OWNER: Aa Limited, incorporated in the Republic of ', 'Trinidad and Tobago and Trinidad and '],
    ['This Agreement is made between Aa Ltd of ', 'Bosnia and Herzegovina and Bb (the "Owner") '],
    ['SELLER ', 'director managing director Aa Bb '],
    ['Aa Bb ', 'AA LTD THE SELLER '],
    ['This Agreement expires on 1 May 2025', ', is hereby shall be further '],
    ['ANNEX No. 2 to the ', 'Aa to the Bb '],
  ]);
});

describe('hostile text for what the sixteenth facts set left (h23f16b)', () => {
  // Hyphenated places in a body's tail, share values, agreements cited by number without their date. Timed at 20,000 /
  // 40,000 / 80,000 characters (a /tmp script, CPU ms, classifyContract): see bench/log.md (h23f16b).
  itReadsWithin4s([
    ['Any dispute goes to the Court of First Instance of ', 'Aa-Bb Aa-Bb- '],
    ['Court of ', 'Aa-Bb Cc-Dd of '],
    ['The Seller holds 5 ', 'shares of shares of EUR 1 '],
    ['The price is ', 'nominal value of par value of '],
    ['', 'under Aa Bb Agreement No. 12/3 under '],
    ['By Loan Agreement No. 1 ', 'dated by Loan Contract No. 2 '],
    ['This Agreement is made between Aa Ltd, ', 'registered with the Aa and Bb of Cc & Dd '],
    ['', 'AA AND BB SHARE COMPANY, having '],
    ['This Agreement is made between ', 'Aa Ltd, registered with the Bb and Cc, and '],
  ]);
});

describe('hostile text for the address and place patterns read by code (h29speed)', () => {
  // A candidate address whose town is a listed word, repeated (each runs the checked head at its position); parts that
  // stop at a listed word or "the"; building names before a label; a four-digit postcode's parts; the comma before a
  // town and a near-country; listed names that start another listed name, run together.
  itRecognizesRowsLinearly(ATTRIBUTES, [
    ['', '12 Mill Lane, Supplier '],
    ['', 'Elm House, Supplier LS1 4AB '],
    ['', 'Aa Road, The Bb LS1 4AB, '],
    ['', 'Strandgata 12, Customer '],
    ['Lindenstraße 12', ', the Netherlands, the '],
    ['', 'Ruta 5 km 3, Supplier '],
    ['', 'Tel House, Elm House, 12 '],
    ['', 'Aa 1, 8500 Aa, Supplier, '],
    ['', ', Aa Bb Cc, Norwa'],
    ['', ', Aa, Norway'],
    ['', 'Hong Kong Hong '],
    ['', 'U.S.U.S.A'],
    ['Signed at ', 'Aa, Bb, Norway, '],
  ]);
});

describe('hostile text: a party\'s name in a place\'s position (hrev26, party-not-place.ts PLACE_POSITION_BEFORE)', () => {
  for (const unit of ['in Sheffield ', 'to Sheffield | ', 'in  ']) {
    it(`"${unit}" repeated after a party named Sheffield Limited: linear`, () => {
      const result = readsLinearly((n) => {
        const run = unit.repeat(Math.ceil(n / unit.length));
        return () => classifyContract([
          { text: 'This Supply Agreement is made between Tees Valley Foods Ltd ("Buyer") and Sheffield Limited ("Seller").', kind: 'sentence' },
          { text: `The Seller shall deliver the goods ${run}Sheffield.`, kind: 'sentence' },
        ]);
      });
      expect(result.elements.length).toBe(2);
    });
  }
});

describe('hostile text: a town after a venue or a legal form and a comma (h34x44)', () => {
  // place-names.ts's TOWN_STATE (the venue named with "the" before the town) and place-positions.ts's
  // LEGAL_FORM_THEN_COMMA (a cased position, tested again with what follows the town): each on its own repeated unit.
  for (const unit of ['at the Aa Bb Cc, ', 'at the Aa, Bb Cc, ', 'in the Aa, Bb, Nevadaa ', 'B.V., Aa ', 'Ltd, Aa Bb, Cc ', 'GmbH, Solicitors, ']) {
    it(`"${unit}" repeated, classified after a preamble: linear`, () => {
      const result = readsLinearly((n) => {
        const run = unit.repeat(Math.ceil(n / unit.length));
        return () => classifyContract([
          { text: 'This Services Agreement is made between Northwind Traders Ltd ("Customer") and Contoso Ltd ("Supplier").', kind: 'sentence' },
          { text: `The Expo will be held ${run}Nevada.`, kind: 'sentence' },
        ]);
      });
      expect(result.elements.length).toBe(2);
    });
  }
});

// hruns: the first table of sessions 18–22 (element-runs.test.ts, every area at once) spread by area: its rows and
// cases unchanged, each comment kept with the rows it is about.
describe('the first table\'s addresses and places cases (sessions 18–22)', () => {
  itReadsFirstTableRows([
    // h21bare: C14's undertaking to co-operate (a modal, a bracketed phrase, then "co-operate"; a second duty after it).
    ['address parts without end (street, then comma-separated towns)', '12 Mill Lane', ', Leeds LS1 4AB'],
    ['house numbers before capitalised words that never reach a street word', '', '1 Aa Bb Cc '],
    ['units and boxes in a run', '', 'Unit 7, Suite 9, P.O. Box 1, '],
    ['an address intro repeated without an address', '', 'whose registered office is at '],
    ['town lines (state code, form blank, ZIP) in a run', '', 'Aa Bb CA __12345_'],
    // h18f10: a representative "acting … on behalf of" a company, "hereinafter," and a leading legal form in a run.
    ['"made in <Place> on" and "In <Place>, on" in a run', 'This Agreement is ', 'made in Aa Bb on In Cc, on '],
    // h19seg: a clause number closing a list (lists.ts's DECIMAL_CLAUSE), a run of numbers that never ends in a space.
    ['"Done in" with capitalised places that never reach "on"', 'Done in ', 'Aa-Bb '],
    // h18f9: a short name before the role alias ('("Nordvik" or the "Customer")'), and aliases that name a contract.
    ['Australian towns with state codes and postcodes after a street', '12 Mill Lane', ', Aa NSW 2000 Bb'],
    ['towns before a US state in a run', 'in ', 'Aa, Texas in '],
    // h18party: businesses described by their form, bare aliases after a register number and an address, an alias after "a".
    ['capitalised place words before a comma and a date in a run (h18t)', '', 'Aa Bb Cc Dd Ee, 1 May 2024 '],
    ['street words with directions in a run', '', '12 Aa Street West, '],
    ['"made at" places that never reach "on" in a run', 'This Agreement is ', 'made at Aa Bb Cc '],
    // The eighth set's cues (category-cues-services.ts, h18s): each family run without ever completing.
    ['name-like states after commas, "State of" and "laws of" in a run, with a bare dollar', 'The fee is $5. ', ', State of laws of Virginia Washington, D Georgia 1234 '],
    ['routes by number in a run (issue 18, h18u: a road read on two tokens before the mark and one after the figure)', '', 'on the R2 towards along the R62 '],
    ['towns, states, countries and airports in a run (issue 18, h18u)', '', 'of Aa Bb, Oregon Stuttgart, Germany Manchester Airport from '],
    ['continental street words, house numbers and postcodes in a run (issue 18, h18v: a street name of at most 40 letters)', '', 'Aastraßestraße 4, 12345 Bb, 111 22 Cc Dd Straße 5, D-'],
    ['"Drawn up in" places in a run (issue 18, h18f7)', 'Drawn up in ', 'Aa Bb-Cc '],
  ]);
  it('"Made in", "Done at" and "concluded at" places of capitals joined by dashes that never reach "on", before a date: linear (hred9)', () => {
    // A dash was both a letter of a place word and a separator between place words, so a run "A-A-A-…" split every way
    // into four words: 600 characters took 1.2-9.6 s of CPU, 64,000 would take days.
    for (const head of ['Made in ', 'Done at ', 'Drawn up in ', 'The works were concluded at ']) {
      const labels = readsLinearly((n) => {
        const text = `${head}${'A-'.repeat(n / 2)}A May 1, 2025`;
        return () => classifyContract([{ text: 'SUPPLY AGREEMENT', kind: 'title' }, { text, kind: 'sentence' }]);
      });
      expect(labels.effective_dates).toEqual([]);
    }
  });
});

describe('hostile text: a town and its New Zealand region (place-names.ts TOWN_STATE with NZ_REGIONS, issue 18, h44s48)', () => {
  for (const unit of ['near Aa, Waikato', 'near Aa Bb, Bay of ', 'in Aa, Hawke', 'near Aa, ']) {
    it(`"${unit}" repeated, classified whole: linear`, () => {
      const result = readsLinearly((n) => {
        const run = unit.repeat(Math.ceil(n / unit.length));
        return () => classifyContract([{ text: `The farm lies ${run} Waikato.`, kind: 'sentence' }]);
      });
      expect(result.elements.length).toBe(1);
    });
  }
});

describe('a town after a works and "in" or "at" (place-positions.ts POSITION, issue 18, h48attr)', () => {
  // New site nouns (winery, foundry, laboratory, dock, cellar …) in POSITION's alternation; PLACE_AFTER reads four words.
  // The file's one whole-classifier run of a place recognizer's unit; the others read the attribute stage alone
  // (ATTRIBUTES: addresses, streets, towns and places are all found there). Dates of making and slots stay whole.
  itClassifiesRepeatedLinearly('winery in Aa Bb Cc Dd ', { name: '"winery in Aa Bb Cc Dd " repeated, classified whole: linear' });
  for (const unit of ['laboratory at ', 'dock in Vila Nova de Aa de ']) itRecognizesRepeatedLinearly(ATTRIBUTES, unit);
});

describe('a town before a listed place after "of" or a street (town-before-listed.ts, OF_TOWN, STREET_THEN_TOWN, h50n50)', () => {
  // Each match is one or two bounded words; the listed places after it are read on 48 characters, twice at most.
  itRecognizesRepeatedLinearly(ATTRIBUTES, 'of Mushin, of Aa, Lagos, Bb Street, Cc, Lagos, ');
  itRecognizesRepeatedLinearly(ATTRIBUTES, 'Aa Bb Street, Cc Dd, Ee Road, Ff, ');
});

describe('set 51\'s places, in a run (place-names.ts TOWN_STATE with STATES_AFTER_TOWN and REGION_QUALIFIER_BEFORE, place-positions.ts REGISTERED_IN_COUNTRY_OF; h55n51)', () => {
  // TOWN_STATE gains listed names in its alternation only; the qualifier is read on the 12 characters before a listed
  // country; the registration's country is one to three bounded words before ", of": linear.
  itRecognizesRepeatedLinearly(ATTRIBUTES, 'in Aa Bb, Selangor in Cc, Dd Ee, ');
  itRecognizesRepeatedLinearly(ATTRIBUTES, 'Peninsular East Malaysia Central ');
  itRecognizesRepeatedLinearly(ATTRIBUTES, 'a company registered in Aa Bb Cc, of Dd Ee registered in ');
  itRecognizesRepeatedLinearly(ATTRIBUTES, 'registered in Aaaa Bbbb Cccc Dddd Eeee, of ');
});

describe('a street where the town would stand before a state, in a run (place-names.ts STREET_FOR_TOWN, hrev40)', () => {
  // STREET_FOR_TOWN is anchored on TOWN_STATE's town group (three bounded words at most): linear.
  itRecognizesRepeatedLinearly(ATTRIBUTES, 'of Harbour Road, Penang, of Jalan Aa, Selangor, from Main Street, Ohio, ');
  itRecognizesRepeatedLinearly(ATTRIBUTES, 'of Aa Bb Road Cc, Perak, Road, ');
});

describe('a party\'s town after "of" before its alias (party-towns.ts OF_TOWN_BEFORE_ALIAS, NAME_BEFORE; h56attr)', () => {
  // One to three bounded words after "of", a bounded description and the bracket; the name before "of" is read on the
  // 80 characters before it: linear.
  itRecognizesRepeatedLinearly(ATTRIBUTES, 'Aa Bb of Cc Dd Ee, aa bb cc dd ee (the ');
  itRecognizesRepeatedLinearly(ATTRIBUTES, 'Aa Bb Cc, of Dd (');
  itRecognizesRepeatedLinearly(ATTRIBUTES, 'of Aa of Bb of Cc (x ');
});

describe('a kind of water or land after a listed town (place-names.ts WATER_OR_LAND_AFTER; h56attr)', () => {
  // Anchored at the listed town's end, read on 16 characters: linear.
  itRecognizesRepeatedLinearly(ATTRIBUTES, 'Bristol Bay Leeds River Hamburg Harbour ');
  itRecognizesRepeatedLinearly(ATTRIBUTES, 'in Le Havre Bay, ');
});

describe('a town named as its own state (place-names.ts TOWN_STATE and POLITY_OF_BEFORE, h59n52)', () => {
  // One bounded look at the 16 characters before each match: the whole classifier on repeated towns, states and lists.
  itRecognizesRepeatedLinearly(ATTRIBUTES, 'of New York, New York and the State of New York, New York, ');
  itRecognizesRepeatedLinearly(ATTRIBUTES, 'the States of California, Oregon of ');
});

describe('a place of making in any script (place-of-making.ts PLACE_WORD in MADE_AT, CONCLUDED_AT; h59f35)', () => {
  // Each place word opens with a capital and is bounded by a blank or a comma; repeated words of any script with no
  // "on" after them, and repeated "made in" formulas (20k/40k/80k characters).
  itRecognizesRowsLinearly(ATTRIBUTES, [
    ['This agreement is made in ', 'Ħamrun Łódź, Xgħajra-Gżira of Ż. '],
    ['This agreement ', 'was concluded in Ħa Łó Gż made at Ħ, of Ł '],
  ]);
});

describe('"Washington, D.C." as an address\'s part (addresses.ts DISTRICT_OF_COLUMBIA, h62names)', () => {
  // One literal alternative more per part, sticky at the part's start: repeated districts after streets, with and
  // without their ZIP, and points with no street before them (20k/40k/80k characters).
  itRecognizesRepeatedLinearly(ATTRIBUTES, '9 Main Street, Washington, D.C. 20004, D. C., ');
  itRecognizesRepeatedLinearly(ATTRIBUTES, 'D.C. D. C. 20004 D.C.D.C. ');
});

describe('a South African town and its province, in a run (place-names.ts TOWN_STATE with SOUTH_AFRICAN_PROVINCES, h63n53)', () => {
  // New words in TOWN_STATE's alternation of regions; its words bounded: linear.
  itRecognizesRepeatedLinearly(ATTRIBUTES, 'at Bethlehem, Free State, at Aa Bb, Gauteng of the Cc, ');
});

describe('"Washington, D.C." in running text (place-names.ts DISTRICT_AFTER_WASHINGTON, h63left)', () => {
  // One anchored look of 12 characters after each listed "Washington": repeated capitals with and without their
  // district (20k/40k/80k characters).
  itRecognizesRepeatedLinearly(ATTRIBUTES, 'in Washington, D.C. and Washington, DC, Washington, D. ');
  itRecognizesRepeatedLinearly(ATTRIBUTES, 'Washington, Washington Washington, DCX ');
});

describe('a town and its state with a country after, in a run (place-names.ts countryAfter, hrev51)', () => {
  // The listed-place index read on 48 characters after each town and state: linear.
  itRecognizesRepeatedLinearly(ATTRIBUTES, 'in Sandton, Gauteng, South Africa, in Aa, Selangor, Malaysia, ');
});

// h67slot: a place-and-date line over a preamble's slot (signatures/place-date-lines.ts PLACE_AND_DATE_LINE, anchored at
// both ends, read on lines of at most 120 characters); place words, commas and figures repeated, in a line and above a
// slot (20k/40k/80k characters).
describe('a place-and-date line over a slot is no party (h67slot)', () => {
  itClassifiesRepeatedLinearly('Aa Bb, Cc Dd, 2 September 2034, 20.03. 2034. 04. ');
  itClassifiesRepeatedLinearly('Petropavl, 2 September 2034\n\nthe farmer, hereinafter referred to as the "Seller", and ');
});

// h68s54: a town's words joined by the particles of addresses.ts (place-positions.ts PLACE_AFTER, its words bounded to
// four), particles and capitalised words repeated after a position (20k/40k/80k characters).
describe('a town joined by particles, repeated (h68s54)', () => {
  itRecognizesRepeatedLinearly(ATTRIBUTES, 'located in Rio das Pedras dos Aa de Bb les Cc, ');
});

// h73f39d: the date of making's openings (facts set 39's causes 9-11): place-date-lines.ts QUOTED_DAY_DATE and the
// province and country parts of SIGNING_PLACE_AND_DATE, facts.ts SUBTITLE_LINE and IN_PLACE_COUNTRY_ON's second part,
// place-of-making.ts MADE_AT's "this" (20k/40k/80k characters, in one element and as lines under a title).
describe('the date of making under a subtitle, after a province or "made at … this" (h73f39d)', () => {
  itClassifiesRepeatedLinearly('In Aa, Province of Bb, Cc Dd, on the 2nd day of April 2034, Aa "14" February 2034 «2» ');
  itClassifiesRepeatedLinearly('CONTRACT No. 1\n\nfor the supply of the sale of \n\nOsh city "14" February 2034\n\n');
  itClassifiesRepeatedLinearly('made at Aa Bb this 28th day of made at Aa, of Bb this 2 ');
  itClassifiesRepeatedLinearly('In Aa, Bb of Cc, Dd of Ee, Ff, on the 7th day of June 2031. ');
});

describe('hostile text for a street widened over the town after it (C48 as relabelled, session 55, lead)', () => {
  // Every town after a street reads one window of 110 characters back (names/street-before-town.ts): streets and towns
  // in a row, a street's words without its kind, and the kind first without a town.
  for (const unit of ['Aa Bb Road, Leeds, ', 'on Jalan Aa, Bb, Cc Street, Dd. ', '12 Aa Bb Cc, Leeds, ']) itRecognizesRepeatedLinearly(ATTRIBUTES, unit);
});

describe('a French street with its kind capitalised (addresses.ts FRENCH_STREET, set 93, h119a93)', () => {
  // The kind's first letter in either case: house numbers and capitalised kinds with no postcode, and postcodes with no
  // town, repeated (8k to 32k characters).
  itRecognizesRowsLinearly(ATTRIBUTES, [
    ['', '4 Quai de l\'Aa Bb Cc Dd '],
    ['', '4 Quai Aa, 97320 '],
    ['Office: ', '4 Rue Aa, 97320 Bb-Cc-Dd – '],
  ]);
});
