import type { UIMessage } from 'ai';

function el(tag: string, className: string, text?: string): HTMLElement {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** Renders one UI message (text, reasoning, tool calls and results, data parts) as a list item. */
export function renderMessage(message: UIMessage): HTMLElement {
  const item = el('li', 'message');
  item.dataset.role = message.role;
  item.dataset.id = message.id;
  for (const part of message.parts) {
    if (part.type === 'text') item.append(el('p', 'text', part.text));
    else if (part.type === 'reasoning') item.append(el('p', 'reasoning', part.text));
    else if (part.type === 'data-tripwire') {
      const data = part.data as { reason?: string; processorId?: string };
      item.append(el('p', 'tripwire', `Blocked by ${data.processorId ?? 'a processor'}: ${data.reason ?? ''}`));
    } else if (part.type.startsWith('tool-')) {
      const tool = part as { type: string; state?: string; input?: unknown; output?: unknown; errorText?: string };
      const node = el('div', 'tool', `${tool.type.slice(5)}(${JSON.stringify(tool.input ?? {})})`);
      node.dataset.state = tool.state ?? '';
      if (tool.output !== undefined) node.append(el('span', 'tool-output', ` → ${JSON.stringify(tool.output)}`));
      if (tool.errorText !== undefined) node.append(el('span', 'tool-error', ` ✗ ${tool.errorText}`));
      item.append(node);
    } else if (part.type.startsWith('data-')) {
      const node = el('p', 'data', JSON.stringify((part as { data: unknown }).data));
      node.dataset.type = part.type;
      item.append(node);
    }
  }
  return item;
}
