import { randomBytes } from 'node:crypto';

const DISCORD_EPOCH = 1_420_070_400_000n;
let increment = 0n;

/** A new, unique Discord snowflake carrying the current wall-clock time. */
export function snowflake(): string {
  increment = (increment + 1n) & 0xfffn;
  return (((BigInt(Date.now()) - DISCORD_EPOCH) << 22n) | (1n << 17n) | increment).toString();
}

/** A new random interaction token (URL-safe, like Discord's). */
export function interactionToken(): string {
  return `aW50ZXJhY3Rpb246${randomBytes(48).toString('base64url')}`;
}
