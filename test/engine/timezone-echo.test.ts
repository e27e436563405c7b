/** Which zone system entities echo, end to end (docs/behaviour/sysent-datetime.md, "Time zone echo"). */
import { describe, expect, it } from 'vitest';
import { compileWorkspace } from '../../src/index.js';

const engine = compileWorkspace({ name: 'w', language: 'en', entities: [{ entity: 'sys-date', values: [] }], dialog_nodes: [] });
const tomorrow = (context?: Record<string, unknown>, timezone?: string) =>
  engine.message({ input: { text: 'tomorrow' }, ...(context ? { context } : {}) }, { now: '2026-11-22T23:30:00Z', ...(timezone ? { timezone } : {}) }).entities;

describe('sys-date time zone echo (default version)', () => {
  it('reads in UTC and echoes GMT when the request names no zone, as the real logs do', () => {
    expect(tomorrow()).toEqual([{ entity: 'sys-date', location: [0, 8], value: '2026-11-23', confidence: 1, metadata: { calendar_type: 'GREGORIAN', timezone: 'GMT' } }]);
  });

  it('echoes context.timezone as given and reads the date there', () => {
    expect(tomorrow({ timezone: 'America/New_York' })).toEqual([
      { entity: 'sys-date', location: [0, 8], value: '2026-11-23', confidence: 1, metadata: { calendar_type: 'GREGORIAN', timezone: 'America/New_York' } },
    ]);
    expect(tomorrow({ timezone: 'Asia/Tokyo' })[0]).toMatchObject({ value: '2026-11-24', metadata: { timezone: 'Asia/Tokyo' } });
  });

  it('prefers the timezone option, and echoes an explicit UTC as UTC', () => {
    expect(tomorrow({ timezone: 'America/New_York' }, 'UTC')[0]).toMatchObject({ value: '2026-11-23', metadata: { timezone: 'UTC' } });
  });
});
