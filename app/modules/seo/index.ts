// Front door of the seo module (browser-safe): sitemap, robots.txt and schema.org structured data.
export * from './sitemap.ts'
export * from './structured-data.ts'
