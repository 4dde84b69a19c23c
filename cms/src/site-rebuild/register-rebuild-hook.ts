import type { Core, Modules } from '@strapi/strapi';
import { type RebuildTarget, rebuildTargetFromEnv } from './rebuild-target.ts';
import { isRebuildTrigger } from './rebuild-trigger.ts';
import { type RebuildReason, requestRebuild } from './request-rebuild.ts';

export type RebuildNotifier = (reason: RebuildReason) => void;

/** Sends rebuild requests in the background, so an editor's save never waits for the site builder. */
export function rebuildNotifier(strapi: Core.Strapi, target: RebuildTarget | null): RebuildNotifier {
  return (reason) => {
    if (!target) return;
    void requestRebuild(target, reason, { fetch, warn: (message) => strapi.log.warn(message) });
  };
}

interface ChangeParams {
  status?: unknown;
  documentId?: string;
  locale?: unknown;
}

/**
 * Registers the document service middleware that asks for a site rebuild after a change the site shows
 * (Strapi 5's documented successor to lifecycle hooks). Changes made while the CMS is still starting, such
 * as the demo seed, are not editors' actions and are left out.
 */
export function registerRebuildHook(strapi: Core.Strapi): void {
  const target = rebuildTargetFromEnv(process.env);
  if (target && !target.token) {
    strapi.log.warn('SITE_REBUILD_URL is set without SITE_REBUILD_TOKEN: rebuild requests carry no token');
  }
  const notify = rebuildNotifier(strapi, target);
  const middleware: Modules.Documents.Middleware.Middleware = async (context, next) => {
    const result = await next();
    const params = (context.params ?? {}) as ChangeParams;
    const change = {
      action: context.action,
      uid: context.uid,
      status: params.status,
      draftAndPublish: context.contentType.options?.draftAndPublish === true,
    };
    if (strapi.isLoaded && isRebuildTrigger(change)) {
      const resultId = (result as { documentId?: unknown } | null)?.documentId;
      notify({
        action: change.action,
        uid: change.uid,
        documentId: params.documentId ?? (typeof resultId === 'string' ? resultId : undefined),
        locale: typeof params.locale === 'string' ? params.locale : undefined,
      });
    }
    return result;
  };
  strapi.documents.use(middleware);
}
