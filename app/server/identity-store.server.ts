import { findLocalAccount, oidcAdapter, saveLocalAccount, sharedSigningKey } from '~/platform/identity/oidc-store.server.ts'
import type { LocalAccount, LocalProviderStore } from '~/services/identity/local-provider.server.ts'
import type { DB } from '~/lib/db.server.ts'

/** The built-in sign-in provider's state, in the store's database (shared by every instance). */
export function databaseProviderStore(db: DB): LocalProviderStore {
  return {
    adapter: (model) => oidcAdapter(db, model),
    signingKey: (create) => sharedSigningKey(db, create),
    saveAccount: (id, account) => saveLocalAccount(db, id, { ...account }),
    findAccount: async (id) => (await findLocalAccount(db, id)) as LocalAccount | undefined,
  }
}
