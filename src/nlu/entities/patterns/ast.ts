/**
 * The parsed form of a Java-flavoured pattern: enough structure to find a character every match
 * contains (a cheap pre-check before running the engine).
 */

export type RegexNode = SeqNode | AltNode | GroupNode | QuantNode | CharNode | AssertNode;

export interface SeqNode {
  readonly type: 'seq';
  readonly items: readonly RegexNode[];
}

export interface AltNode {
  readonly type: 'alt';
  readonly branches: readonly RegexNode[];
}

export type GroupKind = 'capture' | 'plain' | 'atomic' | 'lookahead' | 'lookbehind';

export interface GroupNode {
  readonly type: 'group';
  readonly kind: GroupKind;
  readonly body: RegexNode;
}

export interface QuantNode {
  readonly type: 'quant';
  readonly min: number;
  /** `Infinity` for `*`, `+`, `{n,}`. */
  readonly max: number;
  readonly body: RegexNode;
}

/** One character from a set (a literal, `.`, a class, `\d`...). `js` is a JS regex source for it. */
export interface CharNode {
  readonly type: 'char';
  readonly js: string;
  /** For literal strings (`\Q..\E` and plain letters): the literal itself. */
  readonly literal?: string;
}

/** A zero-width assertion (`^`, `$`, `\b`...). */
export interface AssertNode {
  readonly type: 'assert';
}
