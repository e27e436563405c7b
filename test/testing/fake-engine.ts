/** A scripted engine: answers each input text with a canned output, so the kit's logic is tested alone. */
import type { Engine } from '../../src/engine/index.js';
import { normalizeWorkspace, type MessageRequest, type MessageResponse, type OutputData } from '../../src/model/index.js';

export interface Script {
  [text: string]: Partial<OutputData> & { intent?: string; confidence?: number; entities?: MessageResponse['entities']; set?: Record<string, unknown> };
}

export function fakeEngine(script: Script, dialogNodes: object[] = []): Engine {
  const workspace = normalizeWorkspace({ name: 'fake', language: 'en', dialog_nodes: dialogNodes as never });
  const engine: Engine = {
    messageWithEffects(request: MessageRequest = {}) {
      return { response: engine.message(request), pendingWebhooks: [] };
    },
    workspace,
    diagnostics: [],
    version: '2021-06-14',
    classify: () => ({ intents: [], entities: [] }),
    message(request: MessageRequest = {}): MessageResponse {
      const text = request.input?.text ?? '';
      const s = script[text] ?? { text: ['?'] };
      const { intent, confidence, entities, set, ...output } = s;
      return {
        input: { text },
        intents: intent ? [{ intent, confidence: confidence ?? 0.9 }] : [],
        entities: entities ?? [],
        output: { log_messages: [], text: [], nodes_visited: [], ...output },
        context: { ...(request.context ?? {}), ...(set ?? {}) } as MessageResponse['context'],
      };
    },
  };
  return engine;
}
