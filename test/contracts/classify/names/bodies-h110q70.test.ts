/**
 * Facts set 70's causes 3 and 4 (issue 18, h110q70), on sentences written for them, none from the set:
 * - a court named in Spanish, Portuguese or French takes a run of three to six qualifiers before its join ("Juzgado
 *   Público Mixto Civil y Familiar de …"; own-language-bodies.ts ROMANCE_COURT, gazetteer.ts ROMANCE_COURT_HEADS);
 * - a harbour master's office is a public body: "Capitanía de Puerto de …", "Capitania dos Portos …", "the … Harbour
 *   Master's Office", "the Port Captaincy of …" (gazetteer.ts ROMANCE_BODY_HEADS, INSTITUTION_HEADS;
 *   headed-institutions.ts HARBOUR_MASTER_BEFORE_OFFICE).
 */
import { describe, expect, it } from 'vitest';
import { partyNames } from '../facts-readers.js';
import { addBodiesInTheirOwnLanguage } from '../../../../src/contracts/classify/names/own-language-bodies.js';
import { readsLinearly } from '../../../security/linear-time.js';

const SALE = (clause: string) => [
  'SALE CONTRACT',
  '1. MADERAS DEL NORTE S.R.L., with NIT 7788990, domiciled in Riberalta, hereinafter THE BUYER.',
  '2. ASERRADERO SAN JOSÉ S.R.L., with NIT 6655443, domiciled in Guayaramerín, hereinafter THE SELLER.',
  'SECOND.- THE SELLER delivers two hundred planks of mara to THE BUYER.',
  clause,
];

describe('a court of three qualifiers or more (cause 3)', () => {
  it.each([
    ['Any dispute goes to the Juzgado Público Mixto Civil y Familiar de Guayaramerín.', 'JUZGADO PÚBLICO MIXTO CIVIL Y FAMILIAR DE GUAYARAMERÍN'],
    ['Any dispute goes to the Juzgado Público Mixto Civil de Riberalta.', 'JUZGADO PÚBLICO MIXTO CIVIL DE RIBERALTA'],
    ['Any dispute goes to the Juzgado Público Civil Comercial de Partido de Riberalta.', 'JUZGADO PÚBLICO CIVIL COMERCIAL DE PARTIDO DE RIBERALTA'],
    ['Any dispute goes to the Tribunal Judicial Cível Criminal da Comarca de Bragança.', 'TRIBUNAL JUDICIAL CÍVEL CRIMINAL DA COMARCA DE BRAGANÇA'],
  ])('%s', (clause, court) => {
    expect(partyNames(...SALE(clause))).toContain(court);
  });
  it('near misses: the qualifiers with no join, a run of English capitals', () => {
    const found: string[] = [];
    addBodiesInTheirOwnLanguage('The Tribunal Arbitration Rules Apply Here in full.', (_kind, begin, end) => found.push(`${begin}-${end}`));
    expect(found).toEqual([]);
    expect(partyNames(...SALE('The court of first instance of Riberalta hears any dispute.'))).toEqual(['MADERAS DEL NORTE', 'ASERRADERO SAN JOSÉ']);
  });
  it('reads linearly', () => {
    readsLinearly((n) => {
      const text = `Juzgado ${'Civil '.repeat(Math.ceil(n / 6))}`;
      return () => addBodiesInTheirOwnLanguage(text, () => undefined);
    });
  });
});

describe("a harbour master's office (cause 4)", () => {
  it.each([
    ['The planks cross the river once the Capitanía de Puerto de Guayaramerín allows.', 'CAPITANÍA DE PUERTO DE GUAYARAMERÍN'],
    ['The barge is registered with the Capitania dos Portos da Amazônia Oriental.', 'CAPITANIA DOS PORTOS DA AMAZÔNIA ORIENTAL'],
    ["The barge sails once the Riberalta Harbour Master's Office allows.", "RIBERALTA HARBOUR MASTER'S OFFICE"],
    ["The barge sails once the Harbour Master's Office of Cachuela Esperanza allows.", "HARBOUR MASTER'S OFFICE OF CACHUELA ESPERANZA"],
    ['The barge sails once the Port Captaincy of Cachuela Esperanza allows.', 'PORT CAPTAINCY OF CACHUELA ESPERANZA'],
    ["The Owner reports each departure to the Harbour Master's Office Zadar.", "HARBOUR MASTER'S OFFICE ZADAR"],
    ["The Owner reports each departure to the Harbour Master's Office in Split, which keeps the log.", "HARBOUR MASTER'S OFFICE IN SPLIT"],
  ])('%s', (clause, body) => {
    expect(partyNames(...SALE(clause))).toContain(body);
  });
  it('near misses: the harbour master in small letters, "Capitanía" alone', () => {
    expect(partyNames(...SALE('The harbour master inspects the barge before it sails.'))).toEqual(['MADERAS DEL NORTE', 'ASERRADERO SAN JOSÉ']);
    expect(partyNames(...SALE('The Capitanía inspects the barge before it sails.'))).toEqual(['MADERAS DEL NORTE', 'ASERRADERO SAN JOSÉ']);
  });
});
