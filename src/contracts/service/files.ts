/** File parameters as the SDK takes them: a Buffer (any Uint8Array) or a readable stream, read up to a limit. */
import { ParleyError } from '../../common/errors.js';

export async function bytesOf(value: unknown, name: string, maxBytes: number): Promise<Uint8Array> {
  if (value instanceof Uint8Array) return checked(value, name, maxBytes);
  if (typeof value === 'string') return checked(Buffer.from(value, 'utf8'), name, maxBytes);
  if (value !== null && typeof value === 'object' && Symbol.asyncIterator in value) {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of value as AsyncIterable<unknown>) {
      const buf = typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk as Uint8Array);
      size += buf.length;
      if (size > maxBytes) throw tooLarge(name, maxBytes);
      chunks.push(buf);
    }
    return checked(Buffer.concat(chunks), name, maxBytes);
  }
  throw ParleyError.invalidRequest([{ code: 'type', message: `${name} must be a Buffer or a readable stream`, path: `.${name}` }], 'Invalid Request');
}

function checked(bytes: Uint8Array, name: string, maxBytes: number): Uint8Array {
  if (bytes.length > maxBytes) throw tooLarge(name, maxBytes);
  return bytes;
}

function tooLarge(name: string, maxBytes: number): ParleyError {
  return new ParleyError(413, 'Payload Too Large', [{ code: 'too_large', message: `${name} is larger than ${maxBytes} bytes`, path: `.${name}` }]);
}
