/**
 * The frame shared by the binary tables shipped in `data/` (word vectors, clusters, projection): a four-letter magic,
 * then little-endian fields whose layout each table defines. A file that does not fit is a damaged install, reported
 * as `damagedInstall` says, never a bare `Error` or a read past the end.
 */
import { damagedInstall } from '../../common/data-file.js';

export interface BinaryTableKind {
  /** What the file holds, as error messages name it ("word vectors"). */
  readonly name: string;
  /** The first four bytes, ASCII ("PWV1"). */
  readonly magic: string;
  /** Bytes of the fixed header, magic included. */
  readonly headerBytes: number;
}

/** A view on `bytes` once its magic and fixed header are there. */
export function openBinaryTable(bytes: Uint8Array, kind: BinaryTableKind): DataView {
  const magic = bytes.byteLength >= kind.headerBytes ? String.fromCharCode(bytes[0], bytes[1], bytes[2], bytes[3]) : '';
  if (magic !== kind.magic) throw damagedInstall(`${kind.name}: not a ${kind.magic} file`);
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** The file's length must be exactly what its header announces. */
export function expectTableLength(bytes: Uint8Array, length: number, kind: BinaryTableKind): void {
  if (bytes.byteLength !== length) throw damagedInstall(`${kind.name}: truncated file (${bytes.byteLength} bytes, the header announces ${length})`);
}
