/**
 * The dated version of /api, sent as `API-Version` on every answer. A breaking change (a field
 * removed or renamed, a new required input) gets a new date; additions keep it (docs/api.md).
 */
export const API_VERSION = '2026-11-24'
