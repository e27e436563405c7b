/**
 * delete_user_data: every workspace created or updated under the customer id goes; elements labelled
 * by element-level calls go one by one (their workspace stays); logs of the customer's messages go.
 * Deletion is not validated against the dialog structure: labelled data must go whatever refers to it.
 */
import type { DialogNode } from '../model/index.js';
import { WorkspaceDraft, type CallContext } from './draft.js';
import type { Store, StoreBatch, WorkspaceRecord } from './store/types.js';
import { synonymKey } from './store/types.js';
import { subtreeIds } from './dialog-subtree.js';

export function deleteCustomerData(store: Store, customerId: string, ctx: CallContext): StoreBatch {
  const batch: Required<Pick<StoreBatch, 'putWorkspaces' | 'deleteWorkspaces' | 'deleteLogs'>> = {
    putWorkspaces: [],
    deleteWorkspaces: [],
    deleteLogs: [],
  };
  for (const record of store.listWorkspaces()) {
    if (record.customer_ids.includes(customerId)) {
      batch.deleteWorkspaces.push(record.workspace_id);
    } else if (record.labels.some((l) => l.customer_id === customerId)) {
      batch.putWorkspaces.push(withoutLabelled(record, customerId, ctx));
    }
  }
  for (const r of store.listLogs()) if (r.customer_ids.includes(customerId)) batch.deleteLogs.push(r.log.log_id);
  return batch;
}

function withoutLabelled(record: WorkspaceRecord, customerId: string, ctx: CallContext): WorkspaceRecord {
  const d = new WorkspaceDraft(record, ctx);
  d.ownAll();
  const doc = d.doc;
  for (const { key } of record.labels.filter((l) => l.customer_id === customerId)) {
    const [kind, a, b, c] = key;
    switch (kind) {
      case 'intent':
        doc.intents = doc.intents.filter((i) => i.intent !== a);
        break;
      case 'example':
        for (const i of doc.intents) if (i.intent === a && i.examples) i.examples = i.examples.filter((e) => e.text !== b);
        break;
      case 'counterexample':
        doc.counterexamples = doc.counterexamples.filter((x) => x.text !== a);
        break;
      case 'entity':
        doc.entities = doc.entities.filter((e) => e.entity !== a);
        break;
      case 'value':
        for (const e of doc.entities) if (e.entity === a && e.values) e.values = e.values.filter((v) => v.value !== b);
        break;
      case 'synonym':
        for (const e of doc.entities) {
          if (e.entity !== a) continue;
          for (const v of e.values ?? []) if (v.value === b && v.synonyms) v.synonyms = v.synonyms.filter((s) => s !== c);
        }
        delete d.ownSynonymAudit()[synonymKey(a, b, c)];
        break;
      case 'dialog_node':
        doc.dialog_nodes = removeNode(doc.dialog_nodes, a);
        break;
    }
  }
  d.labels = d.labels.filter((l) => l.customer_id !== customerId);
  return d.finish();
}

/** Removes a node with its subtree, relinks its siblings and drops jumps into the removed nodes. */
function removeNode(nodes: DialogNode[], id: string): DialogNode[] {
  const node = nodes.find((n) => n.dialog_node === id);
  if (!node) return nodes;
  const gone = subtreeIds(nodes, id);
  const kept = nodes.filter((n) => !gone.has(n.dialog_node));
  for (const n of kept) {
    if (n.previous_sibling === id) {
      if (node.previous_sibling === undefined) delete n.previous_sibling;
      else n.previous_sibling = node.previous_sibling;
    }
    if (n.next_step?.dialog_node !== undefined && gone.has(n.next_step.dialog_node)) delete n.next_step;
    const legacy = n as DialogNode & { go_to?: { dialog_node?: string } };
    if (legacy.go_to?.dialog_node !== undefined && gone.has(legacy.go_to.dialog_node)) delete legacy.go_to;
  }
  return kept;
}
