/**
 * Issue 18, h81t62: a capital the gazetteer lacked, in Romanian's own letters and without them, in a sentence and as the
 * place of a "place | date" row. Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { attributesOf } from '../helpers.js';

const of = (type: string, text: string) => attributesOf(text).filter((a) => a.startsWith(type));

describe('Chișinău, a capital', () => {
  it('reads it in either spelling', () => {
    expect(of('Location', 'The Supplier keeps a warehouse in Chișinău.')).toEqual(['Location:Chișinău']);
    expect(of('Location', 'The Supplier keeps a warehouse in Chisinau, Moldova.')).toEqual(['Location:Chisinau, Moldova']);
  });
  it('reads it as the place of a place and date row', () => {
    expect(of('Location', 'Chișinău | 14.03.2029')).toEqual(['Location:Chișinău']);
  });
});
