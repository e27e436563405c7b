/**
 * Font classes as the service named them: `<Font>_<Color>_<size with _ for .>[_bold][_italic]`, e.g.
 * `TimesNewRomanPS_BoldMT_Black_10_08_bold`, each with one rule in the `<style>` block of the head.
 */
import type { TextStyle } from '../readers/types.js';

const DEFAULT_FONT = 'Default';
const DEFAULT_SIZE = 12;

function fontOf(style: TextStyle): string {
  const font = (style.font ?? '').replace(/[^A-Za-z0-9-]/g, '');
  return font === '' ? DEFAULT_FONT : font;
}

function sizeOf(style: TextStyle): string {
  const size = style.size !== undefined && Number.isFinite(style.size) && style.size > 0 ? style.size : DEFAULT_SIZE;
  const rounded = Math.round(size * 100) / 100;
  return Number.isInteger(rounded) ? `${rounded}.0` : String(rounded);
}

export function classOf(style: TextStyle): string {
  const flags = `${style.bold ? '_bold' : ''}${style.italic ? '_italic' : ''}`;
  return `${fontOf(style).replace(/-/g, '_')}_Black_${sizeOf(style).replace('.', '_')}${flags}`;
}

function ruleOf(style: TextStyle): string {
  const bold = style.bold ? ' font-weight: bold;' : '';
  const italic = style.italic ? ' font-style: italic;' : '';
  return `.${classOf(style)}{font-size: ${sizeOf(style)}pt; font-family: ${fontOf(style)}; color: Black;${bold}${italic}}`;
}

/** Collects the classes a document uses, in first-use order, and writes their rules. */
export class StyleSheet {
  private readonly rules = new Map<string, string>();

  use(style: TextStyle): string {
    const name = classOf(style);
    if (!this.rules.has(name)) this.rules.set(name, ruleOf(style));
    return name;
  }

  css(): string {
    return [...this.rules.values()].map((rule) => ` ${rule}`).join('');
  }
}
