/**
 * A small PDF written in memory, for a prestarted PDF child to read before its first real document (thread.ts): the
 * read loads pdfjs's lazily loaded parts (the document's parser, the content stream's lexer, fonts, text extraction,
 * operator lists) and lets the JIT compile them, which a first real read otherwise pays on its critical path. Three
 * pages: headings and paragraphs in bold, regular and italic standard fonts; a numbered list; a table of two ruled
 * columns (side-by-side text, so the operator list is read too, and drawn lines for its rules). The text is written
 * for it; its answer is thrown away.
 */

const PAGE_TEXT: readonly string[][] = [
  [
    'BT /F2 14 Tf 72 740 Td (SUPPLY AGREEMENT) Tj ET',
    'BT /F1 11 Tf 72 712 Td 14 TL (This Agreement is made on 1 June 2020 between Alpha Metals Limited) Tj T* (and Beta Tools GmbH, each a party and together the parties.) Tj T* (1. The Supplier shall deliver the goods within thirty \\(30\\) days.) Tj T* (2. The Buyer shall pay EUR 10,000 on delivery.) Tj ET',
    'BT /F3 10 Tf 72 640 Td (Italic note: the schedules form part of this Agreement.) Tj ET',
  ],
  [
    'BT /F2 12 Tf 72 740 Td (Schedule 1 - Prices) Tj ET',
    '0.5 w 72 700 m 540 700 l S 72 680 m 540 680 l S 72 660 m 540 660 l S 72 640 m 540 640 l S',
    '72 640 m 72 700 l S 300 640 m 300 700 l S 540 640 m 540 700 l S',
    '72 600 468 20 re S 0.9 g 72 570 468 20 re f 0 g',
    'BT /F2 10 Tf 80 686 Td (Item) Tj 228 0 Td (Price) Tj ET',
    'BT /F1 10 Tf 80 666 Td (Steel bar, grade A) Tj 228 0 Td (EUR 120.00) Tj ET',
    'BT /F1 10 Tf 80 646 Td (Copper wire, 2 mm) Tj 228 0 Td (EUR 45.50) Tj ET',
  ],
  [
    'BT /F1 11 Tf 72 740 Td 14 TL [(Signed for and on behalf of Alpha Metals Limited)] TJ T* [(by J. Smith, ) -250 (Director.)] TJ ET',
    'BT /F3 9 Tf 300 60 Td (Page 3 of 3) Tj ET',
  ],
];

/** The PDF's bytes (written once per call; a few kilobytes). */
export function warmUpPdf(): Uint8Array {
  const objects: string[] = [];
  const add = (body: string): number => objects.push(body);
  const catalog = add('');
  const pages = add('');
  const fonts = [
    add('<< /Type /Font /Subtype /Type1 /BaseFont /Times-Roman /Encoding /WinAnsiEncoding >>'),
    add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>'),
    add('<< /Type /Font /Subtype /Type1 /BaseFont /Times-Italic /Encoding /WinAnsiEncoding >>'),
  ];
  const fontDict = `<< ${fonts.map((ref, i) => `/F${i + 1} ${ref} 0 R`).join(' ')} >>`;
  const kids = PAGE_TEXT.map((ops) => {
    const stream = ops.join('\n');
    const contents = add(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
    return add(`<< /Type /Page /Parent ${pages} 0 R /MediaBox [0 0 612 792] /Resources << /Font ${fontDict} >> /Contents ${contents} 0 R >>`);
  });
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pages} 0 R >>`;
  objects[pages - 1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  const info = add('<< /Title (Supply Agreement) /Author (parley) /CreationDate (D:20200601120000Z) >>');
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  // Every character above is ASCII: one byte each, so the offsets counted in characters are byte offsets.
  return new TextEncoder().encode(out);
}
