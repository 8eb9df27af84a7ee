import {
  type AuthenticationCreds,
  type AuthenticationState,
  BufferJSON,
  initAuthCreds,
  proto,
  type SignalDataSet,
  type SignalDataTypeMap,
} from 'baileys';
import type { AuthStore } from '../types.ts';

export const CREDS_KEY = 'creds';

const keyName = (type: string, id: string) => `${type}-${id}`;

// Baileys' own replacer and reviver keep Buffers and Uint8Arrays intact through JSON text.
const serialise = (value: unknown) => JSON.stringify(value, BufferJSON.replacer);
const deserialise = (text: string): unknown => JSON.parse(text, BufferJSON.reviver);

export type StoredAuthState = {
  state: AuthenticationState;
  /** Writes the whole creds object (Baileys mutates it in place) as one `AuthStore.set`. */
  saveCreds: () => Promise<void>;
};

/**
 * Baileys' AuthenticationState over our AuthStore port: creds under 'creds', each signal key
 * under `${type}-${id}`. A number without stored creds starts from fresh ones (a new pairing).
 */
export const loadAuthState = async (store: AuthStore): Promise<StoredAuthState> => {
  const stored = (await store.get([CREDS_KEY])).get(CREDS_KEY);
  const creds = stored ? (deserialise(stored) as AuthenticationCreds) : initAuthCreds();

  const get = async <T extends keyof SignalDataTypeMap>(type: T, ids: string[]) => {
    const values = await store.get(ids.map((id) => keyName(type, id)));
    const found: { [id: string]: SignalDataTypeMap[T] } = {};
    for (const id of ids) {
      const text = values.get(keyName(type, id));
      if (text === undefined) continue;
      const value = deserialise(text);
      // Baileys calls methods on this one, so it must be a protobuf object again, not plain JSON.
      found[id] = (
        type === 'app-state-sync-key'
          ? proto.Message.AppStateSyncKeyData.fromObject(value as object)
          : value
      ) as SignalDataTypeMap[T];
    }
    return found;
  };

  const set = async (data: SignalDataSet) => {
    const entries: Record<string, string | null> = {};
    for (const [type, values] of Object.entries(data)) {
      for (const [id, value] of Object.entries(values ?? {})) {
        entries[keyName(type, id)] =
          value === null || value === undefined ? null : serialise(value);
      }
    }
    if (Object.keys(entries).length > 0) await store.set(entries);
  };

  return {
    state: { creds, keys: { get, set } },
    saveCreds: () => store.set({ [CREDS_KEY]: serialise(creds) }),
  };
};
