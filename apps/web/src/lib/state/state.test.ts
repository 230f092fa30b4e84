import { describe, expect, it } from 'vitest';
import { anna } from '../../test/fixtures';
import { clearAllMessages, clearMessages, messagesStore, seedInitialError, setError } from './messages';
import { clearUser, reloadUserFromStorage, setUser, USER_STORAGE_KEY, userStore } from './user';

describe('user store', () => {
  it('keeps the user in localStorage "user"', () => {
    setUser(anna);
    expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? 'null')).toEqual(anna);
    clearUser();
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(userStore.get()).toBeNull();
  });

  it('tells its listeners only when the user changes (the refresh 1 s after start mostly does not)', () => {
    setUser(anna);
    let told = 0;
    const stop = userStore.subscribe(() => (told += 1));
    setUser({ ...anna, b2b_client: { ...anna.b2b_client } });
    expect(told).toBe(0);
    setUser({ ...anna, name: `${anna.name} Uus` });
    expect(told).toBe(1);
    expect(userStore.get()?.name).toBe(`${anna.name} Uus`);
    stop();
    clearUser();
  });

  it('ignores a stored value that is not a user', () => {
    localStorage.setItem(USER_STORAGE_KEY, '{"name":"x"}');
    reloadUserFromStorage();
    expect(userStore.get()).toBeNull();
    localStorage.setItem(USER_STORAGE_KEY, 'not json');
    reloadUserFromStorage();
    expect(userStore.get()).toBeNull();
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(anna));
    reloadUserFromStorage();
    expect(userStore.get()).toEqual(anna);
  });
});

describe('messages store', () => {
  it('request-start clearing keeps the page initial error until the page is left', () => {
    seedInitialError('Makse ebaõnnestus.');
    clearMessages();
    expect(messagesStore.get().error).toBe('Makse ebaõnnestus.');
    clearAllMessages();
    expect(messagesStore.get().error).toBeNull();
  });

  it('request-start clearing removes other errors, field errors and the warning', () => {
    seedInitialError('Makse ebaõnnestus.');
    setError('Uus viga', { email: ['x'] });
    clearMessages();
    expect(messagesStore.get()).toMatchObject({ error: null, errs: {}, warning: null });
  });
});
