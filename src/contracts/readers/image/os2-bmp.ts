/**
 * OS/2 BMPs (a 12-byte BITMAPCOREHEADER), which `sniff` takes for BMPs, are read by rewriting their header as a
 * Windows one: tesseract's image library refuses the core header (every such file came back a 400 "corrupt",
 * hred21's Left), while its pixel rows are laid out as a Windows BMP's. Only the header and the palette differ: the core
 * header's width and height are 16-bit (the Windows header's 32-bit), and its palette entries are 3 bytes (B, G, R)
 * where the Windows palette's are 4 (B, G, R, 0).
 */

/** The OS/2 DIB header's size, which names it (the Windows headers are 40 bytes or more). */
export const BMP_CORE_HEADER_BYTES = 12;

const FILE_HEADER_BYTES = 14;
const INFO_HEADER_BYTES = 40;

/** Whether `bytes` is a BMP with the OS/2 core header. */
export function isOs2Bmp(bytes: Uint8Array): boolean {
  return bytes.length >= FILE_HEADER_BYTES + BMP_CORE_HEADER_BYTES && bytes[0] === 0x42 && bytes[1] === 0x4d && view(bytes).getUint32(14, true) === BMP_CORE_HEADER_BYTES;
}

/**
 * The same image as a Windows BMP (BITMAPINFOHEADER); any other bytes, or an OS/2 BMP whose pixel offset points
 * inside its own headers or past its end, are returned as they are (the decoder refuses them as it did).
 */
export function asWindowsBmp(bytes: Uint8Array): Uint8Array {
  if (!isOs2Bmp(bytes)) return bytes;
  const v = view(bytes);
  const width = v.getUint16(18, true);
  const height = v.getUint16(20, true);
  const planes = v.getUint16(22, true);
  const bitCount = v.getUint16(24, true);
  const pixelsAt = v.getUint32(10, true);
  const paletteAt = FILE_HEADER_BYTES + BMP_CORE_HEADER_BYTES;
  if (pixelsAt < paletteAt || pixelsAt > bytes.length) return bytes;
  // A palette only below 16 bits a pixel: as many 3-byte entries as fit before the pixels, at most 2^bitCount.
  const colours = bitCount <= 8 ? Math.min(2 ** bitCount, Math.floor((pixelsAt - paletteAt) / 3)) : 0;
  const pixels = bytes.subarray(pixelsAt);
  const newPixelsAt = FILE_HEADER_BYTES + INFO_HEADER_BYTES + colours * 4;
  const out = new Uint8Array(newPixelsAt + pixels.length);
  const o = view(out);
  out.set([0x42, 0x4d]);
  o.setUint32(2, out.length, true);
  o.setUint32(10, newPixelsAt, true);
  o.setUint32(14, INFO_HEADER_BYTES, true);
  o.setInt32(18, width, true);
  o.setInt32(22, height, true);
  o.setUint16(26, planes, true);
  o.setUint16(28, bitCount, true);
  // Compression 0 (none), image size 0 (allowed uncompressed), resolutions 0, colours used (0: all of 2^bitCount).
  o.setUint32(46, colours, true);
  for (let i = 0; i < colours; i++) out.set(bytes.subarray(paletteAt + i * 3, paletteAt + i * 3 + 3), FILE_HEADER_BYTES + INFO_HEADER_BYTES + i * 4);
  out.set(pixels, newPixelsAt);
  return out;
}

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
