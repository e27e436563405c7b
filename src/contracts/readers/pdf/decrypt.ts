/**
 * An encrypted PDF's streams, decrypted for the stream scan as pdfjs decrypts them when no password is given (ISO
 * 32000-1 §7.6 and ISO 32000-2 for AES-256): the standard security handler with the empty user password, RC4 (V1, V2,
 * V4 `/V2`), AES-128 (V4 `/AESV2`) and AES-256 (V5, R5 and R6). A file that the empty user password does not open
 * is refused by pdfjs before it decodes a stream, so the key is computed and not checked: a wrong one only yields
 * noise, which decodes to nothing. Pure computation on the bytes given (MD5, SHA-2 and AES of `node:crypto`; RC4 is
 * written here, OpenSSL 3 builds of Node lack it).
 */
import { createCipheriv, createDecipheriv, createHash } from 'node:crypto';
import { bytesOf, dictionaryOf, nameOf, numberOf, type PdfDictionary } from './pdf-dictionary.js';

/** A stream's data decrypted with its object's key (`object`, `generation`: its "n g obj"). */
export type StreamDecrypter = (object: number, generation: number, data: Uint8Array) => Uint8Array;

/** ISO 32000-1 §7.6.3.3, Algorithm 2: the padding of a password to 32 bytes. */
const PADDING = Uint8Array.from([
  0x28, 0xbf, 0x4e, 0x5e, 0x4e, 0x75, 0x8a, 0x41, 0x64, 0x00, 0x4e, 0x56, 0xff, 0xfa, 0x01, 0x08,
  0x2e, 0x2e, 0x00, 0xb6, 0xd0, 0x68, 0x3e, 0x80, 0x2f, 0x0c, 0xa9, 0xfe, 0x64, 0x53, 0x69, 0x7a,
]);

const md5 = (...parts: Uint8Array[]): Uint8Array => {
  const hash = createHash('md5');
  for (const part of parts) hash.update(part);
  return hash.digest();
};

/** RC4 (symmetric: the same call encrypts and decrypts). */
export function rc4(key: Uint8Array, data: Uint8Array): Uint8Array {
  const s = new Uint8Array(256);
  for (let i = 0; i < 256; i++) s[i] = i;
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + s[i] + key[i % key.length]) & 0xff;
    [s[i], s[j]] = [s[j], s[i]];
  }
  const out = new Uint8Array(data.length);
  for (let k = 0, i = 0, j = 0; k < data.length; k++) {
    i = (i + 1) & 0xff;
    j = (j + s[i]) & 0xff;
    [s[i], s[j]] = [s[j], s[i]];
    out[k] = data[k] ^ s[(s[i] + s[j]) & 0xff];
  }
  return out;
}

/** AES-CBC decryption as pdfjs does it: the IV is the first 16 bytes, a partial last block dropped, valid padding removed. */
function aesDecrypt(key: Uint8Array, data: Uint8Array): Uint8Array {
  if (data.length < 32) return new Uint8Array(0);
  const body = data.subarray(16, 16 + Math.floor((data.length - 16) / 16) * 16);
  const decipher = createDecipheriv(key.length === 32 ? 'aes-256-cbc' : 'aes-128-cbc', key, data.subarray(0, 16)).setAutoPadding(false);
  const plain = Buffer.concat([decipher.update(body), decipher.final()]);
  const pad = plain[plain.length - 1];
  return pad >= 1 && pad <= 16 ? plain.subarray(0, plain.length - pad) : plain;
}

/** ISO 32000-2 §7.6.4.3.4, Algorithm 2.B (R6): the hash of the empty password with `salt`. */
export function hashR6(salt: Uint8Array): Uint8Array {
  let k: Uint8Array = createHash('sha256').update(salt).digest();
  let e: Uint8Array = new Uint8Array(1);
  for (let i = 0; i < 64 || e[e.length - 1] > i - 32; i++) {
    // The whole last hash (32, 48 or 64 bytes), 64 times.
    const repeated = Buffer.concat(Array.from({ length: 64 }, () => k));
    const cipher = createCipheriv('aes-128-cbc', k.subarray(0, 16), k.subarray(16, 32)).setAutoPadding(false);
    e = Buffer.concat([cipher.update(repeated), cipher.final()]);
    let sum = 0;
    for (let j = 0; j < 16; j++) sum += e[j];
    k = createHash(['sha256', 'sha384', 'sha512'][sum % 3]).update(e).digest();
  }
  return k.subarray(0, 32);
}

/** The file key of R2-R4 for the empty user password (Algorithm 2). */
function keyR4(encrypt: PdfDictionary, fileId: Uint8Array, revision: number, bits: number): Uint8Array {
  const flags = numberOf(encrypt.dict.get('P')) ?? 0;
  const p = Uint8Array.from([flags & 0xff, (flags >> 8) & 0xff, (flags >> 16) & 0xff, (flags >>> 24) & 0xff]);
  const metadata = revision >= 4 && encrypt.dict.get('EncryptMetadata') === false ? Uint8Array.from([255, 255, 255, 255]) : new Uint8Array(0);
  const length = bits >> 3;
  let hash = md5(PADDING, bytesOf(encrypt.dict.get('O')).subarray(0, 32), p, fileId, metadata);
  if (revision >= 3) for (let i = 0; i < 50; i++) hash = md5(hash.subarray(0, length));
  return hash.subarray(0, length);
}

/** The file key of V5 for the empty user password: from /UE, with the key salt of /U (R5: one SHA-256, R6: Algorithm 2.B). */
function keyV5(encrypt: PdfDictionary, revision: number): Uint8Array {
  const salt = bytesOf(encrypt.dict.get('U')).subarray(40, 48);
  const intermediate = revision === 6 ? hashR6(salt) : createHash('sha256').update(salt).digest();
  const ue = bytesOf(encrypt.dict.get('UE')).subarray(0, 32);
  if (ue.length < 32) return new Uint8Array(32);
  const decipher = createDecipheriv('aes-256-cbc', intermediate, new Uint8Array(16)).setAutoPadding(false);
  return Buffer.concat([decipher.update(ue), decipher.final()]);
}

/** Algorithm 1: the key of one object (AES adds "sAlT"). */
function objectKey(key: Uint8Array, object: number, generation: number, aes: boolean): Uint8Array {
  const suffix = Uint8Array.from([object & 0xff, (object >> 8) & 0xff, (object >> 16) & 0xff, generation & 0xff, (generation >> 8) & 0xff]);
  return md5(key, suffix, aes ? Buffer.from('sAlT', 'latin1') : new Uint8Array(0)).subarray(0, Math.min(key.length + 5, 16));
}

/**
 * How the streams of a file encrypted by `encrypt` (its /Encrypt dictionary; `fileId`: the first /ID string) are
 * decrypted with the empty user password; undefined when pdfjs would not decrypt them (another handler or version, an
 * invalid key length: pdfjs then refuses the file) or leaves them as they are (the Identity crypt filter).
 */
export function streamDecrypter(encrypt: PdfDictionary, fileId: Uint8Array): StreamDecrypter | undefined {
  const get = (key: string) => encrypt.dict.get(key);
  const version = numberOf(get('V'));
  const revision = numberOf(get('R')) ?? 0;
  if (nameOf(get('Filter')) !== 'Standard' || (version !== 1 && version !== 2 && version !== 4 && version !== 5)) return undefined;
  let method: string = 'V2';
  let bits = numberOf(get('Length'));
  if (version >= 4) {
    // pdfjs: the stream filter named by /StmF in /CF (Identity when absent); its /CFM says the cipher.
    const name = nameOf(get('StmF')) ?? 'Identity';
    const filter = dictionaryOf(dictionaryOf(get('CF'))?.dict.get(name));
    method = nameOf(filter?.dict.get('CFM')) ?? 'None';
    if (!bits) {
      bits = numberOf(filter?.dict.get('Length')) ?? 128;
      if (bits < 40) bits <<= 3;
    }
  }
  bits ||= 40;
  if (!Number.isInteger(bits) || bits < 40 || bits % 8 !== 0) return undefined;
  if (method === 'None' || (method !== 'V2' && method !== 'AESV2' && method !== 'AESV3')) return undefined;
  if (version === 5) {
    const key = keyV5(encrypt, revision);
    return method === 'AESV3' ? (_o, _g, data) => aesDecrypt(key, data) : undefined;
  }
  let key = keyR4(encrypt, fileId, revision, bits);
  if (version === 4 && key.length < 16) key = Uint8Array.from([...key, ...new Uint8Array(16 - key.length)]);
  if (method === 'AESV3') return (_o, _g, data) => (key.length === 32 ? aesDecrypt(key, data) : new Uint8Array(0));
  const aes = method === 'AESV2';
  return (object, generation, data) => {
    const own = objectKey(key, object, generation, aes);
    return aes ? aesDecrypt(own, data) : rc4(own, data);
  };
}
