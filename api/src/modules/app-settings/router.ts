import Joi from 'joi';
import { instant, listOf, nullable } from '../../platform/answer-schemas.ts';
import type { AppContext } from '../../platform/context.ts';
import type { ApiRoutes } from '../../platform/openapi.ts';
import { sendList } from '../../platform/simple-rest.ts';
import { actorOf } from '../audit/service.ts';
import { requireStaff } from '../auth/guards.ts';
import { maintenanceBody, maintenanceHeaders, settingParams, settingsListQuery } from './schemas.ts';
import { readMaintenance, writeMaintenance } from './service.ts';

const maintenanceFields = {
  maintenance: Joi.boolean().required(),
  maintenanceText: nullable(Joi.string()).required(),
};

/** The maintenance switch as the back office edits it (MaintenanceRecord). */
const maintenanceRecordAnswer = Joi.object({
  id: Joi.string().valid('maintenance').required(),
  ...maintenanceFields,
  updatedAt: nullable(instant).required(),
});

export function appSettingsRoutes(routes: ApiRoutes, ctx: AppContext): void {
  routes.add(
    {
      method: 'get',
      path: '/app-setting/maintenance',
      summary: 'Whether the product is under maintenance, with the optional text the screens show',
      tag: 'app-settings',
      access: 'public',
      request: { headers: maintenanceHeaders },
      responses: { 200: '{ maintenance, maintenanceText }' },
      answers: { 200: Joi.object(maintenanceFields) },
    },
    async (req, res) => {
      const { maintenance, maintenanceText } = await readMaintenance(ctx);
      req.log.debug({ action: req.get('x-action') ?? null, maintenance }, 'maintenance check');
      res.setHeader('Cache-Control', 'no-store');
      res.json({ maintenance, maintenanceText });
    },
  );

  const staff = [requireStaff('manageAppSettings')];

  routes.addGuarded(
    {
      method: 'get',
      path: '/admin/app-settings',
      summary: 'List app settings (react-admin)',
      tag: 'admin',
      access: 'staff',
      request: { query: settingsListQuery },
      responses: { 200: 'Settings; Content-Range header', 401: 'AUTH_REQUIRED', 403: 'AUTH_FORBIDDEN' },
      answers: { 200: listOf(maintenanceRecordAnswer) },
    },
    staff,
    async (_req, res) => {
      sendList(res, 'app-settings', [await readMaintenance(ctx)], 0, 1);
    },
  );

  routes.addGuarded(
    {
      method: 'get',
      path: '/admin/app-settings/:id',
      summary: 'One app setting',
      tag: 'admin',
      access: 'staff',
      request: { params: settingParams },
      responses: {
        200: 'The setting',
        401: 'AUTH_REQUIRED',
        403: 'AUTH_FORBIDDEN',
        422: 'VALIDATION_FAILED',
      },
      answers: { 200: maintenanceRecordAnswer },
    },
    staff,
    async (_req, res) => {
      res.json(await readMaintenance(ctx));
    },
  );

  routes.addGuarded(
    {
      method: 'put',
      path: '/admin/app-settings/:id',
      summary: 'Turn maintenance on or off and set its text (audited)',
      tag: 'admin',
      access: 'staff',
      request: { params: settingParams, body: maintenanceBody },
      responses: {
        200: 'The saved setting',
        401: 'AUTH_REQUIRED',
        403: 'AUTH_FORBIDDEN',
        422: 'VALIDATION_FAILED',
      },
      answers: { 200: maintenanceRecordAnswer },
    },
    staff,
    async (req, res) => {
      const saved = await writeMaintenance(
        ctx,
        { maintenance: req.body.maintenance, maintenanceText: req.body.maintenanceText ?? null },
        actorOf(req),
      );
      res.json(saved);
    },
  );
}
