import Joi from 'joi';
import { Op } from 'sequelize';
import { id, listOf } from '../../platform/answer-schemas.ts';
import type { AppContext } from '../../platform/context.ts';
import type { ApiRoutes } from '../../platform/openapi.ts';
import { listQuery, sendList } from '../../platform/simple-rest.ts';
import { requireStaff } from '../auth/guards.ts';

/** Staff members, for choosing an assignee (react-admin `staff`). */
export function staffRoutes(routes: ApiRoutes, ctx: AppContext): void {
  routes.addGuarded(
    {
      method: 'get',
      path: '/admin/staff',
      summary: 'Staff members (id, email, role)',
      tag: 'admin',
      access: 'staff',
      request: { query: listQuery(['id', 'email']) },
      responses: { 200: 'Staff; Content-Range header' },
      answers: {
        200: listOf(
          Joi.object({ id: id.required(), email: Joi.string().required(), role: Joi.string().required() }),
        ),
      },
    },
    [requireStaff('read')],
    async (_req, res) => {
      const rows = await ctx.models.User.findAll({
        attributes: ['id', 'email', 'role'],
        where: { role: { [Op.ne]: null } },
        order: [['email', 'ASC']],
        raw: true,
      });
      sendList(
        res,
        'staff',
        rows.map((r) => ({ ...r, id: Number(r.id) })),
        0,
        rows.length,
      );
    },
  );
}
