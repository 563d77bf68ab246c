import { z } from 'zod'

// The one way the app imports zod. In the browser zod must not compile parsers with `new Function`:
// the Content-Security-Policy allows no eval, and zod's probe for it is reported as a CSP violation
// (Lighthouse's "issues" audit). On the server it keeps its faster compiled parsers. This must run
// before any schema is built, which importing z from here guarantees.
if (typeof document !== 'undefined') z.config({ jitless: true })

export { z }
