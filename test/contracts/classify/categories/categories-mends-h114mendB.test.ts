/**
 * Mends of session 76's re-read (issue 18, h114mendB; review h114rr's findings 5, 6, 10 and 11): C265's trades tied to
 * the building work, C262's "safe for" kept, made or being so (no warranty, strongbox or data), KIT_STATE's bare noun
 * without "state" or "in order to", and C264's change order of the work or the contract only. The review's probe
 * sentences are the near misses here, with exact answers; sentences written for these tests, none from a set.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PHYSICAL_SAFETY_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-physical-safety.js';
import { TERMS_AMENDED_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-terms-amended.js';
import { OWN_CONDUCT_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-own-conduct.js';
import { KIT_STATE } from '../../../../src/contracts/classify/categories/cues/good-state.js';
import { BUILDING_TRADE, TECHNICAL_TRADE, TRADE_PERSON } from '../../../../src/contracts/classify/categories/cues/category-cues-regulatory-licences.js';
import { PATTERNS_ALONE_LENGTH, PATTERNS_ALONE_MS, readsLinearly } from '../../../security/linear-time.js';
import { anyOf, categoriesOf } from './set-cue-helpers.js';

const SERVICES = 'This agreement is made on 3 May 2041 between Hallam Water Ltd (the "Client") and Brennan Consulting Ltd (the "Consultant").';
const SUPPLY = 'This agreement is made on 3 May 2041 between Ardmore Retail Ltd (the "Buyer") and Kestrel Toys Ltd (the "Supplier").';
const WORKS = 'This contract is made on 4 April 2041 between Orla Dunne (the "Employer") and Kerrigan Builders Ltd (the "Contractor").';
const MARINE = 'This agreement is made on 3 May 2041 between the Harbour Board (the "Board") and Dunlin Marine Ltd (the "Operator").';
const SAFE_FOR_PEOPLE = PHYSICAL_SAFETY_CUES.filter(([re]) => re.source.includes(String.raw`\bsafe\s{1,3}(?:and`));
const LICENSED_TRADE = PHYSICAL_SAFETY_CUES.slice(-1);
const WORK_CHANGE_ORDERED = TERMS_AMENDED_STRONG_CUES.filter(([re]) => re.source.includes('instructs'));
const kit = new RegExp(String.raw`\b${KIT_STATE}`, 'i');

describe('C265 (finding 5): a trade\'s work read only on a building, a plant or an appliance', () => {
  it('one home: the building and technical trades are TRADE_PERSON\'s own', () => {
    for (const trade of ['electricians', 'gas fitter', 'tradespeople', 'engineer', 'technicians']) {
      expect(new RegExp(String.raw`^${TRADE_PERSON}$`, 'i').test(trade)).toBe(true);
    }
    expect(new RegExp(String.raw`^${BUILDING_TRADE}$`, 'i').test('engineers')).toBe(false);
    expect(new RegExp(String.raw`^${TECHNICAL_TRADE}$`, 'i').test('engineers')).toBe(true);
  });
  it.each([
    'All fitout works are to be carried out by licensed tradespeople.',
    'The Tenant has the exhaust flue inspected and cleaned by a qualified contractor every six months.',
    'The boiler is serviced by a qualified gas engineer every year.',
    'All wiring shall be tested by a certified electrical contractor.',
  ])('Safety and Security: %s', (text) => expect(anyOf(LICENSED_TRADE, 'Safety and Security', text)).toBe(true));
  it.each([
    ['The Services shall be performed by qualified engineers with at least five years\' experience.', SERVICES],
    ['The Consultant\'s services shall be performed by qualified engineers.', SERVICES],
    ['The Services will be carried out by qualified technicians.', SERVICES],
    ['The software shall be tested by a certified engineer before each release.', SERVICES],
  ])('near miss, no building work: %s', (text, preamble) => {
    expect(anyOf(LICENSED_TRADE, 'Safety and Security', text)).toBe(false);
    expect(categoriesOf(preamble, text)).toEqual([]);
  });
});

describe('C262 (finding 6): "safe for people" kept, made or being so', () => {
  it.each([
    ['The Supplier warrants that the toys are safe for children over three years of age.', SUPPLY, ['Warranties']],
    ['The Supplier warrants that the Products are safe for users when used as directed.', SUPPLY, ['Warranties']],
    ['The Hotel provides a safe for guests\' valuables in each room.', SERVICES, []],
    ['The Provider keeps the Customer\'s data safe for its users.', SERVICES, []],
  ])('near miss, no place kept safe: %s', (text, preamble, labels) => {
    expect(anyOf(SAFE_FOR_PEOPLE, 'Safety and Security', text)).toBe(false);
    expect(categoriesOf(preamble, text)).toEqual(labels);
  });
  it.each([
    'The Hotel keeps its pool safe for guests at all times.',
    'The Landlord makes the stairs safe for tenants before the letting starts.',
    'The playground must remain safe and clean for children.',
  ])('still read: %s', (text) => expect(anyOf(SAFE_FOR_PEOPLE, 'Safety and Security', text)).toBe(true));
  it('one list of people for both halves: whoever is safe is also in danger', () =>
    fc.assert(fc.property(fc.constantFrom('tenants', 'members', 'others', 'anyone', 'customers', 'occupants'), (who) =>
      anyOf(SAFE_FOR_PEOPLE, 'Safety and Security', `The Operator keeps the hall safe for ${who}.`) &&
      anyOf(SAFE_FOR_PEOPLE, 'Safety and Security', `The dog is a danger to ${who}.`)), { numRuns: 6 }));
});

describe('KIT_STATE (finding 10): the bare noun is order, repair or condition, never "state" nor "in order to"', () => {
  it.each([
    ['The Operator maintains its vessels in state waters only.', MARINE],
    ['The Contractor keeps its vehicles in order to meet the timetable.', MARINE],
  ])('near miss: %s', (text, preamble) => {
    expect(anyOf(OWN_CONDUCT_STRONG_CUES, 'Responsibilities', text)).toBe(false);
    expect(categoriesOf(preamble, text)).toEqual([]);
  });
  it('a state still read', () => {
    for (const t of ['in order', 'in repair', 'in condition', 'in safe state', 'in working state', 'in safe working order']) expect(kit.test(t)).toBe(true);
    for (const t of ['in state', 'in order to', 'in order  to']) expect(kit.test(t)).toBe(false);
    expect(categoriesOf(MARINE, 'The Operator keeps its vessels in order.')).toEqual(['Responsibilities']);
  });
});

describe('C264 (finding 11): a change ordered to the work or the contract, or to no object named', () => {
  it.each([
    ['The Customer instructs changes to its standing order through the online banking portal.', SERVICES],
    ['The tailor ordered alterations to the jacket at the Customer\'s request.', SERVICES],
  ])('near miss: %s', (text, preamble) => {
    expect(anyOf(WORK_CHANGE_ORDERED, 'Amendments', text)).toBe(false);
    expect(categoriesOf(preamble, text)).toEqual([]);
  });
  it.each([
    'The Employer may order changes to the Specification at any time.',
    'The Engineer may instruct variations of the Project programme.',
    'The Employer may order changes in writing.',
    'The Employer directs an omission.',
  ])('Amendments: %s', (text) => expect(anyOf(WORK_CHANGE_ORDERED, 'Amendments', text)).toBe(true));
  it('in a document of its own', () =>
    expect(categoriesOf(WORKS, 'The Employer may order changes to the Specification at any time.')).toEqual(['Amendments']));
});

describe('the mended patterns read hostile text in linear time', () => {
  const tests: (readonly (readonly [RegExp, string])[])[] = [SAFE_FOR_PEOPLE, LICENSED_TRADE, WORK_CHANGE_ORDERED, OWN_CONDUCT_STRONG_CUES];
  it.each([
    'keep a b c d safe for a ', 'are the safe for ', 'warrants a safe ', 'data safe for ', 'is safe and a for the b ',
    'flue a ', 'flue carried out by qualified a ', 'gas done by a licensed gas ', 'by a certified a ', 'boiler ',
    'order changes to the ', 'instructs a variation in ', 'order changes in writing ', 'changes of ',
    'keeps its trucks in order ', 'in safe working ', 'in order to ', 'in state ',
  ])('%s', (unit) => {
    for (const cues of tests) {
      const found = readsLinearly((n) => {
        const text = unit.repeat(Math.ceil(n / unit.length));
        return () => [...cues.map(([re]) => new RegExp(re.source, re.flags.replace('g', '')).test(text)), kit.test(text)];
      }, PATTERNS_ALONE_MS, PATTERNS_ALONE_LENGTH);
      expect(found).toHaveLength(cues.length + 1);
    }
  });
});
