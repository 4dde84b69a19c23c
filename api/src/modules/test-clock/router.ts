import Joi from 'joi';
import { SettableClock } from '../../platform/clock.ts';
import type { AppContext } from '../../platform/context.ts';
import type { ApiRoutes } from '../../platform/openapi.ts';

const clockBody = Joi.object({ now: Joi.date().iso().allow(null).required() });

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
    },
    (req, res) => {
      clock.set(req.body.now);
      res.json({ now: clock.now().toISOString() });
    },
  );
}
