// ESLint flat config. Besides typescript-eslint's recommended rules it enforces the layering
// of ARCHITECTURE.md (the way VS Code's code-layering rule does): pure layers never reach
// for electron, node built-ins or pixi, and the renderer never imports the main process.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { builtinModules } from 'node:module';

const nodeBuiltins = [...builtinModules, ...builtinModules.map((m) => `node:${m}`)];
const noElectron = {
  group: ['electron', 'electron/*'],
  message: 'Only src/main/index.ts and the preload may import electron.',
};
const noPlatform = {
  paths: [...nodeBuiltins.map((name) => ({ name, message: 'Pure layers may not use Node built-ins.' }))],
  patterns: [
    noElectron,
    { group: ['pixi.js', 'pixi.js/*', '@pixi/*'], message: 'Game logic is renderer-free.' },
  ],
};

// Bots sit below the host: the host asks them (through ai/runner.ts), they never reach up.
const botsKnowNoSessions = {
  group: ['**/host/**', '**/net/**', '**/host', '**/net'],
  message: 'Bots know no sessions or network: put shared types in src/main/ai or below.',
};

// The host's folders (docs/host.md), lowest first. A folder imports only folders of layers
// before its own; the parts on top answer their own messages and never import one another;
// no folder imports the router (host.ts, host-options.ts). test/unit/main/host/architecture.test.ts
// proves the rule bites.
export const HOST_LAYERS = [
  ['connection', 'table'],
  ['lobby', 'coaching'],
  ['persistence'],
  ['statistics'],
  ['rooms'],
  ['play', 'lan', 'saves', 'replays', 'settings', 'challenge'],
];

function hostFolderRules() {
  const all = HOST_LAYERS.flat();
  return HOST_LAYERS.flatMap((layer, i) =>
    layer.map((folder) => {
      const above = HOST_LAYERS.slice(i + 1).flat();
      const forbidden = [...layer.filter((f) => f !== folder), ...above];
      const below = HOST_LAYERS.slice(0, i).flat();
      const patterns = [
        noElectron,
        { group: ['../host', '../host-options'], message: 'Only the router imports the router.' },
      ];
      if (forbidden.length > 0)
        patterns.push({
          group: forbidden.map((f) => `**/${f}/**`),
          message: `host/${folder} may import ${below.length > 0 ? below.join(', ') : 'no other host folder'} (of ${all.join(', ')}): see docs/host.md.`,
        });
      return {
        files: [`src/main/host/${folder}/**/*.ts`],
        rules: { 'no-restricted-imports': ['error', { patterns }] },
      };
    }),
  );
}

export default tseslint.config(
  { ignores: ['out/**', 'dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', '.ci/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Plain Node scripts (start, e2e launcher, icon rendering).
    files: ['scripts/**/*.mjs'],
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', setTimeout: 'readonly', URL: 'readonly' },
    },
  },
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // General rule first: later blocks override it for the stricter layers.
  {
    files: ['src/main/**/*.ts', 'src/shared/**/*.ts', 'test/**/*.ts', 'scripts/**/*.ts'],
    ignores: ['src/main/index.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noElectron] }],
    },
  },
  {
    files: ['src/shared/**/*.ts', 'src/main/engine/**/*.ts', 'src/main/games/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', noPlatform] },
  },
  {
    // The engine and the rules know no bots, host or network: those layers sit above them.
    // A later no-restricted-imports replaces the earlier one for the same files, so the
    // platform restrictions are repeated here.
    files: ['src/main/engine/**/*.ts', 'src/main/games/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: noPlatform.paths,
          patterns: [
            ...noPlatform.patterns,
            {
              group: ['**/ai', '**/ai/**', '**/host', '**/host/**', '**/net', '**/net/**'],
              message: 'The engine and the games sit below the bots, the host and the network.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/main/ai/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: noPlatform.paths, patterns: [...noPlatform.patterns, botsKnowNoSessions] },
      ],
    },
  },
  {
    // The worker threads (src/main/workers) may use Node, but like every bot they know no host or
    // network: the host hands them jobs (par, analyses, bot turns), never the other way round.
    files: ['src/main/workers/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noElectron, botsKnowNoSessions] }],
    },
  },
  ...hostFolderRules(),
  {
    files: ['src/renderer/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: nodeBuiltins.map((name) => ({ name, message: 'The renderer runs in a browser.' })),
          patterns: [
            {
              group: ['**/main/**', '**/preload/**'],
              message: 'The renderer talks to the host only through src/shared.',
            },
            { group: ['electron', 'electron/*'], message: 'The renderer never imports electron.' },
          ],
        },
      ],
    },
  },
);
