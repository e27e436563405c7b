import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compileSpeller, type Speller } from '../../../src/nlu/spelling/index.js';

const speller = compileSpeller({
  language: 'en',
  vocabulary: ['I want to transfer money to my savings account', 'check my balance', 'credit card payment', 'cappuccino', 'turn on the windshield wipers'],
}) as Speller;

describe('spelling correction', () => {
  it('corrects misspellings towards the workspace vocabulary first', () => {
    expect(speller.correct('I want to tranfer mony to my savngs acount').text).toBe('I want to transfer money to my savings account');
    expect(speller.correct('turn on the windshiled wipres').text).toBe('turn on the windshield wipers');
    expect(speller.correct('one capucino please').text).toBe('one cappuccino please');
  });

  it('uses the general English list for words the workspace does not know', () => {
    expect(speller.correct('I recieve the mesage').text).toBe('I receive the message');
  });

  it('keeps casing and punctuation', () => {
    expect(speller.correct('Tranfer MONY, please!').text).toBe('Transfer MONEY, please!');
  });

  it('never touches real words, short words, numbers, emails, URLs or protected ranges', () => {
    const untouched = ['I like hiking', 'ok go to it', 'pay 25usd by 3pm', 'write to jon@exmaple.com', 'see https://exmaple.com/acount', 'the weather is nice'];
    for (const text of untouched) expect(speller.correct(text)).toEqual({ text, changed: false });
    expect(speller.correct('my acount', [[3, 9]]).text).toBe('my acount');
  });

  it('leaves ties between equally likely words alone', () => {
    const s = compileSpeller({ language: 'en', vocabulary: ['bxat', 'bxit'] }) as Speller;
    expect(s.correct('bxot').text).toBe('bxot');
  });

  it('passes other languages through (no speller)', () => {
    expect(compileSpeller({ language: 'fr', vocabulary: ['bonjour'] })).toBeUndefined();
  });

  it('is the identity on already-correct text, and deterministic', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('transfer', 'money', 'to', 'my', 'savings', 'account', 'please', 'the', 'balance', 'Check', '!', ','), { maxLength: 12 }), (words) => {
        const text = words.join(' ');
        expect(speller.correct(text)).toEqual({ text, changed: false });
      }),
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        const a = speller.correct(text);
        expect(speller.correct(text)).toEqual(a);
        expect(a.text.split(/\s+/).length).toBe(text.split(/\s+/).length);
      }),
    );
  });
});
