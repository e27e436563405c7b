/**
 * `parley chat` shows a workspace's replies on the user's terminal, and a workspace may come from elsewhere: its texts,
 * titles, sources, labels and transfer messages (and the user's own input echoed back) may hold escape sequences.
 * Shown as JSON escapes, never sent: "ESC]0;…BEL" set the window title, "ESC[2J" cleared the screen, "ESC[1A" rewrote
 * the line above (hred10; lint's findings and batch file names already were, hred7 and hred9). A text's own line breaks
 * stay line breaks.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { renderLogMessages, renderReply, renderTrace } from '../../src/cli/render.js';
import type { MessageResponse, RuntimeResponseGeneric } from '../../src/model/index.js';

const E = '\u001b';
const plain = { color: false };
const reply = (generic: unknown[], text: string[] = [], log_messages: unknown[] = []): MessageResponse =>
  ({ input: { text: 'x' }, intents: [], entities: [], output: { generic: generic as RuntimeResponseGeneric[], text, log_messages }, context: {} }) as unknown as MessageResponse;

describe('chat: a workspace\'s replies on the terminal', () => {
  it('every rich response type shows its escape sequences escaped', () => {
    const lines = renderReply(reply([
      { response_type: 'text', text: `hi${E}]0;owned\u0007 there${E}[2J` },
      { response_type: 'iframe', source: `https://x${E}[1A`, title: `T${E}]0;t\u0007` },
      { response_type: 'video', source: 'https://v', description: `d\u009b2J` },
      { response_type: 'channel_transfer', message_to_user: `go${E}[2J`, transfer_info: { target: {} } },
      { response_type: 'connect_to_agent', message_to_human_agent: `a${E}c` },
      { response_type: 'option', title: `pick${E}[31m`, description: 'd', options: [{ label: `L${E}[2J`, value: { input: { text: 'a' } } }] },
      { response_type: 'suggestion', title: 's', suggestions: [{ label: `S${E}[H`, value: {} }] },
      { response_type: 'user_defined', user_defined: { k: `u\u009b2J` } },
    ]), plain);
    expect(lines).toEqual([
      'hi\\u001b]0;owned\\u0007 there\\u001b[2J',
      'T\\u001b]0;t\\u0007: https://x\\u001b[1A',
      'https://v — d\\u009b2J',
      '[transfer to another channel: go\\u001b[2J]',
      '[transfer to a human agent: a\\u001bc]',
      'pick\\u001b[31m',
      'd',
      '  1. L\\u001b[2J',
      's',
      '  1. S\\u001b[H',
      '[user_defined] {"response_type":"user_defined","user_defined":{"k":"u\\u009b2J"}}',
    ]);
  });

  it('a text\'s line breaks stay lines; output.text (version 2017-05-26) is escaped too', () => {
    expect(renderReply(reply([{ response_type: 'text', text: 'one\ntwo' }]), plain)).toEqual(['one', 'two']);
    expect(renderReply(reply([], [`a${E}[2J`, '', 'b\nc']), plain)).toEqual(['a\\u001b[2J', 'b', 'c']);
  });

  it('log messages and the trace are escaped, a message of two lines shown as two', () => {
    const r = reply([], [], [{ level: 'err', msg: `Goto failed${E}[2J.\nDid not match.` }, { level: 'info', msg: `i${E}]0;x\u0007` }]);
    expect(renderLogMessages(r, plain)).toEqual(['err: Goto failed\\u001b[2J.', 'Did not match.']);
    expect(renderTrace(r, {}, plain).filter((l) => l.startsWith('info'))).toEqual(['info: i\\u001b]0;x\\u0007']);
  });

  it('no reply line holds a control character', () => {
    const s = fc.string({ unit: fc.constantFrom('a', ' ', '[', ']', ';', '\u001b', '\u0007', '\n', '\r', '\u009b', '\u007f', '\t') });
    fc.assert(
      fc.property(fc.array(fc.record({ response_type: fc.constantFrom('text', 'image', 'iframe', 'option', 'channel_transfer', 'user_defined'), text: s, title: s, source: s, message_to_user: s, options: fc.array(fc.record({ label: s, value: fc.constant({}) }), { maxLength: 2 }) }), { maxLength: 4 }), (generic) => {
        for (const line of renderReply(reply(generic), plain)) expect(line).not.toMatch(/[\u0000-\u0008\u000a-\u001f\u007f-\u009f]/);
      }),
      { numRuns: 500 },
    );
  });
});
