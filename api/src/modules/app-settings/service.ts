import type { AppContext } from '../../platform/context.ts';
import { type AuditRequest, recordAudit } from '../audit/service.ts';

export interface MaintenanceSetting {
  maintenance: boolean;
  maintenanceText: string | null;
}

export interface MaintenanceRecord extends MaintenanceSetting {
  id: 'maintenance';
  updatedAt: string | null;
}

const key = 'maintenance';
const off: MaintenanceSetting = { maintenance: false, maintenanceText: null };

export async function readMaintenance(ctx: AppContext): Promise<MaintenanceRecord> {
  const row = await ctx.models.AppSetting.findByPk(key, { attributes: ['value', 'updatedAt'], raw: true });
  return {
    id: key,
    ...off,
    ...((row?.value as MaintenanceSetting | undefined) ?? {}),
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

export async function writeMaintenance(
  ctx: AppContext,
  change: MaintenanceSetting,
  actor: { id: number; requestId: string | null; request?: AuditRequest },
): Promise<MaintenanceRecord> {
  const value: MaintenanceSetting = {
    maintenance: change.maintenance,
    maintenanceText: change.maintenanceText?.trim() ? change.maintenanceText.trim() : null,
  };
  await ctx.sequelize.transaction(async (transaction) => {
    const before = await readMaintenance(ctx);
    await ctx.models.AppSetting.upsert(
      { key, value, updatedBy: actor.id, updatedAt: ctx.clock.now() },
      { transaction },
    );
    await recordAudit(
      ctx,
      {
        actorId: actor.id,
        action: 'app-settings.update',
        subject: `app-settings/${key}`,
        before: { maintenance: before.maintenance, maintenanceText: before.maintenanceText },
        after: value,
        requestId: actor.requestId,
        request: actor.request,
      },
      transaction,
    );
  });
  return readMaintenance(ctx);
}
