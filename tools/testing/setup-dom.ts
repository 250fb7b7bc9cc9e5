import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadCatalogues } from '@oriel/i18n';

// translate() and I18nProvider read the lazily loaded catalogues (libs/i18n/src/catalogues.ts).
await loadCatalogues();

afterEach(() => cleanup());
