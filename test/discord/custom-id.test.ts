import { describe, expect, it } from 'vitest';
import { CUSTOM_ID_MAX, decodeAction, decodeComponentId, encodeAction, encodeComponentId } from '../../src/discord/actions/custom-id.js';

describe('Discord: the custom-id codec', () => {
  it('round-trips an action with strings, numbers and booleans exactly', () => {
    const id = { game: 'scoundrel', sessionId: 'k3j9x2', version: 12, action: { type: 'face', card: '10S', weapon: true } };
    const text = encodeComponentId(id);
    expect(text).toBe('scoundrel:k3j9x2:12:face&card=10S&weapon=!t');
    expect(decodeComponentId(text)).toEqual(id);
    const numbers = { type: 'check', target: 12, rank: -3, pumped: false, name: '10' };
    expect(decodeAction(encodeAction(numbers))).toEqual(numbers);
  });

  it('leaves out undefined fields', () => {
    expect(encodeAction({ type: 'face', card: 'JS', weapon: undefined })).toBe('face&card=JS');
  });

  it('refuses to build an id over 100 characters or with characters that would break it', () => {
    const long = { game: 'scoundrel', sessionId: 'abc', version: 1, action: { type: 'x', card: 'A'.repeat(CUSTOM_ID_MAX) } };
    expect(() => encodeComponentId(long)).toThrow(/100/);
    expect(() => encodeAction({ type: 'x', name: 'a:b' })).toThrow();
    expect(() => encodeAction({ type: 'x', name: 'a&b=c' })).toThrow();
    expect(() => encodeAction({ type: 'x', n: 1.5 })).toThrow();
  });

  it.each([
    '',
    'scoundrel',
    'scoundrel:abc:1',
    'scoundrel:abc:1:',
    'scoundrel:abc:-1:avoid',
    'scoundrel:abc:1.5:avoid',
    'scoundrel:abc:x:avoid',
    'Scoundrel:abc:1:avoid',
    'scoundrel:ABC:1:avoid',
    'scoundrel:abc:1:avoid:extra',
    'scoundrel:abc:1:face&card',
    'scoundrel:abc:1:face&card=J S',
    'scoundrel:abc:1:face&type=avoid',
    'scoundrel:abc:1:face&card=JS&card=QS',
    'scoundrel:abc:1:face&weapon=!x',
    'scoundrel:abc:1:face&__proto__=!t&card=#1e9',
    `scoundrel:abc:1:${'a'.repeat(100)}`,
  ])('rejects the tampered or foreign id %j', (text) => {
    expect(decodeComponentId(text)).toBeNull();
  });

  it('builds and reads an id of exactly 100 characters, and neither builds nor reads one of 101', () => {
    const head = 'scoundrel:abc:1:x&card=';
    const at = (length: number) => ({
      game: 'scoundrel',
      sessionId: 'abc',
      version: 1,
      action: { type: 'x', card: 'A'.repeat(length - head.length) },
    });
    const exact = encodeComponentId(at(100));
    expect(exact).toHaveLength(100);
    expect(decodeComponentId(exact)).toEqual(at(100));
    expect(() => encodeComponentId(at(101))).toThrow(/100/);
    expect(decodeComponentId(`${exact}A`)).toBeNull();
  });

  it('rejects fields named like object internals', () => {
    for (const key of ['__proto__', 'constructor', 'prototype']) expect(decodeAction(`face&${key}=x`)).toBeNull();
  });
});
