import type { SharedV3ProviderMetadata } from '@ai-sdk/provider';
import type { TripwireInfo } from '@sluice/core';

/** The raw finish reason of a model call a processor blocked (its unified reason is `other`). */
export const TRIPWIRE_FINISH_REASON = 'sluice-tripwire';

/** Provider metadata carrying a tripwire: `{ sluice: { tripwire: { reason, processorId, ... } } }`. */
export function tripwireMetadata(tripwire: TripwireInfo): SharedV3ProviderMetadata {
  return { sluice: { tripwire: JSON.parse(JSON.stringify(tripwire)) as SharedV3ProviderMetadata[string] } };
}

/**
 * The tripwire of a call a processor blocked, read from the provider metadata of its `finish`
 * (`result.providerMetadata`, `onFinish`'s `providerMetadata`, a `finish-step` part), or `undefined`.
 *
 * @example
 * const result = streamText({ model: wrapped, prompt });
 * const tripwire = getSluiceTripwire(await result.providerMetadata);
 */
export function getSluiceTripwire(providerMetadata: unknown): TripwireInfo | undefined {
  if (typeof providerMetadata !== 'object' || providerMetadata === null) return undefined;
  const sluice = (providerMetadata as { sluice?: unknown }).sluice;
  if (typeof sluice !== 'object' || sluice === null) return undefined;
  const tripwire = (sluice as { tripwire?: unknown }).tripwire;
  if (typeof tripwire !== 'object' || tripwire === null) return undefined;
  const { reason, processorId } = tripwire as { reason?: unknown; processorId?: unknown };
  return typeof reason === 'string' && typeof processorId === 'string' ? (tripwire as TripwireInfo) : undefined;
}
