import type { Selectable } from 'kysely'
import type { DesignsTable } from '#db/schema.ts'

/** A design in the store's public JSON shape: My Designs, shop design lists, the add dialog. */
export interface DesignJson {
  id: number
  prompt: string
  name: string
  imageUrl: string | null
  mockupUrl: string | null
  createdAt: string
  externalId: string | null
  externalSource: string | null
  printifyProductId: string | null
  /** Shown in the community lists (the creator's choice); hidden designs are reachable by their link. */
  inCommunity: boolean
}

/** The columns toDesignJson needs, qualified so they also work in joins. */
export const DESIGN_JSON_COLUMNS = [
  'designs.id',
  'designs.prompt',
  'designs.name',
  'designs.image_url',
  'designs.mockup_url',
  'designs.created_at',
  'designs.external_id',
  'designs.external_source',
  'designs.printify_product_id',
  'designs.in_community',
] as const

type DesignJsonRow = Pick<
  Selectable<DesignsTable>,
  | 'id'
  | 'prompt'
  | 'name'
  | 'image_url'
  | 'mockup_url'
  | 'created_at'
  | 'external_id'
  | 'external_source'
  | 'printify_product_id'
  | 'in_community'
>

export function toDesignJson(row: DesignJsonRow): DesignJson {
  return {
    id: row.id,
    prompt: row.prompt,
    name: row.name,
    imageUrl: row.image_url,
    mockupUrl: row.mockup_url,
    createdAt: new Date(row.created_at).toISOString(),
    externalId: row.external_id,
    externalSource: row.external_source,
    printifyProductId: row.printify_product_id,
    inCommunity: row.in_community,
  }
}
