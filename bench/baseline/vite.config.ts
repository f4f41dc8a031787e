import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The bench's baseline: the product's toolchain (Vite, the React plugin, its target), nothing else. */
export default defineConfig({
  plugins: [react()],
  build: { target: 'es2022' },
});
