// word-extractor ships no types; these cover what the DOC reader uses (version pinned in package.json).
declare module 'word-extractor' {
  interface ExtractedDocument {
    getBody(options?: { filterUnicode?: boolean }): string;
  }
  export default class WordExtractor {
    extract(source: Buffer): Promise<ExtractedDocument>;
  }
}

declare module 'word-extractor/lib/ole-compound-doc.js' {
  import type { Readable } from 'node:stream';
  export default class OleCompoundDoc {
    constructor(reader: unknown);
    read(): Promise<void>;
    stream(name: string): Readable;
  }
}

declare module 'word-extractor/lib/buffer-reader.js' {
  export default class BufferReader {
    constructor(buffer: Buffer);
  }
}

declare module 'word-extractor/lib/ole-allocation-table.js' {
  export default class AllocationTable {
    getSecIdChain(startSecId: number): number[];
  }
}
