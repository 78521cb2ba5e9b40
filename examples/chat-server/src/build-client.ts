import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ENTRY = fileURLToPath(new URL('./client/chat-client.ts', import.meta.url));

/** Bundles the page's script (the AI SDK's transport and stream reader included) for the browser. */
export async function buildClient(): Promise<string> {
  const result = await build({ entryPoints: [ENTRY], bundle: true, write: false, format: 'esm', platform: 'browser', target: 'es2022', minify: true, logLevel: 'silent' });
  const file = result.outputFiles[0];
  if (file === undefined) throw new Error('esbuild produced no output for the chat client');
  return file.text;
}
