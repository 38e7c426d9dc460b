import { afterEach, describe, expect, it, vi } from 'vitest';

const getToken = vi.fn();
vi.mock('firebase/app', () => ({ initializeApp: vi.fn(() => ({})) }));
vi.mock('firebase/messaging', () => ({
  isSupported: vi.fn(async () => true),
  getMessaging: vi.fn(() => ({})),
  onMessage: vi.fn(),
  getToken: (...args: unknown[]) => getToken(...args),
}));
const registerToken = vi.fn(async (_token: string) => ({}));
vi.mock('@sp/api-client', () => ({
  notificationsApi: { registerToken: (t: string) => registerToken(t) },
}));

const { setupPush } = await import('./push');
const { useAuthStore } = await import('@sp/shared-auth');
const config = { apiKey: 'k', projectId: 'p', messagingSenderId: 's', appId: 'a', vapidKey: 'v' };

describe('push token', () => {
  afterEach(() => {
    vi.clearAllMocks();
    useAuthStore.setState({ notificationToken: null, accessToken: '' });
  });

  it('without firebase config nothing is requested', async () => {
    await setupPush(null);
    expect(getToken).not.toHaveBeenCalled();
  });

  it('saves the token when none is saved and sends it to the API', async () => {
    useAuthStore.setState({ accessToken: 'tok' });
    getToken.mockResolvedValue('fcm-token');
    await setupPush(config);
    expect(useAuthStore.getState().notificationToken).toBe('fcm-token');
    expect(registerToken).toHaveBeenCalledWith('fcm-token');
  });

  it('keeps a saved token', async () => {
    useAuthStore.setState({ notificationToken: 'old' });
    getToken.mockResolvedValue('new');
    await setupPush(config);
    expect(useAuthStore.getState().notificationToken).toBe('old');
  });

  it('logs the SPEC message on failure or when the token never comes', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    getToken.mockRejectedValueOnce(new Error('messaging/permission-blocked'));
    await setupPush(config);
    expect(error).toHaveBeenLastCalledWith('Permission denied or error in fetching token');
    getToken.mockReturnValueOnce(new Promise(() => {}));
    await setupPush(config, 10);
    expect(error).toHaveBeenCalledTimes(2);
  });
});
