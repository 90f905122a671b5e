import { graphql } from '../generated';
import { operationText, type GraphQLResponse, type Operation, type VariablesArg } from './test-server';

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

  /** Sends a typed document (graphql(`…`)): its answer typed by it, its variables checked against it. */
  async request<R, V>(document: Operation<R, V>, ...[variables]: VariablesArg<V>): Promise<GraphQLResponse<R>>;
  /** @deprecated an operation as a string: send a graphql(`…`) document, or `requestText` for a malformed one. */
  async request<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<GraphQLResponse<T>>;
  async request(query: Operation<unknown, unknown> | string, variables?: unknown): Promise<GraphQLResponse<unknown>> {
    return this.requestText(operationText(query), variables as Record<string, unknown> | undefined);
  }

  /** Sends a typed document that must succeed: its data, or the test fails with the errors. */
  async data<R, V>(document: Operation<R, V>, ...variables: VariablesArg<V>): Promise<R> {
    const { status, body } = await this.request(document, ...variables);
    if (body.errors || status !== 200 || !body.data) throw new Error(`${status} ${JSON.stringify(body.errors)}`);
    return body.data;
  }

  /** Sends an operation's text as it is: for operations the schema refuses on purpose (malformed, unknown fields). */
  async requestText<T = Record<string, unknown>>(
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
  async authenticate<R, V>(document: Operation<R, V>, ...variables: VariablesArg<V>): Promise<GraphQLResponse<R>> {
    const result = await this.request(document, ...variables);
    const payload: unknown = result.body.data ? Object.values(result.body.data)[0] : undefined;
    if (payload && typeof payload === 'object' && 'accessToken' in payload && typeof payload.accessToken === 'string') {
      this.accessToken = payload.accessToken;
    }
    return result;
  }
}

export const SIGN_IN_ADMIN = graphql(`
  mutation SignInAdmin($email: String!, $password: String!) {
    signInAdmin(input: { email: $email, password: $password }) {
      accessToken
      accessTokenExpiresAt
      user {
        id
        role
        name
        email
      }
    }
  }
`);
export const SIGN_IN_VENDOR = graphql(`
  mutation SignInVendor($phone: String!, $password: String!) {
    signInVendor(input: { phone: $phone, password: $password }) {
      accessToken
      user {
        id
        role
        phone
        vendorId
        vendorCategory
      }
    }
  }
`);
export const SIGN_IN_DELIVERY = graphql(`
  mutation SignInDelivery($phone: String!, $password: String!) {
    signInDelivery(input: { phone: $phone, password: $password }) {
      accessToken
      user {
        id
        role
        phone
      }
    }
  }
`);
export const REFRESH = graphql(`
  mutation Refresh {
    refreshSession {
      accessToken
      accessTokenExpiresAt
      user {
        id
      }
    }
  }
`);
export const SIGN_OUT = graphql(`
  mutation SignOut {
    signOut
  }
`);
export const ME = graphql(`
  query Me {
    me {
      id
      role
      name
    }
  }
`);

export function errorCode(body: GraphQLResponse['body']): unknown {
  return body.errors?.[0]?.extensions?.code;
}

/** A client signed in with `document` (SIGN_IN_ADMIN, SIGN_IN_VENDOR …); the sign-in must succeed. */
export async function signedIn<R, V>(
  graphqlUrl: string,
  document: Operation<R, V>,
  ...variables: VariablesArg<V>
): Promise<SessionClient> {
  const client = new SessionClient(graphqlUrl);
  const { body } = await client.authenticate(document, ...variables);
  if (body.errors) throw new Error(`sign-in failed: ${JSON.stringify(body.errors)}`);
  return client;
}
