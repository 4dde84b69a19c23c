import sharp from 'sharp';
import { reencodeImage } from '../src/platform/uploaded-files.ts';
import { addBenchInvestor, benchContext, signIn, startBenchServer } from './bench-server.ts';

export interface UploadResult {
  name: string;
  meanMs: number;
  p95Ms: number;
  errors: number;
}

// Below the upload route's per-address limit (30 in 10 minutes), warm-up included.
const runs = 12;
const warmUps = 2;

async function timed(name: string, task: () => Promise<boolean>): Promise<UploadResult> {
  for (let i = 0; i < warmUps; i += 1) await task();
  const latencies: number[] = [];
  let errors = 0;
  for (let i = 0; i < runs - warmUps; i += 1) {
    const t0 = performance.now();
    if (!(await task())) errors += 1;
    latencies.push(performance.now() - t0);
  }
  latencies.sort((a, b) => a - b);
  return {
    name,
    meanMs: latencies.reduce((a, b) => a + b, 0) / latencies.length,
    p95Ms: latencies[Math.ceil(0.95 * latencies.length) - 1]!,
    errors,
  };
}

/** A phone-camera-sized JPEG of about 5 MB: 12 megapixels of noise, which compresses as badly as a real photo. */
export async function fiveMegabytePhoto(): Promise<Buffer> {
  return sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .jpeg({ quality: 84 })
    .toBuffer();
}

/**
 * The whole upload path (multipart, type read from the bytes, re-encode, store, row) against sharp re-encoding
 * the same bytes alone with the same settings, one upload at a time.
 */
export async function benchKycUpload(
  databaseUrl: string,
): Promise<{ photoBytes: number; results: UploadResult[] }> {
  const ctx = await benchContext(databaseUrl);
  await addBenchInvestor(ctx, 'bench-upload@example.com');
  await ctx.sequelize.close();
  const photo = await fiveMegabytePhoto();
  const server = await startBenchServer(databaseUrl);
  try {
    const cookie = await signIn(server.url, 'bench-upload@example.com');
    const upload = async () => {
      const form = new FormData();
      form.set('kind', 'ID_FRONT');
      form.set('file', new Blob([photo], { type: 'image/jpeg' }), 'id-front.jpg');
      const res = await fetch(`${server.url}/kyc/files`, { method: 'POST', headers: { cookie }, body: form });
      await res.arrayBuffer();
      return res.status === 201;
    };
    const results = [
      await timed('sharp re-encode alone (baseline)', async () => {
        await reencodeImage(photo, 'image/jpeg');
        return true;
      }),
      await timed('POST /kyc/files, full stack', upload),
    ];
    return { photoBytes: photo.length, results };
  } finally {
    server.stop();
  }
}
