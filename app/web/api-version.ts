/**
 * The dated version of /api, sent as `API-Version` on every answer. A breaking change (a field
 * removed or renamed, a new required input) gets a new date; additions keep it (docs/api.md).
 * 2026-11-26 is v1 (ADR 126): problem details, carts, strict input, cents.
 */
export const API_VERSION = '2026-11-26'

/**
 * The versions a client may ask for with the `API-Version` request header, newest first. A token is
 * pinned to the version current when it was made; the header overrides the pin for one request.
 */
export const SUPPORTED_API_VERSIONS: readonly string[] = [API_VERSION]

/** Versions that were served once and are gone, with what replaced them (docs/api.md, changelog). */
export const RETIRED_API_VERSIONS: Record<string, string> = {
  '2026-11-24': 'the contract before v1, retired by 2026-11-26',
}

export type VersionCheck = { ok: true; version: string } | { ok: false; detail: string }

/**
 * The version a request speaks: its `API-Version` header when it names a supported one, else the
 * token's pinned version, else the newest. A header that is empty, malformed or names no supported
 * version is refused (never silently answered with another version).
 */
export function resolveApiVersion(header: string | null | undefined, pinned?: string | null): VersionCheck {
  const supported = SUPPORTED_API_VERSIONS.join(', ')
  if (header !== null && header !== undefined) {
    const asked = header.trim()
    if (SUPPORTED_API_VERSIONS.includes(asked)) return { ok: true, version: asked }
    const retired = RETIRED_API_VERSIONS[asked]
    if (retired) return { ok: false, detail: `API-Version ${asked} is ${retired}. Supported versions: ${supported}` }
    return {
      ok: false,
      detail: `API-Version ${JSON.stringify(header)} is not a supported version. Supported versions: ${supported}`,
    }
  }
  if (pinned && !SUPPORTED_API_VERSIONS.includes(pinned)) {
    return {
      ok: false,
      detail: `This token is pinned to API-Version ${pinned}, which is no longer served: send API-Version (supported: ${supported}) or make a new token`,
    }
  }
  return { ok: true, version: pinned ?? API_VERSION }
}
