import type { TestApp } from '../../../test/test-app.ts';

/** A request whose answer is read as the bytes of a file (a PDF), not as text. */
export const pdf = (req: ReturnType<ReturnType<TestApp['http']>['get']>) =>
  req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });
