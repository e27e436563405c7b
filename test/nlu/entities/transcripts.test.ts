/**
 * Every transcript recorded from the real service (`nlu: "recorded"`) carries the entities the
 * service found in `request.entities`: our matcher must find exactly the same workspace entities
 * (entity, value, location) — none missing, none extra. `sys-*` entities belong to ../sysent.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compileEntityMatcher } from '../../../src/nlu/entities/index.js';
import type { Entity, Intent } from '../../../src/model/index.js';

const DATA = fileURLToPath(new URL('../../fixtures', import.meta.url));

interface Turn {
  request: { input?: { text?: string }; entities?: { entity: string; value: string; location: [number, number] }[] };
}
interface Transcript {
  workspace: string;
  nlu: string;
  conversations: { turns: Turn[] }[];
}

const transcripts = readdirSync(join(DATA, 'transcripts'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => ({ file: f, t: JSON.parse(readFileSync(join(DATA, 'transcripts', f), 'utf8')) as Transcript }))
  .filter(({ t }) => t.nlu === 'recorded');

const key = (e: { entity: string; value: string; location: [number, number] }) =>
  `${e.entity}=${e.value}@${e.location[0]}-${e.location[1]}`;

describe('recorded transcripts: dictionary and pattern entities', () => {
  it('has recorded transcripts to check', () => {
    expect(transcripts.length).toBeGreaterThanOrEqual(3);
  });
  for (const { file, t } of transcripts) {
    it(`finds exactly the recorded entities in ${file}`, () => {
      const ws = JSON.parse(readFileSync(join(DATA, t.workspace), 'utf8')) as { entities: Entity[]; intents: Intent[] };
      const matcher = compileEntityMatcher({ entities: ws.entities, intents: ws.intents, language: 'en', diagnostics: [] });
      let checked = 0;
      for (const c of t.conversations) {
        for (const turn of c.turns) {
          const text = turn.request.input?.text;
          if (typeof text !== 'string' || !Array.isArray(turn.request.entities)) continue;
          const expected = turn.request.entities.filter((e) => !e.entity.startsWith('sys-')).map(key).sort();
          const got = matcher.match(text).map(key).sort();
          expect({ text, got }).toEqual({ text, got: expected });
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(0);
    });
  }
});
