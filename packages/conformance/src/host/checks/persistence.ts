import { InMemoryStorage, type Processor, type StoredMessage } from '@sluice/core';
import { ScriptedModel } from '../../model/scripted-model.js';
import type { HostContext } from '../host-suite-context.js';

function textOf(messages: readonly StoredMessage[]): string {
  return messages
    .flatMap((m) => m.content.parts)
    .map((p) => (p.type === 'text' ? p.text : ''))
    .join(' ');
}

/** Registers the persistence checks: the final list is saved; blocked content never is. */
export function registerPersistence(ctx: HostContext): void {
  const skip = ctx.supports.persistence ? false : 'the host does not persist runs';
  const saved = 'persists the input and the processed response';
  ctx.check(
    saved,
    async () => {
      const storage = new InMemoryStorage();
      const upper: Processor = {
        id: 'upper',
        processOutputResult: ({ messages }) =>
          messages.map((m) => ({ ...m, content: { ...m.content, parts: m.content.parts.map((p) => (p.type === 'text' ? { ...p, text: p.text.toUpperCase() } : p)) } })),
      };
      await ctx.host.run({ model: new ScriptedModel([{ text: 'stored answer' }]), input: 'remember me', outputProcessors: [upper], memory: { storage, thread: 't1', resource: 'r1' } });
      const messages = await storage.listMessages({ threadId: 't1' });
      const text = textOf(messages);
      if (!text.includes('remember me')) ctx.fail(saved, `the input was not persisted (stored: ${JSON.stringify(text)})`);
      if (!text.includes('STORED ANSWER')) ctx.fail(saved, `the response was not persisted after processOutputResult (stored: ${JSON.stringify(text)})`);
    },
    skip,
  );

  const blocked = 'never persists content a processor blocked';
  ctx.check(
    blocked,
    async () => {
      const storage = new InMemoryStorage();
      const guard: Processor = {
        id: 'stream-guard',
        processOutputStream: ({ part, abort }) => (part.type === 'text-delta' && part.payload.text.includes('forbidden') ? abort('forbidden word') : part),
      };
      await ctx.host.run({ model: new ScriptedModel([{ text: ['fine ', 'forbidden'] }]), input: 'hello', outputProcessors: [guard], memory: { storage, thread: 't2', resource: 'r1' } });
      const text = textOf(await storage.listMessages({ threadId: 't2' }));
      if (text.includes('forbidden')) ctx.fail(blocked, `blocked text was persisted: ${JSON.stringify(text)}`);
    },
    skip,
  );
}
