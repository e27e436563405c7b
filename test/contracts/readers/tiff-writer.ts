/** Builds TIFF files for tests: 8-bit grey pages, uncompressed, PackBits or LZW. */

export type TiffCompression = 'none' | 'packbits' | 'lzw';

export interface GreyPage {
  width: number;
  height: number;
  grey: Uint8Array;
}

export function makeTiff(pages: GreyPage[], compression: TiffCompression = 'none'): Uint8Array {
  const chunks: number[] = [0x49, 0x49, 42, 0, 0, 0, 0, 0];
  const u16 = (at: number, v: number) => {
    chunks[at] = v & 0xff;
    chunks[at + 1] = (v >> 8) & 0xff;
  };
  const u32 = (at: number, v: number) => {
    for (let k = 0; k < 4; k++) chunks[at + k] = (v >>> (8 * k)) & 0xff;
  };
  let previousNext = 4;
  for (const page of pages) {
    const data = compression === 'packbits' ? packBits(page.grey) : compression === 'lzw' ? lzw(page.grey) : page.grey;
    const dataAt = chunks.length;
    chunks.push(...data);
    if (chunks.length % 2) chunks.push(0);
    const ifd = chunks.length;
    u32(previousNext, ifd);
    const tags: [number, number, number][] = [
      [256, 4, page.width],
      [257, 4, page.height],
      [258, 3, 8],
      [259, 3, compression === 'packbits' ? 32773 : compression === 'lzw' ? 5 : 1],
      [262, 3, 1],
      [273, 4, dataAt],
      [277, 3, 1],
      [278, 4, page.height],
      [279, 4, data.length],
    ];
    chunks.push(...new Array(2 + tags.length * 12 + 4).fill(0));
    u16(ifd, tags.length);
    tags.forEach(([tag, type, value], i) => {
      const at = ifd + 2 + i * 12;
      u16(at, tag);
      u16(at + 2, type);
      u32(at + 4, 1);
      if (type === 3) u16(at + 8, value);
      else u32(at + 8, value);
    });
    previousNext = ifd + 2 + tags.length * 12;
  }
  return new Uint8Array(chunks);
}

function packBits(data: Uint8Array): number[] {
  const out: number[] = [];
  for (let i = 0; i < data.length; ) {
    let run = 1;
    while (i + run < data.length && data[i + run] === data[i] && run < 128) run++;
    if (run > 1) {
      out.push(257 - run, data[i]);
      i += run;
    } else {
      const start = i;
      while (i < data.length && i - start < 128 && !(i + 1 < data.length && data[i + 1] === data[i])) i++;
      if (i === start) i++;
      out.push(i - start - 1, ...data.subarray(start, i));
    }
  }
  return out;
}

function lzw(data: Uint8Array): number[] {
  const out: number[] = [];
  let acc = 0;
  let bits = 0;
  let width = 9;
  const write = (code: number) => {
    acc = (acc << width) | code;
    bits += width;
    while (bits >= 8) {
      out.push((acc >> (bits - 8)) & 0xff);
      bits -= 8;
    }
    acc &= (1 << bits) - 1;
  };
  let table = new Map<string, number>();
  let next = 258;
  const reset = () => {
    table = new Map(Array.from({ length: 256 }, (_, i) => [String.fromCharCode(i), i]));
    next = 258;
    width = 9;
  };
  reset();
  write(256);
  let w = '';
  for (const byte of data) {
    const wc = w + String.fromCharCode(byte);
    if (table.has(wc)) {
      w = wc;
      continue;
    }
    write(table.get(w)!);
    table.set(wc, next++);
    if (next >= 1 << width && width < 12) width++;
    if (next >= 4094) {
      write(256);
      reset();
    }
    w = String.fromCharCode(byte);
  }
  if (w !== '') write(table.get(w)!);
  write(257);
  if (bits > 0) out.push((acc << (8 - bits)) & 0xff);
  return out;
}
