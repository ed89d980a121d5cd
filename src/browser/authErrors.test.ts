import { describe, expect, it } from 'vitest';
import { authErrorMessage, authProblem, GENERIC_AUTH_ERROR, SIGN_IN_REFUSED, SIGN_UP_REFUSED } from './authErrors';

describe('authErrorMessage', () => {
  it('translates the common Firebase codes into plain words', () => {
    expect(authErrorMessage({ code: 'auth/invalid-credential' })).toBe('The email or password is incorrect.');
    expect(authErrorMessage({ code: 'auth/weak-password' })).toMatch(/too weak/);
  });

  it('says the same whether or not an account exists, or is disabled', () => {
    const signIn = [
      'auth/user-not-found',
      'auth/wrong-password',
      'auth/invalid-credential',
      'auth/invalid-login-credentials',
      'auth/user-disabled',
    ];
    expect(new Set(signIn.map((code) => authErrorMessage({ code })))).toEqual(new Set([SIGN_IN_REFUSED]));
    const signUp = authErrorMessage({ code: 'auth/email-already-in-use' });
    expect(signUp).toBe(SIGN_UP_REFUSED);
    expect(signUp).not.toMatch(/already exists|is taken|is registered|in use/i);
  });

  it('falls back to the spec text for anything else', () => {
    expect(authErrorMessage({ code: 'auth/something-new' })).toBe(GENERIC_AUTH_ERROR);
    expect(authErrorMessage(new Error('boom'))).toBe(GENERIC_AUTH_ERROR);
    expect(authErrorMessage(undefined)).toBe(GENERIC_AUTH_ERROR);
  });

  it("puts each problem beside its field, in our words, never Firebase's text", () => {
    expect(authProblem({ code: 'auth/invalid-credential', message: 'Firebase: Error (auth/invalid-credential).' })).toEqual({
      field: 'password',
      message: SIGN_IN_REFUSED,
    });
    expect(authProblem({ code: 'auth/email-already-in-use' })).toEqual({ field: 'email', message: SIGN_UP_REFUSED });
    expect(authProblem({ code: 'auth/weak-password' }).field).toBe('password');
    expect(authProblem({ code: 'auth/network-request-failed' }).field).toBeNull();
    expect(authProblem(new Error('Firebase: raw text')).message).toBe(GENERIC_AUTH_ERROR);
  });
});
