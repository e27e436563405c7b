/**
 * Expression AST produced by grammar/expression.peggy. Shorthand keeps its own node kinds
 * (`Context`, `Entity`, `Intent`, `ContextMatch`, `EntityMatch`) so the printer can give the source back.
 */

export type LiteralKind = 'int' | 'long' | 'double' | 'string' | 'boolean' | 'null';

export interface LiteralNode {
  type: 'Literal';
  kind: LiteralKind;
  value: string | number | boolean | null;
}
/** A bare name: `context`, `input`, `intents`, `welcome`, ... */
export interface IdentifierNode { type: 'Identifier'; name: string }
/** SpEL variables `#this`, `#root`. */
export interface VariableNode { type: 'Variable'; name: 'this' | 'root' }
/** `$name` = `context['name']`. */
export interface ContextNode { type: 'Context'; name: string }
/** `$name:value` = `context['name'] == 'value'`. */
export interface ContextMatchNode { type: 'ContextMatch'; name: string; value: string }
/** `@name` = `entities['name']?.value`; `@name.prop` = `entities['name']?.prop`. */
export interface EntityNode { type: 'Entity'; name: string; property: string | null }
/** `@name:value`: true when any mention of the entity has that value. */
export interface EntityMatchNode { type: 'EntityMatch'; name: string; value: string }
/** `#name`: the top intent is `name` with confidence >= 0.2. */
export interface IntentNode { type: 'Intent'; name: string }
export interface GroupNode { type: 'Group'; expression: Expr }
export interface MemberNode { type: 'Member'; object: Expr; property: string; safe: boolean }
export interface IndexNode { type: 'Index'; object: Expr; index: Expr }
/** A method call (`object` set) or a global function (`now()`, `today()`, `clearDialogStack()`). */
export interface CallNode { type: 'Call'; object: Expr | null; name: string; args: Expr[]; safe: boolean }
export interface ProjectionNode { type: 'Projection'; object: Expr; expression: Expr; safe: boolean }
export interface SelectionNode {
  type: 'Selection';
  object: Expr;
  which: 'all' | 'first' | 'last';
  expression: Expr;
  safe: boolean;
}
export interface UnaryNode { type: 'Unary'; op: '!' | '-' | '+'; operand: Expr }
export type BinaryOp = '==' | '!=' | '<' | '>' | '<=' | '>=' | 'matches' | 'instanceof' | 'between' | '+' | '-' | '*' | '/' | '%' | '^';
export interface BinaryNode { type: 'Binary'; op: BinaryOp; left: Expr; right: Expr }
export interface LogicalNode { type: 'Logical'; op: '&&' | '||'; left: Expr; right: Expr }
export interface ConditionalNode { type: 'Conditional'; test: Expr; consequent: Expr; alternate: Expr }
export interface ElvisNode { type: 'Elvis'; left: Expr; right: Expr }
export interface AssignNode { type: 'Assign'; target: Expr; value: Expr }
/** `T(Math)`, `T(java.lang.String)`. */
export interface TypeRefNode { type: 'TypeRef'; name: string }
/** `new JsonArray()`, `new Random()`, `new Date()`. */
export interface NewNode { type: 'New'; name: string; args: Expr[] }
export interface InlineListNode { type: 'InlineList'; elements: Expr[] }
export interface InlineMapNode { type: 'InlineMap'; entries: { key: string; value: Expr }[] }

export type Expr =
  | LiteralNode | IdentifierNode | VariableNode | ContextNode | ContextMatchNode | EntityNode | EntityMatchNode
  | IntentNode | GroupNode | MemberNode | IndexNode | CallNode | ProjectionNode | SelectionNode | UnaryNode
  | BinaryNode | LogicalNode | ConditionalNode | ElvisNode | AssignNode | TypeRefNode | NewNode
  | InlineListNode | InlineMapNode;

/** Pieces of a template (response text or context string). */
export type TemplatePart =
  | { type: 'Text'; text: string }
  /** `<? body ?>`; `offset` is where `body` starts in the template source. */
  | { type: 'Block'; body: string; offset: number }
  /** Shorthand in text (`$x.y`, `@e`, `#i`); `raw` is its source text. */
  | { type: 'Ref'; expression: Expr; raw: string; hash?: boolean };
