import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig(({ mode }) => ({
  plugins: [react()],
  test: {
    globals: true,
    // `npm run test:deep` (vitest --mode deep): every property test at its full count of cases
    // (src/test/propertyRuns.ts); the ordinary run uses each one's quick count.
    env: mode === 'deep' ? { FC_DEEP: '1' } : {},
    // A test's time limit catches a hang; it is not a speed test. Vitest's 5 s failed page tests
    // (their lazy chunks, MSW, jsdom) on a busy machine while they were only slow.
    testTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'client',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
}));
