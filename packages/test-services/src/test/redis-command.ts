import { connect } from 'node:net';

/** Sends one inline command and returns the first reply line. */
export function redisCommand(port: number, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port });
    let reply = '';
    socket.once('error', reject);
    socket.once('connect', () => socket.write(`${command}\r\n`));
    socket.on('data', (data) => {
      reply += data.toString('utf8');
      if (reply.includes('\r\n')) {
        socket.destroy();
        resolve(reply.split('\r\n')[0] ?? '');
      }
    });
  });
}
