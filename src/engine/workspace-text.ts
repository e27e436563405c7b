/**
 * `compileWorkspace('ws.json')` or `compileWorkspace(readFileSync(file))` is a newcomer's first mistake: the export's
 * file name or its text instead of the parsed object. The validator's "must be a JSON object" does not say what to do;
 * this says it.
 */
import { ParleyError } from '../model/index.js';

export function refuseWorkspaceText(workspace: unknown): void {
  const given = typeof workspace === 'string' ? 'a string' : workspace instanceof Uint8Array ? "a file's bytes" : undefined;
  if (given === undefined) return;
  throw ParleyError.invalidRequest([
    {
      code: 'type',
      message: `Workspace must be a JSON object, not ${given}: compileWorkspace takes the parsed export (JSON.parse(readFileSync(file, 'utf8'))), not its file name or its text`,
      path: '',
    },
  ]);
}
