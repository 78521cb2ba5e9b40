import { createChatAgent } from './chat-agent.js';
import { createChatServer } from './chat-server.js';

const port = Number(process.env.PORT ?? 3000);
createChatServer(createChatAgent()).listen(port, '127.0.0.1', () => {
  console.log(`Sluice chat example on http://127.0.0.1:${String(port)}`);
});
