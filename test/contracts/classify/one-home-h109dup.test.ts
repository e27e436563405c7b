/**
 * One home for lists and rules the stop's re-read of session 71 found written twice (issue 18, h109dup): each joined
 * list's readers answer as before on sentences written for these tests (a near miss each), the wider reading where a
 * copy was stale, and each list spread into another is a subset of it. Sentences of our own.
 */
import { describe, expect, it } from 'vitest';
import { classifyContract } from '../../../src/contracts/classify/index.js';
import { allCommonEnglishWords } from '../../../src/common/lexicon/english.js';
import { COMPASS_POINTS_AND_CENTRAL, COMPASS_WORDS, REGION_QUALIFIERS } from '../../../src/contracts/classify/lexicon/gazetteer.js';
import { EVENT_VETOES } from '../../../src/contracts/classify/categories/cues/category-cues-events.js';
import { REGULATORY_LICENCE_NOT_SAID } from '../../../src/contracts/classify/categories/cues/category-cues-regulatory-licences.js';
import { WORK_RIGHT_KINDS, WORK_USES, namesRightInAWork } from '../../../src/contracts/classify/categories/cues/category-cues-regulator-licences.js';
import { USE_GIVEN_STRONG_CUES } from '../../../src/contracts/classify/categories/cues/category-cues-use-given.js';
import { SUPPLIED_THING_STRONG_CUES } from '../../../src/contracts/classify/categories/cues/category-cues-supplied-things.js';
import { STRUCTURAL_REPAIR_STRONG_CUES } from '../../../src/contracts/classify/categories/cues/category-cues-structural-repairs.js';
import { isSignerRow } from '../../../src/contracts/classify/categories/category-signer-rows.js';
import { ACCEPTED_BY_PARTY, ACCEPTS_FOR_HEAD, SIGNED_PLACE_DATE_TAIL } from '../../../src/contracts/classify/parties/details/line-shapes.js';
import { NAME_PARTICLES, TWO_PERSONS_JOINED } from '../../../src/contracts/classify/names/person-names.js';
import { TWO_PARTIES, clauseCategories, typesOf } from './helpers.js';
import { itReadsCueFilesLinearly } from './cue-file-linearity.js';
import { PATTERNS_ALONE_LENGTH, PATTERNS_ALONE_MS, readsLinearly } from '../../security/linear-time.js';

type Cues = readonly (readonly [RegExp, string])[];
/** Whether any cue of the list reads the text (each pattern from its start: global ones keep a lastIndex). */
const reads = (cues: Cues, text: string): boolean => cues.some(([re]) => { re.lastIndex = 0; return re.test(text); });

describe('the compass words: one list spread into the next (gazetteer)', () => {
  it('the points and "Central" are compass words, the compass words region qualifiers', () => {
    expect(COMPASS_POINTS_AND_CENTRAL.every((w) => COMPASS_WORDS.includes(w))).toBe(true);
    expect(COMPASS_WORDS.every((w) => REGION_QUALIFIERS.includes(w))).toBe(true);
    expect(REGION_QUALIFIERS).toEqual(expect.arrayContaining(['Peninsular', 'Mainland', 'Continental', 'Northern']));
    expect(COMPASS_POINTS_AND_CENTRAL).not.toContain('Northern');
  });
});

describe('licensed trades: one list (TRADE_PERSON) for the permit read out and the events veto', () => {
  it('a licensed insurer and licensed instructors: the veto and the permit reading both read them', () => {
    expect(reads(EVENT_VETOES, 'The Broker shall place the cover with a licensed insurer.')).toBe(true);
    expect(reads(REGULATORY_LICENCE_NOT_SAID, 'The Broker shall place the cover with a licensed insurer.')).toBe(true);
    expect(reads(EVENT_VETOES, 'Only licensed bartenders may serve alcohol at the Venue.')).toBe(true);
    expect(clauseCategories('All lessons shall be given by licensed instructors.')).not.toContain('Intellectual Property');
    expect(clauseCategories('Only licensed bartenders may serve alcohol at the Venue.')).not.toContain('Intellectual Property');
  });
  it('near miss: a licence of a work keeps Intellectual Property', () => {
    expect(clauseCategories('The Licensor grants the Licensee a licence to use the Software.')).toContain('Intellectual Property');
    expect(reads(EVENT_VETOES, 'The Licensor grants the Licensee a licence to use the Software.')).toBe(false);
  });
});

describe("a work's rights and uses: named once (regulator-licences), spread by the permit readings", () => {
  it('the uses and the kinds are alternations the wider lists hold', () => {
    expect(WORK_USES.split('|')).toEqual(['use', 'reproduce', 'copy', 'exploit']);
    expect(new RegExp(`^(?:${WORK_RIGHT_KINDS})$`, 'i').test('trade-mark')).toBe(true);
  });
  it('a licence to reproduce or a trade-mark licence suspended stays a licence of a work', () => {
    expect(clauseCategories("If the Provider's licence to reproduce the Works is revoked, the Customer may end this Agreement.")).toContain('Intellectual Property');
    expect(clauseCategories("If the Provider's trade-mark licence is suspended, the Customer may end this Agreement.")).toContain('Intellectual Property');
    // The hyphen WORK_LICENCE_KIND read: RIGHT_IN_A_WORK reads it now too (its copy lacked it).
    expect(namesRightInAWork('under the trade-mark licence')).toBe(true);
    expect(namesRightInAWork('a licence to copy the designs')).toBe(true);
  });
  it('near miss: a licence to sell or to manufacture is an activity a regulator licenses', () => {
    expect(clauseCategories("If the Broker's licence to sell tea is revoked, the Customer may end this Agreement.")).not.toContain('Intellectual Property');
    expect(namesRightInAWork('a licence to manufacture tablets at the plant')).toBe(false);
  });
});

describe('the use given of a thing: NOT_A_THING (leased-things) read by use-given and supplied-things', () => {
  it('a place given for use, and others let use a thing, still read', () => {
    expect(reads(USE_GIVEN_STRONG_CUES, 'The Owner gives the Caretaker the use of its workshop during the season.')).toBe(true);
    expect(reads(SUPPLIED_THING_STRONG_CUES, 'The Tenant shall not allow third parties to use the canteens.')).toBe(true);
  });
  it('near misses: software, funds, details or money are no thing given for use', () => {
    expect(reads(USE_GIVEN_STRONG_CUES, 'The Owner gives the Caretaker the use of its software during the season.')).toBe(false);
    expect(reads(USE_GIVEN_STRONG_CUES, 'The Owner gives the Caretaker the use of its funds during the season.')).toBe(false);
    expect(reads(SUPPLIED_THING_STRONG_CUES, 'The Tenant shall not allow third parties to use the details.')).toBe(false);
    expect(reads(SUPPLIED_THING_STRONG_CUES, 'The Tenant shall not allow third parties to use the money.')).toBe(false);
  });
});

describe("repairs: the owner's kinds named once, the allotted ones spread them", () => {
  it("structural repairs the landlord's, minor ones at the tenant's own cost", () => {
    expect(reads(STRUCTURAL_REPAIR_STRONG_CUES, 'The Landlord is responsible for structural repairs to the roof.')).toBe(true);
    expect(reads(STRUCTURAL_REPAIR_STRONG_CUES, 'The Tenant carries out at its own cost the minor repairs of the flat.')).toBe(true);
  });
  it("near miss: minor repairs a party is responsible for are not the owner's kind", () => {
    expect(reads(STRUCTURAL_REPAIR_STRONG_CUES, 'The Landlord is responsible for minor repairs to the roof.')).toBe(false);
  });
});

describe("a signer row's legal form: the gazetteer's COMPANY_SUFFIXES", () => {
  it('the forms the row listed, and now every listed form', () => {
    expect(isSignerRow('For Acme, Inc.: Kathy Ngiraingas')).toBe(true);
    expect(isSignerRow('For Acme S.p.A.: Mario Rossi')).toBe(true);
    expect(isSignerRow('For Wisla Sp. z o.o.: Jan Nowak')).toBe(true);
    expect(isSignerRow('For Fjordhus A/S: Lars Berg')).toBe(true);
  });
  it('near miss: a contact label signs nothing', () => {
    expect(isSignerRow('Delivery Address: Mario Rossi')).toBe(false);
  });
});

describe('all common English words: one test (english.ts)', () => {
  it('a field or a state is common words, a town is not', () => {
    expect(allCommonEnglishWords('Order Form', 20)).toBe(true);
    expect(allCommonEnglishWords('Good Condition', 20)).toBe(true);
    expect(allCommonEnglishWords('Keswick', 40)).toBe(false);
    expect(allCommonEnglishWords('Order Keswick', 40)).toBe(false);
  });
});

describe("the signing place: one pattern (SIGNING_PLACE) for the line's tail and the acceptor's line", () => {
  it('a place of two or four capitalised words before the date', () => {
    expect(SIGNED_PLACE_DATE_TAIL.exec('Samson Tari, Chairman, Port Olry, 9 May 2046')?.[0]).toBe(', Port Olry, 9 May 2046');
    // Four words: the acceptor's line read so; the tail's copy stopped at three.
    expect(SIGNED_PLACE_DATE_TAIL.exec('Samson Tari, Chairman, Santa Cruz Del Sur, 9 May 2046')?.[0]).toBe(', Santa Cruz Del Sur, 9 May 2046');
  });
  it('near miss: a place in small letters is none', () => {
    expect(SIGNED_PLACE_DATE_TAIL.exec('Samson Tari, Chairman, port olry, 9 May 2046')).toBeNull();
  });
});

describe('the acceptance head: one pattern, a case rule per reader', () => {
  it('the case-blind reader (a letter countersigned) reads every verb and preposition', () => {
    for (const line of ['Agreed on behalf of the Sao Ban Khene Ensemble:', 'ACCEPTED FOR ACME LTD:', 'Accepted by the Client:', 'Confirmed on behalf of the Band:', 'Accepted and agreed for and on behalf of Acme Ltd']) expect(ACCEPTS_FOR_HEAD.test(line), line).toBe(true);
  });
  it("the case-sensitive reader wants the party's capital", () => {
    expect(ACCEPTED_BY_PARTY.test('Accepted and agreed for and on behalf of Acme Ltd')).toBe(true);
    expect(ACCEPTED_BY_PARTY.test('Acknowledged and agreed for Acme Ltd')).toBe(true);
    expect(ACCEPTED_BY_PARTY.test('Accepted for delivery:')).toBe(false);
    expect(ACCEPTED_BY_PARTY.test('ACCEPTED FOR ACME LTD:')).toBe(false);
  });
  it("near miss: the writer's own signing heading accepts nothing", () => {
    expect(ACCEPTS_FOR_HEAD.test('Signed for and on behalf of Acme Ltd')).toBe(false);
  });
});

describe('two persons joined by "i" or "y": no reader of NAME_PARTICLES makes one name of them', () => {
  const PARTIES = 'This Agreement is made between Acme Ltd ("Supplier") and Beta Ltd ("Customer").';
  const read = (...texts: string[]) => {
    const r = classifyContract(texts.map((text) => ({ kind: 'sentence' as const, text })));
    const persons = r.elements.flatMap((e, i) => e.attributes.filter((a) => a.type === 'Person').map((a) => texts[i].slice(a.begin, a.end)));
    const contacts = r.parties.flatMap((p) => (p.contacts ?? []).map((c) => c.name));
    return [...persons, ...contacts];
  };
  it.each([
    ['This deed is made between Jordi Vila i Marta Soler of Olot (the "Owners") and Pere Roca of Girona (the "Tenant").'],
    [PARTIES, 'SIGNATURES', 'For the Customer:', 'Jordi Vila i Marta Soler ______________'],
    [PARTIES, 'SIGNATURES', 'For the Customer:', 'Name: Jordi Vila i Marta Soler'],
    [PARTIES, 'WITNESSES', '1. Jordi Vila i Marta Soler, Advocate, of Girona'],
    [PARTIES, 'SIGNATURES', 'For the Customer:', 'By: Jordi Vila i Marta Soler, Director'],
    [PARTIES, 'Signed by Jordi Vila i Marta Soler for the Customer'],
  ])('%s … gives no name of both', (...texts) => {
    expect(read(...texts)).not.toContain('Jordi Vila i Marta Soler');
  });
  it('"Juan Pérez y María López" likewise', () => {
    expect(read(PARTIES, 'SIGNATURES', 'For the Customer:', 'By: Juan Pérez y María López, Directors')).not.toContain('Juan Pérez y María López');
  });
  it('near miss: one person\'s last surname after "i" or "y" stays in the name', () => {
    expect(read(PARTIES, 'SIGNATURES', 'For the Customer:', 'By: Montserrat Vila i Puigdemont, Director')).toContain('Montserrat Vila i Puigdemont');
    expect(read(PARTIES, 'SIGNATURES', 'For the Customer:', 'By: José Ortega y Gasset, Director')).toContain('José Ortega y Gasset');
  });
  it('the particle list reads the same with and without the u flag (its readers use both)', () => {
    for (const text of [' Vila i Puigdemont', ' Vila i Marta Soler', ' Ortega y Gasset', ' van der Berg']) {
      expect(new RegExp(String.raw`\s${NAME_PARTICLES}\s`).exec(text)?.[0], text).toBe(new RegExp(String.raw`\s${NAME_PARTICLES}\s`, 'u').exec(text)?.[0]);
    }
    expect(TWO_PERSONS_JOINED.test('Jordi Vila i Marta Soler')).toBe(true);
    expect(TWO_PERSONS_JOINED.test('Montserrat Vila i Puigdemont')).toBe(false);
  });
});

describe("notDuty's reaches in notDuty: an application reads its office to \"for\" after \"never\" too", () => {
  it('"never applies to <an office of five words> (<initials>) for" reads as the short office does', () => {
    expect(typesOf(TWO_PARTIES, 'The Customer never applies to the Office for a field inspection.')[1]).toEqual(['Exclusion/Customer']);
    expect(typesOf(TWO_PARTIES, 'The Customer never applies to the National Food Chain Safety Office (NÉBIH) for a field inspection.')[1]).toEqual(['Exclusion/Customer']);
    expect(typesOf(TWO_PARTIES, 'The Customer applies to the National Food Chain Safety Office (NÉBIH) for the official field inspection.')[1]).toEqual(['Obligation/Customer']);
  });
  it('near miss: "never applies" a thing binds no one', () => {
    expect(typesOf(TWO_PARTIES, 'The Customer never applies the discount twice.')[1]).toEqual([]);
  });
});

describe('the joined patterns on hostile text: linear', () => {
  itReadsCueFilesLinearly([
    ['categories/cues/category-cues-events.ts', 'licensed Aa '],
    ['categories/cues/category-cues-regulatory-licences.ts', "Aa's licence to "],
    ['categories/cues/category-cues-use-given.ts', 'gives the Aa the use of the '],
  ]);
  it('a signer row of legal-form-like words, a signing place without its date, the joining particle: linear', () => {
    const run = (unit: string, read: (text: string) => unknown) => readsLinearly((n) => {
      const text = unit.repeat(Math.ceil(n / unit.length));
      return () => read(text);
    }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
    run('For Acme Sp. z o.o ', (t) => isSignerRow(t));
    run(', Aa Bb Cc Dd', (t) => SIGNED_PLACE_DATE_TAIL.exec(t));
    run(' i Aa', (t) => t.replace(new RegExp(String.raw`\s${NAME_PARTICLES}(?=\s)`, 'g'), ' ').length);
  });
});
