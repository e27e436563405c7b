/** The one escaping of the kit's HTML pages and XML reports (src/testing/escape-html.ts). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../src/testing/escape-html.js';
import { CoverageCollector, coverageHtml, xmlEscape } from '../../src/testing/index.js';
import { normalizeWorkspace } from '../../src/index.js';

const unescape = (html: string) => html.replace(/&quot;/g, '"').replace(/&gt;/g, '>').replace(/&lt;/g, '<').replace(/&amp;/g, '&');

describe('escapeHtml', () => {
  it('writes & < > " as named entities and leaves everything else as it is', () => {
    expect(escapeHtml(`a & b <c> "d" 'e' &amp;`)).toBe(`a &amp; b &lt;c&gt; &quot;d&quot; 'e' &amp;amp;`);
    expect(escapeHtml('plain text, é ✓')).toBe('plain text, é ✓');
  });

  it('is undone by reading the four entities back, and leaves no markup character', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const html = escapeHtml(text);
        expect(html).not.toMatch(/[<>"]/);
        expect(unescape(html)).toBe(text);
      }),
      { numRuns: 300 },
    );
  });

  it('is what the JUnit report and the coverage page write (the report also escapes the apostrophe)', () => {
    expect(xmlEscape(`<x a="1">'y' & z</x>`)).toBe('&lt;x a=&quot;1&quot;&gt;&apos;y&apos; &amp; z&lt;/x&gt;');
    const workspace = normalizeWorkspace({ name: 'w', language: 'en', dialog_nodes: [{ dialog_node: 'n', title: 'Say <hi> & "bye"', conditions: "input.text == 'a<b'" }] });
    const html = coverageHtml(new CoverageCollector(workspace));
    expect(html).toContain('<b>Say &lt;hi&gt; &amp; &quot;bye&quot;</b>');
    expect(html).toContain("<code>input.text == 'a&lt;b'</code>");
  });
});
