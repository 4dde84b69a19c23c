import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';

interface UploadService {
  upload(input: {
    data: { fileInfo: { name: string; alternativeText: string } };
    files: { filepath: string; originalFilename: string; mimetype: string; size: number };
  }): Promise<{ id: number }[]>;
}

/**
 * Puts one seed image in the media library and answers its id, or null when the upload fails: a picture is
 * decoration, so the seed carries on without it rather than leave the CMS half seeded.
 */
export async function uploadDemoImage(
  strapi: Core.Strapi,
  fileName: string,
  svg: string,
  alternativeText: string,
): Promise<number | null> {
  const folder = await mkdtemp(path.join(tmpdir(), 'cms-seed-'));
  try {
    const filepath = path.join(folder, fileName);
    await writeFile(filepath, svg);
    const upload = strapi.plugin('upload').service('upload') as UploadService;
    const [file] = await upload.upload({
      data: { fileInfo: { name: fileName, alternativeText } },
      files: {
        filepath,
        originalFilename: fileName,
        mimetype: 'image/svg+xml',
        size: Buffer.byteLength(svg),
      },
    });
    return file?.id ?? null;
  } catch (error) {
    strapi.log.warn(`Seed image ${fileName} was not uploaded: ${(error as Error).message}`);
    return null;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
