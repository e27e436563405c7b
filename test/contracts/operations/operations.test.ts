import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeDocument, classifyElements, compareDocuments, convertToHtml, extractTables } from '../../../src/contracts/index.js';
import { MODEL_VERSION } from '../../../src/contracts/model-version.js';
import { sliceText } from '../helpers.js';
import { rejection } from '../service-helpers.js';

const fixture = (name: string): Buffer => readFileSync(fileURLToPath(new URL(`../../fixtures/contracts/${name}`, import.meta.url)));
const PDF = 'application/pdf';

describe('parameters', () => {
  it.each([
    ['no params', undefined, '.file'],
    ['no file', {}, '.file'],
    ['a file that is not bytes', { file: 'contract.pdf' }, '.file'],
    ['an empty file', { file: new Uint8Array(0) }, '.file'],
    ['a content type that is not a string', { file: new Uint8Array([37]), fileContentType: 5 }, '.fileContentType'],
    ['an unknown model', { file: new Uint8Array([37]), model: 'invoices' }, '.model'],
  ])('%s is a 400 naming the parameter', async (_name, params, path) => {
    for (const operation of [convertToHtml, classifyElements, extractTables]) {
      const error = await rejection(operation(params as never));
      expect(error.status).toBe(400);
      expect(error.errors[0].path).toBe(path);
    }
  });

  it('accepts both models', async () => {
    const file = fixture('TableTestV3.pdf');
    await expect(extractTables({ file, fileContentType: PDF, model: 'tables' })).resolves.toBeDefined();
    await expect(extractTables({ file, fileContentType: PDF, model: 'contracts' })).resolves.toBeDefined();
  });
});

describe('analyzeDocument, the shared analysis, checks its arguments as the operations do', () => {
  it.each([
    ['bytes that are not bytes', [{ file: 1 }, undefined], '.file', 'Parameter file must be the document bytes (a Uint8Array or Buffer)'],
    ['no bytes', [new Uint8Array(0), undefined], '.file', 'Parameter file is empty'],
    ['a Proxy around bytes (it passed instanceof and threw in the hash)', [new Proxy(new Uint8Array([37, 80]), {}), undefined], '.file', 'Parameter file must be the document bytes (a Uint8Array or Buffer)'],
    ['a type that is not a string', [new Uint8Array([37]), 5], '.fileContentType', 'Parameter fileContentType must be a string'],
  ])('%s is a 400 naming the argument', async (_name, args, path, message) => {
    const error = await rejection(analyzeDocument(...(args as [Uint8Array, string | undefined])));
    expect([error.status, error.errors[0].path, error.errors[0].message]).toEqual([400, path, message]);
  });

  it('a Buffer is read as its bytes', async () => {
    const analysis = await analyzeDocument(Buffer.from('The Supplier shall deliver the goods.'), 'text/plain');
    expect(analysis.elements.map((e) => e.text)).toEqual(['The Supplier shall deliver the goods.']);
  });
});

describe('options', () => {
  const file = new Uint8Array([37, 80, 68, 70]);
  const operations = [
    (options: unknown) => convertToHtml({ file }, options as never),
    (options: unknown) => classifyElements({ file }, options as never),
    (options: unknown) => extractTables({ file }, options as never),
    (options: unknown) => compareDocuments({ file1: file, file2: file }, options as never),
    // The shared analysis is public too: it used to take any options and any "bytes" (a TypeError from hashing).
    (options: unknown) => analyzeDocument(file, undefined, options as never),
  ];

  it.each([
    ['a size bound given as text (it used to lift the bound)', { maxBytes: '2mb' }, '.maxBytes', 'Option maxBytes must be a positive integer'],
    ['a page bound below one (it used to refuse every document as too long)', { maxPages: -1 }, '.maxPages', 'Option maxPages must be a positive integer'],
    ['a fractional page bound', { maxPages: 2.5 }, '.maxPages', 'Option maxPages must be a positive integer'],
    ['a progress listener that is not a function (it used to be ignored)', { onProgress: 'x' }, '.onProgress', 'Option onProgress must be a function'],
    ['a signal that is no AbortSignal', { signal: { aborted: true } }, '.signal', 'Option signal must be an AbortSignal'],
    ['options that are not an object', 'fast', '.options', 'Options must be an object'],
  ])('%s is a 400 naming the option, before the document is read', async (_name, options, path, message) => {
    for (const operation of operations) {
      const error = await rejection(operation(options));
      expect([error.status, error.errors[0].path, error.errors[0].message]).toEqual([400, path, message]);
    }
  });

  it('any size bound that is not a positive integer is refused, whatever its type', async () => {
    const notPositiveInteger = fc.oneof(fc.integer({ max: 0 }), fc.double().filter((n) => !Number.isInteger(n)), fc.string(), fc.boolean(), fc.constant(null), fc.array(fc.nat()));
    await fc.assert(fc.asyncProperty(notPositiveInteger, async (maxBytes) => {
      const error = await rejection(classifyElements({ file }, { maxBytes } as never));
      expect([error.status, error.errors[0].path]).toEqual([400, '.maxBytes']);
    }), { numRuns: 60 });
  });
});

describe('the operations on real documents', () => {
  it('converts contract_A.pdf: 4 pages, its metadata title', async () => {
    const result = await convertToHtml({ file: fixture('contract_A.pdf'), fileContentType: PDF });
    expect(result.num_pages).toBe('4');
    expect(result.title).toBe('Microsoft Word - contract_A.doc');
    expect(result.html.startsWith("<?xml version='1.0' encoding='UTF-8' standalone='yes'?><html>")).toBe(true);
    expect(result.html).toContain('<meta content="4" name="numPages"/>');
  });

  it('classifies contract_A.pdf with located elements, the model id and version, and the MD5 of its bytes', async () => {
    const file = fixture('contract_A.pdf');
    const result = await classifyElements({ file, fileContentType: PDF });
    expect(result.model_id).toBe('contracts');
    expect(result.model_version).toBe(MODEL_VERSION);
    expect(result.document.title).toBe('Microsoft Word - contract_A.doc');
    expect(result.document.hash).toBe('0d9589556c16fca21c64ce9c8b10d065');
    expect(result.elements.length).toBeGreaterThan(20);
    for (const element of result.elements) expect(sliceText(result.document.html, element.location)).toBe(element.text);
    for (const s of result.document_structure.section_titles) expect(sliceText(result.document.html, s.location)).toBe(s.text);
  });

  it('extracts TableTestV3.pdf as the live service did: 4 row headers, 8 column headers, 16 body cells', async () => {
    const result = await extractTables({ file: fixture('TableTestV3.pdf'), fileContentType: PDF });
    expect(result.model_id).toBe('tables');
    const [table] = result.tables;
    expect([table.row_headers.length, table.column_headers.length, table.body_cells.length]).toEqual([4, 8, 16]);
    expect(result.document.html).toBe((await convertToHtml({ file: fixture('TableTestV3.pdf') })).html);
  });

  it('answers the same bytes with deep-equal results', async () => {
    const file = fixture('contract_A.pdf');
    const [a, b] = [await classifyElements({ file, fileContentType: PDF }), await classifyElements({ file: new Uint8Array(file), fileContentType: PDF })];
    expect(b).toEqual(a);
  });
});
