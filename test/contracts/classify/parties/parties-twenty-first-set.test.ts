/**
 * Party bindings set 21 showed missing (issue 18, h21s21), each rule with sentences written for it (none from the set):
 * every entry of a list under a "Parties" heading is a party slot (not only the first), a "BETWEEN" / entry / "AND" /
 * entry list goes on past its "AND" line, and the preamble's sentence
 * "A and B are each a "Partner"" gives the parties it names their collective alias.
 */
import { describe, expect, it } from 'vitest';
import { classifyContract, type ElementInput } from '../../../../src/contracts/classify/index.js';
import { groupAliases } from '../../../../src/contracts/classify/parties/group-aliases.js';
import { elements, typesOf } from '../helpers.js';

const parties = (...items: (string | ElementInput)[]) =>
  classifyContract(elements(...items)).parties.filter((p) => p.importance === 'Primary').map((p) => `${p.party} ${p.role}`);

describe('the entries under a "Parties" heading, each with its register number, address and unquoted alias', () => {
  const list = ['PARTIES', 'Karri Gold Pty Ltd ACN 101 202 303 of 9 Mounts Bay Road, Perth WA 6000 (Optionor)', 'Bluestone Metals Limited ACN 404 505 606 of 2 Rokeby Road, Subiaco WA 6008 (Optionee)', 'BACKGROUND'];
  it('the second entry is a party as the first is', () => {
    expect(parties(...list)).toEqual(['KARRI GOLD Unknown', 'BLUESTONE METALS Unknown']);
  });
  it('its alias binds the clauses', () => {
    expect(typesOf(...list, 'The Optionee must drill at least 2,000 metres in the first year.', 'The Optionee may withdraw on 30 days\' notice.').slice(4))
      .toEqual([['Obligation/Optionee'], ['Right/Optionee']]);
  });
  it('a third entry under a heading is a slot too; a line after the list (a heading in capitals) ends it', () => {
    const three = ['PARTIES', 'Karri Gold Pty Ltd ACN 101 202 303 of 9 Mounts Bay Road, Perth WA 6000 (Optionor)', 'Bluestone Metals Limited ACN 404 505 606 of 2 Rokeby Road, Subiaco WA 6008 (Optionee)', 'Wandoo Drilling Pty Ltd ACN 707 808 909 of 5 Hay Street, Perth WA 6000 (Driller)'];
    expect(parties(...three)).toEqual(['KARRI GOLD Unknown', 'BLUESTONE METALS Unknown', 'WANDOO DRILLING Unknown']);
    expect(parties('PARTIES', 'Karri Gold Pty Ltd ACN 101 202 303 (Optionor)', 'RECITALS', 'Bluestone Metals Limited ACN 404 505 606 (Optionee)'))
      .toEqual(['KARRI GOLD Unknown']);
  });
});

describe('"BETWEEN" / a company / "AND" / a person: the list goes on past its "AND" line', () => {
  const preamble = ['This Agreement is made at Pune on 4 March 2027', 'BETWEEN', 'Lotus Physio Care Private Limited, having its registered office at 22 FC Road, Pune 411 004 (hereinafter referred to as the "Centre") of the ONE PART;', 'AND', 'Dr. Meera Kulkarni, residing at 5 Prabhat Road, Pune 411 004 (hereinafter referred to as the "Physiotherapist") of the OTHER PART.'];
  it('the person is a party (her courtesy title no part of the name: the convention since facts set 1, h55f34)', () => {
    expect(parties(...preamble)).toEqual(['LOTUS PHYSIO CARE Unknown', 'MEERA KULKARNI Unknown']);
  });
  it('her alias binds the clauses', () => {
    expect(typesOf(...preamble, 'The Physiotherapist shall keep treatment notes for every patient.', 'The Physiotherapist shall not treat patients of the Centre elsewhere.').slice(5))
      .toEqual([['Obligation/Physiotherapist'], ['Exclusion/Physiotherapist']]);
  });
});

describe('"A and B are each a "Partner"": the collective alias in a sentence of its own', () => {
  const preamble = ['THIS AGREEMENT is made on 2 June 2027', 'BETWEEN:', '(1) Merlion Logistics Pte. Ltd., a company incorporated in Singapore ("Merlion");', '(2) Hoshi Trading K.K., a company incorporated in Japan ("Hoshi"); and', '(3) Straits Cold Chain Pte. Ltd. (the "Company").', 'Merlion and Hoshi are each a "Partner" and together the "Partners".'];
  it('names the group, singular and plural', () => {
    expect([...groupAliases(preamble)]).toEqual([['Partner', 'Multiple Parties'], ['Partners', 'Multiple Parties']]);
  });
  it('"Each Partner", "The Partners", "A Partner wishing to …" bind Multiple Parties', () => {
    expect(typesOf(...preamble, 'Each Partner shall vote its shares to give effect to this Agreement.', 'The Partners shall lend the Company its working capital.', 'Each Partner may appoint one director.').slice(6))
      .toEqual([['Obligation/Multiple Parties'], ['Obligation/Multiple Parties'], ['Right/Multiple Parties']]);
  });
  it('no group where the words before "are each" are no names, or a thing is "each a" term', () => {
    expect([...groupAliases(['the goods are each a "Unit" for this purpose.'])]).toEqual([]);
    expect([...groupAliases(['Each outage (each an "Agreed Interruption") is planned.'])]).toEqual([]);
  });
});
