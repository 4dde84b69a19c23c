import path from 'node:path';
import type { BuildSpec } from './builds.ts';
import type { Ports } from './settings.ts';
import { repoRoot } from './settings.ts';

const bin = (relative: string) => path.join(repoRoot, 'node_modules', relative);
// The workspace packages the front ends bundle: a change to any of them makes their builds stale.
const shared = [
  'packages/domain/src',
  'packages/contract/src',
  'packages/messages/src',
  'packages/ui/src',
  'package-lock.json',
  'tsconfig.base.json',
];

export interface BuildStep extends BuildSpec {
  clean?: boolean;
  script: string;
  args: string[];
  cwd: string;
}

export const localhost = (port: number) => `http://localhost:${port}`;

/**
 * How the static site is built, for the site's public address and the portal's (baked into its links); the compose
 * topology's site builder builds it the same way.
 */
export function siteBuildStep(siteUrl: string, portalUrl: string): BuildStep {
  return {
    name: 'site',
    inputs: ['site', ...shared],
    output: 'site/dist',
    script: bin('astro/bin/astro.mjs'),
    args: ['build'],
    cwd: path.join(repoRoot, 'site'),
    bakedEnv: { SITE_URL: siteUrl, PUBLIC_PORTAL_URL: portalUrl },
  };
}

/** How each front end and the CMS admin are built; inputs decide when a build is stale. */
export function buildSteps(ports: Ports): Record<'portal' | 'backoffice' | 'site' | 'cms', BuildStep> {
  return {
    portal: {
      name: 'portal',
      inputs: ['portal', ...shared],
      output: 'portal/dist',
      script: bin('vite/bin/vite.js'),
      args: ['build'],
      cwd: path.join(repoRoot, 'portal'),
    },
    backoffice: {
      name: 'backoffice',
      inputs: ['backoffice', ...shared],
      output: 'backoffice/dist',
      script: bin('vite/bin/vite.js'),
      args: ['build'],
      cwd: path.join(repoRoot, 'backoffice'),
    },
    site: siteBuildStep(localhost(ports.site), localhost(ports.portal)),
    cms: {
      name: 'cms',
      inputs: ['cms', 'package-lock.json', 'tsconfig.base.json'],
      output: 'cms/dist',
      // Strapi's TypeScript step never deletes old output, so a removed content type would linger.
      clean: true,
      // The admin calls its own origin unless a public URL is set; only a set one is baked into the bundle.
      bakedEnv: { CMS_PUBLIC_URL: process.env.CMS_PUBLIC_URL ?? '' },
      script: bin('@strapi/strapi/bin/strapi.js'),
      args: ['build'],
      cwd: path.join(repoRoot, 'cms'),
    },
  };
}

export const entryPoints = {
  api: path.join(repoRoot, 'api/src/server.ts'),
  worker: path.join(repoRoot, 'api/src/worker.ts'),
  cms: bin('@strapi/strapi/bin/strapi.js'),
  mail: bin('maildev/dist/bin/maildev.js'),
};
