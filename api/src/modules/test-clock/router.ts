import Joi from 'joi';
import { instant } from '../../platform/answer-schemas.ts';
import { SettableClock } from '../../platform/clock.ts';
import type { AppContext } from '../../platform/context.ts';
import type { ApiRoutes } from '../../platform/openapi.ts';

const clockBody = Joi.object({ now: Joi.date().iso().allow(null).required() });
const idleBody = Joi.object({
  email: Joi.string().email().required(),
  minutes: Joi.number().integer().min(1).max(1440).required(),
});

/** Like a payment provider's test clock: mounted only when APP_ENV=test, so it is a 404 anywhere else. */
export function testClockRoutes(routes: ApiRoutes, ctx: AppContext): void {
  const clock = ctx.clock;
  if (ctx.config.appEnv !== 'test' || !(clock instanceof SettableClock)) return;
  routes.add(
    {
      method: 'put',
      path: '/test/clock',
      summary: 'Test mode only: stand the clock at an instant (null returns to real time)',
      tag: 'test',
      access: 'test',
      request: { body: clockBody },
      responses: { 200: '{ now }' },
      answers: { 200: Joi.object({ now: instant.required() }) },
    },
    (req, res) => {
      clock.set(req.body.now);
      res.json({ now: clock.now().toISOString() });
    },
  );

  // Staff idle time runs on the real clock (moving the test clock is not idleness), so a journey cannot wait out
  // the 30 minutes: this moves the last request of someone's open sessions back, as if they had left the screen.
  routes.add(
    {
      method: 'post',
      path: '/test/sessions/idle',
      summary: 'Test mode only: as if this person’s open sessions had been idle for the given minutes',
      tag: 'test',
      access: 'test',
      request: { body: idleBody },
      responses: { 200: '{ sessions }' },
      answers: { 200: Joi.object({ sessions: Joi.number().integer().required() }) },
    },
    async (req, res) => {
      const [, affected] = (await ctx.sequelize.query(
        `UPDATE sessions SET last_active_at = :at
         WHERE user_id = (SELECT id FROM users WHERE lower(email) = lower(:email)) AND revoked_at IS NULL`,
        {
          replacements: {
            email: req.body.email,
            at: new Date(clock.realNow().getTime() - req.body.minutes * 60_000),
          },
        },
      )) as [unknown, { rowCount?: number } | number];
      res.json({ sessions: typeof affected === 'number' ? affected : (affected.rowCount ?? 0) });
    },
  );
}
