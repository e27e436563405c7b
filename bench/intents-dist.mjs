// The built intent classifier (dist/nlu/intents) that the intent benches train and score: needs `npm run build`.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export const { trainIntentClassifier, defaultClassifierOptions } = await import(pathToFileURL(join(root, 'dist', 'nlu', 'intents', 'index.js')).href);
