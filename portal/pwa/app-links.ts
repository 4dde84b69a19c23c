import type { Brand } from '@fund/domain';
import type { Plugin } from 'vite';
import { appLinkExclusions } from '../src/platform/app-link-paths.ts';

/**
 * The files that let the installed app open the portal's links (Android App Links, iOS universal links), made at
 * build time from the environment:
 *
 * - `APP_LINK_HOST`: the portal's public host (default: `portal.` and the brand's site domain);
 * - `ANDROID_CERT_SHA256`: the SHA-256 fingerprints of the certificates the Android app is signed with (Play App
 *   Signing's key, the upload key), comma-separated;
 * - `APPLE_TEAM_ID`: the Apple developer team that signs the iOS app.
 *
 * The app ids are the Capacitor config's. Without the signing values the files are still valid, with a placeholder
 * in their place that verifies no app, and the build says so: links then open the web, which is what they should do
 * for an app nobody signed for release.
 */
export interface AppLinks {
  host: string;
  appId: string;
  androidFingerprints: string[];
  appleTeamId: string;
  /** The values that were not set, so the files hold a placeholder for them. */
  placeholders: ('ANDROID_CERT_SHA256' | 'APPLE_TEAM_ID')[];
}

/** Stands for a certificate's fingerprint until a release's is set: no Android app is signed with it. */
export const placeholderFingerprint = Array.from({ length: 32 }, () => '00').join(':');
/** Stands for the Apple team until a release's is set (ten characters, like a team id). */
export const placeholderTeamId = 'TEAMID0000';

const fingerprintShape = /^([0-9A-F]{2}:){31}[0-9A-F]{2}$/;
const teamIdShape = /^[A-Z0-9]{10}$/;

export function defaultAppLinkHost(brand: Brand): string {
  return `portal.${new URL(brand.siteUrl).host.replace(/^www\./, '')}`;
}

export function appLinksFrom(env: Record<string, string | undefined>, appId: string, brand: Brand): AppLinks {
  const placeholders: AppLinks['placeholders'] = [];
  const fingerprints = (env.ANDROID_CERT_SHA256 ?? '')
    .split(',')
    .map((value) => value.trim().toUpperCase())
    .filter(Boolean);
  for (const fingerprint of fingerprints) {
    if (!fingerprintShape.test(fingerprint)) {
      throw new Error(
        `ANDROID_CERT_SHA256: "${fingerprint}" is not a SHA-256 fingerprint (32 hex pairs with colons)`,
      );
    }
  }
  if (fingerprints.length === 0) placeholders.push('ANDROID_CERT_SHA256');
  const teamId = env.APPLE_TEAM_ID?.trim() ?? '';
  if (teamId && !teamIdShape.test(teamId)) throw new Error(`APPLE_TEAM_ID: "${teamId}" is not a team id`);
  if (!teamId) placeholders.push('APPLE_TEAM_ID');
  return {
    host: env.APP_LINK_HOST?.trim() || defaultAppLinkHost(brand),
    appId,
    androidFingerprints: fingerprints.length > 0 ? fingerprints : [placeholderFingerprint],
    appleTeamId: teamId || placeholderTeamId,
    placeholders,
  };
}

/** Android's Digital Asset Links statement: this site's links may open the app signed with these certificates. */
export function assetLinks(links: AppLinks) {
  return [
    {
      relation: ['delegate_permission/common.handle_all_urls'],
      target: {
        namespace: 'android_app',
        package_name: links.appId,
        sha256_cert_fingerprints: links.androidFingerprints,
      },
    },
  ];
}

/** iOS's association: every page opens the app, except the addresses that never should (`app-link-paths.ts`). */
export function appleAppSiteAssociation(links: AppLinks) {
  return {
    applinks: {
      details: [
        {
          appIDs: [`${links.appleTeamId}.${links.appId}`],
          components: [
            ...appLinkExclusions.map((prefix) => ({
              '/': `${prefix}*`,
              exclude: true,
              comment: 'never opens the app',
            })),
            { '/': '*', comment: 'every page of the portal' },
          ],
        },
      ],
    },
  };
}

export const wellKnownFiles = {
  assetLinks: '.well-known/assetlinks.json',
  appleAppSiteAssociation: '.well-known/apple-app-site-association',
} as const;

/** Writes both files into the build; the servers send them as JSON (`scripts/stack`, `deploy/nginx.conf`). */
export function appLinksPlugin(links: AppLinks): Plugin {
  return {
    name: 'fund-app-links',
    apply: 'build',
    generateBundle() {
      if (links.placeholders.length > 0) {
        this.warn(
          `app links for ${links.host} hold placeholders for ${links.placeholders.join(' and ')}: set them for a release (portal/README.md)`,
        );
      }
      this.emitFile({
        type: 'asset',
        fileName: wellKnownFiles.assetLinks,
        source: `${JSON.stringify(assetLinks(links), null, 2)}\n`,
      });
      this.emitFile({
        type: 'asset',
        fileName: wellKnownFiles.appleAppSiteAssociation,
        source: `${JSON.stringify(appleAppSiteAssociation(links), null, 2)}\n`,
      });
    },
  };
}
