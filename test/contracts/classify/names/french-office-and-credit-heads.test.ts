/**
 * Bodies named in French with a small word inside the name, and banks headed "Crédit": gazetteer.ts ROMANCE_BODY_HEADS
 * ("Office", "Direction", "Caisse", "Crédit", "Credit") and ROMANCE_BANK_HEADS ("Crédit"), own-language-bodies.ts
 * ROMANCE_JOIN ("en"); facts set 36's cause 2 (issue 18, h64names). Sentences written for this change.
 */
import { describe, expect, it } from 'vitest';
import { orgs } from '../found-names.js';

describe('a French office, directorate, fund or "Crédit" bank (h64names)', () => {
  it.each([
    ['The saffron cooperative is approved by the Office National de Sécurité Sanitaire des Produits Alimentaires.', ['Office National de Sécurité Sanitaire des Produits Alimentaires']],
    ['Water rights are allotted by the Office Régional de Mise en Valeur Agricole du Tadla (ORMVAT).', ['Office Régional de Mise en Valeur Agricole du Tadla']],
    ['The Supplier shall register its staff with the Caisse Nationale de Sécurité Sociale.', ['Caisse Nationale de Sécurité Sociale']],
    ['Withholding tax is paid to the Direction Générale des Impôts.', ['Direction Générale des Impôts']],
    ['The price is paid into the Seller\'s account with Crédit du Maroc.', ['Crédit du Maroc']],
    ['The guarantee is issued by Banque Populaire or with Credit Agricole du Maroc.', ['Banque Populaire', 'Credit Agricole du Maroc']],
    ['The guarantee is issued by Crédit Agricole, Rabat branch.', ['Crédit Agricole']],
  ])('%s', (text, bodies) => {
    expect(orgs(text)).toEqual(bodies);
  });
  it.each([
    'The Office Manager shall keep the register.',
    'Orders within the Credit Limit are accepted.',
    'The Seller shall issue a Credit Note for any shortfall.',
    'A Direction Notice may be served at any time.',
    'The Crédit Facility is repaid monthly.',
    'The Caisse Account is closed on completion.',
  ])('%s: no body', (text) => {
    expect(orgs(text)).toEqual([]);
  });
});
