/**
 * A definition framed by the document's own noun ("In this MOU,", "In this letter,") defines its quoted term as "In this
 * Agreement," does (definitions.ts; set 70, issue 18, h92at). Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { findDefinition } from '../../../../src/contracts/classify/definitions/definitions.js';
import { typesAndAttributesOf } from '../helpers.js';

const term = (text: string): string[] | undefined => findDefinition(text)?.terms.map((t) => text.slice(t.begin, t.end));

describe('a definition framed by the document\'s own noun', () => {
  it('defines the quoted term', () => {
    expect(term('In this letter, "Mentor" means a teacher who guides a trainee in the classroom.')).toEqual(['Mentor']);
    expect(term('In this MOU, "Tutor" means a nurse who supervises a student on a ward.')).toEqual(['Tutor']);
    expect(term('In this booking note, "Wharf" means the public wharf at the port of loading.')).toEqual(['Wharf']);
  });
  it('is a Definition with its DefinedTerm', () => {
    expect(typesAndAttributesOf('1.4 In this MOU, "Tutor" means a nurse who supervises a student on a ward.')).toEqual([
      { types: ['Definition/None'], attributes: ['DefinedTerm:Tutor'] },
    ]);
  });
  it('defines nothing without a defining verb', () => {
    expect(term('In this case "Zeta" is the code name of the project.')).toBeUndefined();
    expect(term('In this letter, "Mentor" appears in bold.')).toBeUndefined();
  });
});
