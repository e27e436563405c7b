/**
 * The few file-system calls the file stores make (the conversation FileStore, the contract RecordStore), behind an interface so tests can make one of them fail
 * midway (a simulated crash) and check that nothing acknowledged is lost.
 */
import * as nodeFs from 'node:fs';

export interface FsLayer {
  mkdirSync(path: string, options: { recursive: true }): unknown;
  readdirSync(path: string): string[];
  readFileSync(path: string, encoding: 'utf8'): string;
  existsSync(path: string): boolean;
  writeFileSync(path: string, data: string): void;
  openSync(path: string, flags: string): number;
  fsyncSync(fd: number): void;
  /** Writes all of `data` at the file's end (the fd is opened for appending). */
  writeAllSync(fd: number, data: string): void;
  truncateSync(path: string, length: number): void;
  statSize(path: string): number;
  closeSync(fd: number): void;
  renameSync(from: string, to: string): void;
  unlinkSync(path: string): void;
}

export const nodeFsLayer: FsLayer = {
  mkdirSync: (p, o) => nodeFs.mkdirSync(p, o),
  readdirSync: (p) => nodeFs.readdirSync(p),
  readFileSync: (p, e) => nodeFs.readFileSync(p, e),
  existsSync: (p) => nodeFs.existsSync(p),
  writeFileSync: (p, d) => nodeFs.writeFileSync(p, d),
  openSync: (p, f) => nodeFs.openSync(p, f),
  fsyncSync: (fd) => nodeFs.fsyncSync(fd),
  writeAllSync: (fd, data) => {
    const bytes = Buffer.from(data, 'utf8');
    for (let done = 0; done < bytes.length; ) done += nodeFs.writeSync(fd, bytes, done, bytes.length - done);
  },
  truncateSync: (p, length) => nodeFs.truncateSync(p, length),
  statSize: (p) => nodeFs.statSync(p).size,
  closeSync: (fd) => nodeFs.closeSync(fd),
  renameSync: (a, b) => nodeFs.renameSync(a, b),
  unlinkSync: (p) => nodeFs.unlinkSync(p),
};
