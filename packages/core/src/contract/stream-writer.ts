import type { DataChunk } from './chunk-type.js';

/** Options of `writer.custom()`. */
export interface StreamWriterOptions {
  /** Attach the data part to this assistant message instead of the current response message. */
  messageId?: string;
}

/**
 * Lets processors and tools emit custom `data-*` chunks to the client. Persisted as assistant
 * parts unless the chunk sets `transient: true`.
 */
export interface ProcessorStreamWriter {
  /** Emits a `data-*` chunk downstream (through later stream processors that opt into data parts). */
  custom(chunk: DataChunk, options?: StreamWriterOptions): Promise<void>;
}
