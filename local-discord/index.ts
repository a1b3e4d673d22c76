/**
 * The local Discord for end-to-end tests — the one entry point: start it, start the bot against it,
 * act as test users (command, click, select), read the answers (answerTo, messages, buttons), follow
 * message changes as they happen (onMessage) and fail on any request body Discord would reject
 * (assertNoViolations).
 */
export { startLocalDiscord, LocalDiscord } from './local-discord.js';
export type { AnswerOptions, ClickOptions, CommandOptions, LocalDiscordOptions, SelectOptions } from './local-discord.js';
export { startBot, startCommand, startScript, REPO_ROOT } from './bot-process.js';
export { deployCommands } from './deploy-commands.js';
export type { BotProcess, StartBotOptions } from './bot-process.js';
export {
  APPLICATION_ID,
  BOT_TOKEN,
  BOT_USER,
  BOT_PERMISSIONS,
  EVERYONE_PERMISSIONS,
  GUILD_ID,
  CHANNEL_ID,
  OTHER_CHANNEL_ID,
  STAFF_CHANNEL_ID,
  MODERATOR_ROLE_ID,
  DAILY_ROLE_ID,
  SECOND_GUILD_ID,
  SECOND_CHANNEL_ID,
  FOREIGN_GUILD_ID,
  FOREIGN_CHANNEL_ID,
  GROUP_DM_ID,
  DM_CHANNELS,
  dmChannelOf,
  foreignGuild,
  groupDm,
  Permission,
  users,
  mainGuild,
  secondGuild,
  defaultGuilds,
  memberPermissions,
} from './fixtures.js';
export type { TestChannel, TestGroupDm, TestGuild, TestMember, TestRole, TestUser } from './fixtures.js';
export { placeOf, botIsPresent, contextOf, type Place } from './places.js';
export { GUEST_FOLLOWUP_LIMIT } from './rest-routes.js';
export { attachmentReferences, resolveAttachmentUrls, ATTACHMENT_SIZE_LIMIT, type StoredAttachment } from './attachments.js';
export { buttons, selects } from './message-store.js';
export { shardOf } from './gateway.js';
export { EPHEMERAL, IS_COMPONENTS_V2 } from './message-limits.js';
export { CALLBACK_WINDOW_MS, TOKEN_LIFETIME_MS } from './rest-routes.js';
export { specTimings } from './spec-validator.js';
export type { OptionValue } from './interaction-payloads.js';
export type {
  ButtonView,
  InteractionAnswer,
  InteractionRecord,
  Json,
  JsonObject,
  MessageChange,
  RecordedRequest,
  SelectView,
  StoredMessage,
  Violation,
} from './types.js';
