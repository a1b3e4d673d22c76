/**
 * The local Discord for end-to-end tests — the one entry point: start it, start the bot against it,
 * act as test users (command, click, select), read the answers (answerTo, messages, buttons), follow
 * message changes as they happen (onMessage) and fail on any request body Discord would reject
 * (assertNoViolations).
 */

export { resolveAttachmentUrls, type StoredAttachment } from './attachments.js';
export type { BotProcess } from './bot-process.js';
export { REPO_ROOT, readyLineCounter, startBot, startCommand, startScript } from './bot-process.js';
export { deployCommands } from './deploy-commands.js';
export type { TestGuild, TestUser } from './fixtures.js';
export {
  APPLICATION_ID,
  BOT_TOKEN,
  CHANNEL_ID,
  DAILY_ROLE_ID,
  DM_CHANNELS,
  defaultGuilds,
  dmChannelOf,
  FOREIGN_CHANNEL_ID,
  GROUP_DM_ID,
  GUILD_ID,
  groupDm,
  MODERATOR_ROLE_ID,
  mainGuild,
  OTHER_CHANNEL_ID,
  Permission,
  SECOND_CHANNEL_ID,
  SECOND_GUILD_ID,
  STAFF_CHANNEL_ID,
  users,
} from './fixtures.js';
export { shardOf } from './gateway.js';

export { LocalDiscord, startLocalDiscord } from './local-discord.js';

export { specTimings } from './spec-validator.js';
export type {
  ButtonView,
  InteractionAnswer,
  InteractionRecord,
  JsonObject,
  MessageChange,
  StoredMessage,
} from './types.js';
