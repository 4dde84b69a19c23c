import { readFileSync } from 'node:fs';
import path from 'node:path';
import { selectBrand } from '@fund/domain';
import { describe, expect, it } from 'vitest';
import { defaultAppLinkHost } from '../../pwa/app-links.ts';
import { appLinkExclusions } from './app-link-paths.ts';

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

  it('both open the links of the host the portal serves their association files for, but the same exclusions', () => {
    // The committed projects' default host is the one a build without APP_LINK_HOST writes into the files.
    const host = defaultAppLinkHost(selectBrand(''));
    const manifest = read('android/app/src/main/AndroidManifest.xml');
    const filter =
      manifest.match(/<intent-filter android:autoVerify="true">[\s\S]*?<\/intent-filter>/)?.[0] ?? '';
    expect(filter).toContain('<data android:scheme="https" />');
    // biome-ignore lint/suspicious/noTemplateCurlyInString: Gradle's manifest placeholder, written as is.
    expect(filter).toContain('<data android:host="${appLinkHost}" />');
    expect(filter).toContain('<category android:name="android.intent.category.BROWSABLE" />');
    const excluded = [...filter.matchAll(/allow="false">\s*<data android:pathPrefix="(.+?)" \/>/g)].map(
      (m) => m[1],
    );
    expect(excluded).toEqual([...appLinkExclusions]);
    expect(read('android/app/build.gradle')).toContain(
      `manifestPlaceholders = [appLinkHost: System.getenv('APP_LINK_HOST') ?: '${host}']`,
    );

    expect(read('ios/App/App/App.entitlements')).toContain('<string>applinks:$(APP_LINK_HOST)</string>');
    const project = read('ios/App/App.xcodeproj/project.pbxproj');
    // Debug and Release both sign with the entitlements and name the host.
    expect(project.match(/CODE_SIGN_ENTITLEMENTS = App\/App\.entitlements;/g)).toHaveLength(2);
    expect(project.match(new RegExp(`APP_LINK_HOST = ${host.replaceAll('.', '\\.')};`, 'g'))).toHaveLength(2);
  });
});
