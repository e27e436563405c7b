/**
 * `import 'parley/testing/vitest'` (in a test file or in vitest's setupFiles) registers parley's matchers:
 *   expect(bot.say('hi')).toSayText(/Welcome/);
 *   expect(engine.message({ input: { text: 'hi' } })).toVisit('Welcome');
 * Failures show vitest's own diff of expected and actual. vitest is the caller's (an optional peer).
 */
import { expect } from 'vitest';
import { parleyMatchers, type ParleyMatchers } from '../matchers.js';

expect.extend(parleyMatchers);

// vitest's extension point; its type parameter must be declared exactly as vitest declares it (`T = any`).
declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any, @typescript-eslint/no-empty-object-type
  interface Matchers<T = any> extends ParleyMatchers<T> {}
}

export { parleyMatchers, type ParleyMatchers };
