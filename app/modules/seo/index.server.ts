// The seo module (sitemap, robots.txt, structured data)'s front door for the server: code outside app/modules/seo imports from here only.
export * from './sitemap.server.ts'
