import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import {
  hashRefreshToken,
  newRefreshToken,
  readRefreshToken,
  signAccessToken,
  successorRefreshToken,
  verifyAccessToken,
} from '#functions/platform/tokens.ts';

const SECRET = 'unit-test-secret-that-is-at-least-32-characters';

describe('access tokens', () => {
  it('carry the member and the session, and verify only with HS256 and the right key', () => {
    const token = signAccessToken({ sub: 'm1', sid: 's1' }, SECRET);

    expect(verifyAccessToken(token, SECRET)).toEqual({ status: 'valid', claims: { sub: 'm1', sid: 's1' } });
    expect(verifyAccessToken(token, `${SECRET}x`).status).toBe('invalid');
    const hs384 = jwt.sign({ sid: 's1' }, SECRET, {
      algorithm: 'HS384',
      subject: 'm1',
      issuer: 'landing-builder',
      audience: 'member',
    });
    expect(verifyAccessToken(hs384, SECRET).status).toBe('invalid');
    expect(verifyAccessToken(signAccessToken({ sub: 'm1', sid: 's1' }, SECRET, -1), SECRET).status).toBe(
      'expired',
    );
  });

  it('are the JWTs jsonwebtoken signs and verifies, both ways', () => {
    const ours = signAccessToken({ sub: 'm1', sid: 's1' }, SECRET);
    const decoded = jwt.verify(ours, SECRET, {
      algorithms: ['HS256'],
      issuer: 'landing-builder',
      audience: 'member',
    });
    expect(decoded).toMatchObject({ sub: 'm1', sid: 's1', iss: 'landing-builder', aud: 'member' });

    const theirs = jwt.sign({ sid: 's2' }, SECRET, {
      algorithm: 'HS256',
      subject: 'm2',
      issuer: 'landing-builder',
      audience: 'member',
      expiresIn: 60,
    });
    expect(verifyAccessToken(theirs, SECRET)).toEqual({ status: 'valid', claims: { sub: 'm2', sid: 's2' } });
  });

  it('refuse another issuer or audience, alg none, a token not yet valid and a tampered payload', () => {
    const sign = (options: jwt.SignOptions) =>
      jwt.sign({ sid: 's1' }, SECRET, {
        algorithm: 'HS256',
        subject: 'm1',
        issuer: 'landing-builder',
        audience: 'member',
        expiresIn: 60,
        ...options,
      });
    expect(verifyAccessToken(sign({ issuer: 'someone-else' }), SECRET).status).toBe('invalid');
    expect(verifyAccessToken(sign({ audience: 'admin' }), SECRET).status).toBe('invalid');
    expect(verifyAccessToken(sign({ notBefore: 3600 }), SECRET).status).toBe('invalid');
    const none = jwt.sign({ sid: 's1', exp: Math.floor(Date.now() / 1000) + 60 }, null, {
      algorithm: 'none',
    });
    expect(verifyAccessToken(none, SECRET).status).toBe('invalid');
    const [header, , signature] = signAccessToken({ sub: 'm1', sid: 's1' }, SECRET).split('.');
    const forged = Buffer.from(
      JSON.stringify({ sid: 's1', sub: 'm2', iss: 'landing-builder', aud: 'member', exp: 9e9 }),
    ).toString('base64url');
    expect(verifyAccessToken(`${header}.${forged}.${signature}`, SECRET).status).toBe('invalid');
  });

  it('are refused without exp, even signed with the right key', () => {
    const forever = jwt.sign({ sid: 's1' }, SECRET, {
      algorithm: 'HS256',
      subject: 'm1',
      issuer: 'landing-builder',
      audience: 'member',
    });
    expect(verifyAccessToken(forever, SECRET).status).toBe('invalid');
  });
});

describe('refresh tokens', () => {
  it('name their session, carry 32 random bytes, and are stored only as a SHA-256', () => {
    const first = newRefreshToken('m-1', 's_1');
    const second = newRefreshToken('m-1', 's_1');

    expect(first.token).toMatch(/^rt1\.m-1\.s_1\.[A-Za-z0-9_-]{43}$/);
    expect(first.token).not.toBe(second.token);
    expect(readRefreshToken(first.token)).toEqual({ memberId: 'm-1', sessionId: 's_1' });
    expect(first.hash).toBe(hashRefreshToken(first.token));
    expect(first.hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('are never mistaken for access tokens, nor the other way round', () => {
    const refresh = newRefreshToken('m1', 's1').token;
    const access = signAccessToken({ sub: 'm1', sid: 's1' }, SECRET);

    expect(verifyAccessToken(refresh, SECRET).status).toBe('invalid');
    expect(readRefreshToken(access)).toBeNull();
  });

  it('are replaced by a successor that only the signing secret can tell, the same each time it is asked for', () => {
    const first = newRefreshToken('m-1', 's_1').token;

    const next = successorRefreshToken(first, SECRET);

    expect(successorRefreshToken(first, SECRET)).toEqual(next);
    expect(next.hash).toBe(hashRefreshToken(next.token));
    expect(readRefreshToken(next.token)).toEqual({ memberId: 'm-1', sessionId: 's_1' });
    expect(next.token).not.toBe(first);
    expect(successorRefreshToken(next.token, SECRET).token).not.toBe(next.token);
    expect(successorRefreshToken(first, `${SECRET}-other`).token).not.toBe(next.token);
    expect(successorRefreshToken(newRefreshToken('m-1', 's_1').token, SECRET).token).not.toBe(next.token);
    expect(() => successorRefreshToken('rt1.m.s.short', SECRET)).toThrow();
  });

  it('reject anything not of their shape', () => {
    for (const token of [
      '',
      'rt1.m.s',
      `rt2.m.s.${'A'.repeat(43)}`,
      'rt1.m.s.short',
      `rt1.m.s.${'A'.repeat(43)}.x`,
    ]) {
      expect(readRefreshToken(token), token).toBeNull();
    }
  });
});
