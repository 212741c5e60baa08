import base from '@ornament/eslint-config/base';

export default [
  ...base,
  // base.ts is the Playwright config every app's playwright.config.ts calls; like those configs it
  // reads the run's ports and CI flags from the environment.
  { files: ['base.ts'], rules: { 'no-restricted-properties': 'off' } },
];
