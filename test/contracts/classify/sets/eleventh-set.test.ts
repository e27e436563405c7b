/**
 * Natures, parties and attributes the eleventh blind set showed (issue 18, h18e11); sentences written for these tests,
 * none taken from the set.
 */
import { describe, expect, it } from 'vitest';
import { classifyContract, type ElementInput } from '../../../../src/contracts/classify/index.js';
import { PREAMBLE, attributesOf, typesOf } from '../helpers.js';

/** Each element's types and its attributes as `Type:text`. */
const read = (...items: (string | ElementInput)[]) => {
  const inputs = items.map((x) => (typeof x === 'string' ? { text: x, kind: 'sentence' as const } : x));
  return classifyContract(inputs).elements.map((e, i) => ({
    types: e.types.map((t) => `${t.label.nature}/${t.label.party}`),
    attributes: e.attributes.map((a) => `${a.type}:${inputs[a.element ?? i].text.slice(a.begin, a.end)}`),
  }));
};

describe('an alias written with accented letters is the party (h18e11)', () => {
  const preamble = 'This agreement is made between Sable Films Inc. ("Sable") and Société Aurore SARL ("Aurore"), each a "Producer".';
  // "Sable keeps the ledgers" before ", which Aurore may inspect": Sable's present-tense duty beside Aurore's right (C154,
  // session 66; before it the relative clause's right alone was read).
  it('("Aurore") as ("Sable"): "Aurore shall", "which Aurore may" bind Aurore', () => {
    expect(typesOf(preamble, 'Aurore shall deliver the final mix.', 'Sable keeps the ledgers, which Aurore may inspect.', 'Sable shall pay 70% and Aurore shall pay 30%.'))
      .toEqual([[], ['Obligation/Aurore'], ['Right/Aurore', 'Obligation/Sable'], ['Obligation/Sable', 'Obligation/Aurore']]);
  });
  it('"(hereinafter called the "Câmara")" and an accented name not followed by a letter of another word', () => {
    expect(typesOf('This deed is made by Vinhos Douro Lda. (hereinafter called the "Adega") and Loja Azul Lda. (hereinafter called the "Câmara").', 'The Câmara must collect the wine.', 'The Adega must not sell to Câmaras elsewhere.'))
      .toEqual([[], ['Obligation/Câmara'], ['Exclusion/Adega']]);
  });
});

describe('a definitions row with a dash or a colon after the quoted term (h18e11)', () => {
  it('`"Handover Period" – the period …` and `"Asset List": a list …` define their terms', () => {
    const got = read('"Handover Period" – the period of ninety days after expiry.', '"Asset List": a list of the equipment used for the Services.', '"Go-Live" — the day the new system first takes orders.');
    expect(got.map((e) => e.types)).toEqual([['Definition/None'], ['Definition/None'], ['Definition/None']]);
    expect(got.map((e) => e.attributes.filter((a) => a.startsWith('DefinedTerm')))).toEqual([['DefinedTerm:Handover Period'], ['DefinedTerm:Asset List'], ['DefinedTerm:Go-Live']]);
  });
  it('not a quoted label with a note after it, nor a quoted ordinary word', () => {
    expect(typesOf('"AS IS" - see clause 9 for what this excludes.', '"sold" – the word used on the labels.')).toEqual([[], []]);
  });
});

describe('what the parties cannot settle, in a relative clause with "which" (h18e11)', () => {
  it('"Any dispute about this lease which the parties cannot settle … must be referred" binds no one', () => {
    expect(typesOf(PREAMBLE, 'Any claim under this Agreement which the parties cannot settle between themselves must be referred to an expert.'))
      .toEqual([[], []]);
  });
  it('a bar the party states itself is still a bar', () => {
    expect(typesOf(PREAMBLE, 'The Customer cannot assign this Agreement.')).toEqual([[], ['Exclusion/Customer']]);
  });
});

describe('passives with an agent: an adverb after the first participle, a state after the participle (h18e11)', () => {
  it('"shall be computed monthly and remitted by the Customer" → Obligation/Customer', () => {
    expect(typesOf(PREAMBLE, 'The fee shall be computed monthly and remitted by the Customer within ten days.')).toEqual([[], ['Obligation/Customer']]);
  });
  it('"shall be kept confidential by the Supplier", "will be made available by the Supplier" → Obligation/Supplier', () => {
    expect(typesOf(PREAMBLE, 'All test results shall be kept confidential by the Supplier.', 'The source files will be made available by the Supplier on request.'))
      .toEqual([[], ['Obligation/Supplier'], ['Obligation/Supplier']]);
  });
  it('not a sum "chargeable by" a party, nor an agentless passive', () => {
    expect(typesOf(PREAMBLE, 'A fee shall be chargeable by the Supplier for each extra visit.', 'The records shall be kept confidential.')).toEqual([[], [], []]);
  });
});

describe('names with their own language\'s accents and legal forms (h18e11)', () => {
  it('Montréal, Québec, Zürich are places as Montreal, Quebec, Zurich are', () => {
    expect(attributesOf('The mediation shall take place in Montréal.')).toEqual(['Location:Montréal']);
    expect(attributesOf('Filming takes place in Québec and in Zürich.')).toEqual(['Location:Québec', 'Location:Zürich']);
  });
  it('Spanish, Italian and Portuguese legal forms end a company name: S.L., S.r.l., Lda.', () => {
    expect(attributesOf('The goods are sold by Ferretería Ribas S.L. to its customers.')).toEqual(['Organization:Ferretería Ribas S.L.']);
    expect(attributesOf('Officine Brera S.r.l. shall ship the valves.')).toEqual(['Organization:Officine Brera S.r.l.']);
    expect(attributesOf('The wine is bottled by Vinhos Douro Lda. at its cellar.')).toEqual(['Organization:Vinhos Douro Lda.']);
  });
});

describe('one of a collective alias as the agent of a passive (h18e11)', () => {
  const preamble = 'This agreement is made between Sable Inc. ("Sable") and Aurore SAS ("Aurore"), each a "Producer" and together the "Producers".';
  it('"shall not be disclosed by either Producer" → Exclusion, "shall be borne by each Producer" → Obligation, of Multiple Parties', () => {
    expect(typesOf(preamble, 'The budget shall not be disclosed by either Producer except to its bank.', 'Overruns shall be borne by each Producer in equal shares.'))
      .toEqual([[], ['Exclusion/Multiple Parties'], ['Obligation/Multiple Parties']]);
  });
});

describe('a warranty of a thing in the present tense is the warrantor\'s promise (h18e11)', () => {
  it('"warrants the Goods against defects", "warrants the prints to be free from defects" → Obligation', () => {
    expect(typesOf(PREAMBLE, 'The Supplier warrants the Goods against defects in materials for twelve months.', 'The Supplier warrants its prints to be free from scratches.', 'The Supplier warrants all spare parts free from defects.'))
      .toEqual([[], ['Obligation/Supplier'], ['Obligation/Supplier'], ['Obligation/Supplier']]);
  });
  it('not "warrants" as a noun, and not a right the warrantor is given', () => {
    expect(typesOf(PREAMBLE, 'The warrants the Customer holds are transferable.')).toEqual([[], []]);
  });
});

describe('a dash set off by a blank before a figure is punctuation, not a minus sign (h18e11)', () => {
  it('"(a) Deposit – 10% of the Price" is 10%, "Fee – $500" is $500', () => {
    expect(attributesOf('(a) Deposit – 10% of the Price, on signing;')).toEqual(['Percentage:10%']);
    expect(attributesOf('Call-out Fee — $500 per visit.')).toEqual(['Currency:$500']);
  });
  it('a minus sign against its figure stays', () => {
    expect(attributesOf('The index may move by -0.5% in a year.')).toEqual(['Percentage:-0.5%']);
  });
});
