import { describe, expect, it } from 'vitest';
import { isWellFormedInteraction } from '../../src/discord/client/packet-guard.js';

const member = { user: { id: '300000000000000001', username: 'a' }, roles: [] };
const base = { id: '400000000000000001', application_id: '500000000000000001', token: 'tok', member, channel_id: '1' };
const click = { ...base, type: 3, data: { custom_id: 'x', component_type: 2 }, message: { id: '600000000000000001', channel_id: '1' } };
const command = { ...base, type: 2, data: { id: '700000000000000001', name: 'help', type: 1 } };

describe('Discord: the interaction packet guard', () => {
  it('lets well-formed commands and clicks through, from a member or a user', () => {
    expect(isWellFormedInteraction(command)).toBe(true);
    expect(isWellFormedInteraction(click)).toBe(true);
    const { member: _member, ...noMember } = click;
    expect(isWellFormedInteraction({ ...noMember, user: member.user })).toBe(true);
  });

  it.each([
    [
      'no user at all',
      (() => {
        const { member: _m, ...rest } = click;
        return rest;
      })(),
    ],
    ['no data', { ...click, data: undefined }],
    ['a click without its message', { ...click, message: undefined }],
    ['a numeric custom id', { ...click, data: { custom_id: 5, component_type: 2 } }],
    ['select values that are not strings', { ...click, data: { custom_id: 'x', component_type: 3, values: [1] } }],
    ['an unknown type', { ...click, type: 99 }],
    ['a ping', { ...base, type: 1 }],
    ['no token', { ...command, token: '' }],
    ['a non-snowflake id', { ...command, id: 'abc' }],
    ['not an object', 'INTERACTION'],
  ])('stops %s', (_, payload) => {
    expect(isWellFormedInteraction(payload)).toBe(false);
  });
});
