import type { RemovedToolCall } from './options.js';

const MAX_LINE = 200;

function compact(value: unknown): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  try {
    // undefined for a function or a symbol, whatever the declared type says
    const json = JSON.stringify(value) as string | undefined;
    return json ?? '';
  } catch {
    // a cycle, a BigInt, or nesting deeper than JSON.stringify's stack allows
    return Array.isArray(value) ? '[array]' : `[${typeof value}]`;
  }
}

function outputText(output: unknown): string {
  if (typeof output !== 'object' || output === null) return compact(output);
  const o = output as { type?: unknown; value?: unknown; reason?: unknown };
  if (o.type === 'execution-denied') return `denied${typeof o.reason === 'string' ? `: ${o.reason}` : ''}`;
  if (o.type === 'error-text' || o.type === 'error-json') return `error: ${compact(o.value)}`;
  if (o.type === 'content') return '[content]';
  return compact(o.value);
}

function shorten(text: string, max: number): string {
  // look at a bounded prefix only, so a 10 MB result costs no more than a short one
  const line = text.slice(0, max * 4).replace(/\s+/g, ' ').trim();
  return line.length <= max ? line : `${line.slice(0, Math.max(0, max - 1))}…`;
}

/**
 * The built-in one-line summary of a removed pair: `[tool name(input) -> result]`, whitespace
 * collapsed, input cut at 60 and the whole line at 200 characters.
 */
export function summarizeToolCall(removed: RemovedToolCall): string {
  const input = shorten(compact(removed.input), 60);
  const head = `[tool ${removed.toolName}(${input}) -> `;
  return `${head}${shorten(outputText(removed.output), Math.max(20, MAX_LINE - head.length - 1))}]`;
}
