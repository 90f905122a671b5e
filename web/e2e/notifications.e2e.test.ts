import { stableId } from '../../api/src/seed/stable-id';
import { graphql, signInFirstAdmin } from './support/api';
import { DESKTOP, phoneJourneys, screenshot } from './support/browser';
import { botPosted, botRefusesChats, E2E_BOT } from './support/fake-bot';
import { expectFitsThePhone, signInAdmin } from './support/admin';

/**
 * The notifications outbox as an admin sees it: a new order's post to the shop's chat group is
 * refused by the bot (the bot is not in that group), stays failed with the bot's reason, and is
 * sent again from /admin/notifications once the group is mended.
 */

const onPhone = phoneJourneys();
const SHOP = E2E_BOT.shop;

afterEach(() => botRefusesChats([]));

/** A customer's order of two rosogollas at the shop with a chat group, placed as the browser would. */
async function orderAtTheShop(): Promise<string> {
  const { products } = await graphql<{ products: { nodes: Array<{ id: string; name: string }> } }>(
    `
      query ($vendorId: ID!) {
        products(vendorId: $vendorId, search: "Rosogolla") {
          nodes {
            id
            name
          }
        }
      }
    `,
    { vendorId: stableId('vendor', SHOP.key) },
  );
  const { placeOrder } = await graphql<{ placeOrder: { orders?: Array<{ code: string }> } }>(
    `
      mutation ($input: PlaceOrderInput!) {
        placeOrder(input: $input) {
          ... on OrderPlaced {
            orders {
              code
            }
          }
        }
      }
    `,
    {
      input: {
        idempotencyKey: `e2e-outbox-${Date.now()}`,
        customer: { name: 'Putul Hazra', phone: '9733012345', address: 'Kali Tala, Ilambazar' },
        lines: [{ productId: products.nodes[0].id, quantity: 2 }],
      },
    },
  );
  if (!placeOrder.orders?.[0]) throw new Error(`the order was not placed: ${JSON.stringify(placeOrder)}`);
  return placeOrder.orders[0].code;
}

interface OutboxRow {
  reference: string;
  shopName: string | null;
  status: string;
  lastError: string | null;
}

/** Waits until the outbox holds the message about `code` for the shop's group in `status`. */
async function outboxRowOf(token: string, code: string, status: string): Promise<OutboxRow> {
  const until = Date.now() + 15_000;
  for (;;) {
    const { outboxMessages } = await graphql<{ outboxMessages: { nodes: OutboxRow[] } }>(
      `
        query {
          outboxMessages(first: 100) {
            nodes {
              reference
              shopName
              status
              lastError
            }
          }
        }
      `,
      {},
      token,
    );
    const row = outboxMessages.nodes.find((node) => node.reference === code && node.shopName === SHOP.name);
    if (row?.status === status) return row;
    if (Date.now() > until)
      throw new Error(`the shop's message about ${code} is ${row?.status ?? 'not there'}, not ${status}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('an admin following the chat messages', () => {
  it("sees a shop's message fail with the bot's reason, and sends it again once the group is mended", async () => {
    await onPhone(async (page) => {
      // The bot is not in the shop's group: Telegram answers "chat not found", and the post fails at once.
      await botRefusesChats([SHOP.chatId]);
      const code = await orderAtTheShop();
      const { accessToken } = await signInFirstAdmin();
      expect(await outboxRowOf(accessToken, code, 'FAILED')).toMatchObject({
        lastError: '400: Bad Request: chat not found',
      });
      // The admins' group got its copy all the same.
      expect((await botPosted()).some((post) => post.chatId === E2E_BOT.adminChatId && post.text.includes(code))).toBe(
        true,
      );

      // The admin signs in; the home page says what failed and leads to the notifications.
      await signInAdmin(page);
      const tile = page.getByRole('link', { name: /^Notifications/ });
      await tile.getByText(/^1 failed · \d+ waiting$/).waitFor();
      await screenshot(page, 'admin-home-notifications-phone');
      await tile.click();
      await page.waitForURL('**/admin/notifications');

      // Failed is what opens: the shop's message, with the bot's own words.
      const row = page.getByRole('article', { name: `New order ${code} to ${SHOP.name} (shop's group)` });
      await row.getByTestId('outbox-error').getByText('400: Bad Request: chat not found').waitFor();
      expect(await row.getByTestId('outbox-status').textContent()).toBe('Failed');
      expect(await row.getByTestId('outbox-tries').textContent()).toBe('1 of 5');
      const filters = page.getByRole('group', { name: 'Show messages' });
      expect(await filters.getByTestId('outbox-count-failed').textContent()).toBe('1');
      const again = row.getByRole('button', { name: 'Send again' });
      await expectFitsThePhone(page, [again, ...(await filters.getByRole('button').all())]);
      await screenshot(page, 'admin-notifications-failed-phone');

      // The shop adds the bot to its group; the admin sends the message again.
      await botRefusesChats([]);
      await again.click();
      await page
        .getByRole('status')
        .filter({ hasText: `New order ${code} will be sent again now.` })
        .waitFor();
      await row.waitFor({ state: 'detached' });
      await page.getByText('No failed messages right now.').waitFor();
      await screenshot(page, 'admin-notifications-sent-again-phone');

      // It is under Sent, and the shop's group has it.
      await filters.getByRole('button', { name: 'Sent' }).click();
      await page.waitForURL('**/admin/notifications?status=sent');
      const sent = page.getByRole('article', { name: `New order ${code} to ${SHOP.name} (shop's group)` });
      await sent.getByTestId('outbox-status').getByText('Sent').waitFor();
      expect(await sent.getByTestId('outbox-error').count()).toBe(0);
      expect((await botPosted()).some((post) => post.chatId === SHOP.chatId && post.text.includes(code))).toBe(true);
      await expectFitsThePhone(page, await sent.getByRole('button').all());
      await screenshot(page, 'admin-notifications-sent-phone');
      await page.setViewportSize(DESKTOP);
      await screenshot(page, 'admin-notifications-sent-desktop');
    });
  });
});
