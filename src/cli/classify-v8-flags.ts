/**
 * The V8 flags of a process that classifies contracts: `parley contracts` and `parley serve` set them on themselves
 * (contracts-v8-flags.ts says why), and `parley serve --workers N` starts its worker processes with them, since each
 * worker classifies the documents it receives.
 */
export const CLASSIFY_V8_FLAGS: readonly string[] = ['--no-regexp-tier-up'];
