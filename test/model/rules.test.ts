/**
 * One row per field rule: a valid variant (accepted with no error) and an invalid variant (exactly one
 * error with the given code and path).
 */
import { describe, expect, it } from 'vitest';
import { validateWorkspace } from '../../src/model/index.js';
import { N, baseWorkspace, node, variant, type Json } from './fixture.js';
import { nestedUnderA } from '../security/guard.js';

interface Rule {
  rule: string;
  valid: (ws: Json) => void;
  invalid: (ws: Json) => void;
  code: string;
  path: string;
}

const nodePath = (id: string) => `.dialog_nodes[${N[id]}]`;
const unchanged = () => {};
const repeat = <T>(n: number, f: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => f(i));

const RULES: Rule[] = [
  // ---------------------------------------------------------------- workspace fields
  { rule: 'name is a string', valid: unchanged, invalid: (ws) => (ws.name = 42), code: 'type', path: '.name' },
  { rule: 'name has no newline', valid: (ws) => (ws.name = 'Pizza bot v2'), invalid: (ws) => (ws.name = 'Pizza\nbot'), code: 'invalid_characters', path: '.name' },
  { rule: 'description has no tab', valid: (ws) => (ws.description = null), invalid: (ws) => (ws.description = 'a\tb'), code: 'invalid_characters', path: '.description' },
  { rule: 'language is a string', valid: (ws) => delete ws.language, invalid: (ws) => (ws.language = ['en']), code: 'type', path: '.language' },
  { rule: 'metadata is an object', valid: (ws) => (ws.metadata = null), invalid: (ws) => (ws.metadata = 'x'), code: 'type', path: '.metadata' },
  { rule: 'learning_opt_out is a boolean', valid: (ws) => delete ws.learning_opt_out, invalid: (ws) => (ws.learning_opt_out = 'no'), code: 'type', path: '.learning_opt_out' },
  { rule: 'workspace_id is a string without newline', valid: (ws) => (ws.workspace_id = 'a1b2'), invalid: (ws) => (ws.workspace_id = 'a1\nb2'), code: 'invalid_characters', path: '.workspace_id' },
  { rule: 'entities is an array', valid: (ws) => delete ws.entities, invalid: (ws) => (ws.entities = 'size'), code: 'type', path: '.entities' },
  { rule: 'counterexamples is an array', valid: (ws) => (ws.counterexamples = []), invalid: (ws) => (ws.counterexamples = { text: 'x' }), code: 'type', path: '.counterexamples' },
  { rule: 'webhooks is an array', valid: (ws) => (ws.webhooks = null), invalid: (ws) => (ws.webhooks = ws.webhooks[0]), code: 'type', path: '.webhooks' },
  { rule: 'system_settings.system_entities.enabled is a boolean', valid: (ws) => (ws.system_settings.system_entities = { enabled: true }), invalid: (ws) => (ws.system_settings.system_entities = { enabled: 1 }), code: 'type', path: '.system_settings.system_entities.enabled' },
  { rule: 'system_settings.human_agent_assist is an object', valid: (ws) => (ws.system_settings.human_agent_assist = { prompt: 'p' }), invalid: (ws) => (ws.system_settings.human_agent_assist = 'p'), code: 'type', path: '.system_settings.human_agent_assist' },
  { rule: 'disambiguation.prompt is a string', valid: (ws) => (ws.system_settings.disambiguation.prompt = 'Did you mean:'), invalid: (ws) => (ws.system_settings.disambiguation.prompt = ['Did you mean:']), code: 'type', path: '.system_settings.disambiguation.prompt' },
  { rule: 'status enum', valid: (ws) => (ws.status = 'Available'), invalid: (ws) => (ws.status = 'Ready'), code: 'enum', path: '.status' },
  { rule: 'intents is an array', valid: (ws) => (ws.intents = null), invalid: (ws) => (ws.intents = {}), code: 'type', path: '.intents' },
  { rule: 'dialog_nodes is an array', valid: (ws) => (ws.dialog_nodes = []), invalid: (ws) => (ws.dialog_nodes = 'none'), code: 'type', path: '.dialog_nodes' },
  { rule: 'system_settings is an object', valid: (ws) => (ws.system_settings = null), invalid: (ws) => (ws.system_settings = true), code: 'type', path: '.system_settings' },
  { rule: 'disambiguation.sensitivity enum', valid: (ws) => (ws.system_settings.disambiguation.sensitivity = 'medium_high'), invalid: (ws) => (ws.system_settings.disambiguation.sensitivity = 'max'), code: 'enum', path: '.system_settings.disambiguation.sensitivity' },
  { rule: 'disambiguation.max_suggestions is a positive integer', valid: (ws) => (ws.system_settings.disambiguation.max_suggestions = 5), invalid: (ws) => (ws.system_settings.disambiguation.max_suggestions = 0), code: 'range', path: '.system_settings.disambiguation.max_suggestions' },
  { rule: 'tooling.store_generic_responses is a boolean', valid: unchanged, invalid: (ws) => (ws.system_settings.tooling.store_generic_responses = 1), code: 'type', path: '.system_settings.tooling.store_generic_responses' },
  { rule: 'system_settings.spelling_auto_correct is a boolean', valid: (ws) => (ws.system_settings.spelling_auto_correct = true), invalid: (ws) => (ws.system_settings.spelling_auto_correct = 'yes'), code: 'type', path: '.system_settings.spelling_auto_correct' },
  { rule: 'system_settings.off_topic.enabled is a boolean', valid: (ws) => (ws.system_settings.off_topic = { enabled: true }), invalid: (ws) => (ws.system_settings.off_topic = { enabled: 'on' }), code: 'type', path: '.system_settings.off_topic.enabled' },
  { rule: 'created is a string', valid: (ws) => (ws.created = '2020-01-01T00:00:00.000Z'), invalid: (ws) => (ws.created = 5), code: 'type', path: '.created' },

  // ---------------------------------------------------------------- intents
  { rule: 'intent is an object', valid: unchanged, invalid: (ws) => (ws.intents[1] = 'hours'), code: 'type', path: '.intents[1]' },
  { rule: 'intent name is required', valid: unchanged, invalid: (ws) => delete ws.intents[1].intent, code: 'required', path: '.intents[1].intent' },
  { rule: 'intent name null is missing', valid: unchanged, invalid: (ws) => (ws.intents[1].intent = null), code: 'required', path: '.intents[1].intent' },
  { rule: 'intent name is a string', valid: unchanged, invalid: (ws) => (ws.intents[1].intent = 7), code: 'type', path: '.intents[1].intent' },
  { rule: 'intent name: letters, digits, _ - .', valid: (ws) => (ws.intents[1].intent = 'Öffnungs_zeiten-2.0'), invalid: (ws) => (ws.intents[1].intent = 'opening hours'), code: 'pattern', path: '.intents[1].intent' },
  { rule: 'intent name: Unicode letters beyond the BMP', valid: (ws) => (ws.intents[1].intent = '𝒽ours'), invalid: (ws) => (ws.intents[1].intent = 'hours!'), code: 'pattern', path: '.intents[1].intent' },
  { rule: 'intent name: no CR/LF/TAB', valid: unchanged, invalid: (ws) => (ws.intents[1].intent = 'hours\t'), code: 'invalid_characters', path: '.intents[1].intent' },
  { rule: 'intent name: empty is not a name', valid: unchanged, invalid: (ws) => (ws.intents[1].intent = ''), code: 'pattern', path: '.intents[1].intent' },
  { rule: 'intent name: reserved sys- prefix', valid: (ws) => (ws.intents[1].intent = 'system-hours'), invalid: (ws) => (ws.intents[1].intent = 'sys-hours'), code: 'reserved_prefix', path: '.intents[1].intent' },
  { rule: 'intent names are unique', valid: (ws) => (ws.intents[1].intent = 'Order'), invalid: (ws) => (ws.intents[1].intent = 'order'), code: 'unique', path: '.intents[1].intent' },
  { rule: 'intent description: no newline', valid: (ws) => (ws.intents[0].description = null), invalid: (ws) => (ws.intents[0].description = 'a\nb'), code: 'invalid_characters', path: '.intents[0].description' },
  { rule: 'intent examples is an array', valid: (ws) => (ws.intents[1].examples = null), invalid: (ws) => (ws.intents[1].examples = 'hi'), code: 'type', path: '.intents[1].examples' },
  { rule: 'example text is required', valid: unchanged, invalid: (ws) => (ws.intents[0].examples[0] = {}), code: 'required', path: '.intents[0].examples[0].text' },
  { rule: 'example text: no CR', valid: unchanged, invalid: (ws) => (ws.intents[0].examples[0].text = 'a\rb'), code: 'invalid_characters', path: '.intents[0].examples[0].text' },
  { rule: 'example text: not only whitespace', valid: (ws) => (ws.intents[0].examples[0].text = ' a '), invalid: (ws) => (ws.intents[0].examples[0].text = '   '), code: 'whitespace', path: '.intents[0].examples[0].text' },
  { rule: 'example text: not empty', valid: unchanged, invalid: (ws) => (ws.intents[0].examples[0].text = ''), code: 'whitespace', path: '.intents[0].examples[0].text' },
  { rule: 'example texts unique within an intent', valid: (ws) => (ws.intents[1].examples[0].text = 'I want a pizza'), invalid: (ws) => (ws.intents[0].examples[1].text = 'I want a pizza'), code: 'unique', path: '.intents[0].examples[1].text' },
  { rule: 'mention entity is required', valid: unchanged, invalid: (ws) => delete ws.intents[0].examples[1].mentions[0].entity, code: 'required', path: '.intents[0].examples[1].mentions[0].entity' },
  { rule: 'mentions is an array', valid: (ws) => (ws.intents[0].examples[1].mentions = []), invalid: (ws) => (ws.intents[0].examples[1].mentions = {}), code: 'type', path: '.intents[0].examples[1].mentions' },
  { rule: 'mention entity is an entity name', valid: (ws) => (ws.intents[0].examples[1].mentions[0].entity = 'pizza_size'), invalid: (ws) => (ws.intents[0].examples[1].mentions[0].entity = '@size'), code: 'pattern', path: '.intents[0].examples[1].mentions[0].entity' },
  { rule: 'mention location is required', valid: unchanged, invalid: (ws) => delete ws.intents[0].examples[1].mentions[0].location, code: 'required', path: '.intents[0].examples[1].mentions[0].location' },
  { rule: 'mention location is two integers', valid: unchanged, invalid: (ws) => (ws.intents[0].examples[1].mentions[0].location = [0]), code: 'type', path: '.intents[0].examples[1].mentions[0].location' },
  { rule: 'mention location within the text', valid: (ws) => (ws.intents[0].examples[1].mentions[0].location = [0, 16]), invalid: (ws) => (ws.intents[0].examples[1].mentions[0].location = [0, 17]), code: 'range', path: '.intents[0].examples[1].mentions[0].location' },

  // ---------------------------------------------------------------- counterexamples
  { rule: 'counterexample text is required', valid: unchanged, invalid: (ws) => (ws.counterexamples[1] = { text: null }), code: 'required', path: '.counterexamples[1].text' },
  { rule: 'counterexample text: no newline', valid: unchanged, invalid: (ws) => (ws.counterexamples[1].text = 'sell\nstocks'), code: 'invalid_characters', path: '.counterexamples[1].text' },
  { rule: 'counterexample text: not only whitespace', valid: unchanged, invalid: (ws) => (ws.counterexamples[1].text = '\u00a0 '), code: 'whitespace', path: '.counterexamples[1].text' },
  { rule: 'counterexample texts are unique', valid: (ws) => (ws.counterexamples[1].text = 'Buy stocks'), invalid: (ws) => (ws.counterexamples[1].text = 'buy stocks'), code: 'unique', path: '.counterexamples[1].text' },

  // ---------------------------------------------------------------- entities
  { rule: 'entity name is required', valid: unchanged, invalid: (ws) => delete ws.entities[1].entity, code: 'required', path: '.entities[1].entity' },
  { rule: 'entity name: letters, digits, _ -', valid: (ws) => (ws.entities[1].entity = 'téléphone_2-x'), invalid: (ws) => (ws.entities[1].entity = 'phone.number'), code: 'pattern', path: '.entities[1].entity' },
  { rule: 'entity name: sys- must be a system entity', valid: (ws) => (ws.entities[1] = { entity: 'sys-date' }), invalid: (ws) => (ws.entities[1].entity = 'sys-phone'), code: 'reserved_prefix', path: '.entities[1].entity' },
  { rule: 'retired system entities are still names', valid: (ws) => (ws.entities[1] = { entity: 'sys-organization' }), invalid: (ws) => (ws.entities[1] = { entity: 'sys-weather' }), code: 'reserved_prefix', path: '.entities[1].entity' },
  { rule: 'system entity content is ignored', valid: (ws) => (ws.entities[2].values = 'ignored'), invalid: (ws) => (ws.entities[2].entity = 'sys-numbers'), code: 'reserved_prefix', path: '.entities[2].entity' },
  { rule: 'entity names are unique', valid: (ws) => (ws.entities[1].entity = 'Size'), invalid: (ws) => (ws.entities[1].entity = 'size'), code: 'unique', path: '.entities[1].entity' },
  { rule: 'entity fuzzy_match is a boolean', valid: (ws) => (ws.entities[0].fuzzy_match = null), invalid: (ws) => (ws.entities[0].fuzzy_match = 'yes'), code: 'type', path: '.entities[0].fuzzy_match' },
  { rule: 'entity description: no newline', valid: (ws) => (ws.entities[0].description = 'sizes'), invalid: (ws) => (ws.entities[0].description = 'si\nzes'), code: 'invalid_characters', path: '.entities[0].description' },
  { rule: 'entity values is an array', valid: (ws) => (ws.entities[0].values = []), invalid: (ws) => (ws.entities[0].values = { large: {} }), code: 'type', path: '.entities[0].values' },
  { rule: 'entity metadata is an object', valid: (ws) => (ws.entities[0].metadata = { a: 1 }), invalid: (ws) => (ws.entities[0].metadata = 1), code: 'type', path: '.entities[0].metadata' },
  { rule: 'value metadata is an object', valid: (ws) => (ws.entities[0].values[0].metadata = null), invalid: (ws) => (ws.entities[0].values[0].metadata = []), code: 'type', path: '.entities[0].values[0].metadata' },
  { rule: 'patterns is an array', valid: unchanged, invalid: (ws) => (ws.entities[1].values[0].patterns = '\\d+'), code: 'type', path: '.entities[1].values[0].patterns' },
  { rule: 'value is required', valid: unchanged, invalid: (ws) => delete ws.entities[0].values[1].value, code: 'required', path: '.entities[0].values[1].value' },
  { rule: 'value: no tab', valid: (ws) => (ws.entities[0].values[1].value = 'extra small'), invalid: (ws) => (ws.entities[0].values[1].value = 'extra\tsmall'), code: 'invalid_characters', path: '.entities[0].values[1].value' },
  { rule: 'value: not only whitespace', valid: unchanged, invalid: (ws) => (ws.entities[0].values[1].value = ' '), code: 'whitespace', path: '.entities[0].values[1].value' },
  { rule: 'values unique within an entity', valid: (ws) => (ws.entities[1].values[0].value = 'large'), invalid: (ws) => (ws.entities[0].values[1].value = 'large'), code: 'unique', path: '.entities[0].values[1].value' },
  { rule: 'value type enum', valid: (ws) => (ws.entities[0].values[1].type = 'synonyms'), invalid: (ws) => (ws.entities[0].values[1].type = 'regex'), code: 'enum', path: '.entities[0].values[1].type' },
  { rule: 'synonyms is an array', valid: (ws) => (ws.entities[0].values[1].synonyms = null), invalid: (ws) => (ws.entities[0].values[1].synonyms = 'tiny'), code: 'type', path: '.entities[0].values[1].synonyms' },
  { rule: 'synonym is a string', valid: unchanged, invalid: (ws) => (ws.entities[0].values[0].synonyms[1] = 3), code: 'type', path: '.entities[0].values[0].synonyms[1]' },
  { rule: 'synonym: no newline', valid: unchanged, invalid: (ws) => (ws.entities[0].values[0].synonyms[1] = 'hu\nge'), code: 'invalid_characters', path: '.entities[0].values[0].synonyms[1]' },
  { rule: 'synonym: not only whitespace', valid: unchanged, invalid: (ws) => (ws.entities[0].values[0].synonyms[1] = '\t'.replace('\t', '  ')), code: 'whitespace', path: '.entities[0].values[0].synonyms[1]' },
  { rule: 'synonyms unique within a value', valid: (ws) => (ws.entities[0].values[0].synonyms[1] = 'Big'), invalid: (ws) => (ws.entities[0].values[0].synonyms[1] = 'big'), code: 'unique', path: '.entities[0].values[0].synonyms[1]' },
  { rule: 'pattern is a string', valid: unchanged, invalid: (ws) => (ws.entities[1].values[0].patterns[0] = { re: 'x' }), code: 'type', path: '.entities[1].values[0].patterns[0]' },
  { rule: 'synonyms or patterns, not both', valid: (ws) => (ws.entities[1].values[0].synonyms = []), invalid: (ws) => (ws.entities[1].values[0].synonyms = ['five five five']), code: 'exclusive', path: '.entities[1].values[0].synonyms' },
  { rule: 'a synonyms value has no patterns', valid: (ws) => (ws.entities[0].values[0].patterns = []), invalid: (ws) => ((ws.entities[0].values[0].synonyms = []), (ws.entities[0].values[0].patterns = ['x+'])), code: 'exclusive', path: '.entities[0].values[0].patterns' },
  { rule: 'both non-empty lists: reported on patterns', valid: unchanged, invalid: (ws) => (ws.entities[0].values[1].patterns = ['x+'], (ws.entities[0].values[1].synonyms = ['tiny'])), code: 'exclusive', path: '.entities[0].values[1].patterns' },

  // ---------------------------------------------------------------- dialog node fields
  { rule: 'dialog node is an object', valid: unchanged, invalid: (ws) => ws.dialog_nodes.push(null), code: 'type', path: '.dialog_nodes[11]' },
  { rule: 'dialog_node is required', valid: unchanged, invalid: (ws) => (ws.dialog_nodes.push({ previous_sibling: 'anything_else' })), code: 'required', path: '.dialog_nodes[11].dialog_node' },
  { rule: 'dialog_node: letters, digits, space, _ - .', valid: (ws) => ws.dialog_nodes.push({ dialog_node: 'Große Frage 2.0_x-y', previous_sibling: 'anything_else' }), invalid: (ws) => ws.dialog_nodes.push({ dialog_node: 'why?', previous_sibling: 'anything_else' }), code: 'pattern', path: '.dialog_nodes[11].dialog_node' },
  { rule: 'dialog_node: not only whitespace', valid: unchanged, invalid: (ws) => ws.dialog_nodes.push({ dialog_node: '  ', previous_sibling: 'anything_else' }), code: 'whitespace', path: '.dialog_nodes[11].dialog_node' },
  { rule: 'title: same characters as dialog_node', valid: (ws) => (node(ws, 'welcome').title = 'Welcome 2'), invalid: (ws) => (node(ws, 'welcome').title = 'Welcome!'), code: 'pattern', path: `${nodePath('welcome')}.title` },
  { rule: 'title empty is absent', valid: (ws) => (node(ws, 'welcome').title = ''), invalid: (ws) => (node(ws, 'welcome').title = ' '), code: 'whitespace', path: `${nodePath('welcome')}.title` },
  { rule: 'title null is absent', valid: (ws) => (node(ws, 'welcome').title = null), invalid: (ws) => (node(ws, 'welcome').title = 1), code: 'type', path: `${nodePath('welcome')}.title` },
  { rule: 'conditions: no newline', valid: (ws) => (node(ws, 'hours').conditions = ''), invalid: (ws) => (node(ws, 'hours').conditions = '#hours\n'), code: 'invalid_characters', path: `${nodePath('hours')}.conditions` },
  { rule: 'conditions null is absent', valid: (ws) => (node(ws, 'hours').conditions = null), invalid: (ws) => (node(ws, 'hours').conditions = true), code: 'type', path: `${nodePath('hours')}.conditions` },
  { rule: 'node description: no tab', valid: (ws) => (node(ws, 'hours').description = 'opening hours'), invalid: (ws) => (node(ws, 'hours').description = '\t'), code: 'invalid_characters', path: `${nodePath('hours')}.description` },
  { rule: 'node type enum', valid: (ws) => delete node(ws, 'anything_else').type, invalid: (ws) => (node(ws, 'anything_else').type = 'node'), code: 'enum', path: `${nodePath('anything_else')}.type` },
  { rule: 'event_name enum', valid: (ws) => (node(ws, 'order_handler').event_name = 'focus', delete node(ws, 'order_handler').next_step), invalid: (ws) => (node(ws, 'order_handler').event_name = 'blur'), code: 'enum', path: `${nodePath('order_handler')}.event_name` },
  { rule: 'event_handler needs an event_name', valid: unchanged, invalid: (ws) => delete node(ws, 'size_input').event_name, code: 'required', path: `${nodePath('size_input')}.event_name` },
  { rule: 'digress_in enum', valid: (ws) => (node(ws, 'faq').digress_in = 'not_available'), invalid: (ws) => (node(ws, 'faq').digress_in = 'yes'), code: 'enum', path: `${nodePath('faq')}.digress_in` },
  { rule: 'digress_out enum', valid: (ws) => (node(ws, 'hours').digress_out = 'allow_all_never_return'), invalid: (ws) => (node(ws, 'hours').digress_out = 'never'), code: 'enum', path: `${nodePath('hours')}.digress_out` },
  { rule: 'digress_out_slots enum', valid: (ws) => (node(ws, 'order').digress_out_slots = 'allow_returning'), invalid: (ws) => (node(ws, 'order').digress_out_slots = 'allow_none'), code: 'enum', path: `${nodePath('order')}.digress_out_slots` },
  { rule: 'disambiguation_opt_out only on standard/frame', valid: (ws) => (node(ws, 'order').disambiguation_opt_out = true), invalid: (ws) => (node(ws, 'faq').disambiguation_opt_out = true), code: 'structure', path: `${nodePath('faq')}.disambiguation_opt_out` },
  { rule: 'disabled is a boolean', valid: (ws) => (node(ws, 'order_handler').disabled = true), invalid: (ws) => (node(ws, 'order_handler').disabled = 'true'), code: 'type', path: `${nodePath('order_handler')}.disabled` },
  { rule: 'context is an object', valid: (ws) => (node(ws, 'hours').context = null), invalid: (ws) => (node(ws, 'hours').context = ['x']), code: 'type', path: `${nodePath('hours')}.context` },
  { rule: 'variable is a string', valid: unchanged, invalid: (ws) => (node(ws, 'slot_size').variable = { name: 'size' }), code: 'type', path: `${nodePath('slot_size')}.variable` },
  { rule: 'metadata is an object', valid: (ws) => (node(ws, 'order').metadata = { fallback: 'leave' }), invalid: (ws) => (node(ws, 'order').metadata = 'leave'), code: 'type', path: `${nodePath('order')}.metadata` },
  { rule: 'user_label is a string', valid: (ws) => (node(ws, 'hours').user_label = 'Opening hours'), invalid: (ws) => (node(ws, 'hours').user_label = 5), code: 'type', path: `${nodePath('hours')}.user_label` },
  { rule: 'previous_sibling is a string', valid: unchanged, invalid: (ws) => (node(ws, 'anything_else').previous_sibling = ['faq']), code: 'type', path: `${nodePath('anything_else')}.previous_sibling` },
  { rule: 'actions is an array', valid: (ws) => (node(ws, 'anything_else').actions = []), invalid: (ws) => (node(ws, 'anything_else').actions = { name: 'log' }), code: 'type', path: `${nodePath('anything_else')}.actions` },
  { rule: 'action is an object', valid: unchanged, invalid: (ws) => (node(ws, 'anything_else').actions[0] = 'log'), code: 'type', path: `${nodePath('anything_else')}.actions[0]` },
  { rule: 'action credentials is a string', valid: (ws) => (node(ws, 'anything_else').actions[0].credentials = '$creds'), invalid: (ws) => (node(ws, 'anything_else').actions[0].credentials = { user: 'u' }), code: 'type', path: `${nodePath('anything_else')}.actions[0].credentials` },
  { rule: 'parent is a string', valid: unchanged, invalid: (ws) => (node(ws, 'hours').parent = 7), code: 'type', path: `${nodePath('hours')}.parent` },

  // ---------------------------------------------------------------- next_step / go_to
  { rule: 'next_step is an object', valid: (ws) => (node(ws, 'hours').next_step = null), invalid: (ws) => (node(ws, 'hours').next_step = 'jump_to'), code: 'type', path: `${nodePath('hours')}.next_step` },
  { rule: 'legacy go_to needs dialog_node', valid: unchanged, invalid: (ws) => (node(ws, 'anything_else').go_to = { return: null, selector: 'body' }), code: 'required', path: `${nodePath('anything_else')}.go_to.dialog_node` },
  { rule: 'next_step.behavior is required', valid: unchanged, invalid: (ws) => (node(ws, 'hours').next_step = { dialog_node: 'welcome' }), code: 'required', path: `${nodePath('hours')}.next_step.behavior` },
  { rule: 'next_step.behavior enum', valid: (ws) => (node(ws, 'hours').next_step = { behavior: 'skip_user_input' }), invalid: (ws) => (node(ws, 'hours').next_step.behavior = 'goto'), code: 'enum', path: `${nodePath('hours')}.next_step.behavior` },
  { rule: 'slot behaviours not on a standard node', valid: (ws) => (node(ws, 'hours').next_step = { behavior: 'get_user_input' }), invalid: (ws) => (node(ws, 'hours').next_step = { behavior: 'reprompt' }), code: 'enum', path: `${nodePath('hours')}.next_step.behavior` },
  { rule: 'filled under slot: skip_all_slots yes, skip_slot no', valid: (ws) => (node(ws, 'size_filled').next_step.behavior = 'skip_all_slots'), invalid: (ws) => (node(ws, 'size_filled').next_step.behavior = 'skip_slot'), code: 'enum', path: `${nodePath('size_filled')}.next_step.behavior` },
  { rule: 'nomatch under slot: reprompt/skip_slot/skip_all_slots', valid: (ws) => (node(ws, 'size_nomatch').next_step.behavior = 'reprompt'), invalid: (ws) => ((node(ws, 'size_nomatch').event_name = 'focus'), (node(ws, 'size_nomatch').next_step.behavior = 'reprompt')), code: 'enum', path: `${nodePath('size_nomatch')}.next_step.behavior` },
  { rule: 'generic under frame: skip_slot yes; generic under slot: no', valid: (ws) => (node(ws, 'order_handler').next_step.behavior = 'skip_slot'), invalid: (ws) => ((node(ws, 'size_nomatch').event_name = 'generic')), code: 'enum', path: `${nodePath('size_nomatch')}.next_step.behavior` },
  { rule: 'jump_to needs dialog_node', valid: unchanged, invalid: (ws) => delete node(ws, 'hours').next_step.dialog_node, code: 'required', path: `${nodePath('hours')}.next_step.dialog_node` },
  { rule: 'selector enum', valid: (ws) => (node(ws, 'hours').next_step.selector = 'user_input'), invalid: (ws) => (node(ws, 'hours').next_step.selector = 'response'), code: 'enum', path: `${nodePath('hours')}.next_step.selector` },
  { rule: 'jump target exists', valid: (ws) => (node(ws, 'hours').next_step.dialog_node = 'anything_else'), invalid: (ws) => (node(ws, 'hours').next_step.dialog_node = 'nowhere'), code: 'not_found', path: `${nodePath('hours')}.next_step.dialog_node` },
  { rule: 'legacy go_to target exists', valid: (ws) => (node(ws, 'anything_else').go_to = { return: null, selector: 'condition', dialog_node: 'welcome' }), invalid: (ws) => (node(ws, 'anything_else').go_to = { return: null, selector: 'condition', dialog_node: 'gone' }), code: 'not_found', path: `${nodePath('anything_else')}.go_to.dialog_node` },
  { rule: 'legacy go_to selector enum', valid: (ws) => (node(ws, 'anything_else').go_to = null), invalid: (ws) => (node(ws, 'anything_else').go_to = { selector: 'here', dialog_node: 'welcome' }), code: 'enum', path: `${nodePath('anything_else')}.go_to.selector` },

  // ---------------------------------------------------------------- actions
  { rule: 'action name is required', valid: unchanged, invalid: (ws) => delete node(ws, 'anything_else').actions[0].name, code: 'required', path: `${nodePath('anything_else')}.actions[0].name` },
  { rule: 'action result_variable is required', valid: unchanged, invalid: (ws) => delete node(ws, 'anything_else').actions[0].result_variable, code: 'required', path: `${nodePath('anything_else')}.actions[0].result_variable` },
  { rule: 'action type enum', valid: (ws) => (node(ws, 'anything_else').actions[0].type = 'webhook'), invalid: (ws) => (node(ws, 'anything_else').actions[0].type = 'lambda'), code: 'enum', path: `${nodePath('anything_else')}.actions[0].type` },
  { rule: 'action parameters is an object', valid: (ws) => (node(ws, 'anything_else').actions[0].parameters = { a: 1 }), invalid: (ws) => (node(ws, 'anything_else').actions[0].parameters = [1]), code: 'type', path: `${nodePath('anything_else')}.actions[0].parameters` },

  // ---------------------------------------------------------------- output
  { rule: 'output is an object', valid: (ws) => (node(ws, 'order').output = null), invalid: (ws) => (node(ws, 'order').output = 'Done'), code: 'type', path: `${nodePath('order')}.output` },
  { rule: 'legacy output.text forms: string, array, object', valid: (ws) => (node(ws, 'order').output.text = { values: ['a', 'b'], selection_policy: 'sequential', append: false }), invalid: (ws) => (node(ws, 'order').output.text = 5), code: 'type', path: `${nodePath('order')}.output.text` },
  { rule: 'legacy output.text array holds strings', valid: unchanged, invalid: (ws) => (node(ws, 'anything_else').output.text = ['a', { b: 1 }]), code: 'type', path: `${nodePath('anything_else')}.output.text[1]` },
  { rule: 'legacy output.text selection_policy enum', valid: unchanged, invalid: (ws) => (node(ws, 'hours_rc').output.text.selection_policy = 'shuffle'), code: 'enum', path: `${nodePath('hours_rc')}.output.text.selection_policy` },
  { rule: 'legacy output.text.append is a boolean', valid: unchanged, invalid: (ws) => (node(ws, 'hours_rc').output.text.append = 'no'), code: 'type', path: `${nodePath('hours_rc')}.output.text.append` },
  { rule: 'unknown output properties are accepted', valid: (ws) => (node(ws, 'order').output.ui_action = { show: 'map' }), invalid: (ws) => (node(ws, 'order').output.modifiers = { overwrite: 'yes' }), code: 'type', path: `${nodePath('order')}.output.modifiers.overwrite` },
  { rule: 'generic is an array', valid: unchanged, invalid: (ws) => (node(ws, 'welcome').output.generic = { response_type: 'text' }), code: 'type', path: `${nodePath('welcome')}.output.generic` },
  { rule: 'response_type is required', valid: unchanged, invalid: (ws) => delete node(ws, 'welcome').output.generic[0].response_type, code: 'required', path: `${nodePath('welcome')}.output.generic[0].response_type` },
  { rule: 'response_type enum', valid: (ws) => (node(ws, 'welcome').output.generic[0] = { response_type: 'connect_to_agent', message_to_human_agent: 'help' }), invalid: (ws) => (node(ws, 'welcome').output.generic[0].response_type = 'carousel'), code: 'enum', path: `${nodePath('welcome')}.output.generic[0].response_type` },
  { rule: 'text response needs values', valid: unchanged, invalid: (ws) => delete node(ws, 'welcome').output.generic[0].values, code: 'required', path: `${nodePath('welcome')}.output.generic[0].values` },
  { rule: 'text values may contain newlines', valid: (ws) => (node(ws, 'welcome').output.generic[0].values[0].text = 'Hi\nthere'), invalid: (ws) => (node(ws, 'welcome').output.generic[0].values[0].text = 3), code: 'type', path: `${nodePath('welcome')}.output.generic[0].values[0].text` },
  { rule: 'generic text value is an object', valid: unchanged, invalid: (ws) => (node(ws, 'welcome').output.generic[0].values[0] = 'Hi'), code: 'type', path: `${nodePath('welcome')}.output.generic[0].values[0]` },
  { rule: 'generic response is an object', valid: unchanged, invalid: (ws) => (node(ws, 'welcome').output.generic[0] = 'Hi'), code: 'type', path: `${nodePath('welcome')}.output.generic[0]` },
  { rule: 'delimiter is a string', valid: (ws) => (node(ws, 'welcome').output.generic[0].delimiter = '\n'), invalid: (ws) => (node(ws, 'welcome').output.generic[0].delimiter = 0), code: 'type', path: `${nodePath('welcome')}.output.generic[0].delimiter` },
  { rule: 'generic selection_policy enum', valid: (ws) => (node(ws, 'welcome').output.generic[0].selection_policy = 'multiline'), invalid: (ws) => (node(ws, 'welcome').output.generic[0].selection_policy = 'all'), code: 'enum', path: `${nodePath('welcome')}.output.generic[0].selection_policy` },
  { rule: 'pause time 0..10000 ms', valid: (ws) => (node(ws, 'welcome').output.generic[0] = { response_type: 'pause', time: 10000, typing: true }), invalid: (ws) => (node(ws, 'welcome').output.generic[0] = { response_type: 'pause', time: 10001 }), code: 'range', path: `${nodePath('welcome')}.output.generic[0].time` },
  { rule: 'pause time is not negative', valid: (ws) => (node(ws, 'welcome').output.generic[0] = { response_type: 'pause', time: 0 }), invalid: (ws) => (node(ws, 'welcome').output.generic[0] = { response_type: 'pause', time: -1 }), code: 'range', path: `${nodePath('welcome')}.output.generic[0].time` },
  { rule: 'pause time is an integer', valid: unchanged, invalid: (ws) => (node(ws, 'welcome').output.generic[0] = { response_type: 'pause', time: 1.5 }), code: 'range', path: `${nodePath('welcome')}.output.generic[0].time` },
  { rule: 'pause typing is a boolean', valid: (ws) => (node(ws, 'welcome').output.generic[0] = { response_type: 'pause', time: 500, typing: false }), invalid: (ws) => (node(ws, 'welcome').output.generic[0] = { response_type: 'pause', time: 500, typing: 'yes' }), code: 'type', path: `${nodePath('welcome')}.output.generic[0].typing` },
  { rule: 'connect_to_agent message is a string', valid: (ws) => (node(ws, 'welcome').output.generic[0] = { response_type: 'connect_to_agent', message_to_human_agent: 'help' }), invalid: (ws) => (node(ws, 'welcome').output.generic[0] = { response_type: 'connect_to_agent', message_to_human_agent: 1 }), code: 'type', path: `${nodePath('welcome')}.output.generic[0].message_to_human_agent` },
  { rule: 'image needs source', valid: (ws) => (node(ws, 'welcome').output.generic[0] = { response_type: 'image', source: 'https://x/y.png', title: 't' }), invalid: (ws) => (node(ws, 'welcome').output.generic[0] = { response_type: 'image', title: 't' }), code: 'required', path: `${nodePath('welcome')}.output.generic[0].source` },
  { rule: 'option needs options', valid: (ws) => (node(ws, 'welcome').output.generic[0] = { response_type: 'option', title: 'Pick', options: [{ label: 'A', value: { input: { text: 'a' } } }] }), invalid: (ws) => (node(ws, 'welcome').output.generic[0] = { response_type: 'option', title: 'Pick' }), code: 'required', path: `${nodePath('welcome')}.output.generic[0].options` },
  { rule: 'at most 20 options', valid: (ws) => (node(ws, 'welcome').output.generic[0] = { response_type: 'option', title: 'Pick', options: repeat(20, (i) => ({ label: `L${i}`, value: { input: { text: `${i}` } } })) }), invalid: (ws) => (node(ws, 'welcome').output.generic[0] = { response_type: 'option', title: 'Pick', options: repeat(21, (i) => ({ label: `L${i}`, value: { input: { text: `${i}` } } })) }), code: 'max_items', path: `${nodePath('welcome')}.output.generic[0].options` },
  { rule: 'option label is required', valid: unchanged, invalid: (ws) => (node(ws, 'welcome').output.generic[0] = { response_type: 'option', title: 'Pick', options: [{ value: { input: { text: 'a' } } }] }), code: 'required', path: `${nodePath('welcome')}.output.generic[0].options[0].label` },
  { rule: 'option value is required', valid: unchanged, invalid: (ws) => (node(ws, 'welcome').output.generic[0] = { response_type: 'option', title: 'Pick', options: [{ label: 'A' }] }), code: 'required', path: `${nodePath('welcome')}.output.generic[0].options[0].value` },
  { rule: 'option value.input is an object', valid: unchanged, invalid: (ws) => (node(ws, 'welcome').output.generic[0] = { response_type: 'option', title: 'Pick', options: [{ label: 'A', value: { input: 'a' } }] }), code: 'type', path: `${nodePath('welcome')}.output.generic[0].options[0].value.input` },
  { rule: 'option value.intents is an array', valid: (ws) => (node(ws, 'welcome').output.generic[0] = { response_type: 'option', title: 'P', options: [{ label: 'A', value: { input: { text: 'a' }, intents: [{ intent: 'order', confidence: 1 }] } }] }), invalid: (ws) => (node(ws, 'welcome').output.generic[0] = { response_type: 'option', title: 'P', options: [{ label: 'A', value: { intents: 'order' } }] }), code: 'type', path: `${nodePath('welcome')}.output.generic[0].options[0].value.intents` },
  { rule: 'options is an array', valid: unchanged, invalid: (ws) => (node(ws, 'welcome').output.generic[0] = { response_type: 'option', title: 'P', options: { label: 'A' } }), code: 'type', path: `${nodePath('welcome')}.output.generic[0].options` },
  { rule: 'preference enum', valid: (ws) => (node(ws, 'welcome').output.generic[0] = { response_type: 'option', title: 'P', preference: 'dropdown', options: [] }), invalid: (ws) => (node(ws, 'welcome').output.generic[0] = { response_type: 'option', title: 'P', preference: 'radio', options: [] }), code: 'enum', path: `${nodePath('welcome')}.output.generic[0].preference` },
  { rule: 'search_skill needs query_type', valid: (ws) => (node(ws, 'welcome').output.generic[0] = { response_type: 'search_skill', query: 'q', query_type: 'natural_language' }), invalid: (ws) => (node(ws, 'welcome').output.generic[0] = { response_type: 'search_skill', query: 'q' }), code: 'required', path: `${nodePath('welcome')}.output.generic[0].query_type` },
  { rule: 'query_type enum (the SDK\'s discovery_query_language)', valid: (ws) => (node(ws, 'welcome').output.generic[0] = { response_type: 'search_skill', query: 'q', query_type: 'discovery_query_language' }), invalid: (ws) => (node(ws, 'welcome').output.generic[0] = { response_type: 'search_skill', query: 'q', query_type: 'sql' }), code: 'enum', path: `${nodePath('welcome')}.output.generic[0].query_type` },
  { rule: 'query_type enum', valid: (ws) => (node(ws, 'welcome').output.generic[0] = { response_type: 'search_skill', query: 'q', query_type: 'search_query_language' }), invalid: (ws) => (node(ws, 'welcome').output.generic[0] = { response_type: 'search_skill', query: 'q', query_type: 'sql' }), code: 'enum', path: `${nodePath('welcome')}.output.generic[0].query_type` },
  // the SDK's later types (issue 21)
  { rule: 'video needs source', valid: (ws) => (node(ws, 'welcome').output.generic[0] = { response_type: 'video', source: 'https://v/a.mp4', title: 't', description: 'd', alt_text: 'a clip', channel_options: { motion: {} } }), invalid: (ws) => (node(ws, 'welcome').output.generic[0] = { response_type: 'video', title: 't' }), code: 'required', path: `${nodePath('welcome')}.output.generic[0].source` },
  { rule: 'audio needs source', valid: (ws) => (node(ws, 'welcome').output.generic[0] = { response_type: 'audio', source: 'https://v/a.mp3' }), invalid: (ws) => (node(ws, 'welcome').output.generic[0] = { response_type: 'audio', source: null }), code: 'required', path: `${nodePath('welcome')}.output.generic[0].source` },
  { rule: 'iframe needs source', valid: (ws) => (node(ws, 'welcome').output.generic[0] = { response_type: 'iframe', source: 'https://v/map', image_url: 'https://v/p.png' }), invalid: (ws) => (node(ws, 'welcome').output.generic[0] = { response_type: 'iframe', image_url: 'https://v/p.png' }), code: 'required', path: `${nodePath('welcome')}.output.generic[0].source` },
  { rule: 'iframe image_url is a string', valid: unchanged, invalid: (ws) => (node(ws, 'welcome').output.generic[0] = { response_type: 'iframe', source: 'https://v/map', image_url: ['p.png'] }), code: 'type', path: `${nodePath('welcome')}.output.generic[0].image_url` },
  { rule: 'alt_text is a string', valid: (ws) => (node(ws, 'welcome').output.generic[0] = { response_type: 'image', source: 'https://v/p.png', alt_text: 'a map' }), invalid: (ws) => (node(ws, 'welcome').output.generic[0] = { response_type: 'audio', source: 'https://v/a.mp3', alt_text: 1 }), code: 'type', path: `${nodePath('welcome')}.output.generic[0].alt_text` },
  { rule: 'channel_options is an object', valid: unchanged, invalid: (ws) => (node(ws, 'welcome').output.generic[0] = { response_type: 'video', source: 'https://v/a.mp4', channel_options: 'motion' }), code: 'type', path: `${nodePath('welcome')}.output.generic[0].channel_options` },
  { rule: 'user_defined needs user_defined', valid: (ws) => (node(ws, 'welcome').output.generic[0] = { response_type: 'user_defined', user_defined: { widget: 'map', zoom: 3 } }), invalid: (ws) => (node(ws, 'welcome').output.generic[0] = { response_type: 'user_defined' }), code: 'required', path: `${nodePath('welcome')}.output.generic[0].user_defined` },
  { rule: 'user_defined is an object', valid: unchanged, invalid: (ws) => (node(ws, 'welcome').output.generic[0] = { response_type: 'user_defined', user_defined: ['map'] }), code: 'type', path: `${nodePath('welcome')}.output.generic[0].user_defined` },
  { rule: 'user_defined is at most 5000 bytes', valid: (ws) => (node(ws, 'welcome').output.generic[0] = { response_type: 'user_defined', user_defined: { a: 'x'.repeat(4992) } }), invalid: (ws) => (node(ws, 'welcome').output.generic[0] = { response_type: 'user_defined', user_defined: { a: 'x'.repeat(4993) } }), code: 'max_length', path: `${nodePath('welcome')}.output.generic[0].user_defined` },
  { rule: 'user_defined bytes count UTF-8', valid: unchanged, invalid: (ws) => (node(ws, 'welcome').output.generic[0] = { response_type: 'user_defined', user_defined: { a: 'é'.repeat(2497) } }), code: 'max_length', path: `${nodePath('welcome')}.output.generic[0].user_defined` },
  { rule: 'channel_transfer needs message_to_user', valid: (ws) => (node(ws, 'welcome').output.generic[0] = { response_type: 'channel_transfer', message_to_user: 'Go on the web', transfer_info: { target: { chat: { url: 'https://x/chat' } } } }), invalid: (ws) => (node(ws, 'welcome').output.generic[0] = { response_type: 'channel_transfer', transfer_info: { target: {} } }), code: 'required', path: `${nodePath('welcome')}.output.generic[0].message_to_user` },
  { rule: 'channel_transfer needs transfer_info', valid: unchanged, invalid: (ws) => (node(ws, 'welcome').output.generic[0] = { response_type: 'channel_transfer', message_to_user: 'm' }), code: 'required', path: `${nodePath('welcome')}.output.generic[0].transfer_info` },
  { rule: 'channel_transfer transfer_info needs target', valid: (ws) => (node(ws, 'welcome').output.generic[0] = { response_type: 'channel_transfer', message_to_user: 'm', transfer_info: { target: {} } }), invalid: (ws) => (node(ws, 'welcome').output.generic[0] = { response_type: 'channel_transfer', message_to_user: 'm', transfer_info: {} }), code: 'required', path: `${nodePath('welcome')}.output.generic[0].transfer_info.target` },
  { rule: 'channel_transfer chat url is a string', valid: unchanged, invalid: (ws) => (node(ws, 'welcome').output.generic[0] = { response_type: 'channel_transfer', message_to_user: 'm', transfer_info: { target: { chat: { url: 5 } } } }), code: 'type', path: `${nodePath('welcome')}.output.generic[0].transfer_info.target.chat.url` },
  { rule: 'connect_to_agent transfer_info is any object', valid: (ws) => (node(ws, 'welcome').output.generic[0] = { response_type: 'connect_to_agent', transfer_info: { target: { zendesk: { department: 'billing' } } } }), invalid: (ws) => (node(ws, 'welcome').output.generic[0] = { response_type: 'connect_to_agent', transfer_info: 'billing' }), code: 'type', path: `${nodePath('welcome')}.output.generic[0].transfer_info` },
  { rule: 'channels is an array of objects', valid: (ws) => (node(ws, 'welcome').output.generic[0].channels = [{ channel: 'chat' }, { channel: 'voice_telephony' }]), invalid: (ws) => (node(ws, 'welcome').output.generic[0].channels = ['chat']), code: 'type', path: `${nodePath('welcome')}.output.generic[0].channels[0]` },
  { rule: 'channel is a string', valid: (ws) => (node(ws, 'welcome').output.generic[0].channels = [{ channel: 'a_channel_of_later_years' }]), invalid: (ws) => (node(ws, 'welcome').output.generic[0].channels = [{ channel: 1 }]), code: 'type', path: `${nodePath('welcome')}.output.generic[0].channels[0].channel` },
  { rule: 'legacy output.text values may be null', valid: (ws) => (node(ws, 'hours_rc').output.text.values = [null, 'Open 9-5']), invalid: (ws) => (node(ws, 'hours_rc').output.text.values = [null, 0]), code: 'type', path: `${nodePath('hours_rc')}.output.text.values[1]` },
  { rule: 'legacy output.text array may hold null', valid: (ws) => (node(ws, 'anything_else').output.text = [null, 'a']), invalid: (ws) => (node(ws, 'anything_else').output.text = [null, false]), code: 'type', path: `${nodePath('anything_else')}.output.text[1]` },

  // ---------------------------------------------------------------- dialog structure
  { rule: 'dialog node ids are unique', valid: unchanged, invalid: (ws) => ws.dialog_nodes.push({ dialog_node: 'welcome', previous_sibling: 'anything_else' }), code: 'unique', path: '.dialog_nodes[11].dialog_node' },
  { rule: 'parent exists', valid: unchanged, invalid: (ws) => (node(ws, 'hours').parent = 'FAQ'), code: 'not_found', path: `${nodePath('hours')}.parent` },
  { rule: 'previous_sibling exists', valid: unchanged, invalid: (ws) => (node(ws, 'anything_else').previous_sibling = 'FAQ'), code: 'not_found', path: `${nodePath('anything_else')}.previous_sibling` },
  { rule: 'previous_sibling has the same parent', valid: unchanged, invalid: (ws) => ws.dialog_nodes.push({ dialog_node: 'x', parent: 'faq', previous_sibling: 'anything_else' }), code: 'structure', path: '.dialog_nodes[11].previous_sibling' },
  { rule: 'one first child per parent', valid: (ws) => ws.dialog_nodes.push({ dialog_node: 'x', parent: 'anything_else' }), invalid: (ws) => ws.dialog_nodes.push({ dialog_node: 'x', parent: 'faq' }), code: 'structure', path: '.dialog_nodes[11].previous_sibling' },
  { rule: 'no shared previous sibling', valid: (ws) => ws.dialog_nodes.push({ dialog_node: 'x', parent: 'faq', previous_sibling: 'hours' }), invalid: (ws) => ws.dialog_nodes.push({ dialog_node: 'x', previous_sibling: 'faq' }), code: 'structure', path: '.dialog_nodes[11].previous_sibling' },
  { rule: 'no parent cycles', valid: unchanged, invalid: (ws) => ((node(ws, 'faq').parent = 'hours'), (node(ws, 'faq').previous_sibling = 'hours_rc'), (node(ws, 'anything_else').previous_sibling = 'order')), code: 'cycle', path: `${nodePath('hours')}.parent` },
  { rule: 'a node is not its own parent', valid: unchanged, invalid: (ws) => ((node(ws, 'hours').parent = 'hours'), (node(ws, 'hours').previous_sibling = 'hours_rc')), code: 'cycle', path: `${nodePath('hours')}.parent` },
  { rule: 'long loops are described briefly', valid: unchanged, invalid: (ws) => ws.dialog_nodes.push(...repeat(50, (i) => ({ dialog_node: `n${i}`, parent: 'anything_else', previous_sibling: `n${(i + 1) % 50}` }))), code: 'cycle', path: '.dialog_nodes[60].previous_sibling' },
  { rule: 'no sibling cycles', valid: unchanged, invalid: (ws) => ws.dialog_nodes.push({ dialog_node: 'a', parent: 'anything_else', previous_sibling: 'b' }, { dialog_node: 'b', parent: 'anything_else', previous_sibling: 'a' }), code: 'cycle', path: '.dialog_nodes[12].previous_sibling' },
  { rule: 'slots only under frames (or standard nodes, as real exports have)', valid: (ws) => (node(ws, 'order').type = 'standard'), invalid: (ws) => ws.dialog_nodes.push({ dialog_node: 's', type: 'slot', variable: '$s', parent: 'faq', previous_sibling: 'hours' }), code: 'structure', path: '.dialog_nodes[11].parent' },
  { rule: 'a slot is not at the root', valid: unchanged, invalid: (ws) => ws.dialog_nodes.push({ dialog_node: 's', type: 'slot', variable: '$s', previous_sibling: 'anything_else' }), code: 'structure', path: '.dialog_nodes[11].parent' },
  { rule: 'response_condition only under standard/frame', valid: (ws) => ws.dialog_nodes.push({ dialog_node: 'rc', parent: 'order', previous_sibling: 'order_handler', type: 'response_condition' }), invalid: (ws) => ws.dialog_nodes.push({ dialog_node: 'rc', parent: 'faq', previous_sibling: 'hours', type: 'response_condition' }), code: 'structure', path: '.dialog_nodes[11].parent' },
  { rule: 'input/filled/nomatch handlers only under slots', valid: unchanged, invalid: (ws) => (node(ws, 'order_handler').event_name = 'filled', delete node(ws, 'order_handler').next_step), code: 'structure', path: `${nodePath('order_handler')}.parent` },
  { rule: 'focus handler under a frame is accepted', valid: (ws) => (node(ws, 'order_handler').event_name = 'focus', delete node(ws, 'order_handler').next_step), invalid: (ws) => ws.dialog_nodes.push({ dialog_node: 'h', type: 'event_handler', event_name: 'focus', parent: 'hours', previous_sibling: 'hours_rc' }), code: 'structure', path: '.dialog_nodes[11].parent' },
  { rule: 'event handlers and response conditions have no children', valid: unchanged, invalid: (ws) => ws.dialog_nodes.push({ dialog_node: 'c', parent: 'hours_rc' }), code: 'structure', path: '.dialog_nodes[11].parent' },

  // ---------------------------------------------------------------- webhooks
  { rule: 'one webhook only', valid: unchanged, invalid: (ws) => ws.webhooks.push({ name: 'main_webhook', url: 'https://b' }), code: 'max_items', path: '.webhooks' },
  { rule: 'webhook is named main_webhook', valid: unchanged, invalid: (ws) => (ws.webhooks[0].name = 'other'), code: 'enum', path: '.webhooks[0].name' },
  { rule: 'webhook url is required', valid: unchanged, invalid: (ws) => delete ws.webhooks[0].url, code: 'required', path: '.webhooks[0].url' },
  { rule: 'webhook headers is an array', valid: (ws) => delete ws.webhooks[0].headers, invalid: (ws) => (ws.webhooks[0].headers = { Authorization: 'x' }), code: 'type', path: '.webhooks[0].headers' },
  { rule: 'webhook header name is required', valid: unchanged, invalid: (ws) => delete ws.webhooks[0].headers[0].name, code: 'required', path: '.webhooks[0].headers[0].name' },
  { rule: 'webhook is an object', valid: unchanged, invalid: (ws) => (ws.webhooks[0] = 'https://x'), code: 'type', path: '.webhooks[0]' },
  { rule: 'webhook header value is required', valid: unchanged, invalid: (ws) => delete ws.webhooks[0].headers[0].value, code: 'required', path: '.webhooks[0].headers[0].value' },

  // ---------------------------------------------------------------- bounds
  { rule: 'nesting depth is bounded', valid: (ws) => (node(ws, 'hours').context = { deep: nestedUnderA(90, 'leaf') }), invalid: (ws) => (node(ws, 'hours').context = { deep: nestedUnderA(120, 'leaf') }), code: 'max_depth', path: `${nodePath('hours')}.context.deep${'.a'.repeat(96)}` },
];

describe('the base fixture', () => {
  it('is valid', () => {
    expect(validateWorkspace(baseWorkspace())).toEqual([]);
  });
  it('a non-object workspace is a type error at the root', () => {
    for (const bad of [null, 42, 'ws', [], true]) {
      expect(validateWorkspace(bad)).toEqual([{ code: 'type', message: 'Workspace must be a JSON object', path: '' }]);
    }
  });
});

describe.each(RULES)('rule: $rule', ({ valid, invalid, code, path }) => {
  it('accepts the valid variant', () => {
    expect(validateWorkspace(variant(valid))).toEqual([]);
  });
  it(`reports ${code} at ${path.slice(0, 60)}`, () => {
    const errors = validateWorkspace(variant(invalid));
    expect(errors.map(({ code, path }) => ({ code, path }))).toEqual([{ code, path }]);
    expect(errors[0].message.length).toBeGreaterThan(10);
  });
});
