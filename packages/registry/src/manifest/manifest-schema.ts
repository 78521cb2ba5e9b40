import { z } from 'zod';

const supportsSchema = z
  .object({
    holdsBackText: z.boolean(),
    transformsText: z.boolean(),
    mutatesMessages: z.boolean(),
    needsModel: z.boolean(),
    deterministic: z.boolean(),
  })
  .partial()
  .strict()
  .describe("What the processor declares about itself; the kit holds it to it (see the kit's `ProcessorSupports`).");

/** One processor of a package, as its `"sluice".processors[]` entry declares it. */
export const processorManifestSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'a lowercase id such as "shout" or "pii-detector"').describe('The processor id (what `processor.id` is).'),
    name: z.string().min(1).optional().describe('A display name for the catalog.'),
    hooks: z.array(z.string()).optional().describe('The hooks it implements.'),
    category: z.string().optional().describe('guardrail | redaction | recovery | caching | limits'),
    export: z
      .string()
      .regex(/^[A-Za-z_$][\w$]*$/, 'a JavaScript identifier exported by the package entry')
      .describe('The named export to construct: a class (`new X(options)`) or a factory (`x(options)`).'),
    exampleOptions: z.record(z.string(), z.unknown()).default({}).describe('Options the verifier constructs it with; also shown as the usage snippet.'),
    modelOption: z
      .string()
      .optional()
      .describe('For processors that call a model (`supports.needsModel`): the option key that receives the test model.'),
    supports: supportsSchema.optional(),
    fixtures: z
      .object({ texts: z.array(z.string().max(10_000)).max(50).optional() })
      .strict()
      .optional()
      .describe('Texts that exercise the processor (for a redactor: texts containing what it redacts).'),
  })
  .loose();

/** The `"sluice"` entry of a processor package's package.json. */
export const sluiceManifestSchema = z.object({
  processors: z.array(processorManifestSchema).min(1, 'declare at least one processor'),
});

/** One declared processor (after defaults). */
export type ProcessorManifest = z.output<typeof processorManifestSchema>;

/** A package's `"sluice"` entry (after defaults). */
export type SluiceManifest = z.output<typeof sluiceManifestSchema>;

/** The JSON Schema of the `"sluice"` entry, published as `@sluice/registry/manifest.schema.json`. */
export function manifestJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(sluiceManifestSchema, { io: 'input', unrepresentable: 'any' });
}
