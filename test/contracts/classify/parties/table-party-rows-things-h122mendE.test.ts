/**
 * Review82 #1 and #15 on C320 (issue 18, h122mendE): a party table's row is a party's only when its first cell numbers a
 * party under a "Party" header, or its alias is a role and its first cell a number or a role too; a thing the table
 * also defines ("Property | … | the Premises", "Camp | … | the Camp") is no party and its name cell no Person. An alias
 * cell opening on a capital "The" ("The Camp Holder") gives the alias without it. The reviewer's probes; near misses
 * are set 96's own shape, which still reads.
 */
import { describe, expect, it } from 'vitest';
import { typesAndAttributesOf, typesOf } from '../helpers.js';
import { tablePartyRows } from '../../../../src/contracts/classify/parties/table-party-rows.js';
import { readsLinearly } from '../../../security/linear-time.js';

const HEAD = 'Party | Name and home | Called in this agreement';
const FIRST = 'First | Batbayar Ganbold, herder of Tsagaannuur | the Camp Holder';
const SECOND = 'Second | Nomin Dash, herder of Erdenet | the Guest Herder';
const noTitles = (): boolean => false;
const people = (got: { attributes: string[] }[]): string[] => got.flatMap((e) => e.attributes.filter((a) => a.startsWith('Person:') || a.startsWith('Organization:')));

describe('a thing\'s row in a table of what each is called is no party (review82 #1)', () => {
  it('a definitions table: the Premises row names no party, the Landlord and Tenant rows do', () => {
    const got = typesAndAttributesOf(
      { kind: 'title', text: 'LEASE' },
      'Item | Name | Referred to as',
      'Property | Unit 4, Harbour Road, Leith | the Premises',
      'Landlord | Harbour Estates Ltd | the Landlord',
      'Tenant | Mary Quinn | the Tenant',
      'The Premises may be used as a shop only.',
      'The Tenant shall pay the rent monthly.',
    );
    expect(got.slice(5).map((e) => e.types)).toEqual([[], ['Obligation/Tenant']]);
    expect(people(got)).toEqual(['Organization:Harbour Estates Ltd', 'Person:Mary Quinn']);
  });
  it('set 96\'s shape plus a thing\'s row: no Person "Khar Us winter camp", no Obligation/Camp', () => {
    const got = typesAndAttributesOf(
      HEAD, FIRST, SECOND,
      'Camp | Khar Us winter camp, Tsagaannuur | the Camp',
      'The Camp must be left clean by the Guest Herder.',
      'The Camp Holder may close the well in a drought.',
    );
    expect(people(got)).toEqual(['Person:Batbayar Ganbold', 'Person:Nomin Dash']);
    expect(got[4].types).not.toContain('Obligation/Camp');
    expect(got[5].types).toEqual(['Right/Camp Holder']);
  });
  it('tablePartyRows keeps the numbered rows under "Party" and the role rows, not the things', () => {
    expect(tablePartyRows([HEAD, FIRST, SECOND, 'Camp | Khar Us winter camp | the Camp'], noTitles).map((r) => r.alias)).toEqual(['Camp Holder', 'Guest Herder']);
    expect(tablePartyRows(['Item | Name | Referred to as', 'Property | Unit 4 | the Premises', 'Landlord | Harbour Estates Ltd | the Landlord'], noTitles).map((r) => r.alias)).toEqual(['Landlord']);
    // A numbered row under no "Party" header whose alias is no role ("1 | Unit 4 | the Premises"), and a thing row
    // whose alias is an agent noun but whose first cell is a thing ("Vehicle | Ford Transit | the Trailer"), name none.
    expect(tablePartyRows(['Item | Name | Referred to as', '1 | Unit 4, Harbour Road | the Premises', 'Vehicle | Ford Transit | the Trailer'], noTitles)).toEqual([]);
  });
});

describe('near misses: party rows still read', () => {
  it('numbered rows under "Party" whose alias is no role word, and a table whose name column is the first', () => {
    expect(tablePartyRows([HEAD, 'First | Tuya Bold | the Bold Family', 'Party 2 | Nomin Dash | Nomin'], noTitles).map((r) => r.alias)).toEqual(['Bold Family', 'Nomin']);
    expect(tablePartyRows(['Name | Called', 'Tuya Bold | the Well Keeper', 'Khar Us winter camp | the Camp'], noTitles).map((r) => r.alias)).toEqual(['Well Keeper']);
  });
  it('set 96\'s own two rows bind the clauses', () => {
    expect(typesOf(HEAD, FIRST, SECOND, 'The Guest Herder must not fence the spring.', 'The Camp Holder may close the well in a drought.').slice(3))
      .toEqual([['Exclusion/Guest Herder'], ['Right/Camp Holder']]);
  });
});

describe('an alias cell opening on a capital "The" (review82 #15)', () => {
  it('"The Camp Holder" and "The Guest Herder" are the aliases "Camp Holder" and "Guest Herder"', () => {
    expect(typesOf(
      HEAD,
      'First | Batbayar Ganbold, herder of Tsagaannuur | The Camp Holder',
      'Second | Nomin Dash, herder of Erdenet | The Guest Herder',
      'The Guest Herder must not fence the spring.',
      'The Camp Holder may close the well in a drought.',
    ).slice(3)).toEqual([['Exclusion/Guest Herder'], ['Right/Camp Holder']]);
  });
  it('near miss: a quoted alias after "The" and a small "the" read the same', () => {
    expect(tablePartyRows([HEAD, 'First | Tuya Bold | The "Well Keeper"', 'Second | Nomin Dash | the Grazier'], noTitles).map((r) => r.alias)).toEqual(['Well Keeper', 'Grazier']);
  });
});

describe('hostile text: the header\'s and rows\' first cells', () => {
  it('a long "party party …" header cell and "Party 1st 2nd …" first cells are read in linear time', () => {
    const found = readsLinearly((n) => {
      const run = 'Party 1st '.repeat(Math.ceil(n / 10));
      const texts = [`${run} | Name | Called`, ...Array.from({ length: 8 }, () => `${run} | Tuya Bold | the ${run}`)];
      return () => tablePartyRows(texts, noTitles).length;
    });
    expect(found).toBe(0);
  });
});
