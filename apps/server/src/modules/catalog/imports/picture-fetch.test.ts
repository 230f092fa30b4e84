import { describe, expect, it } from 'vitest';
import { fetchPicture, isFetchableAddress, PictureFetchError, pictureUrl } from './picture-fetch.js';

/** Which addresses an import's pictures may be fetched from (decision 088). */
describe('picture addresses', () => {
  it('allows public addresses only', () => {
    for (const ip of ['93.184.216.34', '8.8.8.8', '2606:4700::1111', '2a00:1450:4001:82a::200e'])
      expect(isFetchableAddress(ip, false), ip).toBe(true);
    for (const ip of [
      '0.0.0.0',
      '10.1.2.3',
      '100.64.0.1',
      '127.0.0.1',
      '127.8.9.1',
      '169.254.169.254',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '198.18.0.1',
      '224.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '::ffff:a9fe:a9fe',
      '64:ff9b::10.0.0.1',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      'ff02::1',
      '2002:a00:1::1',
      'not an address',
    ])
      expect(isFetchableAddress(ip, false), ip).toBe(false);
    expect(isFetchableAddress('172.32.0.1', false)).toBe(true);
  });

  it('allows loopback, and only loopback, when the test setting says so', () => {
    expect(isFetchableAddress('127.0.0.1', true)).toBe(true);
    expect(isFetchableAddress('::1', true)).toBe(true);
    expect(isFetchableAddress('::ffff:127.0.0.1', true)).toBe(true);
    expect(isFetchableAddress('10.0.0.1', true)).toBe(false);
    expect(isFetchableAddress('169.254.169.254', true)).toBe(false);
  });

  it('reads http and https addresses only', () => {
    expect(pictureUrl('https://pildid.example.ee/a b.png')?.href).toBe('https://pildid.example.ee/a%20b.png');
    expect(pictureUrl('HTTP://x.ee/a.png')?.protocol).toBe('http:');
    for (const text of [
      'ftp://x.ee/a.png',
      'file:///etc/passwd',
      'javascript:alert(1)',
      '//x.ee/a.png',
      'http://',
    ])
      expect(pictureUrl(text), text).toBeNull();
  });

  it('refuses a private or loopback address literal before connecting', async () => {
    for (const url of [
      'http://10.0.0.1/a.png',
      'http://[::1]:9/a.png',
      'http://[fd00::1]/a.png',
      'http://127.0.0.1:9/a.png',
    ])
      await expect(fetchPicture(url, { allowLoopback: false }), url).rejects.toEqual(
        new PictureFetchError('private'),
      );
    await expect(fetchPicture('ftp://x.ee/a.png', { allowLoopback: false })).rejects.toEqual(
      new PictureFetchError('url'),
    );
  });

  it('refuses a host name that resolves to loopback (the check is the connection’s own lookup)', async () => {
    await expect(fetchPicture('http://localhost:9/a.png', { allowLoopback: false })).rejects.toEqual(
      new PictureFetchError('private'),
    );
  });
});
