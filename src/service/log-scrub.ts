/**
 * Takes secrets out of a log line before it is written: the passwords of connection strings, the tokens
 * in interaction and webhook URLs (an answer's URL carries its interaction's token), anything shaped like
 * a bot token, and the values the process registered as secret (its own token). Applied to the whole
 * serialized line, so a secret inside an error's message or stack is caught as well as one in a field.
 */

const URL_PASSWORD = /(\b[a-z][a-z0-9+.-]*:\/\/[^:/@\s"]*:)[^@/\s"]*@/gi;
const URL_TOKEN = /(\/(?:interactions|webhooks)\/\d+\/)[^/\s"?]+/g;
const BOT_TOKEN = /\b[\w-]{23,28}\.[\w-]{6,7}\.[\w-]{27,}\b/g;

/** What replaces a secret. */
const REDACTED = '***';

/** `text` with every secret replaced by `***`; `secrets` are exact values to hide wherever they appear. */
export function scrubSecrets(text: string, secrets: readonly string[] = []): string {
  let clean = text.replace(URL_PASSWORD, `$1${REDACTED}@`).replace(URL_TOKEN, `$1${REDACTED}`).replace(BOT_TOKEN, REDACTED);
  for (const secret of secrets) if (secret.length >= 6) clean = clean.split(secret).join(REDACTED);
  return clean;
}
