/**
 * Issue 18, h101pl (sentences written for these tests; C48, C102, C25):
 * 1. a French street kind first and a person's name with no particle before it ("Boulevard Latrille", "Avenue du Général
 *    de Gaulle") is a street, one place with its town (street-before-town.ts);
 * 2. a settlement named by its hills before a listed town is one place with it (town-before-listed.ts, C102);
 * 3. a town hall "of" a town is the town's administration, a body (GOVERNED_PLACE_OFFICES);
 * 4. a building named with "the", a street and an unlisted town before a bracket: the street and the town
 *    (place-positions.ts BUILDING_STREET_TOWN);
 * 5. a Portuguese or Spanish hospital with its join is a body (ROMANCE_BODY_HEADS), a Portuguese-language firm's dashed
 *    name before "Lda." is one name (name-grammar.ts JOIN), and "GIE" opens a French economic interest group's name.
 */
import { describe, expect, it } from 'vitest';
import { orgs, places } from '../found-names.js';

describe('French streets named after people', () => {
  it('reads the kind, the name and its particles with the town', () => {
    expect(places('The shop is at Avenue Félix Houphouët-Boigny, Bouaké, on the ground floor.')).toEqual(['Avenue Félix Houphouët-Boigny, Bouaké']);
    expect(places('Its office is at Boulevard du Maréchal de Lattre, Dakar.')).toEqual(['Boulevard du Maréchal de Lattre, Dakar']);
    expect(places("The depot is on Allée Valéry Giscard d'Estaing, Abidjan.")).toEqual(["Allée Valéry Giscard d'Estaing, Abidjan"]);
  });
  it('reads no street of a building or of an English phrase', () => {
    expect(places('The meeting is held at Avenue House, Leeds.')).toEqual(['Leeds']);
    expect(places('Place Names, Leeds publishes the map.')).toEqual(['Leeds']);
  });
});

describe('a building named with "the", a street and its town before a bracket (C48)', () => {
  it('reads the street and the town, the building none', () => {
    expect(places('(2) THE HARBOUR BOARD, of the Customs House, Pier Road, Holmwick (the "Licensee").')).toEqual(['Pier Road, Holmwick']);
  });
  it('leaves a town named as a person alone in its sentence', () => {
    expect(places('The cable runs to the substation in Stanley.')).toEqual([]);
  });
});

describe('a settlement named by its hills before a listed town (C102)', () => {
  it('reads it whole', () => {
    expect(places('(3) GRACE ANN MILLER of Long Hills, Providenciales (the "Surety").')).toEqual(['Long Hills, Providenciales']);
    expect(places('The guarantor lives at Rose Hill, Port Louis.')).toEqual(['Rose Hill, Port Louis']);
  });
  it('reads nothing before an unlisted word', () => {
    expect(places('The view from Green Hills, Smithfield Farm is fine.')).toEqual([]);
  });
});

describe('public bodies and firms', () => {
  it('reads a town hall "of" a town as a body', () => {
    expect(orgs('The Lessee obtains the permit of the Town Hall of Treichville.')).toEqual(['Town Hall of Treichville']);
    expect(orgs('The City Hall of Dakar grants the licence.')).toEqual(['City Hall of Dakar']);
    expect(orgs('The dinner is held in the Town Hall.')).toEqual([]);
  });
  it('reads a Portuguese or Spanish hospital with its join', () => {
    expect(orgs('The waste of the Hospital Central de Maputo is burnt weekly.')).toEqual(['Hospital Central de Maputo']);
    expect(orgs('Hospital Provincial do Namibe, a public institution, pays monthly.')).toEqual(['Hospital Provincial do Namibe']);
    expect(orgs('The Hospital General Manager signs the form.')).toEqual([]);
  });
  it('reads a dashed firm name before "Lda." whole, and keeps a heading\'s dash a cut', () => {
    expect(orgs('FIRST PARTY: SulTrans – Transportes e Logística, Lda., a private company.')).toEqual(['SulTrans – Transportes e Logística, Lda.']);
    expect(orgs('Part Two – Ridgeway Haulage Ltd agrees to carry the goods.')).toEqual(['Ridgeway Haulage Ltd']);
  });
  it('reads "GIE" and its name as one body', () => {
    expect(orgs('GIE Femmes Transformatrices de Kaolack, an economic interest group, sells the millet.')).toEqual(['GIE Femmes Transformatrices de Kaolack']);
  });
});
