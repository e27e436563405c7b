/**
 * Near misses that session 68's rules still caught (issue 18, h106near; the re-read's "Left" in bench/log.md): each probe
 * read wrongly before its narrowing, the sentence each rule was written for still read, and near misses of the new
 * bounds. Sentences written for the rules, none from the sets.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { classifyContract } from '../../../../src/contracts/classify/index.js';
import type { ElementInput } from '../../../../src/contracts/classify/types.js';
import { IN_PLACE_ON, signingPlaceOn } from '../../../../src/contracts/classify/document/place-of-making.js';
import { fieldPersons } from '../../../../src/contracts/classify/parties/person-parties.js';
import { readsLinearly } from '../../../security/linear-time.js';
import { attributesOf } from '../helpers.js';
import { effective, facts } from '../facts-readers.js';

const PARTIES = 'This Agreement is made between Alpha Ltd ("Seller") and Beta Ltd ("Buyer").';
const read = (text: string) => classifyContract([PARTIES, text].map((t): ElementInput => ({ kind: 'sentence', text: t }))).elements[1];
const categories = (text: string) => read(text).categories.map((c) => c.label);
const numbers = (text: string) => attributesOf(text).filter((a) => a.startsWith('Number:'));
const SALE = ['AGREEMENT OF SALE', 'The Seller sells the boat "Tern" to the Buyer for EUR 20,000.'];

describe('1. a signing line names a place: "At <place>, on", not "At Completion, on"', () => {
  it('a moment of the deal after "At" dates nothing', () => {
    expect(effective(...SALE, 'At Completion, on 1 June 2030.')).toEqual([]);
    expect(effective(...SALE, 'At Practical Completion, on 1 June 2030.')).toEqual([]);
    expect(effective(...SALE, 'AT CLOSING, ON 1 June 2030.')).toEqual([]);
  });
  it('a town after "At" or "In" still dates the signing', () => {
    expect(effective(...SALE, 'At Vigo, on 1 June 2030.')).toEqual(['2030-06-01']);
    expect(effective(...SALE, 'At Reading, on 1 June 2030.')).toEqual(['2030-06-01']);
    expect(effective(...SALE, 'In Valencia, on 1 June 2030.')).toEqual(['2030-06-01']);
    expect(effective(...SALE, 'In Tandil, on the 7th day of June 2031.')).toEqual(['2031-06-07']);
  });
  it('the deed opening keeps IN_PLACE_ON whole; the signing line reads it through signingPlaceOn', () => {
    expect(IN_PLACE_ON.test('At Completion, on ')).toBe(true);
    expect(signingPlaceOn('At Completion, on ')).toBe(false);
    expect(signingPlaceOn('At Keswick (Cumbria), on ')).toBe(true);
    expect(signingPlaceOn('In Prague on ')).toBe(true);
    expect(signingPlaceOn('The parties sign on ')).toBe(false);
  });
  it('reads a long capitalised run linearly', () => {
    expect(readsLinearly((n) => {
      const text = `At ${'Completion '.repeat(n / 11)}, on `;
      return () => (signingPlaceOn(text) ? 1 : 0);
    })).toBeGreaterThanOrEqual(0);
  });
});

describe('2. a number mark in small letters needs its stop', () => {
  it('"no" of running text before a slashed figure marks no identifier: read as the figure alone is', () => {
    expect(numbers('We offer no 24/7 support.')).toEqual(numbers('We offer 24/7 support.'));
    expect(numbers('The club needs no 3/4 majority for this vote.')).toEqual(numbers('The club needs a 3/4 majority for this vote.'));
    expect(numbers('The club needs no 3/4 majority for this vote.')).toEqual(['Number:3/4']);
  });
  it('"No.", "no.", "NO" and "Nr." still mark one', () => {
    for (const mark of ['No.', 'no.', 'NO', 'No', 'Nr.']) expect(numbers(`The works under Contract ${mark} 80/1 are done.`)).toEqual([]);
    expect(numbers('The works under Contract No. DJLS 2043/07 are done.')).toEqual([]);
  });
});

describe('3. a chat\'s "we pay the" pays the other only before the money', () => {
  const chat = (line: string, last = 'Fine, I send it Monday.') => facts(
    '14/07/2043, 21:05 - Amina Bello: Hello, do you have the blue cloth?',
    '14/07/2043, 21:07 - Chidi Okafor: Yes, 20 yards at N5,000 a yard.',
    `14/07/2043, 21:09 - Amina Bello: Good. ${line}`,
    `14/07/2043, 21:10 - Chidi Okafor: ${last}`,
  ).parties.map((p) => `${p.party}/${p.role}`);
  it('a third party\'s service paid says nothing of who buys', () => {
    expect(chat('We pay the courier when he comes.')).toEqual([]);
    expect(chat('We will pay the driver on arrival.')).toEqual([]);
  });
  it('the balance, the full price, the deposit paid still make the writer the buyer', () => {
    const sides = ['AMINA BELLO/Buyer', 'CHIDI OKAFOR/Supplier'];
    expect(chat('We pay the balance on delivery.')).toEqual(sides);
    expect(chat('We will pay the full price on Friday.')).toEqual(sides);
    expect(chat('We pay the deposit today.')).toEqual(sides);
    expect(chat('We pay you on delivery.')).toEqual(sides);
  });
});

describe('4. "answers for" a loss and a damage cost paid keep the task guard', () => {
  it('a task the loss word names is no loss answered for', () => {
    expect(categories('The Seller answers for the damage reports.')).not.toContain('Liability');
    expect(categories('The Seller answers for the loss adjustment of the cargo.')).not.toContain('Liability');
    expect(categories('The Seller pays the full cost of damage surveys.')).not.toContain('Liability');
  });
  it('the loss, damage and defects answered for still are', () => {
    expect(categories('The Seller answers for any damage to the boat before delivery.')).toContain('Liability');
    expect(categories('The Sellers answer for hidden defects under the Land Code for two years.')).toEqual(expect.arrayContaining(['Liability', 'Warranties']));
    expect(categories('The Buyer pays the full cost of damage caused by driving on the beach.')).toContain('Liability');
  });
});

describe('5. access to a service\'s online content is no Asset Use', () => {
  it('an online, digital or electronic archive or library', () => {
    expect(categories('The Publisher gives the Buyer access to its online archive.')).not.toContain('Asset Use');
    expect(categories('The Seller gives the Buyer access to its digital library for one year.')).not.toContain('Asset Use');
    expect(categories("The Seller gives the Buyer access to the Publisher's electronic archives.")).not.toContain('Asset Use');
  });
  it('a room of the client\'s named by its own noun still is', () => {
    expect(categories("The Seller gives the Buyer's staff access to the archive from 9 am to 5 pm.")).toContain('Asset Use');
    expect(categories('The Seller gives the Buyer access to its old paper archive.')).toContain('Asset Use');
  });
});

describe('6. a name a PDF spaced out in a field is one Person; two names never join', () => {
  const slices = (text: string): string[] => fieldPersons(text).map((p) => text.slice(p.begin, p.end));
  it('one name spaced by the layout: its span from the first word to the last', () => {
    expect(slices('Buyer: Karl   Sund')).toEqual(['Karl   Sund']);
    expect(slices('Tenant: Ruth\tMoss')).toEqual(['Ruth\tMoss']);
    expect(attributesOf('Buyer: Karl   Sund')).toEqual(['Person:Karl   Sund']);
  });
  it('near misses: two names stay two; a form\'s cell is no word of a name', () => {
    expect(slices('Landlord: Karl Sund    Maj Sund')).toEqual(['Karl Sund', 'Maj Sund']);
    expect(slices('Tenant: Ruth Moss    Signature')).toEqual(['Ruth Moss']);
    expect(slices('Tenant: Ruth    Signature')).toEqual([]);
    expect(slices('Tenant: Ruth    Date')).toEqual([]);
  });
  it('every Person slices back to its text, opens and closes on a word, and joins no two names (fast-check)', () => {
    const word = fc.constantFrom('Peter', 'Joan', 'Hale', 'Moss', 'Ruth', 'Signature', 'Karl', 'Sund', 'Peter Hale', 'Joan Moss');
    const gap = fc.constantFrom(' ', '   ', '\t', '     ');
    fc.assert(fc.property(fc.array(fc.tuple(word, gap), { minLength: 1, maxLength: 5 }), (cells) => {
      const text = `Tenant: ${cells.map(([w, g]) => w + g).join('')}`.trimEnd();
      for (const p of fieldPersons(text)) {
        const s = text.slice(p.begin, p.end);
        expect(s).toBe(s.trim());
        const parts = s.split(/\t| {3,}/);
        if (parts.length > 1) expect(parts.every((x) => !x.includes(' '))).toBe(true);
        expect(parts).not.toContain('Signature');
      }
    }), { numRuns: 200 });
  });
});

describe('7. a compass word opening a listed country belongs to it: "Mohair South Africa" is a body', () => {
  it('a trade or field word before a country of two words', () => {
    expect(attributesOf('The goats are shorn under the code of practice of Mohair South Africa.')).toContain('Organization:Mohair South Africa');
    expect(attributesOf('The beans are graded under the rules of Coffee South Korea.')).toContain('Organization:Coffee South Korea');
    expect(attributesOf('The grant of Tourism South Australia is paid in May.')).toContain('Organization:Tourism South Australia');
  });
  it('near misses: a town and its country, a compass word alone, a town unlisted', () => {
    expect(attributesOf('The farm near Cape Town South Africa is sold.')).not.toContain('Organization:Cape Town South Africa');
    expect(attributesOf('The wool is sent from Graaff-Reinet South Africa.')).not.toContain('Organization:Graaff-Reinet South Africa');
    expect(attributesOf('The laws of South Africa govern this agreement.')).toEqual(['Location:South Africa']);
    expect(attributesOf('The herd grazes in Central Scotland.')).not.toContain('Organization:Central Scotland');
  });
});
