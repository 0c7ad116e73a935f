import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de', 'nl', 'fr', 'it', 'es', 'pt', 'da', 'pl'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      // `npm test` extracts into a scratch copy (scripts/check-translations.mjs), so the check never writes here.
      path: `${process.env.LINGUI_CATALOGS ?? '<rootDir>/locales'}/{locale}/messages`,
      include: ['src'],
      exclude: ['**/node_modules/**', 'src/sandbox/**'],
    },
  ],
  // Origins name the file, not the line: moving code does not rewrite nine catalogs.
  format: formatter({ lineNumbers: false }),
});
