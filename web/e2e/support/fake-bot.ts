import http from 'node:http';
import { startFakeBotApi, type PostedMessage } from '../../../api/test/support/fake-bot-api';

/**
 * The messaging bot the e2e app posts every chat message to: the API tests' fake (a real HTTP
 * server speaking the bot API), accepting everything unless a journey says otherwise.
 */
export const E2E_BOT = {
  token: 'e2e-bot-token',
  adminChatId: '-1001000000001',
  /** The one shop of the e2e village with a chat group (the seed gives none), and that group. */
  shop: { key: 'nandi-mishtanna-bhandar', name: 'Nandi Mishtanna Bhandar', chatId: '-1001000000002' },
};

export interface E2eBot {
  /** Where the app finds the bot API (BOT_API_URL). */
  url: string;
  /** Where journeys tell the bot what to refuse (see botRefusesChats). */
  controlUrl: string;
  close(): Promise<void>;
}

/**
 * Starts the fake bot, and beside it a small control server: journeys run in a module registry of
 * their own (or another process), so they steer the bot over HTTP, not through its object.
 *   PUT /unknown-chats  ["-100…"]  those chats are answered 400 "Bad Request: chat not found"
 *   GET /posted                    what the bot has posted so far
 */
export async function startE2eBot(): Promise<E2eBot> {
  const bot = await startFakeBotApi({ token: E2E_BOT.token, unknownChats: [] });
  const control = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      if (req.method === 'PUT' && req.url === '/unknown-chats') {
        let chats: unknown;
        try {
          chats = JSON.parse(raw);
        } catch {
          chats = null;
        }
        if (!Array.isArray(chats) || !chats.every((chat) => typeof chat === 'string')) {
          res.writeHead(400).end('a JSON list of chat ids, please');
          return;
        }
        bot.options.unknownChats = chats;
        res.writeHead(204).end();
        return;
      }
      if (req.method === 'GET' && req.url === '/posted') {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(bot.posted));
        return;
      }
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));
  const controlUrl = `http://127.0.0.1:${(control.address() as { port: number }).port}`;
  return {
    url: bot.url,
    controlUrl,
    async close() {
      await new Promise<void>((resolve) => control.close(() => resolve()));
      await bot.close();
    },
  };
}

function controlUrl(): string {
  const url = process.env.E2E_BOT_CONTROL_URL;
  if (!url) throw new Error('E2E_BOT_CONTROL_URL is not set: the e2e global setup starts the fake bot');
  return url;
}

/** From now on the bot answers these chats "chat not found", as Telegram does for a group it is not in; [] accepts all again. */
export async function botRefusesChats(chatIds: string[]): Promise<void> {
  const response = await fetch(`${controlUrl()}/unknown-chats`, { method: 'PUT', body: JSON.stringify(chatIds) });
  if (!response.ok) throw new Error(`the fake bot would not take the chats to refuse: ${response.status}`);
}

/** Every message the bot has posted so far (a repeat of one already posted is not listed twice). */
export async function botPosted(): Promise<PostedMessage[]> {
  const response = await fetch(`${controlUrl()}/posted`);
  return (await response.json()) as PostedMessage[];
}
