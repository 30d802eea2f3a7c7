// ESLint flat config. Besides typescript-eslint's recommended rules it enforces the layering
// of docs/architecture.md (the way VS Code's code-layering rule does): pure layers never reach
// for electron, node built-ins or pixi, the renderer never imports the main process, and the
// host's and the renderer's folders import one way only. test/unit/host/architecture.test.ts
// proves each of these rules bites.
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

// The renderer (docs/architecture.md). Every file there runs in a browser and talks to the host
// only through src/shared.
const rendererPlatform = {
  paths: nodeBuiltins.map((name) => ({ name, message: 'The renderer runs in a browser.' })),
  patterns: [
    {
      group: ['**/main/**', '**/preload/**'],
      message: 'The renderer talks to the host only through src/shared.',
    },
    { group: ['electron', 'electron/*'], message: 'The renderer never imports electron.' },
  ],
};

// Its base layers, lowest first: a base folder imports only folders of layers before its own,
// never a feature, screens/ or main.ts. (Any folder may take a sound or an image from assets/.)
export const RENDERER_BASE = [
  ['i18n', 'layout', 'audio'],
  ['theme', 'net', 'core'],
  ['art'],
  ['ui'],
  ['app'],
];

// Its features, each with the other features it may import (the list is the whole permission:
// it forms no circle). A feature imports any base layer, never screens/ or main.ts.
export const RENDERER_FEATURES = {
  scenes: [],
  saves: [],
  lobby: [],
  statistics: [],
  challenge: ['saves'],
  games: ['scenes', 'challenge'],
  hints: ['games'],
  lessons: ['hints'],
  replay: ['games', 'hints'],
  rules: [],
};

/** A pattern for relative imports of the renderer's top folders `names` (from any depth). */
const rendererFolders = (names) => `^(\\.\\./)+(${names.join('|')})(/|$)`;
const rendererMain = '^(\\.\\./)+main(\\.js|\\.ts)?$';

function rendererRules() {
  const features = Object.keys(RENDERER_FEATURES);
  const block = (folder, patterns) => ({
    files: [`src/renderer/${folder}/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: rendererPlatform.paths, patterns: [...rendererPlatform.patterns, ...patterns] },
      ],
    },
  });
  const base = RENDERER_BASE.flatMap((layer, i) =>
    layer.map((folder) => {
      const below = RENDERER_BASE.slice(0, i).flat();
      const forbidden = [
        ...layer.filter((f) => f !== folder),
        ...RENDERER_BASE.slice(i + 1).flat(),
        ...features,
        'screens',
      ];
      return block(folder, [
        {
          regex: `${rendererFolders(forbidden)}|${rendererMain}`,
          message: `renderer/${folder} is a base layer: it may import ${below.length > 0 ? below.join(', ') : 'no other renderer folder'}, never a feature, screens/ or main.ts (docs/architecture.md).`,
        },
      ]);
    }),
  );
  const upward = {
    regex: `${rendererFolders(['screens'])}|${rendererMain}`,
    message: 'A feature never imports screens/ or main.ts: have a function handed in (docs/architecture.md).',
  };
  const feature = Object.entries(RENDERER_FEATURES).map(([folder, allowed]) => {
    const forbidden = features.filter((f) => f !== folder && !allowed.includes(f));
    return block(folder, [
      upward,
      {
        regex: rendererFolders(forbidden),
        message: `renderer/${folder} may import ${allowed.length > 0 ? `the other features ${allowed.join(', ')} only` : 'no other feature'} (docs/architecture.md).`,
      },
    ]);
  });
  const screens = block('screens', [
    {
      regex: rendererMain,
      message: 'Screens never import main.ts: it hands them the AppContext (docs/architecture.md).',
    },
  ]);
  return [...base, ...feature, screens];
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
    rules: { 'no-restricted-imports': ['error', rendererPlatform] },
  },
  ...rendererRules(),
);
