/**
 * A one-page PDF whose streams are encrypted by the standard security handler with an empty user password (ISO
 * 32000-1 §7.6; AES-256 of ISO 32000-2), which pdfjs opens without asking: to build encrypted bombs in memory. The
 * key derivation is written here again (RC4, Algorithms 1, 2, 4 and 5) so that the reader's is checked against it and
 * against pdfjs; AES-256's R6 hash is the reader's own (`hashR6`), checked by pdfjs reading the page.
 */
import { createCipheriv, createHash } from 'node:crypto';
import { hashR6 } from '../../../src/contracts/readers/pdf/decrypt.js';

export type Encryption = 'rc4-40' | 'rc4-128' | 'aes-128' | 'aes-256';

const PADDING = Buffer.from('28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a', 'hex');
const md5 = (...parts: Uint8Array[]): Buffer => createHash('md5').update(Buffer.concat(parts)).digest();

function rc4(key: Uint8Array, data: Uint8Array): Buffer {
  const s = Array.from({ length: 256 }, (_, i) => i);
  let j = 0;
  for (let i = 0; i < 256; i++) {
    j = (j + s[i] + key[i % key.length]) % 256;
    [s[i], s[j]] = [s[j], s[i]];
  }
  const out = Buffer.alloc(data.length);
  let i = 0;
  j = 0;
  for (let k = 0; k < data.length; k++) {
    i = (i + 1) % 256;
    j = (j + s[i]) % 256;
    [s[i], s[j]] = [s[j], s[i]];
    out[k] = data[k] ^ s[(s[i] + s[j]) % 256];
  }
  return out;
}

const aesCbc = (key: Uint8Array, iv: Uint8Array, data: Uint8Array, padding: boolean): Buffer => {
  const cipher = createCipheriv(key.length === 32 ? 'aes-256-cbc' : 'aes-128-cbc', key, iv).setAutoPadding(padding);
  return Buffer.concat([cipher.update(data), cipher.final()]);
};

const hexString = (b: Uint8Array): string => `<${Buffer.from(b).toString('hex')}>`;

/** The encryption dictionary and the function encrypting object `n`'s stream, for the empty user password. */
function handler(kind: Encryption, fileId: Buffer): { dictionary: string; encrypt: (n: number, data: Uint8Array) => Buffer } {
  const iv = Buffer.from('0123456789abcdef', 'latin1');
  if (kind === 'aes-256') {
    const key = createHash('sha256').update('the file key').digest();
    const validation = Buffer.from('vsalt---', 'latin1');
    const keySalt = Buffer.from('ksalt---', 'latin1');
    const u = Buffer.concat([hashR6(validation), validation, keySalt]);
    const ue = aesCbc(hashR6(keySalt), Buffer.alloc(16), key, false);
    const o = Buffer.alloc(48, 7);
    const dictionary = `<< /Filter /Standard /V 5 /R 6 /Length 256 /P -4 /O ${hexString(o)} /U ${hexString(u)} /OE ${hexString(Buffer.alloc(32, 9))} /UE ${hexString(ue)} /Perms ${hexString(Buffer.alloc(16, 3))} /CF << /StdCF << /CFM /AESV3 /AuthEvent /DocOpen /Length 32 >> >> /StmF /StdCF /StrF /StdCF >>`;
    return { dictionary, encrypt: (_n, data) => Buffer.concat([iv, aesCbc(key, iv, data, true)]) };
  }
  const revision = kind === 'rc4-40' ? 2 : kind === 'rc4-128' ? 3 : 4;
  const bytes = kind === 'rc4-40' ? 5 : 16;
  const o = Buffer.alloc(32, 0x4f);
  const p = -4;
  const pBytes = Buffer.alloc(4);
  pBytes.writeInt32LE(p);
  // Algorithm 2 with the empty password: MD5 of the padding, /O, /P and the first /ID, 50 more rounds from R3 on.
  let key = md5(PADDING, o, pBytes, fileId);
  if (revision >= 3) for (let i = 0; i < 50; i++) key = md5(key.subarray(0, bytes));
  key = key.subarray(0, bytes);
  // /U: Algorithm 4 (R2) or 5 (R3 and R4), which pdfjs checks the key against.
  let u: Buffer;
  if (revision === 2) u = rc4(key, PADDING);
  else {
    u = rc4(key, md5(PADDING, fileId));
    for (let i = 1; i <= 19; i++) u = rc4(key.map((b) => b ^ i), u);
    u = Buffer.concat([u, Buffer.alloc(16)]);
  }
  const aes = kind === 'aes-128';
  const objectKey = (n: number) => md5(key, Buffer.from([n & 255, (n >> 8) & 255, (n >> 16) & 255, 0, 0]), aes ? Buffer.from('sAlT', 'latin1') : Buffer.alloc(0)).subarray(0, Math.min(bytes + 5, 16));
  const common = `/Filter /Standard /O ${hexString(o)} /U ${hexString(u)} /P ${p}`;
  const dictionary =
    revision === 2 ? `<< ${common} /V 1 /R 2 >>`
    : revision === 3 ? `<< ${common} /V 2 /R 3 /Length 128 >>`
    : `<< ${common} /V 4 /R 4 /Length 128 /CF << /StdCF << /CFM /AESV2 /AuthEvent /DocOpen /Length 16 >> >> /StmF /StdCF /StrF /StdCF >>`;
  return { dictionary, encrypt: (n, data) => (aes ? Buffer.concat([iv, aesCbc(objectKey(n), iv, data, true)]) : rc4(objectKey(n), data)) };
}

/**
 * A one-page PDF whose page content (object 4, `content` already encoded by the filters of `dictionary`) is
 * encrypted by `kind`; the page uses Helvetica as /F1, so that a text content reads back.
 */
export function encryptedPdf(kind: Encryption, content: Uint8Array, dictionary: string): Buffer {
  const fileId = Buffer.from('a file identifier', 'latin1');
  const { dictionary: encryption, encrypt } = handler(kind, fileId);
  const data = encrypt(4, content);
  const parts: Buffer[] = [];
  const offsets: number[] = [];
  let size = 0;
  const add = (part: Uint8Array | string, object?: number) => {
    if (object !== undefined) offsets[object] = size;
    const bytes = typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part);
    parts.push(bytes);
    size += bytes.length;
  };
  add('%PDF-1.7\n');
  add('1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n', 1);
  add('2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n', 2);
  add('3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>\nendobj\n', 3);
  add(`4 0 obj\n<< /Length ${data.length} ${dictionary} >>\nstream\n`, 4);
  add(data);
  add('\nendstream\nendobj\n');
  add('5 0 obj\n<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>\nendobj\n', 5);
  add(`6 0 obj\n${encryption}\nendobj\n`, 6);
  const xref = size;
  const rows = [1, 2, 3, 4, 5, 6].map((n) => `${String(offsets[n]).padStart(10, '0')} 00000 n \n`).join('');
  add(`xref\n0 7\n0000000000 65535 f \n${rows}`);
  add(`trailer\n<< /Size 7 /Root 1 0 R /Encrypt 6 0 R /ID [${hexString(fileId)} ${hexString(fileId)}] >>\nstartxref\n${xref}\n%%EOF\n`);
  return Buffer.concat(parts);
}
