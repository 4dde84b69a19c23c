import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The committed native projects (`android/`, `ios/`) must be what `npm run mobile:sync` makes from this checkout:
 * the configuration copied into each is `capacitor.config.ts`, each lists exactly the Capacitor plugins the portal
 * depends on, and the native runtime is the version of the JavaScript one. A change to any of them without a sync
 * fails here.
 */
const portal = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(portal, file), 'utf8');
const packageJson = (name: string) =>
  JSON.parse(read(`../node_modules/${name}/package.json`)) as {
    version: string;
    capacitor?: { android?: unknown; ios?: unknown };
  };
const dependencies = Object.keys(
  (JSON.parse(read('package.json')) as { dependencies: Record<string, string> }).dependencies,
);
/** The portal's dependencies that are Capacitor plugins (they say so in their package.json), per platform. */
const pluginsFor = (platform: 'android' | 'ios') =>
  dependencies.filter((name) => packageJson(name).capacitor?.[platform] !== undefined).sort();

async function expectedConfig(): Promise<Record<string, unknown>> {
  // The committed projects are synced without a server address (see capacitor.config.ts).
  const serverUrl = process.env.CAP_SERVER_URL;
  delete process.env.CAP_SERVER_URL;
  try {
    return JSON.parse(JSON.stringify((await import('../../capacitor.config.ts')).default));
  } finally {
    if (serverUrl !== undefined) process.env.CAP_SERVER_URL = serverUrl;
  }
}

describe('committed native projects', () => {
  it.each([
    ['android', 'android/app/src/main/assets/capacitor.config.json'],
    ['ios', 'ios/App/App/capacitor.config.json'],
  ])('%s holds capacitor.config.ts as synced', async (_platform, file) => {
    // iOS adds the plugin classes it registers; the rest is the configuration itself.
    const { packageClassList: _classes, ...copied } = JSON.parse(read(file)) as Record<string, unknown>;
    expect(copied).toEqual(await expectedConfig());
  });

  it('android builds exactly the Capacitor plugins the portal depends on', () => {
    const included = [
      ...read('android/capacitor.settings.gradle').matchAll(/node_modules\/(.+?)\/android'\)/g),
    ]
      .map((match) => match[1])
      .sort();
    expect(included).toEqual(pluginsFor('android').filter((name) => name !== '@capacitor/ios'));
  });

  it('ios builds exactly the Capacitor plugins the portal depends on, on the same Capacitor version', () => {
    const manifest = read('ios/App/CapApp-SPM/Package.swift');
    const included = [...manifest.matchAll(/path: "[./]*node_modules\/(.+?)"\)/g)]
      .map((match) => match[1])
      .sort();
    expect(included).toEqual(pluginsFor('ios'));
    expect(manifest).toContain(`capacitor-swift-pm.git", exact: "${packageJson('@capacitor/ios').version}"`);
  });

  it('the Capacitor packages are one version', () => {
    const versions = ['@capacitor/core', '@capacitor/cli', '@capacitor/android', '@capacitor/ios'].map(
      (name) => packageJson(name).version,
    );
    expect(new Set(versions).size).toBe(1);
  });
});
