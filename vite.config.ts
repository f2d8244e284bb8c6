import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { contractDescriptors } from './vite-contract-plugin';

export default defineConfig({
  // The router plugin must come before react() (STACK.md).
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react(), contractDescriptors()],
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${process.env.PORT ?? 3000}` },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      // Chakra's theme module builds its default config (every recipe) at the top level with
      // `defineConfig`, an identity function; marking it pure lets unused recipes be dropped.
      treeshake: { manualPureFunctions: ['defineConfig'] },
    },
  },
});
