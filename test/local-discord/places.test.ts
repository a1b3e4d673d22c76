import { describe, expect, it } from 'vitest';
import {
  CHANNEL_ID,
  DM_CHANNELS,
  defaultGuilds,
  dmChannelOf,
  FOREIGN_CHANNEL_ID,
  GROUP_DM_ID,
  groupDm,
  users,
} from '../../local-discord/index.js';
import { authorizingOwners, botIsPresent, canAct, contextOf, placeOf, shardKeyOf, unavailableBecause } from '../../local-discord/places.js';

const world = { guilds: defaultGuilds, groupDms: [groupDm], dmChannels: DM_CHANNELS };
const place = (channelId: string) => {
  const found = placeOf(world, channelId);
  if (!found) throw new Error(`no place ${channelId}`);
  return found;
};

describe('Local Discord: places', () => {
  it('tells where the bot is present, the context, the installs that authorize, and the shard', () => {
    const rows = [CHANNEL_ID, FOREIGN_CHANNEL_ID, dmChannelOf(users.alice), GROUP_DM_ID].map((id) => {
      const p = place(id);
      return [p.kind, botIsPresent(p), contextOf(p), authorizingOwners(p, users.alice.id, [0, 1]), shardKeyOf(p) === '0'];
    });
    expect(rows).toEqual([
      ['guild', true, 0, { 0: '1100000000000000100', 1: users.alice.id }, false],
      ['guild', false, 0, { 1: users.alice.id }, false],
      ['dm', true, 1, { 0: '0', 1: users.alice.id }, true],
      ['group-dm', false, 2, { 1: users.alice.id }, true],
    ]);
  });

  it("lets only the DM's user, the group's recipients and the server's members act there", () => {
    expect(canAct(place(dmChannelOf(users.alice)), users.bob)).toBe(false);
    expect(canAct(place(GROUP_DM_ID), users.dave)).toBe(false);
    expect(canAct(place(GROUP_DM_ID), users.carol)).toBe(true);
    expect(canAct(place(FOREIGN_CHANNEL_ID), users.olga)).toBe(false);
  });

  it('offers a command only where its contexts and installs allow it, as Discord does', () => {
    const anywhere = { contexts: [0, 1, 2], integration_types: [0, 1] };
    const serverOnly = { contexts: [0], integration_types: [0] };
    expect(unavailableBecause(anywhere, place(GROUP_DM_ID), true)).toBeNull();
    expect(unavailableBecause(serverOnly, place(GROUP_DM_ID), true)).toMatch(/contexts/);
    expect(unavailableBecause(serverOnly, place(FOREIGN_CHANNEL_ID), true)).toMatch(/not installable to users/);
    expect(unavailableBecause(anywhere, place(dmChannelOf(users.alice)), false)).toMatch(/server commands/);
    expect(unavailableBecause(serverOnly, place(CHANNEL_ID), false)).toBeNull();
  });
});
