import type { Generated } from 'kysely'

export interface ProductsTable {
  id: number
  title: string
  description: string
  blueprint_id: number
  print_provider_id: number
  price_cents: number
  default_color: string
  default_size: string
}

export interface ProductColorsTable {
  product_id: number
  name: string
  hex: string
  position: number
}

export interface ProductVariantsTable {
  id: number
  product_id: number
  color: string
  size: string
  price_cents: number
  is_enabled: Generated<boolean>
  is_sample: Generated<boolean>
}
