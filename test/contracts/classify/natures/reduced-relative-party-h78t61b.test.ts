/** Issue 18, h78t61b: a party inside a reduced relative clause ("the accounts Client provides") is no subject of the modal after it. */
import { describe, expect, it } from 'vitest';
import { typesOf } from '../helpers.js';

const PREAMBLE = 'This Services Agreement is made between Baltic Data OÜ (the "Supplier") and Nordfrakt AS (the "Customer").';
const typed = (sentence: string) => typesOf(PREAMBLE, sentence)[1];

describe('a party inside a reduced relative clause', () => {
  it('"the accounts Customer provides and will not copy": the modal binds the sentence\'s subject, no party', () => {
    expect(typed('The engineers will work only through the VPN accounts Customer provides and will not copy any data to their own devices.')).toEqual([]);
    expect(typed('The crew will use only the tools the Supplier supplies and will not take them off the site.')).toEqual([]);
  });

  it('near misses: the party as the subject of both verbs, and a subject after "and"', () => {
    expect(typed('Customer acknowledges and will not dispute the Supplier\'s title to the equipment.')).toEqual(['Exclusion/Customer']);
    expect(typed('The Supplier agrees and shall ensure that its staff follow the site rules.')).toEqual(['Obligation/Supplier']);
    expect(typed('The licence ends and the Supplier shall remove its equipment within ten days.')).toEqual(['Obligation/Supplier']);
  });
});
