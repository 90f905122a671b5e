import type { GraphQLResponse } from './test-server';

/**
 * A client as a browser would be: it keeps the refresh cookie the server sets and sends it back,
 * and sends its access token as a Bearer header.
 */
export class SessionClient {
  cookie: string | undefined;
  accessToken: string | undefined;
  lastSetCookie: string | undefined;

  constructor(
    private readonly graphqlUrl: string,
    private readonly headers: Record<string, string> = {},
  ) {}

  async request<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<GraphQLResponse<T>> {
    const response = await fetch(this.graphqlUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...this.headers,
        ...(this.cookie ? { cookie: `haat_refresh=${this.cookie}` } : {}),
        ...(this.accessToken ? { authorization: `Bearer ${this.accessToken}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    const setCookie = response.headers.get('set-cookie') ?? undefined;
    if (setCookie) {
      this.lastSetCookie = setCookie;
      const value = /haat_refresh=([^;]*)/.exec(setCookie)?.[1];
      this.cookie = value ? value : undefined;
    }
    return { status: response.status, body: (await response.json()) as GraphQLResponse<T>['body'] };
  }

  /** Runs a sign-in or refresh mutation and keeps the access token it returns. */
  async authenticate(
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<GraphQLResponse<Record<string, { accessToken: string }>>> {
    const result = await this.request<Record<string, { accessToken: string }>>(query, variables);
    const payload = result.body.data ? Object.values(result.body.data)[0] : undefined;
    if (payload?.accessToken) this.accessToken = payload.accessToken;
    return result;
  }
}

export const SIGN_IN_ADMIN = `mutation($email: String!, $password: String!) {
  signInAdmin(input: { email: $email, password: $password }) { accessToken accessTokenExpiresAt user { id role name email } }
}`;
export const SIGN_IN_VENDOR = `mutation($phone: String!, $password: String!) {
  signInVendor(input: { phone: $phone, password: $password }) { accessToken user { id role phone vendorId vendorCategory } }
}`;
export const SIGN_IN_DELIVERY = `mutation($phone: String!, $password: String!) {
  signInDelivery(input: { phone: $phone, password: $password }) { accessToken user { id role phone } }
}`;
export const REFRESH = `mutation { refreshSession { accessToken accessTokenExpiresAt user { id } } }`;
export const SIGN_OUT = `mutation { signOut }`;
export const ME = `query { me { id role name } }`;

export function errorCode(body: GraphQLResponse['body']): unknown {
  return body.errors?.[0]?.extensions?.code;
}

/** A client signed in with `query` (SIGN_IN_ADMIN, SIGN_IN_VENDOR …); the sign-in must succeed. */
export async function signedIn(
  graphqlUrl: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<SessionClient> {
  const client = new SessionClient(graphqlUrl);
  const { body } = await client.authenticate(query, variables);
  if (body.errors) throw new Error(`sign-in failed: ${JSON.stringify(body.errors)}`);
  return client;
}
