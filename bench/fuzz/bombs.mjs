// Hostile documents, generated (never kept): PDF bombs behind every filter chain pdfjs decodes, a DOCX just under the
// element bound, a text of many sentences. Each is written to DIR; `--run FILE` classifies one in this process and prints
// the answer's status (or the ParleyError) with the CPU time, for `/usr/bin/time -v`:
//   node bench/fuzz/bombs.mjs --write /tmp/bombs
//   /usr/bin/time -f "cpu=%U+%S wall=%e rss=%MKB" timeout 120 node bench/fuzz/bombs.mjs --run /tmp/bombs/pdf-lzw.pdf
import fs from 'node:fs';
import path from 'node:path';
import { crc32, deflateRawSync, deflateSync } from 'node:zlib';

const MiB = 1024 * 1024;

/** A one-page PDF whose page content is `content` (already encoded), with extra dictionary entries. */
export function pdfWithStream(content, dictionary) {
  const head =
    '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n' +
    '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>\nendobj\n' +
    `4 0 obj\n<< /Length ${content.length} ${dictionary} >>\nstream\n`;
  const tail = '\nendstream\nendobj\ntrailer\n<< /Size 5 /Root 1 0 R >>\n%%EOF\n';
  return Buffer.concat([Buffer.from(head, 'latin1'), content, Buffer.from(tail, 'latin1')]);
}

const hex = (bytes) => Buffer.from(Buffer.from(bytes).toString('hex') + '>', 'latin1');

function ascii85(bytes) {
  let out = '';
  for (let i = 0; i < bytes.length; i += 4) {
    const n = Math.min(4, bytes.length - i);
    let v = 0;
    for (let j = 0; j < 4; j++) v = v * 256 + (j < n ? bytes[i + j] : 0);
    if (v === 0 && n === 4) { out += 'z'; continue; }
    const digits = [];
    for (let j = 0; j < 5; j++) { digits.unshift(String.fromCharCode(33 + (v % 85))); v = Math.floor(v / 85); }
    out += digits.slice(0, n + 1).join('');
  }
  return Buffer.from(out + '~>', 'latin1');
}

/**
 * LZW (EarlyChange 1) of a run of one byte: 'a', then the codes 258, 259, … (each the run one longer) until the table
 * is full, then the longest code (3,839 bytes) `repeats` times: about 2,500 decoded bytes per encoded byte.
 */
export function lzwRun(byte, repeats) {
  const codes = [byte];
  for (let c = 258; c < 4096; c++) codes.push(c);
  for (let i = 0; i < repeats; i++) codes.push(4095);
  codes.push(257);
  let width = 9;
  let next = 258;
  let out = [];
  let acc = 0;
  let n = 0;
  codes.forEach((code, i) => {
    acc = (acc << width) | code;
    n += width;
    while (n >= 8) { out.push((acc >>> (n - 8)) & 0xff); n -= 8; acc &= (1 << n) - 1; }
    if (i > 0 && code !== 257) {
      next++;
      const k = next + 1;
      if ((k & (k - 1)) === 0) width = Math.min(Math.log2(k) + 1, 12);
    }
  });
  if (n > 0) out.push((acc << (8 - n)) & 0xff);
  return Buffer.from(out);
}

/** RunLength: 128 copies of one byte per two encoded bytes. */
const runLength = (pairs) => Buffer.concat([Buffer.alloc(pairs * 2).fill(Buffer.from([0x81, 0x20])), Buffer.from([0x80])]);

/** A DOCX of one document part holding `body` (deflated entries, as Word writes them), and a numbering part's body. */
export function docx(body, numbering) {
  const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
  const files = {
    '[Content_Types].xml': '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    'word/document.xml': `<?xml version="1.0" encoding="UTF-8"?><w:document ${W}><w:body>${body}</w:body></w:document>`,
    ...(numbering === undefined ? {} : { 'word/numbering.xml': `<?xml version="1.0" encoding="UTF-8"?><w:numbering ${W}>${numbering}</w:numbering>` }),
  };
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const [name, content] of Object.entries(files)) {
    const raw = Buffer.from(content);
    const data = deflateRawSync(raw);
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30 + nameBytes.length);
    local.writeUInt32LE(0x04034b50, 0); local.writeUInt16LE(20, 4); local.writeUInt16LE(8, 8); local.writeUInt32LE(crc32(raw), 14);
    local.writeUInt32LE(data.length, 18); local.writeUInt32LE(raw.length, 22); local.writeUInt16LE(nameBytes.length, 26); nameBytes.copy(local, 30);
    const central = Buffer.alloc(46 + nameBytes.length);
    central.writeUInt32LE(0x02014b50, 0); central.writeUInt16LE(20, 4); central.writeUInt16LE(20, 6); central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc32(raw), 16); central.writeUInt32LE(data.length, 20); central.writeUInt32LE(raw.length, 24);
    central.writeUInt16LE(nameBytes.length, 28); central.writeUInt32LE(offset, 42); nameBytes.copy(central, 46);
    locals.push(local, data);
    centrals.push(central);
    offset += local.length + data.length;
  }
  const size = centrals.reduce((n, c) => n + c.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0); end.writeUInt16LE(centrals.length, 8); end.writeUInt16LE(centrals.length, 10);
  end.writeUInt32LE(size, 12); end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

export function bombs() {
  const flate = (n) => deflateSync(Buffer.alloc(n, 0x20), { level: 9 });
  return {
    // 1 GiB of spaces, deflated (1 MB), then written in hex (2 MB: too large) — 700 MiB fits in 1.4 MB of hex.
    'pdf-hex-flate.pdf': pdfWithStream(hex(flate(700 * MiB)), '/Filter [/ASCIIHexDecode /FlateDecode]'),
    'pdf-a85-flate.pdf': pdfWithStream(ascii85(flate(900 * MiB)), '/Filter [/ASCII85Decode /FlateDecode]'),
    // 1.0 MB of LZW: 2.6 GB decoded.
    'pdf-lzw.pdf': pdfWithStream(lzwRun(0x20, 700_000), '/Filter /LZWDecode'),
    // 0.8 MB of RunLength: 51 MB (the format's ratio is 64).
    'pdf-runlength.pdf': pdfWithStream(runLength(400_000), '/Filter /RunLengthDecode'),
    // Deflate (64 MiB − 1 decoded: under the bound) of RunLength: 64 × 64 MiB.
    // 499,999 one-letter paragraphs: 4 elements each, just under the 2,000,000-element bound, over the block bound.
    'docx-under-elements.docx': docx('<w:p><w:r><w:t>a</w:t></w:r></w:p>'.repeat(499_999)),
    // 2,000,001 empty paragraphs: over the element bound.
    'docx-over-elements.docx': docx('<w:p/>'.repeat(2_000_001)),
    // 60,000 list items of one letter whose list level's marker text is 400,000 characters (%1 in it: a new string
    // each): 24 billion characters of markers from a 2 KB numbering part, none of them counted as the document's text.
    'docx-long-markers.docx': docx(
      '<w:p><w:pPr><w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr></w:pPr><w:r><w:t>a</w:t></w:r></w:p>'.repeat(60_000),
      `<w:abstractNum w:abstractNumId="0"><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="decimal"/><w:lvlText w:val="%1${'x'.repeat(400_000)}"/></w:lvl></w:abstractNum><w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num>`,
    ),
    'pdf-flate-runlength.pdf': pdfWithStream(deflateSync(runLength(32 * MiB - 1), { level: 9 }), '/Filter [/FlateDecode /RunLengthDecode]'),
  };
}

const args = process.argv.slice(2);
if (args[0] === '--write') {
  fs.mkdirSync(args[1], { recursive: true });
  for (const [name, bytes] of Object.entries(bombs())) {
    fs.writeFileSync(path.join(args[1], name), bytes);
    console.log(name, bytes.length);
  }
} else if (args[0] === '--run') {
  const { classifyElements } = await import('../../dist/contracts/index.js');
  const start = process.cpuUsage();
  const file = new Uint8Array(fs.readFileSync(args[1]));
  try {
    const out = await classifyElements({ file });
    console.log('200', `${out.elements?.length} elements`);
  } catch (err) {
    console.log(err.status ?? 'uncaught', err.message);
  }
  const cpu = process.cpuUsage(start);
  console.log(`process cpu ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms`);
  const { shutdownPdfThread } = await import('../../dist/contracts/readers/pdf/threaded.js').catch(() => ({}));
  await shutdownPdfThread?.();
}
