import { defineConfig } from '@lingui/cli';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de', 'nl', 'fr', 'it', 'es', 'pt', 'da', 'pl'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['src'],
      exclude: ['**/node_modules/**', 'src/sandbox/**'],
    },
  ],
  format: 'po',
});
