/**
 * Whether a command colours what it writes: never when NO_COLOR is set (https://no-color.org), with
 * `--no-color`, or when the stream is not a terminal (a pipe, a file, CI logs); FORCE_COLOR forces it on.
 * Every command asks here, so the rule has one home.
 */
export interface ColorInput {
  stream: { isTTY?: boolean };
  noColorFlag?: boolean;
  env?: Readonly<Record<string, string | undefined>>;
}

export function useColor({ stream, noColorFlag = false, env = process.env }: ColorInput): boolean {
  if (noColorFlag) return false;
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '' && env.FORCE_COLOR !== '0') return true;
  return stream.isTTY === true;
}
