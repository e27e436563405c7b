/**
 * A body's initials after the kind of body it is ("the performing rights society KODA", "the regulator ARPT", "the
 * collecting agency SGAE"), and after one capitalised word of its own name ("a guarantee issued by Nahda NBD"):
 * bodies-by-agent.ts AGENT_INITIALS (issue 18, h53bodies). Sentences written for this change.
 */
import { describe, expect, it } from 'vitest';
import { orgs } from '../found-names.js';

describe('a body\'s initials after its kind or a word of its name (h53bodies)', () => {
  it.each([
    ['The Promoter shall report the set list to the performing rights society KODA within ten days.', 'KODA'],
    ['The operator is licensed by the regulator ARPT.', 'ARPT'],
    ['The Venue pays the collecting agency SGAE for the music played.', 'SGAE'],
    ['a bank guarantee issued by Nahda NBD for ten per cent of the price', 'Nahda NBD'],
    ['the index published by INDEC each month', 'INDEC'],
  ])('%s', (text, body) => {
    expect(orgs(text)).toEqual([body]);
  });
  it.each([
    'The report shall be approved by Board CFO.',
    'The document is approved by the Buyer CEO.',
    'The Supplier is registered with the RCS of Antananarivo under number 2019 B 00123.',
    'The society LAW applies.',
    'the costs set by LAW',
  ])('%s: no body', (text) => {
    expect(orgs(text)).toEqual([]);
  });
});

describe('initials after a kind or a name that are no body (review hrev39)', () => {
  it.each([
    'The Installer shall fit a pressure regulator PRV on each line.',
    'The board uses the voltage regulator LDO from the approved list.',
    'The valuation shall be certified by Jenkins FRICS before completion.',
    'The accounts shall be audited by Mensah FCCA each year.',
    'The resolution passed at the society AGM binds the members.',
  ])('%s: no body', (text) => {
    expect(orgs(text)).toEqual([]);
  });
  it.each([
    ['The Agent shall contact the regulator ARPT before any sale.', 'ARPT'],
    ['The levy is paid to the energy regulator ERSAR each year.', 'ERSAR'],
  ])('%s: the body stays', (text, body) => {
    expect(orgs(text)).toEqual([body]);
  });
});
