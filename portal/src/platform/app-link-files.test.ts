import { selectBrand } from '@fund/domain';
import { describe, expect, it } from 'vitest';
import capacitorConfig from '../../capacitor.config.ts';
import {
  type AppLinks,
  appLinksFrom,
  appleAppSiteAssociation,
  assetLinks,
  placeholderFingerprint,
  placeholderTeamId,
} from '../../pwa/app-links.ts';

const brand = selectBrand('');
const appId = capacitorConfig.appId ?? '';
const release = {
  APP_LINK_HOST: 'invest.mfund.example',
  ANDROID_CERT_SHA256: `${'ab:'.repeat(31)}cd, ${'12:'.repeat(31)}EF`,
  APPLE_TEAM_ID: 'A1B2C3D4E5',
};

/** Each file as the build writes it and a server sends it: JSON text. */
const asServed = (links: AppLinks) => ({
  android: JSON.parse(JSON.stringify(assetLinks(links))),
  ios: JSON.parse(JSON.stringify(appleAppSiteAssociation(links))),
});

describe('the app links association files', () => {
  it('name the Capacitor app and the release signing from the environment', () => {
    const links = appLinksFrom(release, appId, brand);
    expect(links).toMatchObject({ host: 'invest.mfund.example', placeholders: [] });
    const { android, ios } = asServed(links);
    expect(android).toEqual([
      {
        relation: ['delegate_permission/common.handle_all_urls'],
        target: {
          namespace: 'android_app',
          package_name: 'example.mfund.portal',
          sha256_cert_fingerprints: [`${'AB:'.repeat(31)}CD`, `${'12:'.repeat(31)}EF`],
        },
      },
    ]);
    expect(ios.applinks.details).toHaveLength(1);
    expect(ios.applinks.details[0].appIDs).toEqual(['A1B2C3D4E5.example.mfund.portal']);
  });

  it('open every page in the app but the API, these files and a social sign-in return (excluded before the catch-all)', () => {
    const { ios } = asServed(appLinksFrom(release, appId, brand));
    const components = ios.applinks.details[0].components as { '/': string; exclude?: boolean }[];
    expect(components.map((component) => [component['/'], component.exclude === true])).toEqual([
      ['/api/*', true],
      ['/.well-known/*', true],
      ['/auth/callback/*', true],
      ['*', false],
    ]);
  });

  it("are still valid without release values, with placeholders the build names, on the brand's portal host", () => {
    const links = appLinksFrom({}, appId, brand);
    expect(links.host).toBe('portal.mfund.example');
    expect(links.placeholders).toEqual(['ANDROID_CERT_SHA256', 'APPLE_TEAM_ID']);
    const { android, ios } = asServed(links);
    expect(android[0].target.sha256_cert_fingerprints).toEqual([placeholderFingerprint]);
    expect(placeholderFingerprint).toMatch(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/);
    expect(ios.applinks.details[0].appIDs).toEqual([`${placeholderTeamId}.example.mfund.portal`]);
    expect(placeholderTeamId).toMatch(/^[A-Z0-9]{10}$/);
  });

  it('stop the build on a fingerprint or team id that is not one', () => {
    expect(() => appLinksFrom({ ANDROID_CERT_SHA256: 'AB:CD' }, appId, brand)).toThrow(/ANDROID_CERT_SHA256/);
    expect(() => appLinksFrom({ APPLE_TEAM_ID: 'team' }, appId, brand)).toThrow(/APPLE_TEAM_ID/);
  });
});
