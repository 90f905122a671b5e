import {
  authPayload,
  createFakeApi,
  graphQLError,
  networkFailure,
  vendorUser,
  adminUser,
  type FakeApi,
} from '../../test-support/fake-api';
import { storageKeys } from '../storage';
import {
  createSessionManager,
  REFRESH_LOCK,
  refreshDelay,
  type SessionChannel,
  type SessionDeps,
  type SessionManager,
} from './session-manager';
import { getAccessToken, sessionState } from './session-state';
import { mayHaveSession } from '.';

const MINUTE = 60_000;
const PASSWORD = 'correct horse battery';

let api: FakeApi;
let manager: SessionManager | undefined;

function makeManager(overrides: Partial<SessionDeps> = {}): SessionManager {
  manager = createSessionManager({
    client: () => api.client,
    storage: window.localStorage,
    locks: null,
    channel: null,
    onWake: null,
    now: () => Date.now(),
    random: () => 0.5,
    ...overrides,
  });
  return manager;
}

/** Everything this origin keeps in localStorage, as one string to search. */
function everythingStored(): string {
  return Object.keys(window.localStorage)
    .map((key) => `${key}=${window.localStorage.getItem(key)}`)
    .join('\n');
}

function base64url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'], now: new Date('2025-03-01T10:00:00Z') });
  api = createFakeApi();
  sessionState.reset();
});

afterEach(() => {
  manager?.dispose();
  manager = undefined;
  jest.useRealTimers();
});

describe('the staff-session mark that lets customer pages skip the restore', () => {
  it('is set by a sign-in and a restore, and removed when the session ends or is signed out', async () => {
    api.on('SignInVendor', () => ({ data: { signInVendor: authPayload(vendorUser, 'tok') } }));
    api.on('SignOut', () => ({ data: { signOut: true } }));
    const session = makeManager();
    expect(mayHaveSession()).toBe(false);
    await session.signIn('vendor', { phone: '9830012345', password: PASSWORD });
    expect(window.localStorage.getItem(storageKeys.staffSession)).toBe('1');
    expect(mayHaveSession()).toBe(true);
    await session.signOut();
    expect(window.localStorage.getItem(storageKeys.staffSession)).toBeNull();
    expect(mayHaveSession()).toBe(false);
    session.dispose();

    sessionState.reset();
    api.on('RefreshSession', () => ({ data: { refreshSession: authPayload(vendorUser) } }));
    await makeManager().start();
    expect(mayHaveSession()).toBe(true);
    manager!.dispose();

    sessionState.reset();
    api.on('RefreshSession', () => graphQLError('UNAUTHENTICATED'));
    await makeManager().start();
    expect(sessionState.get().status).toBe('signed-out');
    expect(mayHaveSession()).toBe(false);
  });

  it('counts a sign-out still to be told to the server', () => {
    window.localStorage.setItem(storageKeys.pendingSignOut, '1');
    expect(mayHaveSession()).toBe(true);
  });
});

describe('restoring the session when the app starts', () => {
  it('asks refreshSession once and signs the user in from the cookie', async () => {
    api.on('RefreshSession', () => ({ data: { refreshSession: authPayload(vendorUser, 'access-restored') } }));
    const session = makeManager();
    expect(sessionState.get().status).toBe('unknown');

    await Promise.all([session.start(), session.start()]);

    expect(api.callsOf('RefreshSession')).toHaveLength(1);
    expect(sessionState.get()).toMatchObject({ status: 'signed-in', user: { name: 'Subrata Mondal', role: 'VENDOR' } });
    expect(getAccessToken()).toBe('access-restored');
    // The profile is the session's, in memory; nothing of it is kept on the phone.
    expect(window.localStorage.getItem(storageKeys.oldVendorProfile)).toBeNull();
  });

  it('treats UNAUTHENTICATED as simply signed out, and clears what a past sign-in left', async () => {
    window.localStorage.setItem(
      storageKeys.oldVendorProfile,
      JSON.stringify({ id: 'old', name: 'Old', phone: null, vendorId: null, vendorCategory: null }),
    );
    api.on('RefreshSession', () => graphQLError('UNAUTHENTICATED'));
    await makeManager().start();
    expect(sessionState.get()).toEqual({ status: 'signed-out', user: null, problem: null });
    expect(getAccessToken()).toBeNull();
    expect(window.localStorage.getItem(storageKeys.oldVendorProfile)).toBeNull();
  });

  it('keeps trying with growing waits while the network is down, then restores', async () => {
    let attempts = 0;
    api.on('RefreshSession', () => {
      attempts += 1;
      return attempts < 3 ? networkFailure() : { data: { refreshSession: authPayload(adminUser) } };
    });
    await makeManager().start();
    expect(sessionState.get()).toMatchObject({ status: 'unknown', problem: 'offline' });

    await jest.advanceTimersByTimeAsync(4_999);
    expect(attempts).toBe(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(attempts).toBe(2);
    // The second wait is twice the first.
    await jest.advanceTimersByTimeAsync(9_999);
    expect(attempts).toBe(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(attempts).toBe(3);
    expect(sessionState.get()).toMatchObject({ status: 'signed-in', problem: null, user: { name: 'Anita Ghosh' } });
  });
});

describe('refreshing before the access token runs out', () => {
  it('swaps the cookie for a new token 5 minutes before accessTokenExpiresAt', async () => {
    const expiresAt = new Date(Date.now() + 15 * MINUTE).toISOString();
    let n = 0;
    api.on('RefreshSession', () => {
      n += 1;
      return {
        data: {
          refreshSession: authPayload(
            vendorUser,
            `access-${n}`,
            n === 1 ? expiresAt : new Date(Date.now() + 15 * MINUTE).toISOString(),
          ),
        },
      };
    });
    await makeManager().start();
    expect(getAccessToken()).toBe('access-1');

    await jest.advanceTimersByTimeAsync(10 * MINUTE - 1);
    expect(api.callsOf('RefreshSession')).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(api.callsOf('RefreshSession')).toHaveLength(2);
    expect(getAccessToken()).toBe('access-2');
    // Requests made while signed in carry the token.
    expect(api.callsOf('RefreshSession')[0].headers.Authorization).toBeUndefined();
    expect(api.callsOf('RefreshSession')[1].headers.Authorization).toBe('Bearer access-1');

    // And again ten minutes after that, with the new token's expiry.
    await jest.advanceTimersByTimeAsync(10 * MINUTE);
    expect(api.callsOf('RefreshSession')).toHaveLength(3);
    expect(getAccessToken()).toBe('access-3');
  });

  it('goes by the server clock when the phone clock is far off', () => {
    const serverNow = Date.parse('2025-03-01T10:00:00Z');
    const phoneNow = serverNow + 2 * 60 * MINUTE; // two hours ahead
    const token = `h.${base64url({ iat: serverNow / 1000, exp: serverNow / 1000 + 900 })}.s`;
    const payload = { accessToken: token, accessTokenExpiresAt: new Date(serverNow + 15 * MINUTE).toISOString() };
    expect(refreshDelay(payload, phoneNow)).toBe(10 * MINUTE);
    // Without a readable token it still never refreshes in a tight loop.
    expect(refreshDelay({ ...payload, accessToken: 'opaque' }, phoneNow)).toBe(15_000);
  });

  it('signs out when the server has ended the session', async () => {
    let n = 0;
    api.on('RefreshSession', () =>
      ++n === 1 ? { data: { refreshSession: authPayload(vendorUser) } } : graphQLError('UNAUTHENTICATED'),
    );
    await makeManager().start();
    await jest.advanceTimersByTimeAsync(10 * MINUTE);
    expect(sessionState.get().status).toBe('signed-out');
    expect(getAccessToken()).toBeNull();
    expect(window.localStorage.getItem(storageKeys.oldVendorProfile)).toBeNull();
  });

  it('keeps the user signed in and retries when a refresh meets no network', async () => {
    let n = 0;
    api.on('RefreshSession', () => {
      n += 1;
      if (n === 2) return networkFailure();
      return { data: { refreshSession: authPayload(vendorUser, `access-${n}`) } };
    });
    await makeManager().start();
    await jest.advanceTimersByTimeAsync(10 * MINUTE);
    expect(sessionState.get()).toMatchObject({ status: 'signed-in', problem: 'offline' });
    await jest.advanceTimersByTimeAsync(5_000);
    expect(getAccessToken()).toBe('access-3');
    expect(sessionState.get().problem).toBeNull();
  });

  it('refreshes inside navigator.locks, so two tabs never present the same cookie at once', async () => {
    const requested: string[] = [];
    const locks = {
      request: jest.fn((name: string, _options: LockOptions, task: () => Promise<unknown>) => {
        requested.push(name);
        return task();
      }),
    } as unknown as Pick<LockManager, 'request'>;
    api.on('RefreshSession', () => ({ data: { refreshSession: authPayload(vendorUser) } }));
    await makeManager({ locks }).start();
    expect(requested).toEqual([REFRESH_LOCK]);
  });
});

describe('signing in and out', () => {
  it('signs a vendor in with phone and password, and stores neither the profile nor the password or token', async () => {
    api.on('SignInVendor', () => ({ data: { signInVendor: authPayload(vendorUser, 'secret-access-token') } }));
    const session = makeManager();
    const user = await session.signIn('vendor', { phone: ' 98300 12345 ', password: PASSWORD });

    expect(user.name).toBe('Subrata Mondal');
    expect(api.callsOf('SignInVendor')[0].variables).toEqual({ input: { phone: '98300 12345', password: PASSWORD } });
    expect(sessionState.get().status).toBe('signed-in');
    expect(getAccessToken()).toBe('secret-access-token');
    const stored = everythingStored();
    expect(stored).not.toContain('Subrata Mondal');
    expect(stored).not.toContain(PASSWORD);
    expect(stored).not.toContain('secret-access-token');
    expect(stored.toLowerCase()).not.toContain('password');
    expect(stored.toLowerCase()).not.toContain('token');
  });

  it('sends the access token on later requests', async () => {
    api.on('SignInAdmin', () => ({ data: { signInAdmin: authPayload(adminUser, 'admin-token') } }));
    api.on('SignOut', () => ({ data: { signOut: true } }));
    const session = makeManager();
    await session.signIn('admin', { email: 'admin@haat.test', password: PASSWORD });
    expect(api.callsOf('SignInAdmin')[0].headers.Authorization).toBeUndefined();
    await session.signOut();
    expect(api.callsOf('SignOut')[0].headers.Authorization).toBe('Bearer admin-token');
  });

  it('fails a sign-in with the server error and stays signed out', async () => {
    api.on('SignInDelivery', () => graphQLError('INVALID_CREDENTIALS'));
    const session = makeManager();
    await expect(session.signIn('delivery', { phone: '9733300001', password: 'wrong' })).rejects.toMatchObject({
      errors: [expect.objectContaining({ extensions: { code: 'INVALID_CREDENTIALS' } })],
    });
    expect(sessionState.get().status).not.toBe('signed-in');
    expect(getAccessToken()).toBeNull();
  });

  it('signing out clears the token, the stored profile and the timers', async () => {
    api.on('SignInVendor', () => ({ data: { signInVendor: authPayload(vendorUser, 'tok') } }));
    api.on('SignOut', () => ({ data: { signOut: true } }));
    api.on('RefreshSession', () => ({ data: { refreshSession: authPayload(vendorUser) } }));
    const session = makeManager();
    window.localStorage.setItem(storageKeys.oldDeliveryProfile, '{"id":"old"}');
    await session.signIn('vendor', { phone: '9830012345', password: PASSWORD });
    expect(window.localStorage.getItem(storageKeys.oldDeliveryProfile)).toBeNull();
    window.localStorage.setItem(storageKeys.oldVendorProfile, '{"id":"old"}');

    await session.signOut();
    expect(sessionState.get()).toEqual({ status: 'signed-out', user: null, problem: null });
    expect(getAccessToken()).toBeNull();
    expect(window.localStorage.getItem(storageKeys.oldVendorProfile)).toBeNull();
    expect(window.localStorage.getItem(storageKeys.oldDeliveryProfile)).toBeNull();
    expect(window.localStorage.getItem(storageKeys.pendingSignOut)).toBeNull();
    await jest.advanceTimersByTimeAsync(60 * MINUTE);
    expect(api.callsOf('RefreshSession')).toHaveLength(0);
  });

  it('finishes a sign-out the network swallowed on the next start, instead of restoring', async () => {
    api.on('SignInVendor', () => ({ data: { signInVendor: authPayload(vendorUser) } }));
    api.on('SignOut', () => networkFailure());
    await makeManager().signIn('vendor', { phone: '9830012345', password: PASSWORD });
    await manager!.signOut();
    expect(sessionState.get().status).toBe('signed-out');
    expect(window.localStorage.getItem(storageKeys.pendingSignOut)).toBe('1');
    manager!.dispose();

    // The page is opened again later, with the network back.
    sessionState.reset();
    api.on('SignOut', () => ({ data: { signOut: true } }));
    api.on('RefreshSession', () => ({ data: { refreshSession: authPayload(vendorUser) } }));
    await makeManager().start();
    expect(api.callsOf('RefreshSession')).toHaveLength(0);
    expect(api.callsOf('SignOut')).toHaveLength(2);
    expect(sessionState.get().status).toBe('signed-out');
    expect(window.localStorage.getItem(storageKeys.pendingSignOut)).toBeNull();
  });

  it('does not let a slow restore overwrite a sign-in made meanwhile', async () => {
    let answerRestore: (value: unknown) => void = () => undefined;
    api.on('RefreshSession', () =>
      new Promise((resolve) => (answerRestore = resolve)).then(() => graphQLError('UNAUTHENTICATED')),
    );
    api.on('SignInAdmin', () => ({ data: { signInAdmin: authPayload(adminUser, 'fresh') } }));
    const session = makeManager();
    const restoring = session.start();
    const signingIn = session.signIn('admin', { email: 'admin@haat.test', password: PASSWORD });
    while (api.callsOf('RefreshSession').length === 0) await Promise.resolve();
    answerRestore(undefined);
    await Promise.all([restoring, signingIn]);
    expect(sessionState.get().status).toBe('signed-in');
    expect(getAccessToken()).toBe('fresh');
  });

  it('follows sign-outs in other tabs', async () => {
    let listener: (event: { data: unknown }) => void = () => undefined;
    const channel: SessionChannel = { postMessage: jest.fn(), addEventListener: (_type, fn) => (listener = fn) };
    api.on('SignInVendor', () => ({ data: { signInVendor: authPayload(vendorUser) } }));
    await makeManager({ channel }).signIn('vendor', { phone: '9830012345', password: PASSWORD });
    expect(channel.postMessage).toHaveBeenCalledWith('signed-in');
    listener({ data: 'signed-out' });
    expect(sessionState.get().status).toBe('signed-out');
    expect(getAccessToken()).toBeNull();
  });
});
