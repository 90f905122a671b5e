import { randomUUID } from 'node:crypto';
import { addDays, indiaToday } from '../../src/shared/india-date';
import { graphql } from '../generated';
import { signInAdmin, signInLab, signInRider, signInShop } from './flows';
import { LAB_A, LAB_B, SHOP_A } from './people';
import type { SessionClient } from './session-client';
import { postGraphQL, type TestServer } from './test-server';

export { LAB_A, LAB_B } from './people';

/** The staff a lab booking meets: its lab, the other lab, a grocer, a rider and an admin, each signed in. */
export interface LabPeople {
  labA: SessionClient;
  labB: SessionClient;
  grocer: SessionClient;
  rider: SessionClient;
  admin: SessionClient;
}

export async function signInLabPeople(server: TestServer): Promise<LabPeople> {
  return {
    labA: await signInLab(server, LAB_A),
    labB: await signInLab(server, LAB_B),
    grocer: await signInShop(server, SHOP_A),
    rider: await signInRider(server),
    admin: await signInAdmin(server),
  };
}

/** A test of the lab's, by name. */
export async function labTestId(server: TestServer, name: string, vendorId = LAB_A): Promise<string> {
  const [row] = await server.db.query<Array<{ id: string } | undefined>>(
    'SELECT id FROM lab_test WHERE name = $1 AND vendor_id = $2',
    [name, vendorId],
  );
  if (!row) throw new Error(`no test ${name} at ${vendorId}`);
  return row.id;
}

export interface Booked {
  id: string;
  code: string;
  trackingToken: string;
}

const BOOK = graphql(`
  mutation BookLabTest($input: LabBookingInput!) {
    bookLabTests(input: $input) {
      trackingToken
      orders {
        code
      }
    }
  }
`);

/** A customer books one of the lab's tests for the day after tomorrow (by the server's clock), as the booking form does. */
export async function bookLabTest(server: TestServer, testId: string, homeCollection = true): Promise<Booked> {
  const { body } = await postGraphQL(server.graphqlUrl, BOOK, {
    input: {
      idempotencyKey: `lab-${randomUUID()}`,
      customer: { name: 'Sabita Mondal', phone: '9832012345', address: 'Kalitala, Ilambazar' },
      labTestIds: [testId],
      preferredDate: addDays(indiaToday(server.services.clock()), 2),
      homeCollection,
    },
  });
  if (body.errors || !body.data) throw new Error(JSON.stringify(body.errors));
  const { code } = body.data.bookLabTests.orders[0];
  const [row] = await server.db.query<Array<{ id: string }>>('SELECT id FROM customer_order WHERE code = $1', [code]);
  return { id: row.id, code, trackingToken: body.data.bookLabTests.trackingToken };
}

export const MOVE = graphql(`
  mutation LabMove($input: UpdateOrderStatusInput!) {
    updateOrderStatus(input: $input) {
      status
      nextStatuses
    }
  }
`);
export const RECORD_SAMPLE = graphql(`
  mutation LabSample($input: RecordLabSampleInput!) {
    recordLabSample(input: $input) {
      status
      samplePlace
      nextStatuses
    }
  }
`);

/** A whole PDF, as a scanner writes one: its header, a page and the %%EOF mark. */
export function pdf(text = 'Haemoglobin 12.8 g/dL'): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
    'latin1',
  );
}

/** POST /uploads/lab-reports/{orderId} as `client` (signed in or not). */
export async function uploadReport(
  server: TestServer,
  orderId: string,
  body: Buffer,
  type = 'application/pdf',
  client?: SessionClient,
) {
  const response = await fetch(`${server.url}/uploads/lab-reports/${orderId}`, {
    method: 'POST',
    headers: {
      'content-type': type,
      ...(client?.accessToken ? { authorization: `Bearer ${client.accessToken}` } : {}),
    },
    body,
  });
  const answer = (await response.json()) as {
    status?: string;
    errors?: Array<{ message: string; extensions: Record<string, unknown> }>;
  };
  return { status: response.status, body: answer, extensions: answer.errors?.[0].extensions };
}

/** GET /uploads/lab-reports/{orderId}: as the customer with a tracking token, or as a signed-in client, or as nobody. */
export async function fetchReport(
  server: TestServer,
  orderId: string,
  as: { trackingToken?: string; client?: SessionClient; path?: string } = {},
) {
  const headers: Record<string, string> = {};
  if (as.trackingToken !== undefined) headers['x-tracking-token'] = as.trackingToken;
  if (as.client?.accessToken) headers.authorization = `Bearer ${as.client.accessToken}`;
  return fetch(`${server.url}/uploads/lab-reports/${as.path ?? orderId}`, { headers });
}
