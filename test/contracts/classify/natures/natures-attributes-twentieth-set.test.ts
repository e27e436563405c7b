/**
 * Natures and attributes set 20 showed missing (issue 18, h20s20), each rule with sentences written for it (none from
 * the set): words between a duty's verb and its "to" ("is obliged in particular to:"), "retains the copyright", Polish
 * addresses, Mexican legal forms, names with letters outside ASCII, a charity's legal form, and "may" the modal after a
 * number.
 */
import { describe, expect, it } from 'vitest';
import { attributesOf, typesOf } from '../helpers.js';

const POLISH = 'This Contract is concluded between Parafia Świętego Jakuba, hereinafter referred to as the "Client", and Organy Nowak Sp. z o.o., hereinafter referred to as the "Builder".';

describe('"is obliged in particular to": words between the duty\'s verb and its "to"', () => {
  it('the lead-in and its items stay the subject\'s Obligation', () => {
    expect(typesOf(POLISH, '(1) The Builder is obliged in particular to:', { text: '1) clean the bellows and re-leather the valves;', kind: 'listItem' }, { text: '2) tune every stop after installation.', kind: 'listItem' }).slice(1))
      .toEqual([['Obligation/Builder'], ['Obligation/Builder'], ['Obligation/Builder']]);
  });
  it('with commas, after "undertakes", and "inter alia"', () => {
    expect(typesOf(POLISH, 'The Builder is obliged, in particular, to keep the nave clean.', 'The Client undertakes, inter alia, to heat the church during the works.', 'The Client undertakes in particular to:').slice(1))
      .toEqual([['Obligation/Builder'], ['Obligation/Client'], ['Obligation/Client']]);
  });
  it('a negated duty stays a Disclaimer', () => {
    expect(typesOf(POLISH, 'The Client is not obliged to buy any pipes.')[1]).toEqual(['Disclaimer/Client']);
  });
});

describe('"retains the copyright": the holder\'s Right, as "retains ownership of"', () => {
  const preamble = 'This Commission Agreement is made between the Town of Elmwood (the "Town") and Rosa Delgado Studio LLC (the "Sculptor").';
  it('with "the", "all" or "its" before the copyright or the title', () => {
    expect(typesOf(preamble, 'The Sculptor retains the copyright in the sculpture and its maquettes.', 'The Sculptor retains all copyright in the sketches.', 'The Town retains title to the plinth.').slice(1))
      .toEqual([['Right/Sculptor'], ['Right/Sculptor'], ['Right/Town']]);
  });
  it('title that "remains with" a party stays untyped (sets 4, 10, 13 and 15 label it so)', () => {
    expect(typesOf(preamble, 'Title to the plinth remains with the Town at all times.')[1]).toEqual([]);
  });
});

describe('attributes', () => {
  it('a Polish address ("ul.", "al.", "pl."; postcode NN-NNN; Latin Extended-A letters) is one Location, no Numbers', () => {
    expect(attributesOf('The Builder has its office at ul. Zielona 14, 30-002 Kraków.')).toEqual(['Location:ul. Zielona 14, 30-002 Kraków']);
    expect(attributesOf('Deliveries go to al. Niepodległości 5/7, 00-950 Łódź.')).toEqual(['Location:al. Niepodległości 5/7, 00-950 Łódź']);
    expect(attributesOf('The parish office is at pl. Świętego Ducha 3, 87-100 Toruń.')).toEqual(['Location:pl. Świętego Ducha 3, 87-100 Toruń']);
  });
  it('Mexican legal forms are kept whole, the name joined by "del" and "y"', () => {
    expect(attributesOf('This Agreement is made between Maquilas del Norte, S. de R.L. de C.V., a Mexican company, and Transportes Rocha y Hijos, S.A. de C.V.'))
      .toEqual(['Organization:Maquilas del Norte, S. de R.L. de C.V.', 'Organization:Transportes Rocha y Hijos, S.A. de C.V.']);
  });
  it('a signatory\'s or a titled person\'s name is not cut at a letter outside ASCII', () => {
    expect(attributesOf('CLIENTE: Envases del Golfo, S.A. de C.V. By: Mariana Peñaloza Ibáñez, Legal Representative'))
      .toEqual(['Organization:Envases del Golfo, S.A. de C.V.', 'Person:Mariana Peñaloza Ibáñez']);
    expect(attributesOf('Name: Łukasz Zięba')).toEqual(['Person:Łukasz Zięba']);
    expect(attributesOf('The Client is represented by Mr. José Núñez.')).toEqual(['Person:José Núñez']);
  });
  it('a priest\'s title ("Fr.", "Rev.", "Revd") introduces a Person, as "Mr" does', () => {
    expect(attributesOf('The parish is represented by Fr. Piotr Malec and Revd Anne Holt.')).toEqual(['Person:Piotr Malec', 'Person:Anne Holt']);
  });
  it('a body or a place named with accented Latin letters is read whole', () => {
    expect(attributesOf('The permit is issued by the Ministry of Economía.')).toEqual(['Organization:Ministry of Economía']);
    expect(attributesOf('Any fine is imposed by the Municipality of Querétaro.')).toEqual(['Organization:Municipality of Querétaro']);
  });
  it('a charitable incorporated organisation ("CIO", "SCIO") is an Organization', () => {
    expect(attributesOf('The grant is paid to Moorside Food Bank CIO.')).toEqual(['Organization:Moorside Food Bank CIO']);
    expect(attributesOf('The grant is paid to Glen Shiel Trust SCIO.')).toEqual(['Organization:Glen Shiel Trust SCIO']);
  });
  it('"may" in small letters after an outline number is the modal, no date; "1 May 2027" stays a date', () => {
    expect(attributesOf('Services not listed in Section 2.1.4 may be added by a change order.')).toEqual([]);
    expect(attributesOf('The fees in Schedule 3.2 may be revised each year.').filter((a) => a.startsWith('DateTime'))).toEqual([]);
    // The reference response reads "Clause 10 may vary" as a date: parley keeps that reading after a plain number.
    expect(attributesOf('The effect of a breach of this Clause 12 may vary.')).toEqual(['DateTime:12 may']);
    expect(attributesOf('The lease starts on 1 May 2027.')).toEqual(['DateTime:1 May 2027']);
  });
});
