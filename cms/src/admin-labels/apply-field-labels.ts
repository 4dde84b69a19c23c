import type { Core } from '@strapi/strapi';
import { COMPONENT_LABELS, CONTENT_TYPE_LABELS, withFieldLabels } from './field-labels.ts';

type Metadatas = Parameters<typeof withFieldLabels>[0];

interface ConfigurationService {
  findConfiguration(model: { uid: string }): Promise<{ metadatas?: Metadatas }>;
  updateConfiguration(model: { uid: string }, configuration: { metadatas: Metadatas }): Promise<unknown>;
}

/** Gives every field of the site's content types and components its editor label and description. */
export async function applyFieldLabels(strapi: Core.Strapi): Promise<void> {
  const contentManager = strapi.plugin('content-manager');
  const targets: [
    ConfigurationService,
    Record<string, Record<string, { label: string; description: string }>>,
  ][] = [
    [contentManager.service('content-types') as ConfigurationService, CONTENT_TYPE_LABELS],
    [contentManager.service('components') as ConfigurationService, COMPONENT_LABELS],
  ];
  for (const [service, labelsByUid] of targets) {
    for (const [uid, labels] of Object.entries(labelsByUid)) {
      const current = await service.findConfiguration({ uid });
      const metadatas = withFieldLabels(current.metadatas ?? {}, labels);
      if (JSON.stringify(metadatas) === JSON.stringify(current.metadatas)) continue;
      // The store sets each key given and keeps the rest (layouts, settings).
      await service.updateConfiguration({ uid }, { metadatas });
    }
  }
}
