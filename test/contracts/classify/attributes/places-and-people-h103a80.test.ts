/**
 * Issue 18, h103a80 (set 80's attributes; sentences, names and places written for this test): the towns of Somaliland,
 * Somalia, Haiti, Cyprus and Micronesia the gazetteer lacked, Somaliland itself, a town naming the road to it in small
 * letters (C48), a college named by the Federated States' short name (C120), a percentage range "from … to …" as two
 * Percentages, and the people of form and signing rows: a row headed by a person's standing ("Student's name:"), the
 * French notary's "Me." before the name, a witness "in the presence of" after the signer, a second signer after a post
 * in small letters.
 */
import { describe, expect, it } from 'vitest';
import { attributesOf, typesAndAttributesOf } from '../helpers.js';

const only = (kind: string) => (text: string): string[] => attributesOf(text).filter((a) => a.startsWith(kind));
const locations = only('Location');
const persons = only('Person');

describe('towns the gazetteer lacked', () => {
  it('reads Somaliland and its towns, and Somalia\'s', () => {
    expect(locations('The Seller is registered in Somaliland and keeps its depot in Burao.')).toEqual(['Location:Somaliland', 'Location:Burao']);
    expect(locations('The tankers serve Borama, Erigavo and Las Anod.')).toEqual(['Location:Borama', 'Location:Erigavo', 'Location:Las Anod']);
    expect(locations('The fish is landed at Bosaso and sold in Garowe.')).toEqual(['Location:Bosaso', 'Location:Garowe']);
  });
  it('reads Haiti\'s departmental seats and communes, with their accents and without', () => {
    expect(locations('The coffee is grown near Hinche and packed in Port-de-Paix.')).toEqual(['Location:Hinche', 'Location:Port-de-Paix']);
    expect(locations('The mill stands in Leogane, and the store in Petit-Goâve.')).toEqual(['Location:Leogane', 'Location:Petit-Goâve']);
  });
  it('reads Cyprus\'s towns in their English and Greek spellings', () => {
    expect(locations('The agent has offices in Limassol and in Pafos.')).toEqual(['Location:Limassol', 'Location:Pafos']);
  });
  it('reads Micronesia\'s municipalities and a state by its "State" name', () => {
    expect(locations('The samples come from Sokehs and from Pingelap.')).toEqual(['Location:Sokehs', 'Location:Pingelap']);
    expect(locations('The laws of Kosrae State apply.')).toEqual(['Location:Kosrae State']);
  });
  it('reads a town named before "road" in small letters as the road\'s name, no place', () => {
    expect(locations('The yard is on the Erigavo road in Burao.')).toEqual(['Location:Burao']);
    expect(locations('The trucks drive from Erigavo by road.')).toEqual(['Location:Erigavo']);
  });
  it('reads a college named by Micronesia as one Organization (C120)', () => {
    expect(attributesOf('Two nurses from the College of Micronesia join the survey.')).toEqual(['Number:Two', 'Organization:College of Micronesia']);
  });
});

describe('a percentage range', () => {
  it('reads "from … to …" as two Percentages, as "between … and …"', () => {
    expect(only('Percentage')('The fee rises from 12% to 18% after the first year.')).toEqual(['Percentage:12%', 'Percentage:18%']);
    expect(only('Percentage')('Beans with moisture from 9% to 11%: USD 3 per kilogram')).toEqual(['Percentage:9%', 'Percentage:11%']);
  });
});

describe('the people of form and signing rows', () => {
  it('reads a row headed by a person\'s standing as a Person, no party', () => {
    expect(persons('Student\'s name: Idris Okonjo')).toEqual(['Person:Idris Okonjo']);
    expect(persons('Signed by the trainee: Idris Okonjo')).toEqual(['Person:Idris Okonjo']);
    expect(persons('Signed by the parent: Amara Okonjo, mother')).toEqual(['Person:Amara Okonjo']);
    expect(persons('Parent/Guardian: Amara Okonjo')).toEqual(['Person:Amara Okonjo']);
    const got = typesAndAttributesOf('These terms are between Gull Point Sailing Ltd ("we") and the student who enrols ("you").', 'Signed by the student: Idris Okonjo', 'The student must wear a life jacket.');
    expect(got.map((e) => e.types)).toEqual([[], [], []]);
  });
  it('reads no person in such a row without a name', () => {
    expect(persons('Student\'s name: to be given at enrolment')).toEqual([]);
    expect(persons('Child: 2')).toEqual([]);
  });
  it('reads the name after the notary\'s "Me." without the title', () => {
    expect(persons('Witness: Me. Nadège Laurent, notary, Hinche')).toEqual(['Person:Nadège Laurent']);
    expect(persons('in the presence of Me Nadège Laurent, notary')).toEqual(['Person:Nadège Laurent']);
    expect(persons('Give Me Shelter Ltd sells tents.')).toEqual([]);
  });
  it('reads a witness "in the presence of" right after a party\'s signer', () => {
    const got = typesAndAttributesOf('THIS AGREEMENT is made BETWEEN:', '(1) PAVLOS MICHAEL, of Paphos (the "Seller"); and', '(2) CEDAR LANE LIMITED, a company incorporated in England (the "Buyer").',
      'SIGNED by PAVLOS MICHAEL in the presence of Irini Kyriacou, advocate');
    expect(got[3].attributes).toEqual(['Person:PAVLOS MICHAEL', 'Person:Irini Kyriacou']);
  });
  it('reads the second signer after a post in small letters', () => {
    expect(persons('SIGNED for CEDAR LANE LIMITED by Tariq Bello, director, and Wen Hollis, secretary')).toEqual(['Person:Tariq Bello', 'Person:Wen Hollis']);
    expect(persons('SIGNED for CEDAR LANE LIMITED by Tariq Bello, director and Wen Hollis, secretary')).toEqual(['Person:Tariq Bello', 'Person:Wen Hollis']);
  });
  it('stays linear on long runs of post words and presence phrases', () => {
    const text = `SIGNED by Aa Bb${', managing director'.repeat(4000)} in the presence of${' in the presence of'.repeat(4000)}`;
    const t0 = Date.now();
    attributesOf(text);
    attributesOf(`Witness: ${'Me. '.repeat(8000)}Aa`);
    expect(Date.now() - t0).toBeLessThan(5000);
  });
});
