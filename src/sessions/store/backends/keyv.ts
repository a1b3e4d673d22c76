/** The keyv instance every backend wraps its adapter in. */
import Keyv, { type KeyvStoreAdapter } from 'keyv';

/** Everything stored is plain JSON; a row that does not parse comes back as a value no schema accepts. */
function readRow<Value>(text: string): { value?: Value; expires?: number } {
  try {
    return JSON.parse(text) as { value?: Value; expires?: number };
  } catch {
    return { value: { unreadable: text.slice(0, 40) } as Value };
  }
}

/** keyv over an adapter: errors thrown, not swallowed; keys as given, with no namespace; rows as plain JSON. */
export function createKeyv(adapter: KeyvStoreAdapter): Keyv {
  const keyv = new Keyv({
    store: adapter,
    namespace: '',
    throwOnErrors: true,
    useKeyPrefix: false,
    serialize: JSON.stringify,
    deserialize: readRow,
  });
  keyv.on('error', () => {
    // Errors are thrown to the caller (throwOnErrors); this listener only keeps the emitter quiet.
  });
  return keyv;
}
