/**
 * The warm-up's answer is discarded, and so is its failure: analyzeDocument awaits it beside the PDF's read
 * (Promise.all), so a warm-up that threw would be the document's error instead of its analysis. Here the
 * analysis itself fails (a stand-in for any failure of the warm-up's own run: memory, a bug its sample finds).
 */
import { describe, expect, it, vi } from 'vitest';

vi.mock('../../../src/contracts/operations/pipeline.js', async (original) => ({
  ...(await original<typeof import('../../../src/contracts/operations/pipeline.js')>()),
  analyzeRead: () => {
    throw new Error('the warm-up failed');
  },
}));

describe('a failing warm-up', () => {
  it('resolves (its failure is no caller\'s error), and runs once', async () => {
    await expect(warmUpOnce()).resolves.toBeUndefined();
    await expect(warmUpOnce()).resolves.toBeUndefined();
  });
});

async function warmUpOnce(): Promise<void> {
  const { warmUpAnalysis } = await import('../../../src/contracts/operations/warm-up.js');
  return warmUpAnalysis();
}
