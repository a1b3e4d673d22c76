/**
 * Takes secrets out of a log line before it is written: the passwords of connection strings, the tokens
 * in interaction and webhook URLs (an answer's URL carries its interaction's token), anything shaped like
 * a bot token, and the values the process registered as secret (its own token). Applied to the whole
 * serialized line, so a secret inside an error's message or stack is caught as well as one in a field,
 * at any depth. Before that, the values of keys such as `token` are hidden at any depth of a logged
 * error or object (hideSecretFields), since no pattern can tell such a token from other text.
 */

/**
 * A connection string's password: everything from the `:` after the user to the last `@` before the host
 * (a password may hold `@`, `:`, `/` and quotes), up to a space, a line's end or the end of its JSON string.
 */
const URL_PASSWORD = /(\b[a-z][a-z0-9+.-]*:\/\/[^:/@\s"]*:)(?:\\["\\/]|[^\s"\\])*@/gi;
const URL_TOKEN = /(\/(?:interactions|webhooks)\/\d+\/)[^/\s"?]+/g;
/**
 * A bot token, not inside a longer word; the word before it may end with an escape of the JSON line (the
 * `\n` of a stack, `\\`, `\u0001`), which is kept (`$1`) rather than taken for the token's first letter.
 */
const BOT_TOKEN = /(^|[^\w\\-]|\\[bfnrt\\]|\\u[\da-fA-F]{4})[\w-]{23,28}\.[\w-]{6,7}\.[\w-]{27,}\b/g;

/** What replaces a secret. */
const REDACTED = '***';

/** Keys whose values are never written, at any depth. */
export const SECRET_KEYS: readonly string[] = ['token', 'password', 'DISCORD_TOKEN'];

/**
 * What takes every secret out of a line, replacing it by `***`; `secrets` are exact values to hide
 * wherever they appear, as written or JSON-escaped.
 */
export function secretScrubber(secrets: readonly string[]): (text: string) => string {
  const forms = [
    ...new Set(secrets.filter((secret) => secret.length >= 6).flatMap((secret) => [secret, JSON.stringify(secret).slice(1, -1)])),
  ];
  return (text) => {
    let clean = text.replace(URL_PASSWORD, `$1${REDACTED}@`).replace(URL_TOKEN, `$1${REDACTED}`).replace(BOT_TOKEN, `$1${REDACTED}`);
    for (const form of forms) clean = clean.split(form).join(REDACTED);
    return clean;
  };
}

/**
 * A copy of `value` (a serialized error, an object, an array) with the value of every key of SECRET_KEYS
 * replaced by `***`, at any depth, causes and nested errors included. It looks through what JSON would
 * write (a date's string, a buffer's bytes, an error's enumerable fields) and writes a cycle as `[Circular]`.
 */
export function hideSecretFields(value: unknown, ancestors = new Set<object>()): unknown {
  const json: unknown =
    typeof value === 'object' && value !== null && 'toJSON' in value && typeof value.toJSON === 'function' ? value.toJSON() : value;
  if (typeof json !== 'object' || json === null) return json;
  if (ancestors.has(json)) return '[Circular]';
  ancestors.add(json);
  const copy = Array.isArray(json)
    ? json.map((item) => hideSecretFields(item, ancestors))
    : Object.fromEntries(
        Object.entries(json).map(([key, item]) => [key, SECRET_KEYS.includes(key) ? REDACTED : hideSecretFields(item, ancestors)]),
      );
  ancestors.delete(json);
  return copy;
}
