/**
 * Issue 21: the SDK's later response types (video, audio, iframe, user_defined, channel_transfer) and `channels`
 * targeting compile and come back in `output.generic` in the SDK's runtime shape (docs/behaviour/model.md
 * "Response types", "Channel targeting"). A property: any valid generic list compiles and runs without throwing,
 * and a list with no template in it comes back as written.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { validateWorkspace } from '../../src/model/index.js';
import { engineFor, say, workspace, type NodeSpec } from './helpers.js';

const answer = (generic: unknown[], extra: Record<string, unknown> = {}): NodeSpec => ({ dialog_node: 'a', conditions: 'true', output: { generic, ...extra } });

describe('later response types', () => {
  it('video and audio expand $variables and <? ?> in their fields, like image (§1.12)', () => {
    const e = engineFor([
      answer([
        { response_type: 'video', source: 'https://v/$clip/a.mp4', title: 'For $who', description: '<? $n + 1 ?> min', alt_text: 'a $clip', channel_options: { motion: { autoplay: true } } },
        { response_type: 'audio', source: 'https://v/$clip/a.mp3' },
      ]),
    ]);
    const r = say(e, 'x', { context: { clip: 'intro', who: 'Ann', n: 2 } });
    expect(r.output.generic).toEqual([
      { response_type: 'video', source: 'https://v/intro/a.mp4', title: 'For Ann', description: '3 min', alt_text: 'a intro', channel_options: { motion: { autoplay: true } } },
      { response_type: 'audio', source: 'https://v/intro/a.mp3' },
    ]);
    expect(r.output.text).toEqual([]);
    expect(r.output.log_messages).toEqual([]);
  });

  it('an iframe is passed on as written: "References to variables are not supported" (§1.12, D-overview)', () => {
    const e = engineFor([answer([{ response_type: 'iframe', source: 'https://maps/$city', title: 'Map of <? $city ?>', description: 'x', image_url: 'https://maps/$city.png' }])]);
    expect(e.diagnostics).toEqual([]);
    const r = say(e, 'x', { context: { city: 'Oslo' } });
    expect(r.output.generic).toEqual([{ response_type: 'iframe', source: 'https://maps/$city', title: 'Map of <? $city ?>', description: 'x', image_url: 'https://maps/$city.png' }]);
    expect(r.output.log_messages).toEqual([]);
  });

  it('an iframe with a broken <? block compiles without a syntax diagnostic: nothing in it is parsed', () => {
    const e = engineFor([answer([{ response_type: 'iframe', source: 'https://x/<? (', title: '<? $a. ?>' }])]);
    expect(e.diagnostics).toEqual([]);
    expect(say(e, 'x').output.generic).toEqual([{ response_type: 'iframe', source: 'https://x/<? (', title: '<? $a. ?>' }]);
  });

  it('[GAP] user_defined: the object comes back whole, its strings expanded at any depth, other values kept', () => {
    const e = engineFor([
      answer([
        {
          response_type: 'user_defined',
          user_defined: { widget: 'map', city: '$city', zoom: 3, pins: [{ label: 'Hotel in <? $city.toUpperCase() ?>', at: [1.5, 2] }], off: null, typed: '<? $n ?>' },
        },
      ]),
    ]);
    const r = say(e, 'x', { context: { city: 'Oslo', n: 4 } });
    expect(r.output.generic).toEqual([
      { response_type: 'user_defined', user_defined: { widget: 'map', city: 'Oslo', zoom: 3, pins: [{ label: 'Hotel in OSLO', at: [1.5, 2] }], off: null, typed: 4 } },
    ]);
  });

  it('channel_transfer expands its message and keeps its transfer_info (target.chat.url expanded too)', () => {
    const e = engineFor([
      answer([{ response_type: 'channel_transfer', message_to_user: 'Continue on the web, $who.', transfer_info: { target: { chat: { url: 'https://x/chat?u=$who' } } } }]),
    ]);
    expect(say(e, 'x', { context: { who: 'ann' } }).output.generic).toEqual([
      { response_type: 'channel_transfer', message_to_user: 'Continue on the web, ann.', transfer_info: { target: { chat: { url: 'https://x/chat?u=ann' } } } },
    ]);
  });

  it('the later types are 2018-07-10 generic output like the others: absent from a 2018-02-16 response', () => {
    const e = engineFor([answer([{ response_type: 'video', source: 'https://v/a.mp4' }])], '2018-02-16');
    expect(say(e, 'x').output).toEqual({ text: [], nodes_visited: ['a'], log_messages: [] });
  });
});

describe('channel targeting', () => {
  it('[GAP] a v1 call names no channel: every response comes back, `channels` kept, texts in output.text too', () => {
    const e = engineFor([
      answer([
        { response_type: 'text', values: [{ text: 'Hi $who' }], channels: [{ channel: 'slack' }] },
        { response_type: 'text', values: [{ text: 'Hello' }] },
        { response_type: 'image', source: 'https://x/a.png', channels: [{ channel: 'chat' }, { channel: 'facebook' }] },
        { response_type: 'pause', time: 500, channels: [] },
      ]),
    ]);
    const r = say(e, 'x', { context: { who: 'Ann' } });
    expect(r.output.generic).toEqual([
      { response_type: 'text', text: 'Hi Ann', channels: [{ channel: 'slack' }] },
      { response_type: 'text', text: 'Hello' },
      { response_type: 'image', source: 'https://x/a.png', channels: [{ channel: 'chat' }, { channel: 'facebook' }] },
      { response_type: 'pause', time: 500, channels: [] },
    ]);
    expect(r.output.text).toEqual(['Hi Ann', 'Hello']);
  });

  it('a multiline text keeps its channels on the one joined item; a response`s channels are copies, not the workspace`s', () => {
    const e = engineFor([answer([{ response_type: 'text', values: [{ text: 'a' }, { text: 'b' }], selection_policy: 'multiline', channels: [{ channel: 'chat' }] }])]);
    const first = say(e, 'x');
    expect(first.output.generic).toEqual([{ response_type: 'text', text: 'a\nb', channels: [{ channel: 'chat' }] }]);
    (first.output.generic![0].channels as { channel: string }[])[0].channel = 'changed';
    expect(say(e, 'x').output.generic).toEqual([{ response_type: 'text', text: 'a\nb', channels: [{ channel: 'chat' }] }]);
  });
});

describe('null text values', () => {
  it('a legacy output.text value null reads as "", as {"text": null} does in generic', () => {
    const legacy = engineFor([{ dialog_node: 'a', conditions: 'true', output: { text: { values: [null], selection_policy: 'sequential' } } }], '2017-05-26');
    expect(say(legacy, 'x').output.text).toEqual(['']);
    const array = engineFor([{ dialog_node: 'a', conditions: 'true', output: { text: [null, 'b'] } }], '2017-05-26');
    expect(say(array, 'x').output.text).toEqual(['', 'b']);
    const generic = engineFor([answer([{ response_type: 'text', values: [{ text: null }] }])]);
    expect(say(generic, 'x').output).toMatchObject({ text: [''], generic: [{ response_type: 'text', text: '' }] });
  });
});

// ---------------------------------------------------------------- property

/** Strings with no template syntax, so a response built from them must come back exactly as written. */
const plain = fc.string({ maxLength: 12 }).map((s) => s.replace(/[$@#<>?\\{}%]/g, '_'));
/** Any strings: broken `<?`, `$`, backslashes; the engine may log or warn but never throws. */
const anyText = fc.string({ maxLength: 12 });
const channels = fc.option(fc.array(fc.record({ channel: fc.constantFrom('chat', 'slack', 'voice_telephony', 'whatsapp') }), { maxLength: 3 }), { nil: undefined });

function withChannels<T extends Record<string, unknown>>(item: fc.Arbitrary<T>): fc.Arbitrary<Record<string, unknown>> {
  return fc.tuple(item, channels).map(([g, c]) => (c === undefined ? g : { ...g, channels: c }));
}

function responses(str: fc.Arbitrary<string>): fc.Arbitrary<Record<string, unknown>> {
  const opt = (a: fc.Arbitrary<string>) => fc.option(a, { nil: undefined });
  const defined = <T extends Record<string, unknown>>(o: T) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
  const media = (type: string) => fc.record({ source: str, title: opt(str), description: opt(str), alt_text: opt(str) }).map((f) => defined({ response_type: type, ...f }));
  return withChannels(
    fc.oneof(
      fc.array(str, { minLength: 1, maxLength: 3 }).map((vs) => ({ response_type: 'text', values: vs.map((text) => ({ text })) })),
      fc.record({ time: fc.integer({ min: 0, max: 10_000 }), typing: fc.boolean() }).map((f) => ({ response_type: 'pause', ...f })),
      media('image'),
      media('video'),
      media('audio'),
      fc.record({ source: str, image_url: opt(str) }).map((f) => defined({ response_type: 'iframe', ...f })),
      fc.record({ title: str, options: fc.array(fc.record({ label: str, value: fc.record({ input: fc.record({ text: str }) }) }), { maxLength: 20 }) }).map((f) => ({ response_type: 'option', ...f })),
      fc.record({ message_to_human_agent: opt(str) }).map((f) => defined({ response_type: 'connect_to_agent', ...f })),
      fc.record({ query: str, query_type: fc.constantFrom('natural_language', 'search_query_language') }).map((f) => ({ response_type: 'search_skill', ...f })),
      fc.dictionary(fc.string({ minLength: 1, maxLength: 6 }), fc.oneof(str, fc.integer(), fc.boolean(), fc.constant(null)), { maxKeys: 4 }).map((user_defined) => ({ response_type: 'user_defined', user_defined })),
      fc.record({ message_to_user: str, url: str }).map(({ message_to_user, url }) => ({ response_type: 'channel_transfer', message_to_user, transfer_info: { target: { chat: { url } } } })),
    ),
  );
}

/** What a response without templates comes back as: a text's first value (sequential), anything else as written. */
function runtimeShape(g: Record<string, unknown>): Record<string, unknown> {
  if (g.response_type !== 'text') return g;
  const { values, ...rest } = g as { values: { text: string }[] };
  return { ...rest, text: values[0].text };
}

describe('any valid generic list', () => {
  it('validates, compiles and answers without throwing, whatever its strings', () => {
    fc.assert(
      fc.property(fc.array(responses(anyText), { minLength: 1, maxLength: 6 }), (generic) => {
        const nodes = [answer(generic)];
        expect(validateWorkspace(workspace(nodes))).toEqual([]);
        const r = say(engineFor(nodes), 'x', { context: { who: 'Ann' } });
        expect(r.output.generic).toHaveLength(generic.length);
        expect(r.output.generic!.map((g) => g.response_type)).toEqual(generic.map((g) => g.response_type));
        expect(JSON.parse(JSON.stringify(r.output))).toEqual(r.output);
      }),
      { numRuns: 150, seed: 21 },
    );
  });

  it('comes back as written (text as its first value) when no string holds a template', () => {
    fc.assert(
      fc.property(fc.array(responses(plain), { minLength: 1, maxLength: 6 }), (generic) => {
        const r = say(engineFor([answer(generic)]), 'x');
        expect(r.output.generic).toEqual(generic.map(runtimeShape));
        expect(r.output.log_messages).toEqual([]);
      }),
      { numRuns: 150, seed: 21 },
    );
  });
});
