import Joi from 'joi';
import type { AppContext } from '../../platform/context.ts';
import type { ApiRoutes } from '../../platform/openapi.ts';
import { actorOf } from '../audit/service.ts';
import { requireStaff } from '../auth/guards.ts';
import { replaceTaxInvoice } from './tax-invoices.ts';
import { toStaffInvoice } from './views.ts';

const invoiceParams = Joi.object({
  id: Joi.string()
    .pattern(/^tax-invoice-[1-9]\d{0,15}$/)
    .required(),
});
const replaceBody = Joi.object({ reason: Joi.string().trim().min(5).max(500).required() });

/** Documents an investor keeps (DESIGN §4 "Documents", §6): tax invoices, confirmations, the contract. */
export function documentRoutes(routes: ApiRoutes, ctx: AppContext): void {
  const keepers = [requireStaff('operations', 'admin')];

  routes.addGuarded(
    {
      method: 'post',
      path: '/admin/documents/:id/replace',
      summary:
        'Cancels a tax invoice in force with the reason and issues its replacement (same order and fee, the seller and buyer as they stand now, the next number); audited',
      tag: 'admin',
      access: 'staff',
      request: { params: invoiceParams, body: replaceBody },
      responses: {
        200: '{ cancelled: TaxInvoice, replacement: TaxInvoice }',
        403: 'AUTH_FORBIDDEN',
        404: 'NOT_FOUND',
        409: 'TAX_INVOICE_ALREADY_CANCELLED',
        422: 'VALIDATION_FAILED',
      },
    },
    keepers,
    async (req, res) => {
      const id = Number(String(req.params.id).slice('tax-invoice-'.length));
      const { cancelled, replacement } = await replaceTaxInvoice(ctx, actorOf(req), id, req.body.reason);
      res.json({ cancelled: toStaffInvoice(cancelled), replacement: toStaffInvoice(replacement) });
    },
  );
}
