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
  const [rows] = (await ctx.sequelize.query('SELECT value, updated_at FROM app_settings WHERE key = :key', {
    replacements: { key },
  })) as [{ value: MaintenanceSetting; updated_at: Date }[], unknown];
  const row = rows[0];
  return {
    id: key,
    ...off,
    ...(row?.value ?? {}),
    updatedAt: row ? row.updated_at.toISOString() : null,
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
    await ctx.sequelize.query(
      `INSERT INTO app_settings (key, value, updated_by, updated_at) VALUES (:key, :value, :actorId, :now)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_by = EXCLUDED.updated_by, updated_at = EXCLUDED.updated_at`,
      {
        replacements: { key, value: JSON.stringify(value), actorId: actor.id, now: ctx.clock.now() },
        transaction,
      },
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
