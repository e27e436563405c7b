/**
 * A qualification, certification, accreditation or personal certificate a party or its people must hold is
 * Responsibilities (issue 18, h71cat; the guide's Responsibilities row: "supervise, train, vet its personnel", as C66
 * reads vetting them). Not a thing's certificate, a recital, a warranty, a condition, nor an ISO certification.
 * Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { QUALIFICATION_HELD_STRONG_CUES } from '../../../../src/contracts/classify/categories/cues/category-cues-qualifications-held.js';
import { categoriesOfAll } from './set-cue-helpers.js';

const PREAMBLE = 'This Agreement is made between Alder Ltd ("Customer") and Birch Ltd ("Supplier").';
const categoriesOf = (texts: readonly string[]): string[][] => categoriesOfAll(PREAMBLE, texts, /^\(/);
const cued = (text: string): boolean => QUALIFICATION_HELD_STRONG_CUES.some(([re]) => re.test(text));

describe('a qualification a party or its people must hold is Responsibilities (h71cat)', () => {
  it.each([
    'Every electrician the Supplier sends to the site must hold a current trade qualification.',
    'The Supplier shall ensure that the technicians assigned to the Services hold current certifications for the Equipment and know the Customer\'s procedures.',
    'The captain must hold at least a coastal skipper certificate or an equivalent qualification, and one other crew member must be able to handle the boat.',
    'Each driver must hold a Class 2 certificate of competence.',
    'The Supplier\'s fitters must possess a valid gas engineering qualification.',
  ])('%s', (text) => {
    expect(cued(text)).toBe(true);
    expect(categoriesOf([text])[0]).toContain('Responsibilities');
  });

  it('items under a party\'s lead-in that open on the verb', () => {
    const texts = ['The Instructor shall:', '(a) hold a current coaching certification from the national federation;', '(b) maintain a current first aid certificate;'];
    expect(texts.slice(1).every(cued)).toBe(true);
    const [, first, second] = categoriesOf(texts);
    expect(first).toContain('Responsibilities');
    expect(second).toContain('Responsibilities');
  });
});

describe('near misses: no qualification a party must hold (h71cat)', () => {
  it.each([
    'The Customer shall hold an insurance certificate for the van.',
    'The Supplier must hold a gas safety certificate for each boiler.',
    'The Supplier shall have a certificate of analysis issued for each batch.',
    'WHEREAS the Consultant holds the qualifications required to advise on planning;',
    'The Supplier warrants that its staff hold all qualifications required by law.',
    'You may keep hens on the plot only if you hold a poultry certificate.',
    'The Supplier shall maintain ISO 14001 certification for its plant.',
    'The Supplier shall spray the orchard only by operators holding a current spraying certificate, and shall keep a spray diary.',
    'The Contractor shall maintain a current tax clearance certificate.',
    'The foreman must have at least ten years of experience.',
  ])('%s', (text) => {
    expect(cued(text)).toBe(false);
  });

  it.each([
    ['The Supplier warrants that its staff hold all qualifications required by law.', ['Warranties']],
    ['WHEREAS the Consultant holds the qualifications required to advise on planning;', []],
  ])('%s keeps its own reading', (text, want) => {
    expect(categoriesOf([text])[0]).toEqual(want);
  });
});
