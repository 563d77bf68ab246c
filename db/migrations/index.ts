import type { Migration } from 'kysely'
import * as m0001 from './0001_initial.ts'
import * as m0003 from './0003_checkout_payments.ts'
import * as m0004 from './0004_fulfilment_tracking.ts'
import * as m0006 from './0006_commission_indexes.ts'
import * as m0007 from './0007_design_external_id_index.ts'
import * as m0008 from './0008_fulfilment_cancel.ts'
import * as m0011 from './0011_cart_add_keys.ts'
import * as m0070 from './0070_security.ts'
import * as m0090 from './0090_fulfilment_dead_jobs.ts'
import * as m0091 from './0091_request_slots.ts'
import * as m0092 from './0092_oidc_payloads.ts'
import * as m0093 from './0093_cache_versions.ts'
import * as m0094 from './0094_payment_reconcile_index.ts'
import * as m0095 from './0095_design_jobs.ts'
import * as m0014 from './0014_gallery_keyset_indexes.ts'
import * as m0015 from './0015_order_events.ts'
import * as m0100 from './0100_print_files.ts'
import * as m0110 from './0110_api_tokens.ts'
import * as m0111 from './0111_idempotency_keys.ts'
import * as m0120 from './0120_money_reconciles.ts'
import * as m0140 from './0140_list_keyset_indexes.ts'
import * as m0150 from './0150_payment_processing_and_id_token.ts'
import * as m0170 from './0170_design_community_choice.ts'
import * as m0190 from './0190_trust_safety.ts'
import * as m0191 from './0191_test_payment_refunds.ts'
import * as m0200 from './0200_api_v1_carts_and_versions.ts'
import * as m0210 from './0210_order_shipped_email.ts'
import * as m0220 from './0220_outgoing_webhooks.ts'
import * as m0230 from './0230_search_filters_shop_handles.ts'
import * as m0240 from './0240_upload_review_file_deletion_payout_retry.ts'
import * as m0250 from './0250_webhook_secret_rotation.ts'
import * as m0260 from './0260_email_claims.ts'
import * as m0280 from './0280_fulfilment_heartbeat_leases.ts'
import * as m0290 from './0290_queue_runs.ts'
import * as m0330 from './0330_operator_alerts.ts'
import * as m0310 from './0310_discount_codes.ts'
import * as m0300 from './0300_shipping_country.ts'
import * as m0320 from './0320_upload_fit.ts'
import * as m0340 from './0340_order_tax.ts'
import * as m0270 from './0270_closed_carts.ts'

// A static list, so the same migrations load under tsx, vitest and the Remix build alike.
export const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
  '0003_checkout_payments': m0003,
  '0004_fulfilment_tracking': m0004,
  '0006_commission_indexes': m0006,
  '0007_design_external_id_index': m0007,
  '0008_fulfilment_cancel': m0008,
  '0011_cart_add_keys': m0011,
  '0070_security': m0070,
  '0090_fulfilment_dead_jobs': m0090,
  '0091_request_slots': m0091,
  '0092_oidc_payloads': m0092,
  '0093_cache_versions': m0093,
  '0014_gallery_keyset_indexes': m0014,
  '0015_order_events': m0015,
  '0094_payment_reconcile_index': m0094,
  '0095_design_jobs': m0095,
  '0100_print_files': m0100,
  '0110_api_tokens': m0110,
  '0111_idempotency_keys': m0111,
  '0120_money_reconciles': m0120,
  '0140_list_keyset_indexes': m0140,
  '0150_payment_processing_and_id_token': m0150,
  '0170_design_community_choice': m0170,
  '0190_trust_safety': m0190,
  '0191_test_payment_refunds': m0191,
  '0200_api_v1_carts_and_versions': m0200,
  '0210_order_shipped_email': m0210,
  '0220_outgoing_webhooks': m0220,
  '0230_search_filters_shop_handles': m0230,
  '0240_upload_review_file_deletion_payout_retry': m0240,
  '0250_webhook_secret_rotation': m0250,
  '0260_email_claims': m0260,
  '0280_fulfilment_heartbeat_leases': m0280,
  '0270_closed_carts': m0270,
  '0290_queue_runs': m0290,
  '0330_operator_alerts': m0330,
  '0310_discount_codes': m0310,
  '0300_shipping_country': m0300,
  '0320_upload_fit': m0320,
  '0340_order_tax': m0340,
}
