/**
 * Which correction a message gets: the request's `input.spelling_suggestions` / `spelling_auto_correct`
 * override the workspace's `system_settings` of the same names. Auto-correct alone turns correction on
 * (real exports carry `spelling_auto_correct: true` without `spelling_suggestions`; docs/behaviour/spelling.md).
 */
import type { MessageInput, WorkspaceSystemSettings } from '../../model/index.js';

export type SpellingMode = 'off' | 'suggest' | 'auto_correct';

export function spellingMode(settings: WorkspaceSystemSettings, input: MessageInput | undefined): SpellingMode {
  const suggestions = typeof input?.spelling_suggestions === 'boolean' ? input.spelling_suggestions : settings.spelling_suggestions === true;
  const autoCorrect = typeof input?.spelling_auto_correct === 'boolean' ? input.spelling_auto_correct : settings.spelling_auto_correct === true;
  if (autoCorrect) return suggestions || input?.spelling_suggestions !== false ? 'auto_correct' : 'off';
  return suggestions ? 'suggest' : 'off';
}
