/** Lists inside a run of list items: nested by marker style, closed by a numbered clause (issue 18, h19seg). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nestLists } from '../../../src/contracts/html/list-nesting.js';
import { analyzeRead } from '../../../src/contracts/operations/pipeline.js';
import { documentStructure } from '../../../src/contracts/structure/document-structure.js';
import { bold, doc, para } from '../helpers.js';

const analyse = (...args: Parameters<typeof doc>) => analyzeRead(doc(...args), '00000000000000000000000000000000');
/** Each leading sentence as [lead, items], texts only. */
const leading = (...args: Parameters<typeof doc>): [string, string[]][] => {
  const a = analyse(...args);
  const byBegin = new Map(a.elements.map((e) => [e.location.begin, e.text]));
  return documentStructure(a.written, a.elements).leading_sentences.map((s) => [s.text, s.element_locations.map((l) => byBegin.get(l.begin)!)]);
};

describe('nestLists: which list each item of a run belongs to', () => {
  it('lettered items after a clause nest under it; the next clause of that depth returns to the clause list', () => {
    expect(nestLists(['7.4.1', '7.4.2', 'a)', 'b)', '7.4.3'])).toEqual([
      { list: 0, led: true }, { list: 0, led: true }, { list: 1, led: true }, { list: 1, led: true }, { list: 0, led: true },
    ]);
  });

  it('a shallower clause closes every list: nothing before it leads it', () => {
    expect(nestLists(['7.4.2', 'a)', 'b)', '7.4.3', '7.5', '7.6'])).toEqual([
      { list: 0, led: true }, { list: 1, led: true }, { list: 1, led: true }, { list: 0, led: true },
      { list: 2, led: false }, { list: 2, led: false },
    ]);
    expect(nestLists(['(a)', '(b)', '9.1']).map((p) => p.led)).toEqual([true, true, false]);
  });

  it('"1.1 / (a) / (i)": roman items nest under a letter, "(i)" after "(h)" is a letter', () => {
    expect(nestLists(['1.1', '(a)', '(i)', '(ii)', '(b)', '1.2']).map((p) => p.list)).toEqual([0, 1, 2, 2, 1, 0]);
    expect(nestLists(['(g)', '(h)', '(i)', '(j)']).map((p) => p.list)).toEqual([0, 0, 0, 0]);
    expect(nestLists(['5.', '6.', '(a)', '(b)', '7.']).map((p) => p.list)).toEqual([0, 0, 1, 1, 0]);
  });

  it('a deeper clause nests under the clause before it', () => {
    expect(nestLists(['16.6.3', '16.6.4', '16.6.4.1', '16.6.4.2', '16.6.5']).map((p) => p.list)).toEqual([0, 0, 1, 1, 0]);
  });

  it('for any markers: one place per item, lists numbered in order of first use, a list keeps its lead flag', () => {
    const marker = fc.constantFrom('1.1', '1.2', '1.1.1', '2.', '(a)', '(b)', 'a)', '(i)', '(ii)', 'i.', '•', '-', '1)', '(h)');
    fc.assert(fc.property(fc.array(marker, { maxLength: 30 }), (markers) => {
      const places = nestLists(markers);
      expect(places).toHaveLength(markers.length);
      let next = 0;
      const led = new Map<number, boolean>();
      for (const p of places) {
        expect(p.list).toBeLessThanOrEqual(next);
        if (p.list === next) next++;
        if (led.has(p.list)) expect(p.led).toBe(led.get(p.list));
        led.set(p.list, p.led);
      }
      if (places.length > 0) expect(places[0]).toEqual({ list: 0, led: true });
    }));
  });
});

describe('leading sentences of nested lists in a document', () => {
  it('"7.4.2 … that: a) … b) … 7.4.3 … 7.5 …": the clause leads its lettered items, and 7.5 is led by nothing', () => {
    expect(leading([
      bold('7. Site Safety'),
      para('7.4 The following applies on site:'),
      para('7.4.1 The Contractor shall appoint a safety officer.'),
      para('7.4.2 The Contractor shall make sure that:'),
      para('a) site staff wear helmets at all times; and'),
      para('b) every visitor signs the register kept by the Employer;'),
      para('7.4.3 The Contractor shall keep a list of its subcontracted workers.'),
      para('7.5 The Contractor shall pay all permit fees.'),
      para('7.6 The Employer shall provide water and power.'),
    ])).toEqual([
      ['7.4 The following applies on site:', [
        '7.4.1 The Contractor shall appoint a safety officer.', '7.4.2 The Contractor shall make sure that:',
        '7.4.3 The Contractor shall keep a list of its subcontracted workers.',
      ]],
      ['7.4.2 The Contractor shall make sure that:', ['a) site staff wear helmets at all times; and', 'b) every visitor signs the register kept by the Employer;']],
    ]);
  });

  it('nested "1.1 / (a) / (i)" lists: each lead-in leads its own items', () => {
    expect(leading([
      para('The Licensee agrees as follows:'),
      para('1.1 The Licensee shall:'),
      para('(a) keep the software secure and in particular:'),
      para('(i) change its passwords every quarter;'),
      para('(ii) keep a log of every access;'),
      para('(b) report any breach within two days.'),
      para('1.2 The Licensor may audit the Licensee once a year.'),
    ])).toEqual([
      ['The Licensee agrees as follows:', ['1.1 The Licensee shall:', '1.2 The Licensor may audit the Licensee once a year.']],
      ['1.1 The Licensee shall:', ['(a) keep the software secure and in particular:', '(b) report any breach within two days.']],
      ['(a) keep the software secure and in particular:', ['(i) change its passwords every quarter;', '(ii) keep a log of every access;']],
    ]);
  });

  it('a list that goes on after a page break stays one list', () => {
    expect(leading([
      para('9.2 The Tenant shall:'),
      para('(a) keep the premises clean;', { page: 1 }),
      para('(b) allow inspections on reasonable notice;', { page: 2 }),
      para('(c) pay the service charge.', { page: 2 }),
      para('9.3 The Landlord shall insure the building.', { page: 2 }),
    ])).toEqual([
      ['9.2 The Tenant shall:', ['(a) keep the premises clean;', '(b) allow inspections on reasonable notice;', '(c) pay the service charge.']],
    ]);
  });

  it('writes one <ul> per list, one after the other', () => {
    const a = analyse([para('1.1 The Licensee shall:'), para('(a) keep records;'), para('(b) report yearly.'), para('1.2 The Licensor may audit.')]);
    const body = a.written.html.slice(a.written.html.indexOf('<body>'));
    expect(body.match(/<\/?ul[^>]*>/g)).toEqual([
      '<ul style="list-style-type: none;">', '</ul>', '<ul style="list-style-type: none;">', '</ul>',
      '<ul style="list-style-type: none;">', '</ul>',
    ]);
  });
});
