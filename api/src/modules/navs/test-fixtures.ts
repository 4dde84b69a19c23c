import type { TestApp } from '../../../test/test-app.ts';

/** A NAV entered by a staff member (the maker): PENDING until another one approves it. */
export const enterNav = (t: TestApp, maker: string, strategyCode: string, navDate: string, nav: string) =>
  t.http().post('/admin/navs').set('Cookie', maker).send({ strategyCode, navDate, nav });

/**
 * A NAV entered by operations and approved by an admin (maker-checker), which settles the approved orders of that
 * strategy and trade date; answers the approval's answer (`{ nav, settlement }`). The staff sign in at the test
 * instant unless their cookies are given.
 */
export async function enterAndApproveNav(
  t: TestApp,
  strategyCode: string,
  navDate: string,
  nav: string,
  staff?: { maker: string; checker: string },
) {
  const maker = staff?.maker ?? (await t.signIn('operations@example.com'));
  const checker = staff?.checker ?? (await t.signIn('admin@example.com'));
  await enterNav(t, maker, strategyCode, navDate, nav).expect(201);
  const approved = await t
    .http()
    .post(`/admin/navs/${strategyCode}_${navDate}/approve`)
    .set('Cookie', checker)
    .send({})
    .expect(200);
  return approved.body;
}
