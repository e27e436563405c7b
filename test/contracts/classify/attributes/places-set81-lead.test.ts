/**
 * Issue 18, set 81's cause 8 (session 67's lead; sentences and places written for this test): the towns of Georgia and
 * Slovenia beside their capitals, Nauru's districts beside Yaren, St Helena's districts beside Jamestown and a
 * Montserrat village beside Brades, which the gazetteer lacked; and the names left out because they are also a
 * surname ("Gori"; "Telavi", Tuvaluan as well as a Georgian town), a given name or a word.
 */
import { describe, expect, it } from 'vitest';
import { attributesOf } from '../helpers.js';

const locations = (text: string): string[] => attributesOf(text).filter((a) => a.startsWith('Location'));

describe('towns the gazetteer lacked (set 81)', () => {
  it('reads Georgia\'s towns and Slovenia\'s, with their marks and without', () => {
    expect(locations('The wine is bottled in Kvareli and shipped from Batumi.')).toEqual(['Location:Kvareli', 'Location:Batumi']);
    expect(locations('The Buyer runs kitchens in Celje and in Novo Mesto.')).toEqual(['Location:Celje', 'Location:Novo Mesto']);
    expect(locations('The boat is moored at Portorož, the van kept at Skofja Loka.')).toEqual(['Location:Portorož', 'Location:Skofja Loka']);
  });
  it('reads Nauru\'s districts and the districts of St Helena and Montserrat', () => {
    expect(locations('Spraying covers Anibare and Meneng each week.')).toEqual(['Location:Anibare', 'Location:Meneng']);
    expect(locations('Boxes are delivered in Longwood and Half Tree Hollow.')).toEqual(['Location:Longwood', 'Location:Half Tree Hollow']);
    expect(locations('The depot is at Cudjoe Head.')).toEqual(['Location:Cudjoe Head']);
  });
  it('near misses: a surname, a given name, a word', () => {
    expect(locations('The notary Nino Gori signed the deed.')).toEqual([]);
    expect(locations('Telavi Roofing & Plumbing fits the gutters.')).toEqual([]);
    expect(locations('Ewa Nowak keeps the keys.')).toEqual([]);
    expect(locations('Bled pipes are replaced at the Owner\'s cost.')).toEqual([]);
  });
});
