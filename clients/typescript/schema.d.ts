// Generated from the served OpenAPI document by `npm run api:write` (openapi-typescript). Do not edit.

export interface paths {
    "/api/auth/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user
         * @description Signed in: the session, or a token with the `read` scope. Counted against the `api` rate limit (RateLimit headers on every answer).
         */
        get: operations["getApiAuthUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sign in (full-page navigation to the identity provider)
         * @description Open to anyone. Counted against the `api` rate limit and the `sign-in` one (RateLimit headers on every answer).
         */
        get: operations["getApiLogin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sign out (full-page navigation)
         * @description Open to anyone. Counted against the `api` rate limit (RateLimit headers on every answer).
         */
        get: operations["getApiLogout"];
        put?: never;
        /**
         * Sign out
         * @description Open to anyone. Counted against the `api` rate limit (RateLimit headers on every answer).
         */
        post: operations["postApiLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/designs/generate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Generate a design from a prompt
         * @description The session decides the owner; a `userId` in the body is ignored. Rate-limited per visitor and user.
         *
         *     Open to anyone; a token needs the `designs` scope. Counted against the `api` rate limit and the `generation` one (RateLimit headers on every answer).
         */
        post: operations["postApiDesignsGenerate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/design-jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a design and answer at once (202), to follow by events or polling
         * @description The body of /api/designs/generate (`source` "prompt", the default) or of /api/designs/from-image with `source` "upload". The job waits in line (its place is in `job.place`), then runs; `Location` and `job.statusUrl` give its state, `job.eventsUrl` a text/event-stream of `progress` events, then `done` or `failed`. Rate-limited like generation.
         *
         *     Open to anyone; a token needs the `designs` scope. Counted against the `api` rate limit and the `generation` one (RateLimit headers on every answer).
         */
        post: operations["postApiDesignJobs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/design-jobs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A design job of yours: status, stage, place in line, partial picture, then the design or the error
         * @description Open to anyone; a token needs the `read` scope. Counted against the `api` rate limit (RateLimit headers on every answer).
         */
        get: operations["getApiDesignJobsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/design-jobs/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Server-Sent Events of a design job (text/event-stream)
         * @description Events: `progress` (data `{ job }`) on every change of stage, place or partial picture; then `done` (data `{ job }` with `job.design`) or `failed` (data `{ job }` with `job.error`), and the stream ends.
         *
         *     Open to anyone; a token needs the `read` scope. Counted against the `api` rate limit (RateLimit headers on every answer).
         */
        get: operations["getApiDesignJobsByIdEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload an image (PNG, JPEG or WebP) for a design
         * @description Open to anyone; a token needs the `designs` scope. Counted against the `api` rate limit and the `upload` one (RateLimit headers on every answer).
         */
        post: operations["postApiUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/designs/from-image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make a design from an uploaded image
         * @description Open to anyone; a token needs the `designs` scope. Counted against the `api` rate limit and the `generation` one (RateLimit headers on every answer).
         */
        post: operations["postApiDesignsFromImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/community-designs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The community gallery, newest first, 48 at a time
         * @description Only designs their creators show in the community (`showInCommunity`, changeable in My Designs); a hidden design is still reachable by its own id.
         *
         *     Open to anyone; a token needs the `read` scope. Counted against the `api` rate limit (RateLimit headers on every answer).
         */
        get: operations["getApiCommunityDesigns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/designs/user/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user’s own designs, newest first, 200 a page
         * @description Signed in: the session, or a token with the `read` scope. Counted against the `api` rate limit (RateLimit headers on every answer).
         */
        get: operations["getApiDesignsUserByUserId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/designs/{id}/upvote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The user’s vote and the count
         * @description Signed in: the session, or a token with the `read` scope. Counted against the `api` rate limit (RateLimit headers on every answer).
         */
        get: operations["getApiDesignsByIdUpvote"];
        put?: never;
        /**
         * Upvote
         * @description Signed in: the session, or a token with the `designs` scope. Counted against the `api` rate limit and the `upvote` one (RateLimit headers on every answer).
         */
        post: operations["postApiDesignsByIdUpvote"];
        /**
         * Remove the upvote
         * @description Signed in: the session, or a token with the `designs` scope. Counted against the `api` rate limit and the `upvote` one (RateLimit headers on every answer).
         */
        delete: operations["deleteApiDesignsByIdUpvote"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/popular-designs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Up to six designs with the most upvotes
         * @description A fixed ranking of at most six designs shown in the community with at least one upvote, not paginated: `nextCursor` is always null.
         *
         *     Open to anyone; a token needs the `read` scope. Counted against the `api` rate limit (RateLimit headers on every answer).
         */
        get: operations["getApiPopularDesigns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/printify/available-colors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One sample variant per shirt colour
         * @description Open to anyone; a token needs the `read` scope. Counted against the `api` rate limit (RateLimit headers on every answer).
         */
        get: operations["getApiPrintifyAvailableColors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A product by design id or 24-hex provider product id
         * @description Open to anyone; a token needs the `read` scope. Counted against the `api` rate limit (RateLimit headers on every answer).
         */
        get: operations["getApiProductsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/{id}/variants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The shirt’s variants (sizes and colours) for a product
         * @description Open to anyone; a token needs the `read` scope. Counted against the `api` rate limit (RateLimit headers on every answer).
         */
        get: operations["getApiProductsByIdVariants"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/create-payment-intent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Price the checkout and open a payment
         * @description Items (design, variant, quantity) replace the visitor’s cart; prices always come from the catalogue. An empty body pays for the cart as it is. `discountCode` applies a code to the cart (null removes it; left out keeps the cart’s): it comes after the quantity discount and never discounts shipping.
         *
         *     Open to anyone; a token needs the `orders` scope. Counted against the `api` rate limit and the `payment-intent` one (RateLimit headers on every answer).
         */
        post: operations["postApiCreatePaymentIntent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/carts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a cart (one per customer), empty or with lines and an address
         * @description Carts belong to the caller’s user; each has its own payment intent, never shared with another cart. Add lines with POST /api/carts/{cartId}/items, pay with POST /api/carts/{cartId}/payment-intent.
         *
         *     Signed in: the session, or a token with the `orders` scope. Counted against the `api` rate limit (RateLimit headers on every answer).
         */
        post: operations["postApiCarts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/carts/{cartId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of your carts, priced now (integer cents)
         * @description Signed in: the session, or a token with the `read` scope. Counted against the `api` rate limit (RateLimit headers on every answer).
         */
        get: operations["getApiCartsByCartId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/carts/{cartId}/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a line (design, catalogue variant, quantity 1-100)
         * @description The same design and variant again adds to its quantity; past 100 in one line is refused (`quantity_too_large`).
         *
         *     Signed in: the session, or a token with the `orders` scope. Counted against the `api` rate limit (RateLimit headers on every answer).
         */
        post: operations["postApiCartsByCartIdItems"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/carts/{cartId}/payment-intent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open (or reuse) the cart’s own payment intent, priced by the server
         * @description Confirm it with the client secret (Stripe.js in production), then place the order with POST /api/orders and the intent’s id. An unchanged cart answers the same intent; another cart never does. `discountCode` applies a code first (null removes it).
         *
         *     Signed in: the session, or a token with the `orders` scope. Counted against the `api` rate limit and the `payment-intent` one (RateLimit headers on every answer).
         */
        post: operations["postApiCartsByCartIdPaymentIntent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your orders, newest first, 20 a page
         * @description Signed in: the session, or a token with the `read` scope. Counted against the `api` rate limit (RateLimit headers on every answer).
         */
        get: operations["getApiOrders"];
        put?: never;
        /**
         * Place the order of a succeeded payment
         * @description Only `stripe_payment_id` is read; repeats answer the same order (200). A payment still processing answers 202 and makes no order yet.
         *
         *     Open to anyone; a token needs the `orders` scope. Counted against the `api` rate limit and the `order` one (RateLimit headers on every answer).
         */
        post: operations["postApiOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An order, to whoever holds its public id
         * @description Open to anyone; a token needs the `read` scope. Counted against the `api` rate limit (RateLimit headers on every answer).
         */
        get: operations["getApiOrdersById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shops": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user’s shops, newest first
         * @description Signed in: the session, or a token with the `read` scope. Counted against the `api` rate limit (RateLimit headers on every answer).
         */
        get: operations["getApiShops"];
        put?: never;
        /**
         * Create a shop
         * @description Signed in: the session, or a token with the `shops` scope. Counted against the `api` rate limit and the `shop-create` one (RateLimit headers on every answer).
         */
        post: operations["postApiShops"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shops/{shopId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A public shop, or the owner’s private one
         * @description Open to anyone; a token needs the `read` scope. Counted against the `api` rate limit (RateLimit headers on every answer).
         */
        get: operations["getApiShopsByShopId"];
        /**
         * Update a shop (owner)
         * @description Signed in: the session, or a token with the `shops` scope. Counted against the `api` rate limit (RateLimit headers on every answer).
         */
        put: operations["putApiShopsByShopId"];
        post?: never;
        /**
         * Delete a shop (owner)
         * @description Signed in: the session, or a token with the `shops` scope. Counted against the `api` rate limit (RateLimit headers on every answer).
         */
        delete: operations["deleteApiShopsByShopId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shops/{shopId}/commission": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The owner’s earnings from the shop
         * @description Signed in: the session, or a token with the `read` scope. Counted against the `api` rate limit (RateLimit headers on every answer).
         */
        get: operations["getApiShopsByShopIdCommission"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shops/{shopId}/designs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The shop’s designs, newest first (others see published ones only)
         * @description Open to anyone; a token needs the `read` scope. Counted against the `api` rate limit (RateLimit headers on every answer).
         */
        get: operations["getApiShopsByShopIdDesigns"];
        put?: never;
        /**
         * Add one of the owner’s designs, published
         * @description Signed in: the session, or a token with the `shops` scope. Counted against the `api` rate limit (RateLimit headers on every answer).
         */
        post: operations["postApiShopsByShopIdDesigns"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shops/{shopId}/designs/{designId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Take a design out of the shop (owner)
         * @description Signed in: the session, or a token with the `shops` scope. Counted against the `api` rate limit (RateLimit headers on every answer).
         */
        delete: operations["deleteApiShopsByShopIdDesignsByDesignId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public-shops": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The directory of public shops, newest first, 120 a page
         * @description Page by `cursor` (exact while shops change) or by `page` number, not both; `page` is left out of an answer by cursor.
         *
         *     Open to anyone; a token needs the `read` scope. Counted against the `api` rate limit (RateLimit headers on every answer).
         */
        get: operations["getApiPublicShops"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/stripe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stripe events (signed with Stripe-Signature)
         * @description Called by the provider, not by integrators.
         */
        post: operations["postApiWebhooksStripe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/printify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Printify order events (signed with X-Pfy-Signature)
         * @description Called by the provider, not by integrators.
         */
        post: operations["postApiWebhooksPrintify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/paypal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * PayPal payout events, verified with PayPal (verify-webhook-signature) from their PAYPAL-* headers; then a hint to reconcile payouts with PayPal
         * @description Called by the provider, not by integrators.
         */
        post: operations["postApiWebhooksPaypal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This document
         * @description Open to anyone; a token needs the `read` scope. Counted against the `api` rate limit (RateLimit headers on every answer).
         */
        get: operations["getApiOpenapiJson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/docs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This document as a readable page (HTML)
         * @description Open to anyone; a token needs the `read` scope. Counted against the `api` rate limit (RateLimit headers on every answer).
         */
        get: operations["getApiDocs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhook-endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your webhook endpoints
         * @description Signed in: the session, or a token with the `read` scope. Counted against the `api` rate limit (RateLimit headers on every answer).
         */
        get: operations["getApiWebhookEndpoints"];
        put?: never;
        /**
         * Add a webhook endpoint; its signing secret is answered this once
         * @description The URL must be https:// on the public internet (private and loopback addresses are refused, also when a name resolves to one at sending time). A token needs the `webhooks` scope.
         *
         *     Signed in: the session, or a token with the `webhooks` scope. Counted against the `api` rate limit (RateLimit headers on every answer).
         */
        post: operations["postApiWebhookEndpoints"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhook-endpoints/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of your webhook endpoints
         * @description Signed in: the session, or a token with the `read` scope. Counted against the `api` rate limit (RateLimit headers on every answer).
         */
        get: operations["getApiWebhookEndpointsById"];
        put?: never;
        post?: never;
        /**
         * Delete an endpoint and its delivery log
         * @description Signed in: the session, or a token with the `webhooks` scope. Counted against the `api` rate limit (RateLimit headers on every answer).
         */
        delete: operations["deleteApiWebhookEndpointsById"];
        options?: never;
        head?: never;
        /**
         * Change an endpoint’s url, eventTypes, description or enabled
         * @description Signed in: the session, or a token with the `webhooks` scope. Counted against the `api` rate limit (RateLimit headers on every answer).
         */
        patch: operations["patchApiWebhookEndpointsById"];
        trace?: never;
    };
    "/api/webhook-endpoints/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An endpoint’s delivery log, newest first, 50 a page
         * @description Signed in: the session, or a token with the `read` scope. Counted against the `api` rate limit (RateLimit headers on every answer).
         */
        get: operations["getApiWebhookEndpointsByIdDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhook-endpoints/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new signing secret, answered this once; the old one signs beside it for 24 hours
         * @description Until `previousSecretExpiresAt` every attempt carries two space-separated signatures in `webhook-signature`, one per secret (Standard Webhooks), so a receiver verifying with either secret accepts it: switch the receiver to the new secret within the 24 hours. Rotating again within them drops the older secret.
         *
         *     Signed in: the session, or a token with the `webhooks` scope. Counted against the `api` rate limit (RateLimit headers on every answer).
         */
        post: operations["postApiWebhookEndpointsByIdRotateSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhook-endpoints/{id}/deliveries/{deliveryId}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send an event to the endpoint again now (same webhook-id), starting its retries over
         * @description Signed in: the session, or a token with the `webhooks` scope. Counted against the `api` rate limit (RateLimit headers on every answer).
         */
        post: operations["postApiWebhookEndpointsByIdDeliveriesByDeliveryIdRedeliver"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "order.paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order.paid: what the store POSTs to your endpoint
         * @description Signed per the Standard Webhooks specification (verify with the `standardwebhooks` package and your endpoint’s secret). Any 2xx answer within 15 s is a delivery; anything else is retried with backoff (docs/api.md), and 410 Gone disables the endpoint.
         */
        post: operations["onOrderPaid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.in_production": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order.in_production: what the store POSTs to your endpoint
         * @description Signed per the Standard Webhooks specification (verify with the `standardwebhooks` package and your endpoint’s secret). Any 2xx answer within 15 s is a delivery; anything else is retried with backoff (docs/api.md), and 410 Gone disables the endpoint.
         */
        post: operations["onOrderInProduction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.shipped": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order.shipped: what the store POSTs to your endpoint
         * @description Signed per the Standard Webhooks specification (verify with the `standardwebhooks` package and your endpoint’s secret). Any 2xx answer within 15 s is a delivery; anything else is retried with backoff (docs/api.md), and 410 Gone disables the endpoint.
         */
        post: operations["onOrderShipped"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.delivered": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order.delivered: what the store POSTs to your endpoint
         * @description Signed per the Standard Webhooks specification (verify with the `standardwebhooks` package and your endpoint’s secret). Any 2xx answer within 15 s is a delivery; anything else is retried with backoff (docs/api.md), and 410 Gone disables the endpoint.
         */
        post: operations["onOrderDelivered"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.refunded": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * order.refunded: what the store POSTs to your endpoint
         * @description Signed per the Standard Webhooks specification (verify with the `standardwebhooks` package and your endpoint’s secret). Any 2xx answer within 15 s is a delivery; anything else is retried with backoff (docs/api.md), and 410 Gone disables the endpoint.
         */
        post: operations["onOrderRefunded"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "design.ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * design.ready: what the store POSTs to your endpoint
         * @description Signed per the Standard Webhooks specification (verify with the `standardwebhooks` package and your endpoint’s secret). Any 2xx answer within 15 s is a delivery; anything else is retried with backoff (docs/api.md), and 410 Gone disables the endpoint.
         */
        post: operations["onDesignReady"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payout.sent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * payout.sent: what the store POSTs to your endpoint
         * @description Signed per the Standard Webhooks specification (verify with the `standardwebhooks` package and your endpoint’s secret). Any 2xx answer within 15 s is a delivery; anything else is retried with backoff (docs/api.md), and 410 Gone disables the endpoint.
         */
        post: operations["onPayoutSent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        Problem: {
            /** @description A URI reference naming the kind of problem: /api/docs#problem-<code> */
            type: string;
            /** @description The status’s reason phrase */
            title: string;
            status: number;
            /** @description What went wrong, for a person */
            detail: string;
            /**
             * @description Stable, machine-readable: branch on this
             * @enum {string}
             */
            code: "invalid_request" | "unauthenticated" | "payment_failed" | "forbidden" | "not_found" | "method_not_allowed" | "not_acceptable" | "conflict" | "gone" | "body_too_large" | "unsupported_media_type" | "unprocessable" | "rate_limited" | "internal_error" | "upstream_unavailable" | "unavailable" | "gateway_timeout" | "validation_failed" | "invalid_cursor" | "invalid_limit" | "invalid_characters" | "form_refused" | "invalid_idempotency_key" | "unsupported_api_version" | "invalid_token" | "insufficient_scope" | "route_not_found" | "cart_not_found" | "cart_empty" | "address_required" | "country_not_served" | "quantity_too_large" | "design_not_ready" | "variant_not_available" | "payment_not_found" | "webhook_endpoint_not_found" | "webhook_delivery_not_found" | "webhook_endpoint_limit" | "design_already_in_shop" | "idempotency_key_in_use" | "payment_processing" | "cart_already_paid" | "cart_closed" | "design_unavailable" | "payment_mismatch" | "idempotency_key_reused" | "discount_code_invalid" | "discount_code_expired" | "discount_code_not_started" | "discount_code_used_up" | "discount_code_already_used" | "discount_code_below_minimum" | "tax_location_invalid" | "tax_unavailable" | "payment_not_succeeded" | "image_too_large";
            /** @description Also in the X-Request-Id header: quote it when reporting a problem */
            requestId?: string;
            /** @description One entry per invalid field (code validation_failed) */
            errors?: ({
                /** @description JSON Pointer into the request body */
                pointer: string;
                field: string;
                detail: string;
                code: string;
            } & {
                [key: string]: unknown;
            })[];
            /** @description The same text as detail, for clients written before problem details */
            message: string;
        } & {
            [key: string]: unknown;
        };
        WebhookEvent: {
            /** @enum {string} */
            type: "order.paid" | "order.in_production" | "order.shipped" | "order.delivered" | "order.refunded" | "design.ready" | "payout.sent";
            /** @description When the event happened (ISO 8601); the attempt’s time is in webhook-timestamp */
            timestamp: string;
            data: {
                /** @enum {string} */
                object: "order" | "design" | "payout";
                orderId?: string;
                orderStatus?: string;
                totalCents?: number;
                refundedCents?: number;
                /** @description ISO 4217 currency code in lower case, as in every answer and event: "usd" */
                currency?: string;
                tracking?: ({
                    carrier: string;
                    number: string;
                    url: string | null;
                } & {
                    [key: string]: unknown;
                }) | null;
                designId?: number;
                jobId?: string;
                /** @description The design’s name */
                name?: string;
                /** @description The design’s style */
                style?: string;
                /** @description The design’s picture */
                imageUrl?: string;
                /** @description The design on a shirt */
                mockupUrl?: string;
                payoutId?: number;
                shopId?: number;
                month?: string;
                amountCents?: number;
                batchId?: string;
                /** @description The API path of the object, to fetch it whole */
                url?: string;
            } & {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description The version this answer follows */
        "API-Version": string;
        /** @description Names the request in the store’s logs (also `requestId` in problems) */
        "X-Request-Id": string;
        /** @description Seconds to wait before trying again */
        "Retry-After": number;
        /** @description IETF draft (draft-ietf-httpapi-ratelimit-headers-09): per policy this call was counted against, the requests left (`r`) and the seconds until the window resets (`t`), e.g. `"api";r=598;t=41, "shop-create";r=59;t=3600`. Sent on every answer while the limits are on, refusals included; a call shed under load (503) is not counted and says what was last counted for the caller. */
        RateLimit: string;
        /** @description IETF draft: the policies this call is counted against, `q` requests per `w` seconds, e.g. `"api";q=600;w=60, "shop-create";q=60;w=3600` (per account when signed in or with a token, per visitor otherwise; docs/api.md lists them). */
        "RateLimit-Policy": string;
        /** @description Where the new resource is read */
        Location: string;
        /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key */
        "Idempotent-Replayed": "true";
        /** @description For a bad token: `Bearer realm="ShirtSmith API", error="invalid_token"` */
        "WWW-Authenticate": string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getApiAuthUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version to answer in. Without it: a token’s pinned version (the one current when it was made), else the newest. Anything else is 400 unsupported_api_version. */
                "API-Version"?: "2026-11-26";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 1,
                     *       "username": "ada",
                     *       "firstName": "Ada",
                     *       "lastName": "Lovelace",
                     *       "profileImageUrl": null
                     *     }
                     */
                    "application/json": {
                        id: number;
                        username: string;
                        firstName: string | null;
                        lastName: string | null;
                        profileImageUrl: string | null;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Invalid input (`validation_failed` with `errors[]`, `invalid_request`), or `unsupported_api_version` */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Signed out; or: Signed out (`unauthenticated`), or a bad token (`invalid_token`) */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope (`insufficient_scope`), the call is not yours, or a browser write came from another site (`forbidden`) */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A rate limit (`rate_limited`, with Retry-After and RateLimit) */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A failure on the store’s side (`internal_error`) */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The store is shedding load or its database is unreachable (`unavailable`): retry after Retry-After */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other refusal, as a problem */
            default: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getApiLogin: {
        parameters: {
            query?: {
                /** @description A path on this store */
                returnTo?: string;
            };
            header?: {
                /** @description The version to answer in. Without it: a token’s pinned version (the one current when it was made), else the newest. Anything else is 400 unsupported_api_version. */
                "API-Version"?: "2026-11-26";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description To the identity provider, or back when signed in */
            302: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (`validation_failed` with `errors[]`, `invalid_request`), or `unsupported_api_version` */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A rate limit (`rate_limited`, with Retry-After and RateLimit) */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A failure on the store’s side (`internal_error`) */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The store is shedding load or its database is unreachable (`unavailable`): retry after Retry-After */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other refusal, as a problem */
            default: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getApiLogout: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version to answer in. Without it: a token’s pinned version (the one current when it was made), else the newest. Anything else is 400 unsupported_api_version. */
                "API-Version"?: "2026-11-26";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Home, with a toast */
            302: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (`validation_failed` with `errors[]`, `invalid_request`), or `unsupported_api_version` */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A rate limit (`rate_limited`, with Retry-After and RateLimit) */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A failure on the store’s side (`internal_error`) */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The store is shedding load or its database is unreachable (`unavailable`): retry after Retry-After */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other refusal, as a problem */
            default: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postApiLogout: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version to answer in. Without it: a token’s pinned version (the one current when it was made), else the newest. Anything else is 400 unsupported_api_version. */
                "API-Version"?: "2026-11-26";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Home, with a toast */
            302: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (`validation_failed` with `errors[]`, `invalid_request`), or `unsupported_api_version` */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope (`insufficient_scope`), the call is not yours, or a browser write came from another site (`forbidden`) */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A rate limit (`rate_limited`, with Retry-After and RateLimit) */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A failure on the store’s side (`internal_error`) */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The store is shedding load or its database is unreachable (`unavailable`): retry after Retry-After */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other refusal, as a problem */
            default: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postApiDesignsGenerate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID). Sending the same request again with the same key answers the first success (with `Idempotent-Replayed: true`) instead of creating again; the same key with another body is 422, and 409 while the first is still running. Keys are per user (or visitor) and kept 24 hours; refusals are not kept. */
                "Idempotency-Key"?: string;
                /** @description The version to answer in. Without it: a token’s pinned version (the one current when it was made), else the newest. Anything else is 400 unsupported_api_version. */
                "API-Version"?: "2026-11-26";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "prompt": "a heron in the reeds",
                 *       "style": "Line Art",
                 *       "color": "Navy"
                 *     }
                 */
                "application/json": {
                    prompt: string;
                    /**
                     * @default Ghibli-inspired
                     * @enum {string}
                     */
                    style?: "Ghibli-inspired" | "Hyper-realistic" | "Studio Lighting" | "Minimalist" | "Isometric" | "Flat Design" | "Watercolor" | "Cyberpunk" | "Paper Cut-Out" | "Line Art";
                    /**
                     * @default image
                     * @enum {string}
                     */
                    designType?: "image" | "text";
                    /** @default Navy */
                    color?: string;
                    /**
                     * @default Medium
                     * @constant
                     */
                    size?: "Medium";
                    /**
                     * @default Center
                     * @constant
                     */
                    position?: "Center";
                    /** @description Show the design in the community. Absent: true when signed in, false when signed out. */
                    showInCommunity?: boolean;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "design": {
                     *         "id": 42,
                     *         "prompt": "a heron in the reeds",
                     *         "imageUrl": "/images/designs/42.png",
                     *         "mockupUrl": "/images/mockups/42.webp",
                     *         "name": "Heron",
                     *         "style": "Line Art",
                     *         "color": "Navy",
                     *         "designType": "image",
                     *         "createdAt": "2026-11-26T04:40:35.113Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        design: {
                            id: number;
                            prompt: string;
                            name: string;
                            /** @description One of the ten styles */
                            style: string;
                            /** @description The shirt colour it was previewed on */
                            color: string;
                            /** @enum {string} */
                            designType: "image" | "text";
                            imageUrl: string;
                            mockupUrl: string;
                            /** @description ISO 8601 */
                            createdAt: string;
                        } & {
                            [key: string]: unknown;
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Invalid input: `validation_failed` (per field in `errors[]`), `invalid_request`, `invalid_idempotency_key`, `unsupported_api_version` */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A bad token (`invalid_token`) */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope (`insufficient_scope`), the call is not yours, or a browser write came from another site (`forbidden`) */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The same Idempotency-Key is still running (`idempotency_key_in_use`): retry after Retry-After */
            409: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is over its limit (`body_too_large`); the connection is closed */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not application/json (`unsupported_media_type`) */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description This Idempotency-Key was used with a different request (`idempotency_key_reused`) */
            422: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A rate limit (`rate_limited`, with Retry-After and RateLimit) */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A failure on the store’s side (`internal_error`) */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The store is shedding load or its database is unreachable (`unavailable`): retry after Retry-After */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Still being made after the wait (`gateway_timeout`): follow the job named in `detail` */
            504: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other refusal, as a problem */
            default: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postApiDesignJobs: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID). Sending the same request again with the same key answers the first success (with `Idempotent-Replayed: true`) instead of creating again; the same key with another body is 422, and 409 while the first is still running. Keys are per user (or visitor) and kept 24 hours; refusals are not kept. */
                "Idempotency-Key"?: string;
                /** @description The version to answer in. Without it: a token’s pinned version (the one current when it was made), else the newest. Anything else is 400 unsupported_api_version. */
                "API-Version"?: "2026-11-26";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "prompt": "a heron in the reeds",
                 *       "style": "Line Art",
                 *       "color": "Navy"
                 *     }
                 */
                "application/json": {
                    prompt: string;
                    /**
                     * @default Ghibli-inspired
                     * @enum {string}
                     */
                    style?: "Ghibli-inspired" | "Hyper-realistic" | "Studio Lighting" | "Minimalist" | "Isometric" | "Flat Design" | "Watercolor" | "Cyberpunk" | "Paper Cut-Out" | "Line Art";
                    /**
                     * @default image
                     * @enum {string}
                     */
                    designType?: "image" | "text";
                    /** @default Navy */
                    color?: string;
                    /**
                     * @default Medium
                     * @constant
                     */
                    size?: "Medium";
                    /**
                     * @default Center
                     * @constant
                     */
                    position?: "Center";
                    /** @description Show the design in the community. Absent: true when signed in, false when signed out. */
                    showInCommunity?: boolean;
                } | {
                    imagePath: string;
                    imgurUrl?: string;
                    /** @default Navy */
                    tshirtColor?: string;
                    /**
                     * @default Ghibli-inspired
                     * @enum {string}
                     */
                    style?: "Ghibli-inspired" | "Hyper-realistic" | "Studio Lighting" | "Minimalist" | "Isometric" | "Flat Design" | "Watercolor" | "Cyberpunk" | "Paper Cut-Out" | "Line Art";
                    /** @default false */
                    showInCommunity?: boolean;
                    /** @default false */
                    removeBackground?: boolean;
                    /**
                     * @description All of the picture, clear margins around it ("whole"), or cropped to its most interesting square ("square").
                     * @default whole
                     * @enum {string}
                     */
                    fit?: "whole" | "square";
                };
            };
        };
        responses: {
            /** @description Queued */
            202: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "job": {
                     *         "id": "79d417cb-5406-4032-b262-bc210254d7c3",
                     *         "source": "prompt",
                     *         "status": "queued",
                     *         "stage": "queued",
                     *         "stageLabel": "Waiting in line",
                     *         "place": 1,
                     *         "partialUrl": null,
                     *         "designId": null,
                     *         "error": null,
                     *         "statusUrl": "/api/design-jobs/79d417cb-5406-4032-b262-bc210254d7c3",
                     *         "eventsUrl": "/api/design-jobs/79d417cb-5406-4032-b262-bc210254d7c3/events",
                     *         "design": null
                     *       }
                     *     }
                     */
                    "application/json": {
                        job: {
                            id: string;
                            /** @enum {string} */
                            source: "prompt" | "upload";
                            /** @enum {string} */
                            status: "queued" | "running" | "done" | "failed";
                            stage: string;
                            stageLabel: string;
                            place: number | null;
                            partialUrl: string | null;
                            designId: number | null;
                            error: ({
                                status: number;
                                message: string;
                            } & {
                                [key: string]: unknown;
                            }) | null;
                            statusUrl: string;
                            eventsUrl: string;
                            design: ({
                                id: number;
                                prompt: string;
                                name: string;
                                /** @description One of the ten styles */
                                style: string;
                                /** @description The shirt colour it was previewed on */
                                color: string;
                                /** @enum {string} */
                                designType: "image" | "text";
                                imageUrl: string;
                                mockupUrl: string;
                                /** @description ISO 8601 */
                                createdAt: string;
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        } & {
                            [key: string]: unknown;
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Invalid input: `validation_failed` (per field in `errors[]`), `invalid_request`, `invalid_idempotency_key`, `unsupported_api_version` */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A bad token (`invalid_token`) */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope (`insufficient_scope`), the call is not yours, or a browser write came from another site (`forbidden`) */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The same Idempotency-Key is still running (`idempotency_key_in_use`): retry after Retry-After */
            409: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is over its limit (`body_too_large`); the connection is closed */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not application/json (`unsupported_media_type`) */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description This Idempotency-Key was used with a different request (`idempotency_key_reused`) */
            422: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A rate limit (`rate_limited`, with Retry-After and RateLimit) */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A failure on the store’s side (`internal_error`) */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The store is shedding load or its database is unreachable (`unavailable`): retry after Retry-After */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other refusal, as a problem */
            default: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getApiDesignJobsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version to answer in. Without it: a token’s pinned version (the one current when it was made), else the newest. Anything else is 400 unsupported_api_version. */
                "API-Version"?: "2026-11-26";
            };
            path: {
                /** @description Design job id (a UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "job": {
                     *         "id": "79d417cb-5406-4032-b262-bc210254d7c3",
                     *         "source": "prompt",
                     *         "status": "done",
                     *         "stage": "done",
                     *         "stageLabel": "Ready",
                     *         "place": null,
                     *         "partialUrl": null,
                     *         "designId": 42,
                     *         "error": null,
                     *         "statusUrl": "/api/design-jobs/79d417cb-5406-4032-b262-bc210254d7c3",
                     *         "eventsUrl": "/api/design-jobs/79d417cb-5406-4032-b262-bc210254d7c3/events",
                     *         "design": {
                     *           "id": 42,
                     *           "prompt": "a heron in the reeds",
                     *           "imageUrl": "/images/designs/42.png",
                     *           "mockupUrl": "/images/mockups/42.webp",
                     *           "name": "Heron",
                     *           "style": "Line Art",
                     *           "color": "Navy",
                     *           "designType": "image",
                     *           "createdAt": "2026-11-26T04:40:35.113Z"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        job: {
                            id: string;
                            /** @enum {string} */
                            source: "prompt" | "upload";
                            /** @enum {string} */
                            status: "queued" | "running" | "done" | "failed";
                            stage: string;
                            stageLabel: string;
                            place: number | null;
                            partialUrl: string | null;
                            designId: number | null;
                            error: ({
                                status: number;
                                message: string;
                            } & {
                                [key: string]: unknown;
                            }) | null;
                            statusUrl: string;
                            eventsUrl: string;
                            design: ({
                                id: number;
                                prompt: string;
                                name: string;
                                /** @description One of the ten styles */
                                style: string;
                                /** @description The shirt colour it was previewed on */
                                color: string;
                                /** @enum {string} */
                                designType: "image" | "text";
                                imageUrl: string;
                                mockupUrl: string;
                                /** @description ISO 8601 */
                                createdAt: string;
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        } & {
                            [key: string]: unknown;
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Invalid input (`validation_failed` with `errors[]`, `invalid_request`), or `unsupported_api_version` */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A bad token (`invalid_token`) */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope (`insufficient_scope`), the call is not yours, or a browser write came from another site (`forbidden`) */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not a job of yours; or: Nothing there, or not yours (`not_found`) */
            404: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A rate limit (`rate_limited`, with Retry-After and RateLimit) */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A failure on the store’s side (`internal_error`) */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The store is shedding load or its database is unreachable (`unavailable`): retry after Retry-After */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other refusal, as a problem */
            default: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getApiDesignJobsByIdEvents: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version to answer in. Without it: a token’s pinned version (the one current when it was made), else the newest. Anything else is 400 unsupported_api_version. */
                "API-Version"?: "2026-11-26";
            };
            path: {
                /** @description Design job id (a UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/event-stream */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (`validation_failed` with `errors[]`, `invalid_request`), or `unsupported_api_version` */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A bad token (`invalid_token`) */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope (`insufficient_scope`), the call is not yours, or a browser write came from another site (`forbidden`) */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not a job of yours; or: Nothing there, or not yours (`not_found`) */
            404: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A rate limit (`rate_limited`, with Retry-After and RateLimit) */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A failure on the store’s side (`internal_error`) */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The store is shedding load or its database is unreachable (`unavailable`): retry after Retry-After */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other refusal, as a problem */
            default: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postApiUpload: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version to answer in. Without it: a token’s pinned version (the one current when it was made), else the newest. Anything else is 400 unsupported_api_version. */
                "API-Version"?: "2026-11-26";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "image": "(the PNG, JPEG or WebP file)",
                 *       "style": "Watercolor"
                 *     }
                 */
                "multipart/form-data": {
                    image: string;
                    /**
                     * @default Ghibli-inspired
                     * @enum {string}
                     */
                    style?: "Ghibli-inspired" | "Hyper-realistic" | "Studio Lighting" | "Minimalist" | "Isometric" | "Flat Design" | "Watercolor" | "Cyberpunk" | "Paper Cut-Out" | "Line Art";
                    /** @default Navy */
                    color?: string;
                    /** @default false */
                    showInCommunity?: boolean;
                    /** @default false */
                    removeBackground?: boolean;
                    /**
                     * @description All of the picture, clear margins around it ("whole"), or cropped to its most interesting square ("square").
                     * @default whole
                     * @enum {string}
                     */
                    fit?: "whole" | "square";
                };
            };
        };
        responses: {
            /** @description Stored */
            201: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "filePath": "uploads/0f8fad5b-d9cb-469f-a165-70867728950e.png",
                     *       "imgurUrl": "/uploads/0f8fad5b-d9cb-469f-a165-70867728950e.png"
                     *     }
                     */
                    "application/json": {
                        filePath: string;
                        imgurUrl: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Invalid input: `validation_failed` (per field in `errors[]`), `invalid_request`, `invalid_idempotency_key`, `unsupported_api_version`; `form_refused` when the hidden honeypot field `website` comes filled (a bot) */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A bad token (`invalid_token`) */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope (`insufficient_scope`), the call is not yours, or a browser write came from another site (`forbidden`) */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is over its limit (`body_too_large`; the connection is closed), or the image has more than 40 megapixels (`image_too_large`): do not retry either */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not multipart/form-data (`unsupported_media_type`) */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A rate limit (`rate_limited`, with Retry-After and RateLimit) */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A failure on the store’s side (`internal_error`) */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The store is shedding load or its database is unreachable (`unavailable`): retry after Retry-After */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other refusal, as a problem */
            default: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postApiDesignsFromImage: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID). Sending the same request again with the same key answers the first success (with `Idempotent-Replayed: true`) instead of creating again; the same key with another body is 422, and 409 while the first is still running. Keys are per user (or visitor) and kept 24 hours; refusals are not kept. */
                "Idempotency-Key"?: string;
                /** @description The version to answer in. Without it: a token’s pinned version (the one current when it was made), else the newest. Anything else is 400 unsupported_api_version. */
                "API-Version"?: "2026-11-26";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "imagePath": "uploads/0f8fad5b-d9cb-469f-a165-70867728950e.png",
                 *       "style": "Watercolor"
                 *     }
                 */
                "application/json": {
                    imagePath: string;
                    imgurUrl?: string;
                    /** @default Navy */
                    tshirtColor?: string;
                    /**
                     * @default Ghibli-inspired
                     * @enum {string}
                     */
                    style?: "Ghibli-inspired" | "Hyper-realistic" | "Studio Lighting" | "Minimalist" | "Isometric" | "Flat Design" | "Watercolor" | "Cyberpunk" | "Paper Cut-Out" | "Line Art";
                    /** @default false */
                    showInCommunity?: boolean;
                    /** @default false */
                    removeBackground?: boolean;
                    /**
                     * @description All of the picture, clear margins around it ("whole"), or cropped to its most interesting square ("square").
                     * @default whole
                     * @enum {string}
                     */
                    fit?: "whole" | "square";
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "design": {
                     *         "id": 42,
                     *         "prompt": "a heron in the reeds",
                     *         "imageUrl": "/images/designs/42.png",
                     *         "mockupUrl": "/images/mockups/42.webp",
                     *         "name": "Heron",
                     *         "style": "Line Art",
                     *         "color": "Navy",
                     *         "designType": "image",
                     *         "createdAt": "2026-11-26T04:40:35.113Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        design: {
                            id: number;
                            prompt: string;
                            name: string;
                            /** @description One of the ten styles */
                            style: string;
                            /** @description The shirt colour it was previewed on */
                            color: string;
                            /** @enum {string} */
                            designType: "image" | "text";
                            imageUrl: string;
                            mockupUrl: string;
                            /** @description ISO 8601 */
                            createdAt: string;
                        } & {
                            [key: string]: unknown;
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Invalid input: `validation_failed` (per field in `errors[]`), `invalid_request`, `invalid_idempotency_key`, `unsupported_api_version` */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A bad token (`invalid_token`) */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope (`insufficient_scope`), the call is not yours, or a browser write came from another site (`forbidden`) */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The same Idempotency-Key is still running (`idempotency_key_in_use`): retry after Retry-After */
            409: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is over its limit (`body_too_large`); the connection is closed */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not application/json (`unsupported_media_type`) */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description This Idempotency-Key was used with a different request (`idempotency_key_reused`) */
            422: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A rate limit (`rate_limited`, with Retry-After and RateLimit) */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A failure on the store’s side (`internal_error`) */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The store is shedding load or its database is unreachable (`unavailable`): retry after Retry-After */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Still being made after the wait (`gateway_timeout`): follow the job named in `detail` */
            504: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other refusal, as a problem */
            default: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getApiCommunityDesigns: {
        parameters: {
            query?: {
                page?: number;
                /** @description The previous answer’s nextCursor */
                cursor?: string;
                /** @description Words that must all appear in the title or the prompt (any case) */
                q?: string;
                /** @description Only designs in this style, one of: Ghibli-inspired, Hyper-realistic, Studio Lighting, Minimalist, Isometric, Flat Design, Watercolor, Cyberpunk, Paper Cut-Out, Line Art (any case) */
                style?: string;
                /** @description Only designs offered on this shirt colour, a catalogue colour name (any case), e.g. Navy */
                color?: string;
            };
            header?: {
                /** @description The version to answer in. Without it: a token’s pinned version (the one current when it was made), else the newest. Anything else is 400 unsupported_api_version. */
                "API-Version"?: "2026-11-26";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "designs": [
                     *         {
                     *           "id": 42,
                     *           "title": "Heron",
                     *           "description": "A Line Art design, printed on demand on a Navy 100% cotton tee.",
                     *           "price": 2499,
                     *           "images": [
                     *             {
                     *               "src": "/images/mockups/42.webp",
                     *               "position": "front"
                     *             }
                     *           ],
                     *           "shop": {
                     *             "id": 7,
                     *             "name": "Heron Tees"
                     *           },
                     *           "upvoteCount": 3,
                     *           "printifyProductId": null
                     *         }
                     *       ],
                     *       "page": 1,
                     *       "hasMore": false,
                     *       "nextCursor": null
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        designs: ({
                            id: number;
                            title: string;
                            description: string;
                            /** @description Integer cents */
                            price: number;
                            images: ({
                                src: string;
                                /** @description front */
                                position: string;
                            } & {
                                [key: string]: unknown;
                            })[];
                            /** @description The creator shop that sells it, if any */
                            shop?: ({
                                id: number;
                                name: string;
                                handle?: string;
                            } & {
                                [key: string]: unknown;
                            }) | null;
                            upvoteCount: number;
                            /** @description The shirt colour the design was made and is shown on (a catalogue colour name) */
                            color?: string;
                            printifyProductId?: string | null;
                        } & {
                            [key: string]: unknown;
                        })[];
                        page: number;
                        hasMore: boolean;
                        nextCursor: string | null;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Not modified (If-None-Match) */
            304: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (`validation_failed` with `errors[]`, `invalid_request`), or `unsupported_api_version`; `invalid_cursor` or `invalid_limit` for a changed cursor or a limit out of range */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A bad token (`invalid_token`) */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope (`insufficient_scope`), the call is not yours, or a browser write came from another site (`forbidden`) */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A rate limit (`rate_limited`, with Retry-After and RateLimit) */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A failure on the store’s side (`internal_error`) */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The store is shedding load or its database is unreachable (`unavailable`): retry after Retry-After */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other refusal, as a problem */
            default: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getApiDesignsUserByUserId: {
        parameters: {
            query?: {
                /** @description Rows a page holds, 1 to 200; without it: 200 */
                limit?: number;
                /** @description The previous answer’s nextCursor, exactly as it was (opaque); anything else is a 400 */
                cursor?: string;
            };
            header?: {
                /** @description The version to answer in. Without it: a token’s pinned version (the one current when it was made), else the newest. Anything else is 400 unsupported_api_version. */
                "API-Version"?: "2026-11-26";
            };
            path: {
                /** @description Must be the signed-in user’s id */
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "designs": [
                     *         {
                     *           "id": 42,
                     *           "prompt": "a heron in the reeds",
                     *           "imageUrl": "/images/designs/42.png",
                     *           "mockupUrl": "/images/mockups/42.webp",
                     *           "name": "Heron",
                     *           "createdAt": "2026-11-26T04:40:35.113Z",
                     *           "externalId": null,
                     *           "externalSource": null,
                     *           "printifyProductId": null,
                     *           "inCommunity": true
                     *         }
                     *       ],
                     *       "nextCursor": null
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        designs: ({
                            id: number;
                            prompt: string;
                            /** @description The title the creator gave it */
                            name: string;
                            /** @description The artwork (transparent where the style allows) */
                            imageUrl: string | null;
                            /** @description The artwork on a shirt */
                            mockupUrl: string | null;
                            /** @description ISO 8601 */
                            createdAt: string;
                            externalId: string | null;
                            externalSource: string | null;
                            printifyProductId: string | null;
                            /** @description Shown in the community (the creator’s choice) */
                            inCommunity: boolean;
                        } & {
                            [key: string]: unknown;
                        })[];
                        /** @description Pass it back as ?cursor= for the next page; null on the last page */
                        nextCursor: string | null;
                        message?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Invalid input (`validation_failed` with `errors[]`, `invalid_request`), or `unsupported_api_version`; `invalid_cursor` or `invalid_limit` for a changed cursor or a limit out of range */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Signed out (`unauthenticated`), or a bad token (`invalid_token`) */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope (`insufficient_scope`), the call is not yours, or a browser write came from another site (`forbidden`) */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Nothing there, or not yours (`not_found`) */
            404: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A rate limit (`rate_limited`, with Retry-After and RateLimit) */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A failure on the store’s side (`internal_error`) */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The store is shedding load or its database is unreachable (`unavailable`): retry after Retry-After */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other refusal, as a problem */
            default: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getApiDesignsByIdUpvote: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version to answer in. Without it: a token’s pinned version (the one current when it was made), else the newest. Anything else is 400 unsupported_api_version. */
                "API-Version"?: "2026-11-26";
            };
            path: {
                /** @description Design id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "upvoted": true,
                     *       "upvoteCount": 3
                     *     }
                     */
                    "application/json": {
                        upvoted: boolean;
                        upvoteCount: number;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Invalid input (`validation_failed` with `errors[]`, `invalid_request`), or `unsupported_api_version` */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Signed out (`unauthenticated`), or a bad token (`invalid_token`) */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope (`insufficient_scope`), the call is not yours, or a browser write came from another site (`forbidden`) */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Nothing there, or not yours (`not_found`) */
            404: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A rate limit (`rate_limited`, with Retry-After and RateLimit) */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A failure on the store’s side (`internal_error`) */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The store is shedding load or its database is unreachable (`unavailable`): retry after Retry-After */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other refusal, as a problem */
            default: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postApiDesignsByIdUpvote: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version to answer in. Without it: a token’s pinned version (the one current when it was made), else the newest. Anything else is 400 unsupported_api_version. */
                "API-Version"?: "2026-11-26";
            };
            path: {
                /** @description Design id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "upvoted": true,
                     *       "upvoteCount": 4
                     *     }
                     */
                    "application/json": {
                        upvoted: boolean;
                        upvoteCount: number;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Invalid input (`validation_failed` with `errors[]`, `invalid_request`), or `unsupported_api_version` */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Signed out (`unauthenticated`), or a bad token (`invalid_token`) */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope (`insufficient_scope`), the call is not yours, or a browser write came from another site (`forbidden`) */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Nothing there, or not yours (`not_found`) */
            404: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A rate limit (`rate_limited`, with Retry-After and RateLimit) */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A failure on the store’s side (`internal_error`) */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The store is shedding load or its database is unreachable (`unavailable`): retry after Retry-After */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other refusal, as a problem */
            default: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteApiDesignsByIdUpvote: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version to answer in. Without it: a token’s pinned version (the one current when it was made), else the newest. Anything else is 400 unsupported_api_version. */
                "API-Version"?: "2026-11-26";
            };
            path: {
                /** @description Design id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "upvoted": false,
                     *       "upvoteCount": 3
                     *     }
                     */
                    "application/json": {
                        upvoted: boolean;
                        upvoteCount: number;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Invalid input (`validation_failed` with `errors[]`, `invalid_request`), or `unsupported_api_version` */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Signed out (`unauthenticated`), or a bad token (`invalid_token`) */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope (`insufficient_scope`), the call is not yours, or a browser write came from another site (`forbidden`) */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Nothing there, or not yours (`not_found`) */
            404: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A rate limit (`rate_limited`, with Retry-After and RateLimit) */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A failure on the store’s side (`internal_error`) */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The store is shedding load or its database is unreachable (`unavailable`): retry after Retry-After */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other refusal, as a problem */
            default: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getApiPopularDesigns: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version to answer in. Without it: a token’s pinned version (the one current when it was made), else the newest. Anything else is 400 unsupported_api_version. */
                "API-Version"?: "2026-11-26";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "designs": [
                     *         {
                     *           "id": 42,
                     *           "prompt": "a heron in the reeds",
                     *           "imageUrl": "/images/designs/42.png",
                     *           "mockupUrl": "/images/mockups/42.webp",
                     *           "upvoteCount": 3
                     *         }
                     *       ],
                     *       "nextCursor": null
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        designs: ({
                            id: number;
                            imageUrl: string;
                            mockupUrl: string | null;
                            prompt: string;
                            upvoteCount: number;
                        } & {
                            [key: string]: unknown;
                        })[];
                        nextCursor: null;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Not modified */
            304: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (`validation_failed` with `errors[]`, `invalid_request`), or `unsupported_api_version` */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A bad token (`invalid_token`) */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope (`insufficient_scope`), the call is not yours, or a browser write came from another site (`forbidden`) */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A rate limit (`rate_limited`, with Retry-After and RateLimit) */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A failure on the store’s side (`internal_error`) */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The store is shedding load or its database is unreachable (`unavailable`): retry after Retry-After */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other refusal, as a problem */
            default: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getApiPrintifyAvailableColors: {
        parameters: {
            query: {
                blueprintId: number;
                providerId: number;
            };
            header?: {
                /** @description The version to answer in. Without it: a token’s pinned version (the one current when it was made), else the newest. Anything else is 400 unsupported_api_version. */
                "API-Version"?: "2026-11-26";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "sampleVariants": [
                     *         {
                     *           "variantId": 18100,
                     *           "color": "Navy",
                     *           "hex": "#1f2a44"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        sampleVariants: ({
                            variantId: number;
                            color: string;
                            hex?: string | null;
                        } & {
                            [key: string]: unknown;
                        })[];
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Invalid input (`validation_failed` with `errors[]`, `invalid_request`), or `unsupported_api_version` */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A bad token (`invalid_token`) */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope (`insufficient_scope`), the call is not yours, or a browser write came from another site (`forbidden`) */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A rate limit (`rate_limited`, with Retry-After and RateLimit) */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A failure on the store’s side (`internal_error`) */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The store is shedding load or its database is unreachable (`unavailable`): retry after Retry-After */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other refusal, as a problem */
            default: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getApiProductsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version to answer in. Without it: a token’s pinned version (the one current when it was made), else the newest. Anything else is 400 unsupported_api_version. */
                "API-Version"?: "2026-11-26";
            };
            path: {
                /** @description Design id or provider product id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "product": {
                     *         "id": "42",
                     *         "title": "Heron",
                     *         "description": "A Line Art design, printed on demand on a Navy 100% cotton tee.",
                     *         "price": 2499,
                     *         "designId": 42,
                     *         "designUrl": "/images/designs/42.png",
                     *         "mockupUrl": "/images/mockups/42.webp",
                     *         "color": "Navy",
                     *         "printifyProductId": null,
                     *         "images": [
                     *           {
                     *             "src": "/images/mockups/42.webp",
                     *             "position": "front"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        product: {
                            /** @description The design id (as text) or the provider’s product id */
                            id: number | string;
                            title: string;
                            description?: string;
                            /** @description Integer cents */
                            price?: number;
                            designId?: number | null;
                            designUrl?: string | null;
                            mockupUrl?: string | null;
                            color?: string;
                            printifyProductId?: string | null;
                            images?: ({
                                src: string;
                                /** @description front */
                                position: string;
                            } & {
                                [key: string]: unknown;
                            })[];
                        } & {
                            [key: string]: unknown;
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Invalid input (`validation_failed` with `errors[]`, `invalid_request`), or `unsupported_api_version` */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A bad token (`invalid_token`) */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope (`insufficient_scope`), the call is not yours, or a browser write came from another site (`forbidden`) */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Nothing there, or not yours (`not_found`) */
            404: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A rate limit (`rate_limited`, with Retry-After and RateLimit) */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A failure on the store’s side (`internal_error`) */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The store is shedding load or its database is unreachable (`unavailable`): retry after Retry-After */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other refusal, as a problem */
            default: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getApiProductsByIdVariants: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version to answer in. Without it: a token’s pinned version (the one current when it was made), else the newest. Anything else is 400 unsupported_api_version. */
                "API-Version"?: "2026-11-26";
            };
            path: {
                /** @description Design id or provider product id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "variants": [
                     *         {
                     *           "id": 17603,
                     *           "color": "White",
                     *           "size": "L",
                     *           "price": 2499,
                     *           "isEnabled": true
                     *         }
                     *       ],
                     *       "variantsByColor": {
                     *         "White": [
                     *           {
                     *             "id": 17603,
                     *             "color": "White",
                     *             "size": "L",
                     *             "price": 2499,
                     *             "isEnabled": true
                     *           }
                     *         ]
                     *       },
                     *       "sizes": [
                     *         "L"
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        variants: ({
                            /** @description The catalogue variant id (Printify’s) */
                            id: number;
                            color: string;
                            size: string;
                            /** @description Integer cents */
                            price: number;
                            isEnabled: boolean;
                        } & {
                            [key: string]: unknown;
                        })[];
                        /** @description Every variant, by colour name */
                        variantsByColor: {
                            [key: string]: ({
                                /** @description The catalogue variant id (Printify’s) */
                                id: number;
                                color: string;
                                size: string;
                                /** @description Integer cents */
                                price: number;
                                isEnabled: boolean;
                            } & {
                                [key: string]: unknown;
                            })[];
                        };
                        sizes: string[];
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Invalid input (`validation_failed` with `errors[]`, `invalid_request`), or `unsupported_api_version` */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A bad token (`invalid_token`) */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope (`insufficient_scope`), the call is not yours, or a browser write came from another site (`forbidden`) */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Nothing there, or not yours (`not_found`) */
            404: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A rate limit (`rate_limited`, with Retry-After and RateLimit) */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A failure on the store’s side (`internal_error`) */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The store is shedding load or its database is unreachable (`unavailable`): retry after Retry-After */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other refusal, as a problem */
            default: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postApiCreatePaymentIntent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID). Sending the same request again with the same key answers the first success (with `Idempotent-Replayed: true`) instead of creating again; the same key with another body is 422, and 409 while the first is still running. Keys are per user (or visitor) and kept 24 hours; refusals are not kept. */
                "Idempotency-Key"?: string;
                /** @description The version to answer in. Without it: a token’s pinned version (the one current when it was made), else the newest. Anything else is 400 unsupported_api_version. */
                "API-Version"?: "2026-11-26";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "items": [
                 *         {
                 *           "designId": 42,
                 *           "variantId": 17603,
                 *           "quantity": 2
                 *         }
                 *       ],
                 *       "address": {
                 *         "first_name": "Ada",
                 *         "last_name": "Lovelace",
                 *         "email": "ada@example.com",
                 *         "phone": "5550100",
                 *         "address1": "1 Analytical St",
                 *         "city": "Springfield",
                 *         "region": "IL",
                 *         "zip": "62701",
                 *         "country": "US"
                 *       }
                 *     }
                 */
                "application/json": {
                    items?: ({
                        designId: number;
                        variantId: number;
                        /** @default 1 */
                        quantity?: number;
                    } & {
                        [key: string]: unknown;
                    })[];
                    address?: {
                        first_name: string;
                        last_name: string;
                        email: string;
                        phone: string;
                        address1: string;
                        address2?: string;
                        city: string;
                        region: string;
                        zip: string;
                        country: string;
                    };
                    discountCode?: string | null;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "cartId": "85a7872f-d98a-4ee4-aa21-763e7906c5e5",
                     *       "clientSecret": "pi_3Q_secret_abc",
                     *       "paymentIntentId": "pi_3Q",
                     *       "amount": 5606,
                     *       "amountCents": 5606,
                     *       "formattedAmount": "$56.06",
                     *       "currency": "usd",
                     *       "message": "Payment intent ready"
                     *     }
                     */
                    "application/json": {
                        /** @description The cart this intent pays (always for an API cart; for a checkout posted with a token) */
                        cartId?: string;
                        clientSecret: string;
                        paymentIntentId: string;
                        /** @description Integer cents (the same as amountCents) */
                        amount: number;
                        amountCents: number;
                        formattedAmount: string;
                        /** @description ISO 4217 currency code in lower case, as in every answer and event: "usd" */
                        currency: string;
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Invalid checkout data (`validation_failed`, e.g. a quantity outside 1-100), `design_not_ready`, `variant_not_available`, `cart_empty`, or an address in a country the store does not ship to (`country_not_served`, with `servedCountries`); or: Invalid input: `validation_failed` (per field in `errors[]`), `invalid_request`, `invalid_idempotency_key`, `unsupported_api_version` */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A bad token (`invalid_token`) */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope (`insufficient_scope`), the call is not yours, or a browser write came from another site (`forbidden`) */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The cart’s payment is processing (`payment_processing`, with `paymentId`) or already paid (`cart_already_paid`, with `orderId`): do not retry. Or an item names, or the cart holds, a design the store no longer sells: hidden, held for review, removed, rejected, deleted or its owner blocked (`design_unavailable`, with `lineIds` for the cart’s lines): post the items without them; or: The same Idempotency-Key is still running (`idempotency_key_in_use`): retry after Retry-After */
            409: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is over its limit (`body_too_large`); the connection is closed */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not application/json (`unsupported_media_type`) */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The discount code is refused: unknown (`discount_code_invalid`), ended or deactivated (`discount_code_expired`), not started yet (`discount_code_not_started`), no uses left (`discount_code_used_up`), once per customer and already used by this account or e-mail (`discount_code_already_used`), or the subtotal is below its minimum (`discount_code_below_minimum`). Send `discountCode: null` to pay without it. Or the tax service cannot place the shipping address (`tax_location_invalid`): correct the postal code, state or province and city; or: This Idempotency-Key was used with a different request (`idempotency_key_reused`) */
            422: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A rate limit (`rate_limited`, with Retry-After and RateLimit) */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A failure on the store’s side (`internal_error`) */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The payment service did not answer (`upstream_unavailable`) */
            502: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The tax service did not answer in time (`tax_unavailable`): retry in a moment; or: The store is shedding load or its database is unreachable (`unavailable`): retry after Retry-After */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other refusal, as a problem */
            default: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postApiCarts: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID). Sending the same request again with the same key answers the first success (with `Idempotent-Replayed: true`) instead of creating again; the same key with another body is 422, and 409 while the first is still running. Keys are per user (or visitor) and kept 24 hours; refusals are not kept. */
                "Idempotency-Key"?: string;
                /** @description The version to answer in. Without it: a token’s pinned version (the one current when it was made), else the newest. Anything else is 400 unsupported_api_version. */
                "API-Version"?: "2026-11-26";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "items": [
                 *         {
                 *           "designId": 42,
                 *           "variantId": 17603,
                 *           "quantity": 2
                 *         }
                 *       ],
                 *       "address": {
                 *         "first_name": "Ada",
                 *         "last_name": "Lovelace",
                 *         "email": "ada@example.com",
                 *         "phone": "5550100",
                 *         "address1": "1 Analytical St",
                 *         "city": "Springfield",
                 *         "region": "IL",
                 *         "zip": "62701",
                 *         "country": "US"
                 *       }
                 *     }
                 */
                "application/json": {
                    discountCode?: string | null;
                    items?: ({
                        designId: number;
                        variantId: number;
                        /** @default 1 */
                        quantity?: number;
                    } & {
                        [key: string]: unknown;
                    })[];
                    address?: {
                        first_name: string;
                        last_name: string;
                        email: string;
                        phone: string;
                        address1: string;
                        address2?: string;
                        city: string;
                        region: string;
                        zip: string;
                        country: string;
                    };
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Created (Location names the cart) */
            201: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "cart": {
                     *         "id": "85a7872f-d98a-4ee4-aa21-763e7906c5e5",
                     *         "lines": [
                     *           {
                     *             "id": 2,
                     *             "designId": 42,
                     *             "variantId": 17603,
                     *             "title": "Heron",
                     *             "color": "White",
                     *             "size": "L",
                     *             "quantity": 2,
                     *             "unitPriceCents": 2499,
                     *             "lineTotalCents": 4998,
                     *             "imageUrl": "/images/mockups/42.webp",
                     *             "available": true
                     *           }
                     *         ],
                     *         "address": {
                     *           "first_name": "Ada",
                     *           "last_name": "Lovelace",
                     *           "email": "ada@example.com",
                     *           "phone": "5550100",
                     *           "address1": "1 Analytical St",
                     *           "city": "Springfield",
                     *           "region": "IL",
                     *           "zip": "62701",
                     *           "country": "US"
                     *         },
                     *         "pricing": {
                     *           "quantity": 2,
                     *           "subtotalCents": 4998,
                     *           "discountPercent": 0,
                     *           "discountCents": 0,
                     *           "discountCode": null,
                     *           "codeDiscountCents": 0,
                     *           "shippingCents": 608,
                     *           "taxCents": 0,
                     *           "tax": {
                     *             "status": "needs-address",
                     *             "label": "Tax",
                     *             "estimated": false,
                     *             "message": null
                     *           },
                     *           "totalCents": 5606,
                     *           "currency": "usd",
                     *           "formattedTotal": "$56.06"
                     *         },
                     *         "shipping": {
                     *           "country": "US",
                     *           "countryName": "United States",
                     *           "served": true,
                     *           "method": "standard",
                     *           "costCents": 608,
                     *           "delivery": {
                     *             "earliest": "2026-12-07",
                     *             "latest": "2026-12-16",
                     *             "minBusinessDays": 7,
                     *             "maxBusinessDays": 14,
                     *             "label": "to the US: Dec 7–16"
                     *           }
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        cart: {
                            /** @description The cart’s id (a UUID) */
                            id: string;
                            lines: ({
                                id: number;
                                designId: number | null;
                                variantId: number;
                                title: string;
                                color: string;
                                size: string;
                                quantity: number;
                                unitPriceCents: number;
                                lineTotalCents: number;
                                imageUrl: string | null;
                                /** @description False when the store no longer sells the line’s design: the cart is not paid while it holds the line */
                                available: boolean;
                            } & {
                                [key: string]: unknown;
                            })[];
                            address: ({
                                first_name: string;
                                last_name: string;
                                address1: string;
                                address2?: string;
                                city: string;
                                region: string;
                                zip: string;
                                country: string;
                                email: string;
                                phone?: string;
                            } & {
                                [key: string]: unknown;
                            }) | null;
                            pricing: {
                                quantity: number;
                                subtotalCents: number;
                                discountPercent: number;
                                /** @description The quantity discount (5/10/15% at 5/10/25 shirts) */
                                discountCents: number;
                                /** @description The discount code applied, after the quantity discount; null when none applies */
                                discountCode: string | null;
                                /** @description What the code takes off the shirts after the quantity discount (never shipping) */
                                codeDiscountCents: number;
                                shippingCents: number;
                                /** @description Tax on the shirts after every discount and on shipping where it is taxed; 0 when none */
                                taxCents: number;
                                /** @description The tax line */
                                tax: {
                                    /**
                                     * @description Only `calculated` and `none` (and `needs-address` before an address) may be paid
                                     * @enum {string}
                                     */
                                    status: "calculated" | "none" | "needs-address" | "invalid-address" | "unavailable";
                                    /** @description e.g. "VAT 23% (estimate)" in test mode, "Tax" with Stripe Tax */
                                    label: string;
                                    /** @description True for the offline table’s estimate (test mode) */
                                    estimated: boolean;
                                    message: string | null;
                                } & {
                                    [key: string]: unknown;
                                };
                                /** @description subtotalCents − discountCents − codeDiscountCents + shippingCents + taxCents */
                                totalCents: number;
                                /** @description ISO 4217 currency code in lower case, as in every answer and event: "usd" */
                                currency: string;
                                /** @description The total as the store shows it, e.g. "$56.06" */
                                formattedTotal: string;
                            } & {
                                [key: string]: unknown;
                            };
                            /** @description Where the cart ships, what standard shipping costs there and when it arrives */
                            shipping: {
                                /** @description ISO 3166-1 alpha-2: the address’s country, the US before an address */
                                country: string;
                                countryName: string;
                                /** @description False when the store no longer ships there: the cart is not paid (`country_not_served`) */
                                served: boolean;
                                /** @description Always standard shipping */
                                method: string;
                                /** @description The country’s first-item rate plus its additional-item rate per further shirt (USD cents) */
                                costCents: number;
                                /** @description The delivery promise if ordered now: printing plus the carrier, in business days */
                                delivery: ({
                                    /** @description YYYY-MM-DD */
                                    earliest: string;
                                    /** @description YYYY-MM-DD */
                                    latest: string;
                                    minBusinessDays: number;
                                    maxBusinessDays: number;
                                    /** @description As the store shows it, e.g. "to Canada: Dec 9–23" */
                                    label: string;
                                } & {
                                    [key: string]: unknown;
                                }) | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Invalid cart (`validation_failed`), `design_not_ready`, `variant_not_available`, or an address in a country the store does not ship to (`country_not_served`, with `servedCountries`); or: Invalid input: `validation_failed` (per field in `errors[]`), `invalid_request`, `invalid_idempotency_key`, `unsupported_api_version` */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Signed out (`unauthenticated`), or a bad token (`invalid_token`) */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope (`insufficient_scope`), the call is not yours, or a browser write came from another site (`forbidden`) */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The same Idempotency-Key is still running (`idempotency_key_in_use`): retry after Retry-After */
            409: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is over its limit (`body_too_large`); the connection is closed */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not application/json (`unsupported_media_type`) */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The discount code is refused: unknown (`discount_code_invalid`), ended or deactivated (`discount_code_expired`), not started yet (`discount_code_not_started`), no uses left (`discount_code_used_up`), once per customer and already used by this account or e-mail (`discount_code_already_used`), or the subtotal is below its minimum (`discount_code_below_minimum`). Send `discountCode: null` to pay without it; or: This Idempotency-Key was used with a different request (`idempotency_key_reused`) */
            422: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A rate limit (`rate_limited`, with Retry-After and RateLimit) */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A failure on the store’s side (`internal_error`) */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The store is shedding load or its database is unreachable (`unavailable`): retry after Retry-After */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other refusal, as a problem */
            default: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getApiCartsByCartId: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version to answer in. Without it: a token’s pinned version (the one current when it was made), else the newest. Anything else is 400 unsupported_api_version. */
                "API-Version"?: "2026-11-26";
            };
            path: {
                /** @description The cart’s id */
                cartId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "cart": {
                     *         "id": "85a7872f-d98a-4ee4-aa21-763e7906c5e5",
                     *         "lines": [
                     *           {
                     *             "id": 2,
                     *             "designId": 42,
                     *             "variantId": 17603,
                     *             "title": "Heron",
                     *             "color": "White",
                     *             "size": "L",
                     *             "quantity": 2,
                     *             "unitPriceCents": 2499,
                     *             "lineTotalCents": 4998,
                     *             "imageUrl": "/images/mockups/42.webp",
                     *             "available": true
                     *           }
                     *         ],
                     *         "address": {
                     *           "first_name": "Ada",
                     *           "last_name": "Lovelace",
                     *           "email": "ada@example.com",
                     *           "phone": "5550100",
                     *           "address1": "1 Analytical St",
                     *           "city": "Springfield",
                     *           "region": "IL",
                     *           "zip": "62701",
                     *           "country": "US"
                     *         },
                     *         "pricing": {
                     *           "quantity": 2,
                     *           "subtotalCents": 4998,
                     *           "discountPercent": 0,
                     *           "discountCents": 0,
                     *           "discountCode": null,
                     *           "codeDiscountCents": 0,
                     *           "shippingCents": 608,
                     *           "taxCents": 0,
                     *           "tax": {
                     *             "status": "needs-address",
                     *             "label": "Tax",
                     *             "estimated": false,
                     *             "message": null
                     *           },
                     *           "totalCents": 5606,
                     *           "currency": "usd",
                     *           "formattedTotal": "$56.06"
                     *         },
                     *         "shipping": {
                     *           "country": "US",
                     *           "countryName": "United States",
                     *           "served": true,
                     *           "method": "standard",
                     *           "costCents": 608,
                     *           "delivery": {
                     *             "earliest": "2026-12-07",
                     *             "latest": "2026-12-16",
                     *             "minBusinessDays": 7,
                     *             "maxBusinessDays": 14,
                     *             "label": "to the US: Dec 7–16"
                     *           }
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        cart: {
                            /** @description The cart’s id (a UUID) */
                            id: string;
                            lines: ({
                                id: number;
                                designId: number | null;
                                variantId: number;
                                title: string;
                                color: string;
                                size: string;
                                quantity: number;
                                unitPriceCents: number;
                                lineTotalCents: number;
                                imageUrl: string | null;
                                /** @description False when the store no longer sells the line’s design: the cart is not paid while it holds the line */
                                available: boolean;
                            } & {
                                [key: string]: unknown;
                            })[];
                            address: ({
                                first_name: string;
                                last_name: string;
                                address1: string;
                                address2?: string;
                                city: string;
                                region: string;
                                zip: string;
                                country: string;
                                email: string;
                                phone?: string;
                            } & {
                                [key: string]: unknown;
                            }) | null;
                            pricing: {
                                quantity: number;
                                subtotalCents: number;
                                discountPercent: number;
                                /** @description The quantity discount (5/10/15% at 5/10/25 shirts) */
                                discountCents: number;
                                /** @description The discount code applied, after the quantity discount; null when none applies */
                                discountCode: string | null;
                                /** @description What the code takes off the shirts after the quantity discount (never shipping) */
                                codeDiscountCents: number;
                                shippingCents: number;
                                /** @description Tax on the shirts after every discount and on shipping where it is taxed; 0 when none */
                                taxCents: number;
                                /** @description The tax line */
                                tax: {
                                    /**
                                     * @description Only `calculated` and `none` (and `needs-address` before an address) may be paid
                                     * @enum {string}
                                     */
                                    status: "calculated" | "none" | "needs-address" | "invalid-address" | "unavailable";
                                    /** @description e.g. "VAT 23% (estimate)" in test mode, "Tax" with Stripe Tax */
                                    label: string;
                                    /** @description True for the offline table’s estimate (test mode) */
                                    estimated: boolean;
                                    message: string | null;
                                } & {
                                    [key: string]: unknown;
                                };
                                /** @description subtotalCents − discountCents − codeDiscountCents + shippingCents + taxCents */
                                totalCents: number;
                                /** @description ISO 4217 currency code in lower case, as in every answer and event: "usd" */
                                currency: string;
                                /** @description The total as the store shows it, e.g. "$56.06" */
                                formattedTotal: string;
                            } & {
                                [key: string]: unknown;
                            };
                            /** @description Where the cart ships, what standard shipping costs there and when it arrives */
                            shipping: {
                                /** @description ISO 3166-1 alpha-2: the address’s country, the US before an address */
                                country: string;
                                countryName: string;
                                /** @description False when the store no longer ships there: the cart is not paid (`country_not_served`) */
                                served: boolean;
                                /** @description Always standard shipping */
                                method: string;
                                /** @description The country’s first-item rate plus its additional-item rate per further shirt (USD cents) */
                                costCents: number;
                                /** @description The delivery promise if ordered now: printing plus the carrier, in business days */
                                delivery: ({
                                    /** @description YYYY-MM-DD */
                                    earliest: string;
                                    /** @description YYYY-MM-DD */
                                    latest: string;
                                    minBusinessDays: number;
                                    maxBusinessDays: number;
                                    /** @description As the store shows it, e.g. "to Canada: Dec 9–23" */
                                    label: string;
                                } & {
                                    [key: string]: unknown;
                                }) | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Invalid input (`validation_failed` with `errors[]`, `invalid_request`), or `unsupported_api_version` */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Signed out (`unauthenticated`), or a bad token (`invalid_token`) */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope (`insufficient_scope`), the call is not yours, or a browser write came from another site (`forbidden`) */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not a cart of yours (`cart_not_found`); or: Nothing there, or not yours (`not_found`) */
            404: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A rate limit (`rate_limited`, with Retry-After and RateLimit) */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A failure on the store’s side (`internal_error`) */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The store is shedding load or its database is unreachable (`unavailable`): retry after Retry-After */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other refusal, as a problem */
            default: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postApiCartsByCartIdItems: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID). Sending the same request again with the same key answers the first success (with `Idempotent-Replayed: true`) instead of creating again; the same key with another body is 422, and 409 while the first is still running. Keys are per user (or visitor) and kept 24 hours; refusals are not kept. */
                "Idempotency-Key"?: string;
                /** @description The version to answer in. Without it: a token’s pinned version (the one current when it was made), else the newest. Anything else is 400 unsupported_api_version. */
                "API-Version"?: "2026-11-26";
            };
            path: {
                /** @description The cart’s id */
                cartId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "designId": 42,
                 *       "variantId": 17603,
                 *       "quantity": 2
                 *     }
                 */
                "application/json": {
                    designId: number;
                    variantId: number;
                    /** @default 1 */
                    quantity?: number;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Added */
            201: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "cart": {
                     *         "id": "85a7872f-d98a-4ee4-aa21-763e7906c5e5",
                     *         "lines": [
                     *           {
                     *             "id": 2,
                     *             "designId": 42,
                     *             "variantId": 17603,
                     *             "title": "Heron",
                     *             "color": "White",
                     *             "size": "L",
                     *             "quantity": 2,
                     *             "unitPriceCents": 2499,
                     *             "lineTotalCents": 4998,
                     *             "imageUrl": "/images/mockups/42.webp",
                     *             "available": true
                     *           }
                     *         ],
                     *         "address": {
                     *           "first_name": "Ada",
                     *           "last_name": "Lovelace",
                     *           "email": "ada@example.com",
                     *           "phone": "5550100",
                     *           "address1": "1 Analytical St",
                     *           "city": "Springfield",
                     *           "region": "IL",
                     *           "zip": "62701",
                     *           "country": "US"
                     *         },
                     *         "pricing": {
                     *           "quantity": 2,
                     *           "subtotalCents": 4998,
                     *           "discountPercent": 0,
                     *           "discountCents": 0,
                     *           "discountCode": null,
                     *           "codeDiscountCents": 0,
                     *           "shippingCents": 608,
                     *           "taxCents": 0,
                     *           "tax": {
                     *             "status": "needs-address",
                     *             "label": "Tax",
                     *             "estimated": false,
                     *             "message": null
                     *           },
                     *           "totalCents": 5606,
                     *           "currency": "usd",
                     *           "formattedTotal": "$56.06"
                     *         },
                     *         "shipping": {
                     *           "country": "US",
                     *           "countryName": "United States",
                     *           "served": true,
                     *           "method": "standard",
                     *           "costCents": 608,
                     *           "delivery": {
                     *             "earliest": "2026-12-07",
                     *             "latest": "2026-12-16",
                     *             "minBusinessDays": 7,
                     *             "maxBusinessDays": 14,
                     *             "label": "to the US: Dec 7–16"
                     *           }
                     *         }
                     *       },
                     *       "lineId": 2
                     *     }
                     */
                    "application/json": {
                        cart: {
                            /** @description The cart’s id (a UUID) */
                            id: string;
                            lines: ({
                                id: number;
                                designId: number | null;
                                variantId: number;
                                title: string;
                                color: string;
                                size: string;
                                quantity: number;
                                unitPriceCents: number;
                                lineTotalCents: number;
                                imageUrl: string | null;
                                /** @description False when the store no longer sells the line’s design: the cart is not paid while it holds the line */
                                available: boolean;
                            } & {
                                [key: string]: unknown;
                            })[];
                            address: ({
                                first_name: string;
                                last_name: string;
                                address1: string;
                                address2?: string;
                                city: string;
                                region: string;
                                zip: string;
                                country: string;
                                email: string;
                                phone?: string;
                            } & {
                                [key: string]: unknown;
                            }) | null;
                            pricing: {
                                quantity: number;
                                subtotalCents: number;
                                discountPercent: number;
                                /** @description The quantity discount (5/10/15% at 5/10/25 shirts) */
                                discountCents: number;
                                /** @description The discount code applied, after the quantity discount; null when none applies */
                                discountCode: string | null;
                                /** @description What the code takes off the shirts after the quantity discount (never shipping) */
                                codeDiscountCents: number;
                                shippingCents: number;
                                /** @description Tax on the shirts after every discount and on shipping where it is taxed; 0 when none */
                                taxCents: number;
                                /** @description The tax line */
                                tax: {
                                    /**
                                     * @description Only `calculated` and `none` (and `needs-address` before an address) may be paid
                                     * @enum {string}
                                     */
                                    status: "calculated" | "none" | "needs-address" | "invalid-address" | "unavailable";
                                    /** @description e.g. "VAT 23% (estimate)" in test mode, "Tax" with Stripe Tax */
                                    label: string;
                                    /** @description True for the offline table’s estimate (test mode) */
                                    estimated: boolean;
                                    message: string | null;
                                } & {
                                    [key: string]: unknown;
                                };
                                /** @description subtotalCents − discountCents − codeDiscountCents + shippingCents + taxCents */
                                totalCents: number;
                                /** @description ISO 4217 currency code in lower case, as in every answer and event: "usd" */
                                currency: string;
                                /** @description The total as the store shows it, e.g. "$56.06" */
                                formattedTotal: string;
                            } & {
                                [key: string]: unknown;
                            };
                            /** @description Where the cart ships, what standard shipping costs there and when it arrives */
                            shipping: {
                                /** @description ISO 3166-1 alpha-2: the address’s country, the US before an address */
                                country: string;
                                countryName: string;
                                /** @description False when the store no longer ships there: the cart is not paid (`country_not_served`) */
                                served: boolean;
                                /** @description Always standard shipping */
                                method: string;
                                /** @description The country’s first-item rate plus its additional-item rate per further shirt (USD cents) */
                                costCents: number;
                                /** @description The delivery promise if ordered now: printing plus the carrier, in business days */
                                delivery: ({
                                    /** @description YYYY-MM-DD */
                                    earliest: string;
                                    /** @description YYYY-MM-DD */
                                    latest: string;
                                    minBusinessDays: number;
                                    maxBusinessDays: number;
                                    /** @description As the store shows it, e.g. "to Canada: Dec 9–23" */
                                    label: string;
                                } & {
                                    [key: string]: unknown;
                                }) | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                        lineId: number;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Invalid line (`validation_failed`), `design_not_ready`, `variant_not_available`, or `quantity_too_large`; or: Invalid input: `validation_failed` (per field in `errors[]`), `invalid_request`, `invalid_idempotency_key`, `unsupported_api_version` */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Signed out (`unauthenticated`), or a bad token (`invalid_token`) */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope (`insufficient_scope`), the call is not yours, or a browser write came from another site (`forbidden`) */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not a cart of yours (`cart_not_found`); or: Nothing there, or not yours (`not_found`) */
            404: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The cart is paid and closed (`cart_closed`): create a new cart for another order. Or the design is no longer for sale: hidden, held for review, removed, rejected, deleted or its owner blocked (`design_unavailable`); or: The same Idempotency-Key is still running (`idempotency_key_in_use`): retry after Retry-After */
            409: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is over its limit (`body_too_large`); the connection is closed */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not application/json (`unsupported_media_type`) */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description This Idempotency-Key was used with a different request (`idempotency_key_reused`) */
            422: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A rate limit (`rate_limited`, with Retry-After and RateLimit) */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A failure on the store’s side (`internal_error`) */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The store is shedding load or its database is unreachable (`unavailable`): retry after Retry-After */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other refusal, as a problem */
            default: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postApiCartsByCartIdPaymentIntent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID). Sending the same request again with the same key answers the first success (with `Idempotent-Replayed: true`) instead of creating again; the same key with another body is 422, and 409 while the first is still running. Keys are per user (or visitor) and kept 24 hours; refusals are not kept. */
                "Idempotency-Key"?: string;
                /** @description The version to answer in. Without it: a token’s pinned version (the one current when it was made), else the newest. Anything else is 400 unsupported_api_version. */
                "API-Version"?: "2026-11-26";
            };
            path: {
                /** @description The cart’s id */
                cartId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": {
                    discountCode?: string | null;
                    address?: {
                        first_name: string;
                        last_name: string;
                        email: string;
                        phone: string;
                        address1: string;
                        address2?: string;
                        city: string;
                        region: string;
                        zip: string;
                        country: string;
                    };
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "cartId": "85a7872f-d98a-4ee4-aa21-763e7906c5e5",
                     *       "clientSecret": "pi_3Q_secret_abc",
                     *       "paymentIntentId": "pi_3Q",
                     *       "amount": 5606,
                     *       "amountCents": 5606,
                     *       "formattedAmount": "$56.06",
                     *       "currency": "usd",
                     *       "message": "Payment intent ready"
                     *     }
                     */
                    "application/json": {
                        /** @description The cart this intent pays (always for an API cart; for a checkout posted with a token) */
                        cartId?: string;
                        clientSecret: string;
                        paymentIntentId: string;
                        /** @description Integer cents (the same as amountCents) */
                        amount: number;
                        amountCents: number;
                        formattedAmount: string;
                        /** @description ISO 4217 currency code in lower case, as in every answer and event: "usd" */
                        currency: string;
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The cart is empty (`cart_empty`) or has no address (`address_required`), its address is in a country the store does not ship to (`country_not_served`, with `servedCountries`), or invalid input; or: Invalid input: `validation_failed` (per field in `errors[]`), `invalid_request`, `invalid_idempotency_key`, `unsupported_api_version` */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Signed out (`unauthenticated`), or a bad token (`invalid_token`) */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope (`insufficient_scope`), the call is not yours, or a browser write came from another site (`forbidden`) */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not a cart of yours (`cart_not_found`); or: Nothing there, or not yours (`not_found`) */
            404: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The cart’s payment is processing (`payment_processing`) or the cart is paid and closed (`cart_already_paid`, with `orderId`): do not retry. Or the cart holds a design no longer for sale (`design_unavailable`, with `lineIds`): make a new cart without those lines; or: The same Idempotency-Key is still running (`idempotency_key_in_use`): retry after Retry-After */
            409: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is over its limit (`body_too_large`); the connection is closed */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not application/json (`unsupported_media_type`) */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The discount code is refused: unknown (`discount_code_invalid`), ended or deactivated (`discount_code_expired`), not started yet (`discount_code_not_started`), no uses left (`discount_code_used_up`), once per customer and already used by this account or e-mail (`discount_code_already_used`), or the subtotal is below its minimum (`discount_code_below_minimum`). Send `discountCode: null` to pay without it. Or the tax service cannot place the shipping address (`tax_location_invalid`): correct the postal code, state or province and city; or: This Idempotency-Key was used with a different request (`idempotency_key_reused`) */
            422: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A rate limit (`rate_limited`, with Retry-After and RateLimit) */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A failure on the store’s side (`internal_error`) */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The payment service did not answer (`upstream_unavailable`) */
            502: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The tax service did not answer in time (`tax_unavailable`): retry in a moment; or: The store is shedding load or its database is unreachable (`unavailable`): retry after Retry-After */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other refusal, as a problem */
            default: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getApiOrders: {
        parameters: {
            query?: {
                /** @description Rows a page holds, 1 to 100; without it: 20 */
                limit?: number;
                /** @description The previous answer’s nextCursor, exactly as it was (opaque); anything else is a 400 */
                cursor?: string;
            };
            header?: {
                /** @description The version to answer in. Without it: a token’s pinned version (the one current when it was made), else the newest. Anything else is 400 unsupported_api_version. */
                "API-Version"?: "2026-11-26";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "orders": [
                     *         {
                     *           "orderId": "-p_exuwUqf0tNkRjmgrqsPPe",
                     *           "orderDate": "2026-11-26T04:40:36.837Z",
                     *           "orderStatus": "in production",
                     *           "status": "In production",
                     *           "totalCents": 5606,
                     *           "formattedTotal": "$56.06",
                     *           "currency": "usd",
                     *           "itemCount": 2
                     *         }
                     *       ],
                     *       "nextCursor": null
                     *     }
                     */
                    "application/json": {
                        orders: ({
                            orderId: string;
                            orderDate: string;
                            orderStatus: string;
                            status: string;
                            totalCents: number;
                            formattedTotal: string;
                            /** @description ISO 4217 currency code in lower case, as in every answer and event: "usd" */
                            currency: string;
                            itemCount: number;
                        } & {
                            [key: string]: unknown;
                        })[];
                        /** @description Pass it back as ?cursor= for the next page; null on the last page */
                        nextCursor: string | null;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Invalid input (`validation_failed` with `errors[]`, `invalid_request`), or `unsupported_api_version`; `invalid_cursor` or `invalid_limit` for a changed cursor or a limit out of range */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Signed out (`unauthenticated`), or a bad token (`invalid_token`) */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope (`insufficient_scope`), the call is not yours, or a browser write came from another site (`forbidden`) */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A rate limit (`rate_limited`, with Retry-After and RateLimit) */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A failure on the store’s side (`internal_error`) */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The store is shedding load or its database is unreachable (`unavailable`): retry after Retry-After */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other refusal, as a problem */
            default: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postApiOrders: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID). Sending the same request again with the same key answers the first success (with `Idempotent-Replayed: true`) instead of creating again; the same key with another body is 422, and 409 while the first is still running. Keys are per user (or visitor) and kept 24 hours; refusals are not kept. */
                "Idempotency-Key"?: string;
                /** @description The version to answer in. Without it: a token’s pinned version (the one current when it was made), else the newest. Anything else is 400 unsupported_api_version. */
                "API-Version"?: "2026-11-26";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "stripe_payment_id": "pi_3Q"
                 *     }
                 */
                "application/json": {
                    stripe_payment_id: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Already created */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Order created successfully",
                     *       "order": {
                     *         "id": "-p_exuwUqf0tNkRjmgrqsPPe",
                     *         "printifyOrderId": null
                     *       },
                     *       "orderId": "-p_exuwUqf0tNkRjmgrqsPPe"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                        order: {
                            id: string;
                            printifyOrderId: string | null;
                        } & {
                            [key: string]: unknown;
                        };
                        orderId: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Created */
            201: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                        order: {
                            id: string;
                            printifyOrderId: string | null;
                        } & {
                            [key: string]: unknown;
                        };
                        orderId: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The payment is processing (a bank debit not yet confirmed): the order is made when it settles */
            202: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        /** @constant */
                        processing: true;
                        paymentId: string;
                        orderId: null;
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Invalid input: `validation_failed` (per field in `errors[]`), `invalid_request`, `invalid_idempotency_key`, `unsupported_api_version` */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A bad token (`invalid_token`) */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The payment has not succeeded (`payment_not_succeeded`) */
            402: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope (`insufficient_scope`), the call is not yours, or a browser write came from another site (`forbidden`) */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No payment of yours with this id (`payment_not_found`) */
            404: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The payment does not match its checkout (`payment_mismatch`): do not retry; or: The same Idempotency-Key is still running (`idempotency_key_in_use`): retry after Retry-After */
            409: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is over its limit (`body_too_large`); the connection is closed */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not application/json (`unsupported_media_type`) */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description This Idempotency-Key was used with a different request (`idempotency_key_reused`) */
            422: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A rate limit (`rate_limited`, with Retry-After and RateLimit) */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A failure on the store’s side (`internal_error`) */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The payment service did not answer (`upstream_unavailable`) */
            502: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The store is shedding load or its database is unreachable (`unavailable`): retry after Retry-After */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other refusal, as a problem */
            default: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getApiOrdersById: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version to answer in. Without it: a token’s pinned version (the one current when it was made), else the newest. Anything else is 400 unsupported_api_version. */
                "API-Version"?: "2026-11-26";
            };
            path: {
                /** @description The order’s unguessable public id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "order": {
                     *         "orderId": "-p_exuwUqf0tNkRjmgrqsPPe",
                     *         "orderDate": "2026-11-26T04:40:36.837Z",
                     *         "orderStatus": "in production",
                     *         "status": "In production",
                     *         "estimatedDelivery": "Dec 7–16",
                     *         "items": [
                     *           {
                     *             "title": "Heron",
                     *             "variantId": 17603,
                     *             "quantity": 2,
                     *             "sku": "SS-17603-42",
                     *             "size": "L",
                     *             "color": "White",
                     *             "imageUrl": "/images/mockups/42.webp"
                     *           }
                     *         ],
                     *         "shippingAddress": {
                     *           "first_name": "Ada",
                     *           "last_name": "Lovelace",
                     *           "email": "ada@example.com",
                     *           "phone": "5550100",
                     *           "address1": "1 Analytical St",
                     *           "city": "Springfield",
                     *           "region": "IL",
                     *           "zip": "62701",
                     *           "country": "US"
                     *         },
                     *         "trackingInfo": "Not shipped yet",
                     *         "tracking": null,
                     *         "shippingCountry": "US",
                     *         "totals": {
                     *           "subtotal": "$49.98",
                     *           "discount": "$0.00",
                     *           "shipping": "$6.08",
                     *           "tax": "$0.00",
                     *           "taxLabel": "Tax",
                     *           "taxEstimated": false,
                     *           "total": "$56.06",
                     *           "subtotalCents": 4998,
                     *           "discountCents": 0,
                     *           "codeDiscountCents": 0,
                     *           "shippingCents": 608,
                     *           "taxCents": 0,
                     *           "taxRefundedCents": 0,
                     *           "totalCents": 5606,
                     *           "refundedCents": 0,
                     *           "currency": "usd"
                     *         }
                     *       },
                     *       "message": "Order found"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        order: {
                            orderId: string;
                            orderDate: string;
                            /** @description paid, in_production, shipped, delivered, refunded, canceled */
                            orderStatus: string;
                            /** @description The status in words, e.g. "In production" */
                            status: string;
                            estimatedDelivery: string;
                            items: ({
                                title: string;
                                variantId: number;
                                quantity: number;
                                sku: string;
                                size: string;
                                color: string;
                                imageUrl: string | null;
                            } & {
                                [key: string]: unknown;
                            })[];
                            shippingAddress: {
                                first_name: string;
                                last_name: string;
                                address1: string;
                                address2?: string;
                                city: string;
                                region: string;
                                zip: string;
                                country: string;
                            } & {
                                [key: string]: unknown;
                            };
                            /** @description Always text: the literal "Not shipped yet" until shipped, then "carrier number" */
                            trackingInfo: string;
                            /** @description The shipment, or null before it ships */
                            tracking: ({
                                carrier: string;
                                number: string;
                                url: string | null;
                            } & {
                                [key: string]: unknown;
                            }) | null;
                            /** @description ISO 3166-1 alpha-2: the country the shipping (and tax) was priced to */
                            shippingCountry: string;
                            totals: {
                                subtotal: string;
                                discount: string;
                                shipping: string;
                                /** @description The tax line, e.g. "$7.36" ("$0.00" when none) */
                                tax: string;
                                /** @description e.g. "VAT 23% (estimate)" in test mode, "Tax" with Stripe Tax */
                                taxLabel: string;
                                /** @description True for the offline table’s estimate (test mode) */
                                taxEstimated: boolean;
                                total: string;
                                refunded?: string;
                                /** @description The discount code the order used */
                                discountCode?: string;
                                /** @description What the code took off, e.g. "$5.00" */
                                codeDiscount?: string;
                                /** @description The quantity discount alone, when a code was used too */
                                quantityDiscount?: string;
                                subtotalCents: number;
                                /** @description Every discount together: the quantity discount and the code’s */
                                discountCents: number;
                                /** @description What the discount code took off (0 without a code) */
                                codeDiscountCents: number;
                                shippingCents: number;
                                /** @description The tax in the total: subtotal − discount + shipping + tax = total */
                                taxCents: number;
                                /** @description The part of refundedCents that was tax, in the order’s proportion */
                                taxRefundedCents: number;
                                totalCents: number;
                                refundedCents: number;
                                /** @description ISO 4217 currency code in lower case, as in every answer and event: "usd" */
                                currency: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Invalid input (`validation_failed` with `errors[]`, `invalid_request`), or `unsupported_api_version` */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A bad token (`invalid_token`) */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope (`insufficient_scope`), the call is not yours, or a browser write came from another site (`forbidden`) */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Nothing there, or not yours (`not_found`) */
            404: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A rate limit (`rate_limited`, with Retry-After and RateLimit) */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A failure on the store’s side (`internal_error`) */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The store is shedding load or its database is unreachable (`unavailable`): retry after Retry-After */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other refusal, as a problem */
            default: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getApiShops: {
        parameters: {
            query?: {
                /** @description Rows a page holds, 1 to 100; without it: every shop (nextCursor null) */
                limit?: number;
                /** @description The previous answer’s nextCursor, exactly as it was (opaque); anything else is a 400 */
                cursor?: string;
            };
            header?: {
                /** @description The version to answer in. Without it: a token’s pinned version (the one current when it was made), else the newest. Anything else is 400 unsupported_api_version. */
                "API-Version"?: "2026-11-26";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "shops": [
                     *         {
                     *           "id": 7,
                     *           "name": "Heron Tees",
                     *           "handle": "heron-tees",
                     *           "description": "Birds on shirts",
                     *           "isPublic": true,
                     *           "paypalEmail": "payouts@example.com",
                     *           "createdAt": "2026-11-26T04:40:35.426Z",
                     *           "userId": 1,
                     *           "bannerUrl": null,
                     *           "logoUrl": null
                     *         }
                     *       ],
                     *       "nextCursor": null
                     *     }
                     */
                    "application/json": {
                        shops: ({
                            id: number;
                            name: string;
                            /** @description The shop’s name in its address: its page is /shops/{handle} */
                            handle: string;
                            description: string | null;
                            isPublic: boolean;
                            /** @description Where its commission is paid; null to anyone but the owner */
                            paypalEmail: string | null;
                            /** @description ISO 8601 */
                            createdAt: string;
                            /** @description The owner */
                            userId: number;
                            bannerUrl: string | null;
                            logoUrl: string | null;
                        } & {
                            [key: string]: unknown;
                        })[];
                        /** @description Pass it back as ?cursor= for the next page; null on the last page */
                        nextCursor: string | null;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Invalid input (`validation_failed` with `errors[]`, `invalid_request`), or `unsupported_api_version`; `invalid_cursor` or `invalid_limit` for a changed cursor or a limit out of range */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Signed out (`unauthenticated`), or a bad token (`invalid_token`) */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope (`insufficient_scope`), the call is not yours, or a browser write came from another site (`forbidden`) */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A rate limit (`rate_limited`, with Retry-After and RateLimit) */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A failure on the store’s side (`internal_error`) */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The store is shedding load or its database is unreachable (`unavailable`): retry after Retry-After */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other refusal, as a problem */
            default: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postApiShops: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID). Sending the same request again with the same key answers the first success (with `Idempotent-Replayed: true`) instead of creating again; the same key with another body is 422, and 409 while the first is still running. Keys are per user (or visitor) and kept 24 hours; refusals are not kept. */
                "Idempotency-Key"?: string;
                /** @description The version to answer in. Without it: a token’s pinned version (the one current when it was made), else the newest. Anything else is 400 unsupported_api_version. */
                "API-Version"?: "2026-11-26";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Heron Tees",
                 *       "description": "Birds on shirts",
                 *       "isPublic": true,
                 *       "paypalEmail": "payouts@example.com"
                 *     }
                 */
                "application/json": {
                    name: string;
                    handle?: string | null;
                    description?: string | null;
                    isPublic?: boolean;
                    paypalEmail?: string | null;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "shop": {
                     *         "id": 7,
                     *         "name": "Heron Tees",
                     *         "handle": "heron-tees",
                     *         "description": "Birds on shirts",
                     *         "isPublic": true,
                     *         "paypalEmail": "payouts@example.com",
                     *         "createdAt": "2026-11-26T04:40:35.426Z",
                     *         "userId": 1,
                     *         "bannerUrl": null,
                     *         "logoUrl": null
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        shop: {
                            id: number;
                            name: string;
                            /** @description The shop’s name in its address: its page is /shops/{handle} */
                            handle: string;
                            description: string | null;
                            isPublic: boolean;
                            /** @description Where its commission is paid; null to anyone but the owner */
                            paypalEmail: string | null;
                            /** @description ISO 8601 */
                            createdAt: string;
                            /** @description The owner */
                            userId: number;
                            bannerUrl: string | null;
                            logoUrl: string | null;
                        } & {
                            [key: string]: unknown;
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Invalid input: `validation_failed` (per field in `errors[]`), `invalid_request`, `invalid_idempotency_key`, `unsupported_api_version` */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Signed out (`unauthenticated`), or a bad token (`invalid_token`) */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope (`insufficient_scope`), the call is not yours, or a browser write came from another site (`forbidden`) */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The same Idempotency-Key is still running (`idempotency_key_in_use`): retry after Retry-After */
            409: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is over its limit (`body_too_large`); the connection is closed */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not application/json (`unsupported_media_type`) */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description This Idempotency-Key was used with a different request (`idempotency_key_reused`) */
            422: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A rate limit (`rate_limited`, with Retry-After and RateLimit) */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A failure on the store’s side (`internal_error`) */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The store is shedding load or its database is unreachable (`unavailable`): retry after Retry-After */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other refusal, as a problem */
            default: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getApiShopsByShopId: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version to answer in. Without it: a token’s pinned version (the one current when it was made), else the newest. Anything else is 400 unsupported_api_version. */
                "API-Version"?: "2026-11-26";
            };
            path: {
                /** @description The shop’s handle (as in its page’s address, /shops/{handle}) or its id */
                shopId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "shop": {
                     *         "id": 7,
                     *         "name": "Heron Tees",
                     *         "handle": "heron-tees",
                     *         "description": "Birds on shirts",
                     *         "isPublic": true,
                     *         "paypalEmail": "payouts@example.com",
                     *         "createdAt": "2026-11-26T04:40:35.426Z",
                     *         "userId": 1,
                     *         "bannerUrl": null,
                     *         "logoUrl": null
                     *       }
                     *     }
                     */
                    "application/json": {
                        shop: {
                            id: number;
                            name: string;
                            /** @description The shop’s name in its address: its page is /shops/{handle} */
                            handle: string;
                            description: string | null;
                            isPublic: boolean;
                            /** @description Where its commission is paid; null to anyone but the owner */
                            paypalEmail: string | null;
                            /** @description ISO 8601 */
                            createdAt: string;
                            /** @description The owner */
                            userId: number;
                            bannerUrl: string | null;
                            logoUrl: string | null;
                        } & {
                            [key: string]: unknown;
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Invalid input (`validation_failed` with `errors[]`, `invalid_request`), or `unsupported_api_version` */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A bad token (`invalid_token`) */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope (`insufficient_scope`), the call is not yours, or a browser write came from another site (`forbidden`) */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Nothing there, or not yours (`not_found`) */
            404: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A rate limit (`rate_limited`, with Retry-After and RateLimit) */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A failure on the store’s side (`internal_error`) */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The store is shedding load or its database is unreachable (`unavailable`): retry after Retry-After */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other refusal, as a problem */
            default: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    putApiShopsByShopId: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version to answer in. Without it: a token’s pinned version (the one current when it was made), else the newest. Anything else is 400 unsupported_api_version. */
                "API-Version"?: "2026-11-26";
            };
            path: {
                /** @description The shop’s handle (as in its page’s address, /shops/{handle}) or its id */
                shopId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Heron Tees",
                 *       "description": "Birds on shirts",
                 *       "isPublic": true,
                 *       "paypalEmail": "payouts@example.com"
                 *     }
                 */
                "application/json": {
                    name: string;
                    handle?: string | null;
                    description?: string | null;
                    isPublic?: boolean;
                    paypalEmail?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "shop": {
                     *         "id": 7,
                     *         "name": "Heron Tees",
                     *         "handle": "heron-tees",
                     *         "description": "Birds on shirts",
                     *         "isPublic": true,
                     *         "paypalEmail": "payouts@example.com",
                     *         "createdAt": "2026-11-26T04:40:35.426Z",
                     *         "userId": 1,
                     *         "bannerUrl": null,
                     *         "logoUrl": null
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        shop: {
                            id: number;
                            name: string;
                            /** @description The shop’s name in its address: its page is /shops/{handle} */
                            handle: string;
                            description: string | null;
                            isPublic: boolean;
                            /** @description Where its commission is paid; null to anyone but the owner */
                            paypalEmail: string | null;
                            /** @description ISO 8601 */
                            createdAt: string;
                            /** @description The owner */
                            userId: number;
                            bannerUrl: string | null;
                            logoUrl: string | null;
                        } & {
                            [key: string]: unknown;
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Invalid input: `validation_failed` (per field in `errors[]`), `invalid_request`, `invalid_idempotency_key`, `unsupported_api_version` */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Signed out (`unauthenticated`), or a bad token (`invalid_token`) */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope (`insufficient_scope`), the call is not yours, or a browser write came from another site (`forbidden`) */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Nothing there, or not yours (`not_found`) */
            404: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is over its limit (`body_too_large`); the connection is closed */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not application/json (`unsupported_media_type`) */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A rate limit (`rate_limited`, with Retry-After and RateLimit) */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A failure on the store’s side (`internal_error`) */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The store is shedding load or its database is unreachable (`unavailable`): retry after Retry-After */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other refusal, as a problem */
            default: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteApiShopsByShopId: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version to answer in. Without it: a token’s pinned version (the one current when it was made), else the newest. Anything else is 400 unsupported_api_version. */
                "API-Version"?: "2026-11-26";
            };
            path: {
                /** @description The shop’s handle (as in its page’s address, /shops/{handle}) or its id */
                shopId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Invalid input (`validation_failed` with `errors[]`, `invalid_request`), or `unsupported_api_version` */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Signed out (`unauthenticated`), or a bad token (`invalid_token`) */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope (`insufficient_scope`), the call is not yours, or a browser write came from another site (`forbidden`) */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Nothing there, or not yours (`not_found`) */
            404: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A rate limit (`rate_limited`, with Retry-After and RateLimit) */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A failure on the store’s side (`internal_error`) */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The store is shedding load or its database is unreachable (`unavailable`): retry after Retry-After */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other refusal, as a problem */
            default: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getApiShopsByShopIdCommission: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version to answer in. Without it: a token’s pinned version (the one current when it was made), else the newest. Anything else is 400 unsupported_api_version. */
                "API-Version"?: "2026-11-26";
            };
            path: {
                /** @description The shop’s handle (as in its page’s address, /shops/{handle}) or its id */
                shopId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "commission": {
                     *         "total": 750,
                     *         "paid": 500,
                     *         "unpaid": 250,
                     *         "formattedTotal": "$7.50",
                     *         "formattedPaid": "$5.00",
                     *         "formattedUnpaid": "$2.50"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        commission: {
                            total: number;
                            paid: number;
                            unpaid: number;
                            formattedTotal: string;
                            formattedPaid: string;
                            formattedUnpaid: string;
                        } & {
                            [key: string]: unknown;
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Invalid input (`validation_failed` with `errors[]`, `invalid_request`), or `unsupported_api_version` */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Signed out (`unauthenticated`), or a bad token (`invalid_token`) */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope (`insufficient_scope`), the call is not yours, or a browser write came from another site (`forbidden`) */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Nothing there, or not yours (`not_found`) */
            404: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A rate limit (`rate_limited`, with Retry-After and RateLimit) */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A failure on the store’s side (`internal_error`) */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The store is shedding load or its database is unreachable (`unavailable`): retry after Retry-After */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other refusal, as a problem */
            default: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getApiShopsByShopIdDesigns: {
        parameters: {
            query?: {
                /** @description Rows a page holds, 1 to 100; without it: every design of the shop (nextCursor null) */
                limit?: number;
                /** @description The previous answer’s nextCursor, exactly as it was (opaque); anything else is a 400 */
                cursor?: string;
            };
            header?: {
                /** @description The version to answer in. Without it: a token’s pinned version (the one current when it was made), else the newest. Anything else is 400 unsupported_api_version. */
                "API-Version"?: "2026-11-26";
            };
            path: {
                /** @description The shop’s handle (as in its page’s address, /shops/{handle}) or its id */
                shopId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "shopDesigns": [
                     *         {
                     *           "design": {
                     *             "id": 42,
                     *             "prompt": "a heron in the reeds",
                     *             "imageUrl": "/images/designs/42.png",
                     *             "mockupUrl": "/images/mockups/42.webp",
                     *             "name": "Heron",
                     *             "createdAt": "2026-11-26T04:40:35.113Z",
                     *             "externalId": null,
                     *             "externalSource": null,
                     *             "printifyProductId": null,
                     *             "inCommunity": true
                     *           },
                     *           "shopDesign": {
                     *             "id": 3,
                     *             "isPublished": true
                     *           },
                     *           "awaitingReview": false
                     *         }
                     *       ],
                     *       "nextCursor": null
                     *     }
                     */
                    "application/json": {
                        shopDesigns: ({
                            design: {
                                id: number;
                                prompt: string;
                                /** @description The title the creator gave it */
                                name: string;
                                /** @description The artwork (transparent where the style allows) */
                                imageUrl: string | null;
                                /** @description The artwork on a shirt */
                                mockupUrl: string | null;
                                /** @description ISO 8601 */
                                createdAt: string;
                                externalId: string | null;
                                externalSource: string | null;
                                printifyProductId: string | null;
                                /** @description Shown in the community (the creator’s choice) */
                                inCommunity: boolean;
                            } & {
                                [key: string]: unknown;
                            };
                            shopDesign: {
                                id: number;
                                isPublished: boolean;
                            } & {
                                [key: string]: unknown;
                            };
                            /** @description An uploaded picture not yet screened: visitors do not see it until it is approved */
                            awaitingReview?: boolean;
                        } & {
                            [key: string]: unknown;
                        })[];
                        /** @description Pass it back as ?cursor= for the next page; null on the last page */
                        nextCursor: string | null;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Invalid input (`validation_failed` with `errors[]`, `invalid_request`), or `unsupported_api_version`; `invalid_cursor` or `invalid_limit` for a changed cursor or a limit out of range */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A bad token (`invalid_token`) */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope (`insufficient_scope`), the call is not yours, or a browser write came from another site (`forbidden`) */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Nothing there, or not yours (`not_found`) */
            404: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A rate limit (`rate_limited`, with Retry-After and RateLimit) */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A failure on the store’s side (`internal_error`) */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The store is shedding load or its database is unreachable (`unavailable`): retry after Retry-After */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other refusal, as a problem */
            default: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postApiShopsByShopIdDesigns: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID). Sending the same request again with the same key answers the first success (with `Idempotent-Replayed: true`) instead of creating again; the same key with another body is 422, and 409 while the first is still running. Keys are per user (or visitor) and kept 24 hours; refusals are not kept. */
                "Idempotency-Key"?: string;
                /** @description The version to answer in. Without it: a token’s pinned version (the one current when it was made), else the newest. Anything else is 400 unsupported_api_version. */
                "API-Version"?: "2026-11-26";
            };
            path: {
                /** @description The shop’s handle (as in its page’s address, /shops/{handle}) or its id */
                shopId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "designId": 42
                 *     }
                 */
                "application/json": {
                    designId: number;
                };
            };
        };
        responses: {
            /** @description Added */
            201: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "shopDesign": {
                     *         "id": 3,
                     *         "isPublished": true
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        shopDesign: {
                            [key: string]: unknown;
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Invalid input: `validation_failed` (per field in `errors[]`), `invalid_request`, `invalid_idempotency_key`, `unsupported_api_version` */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Signed out (`unauthenticated`), or a bad token (`invalid_token`) */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope (`insufficient_scope`), the call is not yours, or a browser write came from another site (`forbidden`) */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Nothing there, or not yours (`not_found`) */
            404: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The design is already in this shop (`design_already_in_shop`): do not retry; or: The same Idempotency-Key is still running (`idempotency_key_in_use`): retry after Retry-After */
            409: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is over its limit (`body_too_large`); the connection is closed */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not application/json (`unsupported_media_type`) */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description This Idempotency-Key was used with a different request (`idempotency_key_reused`) */
            422: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A rate limit (`rate_limited`, with Retry-After and RateLimit) */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A failure on the store’s side (`internal_error`) */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The store is shedding load or its database is unreachable (`unavailable`): retry after Retry-After */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other refusal, as a problem */
            default: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteApiShopsByShopIdDesignsByDesignId: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version to answer in. Without it: a token’s pinned version (the one current when it was made), else the newest. Anything else is 400 unsupported_api_version. */
                "API-Version"?: "2026-11-26";
            };
            path: {
                /** @description The shop’s handle (as in its page’s address, /shops/{handle}) or its id */
                shopId: string;
                /** @description Design id */
                designId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Invalid input (`validation_failed` with `errors[]`, `invalid_request`), or `unsupported_api_version` */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Signed out (`unauthenticated`), or a bad token (`invalid_token`) */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope (`insufficient_scope`), the call is not yours, or a browser write came from another site (`forbidden`) */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Nothing there, or not yours (`not_found`) */
            404: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A rate limit (`rate_limited`, with Retry-After and RateLimit) */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A failure on the store’s side (`internal_error`) */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The store is shedding load or its database is unreachable (`unavailable`): retry after Retry-After */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other refusal, as a problem */
            default: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getApiPublicShops: {
        parameters: {
            query?: {
                /** @description Counted in pages of `limit` */
                page?: number;
                /** @description Rows a page holds, 1 to 120; without it: 120 */
                limit?: number;
                /** @description The previous answer’s nextCursor, exactly as it was (opaque); anything else is a 400 */
                cursor?: string;
            };
            header?: {
                /** @description The version to answer in. Without it: a token’s pinned version (the one current when it was made), else the newest. Anything else is 400 unsupported_api_version. */
                "API-Version"?: "2026-11-26";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "shops": [
                     *         {
                     *           "id": 7,
                     *           "name": "Heron Tees",
                     *           "description": "Birds on shirts",
                     *           "createdAt": "2026-11-26T04:40:35.426Z",
                     *           "bannerUrl": null,
                     *           "logoUrl": null,
                     *           "sampleImage": "/images/mockups/42.webp",
                     *           "designCount": 1,
                     *           "creatorName": "ada"
                     *         }
                     *       ],
                     *       "page": 1,
                     *       "hasMore": false,
                     *       "nextCursor": null
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        success: true;
                        shops: ({
                            id: number;
                            name: string;
                            handle?: string;
                            description: string | null;
                            createdAt: string;
                            bannerUrl: string | null;
                            logoUrl: string | null;
                            /** @description A mockup of one of its designs */
                            sampleImage: string | null;
                            designCount: number;
                            /** @description The creator’s name as the directory shows it; null when they have none to show */
                            creatorName: string | null;
                        } & {
                            [key: string]: unknown;
                        })[];
                        page?: number;
                        hasMore: boolean;
                        /** @description Pass it back as ?cursor= for the next page; null on the last page */
                        nextCursor: string | null;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Invalid input (`validation_failed` with `errors[]`, `invalid_request`), or `unsupported_api_version`; `invalid_cursor` or `invalid_limit` for a changed cursor or a limit out of range */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A bad token (`invalid_token`) */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope (`insufficient_scope`), the call is not yours, or a browser write came from another site (`forbidden`) */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A rate limit (`rate_limited`, with Retry-After and RateLimit) */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A failure on the store’s side (`internal_error`) */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The store is shedding load or its database is unreachable (`unavailable`): retry after Retry-After */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other refusal, as a problem */
            default: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postApiWebhooksStripe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_1",
                 *       "type": "payment_intent.succeeded",
                 *       "data": {
                 *         "object": {
                 *           "id": "pi_3Q"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "received": true,
                     *       "outcome": "order-created"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        received: true;
                        /** @description What the store did with the event, e.g. "ignored" */
                        outcome: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Not a verified event of this provider (`invalid_request`) */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is over its limit (`body_too_large`); the connection is closed */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not application/json (`unsupported_media_type`) */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A failure on the store’s side (`internal_error`) */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The store is shedding load or its database is unreachable (`unavailable`): retry after Retry-After */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other refusal, as a problem */
            default: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postApiWebhooksPrintify: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt-1",
                 *       "type": "order:shipment:created",
                 *       "resource": {
                 *         "id": "5a96f649b2439217d070f507",
                 *         "type": "order"
                 *       }
                 *     }
                 */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "received": true,
                     *       "outcome": "applied"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        received: true;
                        /** @description What the store did with the event, e.g. "ignored" */
                        outcome: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Not a verified event of this provider (`invalid_request`) */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is over its limit (`body_too_large`); the connection is closed */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not application/json (`unsupported_media_type`) */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A failure on the store’s side (`internal_error`) */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The store is shedding load or its database is unreachable (`unavailable`): retry after Retry-After */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other refusal, as a problem */
            default: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postApiWebhooksPaypal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "WH-1",
                 *       "event_type": "PAYMENT.PAYOUTSBATCH.SUCCESS",
                 *       "resource": {}
                 *     }
                 */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "received": true,
                     *       "outcome": "reconcile-requested"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        received: true;
                        /** @description What the store did with the event, e.g. "ignored" */
                        outcome: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Not a PayPal webhook event, or not signed by PayPal (PayPal did not verify it); or: Not a verified event of this provider (`invalid_request`) */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is over its limit (`body_too_large`); the connection is closed */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not application/json (`unsupported_media_type`) */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A failure on the store’s side (`internal_error`) */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description PayPal gave no verdict in time: deliver again (Retry-After); or: The store is shedding load or its database is unreachable (`unavailable`): retry after Retry-After */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other refusal, as a problem */
            default: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getApiOpenapiJson: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version to answer in. Without it: a token’s pinned version (the one current when it was made), else the newest. Anything else is 400 unsupported_api_version. */
                "API-Version"?: "2026-11-26";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OpenAPI 3.1 */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        openapi: "3.1.0";
                        info: {
                            title: string;
                            version: string;
                            description: string;
                            contact: {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                        jsonSchemaDialect: string;
                        servers: {
                            [key: string]: unknown;
                        }[];
                        tags: {
                            [key: string]: unknown;
                        }[];
                        components: {
                            [key: string]: unknown;
                        };
                        paths: {
                            [key: string]: unknown;
                        };
                        /** @description The events the store POSTs to your webhook endpoints */
                        webhooks: {
                            [key: string]: unknown;
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Invalid input (`validation_failed` with `errors[]`, `invalid_request`), or `unsupported_api_version` */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A bad token (`invalid_token`) */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope (`insufficient_scope`), the call is not yours, or a browser write came from another site (`forbidden`) */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A rate limit (`rate_limited`, with Retry-After and RateLimit) */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A failure on the store’s side (`internal_error`) */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The store is shedding load or its database is unreachable (`unavailable`): retry after Retry-After */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other refusal, as a problem */
            default: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getApiDocs: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version to answer in. Without it: a token’s pinned version (the one current when it was made), else the newest. Anything else is 400 unsupported_api_version. */
                "API-Version"?: "2026-11-26";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description HTML */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (`validation_failed` with `errors[]`, `invalid_request`), or `unsupported_api_version` */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A bad token (`invalid_token`) */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope (`insufficient_scope`), the call is not yours, or a browser write came from another site (`forbidden`) */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A rate limit (`rate_limited`, with Retry-After and RateLimit) */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A failure on the store’s side (`internal_error`) */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The store is shedding load or its database is unreachable (`unavailable`): retry after Retry-After */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other refusal, as a problem */
            default: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getApiWebhookEndpoints: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version to answer in. Without it: a token’s pinned version (the one current when it was made), else the newest. Anything else is 400 unsupported_api_version. */
                "API-Version"?: "2026-11-26";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "endpoints": [
                     *         {
                     *           "id": 7,
                     *           "url": "https://example.com/webhooks/shirtsmith",
                     *           "description": "Order sync",
                     *           "eventTypes": [
                     *             "order.paid",
                     *             "order.shipped"
                     *           ],
                     *           "enabled": true,
                     *           "disabledReason": null,
                     *           "createdAt": "2026-11-26T04:53:50.000Z",
                     *           "updatedAt": "2026-11-26T04:53:50.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        endpoints: ({
                            id: number;
                            /** @description https://, on the public internet */
                            url: string;
                            description: string | null;
                            eventTypes: ("order.paid" | "order.in_production" | "order.shipped" | "order.delivered" | "order.refunded" | "design.ready" | "payout.sent")[];
                            enabled: boolean;
                            /** @description Why the store disabled it (the endpoint answered 410 Gone); null otherwise */
                            disabledReason: string | null;
                            createdAt: string;
                            updatedAt: string;
                        } & {
                            [key: string]: unknown;
                        })[];
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Invalid input (`validation_failed` with `errors[]`, `invalid_request`), or `unsupported_api_version` */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Signed out (`unauthenticated`), or a bad token (`invalid_token`) */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope (`insufficient_scope`), the call is not yours, or a browser write came from another site (`forbidden`) */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A rate limit (`rate_limited`, with Retry-After and RateLimit) */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A failure on the store’s side (`internal_error`) */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The store is shedding load or its database is unreachable (`unavailable`): retry after Retry-After */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other refusal, as a problem */
            default: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postApiWebhookEndpoints: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string (a UUID). Sending the same request again with the same key answers the first success (with `Idempotent-Replayed: true`) instead of creating again; the same key with another body is 422, and 409 while the first is still running. Keys are per user (or visitor) and kept 24 hours; refusals are not kept. */
                "Idempotency-Key"?: string;
                /** @description The version to answer in. Without it: a token’s pinned version (the one current when it was made), else the newest. Anything else is 400 unsupported_api_version. */
                "API-Version"?: "2026-11-26";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://example.com/webhooks/shirtsmith",
                 *       "eventTypes": [
                 *         "order.paid",
                 *         "order.shipped"
                 *       ],
                 *       "description": "Order sync"
                 *     }
                 */
                "application/json": {
                    url: string;
                    eventTypes: ("order.paid" | "order.in_production" | "order.shipped" | "order.delivered" | "order.refunded" | "design.ready" | "payout.sent")[];
                    description?: string;
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "endpoint": {
                     *         "id": 7,
                     *         "url": "https://example.com/webhooks/shirtsmith",
                     *         "description": "Order sync",
                     *         "eventTypes": [
                     *           "order.paid",
                     *           "order.shipped"
                     *         ],
                     *         "enabled": true,
                     *         "disabledReason": null,
                     *         "createdAt": "2026-11-26T04:53:50.000Z",
                     *         "updatedAt": "2026-11-26T04:53:50.000Z"
                     *       },
                     *       "secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"
                     *     }
                     */
                    "application/json": {
                        endpoint: {
                            id: number;
                            /** @description https://, on the public internet */
                            url: string;
                            description: string | null;
                            eventTypes: ("order.paid" | "order.in_production" | "order.shipped" | "order.delivered" | "order.refunded" | "design.ready" | "payout.sent")[];
                            enabled: boolean;
                            /** @description Why the store disabled it (the endpoint answered 410 Gone); null otherwise */
                            disabledReason: string | null;
                            createdAt: string;
                            updatedAt: string;
                        } & {
                            [key: string]: unknown;
                        };
                        /** @description whsec_…: verify every delivery with it; never shown again */
                        secret: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Invalid endpoint (`validation_failed`: url, eventTypes, description); or: Invalid input: `validation_failed` (per field in `errors[]`), `invalid_request`, `invalid_idempotency_key`, `unsupported_api_version` */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Signed out (`unauthenticated`), or a bad token (`invalid_token`) */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope (`insufficient_scope`), the call is not yours, or a browser write came from another site (`forbidden`) */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description At most 10 endpoints per account (`webhook_endpoint_limit`); or: The same Idempotency-Key is still running (`idempotency_key_in_use`): retry after Retry-After */
            409: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is over its limit (`body_too_large`); the connection is closed */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not application/json (`unsupported_media_type`) */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description This Idempotency-Key was used with a different request (`idempotency_key_reused`) */
            422: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A rate limit (`rate_limited`, with Retry-After and RateLimit) */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A failure on the store’s side (`internal_error`) */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The store is shedding load or its database is unreachable (`unavailable`): retry after Retry-After */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other refusal, as a problem */
            default: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getApiWebhookEndpointsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version to answer in. Without it: a token’s pinned version (the one current when it was made), else the newest. Anything else is 400 unsupported_api_version. */
                "API-Version"?: "2026-11-26";
            };
            path: {
                /** @description The endpoint’s id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "endpoint": {
                     *         "id": 7,
                     *         "url": "https://example.com/webhooks/shirtsmith",
                     *         "description": "Order sync",
                     *         "eventTypes": [
                     *           "order.paid",
                     *           "order.shipped"
                     *         ],
                     *         "enabled": true,
                     *         "disabledReason": null,
                     *         "createdAt": "2026-11-26T04:53:50.000Z",
                     *         "updatedAt": "2026-11-26T04:53:50.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        endpoint: {
                            id: number;
                            /** @description https://, on the public internet */
                            url: string;
                            description: string | null;
                            eventTypes: ("order.paid" | "order.in_production" | "order.shipped" | "order.delivered" | "order.refunded" | "design.ready" | "payout.sent")[];
                            enabled: boolean;
                            /** @description Why the store disabled it (the endpoint answered 410 Gone); null otherwise */
                            disabledReason: string | null;
                            createdAt: string;
                            updatedAt: string;
                        } & {
                            [key: string]: unknown;
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Invalid input (`validation_failed` with `errors[]`, `invalid_request`), or `unsupported_api_version` */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Signed out (`unauthenticated`), or a bad token (`invalid_token`) */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope (`insufficient_scope`), the call is not yours, or a browser write came from another site (`forbidden`) */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No endpoint of yours with this id (`webhook_endpoint_not_found`); or: Nothing there, or not yours (`not_found`) */
            404: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A rate limit (`rate_limited`, with Retry-After and RateLimit) */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A failure on the store’s side (`internal_error`) */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The store is shedding load or its database is unreachable (`unavailable`): retry after Retry-After */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other refusal, as a problem */
            default: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteApiWebhookEndpointsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version to answer in. Without it: a token’s pinned version (the one current when it was made), else the newest. Anything else is 400 unsupported_api_version. */
                "API-Version"?: "2026-11-26";
            };
            path: {
                /** @description The endpoint’s id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input (`validation_failed` with `errors[]`, `invalid_request`), or `unsupported_api_version` */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Signed out (`unauthenticated`), or a bad token (`invalid_token`) */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope (`insufficient_scope`), the call is not yours, or a browser write came from another site (`forbidden`) */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No endpoint of yours with this id (`webhook_endpoint_not_found`); or: Nothing there, or not yours (`not_found`) */
            404: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A rate limit (`rate_limited`, with Retry-After and RateLimit) */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A failure on the store’s side (`internal_error`) */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The store is shedding load or its database is unreachable (`unavailable`): retry after Retry-After */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other refusal, as a problem */
            default: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    patchApiWebhookEndpointsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version to answer in. Without it: a token’s pinned version (the one current when it was made), else the newest. Anything else is 400 unsupported_api_version. */
                "API-Version"?: "2026-11-26";
            };
            path: {
                /** @description The endpoint’s id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "enabled": false
                 *     }
                 */
                "application/json": {
                    url?: string;
                    eventTypes?: ("order.paid" | "order.in_production" | "order.shipped" | "order.delivered" | "order.refunded" | "design.ready" | "payout.sent")[];
                    description?: string;
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "endpoint": {
                     *         "id": 7,
                     *         "url": "https://example.com/webhooks/shirtsmith",
                     *         "description": "Order sync",
                     *         "eventTypes": [
                     *           "order.paid",
                     *           "order.shipped"
                     *         ],
                     *         "enabled": false,
                     *         "disabledReason": null,
                     *         "createdAt": "2026-11-26T04:53:50.000Z",
                     *         "updatedAt": "2026-11-26T04:53:50.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        endpoint: {
                            id: number;
                            /** @description https://, on the public internet */
                            url: string;
                            description: string | null;
                            eventTypes: ("order.paid" | "order.in_production" | "order.shipped" | "order.delivered" | "order.refunded" | "design.ready" | "payout.sent")[];
                            enabled: boolean;
                            /** @description Why the store disabled it (the endpoint answered 410 Gone); null otherwise */
                            disabledReason: string | null;
                            createdAt: string;
                            updatedAt: string;
                        } & {
                            [key: string]: unknown;
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Invalid change (`validation_failed`), or no field to change; or: Invalid input: `validation_failed` (per field in `errors[]`), `invalid_request`, `invalid_idempotency_key`, `unsupported_api_version` */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Signed out (`unauthenticated`), or a bad token (`invalid_token`) */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope (`insufficient_scope`), the call is not yours, or a browser write came from another site (`forbidden`) */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No endpoint of yours with this id (`webhook_endpoint_not_found`); or: Nothing there, or not yours (`not_found`) */
            404: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is over its limit (`body_too_large`); the connection is closed */
            413: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not application/json (`unsupported_media_type`) */
            415: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A rate limit (`rate_limited`, with Retry-After and RateLimit) */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A failure on the store’s side (`internal_error`) */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The store is shedding load or its database is unreachable (`unavailable`): retry after Retry-After */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other refusal, as a problem */
            default: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getApiWebhookEndpointsByIdDeliveries: {
        parameters: {
            query?: {
                /** @description Rows a page holds, 1 to 100; without it: 50 */
                limit?: number;
                /** @description The previous answer’s nextCursor, exactly as it was (opaque); anything else is a 400 */
                cursor?: string;
            };
            header?: {
                /** @description The version to answer in. Without it: a token’s pinned version (the one current when it was made), else the newest. Anything else is 400 unsupported_api_version. */
                "API-Version"?: "2026-11-26";
            };
            path: {
                /** @description The endpoint’s id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "deliveries": [
                     *         {
                     *           "id": 31,
                     *           "messageId": "msg_x2Rj-1f7ZIZIGqaB-RJYyw",
                     *           "eventType": "order.paid",
                     *           "status": "pending",
                     *           "attempts": 2,
                     *           "lastStatusCode": 500,
                     *           "lastError": null,
                     *           "lastAttemptAt": "2026-11-26T04:53:57.000Z",
                     *           "nextAttemptAt": "2026-11-26T05:03:33.000Z",
                     *           "deliveredAt": null,
                     *           "createdAt": "2026-11-26T04:53:52.000Z"
                     *         }
                     *       ],
                     *       "nextCursor": null
                     *     }
                     */
                    "application/json": {
                        deliveries: ({
                            id: number;
                            /** @description The webhook-id header: the same on every attempt and redelivery */
                            messageId: string;
                            /** @enum {string} */
                            eventType: "order.paid" | "order.in_production" | "order.shipped" | "order.delivered" | "order.refunded" | "design.ready" | "payout.sent";
                            /** @enum {string} */
                            status: "pending" | "delivered" | "failed";
                            attempts: number;
                            /** @description The endpoint’s last HTTP status; null when it did not answer */
                            lastStatusCode: number | null;
                            /** @description Why the last attempt got no answer, e.g. "timed out after 15000 ms"; null when it got one (see lastStatusCode) */
                            lastError: string | null;
                            lastAttemptAt: string | null;
                            /** @description When the next retry goes; null unless pending */
                            nextAttemptAt: string | null;
                            deliveredAt: string | null;
                            createdAt: string;
                        } & {
                            [key: string]: unknown;
                        })[];
                        /** @description Pass it back as ?cursor= for the next page; null on the last page */
                        nextCursor: string | null;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description A limit outside 1-100 (`invalid_limit`), or a cursor this log did not answer (`invalid_cursor`); or: Invalid input (`validation_failed` with `errors[]`, `invalid_request`), or `unsupported_api_version`; `invalid_cursor` or `invalid_limit` for a changed cursor or a limit out of range */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Signed out (`unauthenticated`), or a bad token (`invalid_token`) */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope (`insufficient_scope`), the call is not yours, or a browser write came from another site (`forbidden`) */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No endpoint of yours with this id (`webhook_endpoint_not_found`); or: Nothing there, or not yours (`not_found`) */
            404: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A rate limit (`rate_limited`, with Retry-After and RateLimit) */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A failure on the store’s side (`internal_error`) */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The store is shedding load or its database is unreachable (`unavailable`): retry after Retry-After */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other refusal, as a problem */
            default: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postApiWebhookEndpointsByIdRotateSecret: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version to answer in. Without it: a token’s pinned version (the one current when it was made), else the newest. Anything else is 400 unsupported_api_version. */
                "API-Version"?: "2026-11-26";
            };
            path: {
                /** @description The endpoint’s id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "endpoint": {
                     *         "id": 7,
                     *         "url": "https://example.com/webhooks/shirtsmith",
                     *         "description": "Order sync",
                     *         "eventTypes": [
                     *           "order.paid",
                     *           "order.shipped"
                     *         ],
                     *         "enabled": true,
                     *         "disabledReason": null,
                     *         "createdAt": "2026-11-26T04:53:50.000Z",
                     *         "updatedAt": "2026-11-26T04:53:50.000Z"
                     *       },
                     *       "secret": "whsec_3nQbUq0TzJ2cW9yV6oXs1RkPmLdAeHf8",
                     *       "previousSecretExpiresAt": "2026-11-27T05:00:00.000Z"
                     *     }
                     */
                    "application/json": {
                        endpoint: {
                            id: number;
                            /** @description https://, on the public internet */
                            url: string;
                            description: string | null;
                            eventTypes: ("order.paid" | "order.in_production" | "order.shipped" | "order.delivered" | "order.refunded" | "design.ready" | "payout.sent")[];
                            enabled: boolean;
                            /** @description Why the store disabled it (the endpoint answered 410 Gone); null otherwise */
                            disabledReason: string | null;
                            createdAt: string;
                            updatedAt: string;
                        } & {
                            [key: string]: unknown;
                        };
                        /** @description whsec_…: the new secret; never shown again */
                        secret: string;
                        /** @description Until then the replaced secret also signs each attempt */
                        previousSecretExpiresAt: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Invalid input (`validation_failed` with `errors[]`, `invalid_request`), or `unsupported_api_version` */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Signed out (`unauthenticated`), or a bad token (`invalid_token`) */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope (`insufficient_scope`), the call is not yours, or a browser write came from another site (`forbidden`) */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No endpoint of yours with this id (`webhook_endpoint_not_found`); or: Nothing there, or not yours (`not_found`) */
            404: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A rate limit (`rate_limited`, with Retry-After and RateLimit) */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A failure on the store’s side (`internal_error`) */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The store is shedding load or its database is unreachable (`unavailable`): retry after Retry-After */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other refusal, as a problem */
            default: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    postApiWebhookEndpointsByIdDeliveriesByDeliveryIdRedeliver: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version to answer in. Without it: a token’s pinned version (the one current when it was made), else the newest. Anything else is 400 unsupported_api_version. */
                "API-Version"?: "2026-11-26";
            };
            path: {
                /** @description The endpoint’s id */
                id: string;
                /** @description The delivery’s id, from the delivery log */
                deliveryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Queued */
            202: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "delivery": {
                     *         "id": 31,
                     *         "messageId": "msg_x2Rj-1f7ZIZIGqaB-RJYyw",
                     *         "eventType": "order.paid",
                     *         "status": "pending",
                     *         "attempts": 0,
                     *         "lastStatusCode": 500,
                     *         "lastError": null,
                     *         "lastAttemptAt": "2026-11-26T04:53:57.000Z",
                     *         "nextAttemptAt": "2026-11-26T05:00:01.000Z",
                     *         "deliveredAt": null,
                     *         "createdAt": "2026-11-26T04:53:52.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        delivery: {
                            id: number;
                            /** @description The webhook-id header: the same on every attempt and redelivery */
                            messageId: string;
                            /** @enum {string} */
                            eventType: "order.paid" | "order.in_production" | "order.shipped" | "order.delivered" | "order.refunded" | "design.ready" | "payout.sent";
                            /** @enum {string} */
                            status: "pending" | "delivered" | "failed";
                            attempts: number;
                            /** @description The endpoint’s last HTTP status; null when it did not answer */
                            lastStatusCode: number | null;
                            /** @description Why the last attempt got no answer, e.g. "timed out after 15000 ms"; null when it got one (see lastStatusCode) */
                            lastError: string | null;
                            lastAttemptAt: string | null;
                            /** @description When the next retry goes; null unless pending */
                            nextAttemptAt: string | null;
                            deliveredAt: string | null;
                            createdAt: string;
                        } & {
                            [key: string]: unknown;
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Invalid input (`validation_failed` with `errors[]`, `invalid_request`), or `unsupported_api_version` */
            400: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Signed out (`unauthenticated`), or a bad token (`invalid_token`) */
            401: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token lacks the scope (`insufficient_scope`), the call is not yours, or a browser write came from another site (`forbidden`) */
            403: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such endpoint or delivery of yours (`webhook_endpoint_not_found`, `webhook_delivery_not_found`); or: Nothing there, or not yours (`not_found`) */
            404: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A rate limit (`rate_limited`, with Retry-After and RateLimit) */
            429: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A failure on the store’s side (`internal_error`) */
            500: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The store is shedding load or its database is unreachable (`unavailable`): retry after Retry-After */
            503: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other refusal, as a problem */
            default: {
                headers: {
                    "API-Version": components["headers"]["API-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    onOrderPaid: {
        parameters: {
            query?: never;
            header: {
                /** @description The message id: the same on every attempt and redelivery; use it to drop repeats */
                "webhook-id": string;
                /** @description Seconds since the epoch when this attempt was signed; refuse ones far from now */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` with your endpoint’s secret; for 24 hours after a rotation, a second one with the replaced secret, space-separated */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEvent"];
            };
        };
        responses: {
            /** @description Received (any 2xx) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: the store disables the endpoint */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderInProduction: {
        parameters: {
            query?: never;
            header: {
                /** @description The message id: the same on every attempt and redelivery; use it to drop repeats */
                "webhook-id": string;
                /** @description Seconds since the epoch when this attempt was signed; refuse ones far from now */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` with your endpoint’s secret; for 24 hours after a rotation, a second one with the replaced secret, space-separated */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEvent"];
            };
        };
        responses: {
            /** @description Received (any 2xx) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: the store disables the endpoint */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderShipped: {
        parameters: {
            query?: never;
            header: {
                /** @description The message id: the same on every attempt and redelivery; use it to drop repeats */
                "webhook-id": string;
                /** @description Seconds since the epoch when this attempt was signed; refuse ones far from now */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` with your endpoint’s secret; for 24 hours after a rotation, a second one with the replaced secret, space-separated */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEvent"];
            };
        };
        responses: {
            /** @description Received (any 2xx) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: the store disables the endpoint */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderDelivered: {
        parameters: {
            query?: never;
            header: {
                /** @description The message id: the same on every attempt and redelivery; use it to drop repeats */
                "webhook-id": string;
                /** @description Seconds since the epoch when this attempt was signed; refuse ones far from now */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` with your endpoint’s secret; for 24 hours after a rotation, a second one with the replaced secret, space-separated */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEvent"];
            };
        };
        responses: {
            /** @description Received (any 2xx) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: the store disables the endpoint */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderRefunded: {
        parameters: {
            query?: never;
            header: {
                /** @description The message id: the same on every attempt and redelivery; use it to drop repeats */
                "webhook-id": string;
                /** @description Seconds since the epoch when this attempt was signed; refuse ones far from now */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` with your endpoint’s secret; for 24 hours after a rotation, a second one with the replaced secret, space-separated */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEvent"];
            };
        };
        responses: {
            /** @description Received (any 2xx) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: the store disables the endpoint */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onDesignReady: {
        parameters: {
            query?: never;
            header: {
                /** @description The message id: the same on every attempt and redelivery; use it to drop repeats */
                "webhook-id": string;
                /** @description Seconds since the epoch when this attempt was signed; refuse ones far from now */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` with your endpoint’s secret; for 24 hours after a rotation, a second one with the replaced secret, space-separated */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEvent"];
            };
        };
        responses: {
            /** @description Received (any 2xx) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: the store disables the endpoint */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onPayoutSent: {
        parameters: {
            query?: never;
            header: {
                /** @description The message id: the same on every attempt and redelivery; use it to drop repeats */
                "webhook-id": string;
                /** @description Seconds since the epoch when this attempt was signed; refuse ones far from now */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` with your endpoint’s secret; for 24 hours after a rotation, a second one with the replaced secret, space-separated */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEvent"];
            };
        };
        responses: {
            /** @description Received (any 2xx) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: the store disables the endpoint */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
