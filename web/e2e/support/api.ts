import { baseUrl } from './browser';
import { E2E_ADMIN } from './global-setup';

interface GraphQLAnswer<T> {
  data?: T;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
}

/** One GraphQL request to the app under test, as a script would send it; any error fails the test with the server's words. */
export async function graphql<T>(query: string, variables: Record<string, unknown>, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as GraphQLAnswer<T>;
  if (body.errors?.length || !body.data) throw new Error(`${response.status} ${JSON.stringify(body.errors ?? body)}`);
  return body.data;
}

/** The first admin's access token and name (production mode has no demo accounts). */
export async function signInFirstAdmin(): Promise<{ accessToken: string; name: string }> {
  const { signInAdmin } = await graphql<{ signInAdmin: { accessToken: string; user: { name: string } } }>(
    `
      mutation ($input: SignInWithEmailInput!) {
        signInAdmin(input: $input) {
          accessToken
          user {
            name
          }
        }
      }
    `,
    { input: E2E_ADMIN },
  );
  return { accessToken: signInAdmin.accessToken, name: signInAdmin.user.name };
}

/** A shop's sign-in, made by the first admin as an admin would. */
export async function createVendorAccount(input: {
  name: string;
  phone: string;
  password: string;
  vendorId: string;
}): Promise<{ id: string; vendorCategory: string }> {
  const admin = await signInFirstAdmin();
  const { createVendorAccount: account } = await graphql<{
    createVendorAccount: { id: string; vendorCategory: string };
  }>(
    `
      mutation ($input: CreateVendorAccountInput!) {
        createVendorAccount(input: $input) {
          id
          role
          vendorCategory
        }
      }
    `,
    { input },
    admin.accessToken,
  );
  return account;
}
