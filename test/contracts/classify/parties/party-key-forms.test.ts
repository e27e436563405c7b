/**
 * The key a party's name is compared by (`partyKey`): its legal form and, for Balkan drafting, the seat written after
 * the form are no part of it (h25f18); a word that only looks like a form in other letters is kept (hrev17).
 */
import { describe, expect, it } from 'vitest';
import { partyKey } from '../../../../src/contracts/classify/parties/party-key.js';

describe('partyKey: a Balkan seat after the legal form', () => {
  it('drops the form and the seat written after it', () => {
    expect(partyKey('VARDAR AGRO DOOEL Skopje')).toBe('VARDAR AGRO');
    expect(partyKey('DUNAV d.o.o. Beograd')).toBe('DUNAV');
  });
  it('keeps a name whose word only spells a form in other letters', () => {
    expect(partyKey('Scooby Doo Productions')).toBe('SCOOBY DOO PRODUCTIONS');
    expect(partyKey('Yabba doo Films')).toBe('YABBA DOO FILMS');
  });
});

describe('partyKey: a qualified joint-stock company (facts set 45\'s cause 4, h81f45p)', () => {
  it('drops "Private / Public / Closed / Open Joint Stock Company" and the hyphened "Joint-Stock" whole', () => {
    expect(partyKey('Kaveh Tile Private Joint Stock Company')).toBe('KAVEH TILE');
    expect(partyKey('NAMAK ARAN Public Joint-Stock Company')).toBe('NAMAK ARAN');
    expect(partyKey('Volga Cement Closed Joint Stock Company')).toBe('VOLGA CEMENT');
    expect(partyKey('SAIGON TRADE SOLUTIONS JOINT STOCK COMPANY')).toBe('SAIGON TRADE SOLUTIONS');
  });
  it('near miss: a qualifier that is the name\'s own word before another form stays ("Open Road Ltd")', () => {
    expect(partyKey('Open Road Ltd')).toBe('OPEN ROAD');
    expect(partyKey('Private Bank Joint Stock Company')).toBe('PRIVATE BANK');
  });
});
