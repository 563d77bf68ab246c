import { defineConfig } from 'vite'
import tsconfigPaths from 'vite-tsconfig-paths'

/**
 * The image pool's worker thread, compiled to JavaScript beside the server bundle (`npm run build`
 * runs this after the Remix build), so production threads start with plain `node`. Packages stay
 * external, as in the server bundle.
 */
export default defineConfig({
  plugins: [tsconfigPaths()],
  publicDir: false,
  build: {
    ssr: 'app/server/image-worker.ts',
    outDir: `${process.env.BUILD_DIR ?? 'build'}/workers`,
    target: 'es2022',
    emptyOutDir: true,
    rollupOptions: { output: { entryFileNames: 'image-worker.js' } },
  },
})
