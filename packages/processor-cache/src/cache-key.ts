import type { LLMRequestCallOptions, ModelPrompt, SluiceLanguageModel } from '@sluice/core';
import { canonicalJson } from './canonical-json.js';
import { sha256Hex } from './sha256-hex.js';

/**
 * Version of the key derivation. Bump it when the key's inputs change, so old entries are never
 * looked up under a new meaning. 2: unambiguous canonical JSON (tags cannot collide with plain
 * objects; class instances, functions and symbols are refused).
 */
export const CACHE_KEY_VERSION = 2;

/**
 * Call settings that do not change the model's answer and are left out of the key (transport
 * headers vary per request and may hold credentials; retries and cancellation are local).
 */
const IGNORED_SETTINGS = new Set(['headers', 'maxRetries', 'abortSignal']);

/**
 * The fingerprint of the tools offered to a model call: SHA-256 hex of the canonical JSON of each
 * tool's name and input JSON schema, in name order. Stored in each entry and compared on read, so
 * an entry (and its tool calls) is replayed only for the same tool set.
 *
 * @throws UnkeyableValueError when a schema holds a value that cannot be keyed faithfully.
 */
export async function computeToolsFingerprint(tools: LLMRequestCallOptions['tools']): Promise<string> {
  const offered = tools
    .map((tool) => ({ name: tool.name, inputSchema: tool.inputSchema }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return sha256Hex(canonicalJson(offered));
}

/** Who may share an entry: one resource (tenant, user) or everyone (explicit opt-in). */
export type CacheScope = { kind: 'resource'; id: string } | { kind: 'global' };

/** What a cache key is derived from. */
export interface CacheKeyInput {
  model: SluiceLanguageModel;
  prompt: ModelPrompt;
  callOptions: LLMRequestCallOptions;
  scope: CacheScope;
}

/**
 * The cache key of one model call: the SHA-256 (hex) of the canonical JSON (sorted keys) of the
 * model's provider and id, the final prompt, tools, tool choice, settings (without transport-only
 * ones), structured-output schema (`responseFormat`), provider options and the scope.
 *
 * @throws UnkeyableValueError when the call holds a value that cannot be keyed faithfully (a class
 *   instance other than bytes, URL, Date, Map or Set; a function; a symbol; a cycle).
 */
export async function computeCacheKey(input: CacheKeyInput): Promise<string> {
  const { model, prompt, callOptions, scope } = input;
  const settings: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(callOptions.settings)) {
    if (!IGNORED_SETTINGS.has(name)) settings[name] = value;
  }
  const material = canonicalJson({
    keyVersion: CACHE_KEY_VERSION,
    scope,
    provider: model.provider,
    modelId: model.modelId,
    prompt,
    tools: callOptions.tools,
    toolChoice: callOptions.toolChoice,
    settings,
    responseFormat: callOptions.responseFormat,
    providerOptions: callOptions.providerOptions,
  });
  return `v${CACHE_KEY_VERSION}:${await sha256Hex(material)}`;
}
