/**
 * A value whose JSON text is already encoded, as UTF-8 bytes: what a worker thread hands back instead of the value
 * (rebuilding a large answer's objects on the main thread, then serialising them again, held its event loop for
 * most of a second a document). `JSON.stringify` of it gives the same text as of the value (`toJSON` decodes it);
 * whoever only writes the JSON out asks for `jsonOutput` and skips both.
 */
export class EncodedJson {
  constructor(readonly json: Uint8Array) {}

  toJSON(): unknown {
    return JSON.parse(Buffer.from(this.json.buffer, this.json.byteOffset, this.json.byteLength).toString('utf8'));
  }
}

/**
 * The JSON of `value` to write out: `JSON.stringify`'s text, or an `EncodedJson`'s bytes as they are (decoding them
 * to a string, to be encoded again by the write, cost 75-110 ms for 7.2 MB at load 11).
 */
export function jsonOutput(value: unknown): string | Uint8Array {
  return value instanceof EncodedJson ? value.json : JSON.stringify(value);
}
