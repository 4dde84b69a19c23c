import { problemOf } from '@fund/contract/testing';
import { errorMessage } from '@fund/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/stub-api.ts';
import { maintenanceRefusedEvent } from '../shell/maintenance.ts';
import { forgetCsrfToken } from './csrf-fetch.ts';
import { sendEnquiry } from './enquiry-submit.ts';

afterEach(() => forgetCsrfToken());

describe('sendEnquiry', () => {
  it('a form refused because maintenance began asks the maintenance check to look again at once', async () => {
    stubApi(() => problemOf(503, 'MAINTENANCE'));
    const heard = vi.fn();
    window.addEventListener(maintenanceRefusedEvent, heard);
    const outcome = await sendEnquiry('/api/contact-requests', { body: '{}' }, 'en', () => undefined);
    window.removeEventListener(maintenanceRefusedEvent, heard);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(outcome).toEqual({ ok: false, message: errorMessage('MAINTENANCE', 'en'), fieldErrors: {} });
  });

  it('any other refusal leaves the maintenance check alone', async () => {
    stubApi(() => problemOf(400, 'VALIDATION_FAILED'));
    const heard = vi.fn();
    window.addEventListener(maintenanceRefusedEvent, heard);
    await sendEnquiry('/api/contact-requests', { body: '{}' }, 'th', () => undefined);
    window.removeEventListener(maintenanceRefusedEvent, heard);
    expect(heard).not.toHaveBeenCalled();
  });
});
