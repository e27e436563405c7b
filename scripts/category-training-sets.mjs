// Which of parley's hand-written labelled sets (bench/data/contracts-generalization*.json) the learned category model
// trains on. Both lists are explicit: a new set file is in neither until someone decides, and then
// categoryTrainingSetFiles() fails instead of silently training on it (a count, `slice(0, 8)`, would have).
// Sets 12 and 13 were written blind in session 15 to measure the model: never trained on in that session. Relabelled
// to conventions C1-C4 in session 16 (h18cat6) and measured as training data: LOSO mean over sets 1-13 +0.001 (noise),
// set 1 -0.012, the visible half -0.002 and two documented readings flipped, so they stayed held out then (bench/log.md).
// Sets 14-19 were each written blind (h18e14 and h18e15 in session 16, h18e16 and h18e17 in session 17, h19e18 and
// h19e19 in session 18: nested clause headings, other domains, translated drafting) and held out until session 19's
// h20train (below): their blind category figures are in README.md's table.
// Set 20 was written blind in session 19 (h20e20, nested clause headings, new domains, roles only in a signature block): never trained on.
// Set 21 was written blind in session 20 (h21e21, nested clause headings, new domains, definitions in a closing schedule): never trained on.
// Set 22 was written blind in session 20 (h21e22, nested clause headings, new domains, definitions at the end, third-person 'it'): never trained on.
// Set 23 was written blind in session 21 (h22e23, nested clause headings, new domains, Scottish missives, a translated Kazakh contract, definitions in a closing schedule, 'they'): never trained on.
// Set 24 was written blind in session 21 (h22e24, nested clause headings, new domains, translated Vietnamese and Brazilian contracts, definitions in a closing schedule, 'it'): never trained on.
// Set 25 was written blind in session 22 (h23e25, nested clause headings, new domains, a translated Indonesian contract, definitions in a closing schedule, 'it', we/you letters): never trained on.
// Set 26 was written blind in session 22 (h23e26, nested clause headings, new domains, translated Czech and Chilean contracts, definitions in a closing schedule, 'she', we/you consumer terms): never trained on.
// Set 27 was written blind in session 23 (h24e27, nested clause headings, new domains, contracts translated from French, Spanish and Thai, definitions at the end, 'undertakes:' and 'shall:' lead-ins, we/you hire terms): never trained on.
// Set 28 was written blind in session 23 (h24e28, nested clause headings, new domains, a contract translated from Italian, 'he' and 'it', (i)-(v) lead-ins, we/you festival terms): never trained on.
// Set 29 was written blind in session 24 (h25e29, nested clause headings, new domains, contracts translated from Spanish and Arabic, 'she' and 'he', (i)-(v) lead-ins, definitions in a closing schedule, we/you tuition terms): never trained on.
// Set 30 was written blind in session 24 (h25e30, nested clause headings, new domains, contracts translated from Greek and Japanese, definitions at the start with (a)-(f) items, 'it' and 'they', (i)-(v) lead-ins, we/you hall hire terms): never trained on.
// Set 31 was written blind in session 25 (h26e31, nested clause headings, new domains, contracts translated from Finnish, Spanish and German, definitions at the start with (a)-(f) items, 'it' and 'they', (i)-(v) lead-ins, we/you allotment terms): never trained on.
// h18gist relabelled Business Continuity, Responsibilities and Scope of Work in sets 1-16 by the service's definitions;
// training on 1-16 then raised the LOSO mean over 1-16 0.7531 -> 0.7569 with the visible half 0.786, but flipped 7
// documented readings of test/contracts/classify: 12-16 stay held out (bench/log.md, h18gist).
// h19settle decided the readings training on 1-17 flips (3 kept by sense rules of category-sense.ts, 3 decided for the
// new reading; docs/contracts.md, "Readings settled") and measured it: LOSO mean over 1-17 0.755 -> 0.758, but the
// visible half 0.787 -> 0.784, under the bar of 0.785: 12-17 stay held out (bench/log.md, h19settle).
// h20train trained on sets 1-19 (issue 18, the lead's bar of session 19: LOSO mean over 1-19 +0.003, the visible half
// >= 0.780, the shared check's category >= 0.780): LOSO mean over 1-19 0.7497 -> 0.7546, visible half 0.787 -> 0.784,
// shared check category 0.7894 -> 0.7864; the nine readings it tipped are settled in docs/contracts.md ("Readings
// settled, training on sets 1-19"). Set 20 (written blind in session 19) stays held out as the blind measure.
// h23cat trained on sets 1-24 (issue 18, session 22): the learning curve over sets 1-19 was still rising (held-out 20-24
// mean 0.693 on 4 sets, 0.697 on 8, 0.698 on 12, 0.707 on 16, 0.709 on 19), and training on 20-24 raised the LOSO mean
// over 1-19 0.7565 -> 0.7584 and sets 20-24 from 0.709 (blind) to 0.716 (each by a model trained on the other 23 sets);
// the visible half 0.792 -> 0.795 (bench/log.md, h23cat). Set 25 (written blind in session 22) stays held out.
// h25train measured training on sets 1-28 (issue 18, session 24): LOSO mean over 1-28 0.7608 -> 0.7618, sets 25-28
// 0.7865 (blind) -> 0.7910 (each by a model on the other 27), blind set 29 0.728 -> 0.738, but the visible half
// 0.790 -> 0.781 and the shared check's category 0.7901 -> 0.7802, under the bar of 0.785 (no epoch count clears both),
// and five documented readings flipped: 25-28 stay held out (bench/log.md, h25train).
// Set 32 (written blind in session 25 by h26e32) is held out as the blind measure.
// Set 33 (written blind in session 26 by h27e33: nested clause headings, new domains, contracts translated from Spanish, Turkish and French, definitions at the start with (a)-(f) items, 'it' and 'they', (i)-(v) lead-ins, we/you yacht charter terms) is held out as the blind measure.
// Set 34 (written blind in session 26 by h27e34: nested clause headings, new domains, contracts translated from Romanian and Japanese, definitions at the start with (a)-(f) items, 'it', 'she' and 'they', (i)-(v) lead-ins, we/you chimney sweeping terms) is held out as the blind measure.
// Set 35 (written blind in session 27 by h28e35: new domains, contracts translated from Croatian, Mongolian, Icelandic and Dutch, parties named by abbreviations, present-tense duties, Indian 'ONE PART' drafting, rows as tables, we/you carnival terms) is held out as the blind measure.
// Set 38 (written blind in session 28 by h29e38: mainstream commercial contracts as European, Asian and public-sector buyers draft them, a UK call-off with Buyer/Supplier without 'the', translated German and Danish present-tense duties, table rows of fees and severity levels, ALL-CAPS liability clauses) is held out as a blind measure.
// Set 40 (written blind in session 29 by h30e40: mainstream commercial contracts of kinds sets 37-39 lack, a US software development agreement with acceptance testing, an NSW office lease, an English managed IT services agreement with a severity-level schedule, a buyer's conditions of purchase, we/you temporary staffing terms, an Ontario sponsorship, a parent company guarantee deed) is held out as a blind measure.
// Set 46 (written blind in session 31 by h39e46: new kinds, a translated Polish fuel card's '§ N.' terms, an Indian leave and licence in rupees with ONE PART / OTHER PART, a Texas oilfield MSA with ALL-CAPS knock-for-knock indemnities, we/you parcel carrier terms aliased as Carrier / Customer, a Swiss patent purchase with a licence-back under 'Art. N' headings) is held out as a blind measure.
// Set 47 (written blind in session 31 by h41e47: new kinds, an English factoring agreement with recourse, a Saleform-style ship sale memorandum with plural Sellers / Buyers, a Rotterdam tank storage agreement under 'Article N – Title' headings with fee rows in EUR, a we/you recording artist letter aliased as Label / Artist, a tied pub tenancy with 'must' and particulars as rows) is held out as a blind measure.
// Set 48 (written blind in session 31 by h43e48: new kinds, a New Zealand variable order sharemilking agreement with a couple as Sharemilker, Singapore marine bunker sale terms with ALL-CAPS exclusions and a maritime lien, we/you Texas crane rental terms for operated and bare rentals, a Queensland biobank sample access agreement with bare role brackets and 'Item N' rows, a translated Italian golf course maintenance contract under 'Art. N – Title' headings) is held out as a blind measure.
// Set 49 (written blind in session 32 by h46e49: new kinds, an Irish stallion nomination contract with particulars as rows and a live foal condition, a translated Mexican customs brokerage agreement with DECLARATIONS and ordinal clauses for THE CLIENT / THE BROKER in capitals, a translated Korean webtoon licence between Gap and Eul under 'Article N (Title)' headings, a Northern Ireland hire purchase of a combine harvester with GBP instalment rows, a Singapore employer of record agreement with an Order Form as rows) is held out as a blind measure.
// Set 50 (written blind in session 32 by h47e50: new kinds, a Nigerian agent banking agreement with a Float in NGN and commission rows, an Alberta seismic data licence for bare Licensor / Licensee with WHEREAS recitals and 'Section N.N' openings, a plain-English Vermont community solar subscription (we / you as the Subscriber) under question headings, a translated German company bicycle leasing framework whose Users are no party, a Wisconsin cheese affinage agreement with a Fee Schedule as rows) is held out as a blind measure.
// Set 51 (written blind in session 33 by h50e51: new kinds, a translated Dutch packaging framework purchase with 'hereinafter:' parties, 'Article N: Title' headings and a Consignment Stock, an English theatre ticketing agreement with Ticket Revenue held on trust and Booking Fee rows, a Malaysian loyalty points programme participation with WHEREAS and RM fee rows, an Ontario retained executive search for bare Recruiter / Client with fee instalments as items, a Danish-German trade mark coexistence between short-named parties) is held out as a blind measure.
// Set 52 (written blind in session 34 by h55e52: new kinds, a Luxembourg fund administration agreement with 'shall mean' definition items and fee rows in basis points, a we/you New York auction consignment aliased as Auctioneer / Consignor with lot rows, a Scottish wind farm option agreement under 'PART N: TITLE' headings with 'undertakes:' items, a Western Australian mining village catering contract for bare Principal / Contractor with 'must' and KPI rows, Zurich custody terms for allocated precious metals with present-tense duties under 'Art. N' headings) is held out as a blind measure.
// Set 53 (written blind in session 35 by h59e53: new kinds, a Texas pipeline right-of-way easement for a married couple as Grantor and an LLC as Grantee with USD damage-rate rows, a Dubai free-zone office lease under 'Article N – Title' headings with AED particulars rows, a translated Valencia refrigerated road haulage framework with ordinal clause headings and 'undertakes:' items, a Free State broiler contract growing agreement for Integrator / Grower ('he') with nested definitions and rand fee rows, a Washington orthopedic implant consignment for bare Company / Facility with loaner sets and price rows) is held out as a blind measure.
// Set 54 (written blind in session 36 by h63e54: new kinds, an Indian pharmaceutical loan licence manufacturing agreement with WHEREAS recitals and INR conversion-charge rows, a Belgian-English private label chocolate supply for bare Supplier / Retailer under headings numbered without dots with EUR price rows, a translated Sao Paulo sugar cane supply contract for the MILL / the SUPPLIER ('he') under 'CLAUSE ONE – OBJECT' headings with R$ rate rows, a Scottish salmon smolt supply with PARTICULARS rows and 'must', a plain-English we / you Portland commissary kitchen use agreement with plan rows and items) is held out as a blind measure.
// Set 55 (written blind in session 37 by h67e55: new kinds, a Northern Territory cattle agistment agreement for bare Owner / Agister with unquoted definitions, 'must' and AUD Item rows, a translated Tokyo anime production committee agreement for three members under 'Article N (Title)' headings with JPY contribution ratios as items, a Nairobi cash-in-transit services agreement with WHEREAS recitals, 'shall mean' definitions, an ALL-CAPS liability cap and KES schedule rows, a translated Ho Chi Minh City cut-make-trim garment processing contract for Party A / Party B in the present tense with USD, a plain-English we / you Colorado self-storage rental agreement aliased to Owner / Occupant with rows, items and ALL-CAPS clauses) is held out as a blind measure.
// Set 56 (written blind in session 38 by h70e56: new kinds, a translated Vilnius IT infrastructure outsourcing agreement for the Customer / the Service Provider 'hereinafter referred to as', 'Article N. Title' headings, 'undertakes:' items and service credits in EUR, a Moroccan phosphate contract of affreightment for plural Owners / Charterers with PART I rows in USD per tonne and 'Clause N – Title' headings, a translated Tyrol joint ski pass cooperation between three lift companies as Partners under '§ N' headings with EUR price rows, a translated Trujillo blueberry export sales agency for THE EXPORTER / THE AGENT under ordinal clause headings with a) to e) items, plain-English we / you Kenyan cut-flower auction clearing terms aliased to the Clearing Agent / the Grower with charge items in EUR and KES) is held out as a blind measure.
// Set 59 (written blind in session 41 by h76e59: new kinds, a translated Hungarian seed maize multiplication contract with 'hereinafter: Producer' parties, Roman-numeral sections and yyyy.mm.dd. dates in HUF/Ft and EUR, a translated Slovak railway tank wagon hire under 'Article I.' headings with bracketed paragraphs, spaced d. m. yyyy dates and '38,50 EUR', Estonian bug bounty terms in we / you with severity reward rows, a Tanzanian diamond core drilling services contract for the COMPANY / the CONTRACTOR with USD per-metre rows, an Irish homestay host agreement with 'must' and roman items) is held out as a blind measure.
// A NEW BLIND SET GOES TO HELD_OUT_SETS until someone decides to train on it (and measures it).
import { generalizationSetFiles, setNumber } from '../bench/data/generalization-sets.mjs';

/** The sets the shipped model trains on (sets 9-11 since h18cat4, 12-19 since h20train, 20-24 since h23cat; see bench/log.md). */
export const TRAINED_SETS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24];
/** The sets kept out of training: blind measures. */
export const HELD_OUT_SETS = [25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62];

// A set file's number: one home, beside the list of set files (bench/data/generalization-sets.mjs); re-exported for its
// callers here.
export { setNumber };

/**
 * The set files to train on, set order. `trained` overrides TRAINED_SETS for a measurement
 * (bench/contracts-categories-cv.mjs --train 1-8). Throws when a set file is in neither list.
 */
export function categoryTrainingSetFiles(trained = TRAINED_SETS) {
  const files = generalizationSetFiles();
  const undecided = files.map(setNumber).filter((n) => !TRAINED_SETS.includes(n) && !HELD_OUT_SETS.includes(n));
  if (undecided.length) throw new Error(`set ${undecided.join(', ')}: neither in TRAINED_SETS nor HELD_OUT_SETS (scripts/category-training-sets.mjs)`);
  return files.filter((f) => trained.includes(setNumber(f)) && !HELD_OUT_SETS.includes(setNumber(f)));
}
