import { ApolloLink } from '@apollo/client';
import { OperationTypeNode } from 'graphql';
import { Observable, type Subscriber } from 'rxjs';
import { createApolloClient } from '../shared/apollo/client';

/**
 * A scripted GraphQL server for unit tests: a terminating Apollo link that answers each
 * operation by name from a handler, and remembers what it was sent (variables and headers).
 * Subscriptions stay open until the test ends them: `push` sends them a notice, `endLive` an error.
 */
export interface FakeCall {
  operationName: string;
  variables: Record<string, unknown>;
  headers: Record<string, string>;
}

export type FakeAnswer =
  | { data: Record<string, unknown> }
  | { errors: Array<{ message: string; extensions?: Record<string, unknown> }> }
  | { networkError: Error };

export type FakeHandler = (call: FakeCall) => FakeAnswer | Promise<FakeAnswer>;

export function graphQLError(code: string, extensions: Record<string, unknown> = {}, message = code): FakeAnswer {
  return { errors: [{ message, extensions: { code, ...extensions } }] };
}

export function networkFailure(): FakeAnswer {
  return { networkError: new TypeError('Failed to fetch') };
}

export function createFakeApi() {
  const handlers = new Map<string, FakeHandler>();
  const calls: FakeCall[] = [];
  const live = new Map<string, Set<Subscriber<ApolloLink.Result>>>();
  const link = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        const call: FakeCall = {
          operationName: operation.operationName ?? '',
          variables: operation.variables ?? {},
          headers: { ...((operation.getContext().headers ?? {}) as Record<string, string>) },
        };
        calls.push(call);
        if (operation.operationType === OperationTypeNode.SUBSCRIPTION) {
          const open = live.get(call.operationName) ?? new Set();
          live.set(call.operationName, open);
          open.add(observer);
          return () => void open.delete(observer);
        }
        const handler = handlers.get(call.operationName);
        Promise.resolve(
          handler ? handler(call) : { networkError: new Error(`no handler for ${call.operationName}`) },
        ).then(
          (answer) => {
            if ('networkError' in answer) {
              observer.error(answer.networkError);
              return;
            }
            observer.next(answer as ApolloLink.Result);
            observer.complete();
          },
          (error: unknown) => observer.error(error),
        );
      }),
  );
  const api = {
    calls,
    link,
    client: createApolloClient('/graphql', link),
    on(operationName: string, handler: FakeHandler) {
      handlers.set(operationName, handler);
      return api;
    },
    callsOf(operationName: string): FakeCall[] {
      return calls.filter((call) => call.operationName === operationName);
    },
    /** How many subscriptions of this name are open now. */
    liveCount(operationName: string): number {
      return live.get(operationName)?.size ?? 0;
    },
    /** Sends every open subscription of this name a result, as the server would. */
    push(operationName: string, data: Record<string, unknown>) {
      for (const observer of [...(live.get(operationName) ?? [])]) observer.next({ data });
    },
    /** Ends every open subscription of this name with an error, as a server restart would. */
    endLive(operationName: string, error: Error = new Error('Socket closed')) {
      const open = live.get(operationName);
      live.delete(operationName);
      for (const observer of [...(open ?? [])]) observer.error(error);
    },
    reset() {
      handlers.clear();
      calls.length = 0;
      live.clear();
      api.client = createApolloClient('/graphql', link);
    },
  };
  return api;
}

export type FakeApi = ReturnType<typeof createFakeApi>;

/**
 * The API a test file shares when it replaces the app's Apollo client with a scripted one:
 *
 *   jest.mock('../shared/apollo/client', () => ({
 *     ...jest.requireActual<object>('../shared/apollo/client'),
 *     getApolloClient: () => require('../test-support/fake-api').fakeApi.client,
 *   }));
 */
export const fakeApi = createFakeApi();

const expiresIn15Minutes = () => new Date(Date.now() + 15 * 60_000).toISOString();

export const vendorUser = {
  __typename: 'User',
  id: 'u-vendor',
  role: 'VENDOR',
  name: 'Subrata Mondal',
  email: null,
  phone: '+919830012345',
  vendorId: 'v-maa-tara',
  vendorCategory: 'GROCERY',
  disabled: false,
  mustChangePassword: false,
};

export const adminUser = {
  __typename: 'User',
  id: 'u-admin',
  role: 'ADMIN',
  name: 'Anita Ghosh',
  email: 'admin@haat.test',
  phone: null,
  vendorId: null,
  vendorCategory: null,
  disabled: false,
  mustChangePassword: false,
};

export const deliveryUser = {
  __typename: 'User',
  id: 'u-delivery',
  role: 'DELIVERY',
  name: 'Rakesh Bagdi',
  email: null,
  phone: '+919733300001',
  vendorId: null,
  vendorCategory: null,
  disabled: false,
  mustChangePassword: false,
};

/** An AuthPayload as the server sends it. */
export function authPayload(user: Record<string, unknown>, accessToken = 'access-1', expiresAt = expiresIn15Minutes()) {
  return { __typename: 'AuthPayload', accessToken, accessTokenExpiresAt: expiresAt, user };
}
